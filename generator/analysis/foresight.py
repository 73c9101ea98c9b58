"""A child of the search's beam valued from its position and move without being played (`Foresight`):
the replay's credits in C-1's order, debt and cap, where every immediate entry is one a placement's own
spaces decide and every end entry is counted; the groups a new piece joins (joined.py) for MI-E03..E05
(issue 32, part 5)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from generator.analysis.counted_end import Districts, counts_districts
from generator.analysis.joined import Joining
from generator.analysis.placed import (
    END,
    IMMEDIATE,
    Placed,
    additive,
    counters_kept,
    credited,
    end_units,
    has_effects,
    symbol_on_terrain,
)
from generator.analysis.prospect import Covered
from generator.analysis.reach import could_hold, largest_of_others, plain_counter
from generator.base.records import NamedTuple
from generator.geometry import Cell
from generator.model import Piece, ScoringItem
from generator.rules.placement import Placement
from generator.rules.solo import Move, Position, Solo
from generator.rules.token import Token
from generator.rules.where import where_set

GROUPED = frozenset({"symbol-group", "road-to-sea"})
"""Immediate kinds Foresight works out from the groups a placement joins (MI-E03's groups, MI-E04's roads)."""

class Foresight:
    """What a position's child (the position after one more move) would score were the episode to end
    there (CountedEnd's value of the child), worked out from the position and the move without playing
    it, where the ruleset allows: every immediate entry one whose points a placement's own spaces decide
    (IMMEDIATE: a symbol on a terrain, each space counting its symbol's times; a `count` of the new
    piece's spaces, and the counters it adds to) or a group or road it completes (GROUPED: the groups the
    new piece joins, `Joining`), every end entry counting what stays uncovered (END), the largest group of
    a symbol, a `groups` entry over spaces or groups, or a counter. The search's beam plays only the
    children it keeps."""

    def __init__(self, solo: Solo, placed: Placed | None = None) -> None:
        self.solo = solo
        immediate, end = solo.ruleset.immediate, solo.end_items
        adding = [item for item in immediate if additive(item)]
        self.known = all(item in adding or item.kind in GROUPED for item in immediate) and counters_kept(solo, adding) \
            and all(_foreseen_end(item) for item in end)
        self._immediate = immediate if self.known else ()
        self._placed = Placed(immediate) if placed is None else placed
        self._ends: list[tuple[str, Any]] = [] if not self.known else [_foreseen(item, solo) for item in end]
        self._counted = [found for kind, found in self._ends if kind == "counted"]
        self._adjustments = [a.points for a in solo.result.episode.adjustments if a.player == solo.name]
        self._last: tuple[Position, int, list[int]] | None = None
        self._joined = Joining(solo)
        self.keyed = self.known and all(item in adding for item in immediate)
        """Whether a child's `key` is foreseen too: no immediate entry remembers what it scored."""
        self._standing: tuple[Position, int, _Standing | None] | None = None
        self._own: dict[int, _Own] = {}
        """Per placement (by identity: a board hands out the same object for the same way a piece is put down,
        and the entry keeps it alive), what it adds whatever the position."""
        self._spaces = _Spaces(solo, self._immediate, self._ends)
        passing = solo.ruleset.pass_points
        self._bare: tuple[tuple[Cell, ...], ...] = ((),) * sum(kind == "groups" for kind, _found in self._ends)
        """Per end entry of districts, none of a move's spaces (a pass's, a stop's)."""
        self._unplaced = {"pass": _Own("pass", None, passing, max(passing, 0), {}, {}, self._bare),
                          "stop": _Own("stop", None, 0, 0, {}, {}, self._bare)}
        """What a pass (LG-03's points) and a stop (LG-05: at no cost) add, covering nothing."""

    def values(self, pos: Position, moves: Sequence[Move]) -> list[int] | None:
        """The value of `pos` with each of `moves` played in its next round (call only where `known`), what the
        position alone decides worked out once for all; None where the player's set lacks the card's piece
        (LG-12: the pass is the set's, played to be known)."""
        solo = self.solo
        piece = solo.piece(solo.round(pos).card)
        if piece is None:
            return None
        showing = self._showing(pos)
        standing = self._standing_of(pos, showing)
        if standing is None:
            return [self._value(pos, move, piece, showing) for move in moves]
        found = []
        for move in moves:
            own = self._own_of(pos, move, piece) if isinstance(move, Placement) else self._unplaced[move]
            value = standing.value(own)
            found.append(self._value(pos, move, piece, showing) if value is None else value)
        return found

    def _value(self, pos: Position, move: Move, piece: Piece, showing: list[int]) -> int:
        """The value of `pos` with `move` played, credited entry by entry as the replay credits them."""
        solo, island = self.solo, pos.player.island
        token, counters = self._credited(pos, move, piece)
        cells = move.cells if isinstance(move, Placement) else {}
        units = iter(showing)
        for kind, entry in self._ends:  # in order (C-1), each as it is credited
            if kind == "counted":
                points, counts = entry
                points *= next(units) - sum([counts[c] for c in cells if c in counts])
            elif kind == "groups":
                where = entry.where
                held = set(where_set(where, island))
                held.update(c for c, s in cells.items() if could_hold(where, island, c, Covered(solo.board.shown(s), piece)))
                points = entry.over(held, None)
            elif kind == "largest":
                symbol, each, others = entry
                mine = max([island.largest_group(symbol), *(g.size for g in self._joined.of(pos, cells, symbol))])
                points = each if mine and mine >= others else 0
            else:
                name, each = entry
                points = each * counters.get(name, 0) if counters.get(name, 0) > 0 else 0
            if points:
                token.add(points)
        for points in self._adjustments:
            token.add(points)
        return token.value - token.debt

    def _standing_of(self, pos: Position, showing: list[int]) -> _Standing | None:
        """What `pos` alone gives each of its placements' values (`values`): once per position; None where
        the token sits on the cap (nothing moves it)."""
        if self._standing is None or self._standing[0] is not pos or self._standing[1] != pos.next:
            token = pos.player.token
            self._standing = (pos, pos.next, None if token.capped else self._standing_now(pos, showing))
        return self._standing[2]

    def _standing_now(self, pos: Position, showing: list[int]) -> _Standing:
        """`_standing_of` worked out: the end's uncovered units and the largest groups already the player's
        (MI-E05: a group only grows), the groups each entry waits for (MI-E03's unscored, MI-E05's where another
        player's is larger), the spaces where a road would pass a statue (MI-E04), and the spaces where each district
        entry's condition holds with their points (LG-15 `groups`) and each counter's value."""
        token, island = pos.player.token, pos.player.island
        own = [points * units for (points, _counts), units in zip(self._counted, showing)] + self._adjustments
        waiting: list[tuple[str, int, _Reach]] = []
        districts: list[tuple[Districts, frozenset[Cell], int]] = []
        counters: list[tuple[str, int, int]] = []
        for kind, entry in self._ends:
            if kind == "groups":
                held = where_set(entry.where, island)
                districts.append((entry, held, entry.over(set(held), None)))
            elif kind == "counter":
                counters.append((*entry, island.counters.get(entry[0], 0)))
            elif kind == "largest":
                symbol, each, others = entry
                largest = island.largest_group(symbol)
                if largest and largest >= others:
                    own.append(each)
                else:  # scores only where a group of the move's reaches the others' (none of them: any group)
                    waiting.append((symbol, others, self._reach(pos, symbol, frozenset())))
        roads: list[tuple[str, frozenset[Cell]]] = []
        for index, item in enumerate(self._immediate):
            symbol = item.params["symbol"] if item.kind in GROUPED else ""
            if item.kind == "symbol-group":
                waiting.append((symbol, item.params["size"], self._reach(pos, symbol, self._joined.scored_before(pos, index, symbol))))
            elif item.kind in GROUPED:
                roads.append((symbol, self._joined.near_statues(pos, pos.player.memory.get(index, set()), item.params)))
        start = token.value - token.debt
        return _Standing(start + sum(own), token.cap - start - sum(p for p in own if p > 0), waiting, roads, districts, counters)

    def _reach(self, pos: Position, symbol: str, left_out: frozenset[int]) -> _Reach:
        label, groups = self._joined.labels(pos, symbol)
        return _Reach(label, [0 if number in left_out else len(group) for number, group in enumerate(groups)], self._joined.near)

    def _own_of(self, pos: Position, move: Placement, piece: Piece) -> _Own:
        """What `move` (of `piece`) adds to any position's value, worked out once per placement (`values`):
        its immediate entries' points (none of GROUPED), less the end's units it covers, each term the sum of its
        spaces' (`_Spaces`; `placed.Placed` for a `count`, and the counters it adds), its spaces by the symbol they
        show, and those where each district entry's condition would hold (LG-15 `groups`: of the board and the piece
        alone, `reach.growing`)."""
        own = self._own.get(id(move))
        if own is None or own.move is not move or own.piece is not piece:
            spaces = self._spaces
            terms = [0] * spaces.terms
            showing: dict[str, list[Cell]] = {}
            for cell, written in move.cells.items():
                shown, adds = spaces.of(cell, written)
                for index, points in adds:
                    terms[index] += points
                if shown is not None and spaces.grouping:
                    showing.setdefault(shown, []).append(cell)
            added: dict[str, int] = {}
            if spaces.counting:
                for item, scored in zip(self._immediate, self._placed.of(pos.player.island, move.cells, piece)):
                    if scored is not None and item.kind not in IMMEDIATE:
                        terms.append(scored[0])
                        for name, amount in scored[1].items():
                            added[name] = added.get(name, 0) + amount
            own = self._own[id(move)] = _Own(move, piece, sum(terms), sum([p for p in terms if p > 0]), showing, added,
                                             self._held(pos, move, piece) if self._bare else ())
        return own

    def _held(self, pos: Position, move: Placement, piece: Piece) -> tuple[tuple[Cell, ...], ...]:
        island, shown = pos.player.island, self.solo.board.shown
        return tuple(tuple(c for c, s in move.cells.items() if could_hold(entry.where, island, c, Covered(shown(s), piece)))
                     for kind, entry in self._ends if kind == "groups")

    def _credited(self, pos: Position, move: Move, piece: Piece) -> tuple[Token, Mapping[str, int]]:
        """`credited` of every immediate entry, those of GROUPED by the groups the move joins."""
        if not isinstance(move, Placement) or not any(item.kind in GROUPED for item in self._immediate):
            return credited(self._placed, self.solo, pos, move, piece)
        p = pos.player
        token = Token(p.token.value, p.token.cap, p.token.debt, p.token.capped)
        counters = dict(p.island.counters)
        placed = self._placed.of(p.island, move.cells, piece)
        for index, item in enumerate(self._immediate):
            scored = placed[index]
            if scored is None:  # of GROUPED
                for points in self._joined.scored(pos, move.cells, index, item):
                    token.add(points)
                continue
            points, added = scored
            for name, amount in added.items():
                counters[name] = counters.get(name, 0) + amount
            if points:
                token.add(points)
        return token, counters

    def key(self, pos: Position, move: Move, piece: Piece) -> Hashable:
        """What the search merges `pos`'s child by (search._key of the child played), without playing it (call only
        where `keyed`; `piece`: the card's, in the player's set): the spaces the move covers added to the board's
        signature as Island.place adds them, the token and counters as the immediate entries leave them; nothing
        else moves (no entry here remembers what it scored, wins a race or pays once)."""
        p, solo = pos.player, self.solo
        signature = p.island.signature()
        if isinstance(move, Placement):
            shown, terrain, covered = solo.board.shown, solo.board.terrain, p.island.covered
            added = []
            for cell, symbol in move.cells.items():
                if cell in terrain and cell not in covered:
                    seen = shown(symbol)
                    added.append((cell, piece.id, seen, 2 if seen != symbol else 1))
            signature = signature.union(added)
            token, counters = self._credited(pos, move, piece)
        else:
            token, counters = credited(self._placed, solo, pos, move, piece)
        memory = frozenset((index, frozenset(seen)) for index, seen in p.memory.items() if seen)
        return (solo.following(pos), move != "stop", signature, token.value, token.debt, token.capped, frozenset(pos.won),
                frozenset(counters.items()), memory, frozenset(p.paid))

    def _showing(self, pos: Position) -> list[int]:
        """Each counted end entry's units over what `pos` leaves uncovered: worked out once for all its
        moves (a position played on has moved to a later round)."""
        if self._last is None or self._last[0] is not pos or self._last[1] != pos.next:
            covered = pos.player.island.covered
            self._last = (pos, pos.next, [sum(n for c, n in counts.items() if c not in covered) for _points, counts in self._counted])
        return self._last[2]

class _Own(NamedTuple):
    """What a move adds to a value whatever the position (`Foresight.values`)."""

    move: Move
    piece: Piece | None
    """The piece placed (none for a pass or a stop)."""
    points: int
    """Its immediate entries' points less what the end's units it covers were worth."""
    rise: int
    """The sum of its gains alone: all the token may climb by on its account before it falls again."""
    shown: dict[str, list[Cell]]
    """Its spaces by the symbol each shows (read it, never change it)."""
    added: dict[str, int]
    """What it adds to each counter (read it, never change it)."""
    held: tuple[tuple[Cell, ...], ...]
    """Per end entry of districts (LG-15 `groups`), in order, its spaces where the entry's condition would hold."""


class _Spaces:
    """Per space and the symbol a piece puts on it, the symbol shown and what it adds to each of the terms a
    placement's own points add up space by space (MI-R05's symbols on a terrain, then the end's units it covers,
    by their index), worked out once per space for every placement that covers it (`Foresight._own_of`)."""

    __slots__ = ("_board", "_on_terrain", "_counted", "_known", "terms", "counting", "grouping")

    def __init__(self, solo: Solo, immediate: Sequence[ScoringItem], ends: list[tuple[str, Any]]) -> None:
        self._board = solo.board
        self._on_terrain = [item.params for item in immediate if item.kind in IMMEDIATE]
        self._counted = [found for kind, found in ends if kind == "counted"]
        self._known: dict[tuple[Cell, str | None], tuple[str | None, tuple[tuple[int, int], ...]]] = {}
        self.terms = len(self._on_terrain) + len(self._counted)
        self.counting = any(additive(item) and item.kind not in IMMEDIATE for item in immediate)
        """Whether an immediate entry counts what a placement holds as a whole (LG-15's `count`: `Placed` asked)."""
        self.grouping = any(item.kind in GROUPED for item in immediate) or any(kind == "largest" for kind, _found in ends)
        """Whether `_Standing.quiet` reads a placement's spaces by symbol (the groups and roads waited for)."""

    def of(self, cell: Cell, written: str | None) -> tuple[str | None, tuple[tuple[int, int], ...]]:
        """The symbol `written` shows on `cell`, and each term's points a placement covering it so adds."""
        found = self._known.get((cell, written))
        if found is None:
            board = self._board
            adds = [(index, points) for index, p in enumerate(self._on_terrain) if (points := symbol_on_terrain(p, board, cell, written))]
            adds += [(index, -points * counts[cell]) for index, (points, counts) in enumerate(self._counted, len(self._on_terrain))
                     if cell in counts and points * counts[cell]]
            found = self._known[(cell, written)] = (board.shown(written), tuple(adds))
        return found


class _Reach:
    """Per space, the sizes of the groups of a symbol beside it summed (those left out counted as none): a
    group a move's spaces join holds at most those spaces and their reaches (asked once per space and position)."""

    __slots__ = ("_label", "_sizes", "_near", "_known")

    def __init__(self, label: dict[Cell, int], sizes: list[int], near: dict[Cell, tuple[Cell, ...]]) -> None:
        self._label, self._sizes, self._near = label, sizes, near
        self._known: dict[Cell, int] = {}

    def of(self, cell: Cell) -> int:
        found = self._known.get(cell)
        if found is None:
            label = self._label
            found = self._known[cell] = sum([self._sizes[number] for number in {label[n] for n in self._near[cell] if n in label}])
        return found


class _Standing:
    """What a position gives each of its placements' values where they add up (`Foresight.values`), and what
    tells a placement that completes none of the groups or roads the position's entries wait for."""

    __slots__ = ("base", "room", "_waiting", "_roads", "_districts", "_counters", "_grown")

    def __init__(self, base: int, room: int, waiting: list[tuple[str, int, _Reach]], roads: list[tuple[str, frozenset[Cell]]],
                 districts: list[tuple[Districts, frozenset[Cell], int]], counters: list[tuple[str, int, int]]) -> None:
        self.base = base
        """The token (less its debt) with the end's units it leaves uncovered, the largest groups already the
        player's and the adjustments."""
        self.room = room
        """A move whose own points rising along the way (`_Own.rise`) stay below this cannot reach the cap (LG-07):
        the cap, less the token and every gain the position's own terms may bring."""
        self._waiting = waiting
        """Per symbol, the size a group holding a new space must reach to score (MI-E03's, a group none of it
        scored; MI-E05's, another player's largest), and the reaches of its groups."""
        self._roads = roads
        """Per symbol, the spaces beside a statue still to score or beside a group beside one (MI-E04)."""
        self._districts = districts
        """Per end entry of districts (LG-15 `groups`), in order, the spaces where its condition holds and their points."""
        self._counters = counters
        """Per end entry of a counter, in order, its name, points per unit and the counter's value."""
        self._grown = bool(districts or counters)

    def value(self, own: _Own) -> int | None:
        """The value of the position with the move `own` played, where it adds up: its districts grown by the move's
        spaces where their conditions would hold (the position's points where it holds on none) and its counters
        with what the move adds; None where the cap comes within reach or the move is not `quiet`."""
        grown = rise = 0
        if self._grown:
            terms = [entry.over({*held, *cells}, None) if cells else points
                     for (entry, held, points), cells in zip(self._districts, own.held)]
            terms += [each * count if (count := start + own.added.get(name, 0)) > 0 else 0 for name, each, start in self._counters]
            grown, rise = sum(terms), sum([p for p in terms if p > 0])
        if own.rise + rise >= self.room or (self._waiting or self._roads) and not self.quiet(own):
            return None
        return self.base + own.points + grown

    def quiet(self, own: _Own) -> bool:
        """Whether the placement `own` scores none of the groups and roads waited for (its spaces of a symbol
        and their reaches, more than any group it joins, stay below the size; none lies where a road would
        pass a statue): its value is then `base` and its own points."""
        shown = own.shown
        for symbol, size, reach in self._waiting:
            cells = shown.get(symbol)
            if cells and len(cells) + sum([reach.of(c) for c in cells]) >= size:
                return False
        for symbol, near in self._roads:
            cells = shown.get(symbol)
            if cells and not near.isdisjoint(cells):
                return False
        return True


def _foreseen(item: ScoringItem, solo: Solo) -> tuple[str, Any]:
    """How Foresight works out an end entry (one `_foreseen_end` takes)."""
    if item.kind in END:
        return "counted", end_units(item, solo)
    if item.kind == "groups":
        return "groups", Districts(item, solo)
    if item.kind == "largest-group":
        return "largest", (item.params["symbol"], item.params["points"], largest_of_others(solo, item.params["symbol"]))
    return "counter", (item.params["counter"], item.params["points"])

def _foreseen_end(item: ScoringItem) -> bool:
    """Whether Foresight counts an end entry: what stays uncovered, the largest group of a symbol, a `groups`
    entry over spaces or groups, a counter (as CountedEnd counts them)."""
    p = item.params
    if item.kind in END:
        return not has_effects(item)
    if item.kind == "largest-group":
        return True
    if item.kind == "groups":
        return counts_districts(p) and p["per"] in ("space", "group")
    return item.kind == "counter" and plain_counter(p)
