"""Placement legality (MI-R01..R04, MC-R01..R05): whether a placement is legal, and why not (the legal placements
of a piece, every one at once: legal_placements.py)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Literal

from generator.base.records import NamedTuple
from generator.geometry import Cell, Grid
from generator.model import Board, Piece, Ruleset, Where
from generator.rules.findings import Finding
from generator.rules.island import Island
from generator.rules.where import of_the_board, where_set

Cells = Mapping[Cell, str | None]

Check = Literal["board", "overlap", "terrain", "cover", "river", "first", "adjacency"]
"""The placement checks, most basic first: a ruleset's `cite` and a game's placement rules name them."""


class Violation(NamedTuple):
    check: Check
    finding: Finding
    """What is wrong, as data; generator/problems/findings.py says it."""


class Placement(NamedTuple):
    """A piece put down with its anchor on `anchor`, turned `rotation` steps clockwise."""

    anchor: Cell
    rotation: int
    cells: Cells

    def text(self, grid: Grid) -> str:
        """How a log writes it: 'C4 r2', or 'C4' when not rotated."""
        name = grid.name(self.anchor)
        return f"{name} r{self.rotation}" if self.rotation else name


@cache
def rotated(grid: Grid, cells: tuple[tuple[Cell, str | None], ...], rotation: int) -> tuple[tuple[Cell, str | None], ...]:
    """A piece's offsets turned `rotation` steps, with the symbol of each."""
    return tuple((grid.rotate(offset, rotation), symbol) for offset, symbol in cells)


def orient(piece: Piece, grid: Grid, anchor: Cell, rotation: int) -> Placement:
    q, r = anchor
    return Placement(anchor, rotation, {(q + dq, r + dr): symbol for (dq, dr), symbol in rotated(grid, piece.cells, rotation)})


def fits(piece: Piece, grid: Grid, cells: Cells, symbols_given: bool) -> list[Placement]:
    """The orientations of `piece` that cover exactly `cells` (with those symbols, if given)."""
    if not cells:
        return []
    # a turned piece covers `cells` from one anchor at most: the one taking its least offset to the least space
    # (tuples' order is kept by a shift); so each rotation's shape, shifted to its least offset, is compared with
    # the spaces shifted to theirs (each player's Solo asks it of every logged placement)
    q, r = min(cells)
    shape = frozenset(((cq - q, cr - r), symbol if symbols_given else None) for (cq, cr), symbol in cells.items())
    return [orient(piece, grid, (q - dq, r - dr), rotation)
            for rotation, ((dq, dr), turned, bare) in enumerate(_shapes(grid, piece.cells))
            if shape == (turned if symbols_given else bare)]


@cache
def _shapes(grid: Grid, cells: tuple[tuple[Cell, str | None], ...]) -> tuple[tuple[Cell, frozenset[tuple[Cell, str | None]],
                                                                                frozenset[tuple[Cell, None]]], ...]:
    """Per rotation of a piece: its least offset, and its offsets shifted so that it is (0, 0), with their
    symbols and without them (None each)."""
    found = []
    for rotation in range(grid.rotations):
        turned = rotated(grid, cells, rotation)
        dq, dr = min(offset for offset, _symbol in turned)
        shifted = [((q - dq, r - dr), symbol) for (q, r), symbol in turned]
        found.append(((dq, dr), frozenset(shifted), frozenset((offset, None) for offset, _symbol in shifted)))
    return tuple(found)


def cited(check: str, ruleset: Ruleset, defaults: Mapping[str, str]) -> str:
    """The rule ID a violation of `check` cites: the ruleset's own, else the game's."""
    return ruleset.cite.get(check) or defaults.get(check, "LG-02")


def violations(island: Island, cells: Cells, ruleset: Ruleset, first: bool) -> Iterator[Violation]:
    """Every rule the placement breaks, most basic first; stops early when the caller does."""
    board, grid = island.board, island.board.grid
    name = grid.name
    off = [c for c in cells if c not in board.terrain]
    if off:  # named when the board's lettering reaches them, else only counted
        named = _names(grid, off) if all(grid.has_name(c) for c in off) else None
        yield Violation("board", Finding("off-board", {"cells": named}, len(off)))
        if len(off) == len(cells):
            return
    taken = [c for c in cells if c in island.covered]
    if taken:
        yield Violation("overlap", Finding("covered", {"cells": _names(grid, taken)}, len(taken)))
    closed = [c for c in cells if c in board.terrain and board.terrain[c] not in ruleset.buildable]
    if closed:
        yield Violation("terrain", Finding("closed-terrain", {"cells": _names(grid, closed), "terrain": board.terrain[closed[0]],
                                                              "buildable": tuple(sorted(ruleset.buildable))}, len(closed)))
    barred = _barred(island, cells, ruleset)
    if barred:
        cells_barred, where = barred
        yield Violation("cover", Finding("barred", {"cells": _names(grid, cells_barred), "where": where}, len(cells_barred)))
    crossing = _river_crossing(cells, board.river, grid)
    if crossing:
        yield Violation("river", Finding("river-crossed", {"a": name(crossing[0]), "b": name(crossing[1])}))
    yield from _first_violations(island, cells, ruleset) if first else _adjacency_violations(island, cells, ruleset)


def _first_violations(island: Island, cells: Cells, ruleset: Ruleset) -> Iterator[Violation]:
    """Where the episode's first piece must go, when the ruleset says."""
    if ruleset.first_covers is not None and not _first_covers(island, cells, ruleset):
        yield Violation("first", Finding("first-covers", {"where": ruleset.first_covers}))
    if ruleset.first_next_to is not None and not _first_next_to(island, cells, ruleset):
        yield Violation("first", Finding("first-next-to", {"where": ruleset.first_next_to}))
    if ruleset.first_along_river and not _along_river(cells, island.board.river, island.board.grid):
        yield Violation("first", Finding("first-along-river"))


def _adjacency_violations(island: Island, cells: Cells, ruleset: Ruleset) -> Iterator[Violation]:
    """What every later piece must touch."""
    if ruleset.adjacency == "matching-symbol" and not _matches_symbol(island, cells):
        yield Violation("adjacency", Finding("no-matching-symbol"))
    elif ruleset.adjacency == "any-building" and not _touches(island, cells):
        yield Violation("adjacency", Finding("no-building-touched"))


def _barred(island: Island, cells: Cells, ruleset: Ruleset) -> tuple[list[Cell], Where] | None:
    """The spaces of the piece that a `may_not_cover` condition bars, with the first condition that does."""
    for where in ruleset.may_not_cover:
        held = where_set(where, island)  # once per board state: legal_placements asks it of every candidate
        barred = [c for c in cells if c in held]
        if barred:
            return barred, where
    return None


def barred(island: Island, ruleset: Ruleset) -> frozenset[Cell]:
    """Every space no piece may cover now (`may_not_cover`), found once per board state, or once per episode where
    every condition asks the board alone (a play-out asks it of each logged placement to come, every round)."""
    key = (id(ruleset.may_not_cover), "barred")
    found = island.fixed.get(key)
    if found is None:
        found = island.held.get(key)
    if found is None:
        found = frozenset().union(*(where_set(where, island) for where in ruleset.may_not_cover))
        (island.fixed if all(map(of_the_board, ruleset.may_not_cover)) else island.held)[key] = found
    return found


def _first_covers(island: Island, cells: Cells, ruleset: Ruleset) -> bool:
    where = ruleset.first_covers
    return where is None or not where_set(where, island).isdisjoint(cells)


def _first_next_to(island: Island, cells: Cells, ruleset: Ruleset) -> bool:
    where, board = ruleset.first_next_to, island.board
    if where is None:
        return True
    held = where_set(where, island)
    return any(n not in cells and n in held for c in cells for n in board.grid.neighbours(c))


def _names(grid: Grid, cells: list[Cell]) -> tuple[str, ...]:
    """The spaces' names in map order: the words list them (generator/problems/findings.py)."""
    return tuple(grid.name(c) for c in sorted(cells, key=grid.to_map))


def _river_crossing(cells: Cells, river: frozenset[frozenset[Cell]], grid: Grid) -> tuple[Cell, Cell] | None:
    if river:
        for cell in cells:
            for n in grid.neighbours(cell):
                if n in cells and frozenset((cell, n)) in river:
                    return (cell, n) if grid.to_map(cell) < grid.to_map(n) else (n, cell)
    return None


def _along_river(cells: Cells, river: frozenset[frozenset[Cell]], grid: Grid) -> bool:
    return not _riverside(river, grid).isdisjoint(cells)


@cache
def _riverside(river: frozenset[frozenset[Cell]], grid: Grid) -> frozenset[Cell]:
    """The spaces that share a side with the river: one of a river edge's whose other space is a neighbour
    (a board's river, once: the first piece's candidates all ask it where it must lie along the river)."""
    return frozenset(cell for edge in river for cell in edge
                     if any(frozenset((cell, n)) in river for n in grid.neighbours(cell)))


def _matches_symbol(island: Island, cells: Cells) -> bool:
    neighbours, covered, shown = island.board.grid.neighbours, island.covered, island.board.shown
    for cell, written in cells.items():
        symbol = shown(written)  # a double wall is a wall
        if symbol is None:
            continue
        for n in neighbours(cell):
            covering = covered.get(n)
            if covering is not None and covering.symbol == symbol:
                return True
    return False


def _touches(island: Island, cells: Cells) -> bool:
    """Whether a space of `cells` shares a side with a covered one, found among the spaces' own neighbours
    (legal_placements asks it of every candidate at once, as bits: legal_placements._spaces)."""
    covered, neighbours = island.covered, island.board.grid.neighbours
    return any(n in covered for cell in cells for n in neighbours(cell))


def is_legal(island: Island, cells: Cells, ruleset: Ruleset, first: bool) -> bool:
    """Whether `violations` would find nothing; the same checks, without words, for speed."""
    board, covered, buildable = island.board, island.covered, ruleset.buildable
    terrain = board.terrain
    for cell in cells:
        if terrain.get(cell) not in buildable or cell in covered:
            return False
    if ruleset.may_not_cover and not barred(island, ruleset).isdisjoint(cells):
        return False
    return _placeable(island, cells, ruleset, first)


class Settled(NamedTuple):
    """A placement with what its checks read of the board alone worked out once: a play-out asks each logged
    placement to come whether it still fits in every round it plays (solo.Solo.allowed)."""

    cells: Cells
    fixed: bool
    """Whether every space is on the board and buildable, and the piece crosses no river edge."""
    beside: tuple[tuple[Cell, str], ...]
    """The spaces beside the piece with a symbol one of its spaces beside them shows (MI-R02)."""
    around: frozenset[Cell]
    """The spaces beside the piece (MC-R02)."""


def settle(board: Board, cells: Cells, ruleset: Ruleset) -> Settled:
    """`cells` on `board` settled for `legal_now` under `ruleset`."""
    terrain, neighbours, shown = board.terrain, board.grid.neighbours, board.shown
    fixed = all(terrain.get(cell) in ruleset.buildable for cell in cells) and not (board.river and crosses(cells, board.river))
    pairs = [(n, symbol) for cell, written in cells.items() if (symbol := shown(written)) is not None
             for n in neighbours(cell) if n not in cells]
    return Settled(cells, fixed, tuple(dict.fromkeys(pairs)),
                   frozenset(n for cell in cells for n in neighbours(cell) if n not in cells))


def legal_now(island: Island, settled: Settled, ruleset: Ruleset, first: bool) -> bool:
    """What is_legal says of the settled placement on `island` (of the board it was settled on): only what
    the pieces placed decide is asked."""
    cells, covered = settled.cells, island.covered
    if not settled.fixed or not covered.keys().isdisjoint(cells):
        return False
    if ruleset.may_not_cover and not barred(island, ruleset).isdisjoint(cells):
        return False
    if first:
        return placed_well(island, cells, ruleset, first)
    if ruleset.adjacency == "matching-symbol":
        for n, symbol in settled.beside:
            covering = covered.get(n)
            if covering is not None and covering.symbol == symbol:
                return True
        return False
    return ruleset.adjacency != "any-building" or not covered.keys().isdisjoint(settled.around)


def _placeable(island: Island, cells: Cells, ruleset: Ruleset, first: bool) -> bool:
    """is_legal's checks past the spaces themselves (on the board, buildable, uncovered, not barred):
    the river, where the first piece goes, what a later one must touch."""
    board = island.board
    return not (board.river and crosses(cells, board.river)) and placed_well(island, cells, ruleset, first)


def placed_well(island: Island, cells: Cells, ruleset: Ruleset, first: bool) -> bool:
    """_placeable's checks past the river: where the first piece goes, what a later one must touch."""
    board = island.board
    if first:
        if not _first_covers(island, cells, ruleset) or not _first_next_to(island, cells, ruleset):
            return False
        return not ruleset.first_along_river or _along_river(cells, board.river, board.grid)
    if ruleset.adjacency == "matching-symbol":  # a space beside one showing its symbol
        shown, beside = board.shown, island.beside
        for cell, written in cells.items():
            if beside(cell, shown(written)):
                return True
        return False
    if ruleset.adjacency == "any-building":
        return _touches(island, cells)
    return True


def crosses(cells: Cells, river: frozenset[frozenset[Cell]]) -> bool:
    """Whether a piece on `cells` holds both sides of a river edge (it would cross the river)."""
    across = _across(river)
    return any(other in cells for cell in cells for other in across.get(cell, ()))


@cache
def _across(river: frozenset[frozenset[Cell]]) -> dict[Cell, tuple[Cell, ...]]:
    """Each space beside the river with the spaces across it (a board's river, once)."""
    found: dict[Cell, tuple[Cell, ...]] = {}
    for edge in river:
        for cell in edge:
            found[cell] = found.get(cell, ()) + tuple(other for other in edge if other != cell)
    return found
