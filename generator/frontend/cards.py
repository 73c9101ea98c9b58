"""Piece cards drawn light, for the pages that show many of them: the games page (every piece in every
rotation, 168 cards on My Island's) and the episode page (each round's card).

A card looks as svg.piece_svg draws it (the terrain's rim round each space, the space in its symbol's
or colour's fill with its glyph, the piece's outline, the anchor's dashed ring), but each space is one
`<use>` of a shape the page defines once (`defs`), the outline is one path of short relative steps,
and a card carries no cell names: they are never shown on a card, and its title, in the page's
language, is what a screen reader says. About a fifth of the bytes and under half the elements.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from markupsafe import Markup

from generator.base import per_build
from generator.frontend.cells import RIM, Point, centre, extent, glyph_svg, outline_runs, short, unit_outline
from generator.frontend.tags import tag
from generator.geometry import Cell, Grid
from generator.model import Board, Game

_ANCHOR = "pca"


def defs(game: Game, grid: Grid) -> Markup:
    """The shapes every card of `game` on `grid` uses, once per page, before the cards: a space of
    each symbol and each colour (the terrain's rim, the fill, the glyph) and the anchor's ring.

    A `<use>`'s copy of a shape is beyond the stylesheet's reach: the shapes carry the board rules'
    strokes themselves (the rim's white edge, the ring's dashes), as style.css gives them to a board.
    The same on every page of the game in every language (every episode page shows them): drawn once a build."""
    cached = _DEFS.get((id(game), grid.kind))
    if cached is not None and cached[0] is game:
        return cached[1]
    ground = game.terrains[next(iter(game.terrains))].colour
    ids = _ids(game)
    shapes = [_shape(ids[term], grid, ground, fill, glyph, text) for term, (fill, glyph, text) in terms(game).items()]
    shapes.append(tag("path", id=_ANCHOR, d=unit_outline(grid.kind, 2), fill="none", stroke="#e0a100", stroke_width="2.5",
                      stroke_dasharray="3 2"))  # svg.board .highlight
    drawn = tag("svg", tag("defs", *shapes), class_="card-defs", aria_hidden="true", focusable="false")
    _DEFS[(id(game), grid.kind)] = (game, drawn)
    return drawn


_DEFS: dict[tuple[int, str], tuple[Game, Markup]] = per_build.table()


def card(cells: Mapping[Cell, str | None], colour: str | None, game: Game, grid: Grid, title: str,
         scale: float = 0.55) -> Markup:
    """One piece as on its card, its anchor (the cell at offset 0,0) ringed, named by `title`.

    `cells` are offsets from the anchor with each one's symbol (None on a building, drawn in
    `colour`); the piece is moved to the card's top left, as svg.piece_svg moves it. The drawing is
    the same in every language and on every page that shows the piece: drawn once a build."""
    key = (tuple(cells.items()), colour, id(game), grid.kind, scale)
    cached = _CARDS.get(key)
    if cached is None or cached[0] is not game:
        if len(_CARDS) > 4096:  # a build shows a few hundred: keep memory bounded
            _CARDS.clear()
        head, tail = _drawing(cells, colour, game, grid, scale).split(str(_UNTITLED), 1)
        cached = _CARDS[key] = (game, head, tail)
    return Markup(cached[1]) + tag("title", title) + Markup(cached[2])


_CARDS: dict[tuple[object, ...], tuple[Game, str, str]] = per_build.table()
_UNTITLED = tag("title", "")


def _drawing(cells: Mapping[Cell, str | None], colour: str | None, game: Game, grid: Grid, scale: float) -> str:
    moved = _moved(cells, grid)
    width, height = _extent(grid, moved)
    ids = _ids(game)
    spaces = [_use(ids[symbol or colour], *centre(grid, c)) for c, symbol in moved.items()]
    outline = tag("path", class_="outline", d=_outline(grid, moved))
    anchor = [_use(_ANCHOR, *centre(grid, c)) for c, offset in zip(moved, cells) if offset == (0, 0)]
    return str(tag("svg", _UNTITLED, tag("g", *spaces, outline, class_="piece"), *anchor,
                   class_="board piece-card", width=f"{width * scale:.0f}", height=f"{height * scale:.0f}",
                   viewBox=f"0 0 {short(width)} {short(height)}", role="img"))


def terms(game: Game) -> dict[str | None, tuple[str, str | None, str]]:
    """What a space of a piece can show: each symbol and each colour (a church's with its cross),
    and a space of neither (grey): its fill, glyph kind and a group's own glyph text."""
    found: dict[str | None, tuple[str, str | None, str]] = {s: (t.colour, s, t.glyph) for s, t in game.symbols.items()}
    found |= {c: (t.colour, "church" if c == game.church else None, "") for c, t in game.colours.items()}
    found[None] = ("#999", None, "")
    return found


def _ids(game: Game) -> dict[str | None, str]:
    """Each term's shape's id on the page: its place among the game's terms (a group's own symbol may
    be called anything; an id may not)."""
    return {term: f"pc{i}" for i, term in enumerate(terms(game))}


def _shape(id_: str, grid: Grid, ground: str, fill: str, glyph: str | None, text: str) -> Markup:
    rim = tag("path", d=unit_outline(grid.kind, 0.0), fill=ground, stroke="#ffffffaa", stroke_width="1")  # svg.board .cell path
    space = tag("path", d=unit_outline(grid.kind, RIM), fill=fill)
    return tag("g", rim, space, glyph_svg(glyph, 0, 0, fill, text=text) if glyph else Markup(""), id=id_)


def _use(href: str, x: float, y: float) -> Markup:
    return tag("use", href=f"#{href}", x=short(x), y=short(y))


def _moved(cells: Mapping[Cell, str | None], grid: Grid) -> dict[Cell, str | None]:
    """The piece moved to the top left (hex rows by pairs, which keeps their shift), in the
    order of `cells`."""
    maps = [grid.to_map(cell) for cell in cells]
    top = min(r for r, _ in maps)
    dr = -top + (top & 1 if grid.kind == "hex" else 0)
    dc = -min(c for _, c in maps)
    return {grid.from_map(r + dr, c + dc): symbol for (r, c), symbol in zip(maps, cells.values())}


def _extent(grid: Grid, cells: Iterable[Cell]) -> tuple[float, float]:
    """The card's size: a board just as many rows and columns as the piece."""
    maps = [grid.to_map(c) for c in cells]
    return extent(Board("card", grid, {}, {}, frozenset(), 1 + max(r for r, _ in maps), 1 + max(c for _, c in maps)))


def _outline(grid: Grid, cells: Iterable[Cell]) -> str:
    """The sides where the piece ends, chained into runs: `M` once per run, then relative steps."""
    return "".join(_run(run, closed) for run, closed in outline_runs(grid, cells))


def _run(points: list[Point], closed: bool) -> str:
    steps = [f"l{short(b[0] - a[0])},{short(b[1] - a[1])}" for a, b in zip(points, points[1:])]
    return f"M{short(points[0][0])},{short(points[0][1])}" + "".join(steps) + ("z" if closed else "")
