"""A placed piece's outline is written once a build per shape and first space (frontend/boards.py): a campaign
puts a piece where one lay before in another episode about one time in two, and the outline of the same
shape on the same space is the same path. Another space, or another build, writes it again."""

from __future__ import annotations

from generator.base import per_build
from generator.frontend import boards
from generator.geometry import grid_for


def test_the_same_shape_on_the_same_space_is_written_once_a_build() -> None:
    grid = grid_for("hex")
    per_build.new_build()
    piece = [(3, 4), (4, 4), (4, 5)]
    first = boards._outline(grid, piece)
    assert boards._outline(grid, list(reversed(piece))) is first  # the same spaces, given in any order
    moved = boards._outline(grid, [(q + 1, r) for q, r in piece])
    assert moved != first and moved.startswith("M")
    per_build.new_build()
    again = boards._outline(grid, piece)
    assert again == first and again is not first
