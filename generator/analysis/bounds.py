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

from collections.abc import Callable, Collection, Mapping

from generator.analysis.reach import PLAIN, Prospect, Upcoming, components, groups_bounded, of_the_board, reach
from generator.geometry import Cell
from generator.model import ScoringItem, Where
from generator.rules.island import Island
from generator.rules.placement import Placement
from generator.rules.scoring import score_end
from generator.rules.solo import Move, Position, Solo
from generator.rules.token import Token
from generator.rules.where import where_set

IMMEDIATE = frozenset({"symbol-on-terrain"})
"""Immediate kinds whose points a placement's own spaces decide, on any board it fits."""
END = frozenset({"visible-terrain", "visible-feature", "empty-buildable"})
"""End kinds that count what stays uncovered among spaces fixed by the board."""


class Ceiling:
    """Per position of `solo`'s player, an upper bound on the episode's value were the rest played as logged."""

    def __init__(self, solo: Solo, played: Position) -> None:
        self.solo = solo
        rounds, immediate = solo.rounds, solo.ruleset.immediate
        adding = [item for item in immediate if _additive(item)]
        entries = {id(item.params) for item in adding}
        reaches = [reach(solo, item, index) for index, item in enumerate(immediate) if not _additive(item)] \
            + [reach(solo, item, None) for item in solo.end_items if item.kind not in END]
        counted = [item for item in solo.end_items if item.kind in END]
        self.known = all(r is not None for r in reaches) and not any(_effects(item) for item in counted) \
            and _counters_kept(solo, adding)
        self._reaches = sorted((r for r in reaches if r is not None), key=lambda r: -1 if r.top is None else -r.top)
        """The entries that do not add up over spaces, those that may give the most first (no limit: first of all)."""
        self._upcoming = Upcoming(solo) if self._reaches else None
        self._near = {c: solo.grid.neighbours(c) for c in solo.board.terrain}
        gains, rises = [0] * (len(rounds) + 1), [0] * (len(rounds) + 1)
        spaces: list[frozenset[Cell]] = [frozenset()] * (len(rounds) + 1)
        passing = max(0, solo.ruleset.pass_points)
        for index in range(len(rounds) - 1, -1, -1):
            move = solo.logged_at(index)
            scored = [i.points for i in played.items if i.round == rounds[index].number and id(i.facts.get("entry")) in entries]
            gains[index] = gains[index + 1] + max(sum(scored), passing)
            rises[index] = rises[index + 1] + max(sum(p for p in scored if p > 0), passing)
            spaces[index] = spaces[index + 1] | frozenset(move.cells) if isinstance(move, Placement) else spaces[index + 1]
        self._gains, self._rises, self._spaces = gains, rises, spaces
        """From each round index on: the most the logged rounds can still add to the score and to the token
        by the entries that add up over a placement's own spaces (C-1: one entry at a time, the cap reached
        between two), and every space they may cover."""
        self._counted = [_counted(item, solo) for item in counted]
        adjustments = [a.points for a in solo.result.episode.adjustments if a.player == solo.name]
        self._adjusted, self._raised = sum(adjustments), sum(p for p in adjustments if p > 0)

    def of(self, pos: Position) -> int:
        """The most `pos` can end with (call only where `known`)."""
        return self._most(pos, None)

    def room(self, pos: Position, best: int) -> int:
        """How far above `best` `pos` might still end (call only where `known`): `of(pos) - best` where that
        is above 0, else a number not above 0, the entries that do not add up over spaces worked out only
        while the others leave it open."""
        return self._most(pos, best) - best

    def after(self, pos: Position, move: Move, token: Token, best: int) -> int:
        """`room` for the position `move` leads to from `pos`, which leaves the player `token` (as
        Foresight works it out), without playing it (call only where `known` and no entry needs a reach)."""
        covered = set(pos.player.island.covered)
        if isinstance(move, Placement):
            covered.update(move.cells)
        return self._bounded(token, move != "stop", self.solo.following(pos), covered, None, best) - best

    def _most(self, pos: Position, best: int | None) -> int:
        """The ceiling of `pos`; where `best` is given, as soon as it is not above `best`, a number not above it."""
        p = pos.player
        return self._bounded(p.token, p.active, pos.next, p.island.covered, pos, best)

    def _bounded(self, token: Token, active: bool, next: int, covered: Collection[Cell], pos: Position | None,
                 best: int | None) -> int:
        """The ceiling of a position whose token, activity, next round and covered spaces are given (`pos`
        itself where an entry needs a reach)."""
        score = token.value - token.debt
        if token.capped:  # nothing moves the token any more
            return score
        if active:  # the next round index is at most the number of rounds: every list has it
            later, rise, spaces = self._gains[next], self._rises[next], self._spaces[next]
        else:
            later, rise, spaces = 0, 0, frozenset[Cell]()
        gained = lost = 0
        for points, counts in self._counted:
            if points >= 0:  # what shows now is the most that can
                gained += points * sum(n for c, n in counts.items() if c not in covered)
            else:  # at the least, what no logged placement to come can cover
                lost += points * sum(n for c, n in counts.items() if c not in covered and c not in spaces)
        if self._upcoming is not None and pos is not None:  # the entries that do not add up over spaces: each at its most
            view = Prospect(pos, self._upcoming.ahead(pos), self._near)
            gained += sum(r.most(view) for r in self._reaches if r.top is None)
            left = sum(r.top for r in self._reaches if r.top is not None)  # what the others give at the very most
            for reached in self._reaches:
                if reached.top is None:
                    continue
                if best is not None and self._capped(token, later + gained + lost + left, rise + gained + left) <= best:
                    return best
                gained, left = gained + reached.most(view), left - reached.top
        return self._capped(token, later + gained + lost, rise + gained)

    def _capped(self, token: Token, more: int, rise: int) -> int:
        """The most a token ends with when its score may still gain `more` and its value rise `rise`."""
        most = token.value - token.debt + more + self._adjusted
        if token.value + rise + self._raised >= token.cap:  # it might reach the cap, and keep it less the debt
            return max(most, token.cap)
        return most


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
        others = max((island.largest_group(symbol) for island in solo.others), default=0)
        return lambda island: points if (mine := island.largest_group(symbol)) and mine >= others else 0
    if item.kind == "groups" and groups_bounded(item.params) and item.params.get("of") is None \
            and item.params.get("touching") is None and not (item.params["largest"] and item.params["per"] == "piece"):
        return _districts(item, solo)  # (the largest of two as large, by its pieces, is the first in reading order: not here)
    p = item.params
    if item.kind == "counter" and not any(p.get(key) for key in PLAIN) and p.get("add") is None \
            and all(p.get(key) is None for key in ("at_least", "at_most", "exactly")):
        name, points = p["counter"], p["points"]
        return lambda island: points * value if (value := island.counters.get(name, 0)) > 0 else 0
    return None


def _districts(item: ScoringItem, solo: Solo) -> Callable[[Island], int]:
    """LG-15 `groups` (per unit, or once to the most) counted: the connected groups of the spaces where its
    condition holds, as composable's measure finds them; the other players' count as logged."""
    p = item.params
    where, size, points, per, largest = p["where"], p["size"], int(p["points"]), p["per"], p["largest"]
    near = {c: solo.grid.neighbours(c) for c in solo.board.terrain}
    shared: dict[int, int] = {}
    for island in solo.others:  # what the comparison measures on each other board (it does not change)
        score_end(island, (item,), solo.ruleset, (island,), shared)
    others = max(shared.values(), default=0)

    def value(island: Island) -> int:
        groups = [g for g in components(set(where_set(where, island)), near) if len(g) >= size]
        if largest:
            groups = sorted(groups, key=len, reverse=True)[:1]
        units = [1 if per == "group" else len({island.covered[c].placement for c in g if c in island.covered})
                 if per == "piece" else len(g) for g in groups]
        total = sum(units)
        if not total or (p.get("most") and total < others):
            return 0
        return points if p.get("most") else points * total
    return value


class Foresight:
    """What a position's child (the position after one more move) would score were the episode to end
    there (CountedEnd's value of the child), worked out from the position and the move without playing
    it, where the ruleset allows: every immediate entry one whose points a placement's own spaces decide
    (IMMEDIATE: a symbol on a terrain, each space counting its symbol's times), every end entry counting
    what stays uncovered (END). The search's beam plays only the children it keeps."""

    def __init__(self, solo: Solo) -> None:
        self.solo = solo
        self.known = all(item.kind in IMMEDIATE and not _effects(item) for item in solo.ruleset.immediate) \
            and all(item.kind in END and not _effects(item) for item in solo.end_items)
        self._immediate = [(item.params["points"], item.params["symbol"], item.params["terrain"]) for item in solo.ruleset.immediate] \
            if self.known else []
        self._counted = [_counted(item, solo) for item in solo.end_items] if self.known else []
        self._adjustments = [a.points for a in solo.result.episode.adjustments if a.player == solo.name]
        self._last: tuple[Position, int, list[int]] | None = None

    def value(self, pos: Position, move: Move) -> int | None:
        """The value of `pos` with `move` played in its next round (call only where `known`); None where
        the player's set lacks the card's piece (LG-12: the pass is the set's, played to be known)."""
        token = self.token(pos, move)
        if token is None:
            return None
        showing = self._showing(pos)
        if isinstance(move, Placement):
            showing = [units - sum(counts.get(c, 0) for c in move.cells) for units, (_points, counts) in zip(showing, self._counted)]
        for units, (points, _counts) in zip(showing, self._counted):
            if units:
                token.add(points * units)
        for points in self._adjustments:
            token.add(points)
        return token.value - token.debt

    def token(self, pos: Position, move: Move) -> Token | None:
        """The player's token once `move` is played in the next round from `pos` (call only where `known`);
        None where the player's set lacks the card's piece."""
        solo, p = self.solo, pos.player
        if solo.piece(solo.round(pos).card) is None:
            return None
        token = Token(p.token.value, p.token.cap, p.token.debt, p.token.capped)
        if isinstance(move, Placement):
            cells, terrain, shown = move.cells, solo.board.terrain, solo.board.shown
            for points, symbol, kind in self._immediate:  # as the replay credits a placement (C-1), item by item
                found = [(s, shown(s)) for c, s in cells.items() if terrain.get(c) == kind and shown(s) == symbol]
                if found:
                    token.add(points * sum(2 if seen != s else 1 for s, seen in found))
        elif move == "pass":
            token.add(solo.ruleset.pass_points)
        return token

    def _showing(self, pos: Position) -> list[int]:
        """Each end entry's units over what `pos` leaves uncovered: worked out once for all its moves (a
        position played on has moved to a later round)."""
        if self._last is None or self._last[0] is not pos or self._last[1] != pos.next:
            covered = pos.player.island.covered
            self._last = (pos, pos.next, [sum(n for c, n in counts.items() if c not in covered) for _points, counts in self._counted])
        return self._last[2]


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
