"""Boards and pieces as inline SVG: a player's board with its pieces round by round, a piece on its own
or in every rotation, and the table's stamp of a space (where spaces go: cells.py)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache

from markupsafe import Markup

from generator.base import per_build
from generator.base.records import NamedTuple
from generator.frontend.cells import (
    RIM,
    SIZE,
    centre,
    extent,
    glyph_svg,
    outline_path,
    shared_side,
    side,
    unit_corners,
    unit_outline,
)
from generator.frontend.tags import join, tag
from generator.geometry import Cell, Grid
from generator.model import Board, Game


class Drawn(NamedTuple):
    """A piece on a drawn board: its cells (with symbols), colour and the round it came in (a
    tuple: an episode page makes a hundred of them, in each language)."""

    cells: Mapping[Cell, str | None]
    round: int
    colour: str | None
    label: str


def board_svg(board: Board, game: Game, lang: str, pieces: Sequence[Drawn] = (), title: str = "",
              description: str = "", highlight: Iterable[Cell] = (), classes: str = "board",
              scale: float | None = None, marks: Mapping[Cell, str] | None = None, named: bool = True,
              faults: Mapping[Cell, str] | None = None, ghosts: Sequence[Ghost] = ()) -> Markup:
    """A board with its terrain, features, pieces and river; every cell names itself on hover.

    The river comes after the pieces and the highlights, in a layer of its own (`g.rivers`): a
    building along it or a highlighted space beside it never hides it (MC-R02, MC-R03). Without
    `scale` the drawing fills its container; with one it keeps that size, so that pieces drawn side
    by side share one scale. A board not `named` leaves out the cells' names (a
    piece on its own). `marks` flags cells with a small badge and says why (a
    board change kept from an earlier episode); `faults` rings the spaces that break a rule; `ghosts`
    outline, each with its round, spaces a piece could have covered (hidden until the replay shows that round).
    """
    grid = board.grid
    width, height = extent(board)
    out = [tag("title", title), tag("desc", description), _ground(board, game, lang, named)]
    out += [_piece(board, game, lang, piece) for piece in pieces]
    out += [tag("path", class_="highlight", d=outline_path(grid, cell, 2)) for cell in highlight]
    out += overlays(board, ghosts, marks, faults)
    return tag("svg", *out, class_=f"{classes} board-{grid.kind}",
               width=f"{width * scale:.0f}" if scale else None, height=f"{height * scale:.0f}" if scale else None,
               viewBox=f"0 0 {width:.1f} {height:.1f}", role="img", data_pagefind_ignore="all", xmlns=SVG)


SVG = "http://www.w3.org/2000/svg"


def overlays(board: Board, ghosts: Sequence[Ghost] = (), marks: Mapping[Cell, str] | None = None,
             faults: Mapping[Cell, str] | None = None) -> list[Markup]:
    """What a board shows above its pieces, in this order: the coach's ghosts, the river, the marks of
    changed spaces and the rings of faults (each names its space and says why)."""
    grid = board.grid
    out = [_ghost(grid, ghost) for ghost in ghosts]
    out.append(_river(board))
    for cell, why in sorted((marks or {}).items(), key=lambda item: grid.to_map(item[0])):
        x, y = centre(grid, cell)
        out.append(tag("g", tag("title", f"{grid.name(cell)}: {why}"),
                       tag("circle", cx=x + SIZE * .5, cy=y - SIZE * .5, r=SIZE * .28), class_="mark"))
    for cell, why in sorted((faults or {}).items(), key=lambda item: grid.to_map(item[0])):
        ring = outline_path(grid, cell, 2.5)
        out.append(tag("g", tag("title", f"{grid.name(cell)}: {why}"), tag("path", class_="halo", d=ring), tag("path", d=ring),
                       class_="fault"))
    return out


class Ghost(NamedTuple):
    """Spaces a piece could have covered in a round (the coach's better placement), drawn as an outline."""

    round: int
    cells: tuple[Cell, ...]
    label: str


def _ghost(grid: Grid, ghost: Ghost) -> Markup:
    mine = set(ghost.cells)
    outline = [line for cell in ghost.cells for neighbour, line in _sides(grid, cell) if neighbour not in mine]
    return tag("g", tag("title", ghost.label), tag("path", d="".join(outline)), class_="ghost", data_ghost=str(ghost.round))


_GROUNDS: dict[tuple[int, int, str], tuple[Board, Markup]] = per_build.table()


def _ground(board: Board, game: Game, lang: str, named: bool = True) -> Markup:
    """Terrain, features and cell names: the same on every page that shows this board."""
    key = (id(board), id(game), lang if named else "")
    cached = _GROUNDS.get(key)
    if cached is not None and cached[0] is board:
        return cached[1]
    grid = board.grid
    at = features_at(board)
    out = []
    for cell in sorted(board.terrain, key=grid.to_map):
        terrain = game.terrains[board.terrain[cell]]
        features = at.get(cell, ())
        inside = [tag("path", d=_outline(grid, cell), fill=terrain.colour)]
        if named:
            names = [game.features[f].names[lang] + (f" ×{n}" if n > 1 else "") for f, n in features]
            inside.append(tag("title", " · ".join([_name(grid, cell), terrain.names[lang], *names])))
        inside += [_feature_glyph(grid, cell, f, game.features[f].colour, n, game.features[f].glyph) for f, n in features]
        if named:
            inside.append(_name_text(grid, cell))
        out.append(tag("g", *inside, class_="cell"))
    if len(_GROUNDS) > 2048:  # a build shows a few boards per campaign: keep memory bounded
        _GROUNDS.clear()
    _GROUNDS[key] = (board, join(out))
    return _GROUNDS[key][1]


_RIVERS: dict[int, tuple[Board, Markup]] = per_build.table()


def _river(board: Board) -> Markup:
    """The river's sides as one layer (none without a river), drawn once per board."""
    cached = _RIVERS.get(id(board))
    if cached is not None and cached[0] is board:
        return cached[1]
    lines = []
    for edge in sorted(board.river, key=lambda e: sorted(board.grid.to_map(c) for c in e)):
        a, b = sorted(edge, key=board.grid.to_map)
        (x1, y1), (x2, y2) = shared_side(board.grid, a, b)
        lines.append(tag("line", class_="river", x1=x1, y1=y1, x2=x2, y2=y2))
    layer = tag("g", *lines, class_="rivers") if lines else Markup("")
    if len(_RIVERS) > 2048:
        _RIVERS.clear()
    _RIVERS[id(board)] = (board, layer)
    return layer


def _piece(board: Board, game: Game, lang: str, piece: Drawn) -> Markup:
    spaces, body = _piece_body(board, game, piece.cells, piece.colour)
    return tag("g", tag("title", piece_title(game, lang, piece, spaces)), body, class_="piece", data_round=str(piece.round))


def piece_title(game: Game, lang: str, piece: Drawn, spaces: Iterable[tuple[str, str | None]]) -> str:
    """A piece's tooltip: its label, then each space it covers with the symbol or colour shown there."""
    colour = game.colours[piece.colour] if piece.colour else None
    parts = []
    for name, symbol in spaces:
        term = game.symbols[symbol] if symbol else colour
        parts.append(f"{name} {term.names[lang]}" if term else name)
    return " · ".join([piece.label, ", ".join(parts)] if piece.label else [", ".join(parts)])


_BODIES: dict[tuple[int, int, int, str | None], tuple[Board, Game, Mapping[Cell, str | None], tuple[tuple[str, str | None], ...], Markup]] = per_build.table()


def _piece_body(board: Board, game: Game, cells: Mapping[Cell, str | None],
                colour: str | None) -> tuple[tuple[tuple[str, str | None], ...], Markup]:
    """A placed piece's spaces on the board (name and symbol) and its drawing: the same in every
    language, so that a page in three languages draws it once (remembered while `cells` lives here)."""
    key = (id(board), id(game), id(cells), colour)
    cached = _BODIES.get(key)
    if cached is not None and cached[0] is board and cached[1] is game and cached[2] is cells:
        return cached[3], cached[4]
    grid = board.grid
    on_board = sorted(((c, s) for c, s in cells.items() if c in board.terrain), key=lambda item: grid.to_map(item[0]))
    spaces = tuple((_name(grid, c), s) for c, s in on_board)
    body = _shape(grid, sorted(on_board), colour, game) + _under(board, game, dict(on_board))
    if len(_BODIES) > 20000:  # a campaign's pages place a few thousand pieces: keep memory bounded
        _BODIES.clear()
    _BODIES[key] = (board, game, cells, spaces, body)
    return spaces, body


def _under(board: Board, game: Game, cells: Mapping[Cell, str | None]) -> Markup:
    """The features a piece covers, small in a corner of their space: a covered tree still counts for some rules."""
    out = []
    features = features_at(board)
    for cell in sorted(cells, key=board.grid.to_map):
        if cell in features:
            x, y = centre(board.grid, cell)
            for feature, count in features[cell]:
                term = game.features[feature]
                glyph = _small_glyph(feature, term.colour, count, term.glyph)
                out.append(tag("g", glyph, class_="under", transform=f"translate({x - SIZE * .45:.1f},{y - SIZE * .4:.1f}) scale(.5)"))
    return join(out)


_FEATURES: dict[int, tuple[Board, dict[Cell, list[tuple[str, int]]]]] = per_build.table()


def features_at(board: Board) -> dict[Cell, list[tuple[str, int]]]:
    """A board's features by space, in the order they are drawn: looked up for every piece placed."""
    cached = _FEATURES.get(id(board))
    if cached is not None and cached[0] is board:
        return cached[1]
    at: dict[Cell, list[tuple[str, int]]] = {}
    for feature, counts in sorted(board.features.items()):
        for cell, count in counts.items():
            at.setdefault(cell, []).append((feature, count))
    if len(_FEATURES) > 2048:
        _FEATURES.clear()
    _FEATURES[id(board)] = (board, at)
    return at


@cache
def _small_glyph(feature: str, colour: str, count: int, text: str = "") -> Markup:
    return glyph_svg(feature, 0, 0, colour, count, text)


def _shape(grid: Grid, cells: Iterable[tuple[Cell, str | None]], colour_id: str | None, game: Game) -> Markup:
    """A piece's spaces, glyphs and outline.

    Each space is inset so that a rim of the terrain beneath shows; the outline runs round the
    whole piece, so that the spaces of one tile read as one."""
    cells = tuple(cells)
    mine = {c for c, _ in cells}
    colour = game.colours[colour_id].colour if colour_id else "#999"
    parts, outline = [], []
    for cell, symbol in cells:
        fill = game.symbols[symbol].colour if symbol else colour
        text = game.symbols[symbol].glyph if symbol else ""
        parts.append(_space(grid, cell, symbol or ("church" if colour_id and colour_id == game.church else None), fill, text))
        outline += [line for neighbour, line in _sides(grid, cell) if neighbour not in mine]  # where the piece ends
    return join(parts) + tag("path", class_="outline", d="".join(outline))


# A space of a piece and the sides of its outline, at a place on the board: the same wherever a
# piece covers that space, so drawn once per build (a board has a few hundred spaces).

@cache
def _space(grid: Grid, cell: Cell, glyph: str | None, fill: str, text: str = "") -> Markup:
    """A covered space, inset (the rim of the terrain shows), with its symbol's glyph (or a church's cross)."""
    x, y = centre(grid, cell)
    space = tag("path", d=outline_path(grid, cell, RIM), fill=fill)
    return space + glyph_svg(glyph, x, y, fill, text=text) if glyph else space


@cache
def _sides(grid: Grid, cell: Cell) -> tuple[tuple[Cell, str], ...]:
    """Each side of a space: the neighbour beyond it, and the side as a path segment."""
    full = unit_corners(grid.kind, 0.0)
    x, y = centre(grid, cell)
    sides = []
    for n in grid.neighbours(cell):
        i, j = side(grid, (n[0] - cell[0], n[1] - cell[1]))
        sides.append((n, f"M{x + full[i][0]:.1f},{y + full[i][1]:.1f}L{x + full[j][0]:.1f},{y + full[j][1]:.1f}"))
    return tuple(sides)


@cache
def _name(grid: Grid, cell: Cell) -> str:
    return grid.name(cell)


@cache
def _outline(grid: Grid, cell: Cell) -> str:
    return outline_path(grid, cell)


@cache
def _feature_glyph(grid: Grid, cell: Cell, feature: str, colour: str, count: int, text: str = "") -> Markup:
    x, y = centre(grid, cell)
    return glyph_svg(feature, x, y, colour, count, text)


@cache
def _name_text(grid: Grid, cell: Cell) -> Markup:
    """A space's name, written small in the space (shown when the reader asks for the names)."""
    x, y = centre(grid, cell)
    return tag("text", grid.name(cell), class_="name", x=x, y=y + SIZE * .75)


def stamp(game: Game, grid: Grid) -> dict[str, object]:
    """What a page needs to draw a piece over a board by itself, cell by cell: a cell's outline
    about its centre and the fill and glyph of each symbol (My Island) or colour (My City)."""
    terms = {s: (t.colour, glyph_svg(s, 0, 0, t.colour, text=t.glyph)) for s, t in game.symbols.items()}
    terms |= {c: (t.colour, glyph_svg("church", 0, 0, t.colour) if c == game.church else Markup("")) for c, t in game.colours.items()}
    return {"cell": unit_outline(grid.kind, 1.5),
            "terms": {term: {"fill": fill, "glyph": glyph} for term, (fill, glyph) in terms.items()}}


def piece_svg(cells: Mapping[Cell, str | None], colour: str | None, game: Game, grid: Grid, title: str,
              scale: float = 0.55, named: bool = True) -> Markup:
    """One piece on its own, as on a card, its anchor (the cell at offset 0,0) outlined."""
    head, tail = _piece_drawing(tuple(cells.items()), colour, game, grid, scale, named)
    return head + tag("title", title) + tail


_PieceKey = tuple[tuple[tuple[Cell, str | None], ...], str | None, int, str, float, bool]
_PIECES: dict[_PieceKey, tuple[Game, Markup, Markup]] = per_build.table()
_UNTITLED = str(tag("title", ""))


def _piece_drawing(cells: tuple[tuple[Cell, str | None], ...], colour: str | None, game: Game, grid: Grid,
                   scale: float, named: bool) -> tuple[Markup, Markup]:
    """A piece's drawing before and after its title: the same in every language and on every page
    that shows the piece (a games page shows each piece in every rotation), so drawn once."""
    key = (cells, colour, id(game), grid.kind, scale, named)
    cached = _PIECES.get(key)
    if cached is not None and cached[0] is game:
        return cached[1], cached[2]
    board, shape, anchor = _piece_board(dict(cells), game, grid)
    drawing = str(board_svg(board, game, "en", [Drawn(shape, 0, colour, "")], highlight=anchor,
                            classes="piece-card board", scale=scale, named=named))
    head, tail = drawing.split(_UNTITLED, 1)  # the drawing's own title comes first
    # A card's spaces are no board's: their names and terrain ("A1 · beach") would read as English
    # noise in every language, so the card keeps only its own title, given in the page's language.
    tail = re.sub(r"<title>[^<]*</title>", "", tail)
    if len(_PIECES) > 4096:
        _PIECES.clear()
    _PIECES[key] = (game, Markup(head), Markup(tail))
    return _PIECES[key][1], _PIECES[key][2]


def _piece_board(cells: Mapping[Cell, str | None], game: Game, grid: Grid) -> tuple[Board, dict[Cell, str | None], list[Cell]]:
    """A piece moved to the top left of a board just its size: the board, the moved cells, the anchor."""
    maps = {cell: grid.to_map(cell) for cell in cells}
    top = min(r for r, _ in maps.values())
    dr = -top + (top & 1 if grid.kind == "hex" else 0)  # hex rows move by pairs to keep their shift
    dc = -min(c for _, c in maps.values())
    moved = {cell: grid.from_map(r + dr, c + dc) for cell, (r, c) in maps.items()}
    shape = {moved[c]: s for c, s in cells.items()}
    rows = 1 + max(grid.to_map(c)[0] for c in shape)
    columns = 1 + max(grid.to_map(c)[1] for c in shape)
    board = Board("piece", grid, {c: next(iter(game.terrains)) for c in shape}, {}, frozenset(), rows, columns)
    return board, shape, [moved[(0, 0)]] if (0, 0) in moved else []


def catalogue_svg(entries: Sequence[tuple[str, str | None, Sequence[Mapping[Cell, str | None]]]], game: Game, grid: Grid,
                  lang: str, title: str) -> str:
    """Pieces as an SVG file of their own: one row per piece (label, colour, cells in each rotation
    r0, r1...), every rotation at the same scale with its anchor outlined, to print and compare; each
    space's tooltip in `lang`'s words of the game."""
    boards = [[_piece_board(cells, game, grid) for cells in turns] for _, _, turns in entries]
    box_w = max(extent(b)[0] for row in boards for b, _, _ in row) + SIZE
    box_h = max(extent(b)[1] for row in boards for b, _, _ in row) + SIZE
    label_w, head = 110.0, 24.0
    columns = max(len(row) for row in boards)
    out = [tag("title", title), _STANDALONE_STYLE]
    out += [tag("text", f"r{r}", class_="label", x=label_w + box_w * r + box_w / 2, y="16") for r in range(columns)]
    for i, ((label, colour, _), row) in enumerate(zip(entries, boards)):
        y = head + i * box_h
        out.append(tag("text", label, class_="label", x="4", y=y + box_h / 2, style="text-anchor:start"))
        for r, (board, shape, anchor) in enumerate(row):
            drawing = board_svg(board, game, lang, [Drawn(shape, 0, colour, "")], title=f"{label} r{r}",
                                highlight=anchor, classes="piece-card board", scale=1.0)
            out.append(tag("g", drawing, transform=f"translate({label_w + box_w * r:.1f},{y:.1f})"))
    width, height = label_w + box_w * columns, head + box_h * len(entries)
    drawing = tag("svg", *out, viewBox=f"0 0 {width:.1f} {height:.1f}", width=f"{width:.0f}", height=f"{height:.0f}",
                  role="img", xmlns=SVG)
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{drawing}\n'


_STANDALONE_STYLE = tag("style", ".name{font:7px sans-serif;text-anchor:middle;fill:#1d2327}"
                                 ".label{font:12px sans-serif;text-anchor:middle;fill:#1d2327}"
                                 ".cell path{stroke:#fff;stroke-width:1}.river{stroke:#2f7fd1;stroke-width:5;stroke-linecap:round}"
                                 ".piece .outline{fill:none;stroke:#1d2327;stroke-width:2;stroke-linecap:round}"
                                 ".highlight{fill:none;stroke:#e0a100;stroke-width:2.5;stroke-dasharray:3 2}")


def standalone_svg(board: Board, game: Game, lang: str, pieces: Sequence[Drawn] = (), title: str = "",
                   description: str = "") -> str:
    """A board (and the pieces on it) as an SVG file of its own, cell names shown: to print and lay
    beside the real one. Its tooltips are in `lang`'s words of the game; `description` already is."""
    drawing = str(board_svg(board, game, lang, pieces, title=title or board.name, description=description))
    head, rest = drawing.split(">", 1)
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{head}>{_STANDALONE_STYLE}{rest}\n'
