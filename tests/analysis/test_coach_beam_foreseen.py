"""The search's beam values a position's children without playing them where the ruleset allows
(generator/analysis/foresight.Foresight, issue 32 part 5): MI-R05's houses on beaches (a double symbol counting
twice), MI-R06's beaches, MC-R06's trees, rocks and empty spaces, LG-03's pass, LG-05's stop, C-5's debt and
LG-07's cap, as the replay credits them. The value foreseen is the value of the child played, and the search
finds the same lines, plans and values as when it plays every child."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import campaigns
from generator.analysis import analyse_player, search
from generator.analysis.ceiling import Ceiling
from generator.analysis.coach import _as_played
from generator.analysis.counted_end import CountedEnd
from generator.analysis.foresight import Foresight
from generator.analysis.placed import Placed
from generator.load.nodes import load_text
from generator.rules.solo import Position, Solo
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import DEMO, every_position, generated_episode, generated_solos, tiny_games

GAMES = tiny_games()
DISTRICTS = """
name: {en: A chapter of districts}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
deck: [buildings]
own_rules:
  T-1: {en: Each building next to the well scores 1}
  T-2: {en: Each yellow space on the gold scores 1}
  T-3: {en: The largest red district scores 4}
  T-4: {en: Each yellow district of 2 scores 1}
immediate:
  - {kind: count, where: {piece: new, next_to: {feature: well}}, count: pieces, points: 1, rule: T-1}
  - {kind: count, where: {colour: yellow, feature: gold}, count: features, points: 1, rule: T-2}
end:
  - {kind: groups, where: {colour: red}, largest: true, per: space, most: true, points: 4, rule: T-3}
  - {kind: groups, where: {colour: yellow}, size: 2, per: group, points: 1, rule: T-4}
  - {kind: visible-feature, feature: tree, points: 1}
  - {kind: empty-buildable, points: -1, with_features: true}
"""
"""LG-15's composable kinds as an envelope writes them, on the tiny city (its well, gold, trees)."""
_city = GAMES["my-city"]
GAMES["my-city districts"] = (*_city[:3], read_ruleset(Reader(), load_text(DISTRICTS, "districts.yaml"), _city[0], "districts"))
ROUNDS = 8


def _foreseen_is_played(solo: Solo) -> None:
    """From every position of the log, and of each round's first and last try played out as logged, each
    move's value foreseen is its child's, played, and so is part 1's ceiling of it (Ceiling.after)."""
    foresight, counted = Foresight(solo), CountedEnd(solo)
    ceiling = Ceiling(solo, _as_played(solo))
    assert foresight.known and ceiling.known

    def children(at: Position) -> None:
        moves = solo.choices(at)
        foreseen = foresight.values(at, moves)  # a position's moves together, as the search foresees them
        for index, move in enumerate(moves):
            child = solo.branch(at)
            solo.play(child, move)
            value = None if foreseen is None else foreseen[index]
            assert value == counted.value(child), (solo.name, solo.round(at).number, move)
            assert solo.ends(at, move) == solo.over(child)
            room = ceiling.after(at, move, ceiling.of(child) - 1)  # part 1's first ceiling of a try, not played
            assert room is not None and room >= 1  # never below the ceiling of the child played

    every_position(solo, children)


SLOW = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SLOW
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_C_5_the_value_foreseen_is_the_value_played(data: st.DataObject, name: str) -> None:
    for solo in generated_solos(data, *GAMES[name], ROUNDS):
        _foreseen_is_played(solo)


@pytest.mark.parametrize(("campaign", "number"), [("reef-raiders", 5), ("river-town", 3), ("barrio-del-palacio", 14),
                                                  ("barrio-del-palacio", 15)])
def test_MI_R05_the_value_foreseen_is_the_value_played_in_the_demo(campaign: str, number: int) -> None:
    """reef-raiders 5 (MI-R05 on beaches and palms, forced passes), river-town 3 (C-5's debt, an adjustment),
    barrio-del-palacio 14 and 15 (LG-15: a point next to the palace, a coin next to the square, the red
    district to the most, a point per coin at the chapter's end)."""
    checked = campaigns.check(DEMO / campaign)
    assert checked.campaign and checked.result
    result = next(e for e in checked.result.episodes if e.episode.number == number)
    _foreseen_is_played(Solo(result, checked.campaign.game, checked.campaign.catalogue, result.players[0].name))


@SLOW
@given(st.data(), st.sampled_from(sorted(GAMES)), st.integers(1, 3))
def test_the_beam_foreseen_finds_what_playing_every_child_finds(data: st.DataObject, name: str, width: int) -> None:
    """The same best, plan and search (a beam narrowed early: at most 8 positions a round) as the search
    that plays every child of its beam."""
    game, _board, pieces, _ruleset = GAMES[name]
    result = generated_episode(data, *GAMES[name], ROUNDS)
    for player in result.players:
        foreseen = analyse_player(Solo(result, game, pieces, player.name), width=width, exhaustive=8)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(search.Foresight, "__init__", _unknown)
            played = analyse_player(Solo(result, game, pieces, player.name), width=width, exhaustive=8)
        assert foreseen == played


def _unknown(self: Foresight, solo: Solo, placed: Placed | None = None) -> None:
    self.solo, self.known = solo, False
