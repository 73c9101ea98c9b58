"""The site's boards (generator/frontend/boards.py) show what svg.board_svg draws, lighter (issue 35,
speed and page weight): every player's board of every demo campaign has the same spaces in the same
terrains, the same pieces (each with its tooltip, its round, its spaces' fills and its outline), the
same names and the same river, each space a `<use>` of a shape its page defines once. A board keeps its
title, saying whose board it is and when (what a screen reader says of the image), and no space carries
a tooltip of its own. Table mode keeps svg.board_svg, whose `g.cell` and `text.name` its script reads."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator import campaigns
from generator.frontend import boards, svg
from generator.frontend.cells import RIM, unit_corners
from generator.geometry import Cell, Grid, grid_for
from generator.model import Board, Game
from helpers import DEMO

Segment = tuple[tuple[float, float], tuple[float, float]]
Place = tuple[float, float, str]
"""A space's centre and fill."""


def demo_boards() -> list[tuple[str, int]]:
    return [(folder.name, seat) for folder in sorted(DEMO.iterdir()) if (folder / "campaign.yaml").exists()
            for seat in range(2)]


def final_board(name: str, seat: int) -> tuple[Board, Game, list[svg.Drawn]]:
    """A player's board at the end of the campaign's last episode, with the pieces placed in it."""
    checked = campaigns.check(DEMO / name)
    assert isinstance(checked, campaigns.Passed)
    player = checked.result.episodes[-1].players[seat]
    pieces = [svg.Drawn(t.cells, t.round, t.colour, f"piece {t.card}, round {t.round}") for t in player.turns if t.action == "place"]
    return player.board, checked.campaign.game, pieces


def shapes_of(defs: str) -> dict[str, str]:
    return dict(re.findall(r'<g id="([^"]+)">(.*?)</g>', defs))


def ground_of_full(drawing: str) -> list[Place]:
    """svg.board_svg's spaces: each a g.cell whose first path is the space in its terrain's fill."""
    dx, dy = unit_corners("hex" if "board-hex" in drawing else "square", 0.0)[0]
    return [(float(x) - dx, float(y) - dy, fill)
            for x, y, fill in re.findall(r'<g class="cell"><path d="M(-?[\d.]+),(-?[\d.]+)l[^"]*" fill="([^"]+)"/>', drawing)]


def ground_of_light(drawing: str, defs: str) -> list[Place]:
    fills = {shape: re.search(r'fill="([^"]+)"', body).group(1) for shape, body in shapes_of(defs).items()  # type: ignore[union-attr]
             if re.fullmatch(r"[a-z]+t\d+", shape)}
    return [(float(x), float(y), fills[href])
            for href, x, y in re.findall(r'<use href="#([^"]+)" x="([^"]+)" y="([^"]+)"/>', drawing) if href in fills]


def pieces_of(drawing: str) -> list[tuple[str, str, str]]:
    """Each piece's round, tooltip and body, in the order drawn."""
    return re.findall(r'<g class="piece" data-round="(\d+)"><title>([^<]*)</title>(.*?)</g>(?=<g class="piece"|<g class="rivers"|</svg>|<g class="mark")', drawing)


def spaces_of_full(body: str, kind: str) -> list[Place]:
    dx, dy = unit_corners(kind, RIM)[0]
    return [(float(x) - dx, float(y) - dy, fill)
            for x, y, fill in re.findall(r'<path d="M(-?[\d.]+),(-?[\d.]+)l[^"]*" fill="([^"]+)"', body)]


def spaces_of_light(body: str, defs: str) -> list[Place]:
    fills = {shape: re.search(r'fill="([^"]+)"', inside).group(1) for shape, inside in shapes_of(defs).items()}  # type: ignore[union-attr]
    return [(float(x), float(y), fills[href])
            for href, x, y in re.findall(r'<use href="#([^"]+)" x="([^"]+)" y="([^"]+)"/>', body)]


def same_places(ours: list[Place], theirs: list[Place]) -> bool:
    """The same spaces in the same fills, in any order, to a fifth of a unit (both are written to a tenth)."""
    return len(ours) == len(theirs) and all(any(f == g and math.dist((x, y), (u, v)) < .2 for u, v, g in theirs) for x, y, f in ours)


def sides_of_full(body: str) -> list[Segment]:
    d = re.search(r'class="outline" d="([^"]+)"', body).group(1)  # type: ignore[union-attr]
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", d)]
    return [((numbers[i], numbers[i + 1]), (numbers[i + 2], numbers[i + 3])) for i in range(0, len(numbers), 4)]


def sides_of_runs(d: str) -> list[Segment]:
    """boards.board's outline: runs of absolute points, each from a move, closed by z."""
    sides: list[Segment] = []
    for run in re.findall(r"M[^M]*", d):
        points = [(float(x), float(y)) for x, y in re.findall(r"(-?[\d.]+),(-?[\d.]+)", run)]
        sides += list(zip(points, points[1:])) + ([(points[-1], points[0])] if run.endswith("z") else [])
    return sides


def same_sides(ours: list[Segment], theirs: list[Segment]) -> bool:
    """The same sides, in any order and either direction, to a fifth of a unit (both are written to a tenth)."""
    def near(a: Segment, b: Segment) -> bool:
        return any(math.dist(a[0], p) < .2 and math.dist(a[1], q) < .2 for p, q in (b, b[::-1]))
    return len(ours) == len(theirs) and all(any(near(a, b) for b in theirs) for a in ours)


@pytest.mark.parametrize("name,seat", demo_boards())
def test_a_players_board_shows_on_the_site_what_the_full_drawing_shows(name: str, seat: int) -> None:
    """Terrain (MI-B01's spaces), pieces with their symbols or colours, names and the river (MC-R02)."""
    board, game, pieces = final_board(name, seat)
    full = str(svg.board_svg(board, game, "en", pieces, title="t", description="d"))
    light = str(boards.board(board, game, "en", pieces, title="t", description="d"))
    defs = str(boards.defs(game, board.grid))
    assert same_places(ground_of_light(light, defs), ground_of_full(full)) and len(ground_of_full(full)) == len(board.terrain)
    assert re.findall(r'<text class="name"[^>]*>([^<]+)</text>', light) == re.findall(r'<text class="name"[^>]*>([^<]+)</text>', full)
    ours, theirs = pieces_of(light), pieces_of(full)
    assert [(r, t) for r, t, _ in ours] == [(r, t) for r, t, _ in theirs] and len(ours) == len(pieces) > 0
    for (_, _, body), (_, _, full_body) in zip(ours, theirs):
        assert same_places(spaces_of_light(body, defs), spaces_of_full(full_body, board.grid.kind))
        assert same_sides(sides_of_runs(re.search(r'class="outline" d="([^"]+)"', body).group(1)), sides_of_full(full_body))  # type: ignore[union-attr]
    river = re.search(r'<g class="rivers">.*?</g>', full)
    assert (river.group(0) if river else None) == (re.search(r'<g class="rivers">.*?</g>', light) or [None])[0]


@pytest.mark.parametrize("name,seat", demo_boards())
def test_a_board_on_the_site_names_itself_and_no_space(name: str, seat: int) -> None:
    """The image's title is the only name a screen reader gives it; a space's tooltip ("A1 · beach") is
    gone, and its name is written only on a board that can show it (`named`)."""
    board, game, pieces = final_board(name, seat)
    light = str(boards.board(board, game, "es", pieces, title="Tablero de Ana al final del episodio 3", description="d"))
    assert light.startswith('<svg class="board board-') and 'role="img"' in light.split(">")[0]
    assert "<title>Tablero de Ana al final del episodio 3</title><desc>d</desc>" in light
    assert light.count("<title>") == 1 + len(pieces) and 'class="cell"' not in light
    assert 'class="name"' not in str(boards.board(board, game, "es", pieces, named=False))


@pytest.mark.parametrize("game_id", ["my-island", "my-city"])
def test_every_shape_a_board_uses_is_defined_once_out_of_sight(game_id: str) -> None:
    board, game, pieces = final_board(next(n for n, _ in demo_boards() if campaigns_game(n) == game_id), 0)
    defs = str(boards.defs(game, board.grid))
    ids = re.findall(r' id="([^"]+)"', defs)
    assert len(ids) == len(set(ids)) and defs.startswith('<svg class="board-defs" aria-hidden="true"')
    light = str(boards.board(board, game, "en", pieces))
    assert set(re.findall(r'href="#([^"]+)"', light)) <= set(ids)


def campaigns_game(name: str) -> str:
    return re.search(r"^game: *(\S+)", (DEMO / name / "campaign.yaml").read_text(encoding="utf-8"), re.M).group(1)  # type: ignore[union-attr]


@pytest.mark.slow  # builds a whole site
def test_every_page_defines_the_shapes_its_boards_use_and_the_heaviest_episode_draws_them_light(demo_site: Path) -> None:
    """Episode, campaign, games and FAQ pages: each `<use>` finds its shape on its page, every id once;
    the heaviest episode page's four boards are each under 25 KB (50 KB when every space was drawn in full)."""
    for page in demo_site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        ids = re.findall(r' id="([^"]+)"', html)
        assert len(ids) == len(set(ids)), page
        assert set(re.findall(r'<use href="#([^"]+)"', html)) <= set(ids), page
    heaviest = max(demo_site.glob("*/campaigns/*/episodes/*/index.html"), key=lambda page: page.stat().st_size)
    drawn = re.findall(r'<svg class="board board-[^"]*".*?</svg>', heaviest.read_text(encoding="utf-8"), re.S)
    assert len(drawn) == 4 and max(len(board.encode()) for board in drawn) < 25_000


@st.composite
def placed(draw: st.DrawFn) -> tuple[Grid, list[Cell]]:
    """A connected shape of spaces on a hex or a square grid, anywhere on a board."""
    grid = grid_for(draw(st.sampled_from(["hex", "square"])))
    cells = [(draw(st.integers(-3, 12)), draw(st.integers(0, 12)))]
    for start, turn in draw(st.lists(st.tuples(st.integers(0, 50), st.integers(0, 5)), max_size=7)):
        here = cells[start % len(cells)]
        there = grid.neighbours(here)[turn % len(grid.neighbours(here))]
        if there not in cells:
            cells.append(there)
    return grid, cells


@given(placed())
def test_a_piece_outline_runs_round_exactly_the_sides_where_it_ends(shape: tuple[Grid, list[Cell]]) -> None:
    """Drawn once per shape and moved (the grid's coordinates are axial), a piece's outline still has
    every side where it ends, each once, and nothing else: as svg.board_svg draws it side by side."""
    grid, cells = shape
    d = boards._outline(grid, cells)
    mine = set(cells)
    full = [line for cell in cells for n, line in svg._sides(grid, cell) if n not in mine]
    assert same_sides(sides_of_runs(d), sides_of_full(f'class="outline" d="{"".join(full)}"'))
    assert all(run.endswith("z") for run in re.findall(r"M[^M]*", d))


def test_a_piece_wholly_off_the_board_draws_only_its_group() -> None:
    """An FAQ example may show a play the engine refuses, off the board (a piece lies on the board's
    spaces); the board still draws, as svg.board_svg does: the piece's group empty, its outline too."""
    board, game, _ = final_board(next(n for n, _ in demo_boards() if campaigns_game(n) == "my-island"), 0)
    light = str(boards.board(board, game, "en", [svg.Drawn({(-40, -40): "house"}, 1, None, "")]))
    assert '<g class="piece" data-round="1"><title></title><path class="outline" d=""/></g>' in light
