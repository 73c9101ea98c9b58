"""A position of part 1 as the reaches (reach.py) ask of it (issue 32, part 5): what it shows and what the rounds to
come can still place (`Prospect`), the connected sets of a symbol's spaces (`Grouping`, `components`, kept by the
board's `Neighbourhood`).

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
from generator.model import Piece
from generator.rules.island import Island
from generator.rules.placement import Placement
from generator.rules.scoring import Memory
from generator.rules.solo import Position, Solo

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
