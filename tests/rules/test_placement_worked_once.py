"""What placement.py works out once rather than per candidate gives what the rules' own wording finds (issue 32,
part 5): the orientations of a piece that cover a logged placement's spaces (`fits`, asked of every logged
placement by each player's Solo and by the validator: LG-02's anchor and rotation), one anchor tried per
rotation; whether a piece lies along the river (MC-R02's first piece, `first_piece: {along: river}`), asked
of a board's spaces beside the river found once; and whether a placement settled on its board (`settle`: what
its checks read of the board alone) is legal as the pieces placed since stand (`legal_now`, asked of each logged
placement to come in every round a play-out plays): what `is_legal` says (MI-R01..R04, MC-R01..R05).
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.geometry import Cell, Grid
from generator.load.nodes import load_file, load_text
from generator.model import Piece, Ruleset
from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.rules.placement import (
    Placement,
    _along_river,
    fits,
    is_legal,
    legal_now,
    orient,
    settle,
)
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.pieces import read_catalogue
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import FIXTURES

GAMES = {name: load_game(name) for name in ("my-island", "my-city")}
BOARDS = {name: read_board(Reader(), load_file(FIXTURES / f"{name}/boards/tiny.yaml"), game) for name, game in GAMES.items()}
PIECES = {name: sorted(read_catalogue(Reader(), load_file(FIXTURES / f"{name}/pieces/tiny.yaml"), game).pieces.values())
          for name, game in GAMES.items()}
PIECES["my-island"].append(Piece("ring", (((0, 0), "field"), ((1, 0), "field"), ((0, 1), "field"))))  # turns onto itself
PIECES["my-city"].append(Piece("square", (((0, 0), None), ((1, 0), None), ((0, 1), None), ((1, 1), None)), "red"))
RULESETS: dict[str, list[Ruleset]] = {
    "my-island": [read_ruleset(Reader(), load_file(GAMES["my-island"].folder / f"rules/{name}.yaml"), GAMES["my-island"], name)
                  for name in ("legacy-1", "eternal")]
    + [read_ruleset(Reader(), load_text(
        "{name: Conditions, buildable: [beach, heath, palm], first_piece: {covers: {terrain: heath, next_to: {terrain: beach}}},"
        " may_not_cover: [{next_to: {feature: statue}}], adjacency: none}", "inline"), GAMES["my-island"], "conditions")],
    "my-city": [read_ruleset(Reader(), load_text(
        "{name: City, buildable: [green], first_piece: {along: river}, adjacency: any-building}", "inline"), GAMES["my-city"], "city"),
        read_ruleset(Reader(), load_file(GAMES["my-city"].folder / "rules/eternal.yaml"), GAMES["my-city"], "eternal")]}
SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def every_anchor(piece: Piece, grid: Grid, cells: dict[Cell, str | None], symbols_given: bool) -> list[Placement]:
    """Every rotation, the piece's first offset on every space of `cells` in turn: those covering exactly them."""
    found = []
    for rotation in range(grid.rotations):
        dq, dr = grid.rotate(piece.offsets[0], rotation)
        for q, r in sorted(cells):
            placement = orient(piece, grid, (q - dq, r - dr), rotation)
            if set(placement.cells) == set(cells) and (not symbols_given or placement.cells == cells):
                found.append(placement)
    return found


@SETTINGS
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_the_orientations_covering_a_placement_are_those_every_anchor_finds(data, game):
    """LG-02: a log's covered spaces (with or without their symbols) name the same placements, in the same
    order, as trying the piece's first offset on each of them in every rotation: a piece's own, another's
    of the same size, spaces a piece's shifted or one space moved."""
    grid = GAMES[game].grid
    piece, other = (data.draw(st.sampled_from(PIECES[game])) for _ in range(2))
    anchor = (data.draw(st.integers(-3, 8)), data.draw(st.integers(-3, 8)))
    cells = dict(orient(other, grid, anchor, data.draw(st.integers(0, grid.rotations - 1))).cells)
    if data.draw(st.booleans()):  # one space moved a step, or a symbol changed
        cell = data.draw(st.sampled_from(sorted(cells)))
        symbol = cells.pop(cell)
        moved = data.draw(st.sampled_from(grid.neighbours(cell)))
        cells[moved if moved not in cells else cell] = data.draw(st.sampled_from([symbol, None, "house", "field"]))
    symbols_given = data.draw(st.booleans())
    assert fits(piece, grid, cells, symbols_given) == every_anchor(piece, grid, cells, symbols_given)


@SETTINGS
@given(st.data())
def test_a_piece_lies_along_the_river_where_a_space_of_it_has_a_river_side(data):
    """MC-R02 (`first_piece: {along: river}`): a piece lies along the river where one of its spaces and a
    neighbour are the two sides of a river edge, on the board or off it."""
    board = BOARDS["my-city"]
    grid, river = board.grid, board.river
    assert river
    spaces = sorted(board.terrain) + [(-1, 0), (9, 9)]
    cells = dict.fromkeys(data.draw(st.lists(st.sampled_from(spaces), min_size=1, max_size=5, unique=True)))
    assert _along_river(cells, river, grid) == any(frozenset((c, n)) in river for c in cells for n in grid.neighbours(c))


@SETTINGS
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_a_settled_placement_is_legal_now_as_is_legal_finds(data, game):
    """MI-R01..R04, MC-R01..R05: placements settled on the empty board or a few pieces in (legal ones there, or
    a piece anywhere near the board) are legal after more random legal placements exactly where is_legal says:
    covered, barred, the first piece's conditions, the adjacency, off the board, across the river."""
    board, pieces, ruleset = BOARDS[game], PIECES[game], data.draw(st.sampled_from(RULESETS[game]))
    grid, island, settled = board.grid, Island(board), []
    for _round in range(data.draw(st.integers(0, 9))):
        piece = data.draw(st.sampled_from(pieces))
        legal = legal_placements(island, piece, ruleset, island.placements == 0)
        anchor = (data.draw(st.integers(-1, 6)), data.draw(st.integers(-1, 6)))
        for cells in ([*(p.cells for p in legal[:3]), orient(piece, grid, anchor, data.draw(st.integers(0, grid.rotations - 1))).cells]):
            settled.append(settle(board, cells, ruleset))
        if legal and data.draw(st.booleans()):
            island = island.copy()
            island.place(piece, dict(legal[data.draw(st.integers(0, len(legal) - 1))].cells))
    first = island.placements == 0
    assert [legal_now(island, s, ruleset, first) for s in settled] == [is_legal(island, s.cells, ruleset, first) for s in settled]
