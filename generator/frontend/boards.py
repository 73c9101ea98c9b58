"""Players' boards drawn light, for the site's pages: an episode page shows four boards of a hundred
spaces and thirty pieces each, in three languages (the games, campaign and FAQ pages a few more).

A board looks as svg.board_svg draws it, but each space, feature and covered space is one `<use>` of a
shape the page defines once (`defs`, as cards.py does for the piece cards), a piece's outline is one
path of chained points, and nothing on it depends on the page's language but its title, its
description and the pieces' and marks' tooltips. A space carries no tooltip of its own (the drawing is
one image, `role="img"`, named by its title: a screen reader never reads a space's), and its name is
written only where a visitor can show it (`named`: the episode page's toggle and enlarged board, the
games page). Table mode keeps svg.board_svg: its script finds a space by its `g.cell` and `text.name`.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache

from markupsafe import Markup

from generator.base import per_build
from generator.base.records import NamedTuple
from generator.frontend.cards import terms
from generator.frontend.cells import RIM, SIZE, Point, centre, extent, glyph_svg, outline_runs, short, unit_outline
from generator.frontend.svg import SVG, Drawn, Ghost, features_at, overlays, piece_title
from generator.frontend.tags import around, join, tag
from generator.geometry import Cell, Grid
from generator.model import Board, Game

_COUNTS = (1, 2, 3)
"""The counts of a feature on a space that the shapes cover (a glyph draws at most three trees)."""


class _Shapes(NamedTuple):
    """The shapes a page defines for a game's boards, and the id of each on the page."""

    defs: Markup
    terrain: dict[str, str]
    feature: dict[tuple[str, int], str]
    under: dict[tuple[str, int], str]
    covered: dict[str | None, str]


# svg.board_svg draws a space's features inside its g.cell, where the stylesheet's `svg.board .cell path`
# edges every path in white, a statue's and a tree's too: a feature's shape on the ground carries that edge.
_CELL_PATH = re.compile(r'(<path [^>]*?) stroke="[^"]*" stroke-width="[^"]*"')
_CELL_STROKE = r'\1 stroke="#ffffffaa" stroke-width="1"'


def defs(game: Game, grid: Grid) -> Markup:
    """The shapes every board of `game` on `grid` uses, once per page, before the boards: a space of
    each terrain, each feature (one, two and three of it) and a covered space of each symbol and
    colour (its fill and glyph: the terrain's rim round it is the space beneath)."""
    return _shapes(game, grid.kind).defs


def board(board: Board, game: Game, lang: str, pieces: Sequence[Drawn] = (), title: str = "", description: str = "",
          named: bool = True, marks: Mapping[Cell, str] | None = None, faults: Mapping[Cell, str] | None = None,
          ghosts: Sequence[Ghost] = ()) -> Markup:
    """A board with its terrain, features, pieces and river, as svg.board_svg draws it (its layers
    in the same order), in shapes that `defs(game, board.grid)` defined earlier on the page.

    Each piece names its spaces in its tooltip; `named` writes each space's name small in it (hidden
    until the reader asks for the names); `marks`, `faults` and `ghosts` as in svg.board_svg."""
    grid = board.grid
    width, height = extent(board)
    out = [tag("title", title), tag("desc", description), _ground(board, game, named)]
    out += [_piece(board, game, lang, piece) for piece in pieces]
    out += overlays(board, ghosts, marks, faults)
    return tag("svg", *out, class_=f"board board-{grid.kind}", viewBox=f"0 0 {width:.1f} {height:.1f}", role="img",
               data_pagefind_ignore="all", xmlns=SVG)


_SHAPES: dict[tuple[int, str], tuple[Game, _Shapes]] = per_build.table()


def _shapes(game: Game, kind: str) -> _Shapes:
    cached = _SHAPES.get((id(game), kind))
    if cached is not None and cached[0] is game:
        return cached[1]
    prefix = "".join(word[:1] for word in game.id.split("-"))  # my-island: "mi"; another game's ids differ
    shapes: list[Markup] = []
    terrain = {}
    for i, (term, t) in enumerate(game.terrains.items()):  # svg.board .cell path: the white edge between spaces
        terrain[term] = _define(shapes, f"{prefix}t{i}", tag("path", d=unit_outline(kind, 0.0), fill=t.colour,
                                                              stroke="#ffffffaa", stroke_width="1"))
    feature: dict[tuple[str, int], str] = {}
    under: dict[tuple[str, int], str] = {}
    drawn: dict[str, str] = {}  # a glyph that draws no count (a well) is one shape for every count
    for term, f in game.features.items():
        for count in _COUNTS:
            glyph = str(glyph_svg(term, 0, 0, f.colour, count, f.glyph))
            for ids, drawing in ((feature, _CELL_PATH.sub(_CELL_STROKE, glyph)), (under, glyph)):
                ids[(term, count)] = drawn.get(drawing) or _define(shapes, f"{prefix}f{len(drawn)}", Markup(drawing))
                drawn.setdefault(drawing, ids[(term, count)])
    covered: dict[str | None, str] = {}
    for i, (key, (fill, mark, text)) in enumerate(terms(game).items()):  # as svg._space draws a covered space
        space = tag("path", d=unit_outline(kind, RIM), fill=fill)
        covered[key] = _define(shapes, f"{prefix}s{i}", space + glyph_svg(mark, 0, 0, fill, text=text) if mark else space)
    made = _Shapes(tag("svg", tag("defs", *shapes), class_="board-defs", aria_hidden="true", focusable="false"),
                   terrain, feature, under, covered)
    _SHAPES[(id(game), kind)] = (game, made)
    return made


def _define(shapes: list[Markup], id_: str, drawing: Markup) -> str:
    shapes.append(tag("g", drawing, id=id_))
    return id_


@cache
def _use(href: str, grid: Grid, cell: Cell) -> Markup:
    """A shape on a space: the same wherever that space is drawn, so made once."""
    x, y = centre(grid, cell)
    return tag("use", href=f"#{href}", x=short(x), y=short(y))


_GROUNDS: dict[tuple[int, int, bool], tuple[Board, Game, Markup]] = per_build.table()


def _ground(board: Board, game: Game, named: bool) -> Markup:
    """Terrain, features and (`named`) the spaces' names, space by space as svg.board_svg draws them (a
    name is below the next row's spaces): the same in every language, so drawn once a build."""
    key = (id(board), id(game), named)
    cached = _GROUNDS.get(key)
    if cached is not None and cached[0] is board and cached[1] is game:
        return cached[2]
    shapes = _shapes(game, board.grid.kind)
    grid = board.grid
    at = features_at(board)
    out = []
    for cell in sorted(board.terrain, key=grid.to_map):
        out.append(_use(shapes.terrain[board.terrain[cell]], grid, cell))
        out += [_feature(shapes, grid, cell, feature, count, game) for feature, count in at.get(cell, ())]
        if named:
            out.append(_name(grid, cell))
    if len(_GROUNDS) > 2048:  # a build shows a few boards per campaign: keep memory bounded
        _GROUNDS.clear()
    _GROUNDS[key] = (board, game, join(out))
    return _GROUNDS[key][2]


@cache
def _space_name(grid: Grid, cell: Cell) -> str:
    """A space's name ("C4"), the same on every board of the grid: asked for each space of every piece placed."""
    return grid.name(cell)


@cache
def _name(grid: Grid, cell: Cell) -> Markup:
    """A space's name, written small in the space (shown when the reader asks for the names)."""
    x, y = centre(grid, cell)
    return tag("text", grid.name(cell), class_="name", x=x, y=y + SIZE * .75)


def _feature(shapes: _Shapes, grid: Grid, cell: Cell, feature: str, count: int, game: Game) -> Markup:
    x, y = centre(grid, cell)
    shape = shapes.feature.get((feature, count))
    if shape is None:  # more than the shapes cover: drawn in place
        term = game.features[feature]
        return Markup(_CELL_PATH.sub(_CELL_STROKE, glyph_svg(feature, x, y, term.colour, count, term.glyph)))
    return _use(shape, grid, cell)


def _piece(board: Board, game: Game, lang: str, piece: Drawn) -> Markup:
    spaces, opening, closing = _body(board, game, piece.cells, piece.colour, piece.round)
    return join((opening, piece_title(game, lang, piece, spaces), closing))


_Body = tuple[tuple[tuple[str, str | None], ...], Markup, Markup]
_BODIES: dict[tuple[int, int, int, str | None, int], tuple[Board, Game, Mapping[Cell, str | None], _Body]] = per_build.table()


_TITLE = around("title")


def _body(board: Board, game: Game, cells: Mapping[Cell, str | None], colour: str | None, round_: int) -> _Body:
    """A placed piece's spaces on the board (name and symbol), the opening of its `g` with its title's, and
    the closing of its title with its drawing and the g's closing: the same in every language, so that a page
    in three languages draws it once and says only its title, which goes between them, three times
    (remembered while `cells` lives here)."""
    key = (id(board), id(game), id(cells), colour, round_)
    cached = _BODIES.get(key)
    if cached is not None and cached[0] is board and cached[1] is game and cached[2] is cells:
        return cached[3]
    grid, terrain = board.grid, board.terrain
    to_map = grid.to_map
    # in the map's order (a piece's spaces differ: their symbols are never compared)
    on_board = sorted([(to_map(cell), cell, symbol) for cell, symbol in cells.items() if cell in terrain])
    placed = [cell for _, cell, _ in on_board]
    spaces = tuple([(_space_name(grid, cell), symbol) for _, cell, symbol in on_board])
    shapes = _shapes(game, grid.kind)
    covered = shapes.covered
    out = [_use(covered[symbol or colour], grid, cell) for cell, symbol in sorted([(cell, symbol) for _, cell, symbol in on_board])]
    out.append(tag("path", class_="outline", d=_outline(grid, placed)))
    out += _under(board, game, shapes, placed)
    opening, closing = around("g", class_="piece", data_round=str(round_))
    out.append(closing)
    if len(_BODIES) > 20000:  # a campaign's pages place a few thousand pieces: keep memory bounded
        _BODIES.clear()
    _BODIES[key] = (board, game, cells, (spaces, join((opening, _TITLE[0])), join((_TITLE[1], *out))))
    return _BODIES[key][3]


def _outline(grid: Grid, cells: list[Cell]) -> str:
    """Where the piece ends, each run of sides one path of absolute points (as svg.board_svg places
    each side: a relative step's rounding would add up along the run)."""
    if not cells:  # an FAQ example's piece wholly off the board
        return ""
    first = min(cells)
    shape = tuple(sorted([(q - first[0], r - first[1]) for q, r in cells]))
    # the same shape on the same first space is drawn alike: a campaign puts a piece where one lay before in
    # another episode about one time in two (a bench campaign: 1,281 pieces, 668 outlines)
    key = (grid, first, shape)
    said = _OUTLINES.get(key)
    if said is None:
        said = _OUTLINES[key] = _drawn_outline(grid, first, shape)
    return said


_OUTLINES: dict[tuple[Grid, Cell, tuple[Cell, ...]], str] = per_build.table()


def _drawn_outline(grid: Grid, first: Cell, shape: tuple[Cell, ...]) -> str:
    """`_outline` of a piece of `shape` (its spaces about its first one) whose first space is `first`."""
    x, y = centre(grid, first)
    points = _points(grid, first)
    said = []
    for run, closed in _runs(grid, shape):
        corners = []
        for point in run:
            text = points.get(point)
            if text is None:
                text = points[point] = f"{short(x + point[0])},{short(y + point[1])}"
            corners.append(text)
        said.append("M" + "L".join(corners) + ("z" if closed else ""))
    return "".join(said)


_POINTS: dict[tuple[Grid, Cell], dict[Point, str]] = per_build.table()


def _points(grid: Grid, first: Cell) -> dict[Point, str]:
    """The corners written so far of the pieces whose first space is `first` (each as `_outline` writes it:
    the first space's centre plus the corner's place about it): a board's spaces are a few hundred and the
    corners about each a few dozen, written for thousands of pieces."""
    found = _POINTS.get((grid, first))
    if found is None:
        found = _POINTS[(grid, first)] = {}
    return found


@cache
def _runs(grid: Grid, shape: tuple[Cell, ...]) -> tuple[tuple[tuple[Point, ...], bool], ...]:
    """A piece's outline about its first space's centre: the same wherever the piece lies (the grid's
    coordinates are axial), and a campaign places a few dozen shapes in a few thousand places."""
    x, y = centre(grid, (0, 0))
    return tuple((tuple((px - x, py - y) for px, py in run), closed) for run, closed in outline_runs(grid, shape))


def _under(board: Board, game: Game, shapes: _Shapes, cells: list[Cell]) -> list[Markup]:
    """The features a piece covers (its `cells`, in the map's order), small in a corner of their space: a
    covered tree still counts for some rules."""
    out = []
    at = features_at(board)
    for cell in cells:
        features = at.get(cell)
        if not features:
            continue
        x, y = centre(board.grid, cell)
        for feature, count in features:
            where = f"translate({x - SIZE * .45:.1f},{y - SIZE * .4:.1f}) scale(.5)"
            shape = shapes.under.get((feature, count))
            if shape is None:  # more than the shapes cover: drawn in place
                term = game.features[feature]
                out.append(tag("g", glyph_svg(feature, 0, 0, term.colour, count, term.glyph), transform=where))
            else:
                out.append(tag("use", href=f"#{shape}", transform=where))
    return out
