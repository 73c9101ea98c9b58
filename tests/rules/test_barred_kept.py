"""The spaces no piece may cover (`may_not_cover`, an envelope's limit: MI-R01, MC-R01 as the ruleset cites it) are
found once per board state, and once per episode where every condition asks the board alone (placement.barred, issue
32 part 5: a play-out asks them of each logged placement to come, every round). As pieces are placed, on copies and
on the board itself, they must be the spaces where a condition holds as its own test finds them afresh, for a
condition of the board alone, one the pieces decide, and both."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.load.nodes import load_file, load_text
from generator.model import Ruleset
from generator.rules import where as conditions
from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.rules.placement import barred
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.pieces import read_catalogue
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import FIXTURES

GAME = load_game("my-island")
BOARD = read_board(Reader(), load_file(FIXTURES / "my-island/boards/tiny.yaml"), GAME)
PIECES = sorted(read_catalogue(Reader(), load_file(FIXTURES / "my-island/pieces/tiny.yaml"), GAME).pieces.values())
LIMITS = ("[{next_to: {feature: statue}}]", "[{next_to: {symbol: house}}]", "[{terrain: palm}, {next_to: {covered: true, symbol: field}}]")
"""Beside a statue (the board alone), beside a house (the pieces), and a terrain with spaces beside a field."""
RULESETS: list[Ruleset] = [read_ruleset(Reader(), load_text(
    f"{{name: Limits, buildable: [beach, heath, palm], may_not_cover: {limits}, adjacency: none}}", "inline"), GAME, "limits")
    for limits in LIMITS]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(RULESETS))
def test_the_barred_spaces_kept_are_those_found_afresh(data: st.DataObject, ruleset: Ruleset) -> None:
    islands = [Island(BOARD)]
    for _round in range(data.draw(st.integers(0, 8))):
        island = data.draw(st.sampled_from(islands))
        if data.draw(st.booleans()):
            island = island.copy()
            islands.append(island)
        piece = data.draw(st.sampled_from(PIECES))
        legal = legal_placements(island, piece, ruleset, island.placements == 0)  # (asks the barred spaces)
        if legal:
            island.place(piece, dict(data.draw(st.sampled_from(legal)).cells))
        for every in islands:
            afresh = Island(BOARD, dict(every.covered), every.placements)
            wanted = frozenset(c for c in BOARD.terrain if any(conditions.test(limit)(afresh, c) for limit in ruleset.may_not_cover))
            assert barred(every, ruleset) == wanted
