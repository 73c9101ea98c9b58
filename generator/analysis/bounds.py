"""The most a try of part 1 can still end with, so that a play-out that cannot beat the round's best is
stopped early (issue 32, part 5). Exact: a try is dropped only when even this ceiling is not above the
best value found, and a try replaces the best only when its value is above it.

The ceiling adds up, per entry: immediate points that the placement's own spaces decide
(`symbol-on-terrain`, a `count` of the new piece's spaces: what a later logged placement scores wherever
it still fits is what it scored as played), end points counted over the spaces that stay uncovered
(`visible-terrain`, `visible-feature`, `empty-buildable`), which only grow fewer as pieces are placed, and
for the other kinds the most each can still give (analysis/reach.py: groups, roads, races, the largest
and the most across players, counters). Where an entry has none (reach.reach says which), every try is
played to its end.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import Any

from generator.analysis.reach import (
    PLAIN,
    Covered,
    Prospect,
    Reach,
    State,
    Upcoming,
    components,
    could_hold,
    groups_bounded,
    largest_of_others,
    measured_by_others,
    of_the_board,
    plain_counter,
    reach,
)
from generator.base.records import NamedTuple
from generator.geometry import Cell
from generator.model import Params, Piece, ScoringItem, Where
from generator.rules.island import Island
from generator.rules.placement import Placement
from generator.rules.solo import Move, Position, Solo
from generator.rules.token import Token
from generator.rules.where import where_set

IMMEDIATE = frozenset({"symbol-on-terrain"})
"""Immediate kinds whose points a placement's own spaces decide, on any board it fits."""
END = frozenset({"visible-terrain", "visible-feature", "empty-buildable"})
"""End kinds that count what stays uncovered among spaces fixed by the board."""


class Ceiling:
    """Per position of `solo`'s player, an upper bound on the episode's value were the rest played as logged."""

    def __init__(self, solo: Solo, played: Position, placed: Placed | None = None) -> None:
        self.solo = solo
        adding = [item for item in solo.ruleset.immediate if _additive(item)]
        self._adding = Placed(solo.ruleset.immediate) if placed is None else placed
        """What the entries of `adding` give a placement (Placed: the others' are None, and add nothing here)."""
        reaches = _reaches(solo)
        counted = [item for item in solo.end_items if item.kind in END]
        self.known = _known(solo, adding, reaches, counted)
        self._reaches = sorted((r for r in reaches if r is not None), key=lambda r: -1 if r.top is None else -r.top)
        """The entries that do not add up over spaces, those that may give the most first (no limit: first of all)."""
        self._upcoming = Upcoming(solo) if self._reaches else None
        self._near = {c: solo.grid.neighbours(c) for c in solo.board.terrain}
        self._gains, self._rises, self._spaces, self._beyond = _logged_ahead(solo, played, adding)
        """From each round index on: the most the logged rounds can still add to the score and to the token
        by the entries that add up over a placement's own spaces (C-1: one entry at a time, the cap reached
        between two), every space they may cover, and the placements among them that add more than a pass
        (their spaces, and how much more to the score and to the token)."""
        self._losing = any(points < 0 for points, _counts in (_counted(item, solo) for item in counted))
        """Whether an end entry counts a loss over what no logged placement to come can cover."""
        self._placements = _placements_ahead(solo)
        self._counted = [_counted(item, solo) for item in counted]
        self._adjusted, self._raised = _adjustments(solo)

    def of(self, pos: Position) -> int:
        """The most `pos` can end with (call only where `known`)."""
        return self._most(pos, None)

    def room(self, pos: Position, best: int) -> int:
        """How far above `best` `pos` might still end (call only where `known`): `of(pos) - best` where that
        is above 0, else a number not above 0, the entries that do not add up over spaces worked out only
        while the others leave it open."""
        return self._most(pos, best) - best

    def after(self, pos: Position, move: Move, best: int) -> int | None:
        """`room` for the position `move` leads to from `pos`, without playing it (call only where `known`):
        the points of the entries a placement's own spaces decide worked out, the others' reaches asked of
        the board before the move with its spaces among those ahead (what it scores now, they may score
        later: never less). None where the player's set lacks the card's piece (LG-12)."""
        solo, p = self.solo, pos.player
        piece = solo.piece(solo.round(pos).card)
        if piece is None:
            return None
        token, counters = _credited(self._adding, solo, pos, move, piece)  # the others are reached below
        covered = set(p.island.covered)
        if isinstance(move, Placement):
            covered.update(move.cells)
        active, following = move != "stop", solo.following(pos)
        if self._upcoming is None:
            return self._bounded(token, active, following, covered, None, best) - best
        ahead = self._upcoming.ahead(following, active, covered)
        if isinstance(move, Placement):
            shown, terrain = solo.board.shown, solo.board.terrain
            ahead.update((c, Covered(shown(s), piece)) for c, s in move.cells.items() if c in terrain)
        state = State(p.island, p.memory, counters, following, active, solo.closed(pos))
        return self._bounded(token, active, following, covered, Prospect(state, ahead, self._near), best) - best

    def _most(self, pos: Position, best: int | None) -> int:
        """The ceiling of `pos`; where `best` is given, as soon as it is not above `best`, a number not above it."""
        p = pos.player
        view = None if self._upcoming is None else \
            Prospect(State.of(pos, self.solo), self._upcoming.ahead(pos.next, p.active, p.island.covered.keys()), self._near)
        return self._bounded(p.token, p.active, pos.next, p.island.covered.keys(), view, best)

    def _bounded(self, token: Token, active: bool, next: int, covered: AbstractSet[Cell], view: Prospect | None,
                 best: int | None) -> int:
        """The ceiling of a position whose token, activity, next round and covered spaces are given, with
        what the entries' reaches ask of it (`view`)."""
        score = token.value - token.debt
        if token.capped:  # nothing moves the token any more
            return score
        later, rise, spaces = self._ahead(active, next, covered)
        gained, lost = self._shown(covered, spaces)
        if view is not None:  # the entries that do not add up over spaces: each at its most
            gained += sum(r.most(view) for r in self._reaches if r.top is None)
            left = sum(r.top for r in self._reaches if r.top is not None)  # what the others give at the very most
            for reached in self._reaches:
                if reached.top is None:
                    continue
                if best is not None and self._capped(token, later + gained + lost + left, rise + gained + left) <= best:
                    return best
                gained, left = gained + reached.most(view), left - reached.top
        return self._capped(token, later + gained + lost, rise + gained)

    def _ahead(self, active: bool, next: int, covered: AbstractSet[Cell]) -> tuple[int, int, frozenset[Cell]]:
        """The most the logged rounds from round index `next` can still add to the score and to the token by the
        entries a placement's own spaces decide, and the spaces they may still cover, with `covered` covered."""
        if not active:
            return 0, 0, frozenset()
        later, rise = self._gains[next], self._rises[next]  # the index is at most the number of rounds: every list has it
        for cells, gain, up in self._beyond[next]:
            if not covered.isdisjoint(cells):  # a piece is never taken back: it never fits again, a pass at the most
                later, rise = later - gain, rise - up
        if not self._losing:
            return later, rise, self._spaces[next]
        return later, rise, frozenset[Cell]().union(*(cells for cells in self._placements[next] if covered.isdisjoint(cells)))

    def _shown(self, covered: AbstractSet[Cell], spaces: frozenset[Cell]) -> tuple[int, int]:
        """What the end entries counted over what stays uncovered can still give (what shows now: the most that
        can) and must still take (what no logged placement to come can cover: the least)."""
        gained = lost = 0
        for points, counts in self._counted:  # (the sets' own differences: a step per space counted costs more)
            if points >= 0:
                gained += points * sum(map(counts.__getitem__, counts.keys() - covered))
            else:
                lost += points * sum(map(counts.__getitem__, counts.keys() - covered - spaces))
        return gained, lost

    def _capped(self, token: Token, more: int, rise: int) -> int:
        """The most a token ends with when its score may still gain `more` and its value rise `rise`."""
        most = token.value - token.debt + more + self._adjusted
        if token.value + rise + self._raised >= token.cap:  # it might reach the cap, and keep it less the debt
            return max(most, token.cap)
        return most


def _reaches(solo: Solo) -> list[Reach | None]:
    """The reach of each entry that does not add up over a placement's own spaces: the immediate ones (by
    their index) that are not `_additive`, the end ones not counted over what stays uncovered (END); None
    for an entry that has none."""
    return [reach(solo, item, index) for index, item in enumerate(solo.ruleset.immediate) if not _additive(item)] \
        + [reach(solo, item, None) for item in solo.end_items if item.kind not in END]


def _known(solo: Solo, adding: list[ScoringItem], reaches: list[Reach | None], counted: list[ScoringItem]) -> bool:
    """Whether the ceiling holds for `solo`'s ruleset: every entry that does not add up over spaces has its
    reach, no end entry counted over what stays uncovered does more than give its points, and the
    counters move only as the ceiling counts them."""
    return all(r is not None for r in reaches) and not any(_effects(item) for item in counted) \
        and _counters_kept(solo, adding)


def _logged_ahead(solo: Solo, played: Position, adding: list[ScoringItem]) \
        -> tuple[list[int], list[int], list[frozenset[Cell]], list[tuple[tuple[frozenset[Cell], int, int], ...]]]:
    """From each round index on (and past the last round: nothing): the most the logged rounds can still add
    to the score and to the token by the entries `adding`, each round at least the pass's points, every
    space their placements cover, and the placements that add more than a pass (their spaces, and how much
    more to the score and to the token: what is not added where one no longer fits)."""
    rounds, entries = solo.rounds, {id(item.params) for item in adding}
    gains, rises = [0] * (len(rounds) + 1), [0] * (len(rounds) + 1)
    spaces: list[frozenset[Cell]] = [frozenset()] * (len(rounds) + 1)
    beyond: list[tuple[tuple[frozenset[Cell], int, int], ...]] = [()] * (len(rounds) + 1)
    passing = max(0, solo.ruleset.pass_points)
    for index in range(len(rounds) - 1, -1, -1):
        scored, cells = _scored_in(played, rounds[index].number, entries), _cells(solo.logged_at(index))
        gain, rise = max(sum(scored), passing), max(sum(p for p in scored if p > 0), passing)
        gains[index], rises[index] = gains[index + 1] + gain, rises[index + 1] + rise
        spaces[index] = spaces[index + 1] | cells
        more = ((cells, gain - passing, rise - passing),) if cells and (gain > passing or rise > passing) else ()
        beyond[index] = more + beyond[index + 1]
    return gains, rises, spaces, beyond


def _placements_ahead(solo: Solo) -> list[tuple[frozenset[Cell], ...]]:
    """From each round index on, the spaces of each logged placement."""
    found: list[tuple[frozenset[Cell], ...]] = [()] * (len(solo.rounds) + 1)
    for index in range(len(solo.rounds) - 1, -1, -1):
        cells = _cells(solo.logged_at(index))
        found[index] = ((cells,) if cells else ()) + found[index + 1]
    return found


def _scored_in(played: Position, number: int, entries: set[int]) -> list[int]:
    """The points the logged line `played` scored in round `number` by the entries whose params' ids are `entries`."""
    return [i.points for i in played.items if i.round == number and id(i.facts.get("entry")) in entries]


def _cells(move: Move) -> frozenset[Cell]:
    """The spaces a move covers: a placement's, none for a pass or a stop."""
    return frozenset(move.cells) if isinstance(move, Placement) else frozenset()


def _adjustments(solo: Solo) -> tuple[int, int]:
    """The player's adjustments of the episode (what the score is changed by in the end), and those of them
    above 0 (what may lift the token to its cap)."""
    adjustments = [a.points for a in solo.result.episode.adjustments if a.player == solo.name]
    return sum(adjustments), sum(p for p in adjustments if p > 0)


class CountedEnd:
    """The end of a ruleset whose every end entry is counted here (END, without effects: what stays
    uncovered; MI-E05's largest groups, which a board keeps up to date): what a position would score were
    the episode to end now (Solo.ending's value), worked out by counting each entry's units and crediting
    them to a copy of the token in order (C-1, debt and cap as the token moves), without a scene, facts or
    the spaces' order per entry."""

    def __init__(self, solo: Solo) -> None:
        entries = [_end_value(item, solo) for item in solo.end_items]
        self.known = all(entry is not None and not _effects(item) for item, entry in zip(solo.end_items, entries))
        self.entries = [entry for entry in entries if entry is not None] if self.known else []
        self.adjustments = [a.points for a in solo.result.episode.adjustments if a.player == solo.name]

    def value(self, pos: Position) -> int:
        """Solo.ending(pos), counted (call only where `known`)."""
        p = pos.player
        token = Token(p.token.value, p.token.cap, p.token.debt, p.token.capped)
        island = p.island
        for entry in self.entries:
            points = entry(island)
            if points:  # as each kind: nothing scored, no item, when nothing counts
                token.add(points)
        for points in self.adjustments:
            token.add(points)
        return token.value - token.debt


def _end_value(item: ScoringItem, solo: Solo) -> Callable[[Island], int] | None:
    """What an end entry gives a board of `solo`'s player, counted; None where it is not counted here."""
    if item.kind in END:
        points, counts = _counted(item, solo)
        return lambda island: points * sum(n for c, n in counts.items() if c not in island.covered)
    if item.kind == "largest-group":  # the points to the largest, when no other player's is larger
        symbol, points = item.params["symbol"], item.params["points"]
        others = largest_of_others(solo, symbol)
        return lambda island: points if (mine := island.largest_group(symbol)) and mine >= others else 0
    if item.kind == "groups" and _districts(item.params) and not (item.params["largest"] and item.params["per"] == "piece"):
        return _Districts(item, solo)  # (the largest of two as large, by its pieces, is the first in reading order: not here)
    p = item.params
    if item.kind == "counter" and plain_counter(p):
        name, points = p["counter"], p["points"]
        return lambda island: points * value if (value := island.counters.get(name, 0)) > 0 else 0
    near = {c: solo.grid.neighbours(c) for c in solo.board.terrain}
    if item.kind == "largest-colour-group":
        return lambda island: p["points"] * sum(_largest_district(island, colour, near) for colour in p["colours"])
    if item.kind == "church-colours":
        return lambda island: p["points"] * _churches_served(island, frozenset(p["colours"]))
    if item.kind == "well-surrounded":
        return lambda island: p["points"] * _wells_surrounded(island, p["feature"])
    return None


def _largest_district(island: Island, colour: str, near: Mapping[Cell, tuple[Cell, ...]]) -> int:
    """MC-E04: the most buildings of `colour` (churches aside) in one group of its spaces side by side."""
    covered = island.covered
    spaces = {c for c, covering in covered.items() if covering.piece.colour == colour and not covering.piece.church}
    return max((len({covered[c].placement for c in group}) for group in components(spaces, near)), default=0)


def _churches_served(island: Island, colours: frozenset[str]) -> int:
    """MC-E05: the churches beside buildings of every one of `colours` (each piece by its placement, as the
    score sheet's scoring takes them)."""
    covered, neighbours = island.covered, island.board.grid.neighbours
    pieces = {covering.placement: covering.piece for covering in covered.values()}
    spaces: dict[int, list[Cell]] = {}
    for cell, covering in covered.items():
        spaces.setdefault(covering.placement, []).append(cell)
    served = 0
    for placement, piece in pieces.items():
        if piece.church:
            touching = {covered[n].placement for c in spaces[placement] for n in neighbours(c)
                        if n in covered and covered[n].placement != placement}
            served += colours <= {pieces[t].colour for t in touching}
    return served


def _wells_surrounded(island: Island, feature: str) -> int:
    """MC-E06: the uncovered spaces of `feature` whose every side is a space of a different building."""
    covered, neighbours = island.covered, island.board.grid.neighbours
    found = 0
    for well in island.board.features.get(feature, {}):
        sides = neighbours(well)
        found += well not in covered and len({covered[c].placement for c in sides if c in covered}) == len(sides)
    return found


def _districts(p: Params) -> bool:
    """Whether `_Districts` can count a `groups` entry (CountedEnd and Foresight both ask it): its ceiling known,
    the spaces of its groups counted as they are (no `of`), next to nothing in particular (no `touching`)."""
    return groups_bounded(p) and p.get("of") is None and p.get("touching") is None


class _Districts:
    """LG-15 `groups` (per unit, or once to the most) counted: the connected groups of the spaces where its
    condition holds, as composable's measure finds them; the other players' count as logged."""

    def __init__(self, item: ScoringItem, solo: Solo) -> None:
        p = self.params = item.params
        self.where, self.size, self.points, self.per = p["where"], p["size"], int(p["points"]), p["per"]
        self.near = {c: solo.grid.neighbours(c) for c in solo.board.terrain}
        self.others = measured_by_others(item, solo)

    def __call__(self, island: Island) -> int:
        return self.over(set(where_set(self.where, island)), island)

    def over(self, cells: set[Cell], island: Island | None) -> int:
        """What the entry gives where its condition holds on `cells` (`island`: the board, to count its
        pieces; None where it counts spaces or groups)."""
        groups = [g for g in components(cells, self.near) if len(g) >= self.size]
        if self.params["largest"]:
            groups = sorted(groups, key=len, reverse=True)[:1]
        units = [1 if self.per == "group" else len({island.covered[c].placement for c in g if c in island.covered})
                 if self.per == "piece" and island is not None else len(g) for g in groups]
        total = sum(units)
        if not total or (self.params.get("most") and total < self.others):
            return 0
        return self.points if self.params.get("most") else self.points * total


GROUPED = frozenset({"symbol-group", "road-to-sea"})
"""Immediate kinds Foresight works out from the groups a placement joins (MI-E03's groups, MI-E04's roads)."""


class Foresight:
    """What a position's child (the position after one more move) would score were the episode to end
    there (CountedEnd's value of the child), worked out from the position and the move without playing
    it, where the ruleset allows: every immediate entry one whose points a placement's own spaces decide
    (IMMEDIATE: a symbol on a terrain, each space counting its symbol's times; a `count` of the new
    piece's spaces, and the counters it adds to) or a group or road it completes (GROUPED: the groups the
    new piece joins, `_Joined`), every end entry counting what stays uncovered (END), the largest group of
    a symbol, a `groups` entry over spaces or groups, or a counter. The search's beam plays only the
    children it keeps."""

    def __init__(self, solo: Solo, placed: Placed | None = None) -> None:
        self.solo = solo
        immediate, end = solo.ruleset.immediate, solo.end_items
        adding = [item for item in immediate if _additive(item)]
        self.known = all(item in adding or item.kind in GROUPED for item in immediate) and _counters_kept(solo, adding) \
            and all(_foreseen_end(item) for item in end)
        self._immediate = immediate if self.known else ()
        self._placed = Placed(immediate) if placed is None else placed
        self._ends: list[tuple[str, Any]] = [] if not self.known else [_foreseen(item, solo) for item in end]
        self._counted = [found for kind, found in self._ends if kind == "counted"]
        self._adjustments = [a.points for a in solo.result.episode.adjustments if a.player == solo.name]
        self._last: tuple[Position, int, list[int]] | None = None
        self._joined = _Joined(solo)
        self.keyed = self.known and all(item in adding for item in immediate)
        """Whether a child's `key` is foreseen too: no immediate entry remembers what it scored."""

    def value(self, pos: Position, move: Move) -> int | None:
        """The value of `pos` with `move` played in its next round (call only where `known`); None where
        the player's set lacks the card's piece (LG-12: the pass is the set's, played to be known)."""
        piece = self.solo.piece(self.solo.round(pos).card)
        if piece is None:
            return None
        token, counters = self._credited(pos, move, piece)
        island = pos.player.island
        cells = move.cells if isinstance(move, Placement) else {}
        showing = iter(self._showing(pos))
        for kind, entry in self._ends:  # in order (C-1), each as it is credited
            if kind == "counted":
                points, counts = entry
                points *= next(showing) - sum(counts.get(c, 0) for c in cells)
            elif kind == "groups":
                where = entry.where
                held = set(where_set(where, island))
                held.update(c for c, s in cells.items() if could_hold(where, island, c, Covered(self.solo.board.shown(s), piece)))
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

    def _credited(self, pos: Position, move: Move, piece: Piece) -> tuple[Token, Mapping[str, int]]:
        """`_credited` of every immediate entry, those of GROUPED by the groups the move joins."""
        if not isinstance(move, Placement) or not any(item.kind in GROUPED for item in self._immediate):
            return _credited(self._placed, self.solo, pos, move, piece)
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
            token, counters = _credited(self._placed, solo, pos, move, piece)
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


def _foreseen(item: ScoringItem, solo: Solo) -> tuple[str, Any]:
    """How Foresight works out an end entry (one `_foreseen_end` takes)."""
    if item.kind in END:
        return "counted", _counted(item, solo)
    if item.kind == "groups":
        return "groups", _Districts(item, solo)
    if item.kind == "largest-group":
        return "largest", (item.params["symbol"], item.params["points"], largest_of_others(solo, item.params["symbol"]))
    return "counter", (item.params["counter"], item.params["points"])


class Joined(NamedTuple):
    """A group of a symbol once a piece is placed that holds some of its spaces: how many spaces, the groups
    of the board before it that it takes in (by their number in `_Joined.labels`), and its new spaces."""

    size: int
    labels: frozenset[int]
    new: tuple[Cell, ...]


class _Joined:
    """The groups of a symbol a placement would join, worked out from the position's groups (numbered once
    per position for all its moves) and the placement's spaces, without placing it: what MI-E03 scores
    (a group of its size holding a new space, none of it scored before), MI-E04 (a statue beside a road
    the new piece extends, reaching the terrain) and MI-E05 (the largest group) ask of the child."""

    def __init__(self, solo: Solo) -> None:
        self.solo, board = solo, solo.board
        self._near = {c: board.grid.neighbours(c) for c in board.terrain}
        self._shown = board.shown
        self._last: tuple[Position, int, dict[str, tuple[dict[Cell, int], list[set[Cell]]]]] | None = None
        self._statues: dict[str, list[Cell]] = {}
        self._move: tuple[Mapping[Cell, str | None] | None, Position | None, int, dict[str, list[Joined]]] = (None, None, 0, {})
        """The move `of` was last asked about (its spaces, its position and round) and what it found."""

    def labels(self, pos: Position, symbol: str) -> tuple[dict[Cell, int], list[set[Cell]]]:
        """Each space of `pos`'s board showing `symbol` with the number of its group, and the groups."""
        if self._last is None or self._last[0] is not pos or self._last[1] != pos.next:
            self._last = (pos, pos.next, {})
        kept = self._last[2]
        found = kept.get(symbol)
        if found is None:
            groups = pos.player.island.symbol_groups(symbol)
            found = kept[symbol] = ({c: number for number, group in enumerate(groups) for c in group}, groups)
        return found

    def of(self, pos: Position, cells: Mapping[Cell, str | None], symbol: str) -> list[Joined]:
        """The groups of `symbol` holding a space of a placement on `cells` from `pos`, in no order (worked
        out once per move: its immediate entries and the end's largest groups ask them in turn)."""
        if self._move[0] is not cells or self._move[1] is not pos or self._move[2] != pos.next:
            self._move = (cells, pos, pos.next, {})
        found = self._move[3].get(symbol)
        if found is None:
            found = self._move[3][symbol] = self._joining(pos, cells, symbol)
        return found

    def _joining(self, pos: Position, cells: Mapping[Cell, str | None], symbol: str) -> list[Joined]:
        shown = self._shown
        new = [c for c, written in cells.items() if shown(written) == symbol]
        if not new:
            return []
        label, groups = self.labels(pos, symbol)
        near = self._near
        root = {c: c for c in new}

        def find(c: Cell) -> Cell:
            while root[c] != c:
                c = root[c]
            return c

        owner: dict[int, Cell] = {}
        for c in new:
            for n in near[c]:
                if n in root:
                    root[find(n)] = find(c)
                elif n in label:
                    number = label[n]
                    if number in owner:
                        root[find(owner[number])] = find(c)
                    else:
                        owner[number] = c
        joined: dict[Cell, tuple[list[Cell], set[int]]] = {}
        for c in new:
            joined.setdefault(find(c), ([], set()))[0].append(c)
        for number, c in owner.items():
            joined[find(c)][1].add(number)
        return [Joined(len(spaces) + sum(len(groups[n]) for n in numbers), frozenset(numbers), tuple(spaces))
                for spaces, numbers in joined.values()]

    def scored(self, pos: Position, cells: Mapping[Cell, str | None], index: int, item: ScoringItem) -> list[int]:
        """The points the immediate entry `item` (of GROUPED, `index` in the ruleset's list) gives a placement
        on `cells` from `pos`, each group or statue apart, as the replay scores it."""
        p, memory = item.params, pos.player.memory.get(index, set())
        if item.kind == "symbol-group":
            label, _groups = self.labels(pos, p["symbol"])
            scored = {label[c] for c in memory if c in label}
            return [p["points"] for g in self.of(pos, cells, p["symbol"]) if g.size >= p["size"] and g.labels.isdisjoint(scored)]
        return self._roads(pos, cells, memory, p)

    def _roads(self, pos: Position, cells: Mapping[Cell, str | None], memory: set[Cell | str], p: Params) -> list[int]:
        """MI-E04: each statue, in reading order, not scored before and uncovered, beside a road of the symbol
        that holds a new space and reaches the terrain (a road: every group of the symbol beside the statue)."""
        symbol, terrain, reached = p["symbol"], self.solo.board.terrain, p["terrain"]
        joined = self.of(pos, cells, symbol)
        if not joined:
            return []
        label, groups = self.labels(pos, symbol)
        merged = {number: g for g in joined for number in g.labels}
        new = {c: g for g in joined for c in g.new}

        def on_terrain(group: Joined | int) -> bool:
            if isinstance(group, int):
                return any(terrain[c] == reached for c in groups[group])
            return any(terrain[c] == reached for c in group.new) or any(on_terrain(number) for number in group.labels)

        covered, found = pos.player.island.covered, []
        for statue in self._statues_of(pos, p["feature"]):
            if statue in memory or statue in covered or statue in cells:
                continue
            beside = [new[n] if n in new else merged.get(label[n], label[n]) for n in self._near[statue] if n in new or n in label]
            if any(isinstance(g, Joined) for g in beside) and any(on_terrain(g) for g in beside):
                found.append(p["points"])
        return found

    def _statues_of(self, pos: Position, feature: str) -> list[Cell]:
        found = self._statues.get(feature)
        if found is None:
            found = self._statues[feature] = pos.player.island.in_reading_order(self.solo.board.features.get(feature, {}))
        return found


class Counting:
    """Part 1's play-outs counted, where every immediate entry is one a placement's own spaces decide
    (`_additive`) and the counters move only by them: a logged placement that still fits scores what it
    scored as played, on any board, so each logged round's points (item by item, C-1) and counters are
    worked out once, and a later round of a try is its legality, the piece put on the board and the token
    moved (`Solo.play_counted`), not the replay's scoring. The position a play-out leaves is good for its
    value alone: a try that beats the best is played again in full, for its items and forced rounds."""

    def __init__(self, solo: Solo, placed: Placed | None = None) -> None:
        self.solo = solo
        immediate = solo.ruleset.immediate
        adding = [item for item in immediate if _additive(item)]
        self.known = len(adding) == len(immediate) and _counters_kept(solo, adding)
        self._placed = Placed(immediate) if placed is None else placed
        island = solo.start().player.island
        self._scored = [self._logged(index, island) for index in range(len(solo.rounds))] if self.known else []

    def _logged(self, index: int, island: Island) -> tuple[tuple[int, ...], dict[str, int]]:
        """What the logged placement of the round of that index scores, wherever it fits (nothing for a pass
        or a stop)."""
        move, piece = self.solo.logged_at(index), self.solo.piece(self.solo.rounds[index].card)
        return self._scoring(island, move.cells, piece) if isinstance(move, Placement) and piece is not None else ((), {})

    def _scoring(self, island: Island, cells: Mapping[Cell, str | None], piece: Piece) -> tuple[tuple[int, ...], dict[str, int]]:
        """What a placement of `piece` on `cells` scores on any board it fits: the points of each immediate
        entry that gives some, in order, and the counters added to."""
        points: list[int] = []
        counters: dict[str, int] = {}
        for scored in self._placed.of(island, cells, piece):
            given, added = scored or (0, {})  # (every entry is `_additive` where Counting is known)
            for name, amount in added.items():
                counters[name] = counters.get(name, 0) + amount
            if given:
                points.append(given)
        return tuple(points), counters

    def play_logged(self, pos: Position) -> None:
        """Play the logged move of `pos`'s next round, counted (call only where `known`)."""
        points, added = self._scored[pos.next]
        self.solo.play_counted(pos, points, added)

    def play(self, pos: Position, move: Move) -> None:
        """Play `move` in `pos`'s next round, counted where it is a placement (call only where `known`; the move
        allowed, as Solo.play asks)."""
        piece = self.solo.piece(self.solo.round(pos).card)
        if not isinstance(move, Placement) or piece is None:
            self.solo.play(pos, move)
            return
        self.solo.play_counted(pos, *self._scoring(pos.player.island, move.cells, piece), move)


def _foreseen_end(item: ScoringItem) -> bool:
    """Whether Foresight counts an end entry: what stays uncovered, the largest group of a symbol, a `groups`
    entry over spaces or groups, a counter (as CountedEnd counts them)."""
    p = item.params
    if item.kind in END:
        return not _effects(item)
    if item.kind == "largest-group":
        return True
    if item.kind == "groups":
        return _districts(p) and p["per"] in ("space", "group")
    return item.kind == "counter" and plain_counter(p)


def _credited(placed: Placed, solo: Solo, pos: Position, move: Move, piece: Piece) -> tuple[Token, Mapping[str, int]]:
    """The player's token and counters once `move` (of `piece`) is played from `pos`, as the replay credits the
    immediate entries of `placed` (each `_additive`), item by item (C-1), or the pass; the position is left as it is."""
    p = pos.player
    token = Token(p.token.value, p.token.cap, p.token.debt, p.token.capped)
    counters = p.island.counters
    if isinstance(move, Placement):
        counters = dict(counters)
        for scored in placed.of(p.island, move.cells, piece):
            points, added = scored or (0, {})
            for name, amount in added.items():
                counters[name] = counters.get(name, 0) + amount
            if points:
                token.add(points)
    elif move == "pass":
        token.add(solo.ruleset.pass_points)
    return token, counters


class Placed:
    """What each entry of `items` whose points a placement's own spaces decide (`_additive`) gives a placement
    and adds to the counters, as the replay scores it (None for any other entry). On any board the placement
    fits that is the same (what such an entry asks is the placement's spaces, its piece and the board, which
    does not change in an episode), so it is worked out once per way a piece is put down, for every position
    that puts it so: the search's children, part 1's tries and their play-outs ask the same few thousand
    placements some five times each. Kept by everything it depends on (the piece, the spaces and their
    symbols), for one player's episode: nothing it holds can go stale."""

    def __init__(self, items: Sequence[ScoringItem]) -> None:
        self._items = [item if _additive(item) else None for item in items]
        self._known: dict[tuple[Piece, tuple[tuple[Cell, str | None], ...]], list[tuple[int, dict[str, int]] | None]] = {}

    def of(self, island: Island, cells: Mapping[Cell, str | None], piece: Piece) -> list[tuple[int, dict[str, int]] | None]:
        """Each entry's points and counters added for a placement of `piece` on `cells` of `island`'s board, in
        the entries' order (the counters are shared: read them, never change them)."""
        key = (piece, tuple(cells.items()))
        found = self._known.get(key)
        if found is None:
            found = self._known[key] = [None if item is None else _placed(item, island, cells, piece) for item in self._items]
        return found


def _placed(item: ScoringItem, island: Island, cells: Mapping[Cell, str | None], piece: Piece) -> tuple[int, dict[str, int]]:
    """What an immediate entry whose points a placement's own spaces decide (`_additive`) gives a placement
    of `piece` on `cells` of `island`, and what it adds to the counters, as the replay scores it."""
    if item.kind in IMMEDIATE:
        return _symbols_on_terrain(item.params, island, cells), {}
    return _counted_placed(item.params, island, cells, piece)


def _symbols_on_terrain(p: Params, island: Island, cells: Mapping[Cell, str | None]) -> int:
    """The points of a `symbol-on-terrain` entry for a placement on `cells`: per space of its terrain showing
    its symbol, a double symbol counting twice."""
    board = island.board
    found = [(s, board.shown(s)) for c, s in cells.items() if board.terrain.get(c) == p["terrain"] and board.shown(s) == p["symbol"]]
    return p["points"] * sum(2 if seen != s else 1 for s, seen in found) if found else 0


def _counted_placed(p: Params, island: Island, cells: Mapping[Cell, str | None], piece: Piece) -> tuple[int, dict[str, int]]:
    """The points and counters a `count` entry gives a placement of `piece` on `cells`: its units times
    each; nothing where it counts none, or gives nothing at all (no points, circles, counters or change)."""
    units = _units(p, island, _held(p["where"], island, cells, piece))
    added = {name: amount * units for name, amount in (p.get("add") or {}).items() if amount * units}
    if not units or not (p["points"] or p["circles"] or added or p.get("change")):
        return 0, {}
    return p["points"] * units, added


def _held(where: Where, island: Island, cells: Mapping[Cell, str | None], piece: Piece) -> list[tuple[Cell, str | None]]:
    """The spaces of a placement of `piece` on `cells` (with their symbols) where `where` would hold once
    covered; none where it asks for spaces left uncovered."""
    if where.covered is False:
        return []
    shown = island.board.shown
    return [(c, s) for c, s in cells.items() if could_hold(where, island, c, Covered(shown(s), piece))]


def _units(p: Params, island: Island, held: list[tuple[Cell, str | None]]) -> int:
    """What a `count` entry counts over the spaces `held`: the piece once, its symbols (a double symbol, a
    second sticker, twice), its board features (those `where` names, else all), else its spaces."""
    board = island.board
    if p["count"] == "pieces":
        return 1 if held else 0
    if p["count"] == "symbols":
        return sum(2 if board.shown(s) != s else 1 for _c, s in held if board.shown(s))
    if p["count"] == "features":
        features = p["where"].feature or frozenset(board.features)
        return sum(board.features.get(f, {}).get(c, 0) for c, _s in held for f in features)
    return len(held)


def valuing(solo: Solo) -> Callable[[Position], int]:
    """What a position of `solo` would score were the episode to end now: counted where the ruleset's end
    allows (CountedEnd), else Solo.ending."""
    counted = CountedEnd(solo)
    return counted.value if counted.known else solo.ending


def _counted(item: ScoringItem, solo: Solo) -> tuple[int, Mapping[Cell, int]]:
    """An end entry as its points per unit and the units each space shows while uncovered."""
    board, params = solo.board, item.params
    if item.kind == "visible-terrain":
        return params["points"], {c: 1 for c, kind in board.terrain.items() if kind == params["terrain"]}
    if item.kind == "visible-feature":
        counts = board.features.get(params["feature"], {})
        return params["points"], {c: n for c, n in counts.items() if c in board.terrain}
    featured = {c for counts in board.features.values() for c in counts}
    return params["points"], {c: 1 for c, kind in board.terrain.items()
                              if kind in solo.ruleset.buildable and (params["with_features"] or c not in featured)}


def _effects(item: ScoringItem) -> bool:
    """Whether an entry does more than give its points: counters, a board change, once per campaign (circles
    do not move the token)."""
    return any(item.params.get(key) for key in ("add", "set", "counters", "change", "once"))


def _additive(item: ScoringItem) -> bool:
    """Whether an immediate entry gives a placement what its own spaces decide, on any board it fits:
    what a later logged placement scores wherever it still fits is what it scored as played."""
    if item.kind in IMMEDIATE:
        return not _effects(item)
    p = item.params
    return item.kind == "count" and not any(p.get(key) for key in PLAIN) and p.get("set") is None \
        and all(p.get(key) is None for key in ("at_least", "at_most", "exactly")) and _own(p["where"])


def _own(where: Where) -> bool:
    """Whether `where`, asked of the spaces of the piece just placed, asks only those spaces and the board."""
    return where.piece in (None, "new") and (where.next_to is None or of_the_board(where.next_to))


def _counters_kept(solo: Solo, adding: list[ScoringItem]) -> bool:
    """Whether the counters move only as the ceiling counts them: added to by entries that add up over a
    placement's own spaces, read only by `counter` entries at the end (each has its ceiling)."""
    return not any(item.params.get(key) for item in solo.ruleset.immediate + solo.end_items
                   for key in ("set", "if") if item not in adding) \
        and not any(item.params.get("add") for item in (*solo.ruleset.immediate, *solo.end_items) if item not in adding)
