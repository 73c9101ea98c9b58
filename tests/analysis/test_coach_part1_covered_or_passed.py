"""Part 1's ceiling (Ceiling, issue 32 part 5) counts each logged placement to come that still fits as played where
the log has it or not at all (LG-03): played, it scores what it scored as played and covers its spaces, so what the
end counts for them uncovered (MI-E06, MC-R06's trees, an envelope's `visible-*` and `empty-buildable`) is no longer
there; not, it scores a pass at the most and its spaces stay uncovered, what the end takes for them taken (no other
placement of the log covers them). The round adds the more of the two, not the most of each. That must never fall
below what a try ends with, at any position of it, nor its first ceiling before it is played: a ceiling below it
would let part 1 drop a try that beats the round's best."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.ceiling import Ceiling
from generator.analysis.coach import _as_played, rounds_of
from generator.analysis.results import Act
from generator.model import Ruleset
from generator.rules.solo import Solo
from helpers import RACE_CHAPTER, chapter, demo_solos, every_try, generated_solos, tiny_games

GAMES = tiny_games(coins=True)

TREES = """
name: {en: A chapter of trees and rocks}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
pass_points: -1
deck: [buildings]
own_rules:
  T-1: {en: Each building next to the well scores 2}
immediate:
  - {kind: count, where: {piece: new, next_to: {feature: well}}, count: pieces, points: 2, rule: T-1}
end:
  - {kind: visible-feature, feature: tree, points: 2}
  - {kind: visible-feature, feature: rock, points: -2}
  - {kind: empty-buildable, points: -1}
"""
"""An invented envelope's chapter of the tiny city: a placement's points beside what stays uncovered gives and takes."""


def _rulesets() -> dict[tuple[str, str], Ruleset]:
    island, city = GAMES["my-island"], GAMES["my-city"]
    return {("my-island", "legacy-1"): island[3], ("my-city", "legacy-1"): city[3],
            ("my-city", "trees"): chapter(city[0], "trees", TREES), ("my-city", "race"): chapter(city[0], "race", RACE_CHAPTER)}


RULESETS = _rulesets()


def _never_below(solo: Solo) -> int:
    """At every position of every try (every legal action of every round, then the log), the ceiling is not below
    the value the try ends with, nor its first ceiling; how many tries were asked."""
    ceiling = Ceiling(solo, _as_played(solo))
    assert ceiling.known
    pos, asked = solo.start(), 0
    while not solo.over(pos):
        for move in solo.choices(pos):
            trial, seen = solo.branch(pos), []
            solo.play(trial, move)
            while not solo.over(trial):
                seen.append(ceiling.of(trial))
                solo.play_logged(trial)
            value = solo.ending(trial)
            room = ceiling.after(pos, move, value - 1)
            assert room is None or room >= 1, (solo.name, solo.round(pos).number, move, room, value)
            assert all(most >= value for most in seen), (solo.name, solo.round(pos).number, move, seen, value)
            asked += 1
        solo.play_logged(pos)
    return asked


@settings(max_examples=16, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(RULESETS)))
def test_LG_03_a_placement_to_come_is_played_or_a_pass_never_both(data: st.DataObject, case: tuple[str, str]) -> None:
    """MI-E06 and MC-R06 (legacy-1 of both tiny boards), a chapter whose placements score beside trees, rocks and
    empty spaces, and one with coins and a race (LG-15, MC-E07), on generated games."""
    game, board, pieces, _legacy = GAMES[case[0]]
    for solo in generated_solos(data, game, board, pieces, RULESETS[case], 7):
        _never_below(solo)


@pytest.mark.parametrize(("campaign", "number"), [("river-town", 3), ("barrio-del-palacio", 14)])
def test_LG_03_demo_rounds_are_the_ones_every_try_played_finds(campaign: str, number: int) -> None:
    """MC-R06's trees, rocks and empty spaces (river-town), with LG-15's districts and coins (barrio-del-palacio):
    each round's best alternative is the one found by playing every try to its end."""
    for solo in demo_solos(campaign, number):
        found = [(r.round, r.best_action, r.best_value) for r in rounds_of(solo)]
        assert found == [(n, Act.of(move, solo.grid), value) for n, move, value in every_try(solo)]
