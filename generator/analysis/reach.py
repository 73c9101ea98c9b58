"""What one scoring entry can still give a position of part 1, at the most, were the rest played as
logged (issue 32, part 5): the ceilings of the entries that do not add up over spaces (analysis/ceiling.py
sums them). Each is cheap and never below what the entry gives: a group can at most take in the spaces
it could still join, a statue's road at most reach it through them, a comparison across players at most
be won, a count at most gain what the placements to come can add.

What the rounds to come can place (`Upcoming.ahead`): the logged placements from the position's next round on
whose spaces are all still free (a piece is never taken back, so one whose space is covered never fits
again), each space with the symbol it would show and its piece. A later placement either lands where
the log has it or not at all (LG-03), so every space a piece covers at the end is covered now or ahead.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from collections.abc import Set as AbstractSet
from typing import Any, TypeVar

from generator.base.records import NamedTuple
from generator.geometry import Cell
from generator.model import Params, Piece, ScoringItem, Where
from generator.rules.island import Island
from generator.rules.placement import Placement
from generator.rules.scoring import Memory, score_end
from generator.rules.solo import Position, Solo
from generator.rules.where import beside, of_the_board, where_set

_T = TypeVar("_T")

Near = Mapping[Cell, frozenset[Cell]]
"""Each space's neighbours (`neighbourhood`)."""


class Covered(NamedTuple):
    """A space a logged placement to come would cover: the symbol it would show, and the piece."""

    symbol: str | None
    piece: Piece


class State(NamedTuple):
    """What the entries' ceilings ask of a position: its board, what each immediate entry already scored
    (the memory), its counters, the index of its next round, whether the player still plays, and the race
    entries closed for them. A try's first ceiling may be asked of a state that is not yet a position: the
    board before its move, whose spaces are then among those ahead (Ceiling.after)."""

    island: Island
    memory: Mapping[int, Memory]
    counters: Mapping[str, int]
    next: int
    active: bool
    closed: frozenset[int]

    @classmethod
    def of(cls, pos: Position, solo: Solo) -> State:
        p = pos.player
        return cls(p.island, p.memory, p.island.counters, pos.next, p.active, solo.closed(pos))


class Shown:
    """What a position's board shows and its memory holds, as the entries' ceilings ask it: worked out once
    for every Prospect of the position (a try's first ceiling asks it of the board before each move of the
    round, Ceiling.after)."""

    def __init__(self, state: State, near: Near) -> None:
        self.state, self.near = state, near
        self._showing: dict[str, set[Cell]] = {}
        self._joined: dict[tuple[int, str], set[Cell]] = {}

    def showing(self, symbol: str) -> set[Cell]:
        """The spaces that show `symbol` now."""
        if not self._showing:  # every symbol in one pass
            self._showing[""] = set()
            for cell, covering in self.state.island.covered.items():
                if covering.symbol is not None:
                    self._showing.setdefault(covering.symbol, set()).add(cell)
        return self._showing.get(symbol, set())

    def joined(self, index: int, symbol: str) -> set[Cell]:
        """The spaces of the groups of `symbol` that hold a space the immediate entry `index` remembers."""
        found = self._joined.get((index, symbol))
        if found is None:
            near, showing = self.near, self.showing(symbol)
            found, todo = set(), [c for c in self.state.memory.get(index, ()) if c in showing]
            while todo:
                cell = todo.pop()
                if cell not in found:
                    found.add(cell)
                    todo.extend(n for n in near[cell] if n in showing and n not in found)
            self._joined[(index, symbol)] = found
        return found


class Prospect:
    """A position with what the logged rounds to come may still place (`ahead`), and what the entries'
    ceilings ask of both, worked out once per position for all of them (what the board shows, `shown`:
    shared by the Prospects of one position's moves). A move's Prospect may be told the position's (`before`)
    and the spaces where the two may differ (the move's and those of the placements to come it leaves no room
    for): its groups are then the position's, those the changed spaces touch found again."""

    def __init__(self, state: State, ahead: Mapping[Cell, Covered], near: Neighbourhood,
                 shown: Shown | None = None, before: tuple[Prospect, AbstractSet[Cell]] | None = None) -> None:
        self.state, self.ahead, self.near = state, ahead, near
        self.shown = Shown(state, near) if shown is None else shown
        self._before = before
        self._new: dict[str | None, set[Cell]] = {}
        self._groups: dict[str, list[frozenset[Cell]]] = {}
        self._grouping: dict[str, Grouping] = {}

    def new(self, symbol: str) -> set[Cell]:
        """The spaces ahead that would show `symbol` (a move's: its position's but on the spaces that differ)."""
        if self._before is not None:
            found = self._new.get(symbol)
            if found is None:
                whole, changed = self._before
                ahead = self.ahead
                found = self._new[symbol] = whole.new(symbol).difference(changed).union(
                    [c for c in changed if c in ahead and ahead[c].symbol == symbol])
            return found
        if not self._new:  # every symbol in one pass
            self._new[None] = set()
            for cell, covering in self.ahead.items():
                self._new.setdefault(covering.symbol, set()).add(cell)
        return self._new.get(symbol, set())

    def showing(self, symbol: str) -> set[Cell]:
        """The spaces that show `symbol` now."""
        return self.shown.showing(symbol)

    def groups(self, symbol: str) -> list[frozenset[Cell]]:
        """The connected sets of the spaces that show `symbol` now or may show it: every group of it at
        the end lies within one (those of a set of spaces asked before, kept by the neighbourhood)."""
        found = self._groups.get(symbol)
        if found is None:
            cells = self.showing(symbol) | self.new(symbol)
            before = self._before
            found = self._groups[symbol] = self.near.grouped(cells) if before is None \
                else self.near.grouped(cells, lambda key: self._regrouped(symbol, key, *before))
        return found

    def grouping(self, symbol: str) -> Grouping:
        """`groups(symbol)` with each space's set, and what the reaches keep of them (`Grouping`)."""
        found = self._grouping.get(symbol)
        if found is None:
            found = self._grouping[symbol] = Grouping(self.groups(symbol))
        return found

    def _regrouped(self, symbol: str, cells: frozenset[Cell], before: Prospect, changed: AbstractSet[Cell]) -> list[frozenset[Cell]]:
        """The connected sets of `cells` from those of `before`, which has the same spaces of `symbol` but on
        the `changed` spaces: a set of it apart from those spaces and from the neighbours of those among
        `cells` is one of them still (shared, never changed); the others' spaces are grouped again with those
        among `cells`."""
        near, mine = self.near, cells.intersection(changed)
        beside = set().union(*(near[c] for c in mine))
        found, again = [], set(mine)
        for group in before.groups(symbol):
            if group.isdisjoint(changed) and group.isdisjoint(beside):
                found.append(group)
            else:
                again |= group.difference(changed)
        return found + near.grouped(again)


class Grouping:
    """A Prospect's connected sets of the spaces that show or may show a symbol (`groups`), the place of each
    space's set among them (`at`), and what the reaches' bounds work out of them once (`kept`, by reach)."""

    __slots__ = ("groups", "at", "kept")

    def __init__(self, groups: list[frozenset[Cell]]) -> None:
        self.groups = groups
        self.at = {cell: index for index, group in enumerate(groups) for cell in group}
        self.kept: dict[object, Any] = {}

    def once(self, reach: object, work: Callable[[], _T]) -> _T:
        """What `work` finds of these sets for a reach's bound, worked out at its first asking."""
        if reach not in self.kept:
            self.kept[reach] = work()
        found: _T = self.kept[reach]
        return found

    def joining(self, near: Near, cells: Iterable[Cell]) -> tuple[list[Cell], set[int]]:
        """Of `cells` were they to show the symbol too: those not among the sets' spaces yet, and the places of
        the sets they would join (those holding one of their neighbours)."""
        at = self.at
        fresh = [cell for cell in cells if cell not in at]
        return fresh, {at[n] for cell in fresh for n in near[cell] if n in at}


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


class Upcoming:
    """Per round index, the logged placements from it on, as spaces with what would cover them."""

    def __init__(self, solo: Solo) -> None:
        shown, terrain = solo.board.shown, solo.board.terrain
        self._placed: list[list[tuple[frozenset[Cell], dict[Cell, Covered]]]] = [[] for _ in range(len(solo.rounds) + 1)]
        for index in range(len(solo.rounds) - 1, -1, -1):
            move, piece = solo.logged_at(index), solo.piece(solo.rounds[index].card)
            placed = {c: Covered(shown(s), piece) for c, s in move.cells.items() if c in terrain} \
                if isinstance(move, Placement) and piece is not None else None
            mine = [(frozenset(placed), placed)] if placed is not None else []
            self._placed[index] = mine + self._placed[index + 1]

    def ahead(self, next: int, active: bool, covered: AbstractSet[Cell]) -> dict[Cell, Covered]:
        """What the logged rounds to come may still place from round index `next` with `covered` spaces
        covered (nothing once the player stopped)."""
        if not active:
            return {}
        found: dict[Cell, Covered] = {}
        for _spaces, cells in self.fitting(next, covered):
            found.update(cells)
        return found

    def fitting(self, next: int, covered: AbstractSet[Cell]) -> list[tuple[frozenset[Cell], dict[Cell, Covered]]]:
        """The logged placements from round index `next` on that still fit with `covered` spaces covered (their
        spaces, and what would cover each), in the rounds' order."""
        return [placed for placed in self._placed[min(next, len(self._placed) - 1)] if covered.isdisjoint(placed[0])]


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


def neighbourhood(solo: Solo) -> Neighbourhood:
    """Each space of `solo`'s board with its neighbours, as a set: what `components` takes."""
    return Neighbourhood({c: frozenset(solo.grid.neighbours(c)) for c in solo.board.terrain})


class Neighbourhood(dict[Cell, frozenset[Cell]]):
    """Each space of a board with its neighbours (`neighbourhood`), and the connected groups of each set of its
    spaces asked (`grouped`), kept by the set: a play-out's ceilings ask the same sets round after round (a logged
    placement played moves its spaces from those ahead to those that show, the sets they make unchanged), a
    round's tries many of the same, and the counted ends of the positions of a level the same districts."""

    __slots__ = ("_grouped",)

    def __init__(self, near: Mapping[Cell, frozenset[Cell]]) -> None:
        super().__init__(near)
        self._grouped: dict[frozenset[Cell], list[frozenset[Cell]]] = {}

    def grouped(self, cells: AbstractSet[Cell],
                regrouped: Callable[[frozenset[Cell]], list[frozenset[Cell]]] | None = None) -> list[frozenset[Cell]]:
        """`components` of `cells` (shared: never change them), worked out once per set of spaces; `regrouped`,
        where given, works them out from what is known of a set like it (Prospect._regrouped)."""
        key = cells if isinstance(cells, frozenset) else frozenset(cells)
        found = self._grouped.get(key)
        if found is None:
            found = self._grouped[key] = [frozenset(group) for group in components(key, self)] if regrouped is None \
                else regrouped(key)
        return found


def components(cells: AbstractSet[Cell], near: Near) -> list[set[Cell]]:
    """The connected groups of `cells` (side by side; `near`: each space's neighbours, as `neighbourhood` gives
    them: a space's neighbours still to be grouped are found by the sets' own intersection)."""
    found, left = [], set(cells)
    while left:
        start = left.pop()
        group, todo = {start}, [start]
        while todo:
            step = near[todo.pop()] & left
            if step:
                left -= step
                group |= step
                todo.extend(step)
        found.append(group)
    return found


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
