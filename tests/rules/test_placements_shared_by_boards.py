"""The placements built on a board are shared by every board of the same spaces, grid and river for the build
(rules/shapes.py `Drawn`; issue 32, part 5): each episode's boards are new objects, mostly of the same spaces,
and every episode's analysis asks the same placements of them. What a board is asked must stay what trying
every anchor and rotation of that board finds (MI-R01..R04, MC-R01..R05) whichever boards were asked before
it: boards of the same spaces with other terrains (what is buildable), features, a river moved or none, and
boards of other spaces.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.load.nodes import load_file, load_text
from generator.model import Board, Ruleset
from generator.rules import shapes
from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.pieces import read_catalogue
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import FIXTURES, legal_one_by_one

CITY = load_game("my-city")
TINY = read_board(Reader(), load_file(FIXTURES / "my-city/boards/tiny.yaml"), CITY)
PIECES = sorted(read_catalogue(Reader(), load_file(FIXTURES / "my-city/pieces/tiny.yaml"), CITY).pieces.values())
RULESETS: list[Ruleset] = [
    read_ruleset(Reader(), load_text("{name: City, buildable: [green], first_piece: {along: river}, adjacency: any-building}",
                                     "inline"), CITY, "city"),
    read_ruleset(Reader(), load_file(CITY.folder / "rules/eternal.yaml"), CITY, "eternal")]
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def variant(data: st.DataObject) -> Board:
    """The tiny city, or a board of its spaces with other terrains, its river moved or gone, a space less."""
    board = TINY
    assert board is not None
    if data.draw(st.booleans()):  # other terrains: other spaces buildable
        kinds = ("green", "mountain", "forest")
        board = board._replace(terrain={cell: data.draw(st.sampled_from(kinds)) for cell in board.terrain})
    river = data.draw(st.sampled_from(["same", "none", "fewer", "moved"]))
    if river == "none":
        board = board._replace(river=frozenset())
    elif river == "fewer":
        board = board._replace(river=frozenset(sorted(board.river, key=sorted)[1:]))
    elif river == "moved":
        board = board._replace(river=frozenset(frozenset(((q + 1, r), (q2 + 1, r2))) for (q, r), (q2, r2) in map(sorted, board.river)))
    if data.draw(st.booleans()):  # a space less: other spaces, another reading order
        gone = data.draw(st.sampled_from(sorted(board.terrain)))
        board = board._replace(terrain={cell: kind for cell, kind in board.terrain.items() if cell != gone})
    return board


@SETTINGS
@given(st.data())
def test_every_board_lists_its_own_legal_placements_whichever_boards_were_asked_before(data):
    """MC-R01..R05: boards drawn in turn (each a new object, as each episode's are), each after a few random legal
    placements, list what trying every anchor and rotation of that board finds."""
    for _board in range(data.draw(st.integers(2, 4))):
        ruleset = data.draw(st.sampled_from(RULESETS))
        island = Island(variant(data))
        for piece in data.draw(st.lists(st.sampled_from(PIECES), max_size=4)):
            legal = legal_placements(island, piece, ruleset, island.placements == 0)
            assert [(p.anchor, p.rotation, dict(p.cells)) for p in legal] == legal_one_by_one(island, piece, ruleset, island.placements == 0)
            if legal:
                island = island.copy()
                island.place(piece, dict(legal[data.draw(st.integers(0, len(legal) - 1))].cells))


def test_the_boards_kept_are_bounded_and_what_is_dropped_is_made_again():
    """A long-lived process (serve, table mode) meets new boards build after build: no more than shapes.KEPT
    boards' placements are kept at once, and a board asked again once its own were dropped lists them right."""
    board, ruleset, piece = TINY, RULESETS[1], PIECES[0]
    assert board is not None
    spaces = sorted(board.terrain)
    wanted = legal_one_by_one(Island(board), piece, ruleset, True)
    for gone in [(a, b) for a in spaces for b in spaces if a < b][: shapes.KEPT + 5]:
        smaller = board._replace(terrain={cell: kind for cell, kind in board.terrain.items() if cell not in gone})
        legal_placements(Island(smaller), piece, ruleset, True)
        assert len(shapes._DRAWN) <= shapes.KEPT
    assert [(p.anchor, p.rotation, dict(p.cells)) for p in legal_placements(Island(board), piece, ruleset, True)] == wanted
