"""What one scoring entry can still give a position of part 1, at the most, were the rest played as
logged (issue 32, part 5): the ceilings of the entries that do not add up over spaces (analysis/ceiling.py
sums them). Each is cheap and never below what the entry gives: a group can at most take in the spaces
it could still join, a statue's road at most reach it through them, a comparison across players at most
be won, a count at most gain what the placements to come can add.

What a position shows and may still show, which each reach is asked of: prospect.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from generator.analysis.prospect import Covered, Grouping, Prospect
from generator.base.records import NamedTuple
from generator.geometry import Cell
from generator.model import Params, ScoringItem, Where
from generator.rules.island import Island
from generator.rules.scoring import score_end
from generator.rules.solo import Solo
from generator.rules.where import beside, of_the_board, where_set

Added = Callable[[Prospect, Mapping[Cell, str | None]], int]
"""A reach's bound for a move (Reach.added): asked of its position's Prospect and the move's spaces on the board
with the symbol each would show."""


class Reach(NamedTuple):
    """An entry's ceiling: the most it can still give from a position (never below 0: a loss is bounded by
    giving nothing), and the most it gives from any position (`top`)."""

    most: Callable[[Prospect], int]
    top: int | None
    """None where there is no such limit (a counter's): then it is worked out first."""
    settled: bool
    """Whether it asks only which spaces show or may show what (what shows now and ahead, never which of the
    two): then a logged placement to come played where it fits changes nothing of it, and a play-out's ceilings
    take it from the try's earlier ones until a placement to come no longer fits (ceiling.Settled)."""
    added: Added | None = None
    """Where known, a bound on what it gives a move's first ceiling, cheaper than `most`: asked of the position's
    Prospect (every logged placement to come that still fits ahead) and the move's spaces on the board with the
    symbol each would show (`added`: those that show its symbol are what it adds), it is never below `most` of a Prospect of the same board whose spaces ahead of that symbol
    are some of the position's and of those, the move's. It only grows as spaces showing or that may show the
    symbol are added (the placements to come the move leaves no room for, left ahead, raise it), and is what it
    gives were they all there, the sets the move's spaces join counted as one."""
    symbol: str | None = None
    """The symbol whose spaces `added` takes of the move's: a move that shows none leaves it at its position's."""

PLAIN = ("most", "fewest", "rank", "first", "once", "at_least", "at_most", "exactly", "if", "set", "change", "counters")
"""Payout keys beyond points per unit: each changes when or whether an entry pays."""


def reach(solo: Solo, item: ScoringItem, index: int | None) -> Reach | None:
    """The ceiling of one entry (immediate: `index` in the ruleset's list; end: None), or None where none is known."""
    p = item.params
    if item.kind == "symbol-group" and index is not None:
        return _symbol_groups(solo, index, p["symbol"], p["size"], p["points"])
    if item.kind == "road-to-sea" and index is not None:
        return _roads(solo, index, p)
    if item.kind == "first-to-cover-all" and index is not None:
        return _race_to_cover(solo, index, p["feature"], p["points"])
    if item.kind == "largest-group" and index is None:
        return _largest(solo, p["symbol"], p["points"])
    if item.kind == "groups" and index is None and groups_bounded(p):
        return _groups(solo, item)
    if item.kind == "counter" and index is None and plain_counter(p):
        return _counter(solo, item)
    return None


def _symbol_groups(solo: Solo, index: int, symbol: str, size: int, points: int) -> Reach:
    """MI-E03: each group of `size` a placement completes scores once, and never a group holding a space
    of one that scored (the memory); so the groups still to score are apart from each other and from the
    memory's groups, each holds a space placed ahead, and a space placed beside the memory's groups joins
    them. At most, then, as many as each connected set of the other spaces that show or may show the
    symbol holds `size` times."""
    def taken(view: Prospect) -> set[Cell]:
        """The spaces no group still to score may hold: the memory's groups, and the spaces ahead beside them."""
        if not view.state.memory.get(index):
            return set()
        near, joined = view.near, view.shown.joined(index, symbol)  # the groups holding the memory's spaces
        return joined | {c for c in view.new(symbol) if not near[c].isdisjoint(joined)}

    def most(view: Prospect) -> int:
        new = view.new(symbol)
        if points <= 0 or not new:
            return 0
        groups = view.groups(symbol)
        if not view.state.memory.get(index):
            return points * sum(len(g) // size for g in groups if not g.isdisjoint(new))
        left = taken(view)
        return points * sum(len(g - left) // size for g in groups if (g & new) - left)

    def counted(whole: Prospect, grouping: Grouping) -> tuple[int, list[int], list[int], set[Cell]]:
        """Of the position's sets: the groups each may still hold and the spaces each holds that they may, the
        sum of the former, and the spaces taken."""
        left, new = taken(whole), whole.new(symbol)
        rests = [len(g - left) for g in grouping.groups]
        groups = [rest // size if (g & new) - left else 0 for g, rest in zip(grouping.groups, rests)]
        return sum(groups), groups, rests, left

    def added(whole: Prospect, cells: Mapping[Cell, str | None]) -> int:
        if points <= 0:
            return 0
        grouping = whole.grouping(symbol)
        total, groups, rests, left = grouping.once(("group", index), lambda: counted(whole, grouping))
        fresh, joining = grouping.joining(whole.near, (c for c, s in cells.items() if s == symbol))
        if not fresh:
            return points * total if whole.new(symbol) else 0
        near, joined = whole.near, whole.shown.joined(index, symbol) if left else set()
        mine = sum(1 for c in fresh if near[c].isdisjoint(joined))  # (beside the memory's groups: taken)
        return points * (total - sum(groups[i] for i in joining) + (mine + sum(rests[i] for i in joining)) // size)
    return Reach(most, max(0, points) * (len(solo.board.terrain) // size), False, added, symbol)


def _roads(solo: Solo, index: int, p: Params) -> Reach:
    """MI-E04: a statue scores once, while uncovered, for a road of the symbol beside it that a placement
    extends and that reaches the terrain; the road is within the spaces that show or may show the symbol."""
    symbol, terrain, points = p["symbol"], p["terrain"], int(p["points"])
    board = solo.board
    statues = list(board.features.get(p["feature"], {}))
    shore = frozenset(c for c, kind in board.terrain.items() if kind == terrain)

    def open_statues(view: Prospect) -> list[Cell]:
        """The statues that may still score: not yet scored, not covered."""
        memory, covered = view.state.memory.get(index, set()), view.state.island.covered
        return [s for s in statues if s not in memory and s not in covered]

    def most(view: Prospect) -> int:
        new = view.new(symbol)
        if points <= 0 or not new:
            return 0
        near = view.near
        roads = set().union(*(g for g in view.groups(symbol) if not g.isdisjoint(new) and not g.isdisjoint(shore)))
        return points * sum(1 for s in open_statues(view) if any(n in roads for n in near.get(s, ())))

    def counted(whole: Prospect, grouping: Grouping) -> tuple[int, list[tuple[Cell, frozenset[Cell]]]]:
        """The position's statues reached, and those open that it does not reach, with their neighbours."""
        near = whole.near
        found = most(whole) // points
        roads = set().union(*(g for g in grouping.groups if not g.isdisjoint(whole.new(symbol)) and not g.isdisjoint(shore)))
        return found, [(s, near.get(s, frozenset())) for s in open_statues(whole) if roads.isdisjoint(near.get(s, ()))]

    def added(whole: Prospect, cells: Mapping[Cell, str | None]) -> int:
        if points <= 0:
            return 0
        grouping = whole.grouping(symbol)
        reached, apart = grouping.once(("road", index), lambda: counted(whole, grouping))
        fresh, joining = grouping.joining(whole.near, (c for c, s in cells.items() if s == symbol))
        if not fresh or not apart:
            return points * reached
        joined = set(fresh).union(*(grouping.groups[i] for i in joining))  # the sets they join, as one
        if joined.isdisjoint(shore):
            return points * reached
        return points * (reached + sum(1 for _s, beside in apart if not joined.isdisjoint(beside)))
    return Reach(most, max(0, points) * len(statues), False, added, symbol)


def _race_to_cover(solo: Solo, index: int, feature: str, points: int) -> Reach:
    """MC-E07: the race is won once, by covering the last space of the feature, while nobody has won it:
    only where every such space still free is placed on ahead."""
    spaces = list(solo.board.features.get(feature, {}))

    def most(view: Prospect) -> int:
        state = view.state
        if points <= 0 or index in state.closed or "won" in state.memory.get(index, set()):
            return 0
        free = [c for c in spaces if c not in state.island.covered]
        return points if free and all(c in view.ahead for c in free) else 0
    return Reach(most, max(0, points), False)


def _largest(solo: Solo, symbol: str, points: int) -> Reach:
    """MI-E05: the points go to the largest group of the symbol when no other player's is larger; the
    player's is at most the largest connected set of the spaces that show or may show it."""
    others = largest_of_others(solo, symbol)

    def most(view: Prospect) -> int:
        if points <= 0:
            return 0
        largest = max((len(g) for g in view.groups(symbol)), default=0)
        return points if largest and largest >= others else 0

    def added(whole: Prospect, cells: Mapping[Cell, str | None]) -> int:
        if points <= 0:
            return 0
        grouping = whole.grouping(symbol)
        largest = grouping.once("largest", lambda: max((len(g) for g in grouping.groups), default=0))
        fresh, joining = grouping.joining(whole.near, (c for c, s in cells.items() if s == symbol))
        largest = max(largest, len(fresh) + sum(len(grouping.groups[i]) for i in joining))
        return points if largest and largest >= others else 0
    return Reach(most, max(0, points), True, added, symbol)


def plain_counter(p: Params) -> bool:
    """Whether a `counter` entry at the end pays per unit of the counter as it stands, every time: nothing
    changes when or whether it pays, and it adds to no counter (the ceiling, the end counted and the beam's
    foresight all ask it, so that they take in the same entries)."""
    return not any(p.get(key) for key in PLAIN) and p.get("add") is None \
        and all(p.get(key) is None for key in ("at_least", "at_most", "exactly"))


def measured_by_others(item: ScoringItem, solo: Solo) -> int:
    """The most an entry compared across players (`most`) measures on another player's board as logged (the
    other boards do not change as the player's tries are played)."""
    shared: dict[int, int] = {}
    for island in solo.others:
        score_end(island, (item,), solo.ruleset, (island,), shared)
    return max(shared.values(), default=0)


def largest_of_others(solo: Solo, symbol: str) -> int:
    """MI-E05: the largest group of `symbol` on another player's board as logged."""
    return max((island.largest_group(symbol) for island in solo.others), default=0)


def groups_bounded(p: Params) -> bool:
    """A `groups` entry whose ceiling is known: paid per unit, or once to the most (first rank), on a
    condition that only ever holds on more spaces as pieces are placed."""
    plain = not any(p.get(key) for key in PLAIN if key not in ("most", "rank")) and p.get("add") is None \
        and all(p.get(key) is None for key in ("at_least", "at_most", "exactly"))
    where = p["where"]
    return plain and (p.get("rank") or 1) == 1 and isinstance(where, Where) and growing(where)


def growing(where: Where) -> bool:
    """Whether `where` can only come to hold on more spaces as pieces are placed: nothing asks a space
    to be free or the piece just placed, and what it must be next to is of the board alone."""
    return where.covered is not False and where.piece is None and (where.next_to is None or of_the_board(where.next_to))


def could_hold(where: Where, island: Island, cell: Cell, covering: Covered) -> bool:
    """Whether a `growing` condition would hold on `cell` once covered as `covering` says."""
    board = island.board
    return cell in board.terrain and (not where.terrain or board.terrain[cell] in where.terrain) \
        and (not where.feature or any(board.features.get(f, {}).get(cell) for f in where.feature)) \
        and (where.region is None or cell in board.regions.get(where.region, ())) \
        and (where.edge is None or (cell in island.edges()) == where.edge) \
        and (where.symbol is None or covering.symbol == where.symbol) \
        and (where.colour is None or covering.piece.colour == where.colour) \
        and (where.next_to is None or cell in beside(where.next_to, island))


def _groups(solo: Solo, item: ScoringItem) -> Reach:
    """LG-15 `groups` at the end: the groups are within the connected sets of spaces where the condition
    holds or may come to hold; per unit, at most all of their spaces (or of their groups of `size`); to
    the most, the points at most when that could reach every other player's count."""
    p = item.params
    where, size, points, per = p["where"], p["size"], int(p["points"]), p["per"]
    others = measured_by_others(item, solo)
    holding: dict[tuple[Cell, str | None, str | None], bool] = {}
    """Whether the condition would hold on a space once covered with a symbol by a piece of a colour: all
    `could_hold` asks of a `growing` condition besides the board, which does not change in an episode."""

    def holds(island: Island, cell: Cell, covering: Covered) -> bool:
        key = (cell, covering.symbol, covering.piece.colour)
        found = holding.get(key)
        if found is None:
            found = holding[key] = could_hold(where, island, cell, covering)
        return found

    def most(view: Prospect) -> int:
        if points <= 0:
            return 0
        island = view.state.island
        cells = where_set(where, island).union([c for c, covering in view.ahead.items() if holds(island, c, covering)])
        sizes = [len(g) for g in view.near.grouped(cells) if len(g) >= size]
        units = [n // size if per == "group" else n for n in sizes]
        found = (1 if per == "group" and sizes else max(units, default=0)) if p["largest"] else sum(units)
        if p.get("most"):
            return points if found and found >= others else 0
        return points * found
    return Reach(most, max(0, points) * (1 if p.get("most") else len(solo.board.terrain)), True)


def _counter(solo: Solo, item: ScoringItem) -> Reach:
    """LG-15 `counter` at the end, per unit: the counter at most as it stands plus what the logged rounds
    to come added to it as played (only entries that add the same wherever their placement lands change
    it: Ceiling checks it), a placement that no longer fits adding nothing."""
    name, points = item.params["counter"], item.params["points"]
    added = [0] * (len(solo.rounds) + 1)
    pos = solo.start()
    while not solo.over(pos):
        index, before = pos.next, pos.player.island.counters.get(name, 0)
        solo.play_logged(pos)
        added[index] = max(0, pos.player.island.counters.get(name, 0) - before)
    for index in range(len(solo.rounds) - 1, -1, -1):
        added[index] += added[index + 1]

    def most(view: Prospect) -> int:
        state = view.state
        later = added[min(state.next, len(solo.rounds))] if state.active else 0
        return max(0, points * (state.counters.get(name, 0) + later)) if points > 0 else 0
    return Reach(most, None, False)
