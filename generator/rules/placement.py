"""Placement legality (MI-R01..R04, MC-R01..R05) and the legal placements of a piece."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Literal, NamedTuple

from generator.geometry import Cell, Grid
from generator.model import Game, Piece, Ruleset, Where
from generator.rules.island import Island
from generator.rules.where import describe, holds
from generator.words.editions import said, said_n
from generator.words.i18n import Message, _, ngettext, pgettext

Cells = Mapping[Cell, str | None]

Check = Literal["board", "overlap", "terrain", "cover", "river", "first", "adjacency"]
"""The placement checks, most basic first: a ruleset's `cite` and a game's placement rules name them."""


class Violation(NamedTuple):
    check: Check
    message: Message


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
def _turned(grid: Grid, cells: tuple[tuple[Cell, str | None], ...], rotation: int) -> tuple[tuple[Cell, str | None], ...]:
    """A piece's offsets turned `rotation` steps, with the symbol of each."""
    return tuple((grid.rotate(offset, rotation), symbol) for offset, symbol in cells)


def orient(piece: Piece, grid: Grid, anchor: Cell, rotation: int) -> Placement:
    q, r = anchor
    return Placement(anchor, rotation, {(q + dq, r + dr): symbol for (dq, dr), symbol in _turned(grid, piece.cells, rotation)})


def fits(piece: Piece, grid: Grid, cells: Cells, symbols_given: bool) -> list[Placement]:
    """The orientations of `piece` that cover exactly `cells` (with those symbols, if given)."""
    wanted = set(cells)
    first = piece.offsets[0]
    found: list[Placement] = []
    for rotation in range(grid.rotations):
        dq, dr = grid.rotate(first, rotation)
        for q, r in sorted(wanted):
            placement = orient(piece, grid, (q - dq, r - dr), rotation)
            if set(placement.cells) == wanted and (not symbols_given or placement.cells == dict(cells)):
                found.append(placement)
    return found


def cited(check: str, ruleset: Ruleset, defaults: Mapping[str, str]) -> str:
    """The rule ID a violation of `check` cites: the ruleset's own, else the game's."""
    return ruleset.cite.get(check) or defaults.get(check, "LG-02")


def violations(island: Island, cells: Cells, ruleset: Ruleset, first: bool, game: Game) -> Iterator[Violation]:
    """Every rule the placement breaks, most basic first; stops early when the caller does."""
    board, grid = island.board, island.board.grid
    name = grid.name
    off = [c for c in cells if c not in board.terrain]
    if off:
        yield Violation("board", _off_board(grid, off, game))
        if len(off) == len(cells):
            return
    taken = [c for c in cells if c in island.covered]
    if taken:
        yield Violation("overlap", ngettext("%(cells)s is already covered", "%(cells)s are already covered", len(taken),
                                           cells=_names(grid, taken)))
    closed = [c for c in cells if c in board.terrain and board.terrain[c] not in ruleset.buildable]
    if closed:
        allowed = _and([game.term(t) or t for t in sorted(ruleset.buildable)]) if ruleset.buildable else _("nothing")
        terrain = board.terrain[closed[0]]
        yield Violation("terrain", ngettext("%(cells)s is %(terrain)s; this episode only %(allowed)s may be covered",
                                           "%(cells)s are %(terrain)s; this episode only %(allowed)s may be covered",
                                           len(closed), cells=_names(grid, closed), terrain=game.term(terrain) or terrain,
                                           allowed=allowed))
    barred = _barred(island, cells, ruleset)
    if barred:
        cells_barred, where = barred
        yield Violation("cover", ngettext("%(cells)s may not be covered this episode (%(where)s)",
                                         "%(cells)s may not be covered this episode (%(where)s)", len(cells_barred),
                                         cells=_names(grid, cells_barred), where=describe(where, game)))
    crossing = _river_crossing(cells, board.river, grid)
    if crossing:
        yield Violation("river", _("the piece lies on both sides of the river between %(a)s and %(b)s",
                                   a=name(crossing[0]), b=name(crossing[1])))
    if first:
        if ruleset.first_covers is not None and not _first_covers(island, cells, ruleset):
            yield Violation("first", _first_message(ruleset.first_covers, game))
        if ruleset.first_next_to is not None and not _first_next_to(island, cells, ruleset):
            yield Violation("first", said(game, "the first piece of the episode must share a side with a space that is %(where)s",
                                          where=describe(ruleset.first_next_to, game)))
        if ruleset.first_along_river and not _along_river(cells, board.river, grid):
            yield Violation("first", _("the first building must have a full side along the river (a corner is not enough)"))
    elif ruleset.adjacency == "matching-symbol" and not _matches_symbol(island, cells):
        yield Violation("adjacency", said(game, "no symbol of the piece shares a side with the same symbol on an earlier piece"))
    elif ruleset.adjacency == "any-building" and not _touches(island, cells):
        yield Violation("adjacency", _("the building shares no full side with an earlier building"))


def _first_message(where: Where, game: Game) -> Message:
    if where == Where(terrain=where.terrain) and len(where.terrain) == 1:
        terrain = next(iter(where.terrain))
        return said(game, "the first piece of the episode must cover at least one %(terrain)s space",
                    terrain=game.term(terrain) or terrain)
    return said(game, "the first piece of the episode must cover at least one space that is %(where)s", where=describe(where, game))


def _barred(island: Island, cells: Cells, ruleset: Ruleset) -> tuple[list[Cell], Where] | None:
    """The spaces of the piece that a `may_not_cover` condition bars, with the first condition that does."""
    for where in ruleset.may_not_cover:
        barred = [c for c in cells if holds(where, island, c)]
        if barred:
            return barred, where
    return None


def _first_covers(island: Island, cells: Cells, ruleset: Ruleset) -> bool:
    where = ruleset.first_covers
    return where is None or any(holds(where, island, c) for c in cells)


def _first_next_to(island: Island, cells: Cells, ruleset: Ruleset) -> bool:
    where, board = ruleset.first_next_to, island.board
    return where is None or any(n not in cells and holds(where, island, n)
                                for c in cells for n in board.grid.neighbours(c))


def _off_board(grid: Grid, off: list[Cell], game: Game) -> Message:
    """Spaces past the board's edge, by their names when the board's lettering reaches them."""
    if all(grid.has_name(c) for c in off):
        return ngettext("%(cells)s is not on the board", "%(cells)s are not on the board", len(off), cells=_names(grid, off))
    return said_n(game, "%(n)s space of the piece is not on the board", "%(n)s spaces of the piece are not on the board",
                    len(off), n=len(off))


def _names(grid: Grid, cells: list[Cell]) -> str:
    return ", ".join(grid.name(c) for c in sorted(cells, key=grid.to_map))


def _and(items: list[object]) -> object:
    """'a, b and c' in the reader's language."""
    if len(items) == 1:
        return items[0]
    return _("%(some)s and %(last)s", some=items[:-1], last=items[-1])


def _river_crossing(cells: Cells, river: frozenset[frozenset[Cell]], grid: Grid) -> tuple[Cell, Cell] | None:
    if river:
        for cell in cells:
            for n in grid.neighbours(cell):
                if n in cells and frozenset((cell, n)) in river:
                    return (cell, n) if grid.to_map(cell) < grid.to_map(n) else (n, cell)
    return None


def _along_river(cells: Cells, river: frozenset[frozenset[Cell]], grid: Grid) -> bool:
    return any(frozenset((c, n)) in river for c in cells for n in grid.neighbours(c))


def _matches_symbol(island: Island, cells: Cells) -> bool:
    neighbours, covered = island.board.grid.neighbours, island.covered
    for cell, symbol in cells.items():
        for n in neighbours(cell):
            covering = covered.get(n)
            if covering is not None and covering.symbol == symbol and symbol is not None:
                return True
    return False


def _touches(island: Island, cells: Cells) -> bool:
    neighbours = island.board.grid.neighbours
    return any(n in island.covered for cell in cells for n in neighbours(cell))


def is_legal(island: Island, cells: Cells, ruleset: Ruleset, first: bool) -> bool:
    """Whether `violations` would find nothing; the same checks, without words, for speed."""
    board, covered, buildable = island.board, island.covered, ruleset.buildable
    terrain = board.terrain
    for cell in cells:
        if terrain.get(cell) not in buildable or cell in covered:
            return False
    if ruleset.may_not_cover and _barred(island, cells, ruleset):
        return False
    if board.river and _river_crossing(cells, board.river, board.grid):
        return False
    if first:
        if not _first_covers(island, cells, ruleset) or not _first_next_to(island, cells, ruleset):
            return False
        return not ruleset.first_along_river or _along_river(cells, board.river, board.grid)
    if ruleset.adjacency == "matching-symbol":
        return _matches_symbol(island, cells)
    if ruleset.adjacency == "any-building":
        return _touches(island, cells)
    return True


def rotations_at(island: Island, piece: Piece, ruleset: Ruleset, first: bool, anchor: Cell) -> list[int]:
    """The rotations in which `piece` may be placed with its anchor on `anchor` now."""
    grid = island.board.grid
    return [rotation for rotation in range(grid.rotations)
            if is_legal(island, orient(piece, grid, anchor, rotation).cells, ruleset, first)]


def hint(island: Island, piece: Piece, ruleset: Ruleset, first: bool, anchor: Cell, game: Game) -> Message:
    """What the player could do instead: the legal rotations at `anchor`, else the nearest legal anchors."""
    grid = island.board.grid
    here = rotations_at(island, piece, ruleset, first, anchor)
    if here:
        return ngettext("at %(cell)s the legal rotation is %(rotations)s", "at %(cell)s the legal rotations are %(rotations)s",
                        len(here), cell=grid.name(anchor), rotations=", ".join(f"r{r}" for r in here))
    anchors: dict[Cell, list[int]] = {}
    for placement in legal_placements(island, piece, ruleset, first):
        anchors.setdefault(placement.anchor, []).append(placement.rotation)
    if not anchors:
        if game.id == "my-city":
            return pgettext("my-city", "piece %(piece)s has no legal placement now: pass (LG-03) or end participation (LG-05)",
                            piece=piece.id)
        return pgettext("my-island", "piece %(piece)s has no legal placement now: pass (LG-03) or end participation (LG-05)",
                        piece=piece.id)
    nearest = sorted(anchors, key=lambda c: (_steps(grid, anchor, c), grid.to_map(c)))[:3]
    listed = ", ".join(f"{grid.name(c)} ({', '.join(f'r{r}' for r in anchors[c])})" for c in nearest)
    return _("no rotation fits at %(cell)s; the nearest legal anchors are %(anchors)s", cell=grid.name(anchor), anchors=listed)


def _steps(grid: Grid, a: Cell, b: Cell) -> int:
    """Spaces between two cells: hex distance in axial coordinates, or squares counted along the sides."""
    dq, dr = b[0] - a[0], b[1] - a[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2 if grid.kind == "hex" else abs(dq) + abs(dr)


def legal_placements(island: Island, piece: Piece, ruleset: Ruleset, first: bool) -> list[Placement]:
    """Every distinct legal way to place `piece` now, by anchor cell then rotation."""
    grid = island.board.grid
    seen: set[frozenset[tuple[Cell, str | None]]] = set()
    found = []
    for anchor in sorted(island.board.terrain, key=grid.to_map):
        if anchor in island.covered:
            continue
        for rotation in range(grid.rotations):
            placement = orient(piece, grid, anchor, rotation)
            if is_legal(island, placement.cells, ruleset, first):
                key = frozenset(placement.cells.items())  # symmetric pieces land the same way twice
                if key not in seen:
                    seen.add(key)
                    found.append(placement)
    return found
