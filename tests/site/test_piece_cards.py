"""The games page's piece cards (generator/frontend/cards.py) show what svg.piece_svg draws, lighter
(issue 33, pages on phones): for every shipped piece in every rotation of both games, and for any
shape of spaces, a card has the same size, the same spaces in the same fills, the same outline and
the same anchor, as a few `<use>`s of shapes the page defines once, and no cell names."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.frontend import cards, svg
from generator.frontend.cells import RIM, rotations, unit_corners
from generator.geometry import Cell, Grid, grid_for
from generator.model import Game
from generator.site.workers import components
from generator.validate.content import load_game

GAMES = {game_id: load_game(game_id) for game_id in ("my-island", "my-city")}
_, CATALOGUES = components(list(GAMES.values()))

Segment = tuple[tuple[float, float], tuple[float, float]]


def every_piece() -> Iterator[tuple[str, str, int]]:
    for game_id, catalogues in CATALOGUES.items():
        for _, catalogue in catalogues:
            assert catalogue is not None
            for piece in catalogue.pieces.values():
                for r, _ in rotations(piece, catalogue.grid):
                    yield game_id, piece.id, r


def drawn_both_ways(game: Game, grid: Grid, cells: dict[Cell, str | None], colour: str | None) -> tuple[str, str, str]:
    """A piece as svg.piece_svg and as cards.card draw it, and the page's shapes for the card."""
    return (str(svg.piece_svg(cells, colour, game, grid, "t")), str(cards.card(cells, colour, game, grid, "t")),
            str(cards.defs(game, grid)))


def lines(d: str) -> list[Segment]:
    """svg.piece_svg's outline: a move and a line per side."""
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", d)]
    return [((numbers[i], numbers[i + 1]), (numbers[i + 2], numbers[i + 3])) for i in range(0, len(numbers), 4)]


def runs(d: str) -> list[Segment]:
    """cards.card's outline: runs of relative steps from a move, closed by z."""
    segments: list[Segment] = []
    for run in re.findall(r"M[^M]*", d):
        x, y = (float(n) for n in re.match(r"M(-?[\d.]+),(-?[\d.]+)", run).groups())  # type: ignore[union-attr]
        start = (x, y)
        for dx, dy in re.findall(r"l(-?[\d.]+),(-?[\d.]+)", run):
            segments.append(((x, y), (x + float(dx), y + float(dy))))
            x, y = x + float(dx), y + float(dy)
        if run.endswith("z"):
            segments.append(((x, y), start))
    return segments


def same_sides(ours: list[Segment], theirs: list[Segment]) -> bool:
    """The same sides, in any order and either direction, to a fifth of a unit (both are written to a tenth)."""
    def near(a: Segment, b: Segment) -> bool:
        return any(math.dist(a[0], p) < .2 and math.dist(a[1], q) < .2 for p, q in (b, b[::-1]))
    return len(ours) == len(theirs) and all(any(near(a, b) for b in theirs) for a in ours)


def outline(drawing: str) -> str:
    return re.search(r'class="outline" d="([^"]+)"', drawing).group(1)  # type: ignore[union-attr]


Place = tuple[float, float, str]
"""A space drawn: where (x, y) and its fill."""


def same_places(drawn: list[Place], expected: list[Place]) -> bool:
    """The same spaces, each within a fifth of a unit of its twin (and the anchors alike): both drawings write coordinates to a tenth
    from different corners, so a space at 171.44 in one is 171.5 in the other (rounding to whole units
    split them apart)."""
    left = list(expected)
    for x, y, fill in drawn:
        twin = next((p for p in left if p[2] == fill and abs(p[0] - x) <= 0.2 and abs(p[1] - y) <= 0.2), None)
        if twin is None:
            return False
        left.remove(twin)
    return not left


def spaces_of_piece_svg(drawing: str, kind: str) -> list[Place]:
    """The piece's spaces (centre and fill): each an inset outline inside the piece's group."""
    piece = drawing[drawing.index('class="piece"'):]
    dx, dy = unit_corners(kind, RIM)[0]
    return [(float(x) - dx, float(y) - dy, fill)
            for x, y, fill in re.findall(r'<path d="M(-?[\d.]+),(-?[\d.]+)l[^"]*" fill="([^"]+)"', piece)]


def spaces_of_card(drawing: str, defs: str) -> list[Place]:
    """The card's spaces: a <use> of a shape whose second path is the space's fill."""
    fills = {shape: re.findall(r'fill="([^"]+)"', body)[1] for shape, body in re.findall(r'<g id="(pc\d+)">(.*?)</g>', defs)}
    return [(float(x), float(y), fills[href])
            for href, x, y in re.findall(r'<use href="#(pc\d+)" x="([^"]+)" y="([^"]+)"', drawing)]


def anchor_of_piece_svg(drawing: str, kind: str) -> tuple[float, float]:
    x, y = re.search(r'class="highlight" d="M(-?[\d.]+),(-?[\d.]+)', drawing).groups()  # type: ignore[union-attr]
    dx, dy = unit_corners(kind, 2)[0]
    return float(x) - dx, float(y) - dy


def anchor_of_card(drawing: str) -> tuple[float, float]:
    x, y = re.search(r'<use href="#pca" x="([^"]+)" y="([^"]+)"', drawing).groups()  # type: ignore[union-attr]
    return float(x), float(y)


def size(drawing: str) -> tuple[str, str, list[float]]:
    width, height, box = re.search(r'<svg[^>]* width="(\d+)" height="(\d+)" viewBox="([^"]+)"', drawing).groups()  # type: ignore[union-attr]
    return width, height, [round(float(n), 1) for n in box.split()]


def assert_drawn_alike(game: Game, grid: Grid, cells: dict[Cell, str | None], colour: str | None) -> None:
    old, card, defs = drawn_both_ways(game, grid, cells, colour)
    assert size(card) == size(old)
    assert same_sides(runs(outline(card)), lines(outline(old)))
    assert same_places(spaces_of_card(card, defs), spaces_of_piece_svg(old, grid.kind))
    (x, y), (x0, y0) = anchor_of_card(card), anchor_of_piece_svg(old, grid.kind)
    assert abs(x - x0) <= 0.2 and abs(y - y0) <= 0.2, ((x, y), (x0, y0))


@pytest.mark.parametrize("game_id,piece_id,r", list(every_piece()))
def test_a_shipped_piece_looks_on_its_card_as_the_board_draws_it(game_id: str, piece_id: str, r: int) -> None:
    """Each tile and building (MI-E01, MC-E01) in each rotation rN a log may write, its anchor ringed, in
    its symbols' or its colour's fills."""
    game = GAMES[game_id]
    catalogue = next(c for _, c in CATALOGUES[game_id] if c is not None and piece_id in c.pieces)
    piece = catalogue.pieces[piece_id]
    assert_drawn_alike(game, catalogue.grid, dict(rotations(piece, catalogue.grid))[r], piece.colour)


@st.composite
def shapes(draw: st.DrawFn) -> tuple[str, dict[Cell, str | None]]:
    """A connected shape of spaces on a hex or a square grid, grown from its anchor (0, 0)."""
    kind = draw(st.sampled_from(["hex", "square"]))
    grid = grid_for(kind)
    cells = [(0, 0)]
    for start, turn in draw(st.lists(st.tuples(st.integers(0, 50), st.integers(0, 5)), max_size=7)):
        here = cells[start % len(cells)]
        neighbours = grid.neighbours(here)
        there = neighbours[turn % len(neighbours)]
        if there not in cells:
            cells.append(there)
    return kind, dict.fromkeys(cells)


@given(shapes())
def test_any_shape_has_one_closed_outline_round_it_as_the_board_draws_it(shape: tuple[str, dict[Cell, str | None]]) -> None:
    kind, cells = shape
    game = GAMES["my-island" if kind == "hex" else "my-city"]
    colour = next(iter(game.colours)) if game.colours else None
    assert_drawn_alike(game, grid_for(kind), cells, colour)
    card = str(cards.card(cells, colour, game, grid_for(kind), "t"))
    assert all(run.endswith("z") for run in re.findall(r"M[^M]*", outline(card)))


def test_a_card_names_itself_once_and_carries_no_cell_names() -> None:
    """Its title, in the page's language, is what a screen reader says; a cell's name ("A1 · beach") on a
    card is English noise in every language and never shown."""
    game = GAMES["my-island"]
    card = str(cards.card({(0, 0): "house", (1, 0): "field"}, None, game, game.grid, "Tuile 1, rotation r0"))
    assert card.count("<title>") == 1 and "<title>Tuile 1, rotation r0</title>" in card
    assert 'role="img"' in card
    assert "<text" not in card and "<desc" not in card


def test_the_shapes_are_defined_once_out_of_sight_and_out_of_the_accessibility_tree() -> None:
    game = GAMES["my-city"]
    defs = str(cards.defs(game, game.grid))
    ids = re.findall(r' id="([^"]+)"', defs)
    assert len(ids) == len(set(ids)) == len(game.symbols) + len(game.colours) + 2  # a grey space, the anchor's ring
    assert defs.startswith('<svg class="card-defs" aria-hidden="true"')
