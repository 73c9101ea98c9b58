"""The grid interface shared by placement and scoring code, and its two implementations."""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import ClassVar

Cell = tuple[int, int]
"""A space in the grid's own coordinates (axial q,r for hex; x,y for square). Also used for offsets."""

_NAME = re.compile(r"([A-Z])([1-9][0-9]?)")


class Grid(ABC):
    """Neighbours, rotations and cell names of one kind of grid.

    Spaces are named by a letter and a number as the board prints them: `letters` says which axis
    the letter counts, "rows" (C4: row C from the top, column 4 from the left, chronicle's own
    boards) or "columns" (K1: column K from the left, row 1 from the top, as My City's is read).
    """

    kind: str
    directions: tuple[Cell, ...]
    facings: tuple[str, ...]
    _near: ClassVar[dict[Cell, tuple[Cell, ...]]]
    """Each space's neighbours once asked, per kind of grid (a class's, not an instance's: a grid is
    data that digests read): placement checks and scoring ask for the same few hundred spaces thousands
    of times, the coach millions."""
    """The name of each direction, as a board says where a feature faces (`facing: {C3: east}`)."""

    def __init__(self, letters: str = "rows") -> None:
        self.letters = letters

    @property
    def rotations(self) -> int:
        return len(self.directions)

    def neighbours(self, cell: Cell) -> tuple[Cell, ...]:
        found = self._near.get(cell)
        if found is None:
            q, r = cell
            found = self._near[cell] = tuple((q + dq, r + dr) for dq, dr in self.directions)
        return found

    def rotate(self, offset: Cell, steps: int) -> Cell:
        """Turn an offset clockwise by `steps` rotation steps about the origin."""
        for _ in range(steps % self.rotations):
            offset = self._turn(offset)
        return offset

    def place(self, anchor: Cell, offsets: Iterable[Cell], rotation: int) -> tuple[Cell, ...]:
        """The cells a piece covers with its anchor on `anchor`, rotated `rotation` steps."""
        q, r = anchor
        return tuple((q + dq, r + dr) for dq, dr in (self.rotate(o, rotation) for o in offsets))

    def row(self, cell: Cell) -> int:
        """0-based map row (A = 0), the order of the tie-break rows."""
        return cell[1]

    def has_name(self, cell: Cell) -> bool:
        """Whether the board's lettering (A to Z, numbers from 1) reaches `cell`."""
        lettered, numbered = self._axes(*self.to_map(cell))
        return 0 <= lettered < 26 and numbered >= 0

    def name(self, cell: Cell) -> str:
        """'C4'; the coordinates of a cell past the lettering, which messages never show (see has_name)."""
        if self.has_name(cell):
            lettered, numbered = self._axes(*self.to_map(cell))
            return f"{chr(ord('A') + lettered)}{numbered + 1}"
        return f"({cell[0]},{cell[1]})"

    def parse(self, name: str) -> Cell | None:
        """The cell called `name` (such as 'C4'), or None if it is not a cell name."""
        match = _NAME.fullmatch(name.strip().upper())
        if not match:
            return None
        return self.from_map(*self._axes(ord(match[1]) - ord("A"), int(match[2]) - 1))

    def _axes(self, first: int, second: int) -> tuple[int, int]:
        """Map row and column as (lettered, numbered), and back: the same swap both ways."""
        return (second, first) if self.letters == "columns" else (first, second)

    @abstractmethod
    def _turn(self, offset: Cell) -> Cell:
        """One rotation step clockwise."""

    @abstractmethod
    def from_map(self, row: int, col: int) -> Cell:
        """The cell drawn at 0-based `row`, `col` of a board map."""

    @abstractmethod
    def to_map(self, cell: Cell) -> tuple[int, int]:
        """The 0-based row and column where `cell` is drawn in a board map."""


class HexGrid(Grid):
    """Pointy-top hexes in rows, odd rows shifted right; axial coordinates (q east, r south-east)."""

    kind = "hex"
    # clockwise from east: E, SE, SW, W, NW, NE
    directions = ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1))
    facings = ("east", "south-east", "south-west", "west", "north-west", "north-east")
    _near = {}

    def _turn(self, offset: Cell) -> Cell:
        q, r = offset
        return (-r, q + r)

    def from_map(self, row: int, col: int) -> Cell:
        return (col - (row - (row & 1)) // 2, row)

    def to_map(self, cell: Cell) -> tuple[int, int]:
        q, r = cell
        return (r, q + (r - (r & 1)) // 2)


class SquareGrid(Grid):
    """Squares in rows; x to the east, y to the south."""

    kind = "square"
    # clockwise from east: E, S, W, N
    directions = ((1, 0), (0, 1), (-1, 0), (0, -1))
    facings = ("east", "south", "west", "north")
    _near = {}

    def _turn(self, offset: Cell) -> Cell:
        x, y = offset
        return (-y, x)

    def from_map(self, row: int, col: int) -> Cell:
        return (col, row)

    def to_map(self, cell: Cell) -> tuple[int, int]:
        return (cell[1], cell[0])


_GRIDS: dict[tuple[str, str], Grid] = {(kind, letters): grid(letters) for kind, grid in (("hex", HexGrid), ("square", SquareGrid))
                                       for letters in ("rows", "columns")}
GRID_KINDS = ("hex", "square")
LETTERS = ("rows", "columns")


def grid_for(kind: str, letters: str = "rows") -> Grid:
    """The grid of a kind named in game.yaml or a piece catalogue ('hex' or 'square'), its spaces
    named with letters for `letters` (immutable: one instance per kind and naming)."""
    return _GRIDS[kind, letters]
