"""A board's spaces as the bits of one integer: every anchor of a piece in one rotation asked at once.

The coach asks the legal placements of thousands of positions of one board (legal_placements.legal_placements).
Asking each candidate anchor and rotation in turn built its spaces and tested them one by one; with the
board's spaces as bits, the anchors where every space of a turned piece is free are the free spaces'
bits shifted by each offset and ANDed, a few operations on one integer per rotation, and only the legal
placements are built. What is kept here depends on the board alone and is shared by every copy of an
island (rules/island.py), for as long as the board; the layout and the placements built, which depend on
the board's spaces, grid and river alone, are shared by every board of the same (`Drawn`, a bounded table):
each episode's boards are new objects, mostly of the same spaces (a legacy board changes its features and
terrains), and every episode's analysis asks the same placements of them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from generator.base.records import NamedTuple
from generator.geometry import Cell, Grid
from generator.model import Board

if TYPE_CHECKING:  # placement builds what is kept here; this module only keeps it
    from generator.rules.placement import Placement


class Layout(NamedTuple):
    """Where each space of a board is among the bits: rows of `width` bits, a `margin` of bits that are
    no space on every side, so that shifting by an offset of at most `margin` steps never wraps a row."""

    bits: dict[Cell, int]
    """Each space's bit (a power of two)."""
    width: int
    margin: int
    ranks: tuple[int, ...]
    """Each space's place in reading order by its bit's index (-1 where no space is)."""

    def mask(self, cells: Iterable[Cell]) -> int:
        """The bits of `cells` (spaces of the board)."""
        return sum(map(self.bits.__getitem__, cells))


def layout(spaces: Iterable[Cell], margin: int) -> Layout:
    """The bits of a board's `spaces` (in reading order) with `margin` free bits around them."""
    spaces = list(spaces)
    low_q, low_r = min(q for q, _r in spaces), min(r for _q, r in spaces)
    width = max(q for q, _r in spaces) - low_q + 1 + 2 * margin
    index = {cell: (cell[0] - low_q + margin) + width * (cell[1] - low_r + margin) for cell in spaces}
    ranks = [-1] * (max(index.values()) + 1)
    for rank, at in enumerate(index.values()):
        ranks[at] = rank
    return Layout({cell: 1 << at for cell, at in index.items()}, width, margin, tuple(ranks))


class Drawn:
    """What a board's legal placements are worked out with that depends on its spaces, grid and river alone: its
    layout (grown when a piece reaches further than the margin) and, per piece, the placements already built by
    their number (anchor in reading order, then rotation), or None where one would cross the river."""

    __slots__ = ("layout", "oriented")

    def __init__(self) -> None:
        self.layout: Layout | None = None
        self.oriented: dict[tuple[tuple[Cell, str | None], ...], dict[int, Placement | None]] = {}


_DRAWN: dict[tuple[Grid, frozenset[Cell], frozenset[frozenset[Cell]]], Drawn] = {}
"""Each Drawn by all it depends on: the grid, the board's spaces and its river."""

KEPT = 64
"""The most boards' Drawn kept at once: a long-lived process (serve, table mode) meets new boards build after
build, and the table is emptied when full (a build's own are far fewer: the demo's five campaigns have five). Not a
per_build table: the engine loads nothing of chronicle but itself, its model and geometry, and base.records."""


class Shapes:
    """What a board's legal placements are worked out with: what its spaces, grid and river decide (`Drawn`,
    shared by the boards of the same) and the bits of its buildable spaces (its own: they read its terrains)."""

    __slots__ = ("_board", "_drawn", "_buildable")

    def __init__(self, board: Board) -> None:
        self._board = board
        self._drawn: Drawn | None = None
        self._buildable: dict[tuple[frozenset[str], int], int] = {}

    def drawn(self) -> Drawn:
        """The board's Drawn, found once by its grid, spaces and river."""
        if self._drawn is None:
            board = self._board
            key = (board.grid, frozenset(board.terrain), board.river)
            found = _DRAWN.get(key)
            if found is None:
                if len(_DRAWN) >= KEPT:
                    _DRAWN.clear()
                found = _DRAWN[key] = Drawn()
            self._drawn = found
        return self._drawn

    def layout(self, margin: int) -> Layout:
        """The board's layout with at least `margin`."""
        drawn = self.drawn()
        if drawn.layout is None or drawn.layout.margin < margin:
            board = self._board
            drawn.layout = layout(sorted(board.terrain, key=board.grid.to_map), margin)
        return drawn.layout

    def buildable(self, terrains: frozenset[str], layout: Layout) -> int:
        """The bits of the board's spaces of `terrains` in `layout`."""
        key = (terrains, layout.width)
        found = self._buildable.get(key)
        if found is None:
            found = self._buildable[key] = layout.mask(c for c, kind in self._board.terrain.items() if kind in terrains)
        return found

    def of(self, cells: tuple[tuple[Cell, str | None], ...]) -> dict[int, Placement | None]:
        """The placements kept of the piece of `cells`, to be added to."""
        oriented = self.drawn().oriented
        found = oriented.get(cells)
        if found is None:
            found = oriented[cells] = {}
        return found
