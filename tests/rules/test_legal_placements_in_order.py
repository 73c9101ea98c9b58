"""The legal placements of a piece, in the order the coach tries them (MI-R01..R04, MC-R01..R05).

`legal_placements` asks every anchor of a rotation at once, the board's spaces as bits (rules/shapes.py).
What it lists must be exactly what trying every anchor and rotation of the board one by one finds: each
placement the validator accepts, by anchor in reading order then rotation, and of the placements of a
symmetric piece that cover the same spaces with the same symbols, the first alone. The coach's analyses
list their choices in this order and keep the first among equals, so a placement out of order would change
what it shows.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.load.nodes import load_file, load_text
from generator.model import Board, Piece, Ruleset
from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.rules.placement import Placement
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.pieces import read_catalogue
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import FIXTURES, legal_one_by_one

ISLAND = load_game("my-island")
CITY = load_game("my-city")
BOARDS = {"island": read_board(Reader(), load_file(FIXTURES / "my-island/boards/tiny.yaml"), ISLAND),
          "city": read_board(Reader(), load_file(FIXTURES / "my-city/boards/tiny.yaml"), CITY)}
PIECES = {"island": dict(read_catalogue(Reader(), load_file(FIXTURES / "my-island/pieces/tiny.yaml"), ISLAND).pieces),
          "city": dict(read_catalogue(Reader(), load_file(FIXTURES / "my-city/pieces/tiny.yaml"), CITY).pieces)}
PIECES["island"]["long"] = Piece("long", tuple(((q, 0), "house") for q in range(5)))  # reaches further than the others
PIECES["island"]["ring"] = Piece("ring", (((0, 0), "field"), ((1, 0), "field"), ((0, 1), "field")))  # turns onto itself
PIECES["city"]["square"] = Piece("square", (((0, 0), None), ((1, 0), None), ((0, 1), None), ((1, 1), None)), "red")
PIECES["city"]["bar"] = Piece("bar", tuple(((0, r), None) for r in range(4)), "blue")
RULESETS: dict[str, list[Ruleset]] = {
    "island": [read_ruleset(Reader(), load_file(ISLAND.folder / f"rules/{name}.yaml"), ISLAND, name) for name in ("legacy-1", "eternal")]
    + [read_ruleset(Reader(), load_text(
        "{name: Conditions, buildable: [beach, heath, palm], first_piece: {covers: {terrain: heath, next_to: {terrain: beach}}},"
        " may_not_cover: [{next_to: {feature: statue}}], adjacency: none}", "inline"), ISLAND, "conditions")],
    "city": [read_ruleset(Reader(), load_text(
        "{name: City, buildable: [green], first_piece: {along: river}, adjacency: any-building}", "inline"), CITY, "city"),
        read_ruleset(Reader(), load_file(CITY.folder / "rules/eternal.yaml"), CITY, "eternal")]}
SETTINGS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def played(data: st.DataObject, board: Board, pieces: dict[str, Piece], ruleset: Ruleset) -> Island:
    """An island after a few legal placements drawn at random (each placement's copy, as the coach plays)."""
    island = Island(board)
    for card in data.draw(st.permutations(sorted(pieces)))[: data.draw(st.integers(0, 9))]:
        legal = legal_placements(island, pieces[card], ruleset, island.placements == 0)
        if legal:
            island = island.copy()
            island.place(pieces[card], dict(legal[data.draw(st.integers(0, len(legal) - 1))].cells))
    return island


@SETTINGS
@given(st.data(), st.sampled_from(["island", "city"]))
def test_listed_in_reading_order_then_rotation_the_first_of_the_same_alone(data, game):
    """MI-R01..R04, MC-R01..R05: the list is the one-by-one list, in its order, on boards played at random
    (the first piece, later ones, barred spaces, the river), with pieces that turn onto themselves and one
    that reaches five spaces from its anchor."""
    ruleset = data.draw(st.sampled_from(RULESETS[game]))
    pieces = PIECES[game]
    island = played(data, BOARDS[game], pieces, ruleset)
    piece = pieces[data.draw(st.sampled_from(sorted(pieces)))]
    first = island.placements == 0
    listed = legal_placements(island, piece, ruleset, first)
    assert all(isinstance(p, Placement) for p in listed)
    assert [(p.anchor, p.rotation, dict(p.cells)) for p in listed] == legal_one_by_one(island, piece, ruleset, first)


def test_a_piece_turning_onto_itself_is_listed_once_per_way_it_lands():
    """MC-R01: a square building covers the same four spaces from four anchors and rotations; the list holds
    each set of spaces once, anchored where reading order meets it first."""
    board, ruleset = BOARDS["city"], RULESETS["city"][0]
    island = Island(board)
    island.place(PIECES["city"]["Y1"], {(1, 3): None, (2, 3): None})  # D2 D3: beside the river's west bank
    listed = legal_placements(island, PIECES["city"]["square"], ruleset, first=False)
    spaces = [frozenset(p.cells) for p in listed]
    assert len(spaces) == len(set(spaces)) > 0
    assert listed == [next(q for q in listed if frozenset(q.cells) == s) for s in spaces]
    assert [(p.anchor, p.rotation) for p in listed] == [(a, r) for a, r, _cells in legal_one_by_one(island, PIECES["city"]["square"], ruleset, False)]
