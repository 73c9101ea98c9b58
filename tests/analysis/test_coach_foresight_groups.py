"""The search's beam foresees the groups a placement joins (generator/analysis/foresight.Foresight and joined.Joining,
issue 32 part 5): MI-E03's farms, villages and fortifications (a group of its size holding a new space, none
of it scored before), MI-E04's roads (a statue beside a road the new piece extends, reaching the beach) and
MI-E05's largest groups (against the other players' as logged) are worked out from the position and the
move without playing it. The value foreseen is the value of the child played, and the search finds the same
lines, plans and values as when it plays every child."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import campaigns
from generator.analysis import analyse_player, search
from generator.analysis.counted_end import CountedEnd
from generator.analysis.foresight import Foresight
from generator.analysis.placed import Placed
from generator.load.nodes import load_file, load_text
from generator.rules.solo import Solo
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.pieces import read_catalogue
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import DEMO, FIXTURES, foreseen_as_played, generated_episode

ISLAND = load_game("my-island")
BOARD = read_board(Reader(), load_file(FIXTURES / "my-island/boards/tiny.yaml"), ISLAND)
PIECES = read_catalogue(Reader(), load_file(FIXTURES / "my-island/pieces/tiny.yaml"), ISLAND)
SMALL = """
name: {en: Small groups}
buildable: [beach, heath, palm]
first_piece: {covers: beach}
adjacency: matching-symbol
immediate:
  - {kind: symbol-group, symbol: house, size: 3, points: 2}
  - {kind: symbol-on-terrain, symbol: house, terrain: beach, points: -1}
  - {kind: symbol-group, symbol: field, size: 2, points: 1}
  - {kind: road-to-sea, points: 4}
  - {kind: symbol-group, symbol: path, size: 2, points: -2}
end:
  - {kind: largest-group, symbol: house, points: 3}
  - {kind: largest-group, symbol: path, points: -2}
  - {kind: visible-terrain, terrain: beach, points: -1}
"""
"""Groups small enough to complete in a few tiny tiles, a road from the tiny island's statue, losses beside gains
(C-5's debt), a placement's own spaces between two groups (C-1's order)."""
RULESETS = {"eternal": read_ruleset(Reader(), load_file(ISLAND.folder / "rules/eternal.yaml"), ISLAND, "eternal"),
            "small": read_ruleset(Reader(), load_text(SMALL, "small.yaml"), ISLAND, "small")}
ROUNDS = 9


def _foreseen_is_played(solo: Solo) -> None:
    """Each move's value foreseen is its child's played, and CountedEnd's of it."""
    foreseen_as_played(solo, CountedEnd(solo).value)


SLOW = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SLOW
@given(st.data(), st.sampled_from(sorted(RULESETS)))
def test_MI_E03_the_value_foreseen_is_the_value_played(data: st.DataObject, name: str) -> None:
    result = generated_episode(data, ISLAND, BOARD, PIECES, RULESETS[name], ROUNDS)
    for player in result.players:
        _foreseen_is_played(Solo(result, ISLAND, PIECES, player.name))


def test_MI_E04_the_value_foreseen_is_the_value_played_in_the_demo() -> None:
    """eternal-night 1: farms, villages and fortifications completed, roads to the sea, four players' largest groups."""
    checked = campaigns.check(DEMO / "eternal-night")
    assert checked.campaign and checked.result
    result = checked.result.episodes[0]
    for player in result.players[:2]:
        _foreseen_is_played(Solo(result, checked.campaign.game, checked.campaign.catalogue, player.name))


@SLOW
@given(st.data(), st.sampled_from(sorted(RULESETS)), st.integers(1, 3))
def test_MI_E05_the_beam_foreseen_finds_what_playing_every_child_finds(data: st.DataObject, name: str, width: int) -> None:
    """The same best, plan and search (a beam narrowed early: at most 8 positions a round) as the search
    that plays every child of its beam."""
    result = generated_episode(data, ISLAND, BOARD, PIECES, RULESETS[name], ROUNDS)
    for player in result.players:
        foreseen = analyse_player(Solo(result, ISLAND, PIECES, player.name), width=width, exhaustive=8)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(search.Foresight, "__init__", _unknown)
            played = analyse_player(Solo(result, ISLAND, PIECES, player.name), width=width, exhaustive=8)
        assert foreseen == played


def _unknown(self: Foresight, solo: Solo, placed: Placed | None = None) -> None:
    self.solo, self.known = solo, False
