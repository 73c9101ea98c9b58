"""Issue 35: an action written as an anchor and a rotation ('C4 r2') is read once per grid and text
(validate/rounds._anchored, kept): a log writes the same few hundred actions again and again. Kept or read
anew, the reading is the one the validator always made: the pattern, a rotation the grid has, a cell name
it knows (A0 and A05 are none); any other text is left to the slow path, which says why (MI-R03's cells)."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from generator.geometry.grid import Cell, Grid, HexGrid, SquareGrid
from generator.validate.rounds import _anchored

_ANCHOR = re.compile(r"([A-Za-z][0-9]{1,2})\s*(?:[rR]([0-9]))?")
GRIDS = [HexGrid(), SquareGrid(), HexGrid("columns"), SquareGrid("columns")]


def reference(grid: Grid, text: str) -> tuple[Cell, int] | None:
    """The validator's reading before issue 35's cache, step by step."""
    match = _ANCHOR.fullmatch(text)
    if not match:
        return None
    rotation = int(match[2] or 0)
    if rotation >= grid.rotations:
        return None
    anchor = grid.parse(match[1])
    return None if anchor is None else (anchor, rotation)


ACTIONS = st.one_of(
    st.builds(lambda letter, number, space, r: f"{letter}{number}{space}{r}", st.sampled_from("AaCcZz"),
              st.sampled_from(["0", "1", "4", "05", "10", "26", "99", "100"]), st.sampled_from(["", " ", "  "]),
              st.sampled_from(["", "r0", "r2", "R3", "r5", "r6", "r9", "x1"])),
    st.text(alphabet="AC04r \t", max_size=8))


@given(grid=st.sampled_from(GRIDS), text=ACTIONS)
def test_an_anchor_kept_reads_as_it_always_read(grid: Grid, text: str) -> None:
    _anchored.cache_clear()
    first = _anchored(grid, text)
    assert first == reference(grid, text)
    assert _anchored(grid, text) == first  # the kept one


def test_what_the_grid_does_not_have_is_left_to_the_slow_path() -> None:
    hexes, squares = HexGrid(), SquareGrid()
    assert _anchored(hexes, "C4 r5") == reference(hexes, "C4 r5") == (hexes.parse("C4"), 5)
    assert _anchored(squares, "C4 r5") is None  # a square piece turns r0 to r3: the slow path says so
    assert _anchored(hexes, "A0") is None and _anchored(hexes, "A05") is None  # no such names
