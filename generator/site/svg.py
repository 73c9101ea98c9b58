"""Boards, pieces, progress circles and charts as inline SVG (hex and square grids)."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import NamedTuple

from markupsafe import Markup, escape

from generator import per_build
from generator.geometry import Cell, Grid
from generator.model import Board, Game

SIZE = 18.0
"""Hex radius, and half a square's side, in SVG units."""
_SQRT3 = math.sqrt(3)


class Drawn(NamedTuple):
    """A piece on a drawn board: its cells (with symbols), colour and the round it came in (a
    tuple: an episode page makes a hundred of them, in each language)."""

    cells: Mapping[Cell, str | None]
    round: int
    colour: str | None
    label: str


def centre(grid: Grid, cell: Cell) -> tuple[float, float]:
    row, col = grid.to_map(cell)
    if grid.kind == "hex":
        return (SIZE * _SQRT3 * (col + 0.5 * (row & 1) + 0.5), SIZE * (1.5 * row + 1))
    return (SIZE * (2 * col + 1), SIZE * (2 * row + 1))


def _unit_corners(kind: str, inset: float) -> list[tuple[float, float]]:
    r = SIZE - inset
    if kind == "hex":
        return [(r * math.cos(math.radians(60 * i - 30)), r * math.sin(math.radians(60 * i - 30))) for i in range(6)]
    return [(-r, -r), (r, -r), (r, r), (-r, r)]


RIM = 3.5
"""How much of the terrain shows round a covered space: a covered beach still reads as beach."""
_CORNERS = {(kind, inset): _unit_corners(kind, inset) for kind in ("hex", "square") for inset in (0.0, 1.5, 2.0, RIM)}


def corners(grid: Grid, cell: Cell, inset: float = 0.0) -> list[tuple[float, float]]:
    x, y = centre(grid, cell)
    unit = _CORNERS.get((grid.kind, inset)) or _unit_corners(grid.kind, inset)
    return [(x + dx, y + dy) for dx, dy in unit]


def outline_path(grid: Grid, cell: Cell, inset: float = 0.0) -> str:
    """A cell's outline as a short path: its first corner, then the same relative steps for every cell."""
    first = corners(grid, cell, inset)[0]
    return f"M{first[0]:.1f},{first[1]:.1f}{_steps(grid.kind, inset)}"


@cache
def _steps(kind: str, inset: float) -> str:
    unit = _CORNERS.get((kind, inset)) or _unit_corners(kind, inset)
    return "".join(f"l{b[0] - a[0]:.1f},{b[1] - a[1]:.1f}" for a, b in zip(unit, unit[1:])) + "z"


def _points(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def extent(board: Board) -> tuple[float, float]:
    if board.grid.kind == "hex":
        return (SIZE * _SQRT3 * (board.columns + 0.5), SIZE * (1.5 * board.rows + 0.5))
    return (SIZE * 2 * board.columns, SIZE * 2 * board.rows)


_SIDES: dict[tuple[str, Cell], tuple[int, int]] = {}


def _side(grid: Grid, direction: Cell) -> tuple[int, int]:
    """The two corners of a cell on its side towards `direction`: the same for every cell."""
    key = (grid.kind, direction)
    if key not in _SIDES:
        origin = grid.from_map(2, 2)
        ca, cb = corners(grid, origin), corners(grid, (origin[0] + direction[0], origin[1] + direction[1]))
        i, j = (i for i, p in enumerate(ca) if any(abs(p[0] - q[0]) < 0.5 and abs(p[1] - q[1]) < 0.5 for q in cb))
        _SIDES[key] = (i, j)
    return _SIDES[key]


def _edge(grid: Grid, a: Cell, b: Cell) -> tuple[tuple[float, float], tuple[float, float]]:
    """The segment two neighbouring cells share."""
    i, j = _side(grid, (b[0] - a[0], b[1] - a[1]))
    mine = corners(grid, a)
    return mine[i], mine[j]


# --- glyphs: symbols and features are told apart by shape as well as colour --------------------

def _glyph(kind: str, x: float, y: float, colour: str, count: int = 1, text: str = "") -> str:
    s = SIZE * 0.42
    if text:  # a group's own feature or symbol: its characters, white on a disc of its colour
        shown = escape(text if count <= 1 else f"{text}×{count}")
        return (f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{s * .95:.1f}" fill="{colour}" stroke="#222" stroke-width=".8"/>'
                f'<text class="glyph" x="{x:.1f}" y="{y + s * .42:.1f}" font-size="{s * (1.3 if count <= 1 else .9):.1f}" '
                f'text-anchor="middle" fill="#fff" stroke="#222" stroke-width=".5" paint-order="stroke">{shown}</text>')
    if kind == "house":
        return f'<path d="M{x - s:.1f},{y + s * .8:.1f}V{y - s * .1:.1f}L{x:.1f},{y - s:.1f}L{x + s:.1f},{y - s * .1:.1f}V{y + s * .8:.1f}Z" fill="#fff8" stroke="#3b1d10" stroke-width="1.2"/>'
    if kind == "field":
        return "".join(f'<line x1="{x - s:.1f}" y1="{y + d:.1f}" x2="{x + s:.1f}" y2="{y + d:.1f}" stroke="#6b5208" stroke-width="1.6"/>'
                       for d in (-s * .6, 0, s * .6))
    if kind == "wall":
        return (f'<rect x="{x - s:.1f}" y="{y - s * .6:.1f}" width="{2 * s:.1f}" height="{1.2 * s:.1f}" fill="none" stroke="#fff" stroke-width="1.4"/>'
                f'<line x1="{x:.1f}" y1="{y - s * .6:.1f}" x2="{x:.1f}" y2="{y + s * .6:.1f}" stroke="#fff" stroke-width="1.4"/>')
    if kind == "path":
        return f'<line x1="{x - s:.1f}" y1="{y:.1f}" x2="{x + s:.1f}" y2="{y:.1f}" stroke="#fff" stroke-width="2.4" stroke-dasharray="3 2.5"/>'
    if kind == "statue":
        return f'<path d="M{x - s * .45:.1f},{y + s:.1f}V{y - s * .5:.1f}Q{x:.1f},{y - s * 1.3:.1f} {x + s * .45:.1f},{y - s * .5:.1f}V{y + s:.1f}Z" fill="{colour}" stroke="#111" stroke-width="1"/>'
    if kind == "tree":
        return "".join(f'<path d="M{x + dx - s * .5:.1f},{y + s * .6:.1f}L{x + dx:.1f},{y - s * .8:.1f}L{x + dx + s * .5:.1f},{y + s * .6:.1f}Z" fill="{colour}" stroke="#123" stroke-width=".8"/>'
                       for dx in _spread(count, s))
    if kind == "rock":
        return "".join(f'<ellipse cx="{x + dx:.1f}" cy="{y + s * .2:.1f}" rx="{s * .5:.1f}" ry="{s * .38:.1f}" fill="{colour}" stroke="#222" stroke-width=".8"/>'
                       for dx in _spread(count, s))
    if kind == "well":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{s * .7:.1f}" fill="#fff" stroke="{colour}" stroke-width="3"/>'
    if kind == "gold":
        return f'<path d="M{x:.1f},{y - s:.1f}L{x + s * .8:.1f},{y:.1f}L{x:.1f},{y + s:.1f}L{x - s * .8:.1f},{y:.1f}Z" fill="{colour}" stroke="#5a4000" stroke-width="1"/>'
    if kind == "church":
        return (f'<line x1="{x:.1f}" y1="{y - s:.1f}" x2="{x:.1f}" y2="{y + s:.1f}" stroke="#fff" stroke-width="2"/>'
                f'<line x1="{x - s * .6:.1f}" y1="{y - s * .35:.1f}" x2="{x + s * .6:.1f}" y2="{y - s * .35:.1f}" stroke="#fff" stroke-width="2"/>')
    # a sticker slot or anything else: a small square
    return f'<rect x="{x - s * .4:.1f}" y="{y - s * .4:.1f}" width="{s * .8:.1f}" height="{s * .8:.1f}" fill="{colour}" stroke="#333" stroke-width="1"/>'


def _spread(count: int, s: float) -> list[float]:
    return [0.0] if count <= 1 else [-s * .55, s * .55][:count] if count == 2 else [-s * .7, 0, s * .7][:count]


def board_svg(board: Board, game: Game, lang: str, pieces: Sequence[Drawn] = (), title: str = "",
              description: str = "", highlight: Iterable[Cell] = (), classes: str = "board",
              scale: float | None = None, marks: Mapping[Cell, str] | None = None, named: bool = True,
              faults: Mapping[Cell, str] | None = None) -> Markup:
    """A board with its terrain, features, river and pieces; every cell names itself on hover.

    Without `scale` the drawing fills its container; with one it keeps that size, so that pieces
    drawn side by side share one scale. A board not `named` leaves out the cells' names (a
    piece on its own). `marks` flags cells with a small badge and says why (a
    board change kept from an earlier episode); `faults` rings the spaces that break a rule.
    """
    grid = board.grid
    width, height = extent(board)
    size = f' width="{width * scale:.0f}" height="{height * scale:.0f}"' if scale else ""
    out = [f'<svg class="{classes} board-{grid.kind}"{size} viewBox="0 0 {width:.1f} {height:.1f}" role="img" data-pagefind-ignore="all" '
           f'xmlns="http://www.w3.org/2000/svg"><title>{escape(title)}</title><desc>{escape(description)}</desc>',
           _ground(board, game, lang, named)]
    for piece in pieces:
        out.append(_piece(board, game, lang, piece))
    for cell in highlight:
        out.append(f'<path class="highlight" d="{outline_path(grid, cell, 2)}"/>')
    for cell, why in sorted((marks or {}).items(), key=lambda item: grid.to_map(item[0])):
        x, y = centre(grid, cell)
        out.append(f'<g class="mark"><title>{escape(grid.name(cell))}: {escape(why)}</title>'
                   f'<circle cx="{x + SIZE * .5:.1f}" cy="{y - SIZE * .5:.1f}" r="{SIZE * .28:.1f}"/></g>')
    for cell, why in sorted((faults or {}).items(), key=lambda item: grid.to_map(item[0])):
        ring = outline_path(grid, cell, 2.5)
        out.append(f'<g class="fault"><title>{escape(grid.name(cell))}: {escape(why)}</title>'
                   f'<path class="halo" d="{ring}"/><path d="{ring}"/></g>')
    out.append("</svg>")
    return Markup("".join(out))


_GROUNDS: dict[tuple[int, int, str], tuple[Board, str]] = per_build.table()


def _ground(board: Board, game: Game, lang: str, named: bool = True) -> str:
    """Terrain, features, cell names and river: the same on every page that shows this board."""
    key = (id(board), id(game), lang if named else "")
    cached = _GROUNDS.get(key)
    if cached is not None and cached[0] is board:
        return cached[1]
    grid = board.grid
    at = _features_at(board)
    out = []
    for cell in sorted(board.terrain, key=grid.to_map):
        terrain = game.terrains[board.terrain[cell]]
        features = at.get(cell, ())
        out.append(f'<g class="cell"><path d="{_outline(grid, cell)}" fill="{terrain.colour}"/>')
        if named:
            names = [game.features[f].names[lang] + (f" ×{n}" if n > 1 else "") for f, n in features]
            out.append(f'<title>{escape(" · ".join([_name(grid, cell), terrain.names[lang], *names]))}</title>')
        out += [_feature_glyph(grid, cell, f, game.features[f].colour, n, game.features[f].glyph) for f, n in features]
        out.append(f"{_name_text(grid, cell)}</g>" if named else "</g>")
    out += _river(board)
    if len(_GROUNDS) > 2048:  # a build shows a few boards per campaign: keep memory bounded
        _GROUNDS.clear()
    _GROUNDS[key] = (board, "".join(out))
    return _GROUNDS[key][1]


def _river(board: Board) -> list[str]:
    lines = []
    for edge in sorted(board.river, key=lambda e: sorted(board.grid.to_map(c) for c in e)):
        a, b = sorted(edge, key=board.grid.to_map)
        (x1, y1), (x2, y2) = _edge(board.grid, a, b)
        lines.append(f'<line class="river" x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}"/>')
    return lines


def _piece(board: Board, game: Game, lang: str, piece: Drawn) -> str:
    spaces, body = _piece_body(board, game, piece.cells, piece.colour)
    colour = game.colours[piece.colour] if piece.colour else None
    parts = []
    for name, symbol in spaces:
        term = game.symbols[symbol] if symbol else colour
        parts.append(f"{name} {term.names[lang]}" if term else name)
    title = " · ".join([piece.label, ", ".join(parts)] if piece.label else [", ".join(parts)])
    return f'<g class="piece" data-round="{piece.round}"><title>{escape(title)}</title>{body}</g>'


_BODIES: dict[tuple[int, int, int, str | None], tuple[Board, Game, Mapping[Cell, str | None], tuple[tuple[str, str | None], ...], str]] = per_build.table()


def _piece_body(board: Board, game: Game, cells: Mapping[Cell, str | None],
                colour: str | None) -> tuple[tuple[tuple[str, str | None], ...], str]:
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


def _under(board: Board, game: Game, cells: Mapping[Cell, str | None]) -> str:
    """The features a piece covers, small in a corner of their space: a covered tree still counts for some rules."""
    out = []
    features = _features_at(board)
    for cell in sorted(cells, key=board.grid.to_map):
        if cell in features:
            x, y = centre(board.grid, cell)
            for feature, count in features[cell]:
                term = game.features[feature]
                glyph = _small_glyph(feature, term.colour, count, term.glyph)
                out.append(f'<g class="under" transform="translate({x - SIZE * .45:.1f},{y - SIZE * .4:.1f}) scale(.5)">{glyph}</g>')
    return "".join(out)


_FEATURES: dict[int, tuple[Board, dict[Cell, list[tuple[str, int]]]]] = per_build.table()


def _features_at(board: Board) -> dict[Cell, list[tuple[str, int]]]:
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
def _small_glyph(feature: str, colour: str, count: int, text: str = "") -> str:
    return _glyph(feature, 0, 0, colour, count, text)


def _shape(grid: Grid, cells: Iterable[tuple[Cell, str | None]], colour_id: str | None, game: Game) -> str:
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
    return "".join(parts) + f'<path class="outline" d="{"".join(outline)}"/>'


# A space of a piece and the sides of its outline, at a place on the board: the same wherever a
# piece covers that space, so drawn once per build (a board has a few hundred spaces).

@cache
def _space(grid: Grid, cell: Cell, glyph: str | None, fill: str, text: str = "") -> str:
    """A covered space, inset (the rim of the terrain shows), with its symbol's glyph (or a church's cross)."""
    x, y = centre(grid, cell)
    return f'<path d="{outline_path(grid, cell, RIM)}" fill="{fill}"/>' + (_glyph(glyph, x, y, fill, text=text) if glyph else "")


@cache
def _sides(grid: Grid, cell: Cell) -> tuple[tuple[Cell, str], ...]:
    """Each side of a space: the neighbour beyond it, and the side as a path segment."""
    full = _CORNERS[(grid.kind, 0.0)]
    x, y = centre(grid, cell)
    sides = []
    for n in grid.neighbours(cell):
        i, j = _side(grid, (n[0] - cell[0], n[1] - cell[1]))
        sides.append((n, f"M{x + full[i][0]:.1f},{y + full[i][1]:.1f}L{x + full[j][0]:.1f},{y + full[j][1]:.1f}"))
    return tuple(sides)


@cache
def _name(grid: Grid, cell: Cell) -> str:
    return grid.name(cell)


@cache
def _outline(grid: Grid, cell: Cell) -> str:
    return outline_path(grid, cell)


@cache
def _feature_glyph(grid: Grid, cell: Cell, feature: str, colour: str, count: int, text: str = "") -> str:
    x, y = centre(grid, cell)
    return _glyph(feature, x, y, colour, count, text)


@cache
def _name_text(grid: Grid, cell: Cell) -> str:
    """A space's name, written small in the space (shown when the reader asks for the names)."""
    x, y = centre(grid, cell)
    return f'<text class="name" x="{x:.1f}" y="{y + SIZE * .75:.1f}">{grid.name(cell)}</text>'


def stamp(game: Game, grid: Grid) -> dict[str, object]:
    """What a page needs to draw a piece over a board by itself, cell by cell: a cell's outline
    about its centre and the fill and glyph of each symbol (My Island) or colour (My City)."""
    first = _CORNERS[(grid.kind, 1.5)][0]
    terms = {s: (t.colour, _glyph(s, 0, 0, t.colour, text=t.glyph)) for s, t in game.symbols.items()}
    terms |= {c: (t.colour, _glyph("church", 0, 0, t.colour) if c == game.church else "") for c, t in game.colours.items()}
    return {"cell": f"M{first[0]:.1f},{first[1]:.1f}{_steps(grid.kind, 1.5)}",
            "terms": {term: {"fill": fill, "glyph": glyph} for term, (fill, glyph) in terms.items()}}


def piece_svg(cells: Mapping[Cell, str | None], colour: str | None, game: Game, grid: Grid, title: str,
              scale: float = 0.55, named: bool = True) -> Markup:
    """One piece on its own, as on a card, its anchor (the cell at offset 0,0) outlined."""
    head, tail = _piece_drawing(tuple(cells.items()), colour, game, grid, scale, named)
    return Markup(f"{head}{escape(title)}{tail}")


_PIECES: dict[tuple, tuple[Game, str, str]] = per_build.table()


def _piece_drawing(cells: tuple[tuple[Cell, str | None], ...], colour: str | None, game: Game, grid: Grid,
                   scale: float, named: bool) -> tuple[str, str]:
    """A piece's drawing before and after its title: the same in every language and on every page
    that shows the piece (a games page shows each piece in every rotation), so drawn once."""
    key = (cells, colour, id(game), grid.kind, scale, named)
    cached = _PIECES.get(key)
    if cached is not None and cached[0] is game:
        return cached[1], cached[2]
    board, shape, anchor = _piece_board(dict(cells), game, grid)
    drawing = str(board_svg(board, game, "en", [Drawn(shape, 0, colour, "")], highlight=anchor,
                            classes="piece-card board", scale=scale, named=named))
    head, tail = drawing.split("<title></title>", 1)  # the drawing's own title comes first
    # A card's spaces are no board's: their names and terrain ("A1 · beach") would read as English
    # noise in every language, so the card keeps only its own title, given in the page's language.
    tail = re.sub(r"<title>[^<]*</title>", "", tail)
    if len(_PIECES) > 4096:
        _PIECES.clear()
    _PIECES[key] = (game, head + "<title>", "</title>" + tail)
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
                  title: str) -> str:
    """Pieces as an SVG file of their own: one row per piece (label, colour, cells in each rotation
    r0, r1...), every rotation at the same scale with its anchor outlined, to print and compare."""
    boards = [[_piece_board(cells, game, grid) for cells in turns] for _, _, turns in entries]
    box_w = max(extent(b)[0] for row in boards for b, _, _ in row) + SIZE
    box_h = max(extent(b)[1] for row in boards for b, _, _ in row) + SIZE
    label_w, head = 110.0, 24.0
    columns = max(len(row) for row in boards)
    out = [f'<text class="label" x="{label_w + box_w * r + box_w / 2:.1f}" y="16">r{r}</text>' for r in range(columns)]
    for i, ((label, colour, _), row) in enumerate(zip(entries, boards)):
        y = head + i * box_h
        out.append(f'<text class="label" x="4" y="{y + box_h / 2:.1f}" style="text-anchor:start">{escape(label)}</text>')
        for r, (board, shape, anchor) in enumerate(row):
            drawing = board_svg(board, game, "en", [Drawn(shape, 0, colour, "")], title=f"{label} r{r}",
                                highlight=anchor, classes="piece-card board", scale=1.0)
            out.append(f'<g transform="translate({label_w + box_w * r:.1f},{y:.1f})">{drawing}</g>')
    width, height = label_w + box_w * columns, head + box_h * len(entries)
    return (f'<?xml version="1.0" encoding="UTF-8"?>\n<svg viewBox="0 0 {width:.1f} {height:.1f}" width="{width:.0f}" '
            f'height="{height:.0f}" role="img" xmlns="http://www.w3.org/2000/svg"><title>{escape(title)}</title>'
            f'{_STANDALONE_STYLE}{"".join(out)}</svg>\n')


def circles_svg(total: int, filled: int, capped: Sequence[int], per_row: int, section: int, title: str) -> Markup:
    """Progress circles as on the board: in sections (My Island) or rows (My City); cap circles ringed."""
    r, gap = 6.0, 15.0
    rows = math.ceil(total / per_row)
    width = 18 + (per_row - 1) * gap + (per_row - 1) // section * 6
    out = [f'<svg class="circles" viewBox="0 0 {width:.0f} {rows * gap + 4:.0f}" role="img" data-pagefind-ignore="all" xmlns="http://www.w3.org/2000/svg">'
           f'<title>{escape(title)}</title>']
    for i in range(total):
        row, col = divmod(i, per_row)
        x = 9 + col * gap + (col // section) * 6
        y = 9 + row * gap
        cls = "on" if i < filled else "off"
        cls += " cap" if i in capped else ""
        out.append(f'<circle class="{cls}" cx="{x:.1f}" cy="{y:.1f}" r="{r}"/>')
    out.append("</svg>")
    return Markup("".join(out))


def _ticks(top: int) -> list[int]:
    """Round tick values from 0 to at least `top`: about five of them."""
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100) if top / s <= 6)
    return list(range(0, top + step, step))


def chart_svg(series: Sequence[tuple[str, str, Sequence[int]]], bars: Sequence[tuple[str, Sequence[int]]],
              labels: Sequence[str], title: str, caption: str, axes: tuple[str, str, str]) -> Markup:
    """Tokens per episode as lines (one colour and dash per player) on the left axis; progress
    coloured so far as bars on the right axis. `axes` names the episodes, tokens and progress.

    Units are about pixels on a phone, so that every text stays legible at 390 px."""
    n = max(1, len(labels))
    w, h, left, right, top, bottom = 400.0, 250.0, 44.0, 40.0, 12.0, 44.0
    band = (w - left - right) / n
    tokens = _ticks(max([1, *[v for _, _, vals in series for v in vals]]))
    progress = _ticks(max([1, *[v for _, vals in bars for v in vals]]))
    plot = h - top - bottom

    def y_of(value: float, ticks: list[int]) -> float:
        return h - bottom - value * plot / ticks[-1]

    out = [f'<svg class="chart" viewBox="0 0 {w:.0f} {h:.0f}" role="img" data-pagefind-ignore="all" xmlns="http://www.w3.org/2000/svg">'
           f'<title>{escape(title)}</title><desc>{escape(caption)}</desc>']
    for tick in tokens:
        y = y_of(tick, tokens)
        out.append(f'<line class="grid" x1="{left}" y1="{y:.1f}" x2="{w - right:.1f}" y2="{y:.1f}"/>'
                   f'<text class="tick" x="{left - 4}" y="{y + 4:.1f}">{tick}</text>')
    out += [f'<text class="tick right" x="{w - right + 4}" y="{y_of(tick, progress) + 4:.1f}">{tick}</text>' for tick in progress]
    every = math.ceil(n / 12)  # at most 12 episode numbers: each stays readable
    out += [f'<text class="label" x="{left + (i + .5) * band:.1f}" y="{h - bottom + 16:.1f}">{escape(label)}</text>'
            for i, label in enumerate(labels) if i % every == 0 or i == n - 1]
    episodes, token_axis, progress_axis = axes
    out.append(f'<text class="axis" x="{left + (w - left - right) / 2:.1f}" y="{h - 6:.1f}">{escape(episodes)}</text>'
               f'<text class="axis" transform="translate(12,{top + plot / 2:.1f}) rotate(-90)">{escape(token_axis)}</text>'
               f'<text class="axis" transform="translate({w - 8:.1f},{top + plot / 2:.1f}) rotate(90)">{escape(progress_axis)}</text>'
               f'<rect class="frame" x="{left}" y="{top}" width="{w - left - right:.1f}" height="{plot:.1f}"/>')
    width = band * .7 / max(1, len(bars))
    for k, (colour, vals) in enumerate(bars):
        for i, v in enumerate(vals):
            out.append(f'<rect class="bar" x="{left + i * band + band * .15 + k * width:.1f}" y="{y_of(v, progress):.1f}" '
                       f'width="{width:.1f}" height="{h - bottom - y_of(v, progress):.1f}" fill="{colour}"/>')
    dashes = ("", "6 3", "2 3", "8 3 2 3")
    for k, (name, colour, vals) in enumerate(series):
        pts = [(left + (i + .5) * band, y_of(v, tokens)) for i, v in enumerate(vals)]
        out.append(f'<polyline class="line" points="{_points(pts)}" stroke="{colour}" stroke-dasharray="{dashes[k % 4]}">'
                   f'<title>{escape(name)}</title></polyline>')
        out += [f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="{colour}"/>' for x, y in pts]
    out.append("</svg>")
    return Markup("".join(out))


_STANDALONE_STYLE = ("<style>.name{font:7px sans-serif;text-anchor:middle;fill:#1d2327}"
                     ".label{font:12px sans-serif;text-anchor:middle;fill:#1d2327}"
                     ".cell path{stroke:#fff;stroke-width:1}.river{stroke:#2f7fd1;stroke-width:5;stroke-linecap:round}"
                     ".piece .outline{fill:none;stroke:#1d2327;stroke-width:2;stroke-linecap:round}"
                     ".highlight{fill:none;stroke:#e0a100;stroke-width:2.5;stroke-dasharray:3 2}</style>")


def standalone_svg(board: Board, game: Game, lang: str = "en", pieces: Sequence[Drawn] = (), title: str = "",
                   description: str = "every space with its name") -> str:
    """A board (and the pieces on it) as an SVG file of its own, cell names shown: to print and lay
    beside the real one."""
    drawing = str(board_svg(board, game, lang, pieces, title=title or board.name, description=description))
    head, rest = drawing.split(">", 1)
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{head}>{_STANDALONE_STYLE}{rest}\n'
