"""My City's Eternal end counted (generator/analysis/counted_end.CountedEnd, issue 32 part 5): MC-E04's largest
group of each colour (in buildings, churches aside), MC-E05's churches beside every colour and MC-E06's wells
surrounded by as many buildings as sides are counted on the board, not scored with their facts; what a
position would end with (Solo.ending, C-1's order, debt and cap) is the same either way, at every position
of the log and of its tries."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import campaigns
from generator.analysis.counted_end import CountedEnd
from generator.load.nodes import load_file, load_text
from generator.rules.solo import Solo
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.pieces import read_catalogue
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import DEMO, FIXTURES, generated_episode

CITY = load_game("my-city")
BOARD = read_board(Reader(), load_file(FIXTURES / "my-city/boards/tiny.yaml"), CITY)
PIECES = read_catalogue(Reader(), load_file(FIXTURES / "my-city/pieces/tiny.yaml"), CITY)
LOSSES = """
name: {en: Districts that cost}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
deck: [buildings, churches]
end:
  - {kind: visible-feature, feature: tree, points: 2, rule: MC-E08}
  - {kind: largest-colour-group, points: -1, colours: [red, blue]}
  - {kind: church-colours, points: 2, colours: [yellow]}
  - {kind: well-surrounded, points: -3}
  - {kind: empty-buildable, points: -1, with_features: true, rule: MC-E08}
"""
"""MC-E04..E06 with losses and other colours, between a gain and the empty spaces (C-5's debt, C-1's order)."""
RULESETS = {"eternal": read_ruleset(Reader(), load_file(CITY.folder / "rules/eternal.yaml"), CITY, "eternal"),
            "losses": read_ruleset(Reader(), load_text(LOSSES, "losses.yaml"), CITY, "losses")}
ROUNDS = 10


def _counted_is_scored(solo: Solo) -> None:
    counted = CountedEnd(solo)
    assert counted.known
    pos = solo.start()
    while not solo.over(pos):
        for move in solo.choices(pos):
            child = solo.branch(pos)
            solo.play(child, move)
            assert counted.value(child) == solo.ending(child) == solo.finish(solo.branch(child)), (solo.name, solo.round(pos).number, move)
        solo.play_logged(pos)
    assert counted.value(pos) == solo.ending(pos)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(RULESETS)))
def test_MC_E04_the_end_counted_is_the_end_scored(data: st.DataObject, name: str) -> None:
    result = generated_episode(data, CITY, BOARD, PIECES, RULESETS[name], ROUNDS)
    for player in result.players:
        _counted_is_scored(Solo(result, CITY, PIECES, player.name))


def test_MC_E05_the_end_counted_is_the_end_scored_in_the_demo() -> None:
    """gold-rush 1: districts of three colours, churches, the well, trees, rocks and empty spaces, both players."""
    checked = campaigns.check(DEMO / "gold-rush")
    assert checked.campaign and checked.result
    result = checked.result.episodes[0]
    for player in result.players:
        _counted_is_scored(Solo(result, checked.campaign.game, checked.campaign.catalogue, player.name))
