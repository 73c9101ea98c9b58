"""Where a board's spaces are drawn (hex and square grids, in SVG units) and the glyphs drawn on them:
what every drawing of a board or a piece shares."""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache, lru_cache

from markupsafe import Markup

from generator.frontend.tags import join, tag
from generator.geometry import Cell, Grid
from generator.model import Board, Piece

SIZE = 18.0
"""Hex radius, and half a square's side, in SVG units."""
_SQRT3 = math.sqrt(3)


def centre(grid: Grid, cell: Cell) -> tuple[float, float]:
    row, col = grid.to_map(cell)
    if grid.kind == "hex":
        return (SIZE * _SQRT3 * (col + 0.5 * (row & 1) + 0.5), SIZE * (1.5 * row + 1))
    return (SIZE * (2 * col + 1), SIZE * (2 * row + 1))


def _corners_of(kind: str, inset: float) -> list[tuple[float, float]]:
    r = SIZE - inset
    if kind == "hex":
        return [(r * math.cos(math.radians(60 * i - 30)), r * math.sin(math.radians(60 * i - 30))) for i in range(6)]
    return [(-r, -r), (r, -r), (r, r), (-r, r)]


RIM = 3.5
"""How much of the terrain shows round a covered space: a covered beach still reads as beach."""
_CORNERS = {(kind, inset): _corners_of(kind, inset) for kind in ("hex", "square") for inset in (0.0, 1.5, 2.0, RIM)}


def unit_corners(kind: str, inset: float) -> list[tuple[float, float]]:
    """A cell's corners around its centre: the same for every cell of a grid."""
    return _CORNERS.get((kind, inset)) or _corners_of(kind, inset)


def corners(grid: Grid, cell: Cell, inset: float = 0.0) -> list[tuple[float, float]]:
    x, y = centre(grid, cell)
    return [(x + dx, y + dy) for dx, dy in unit_corners(grid.kind, inset)]


def outline_path(grid: Grid, cell: Cell, inset: float = 0.0) -> str:
    """A cell's outline as a short path: its first corner, then the same relative steps for every cell."""
    first = corners(grid, cell, inset)[0]
    return f"M{first[0]:.1f},{first[1]:.1f}{_steps(grid.kind, inset)}"


def unit_outline(kind: str, inset: float) -> str:
    """A cell's outline around its centre (0, 0): a stamp the table's page moves to any space."""
    first = unit_corners(kind, inset)[0]
    return f"M{first[0]:.1f},{first[1]:.1f}{_steps(kind, inset)}"


@cache
def _steps(kind: str, inset: float) -> str:
    unit = unit_corners(kind, inset)
    return "".join(f"l{b[0] - a[0]:.1f},{b[1] - a[1]:.1f}" for a, b in zip(unit, unit[1:])) + "z"


def points(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def extent(board: Board) -> tuple[float, float]:
    if board.grid.kind == "hex":
        return (SIZE * _SQRT3 * (board.columns + 0.5), SIZE * (1.5 * board.rows + 0.5))
    return (SIZE * 2 * board.columns, SIZE * 2 * board.rows)


_SIDES: dict[tuple[str, Cell], tuple[int, int]] = {}


def side(grid: Grid, direction: Cell) -> tuple[int, int]:
    """The two corners of a cell on its side towards `direction`: the same for every cell."""
    key = (grid.kind, direction)
    if key not in _SIDES:
        origin = grid.from_map(2, 2)
        ca, cb = corners(grid, origin), corners(grid, (origin[0] + direction[0], origin[1] + direction[1]))
        i, j = (i for i, p in enumerate(ca) if any(abs(p[0] - q[0]) < 0.5 and abs(p[1] - q[1]) < 0.5 for q in cb))
        _SIDES[key] = (i, j)
    return _SIDES[key]


def shared_side(grid: Grid, a: Cell, b: Cell) -> tuple[tuple[float, float], tuple[float, float]]:
    """The segment two neighbouring cells share."""
    i, j = side(grid, (b[0] - a[0], b[1] - a[1]))
    mine = corners(grid, a)
    return mine[i], mine[j]


# --- glyphs: symbols and features are told apart by shape as well as colour --------------------

def glyph_svg(kind: str, x: float, y: float, colour: str, count: int = 1, text: str = "") -> Markup:
    s = SIZE * 0.42
    if text:  # a group's own feature or symbol: its characters, white on a disc of its colour
        return (tag("circle", cx=x, cy=y, r=s * .95, fill=colour, stroke="#222", stroke_width=".8")
                + tag("text", text if count <= 1 else f"{text}×{count}", class_="glyph", x=x, y=y + s * .42,
                      font_size=s * (1.3 if count <= 1 else .9), text_anchor="middle", fill="#fff", stroke="#222",
                      stroke_width=".5", paint_order="stroke"))
    if kind == "house":
        return tag("path", d=f"M{x - s:.1f},{y + s * .8:.1f}V{y - s * .1:.1f}L{x:.1f},{y - s:.1f}L{x + s:.1f},{y - s * .1:.1f}V{y + s * .8:.1f}Z",
                   fill="#fff8", stroke="#3b1d10", stroke_width="1.2")
    if kind == "field":
        return join(tag("line", x1=x - s, y1=y + d, x2=x + s, y2=y + d, stroke="#6b5208", stroke_width="1.6")
                    for d in (-s * .6, 0, s * .6))
    if kind == "wall":
        return (tag("rect", x=x - s, y=y - s * .6, width=2 * s, height=1.2 * s, fill="none", stroke="#fff", stroke_width="1.4")
                + tag("line", x1=x, y1=y - s * .6, x2=x, y2=y + s * .6, stroke="#fff", stroke_width="1.4"))
    if kind == "path":
        return tag("line", x1=x - s, y1=y, x2=x + s, y2=y, stroke="#fff", stroke_width="2.4", stroke_dasharray="3 2.5")
    if kind == "statue":
        return tag("path", d=f"M{x - s * .45:.1f},{y + s:.1f}V{y - s * .5:.1f}Q{x:.1f},{y - s * 1.3:.1f} {x + s * .45:.1f},{y - s * .5:.1f}V{y + s:.1f}Z",
                   fill=colour, stroke="#111", stroke_width="1")
    if kind == "tree":
        return join(tag("path", d=f"M{x + dx - s * .5:.1f},{y + s * .6:.1f}L{x + dx:.1f},{y - s * .8:.1f}L{x + dx + s * .5:.1f},{y + s * .6:.1f}Z",
                        fill=colour, stroke="#123", stroke_width=".8")
                    for dx in _spread(count, s))
    if kind == "rock":
        return join(tag("ellipse", cx=x + dx, cy=y + s * .2, rx=s * .5, ry=s * .38, fill=colour, stroke="#222", stroke_width=".8")
                    for dx in _spread(count, s))
    if kind == "well":
        return tag("circle", cx=x, cy=y, r=s * .7, fill="#fff", stroke=colour, stroke_width="3")
    if kind == "gold":
        return tag("path", d=f"M{x:.1f},{y - s:.1f}L{x + s * .8:.1f},{y:.1f}L{x:.1f},{y + s:.1f}L{x - s * .8:.1f},{y:.1f}Z",
                   fill=colour, stroke="#5a4000", stroke_width="1")
    if kind == "church":
        return (tag("line", x1=x, y1=y - s, x2=x, y2=y + s, stroke="#fff", stroke_width="2")
                + tag("line", x1=x - s * .6, y1=y - s * .35, x2=x + s * .6, y2=y - s * .35, stroke="#fff", stroke_width="2"))
    # a sticker slot or anything else: a small square
    return tag("rect", x=x - s * .4, y=y - s * .4, width=s * .8, height=s * .8, fill=colour, stroke="#333", stroke_width="1")


def _spread(count: int, s: float) -> list[float]:
    return [0.0] if count <= 1 else [-s * .55, s * .55][:count] if count == 2 else [-s * .7, 0, s * .7][:count]


def rotations(piece: Piece, grid: Grid) -> list[tuple[int, dict[Cell, str | None]]]:
    """A piece in every rotation (r0, r1...), as cells around its anchor: a logger looks up the one they see."""
    symbols = [s for _, s in piece.cells]
    return [(r, dict(zip(grid.place((0, 0), piece.offsets, r), symbols))) for r in range(grid.rotations)]



# --- outlines: where a group of spaces ends, as chained runs --------------------------------------

Point = tuple[float, float]


def outline_runs(grid: Grid, cells: Iterable[Cell]) -> list[tuple[list[Point], bool]]:
    """The sides where a group of spaces ends (a piece), joined end to end into runs of points, each
    with whether it closes on its first point (then not repeated): a piece's outline is one closed run."""
    mine = set(cells)
    sides = [(a, b, ka, kb) for cell in sorted(mine) for n, a, b, ka, kb in _cell_sides(grid, cell) if n not in mine]
    at: dict[tuple[float, float], list[int]] = {}  # the sides that meet at a corner, in order
    for i, (_, _, a, b) in enumerate(sides):
        at.setdefault(a, []).append(i)
        at.setdefault(b, []).append(i)
    used = [False] * len(sides)
    runs = []
    for first, (p, q, _, end) in enumerate(sides):
        if used[first]:
            continue
        used[first] = True
        run = [p, q]
        while (follow := _first_left(at[end], used)) is not None:
            used[follow] = True
            fp, fq, fa, fb = sides[follow]
            run.append(fq if fa == end else fp)
            end = fb if fa == end else fa
        closed = len(run) > 2 and _close(run[0], run[-1])
        runs.append((run[:-1] if closed else run, closed))
    return runs


def _first_left(sides: list[int], used: list[bool]) -> int | None:
    """The first side of a corner's not yet in a run."""
    for i in sides:
        if not used[i]:
            return i
    return None


@cache
def _cell_sides(grid: Grid, cell: Cell) -> tuple[tuple[Cell, Point, Point, tuple[float, float], tuple[float, float]], ...]:
    """Each side of a space: the neighbour beyond it, its two corners, and each corner as two cells
    meeting there both find it (their sums differ in the last bits)."""
    x, y = centre(grid, cell)
    unit = unit_corners(grid.kind, 0.0)
    sides = []
    for n in grid.neighbours(cell):
        i, j = side(grid, (n[0] - cell[0], n[1] - cell[1]))
        a, b = (x + unit[i][0], y + unit[i][1]), (x + unit[j][0], y + unit[j][1])
        sides.append((n, a, b, _key(a), _key(b)))
    return tuple(sides)


def _key(point: Point) -> tuple[float, float]:
    """A corner as two cells meeting there both find it (their sums differ in the last bits)."""
    return round(point[0], 1), round(point[1], 1)


def _close(a: Point, b: Point) -> bool:
    return abs(a[0] - b[0]) < 0.05 and abs(a[1] - b[1]) < 0.05


@lru_cache(maxsize=8192)
def short(value: float) -> str:
    """A coordinate to a tenth, without the zeros a reader never needs ("18", "-0.5"). Remembered: a
    build writes a few thousand coordinates (a board's corners and centres), each many thousand times."""
    text = f"{value:.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text
