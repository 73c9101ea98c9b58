"""Part 1 stops a try's play-out once it cannot end above the round's best (generator/analysis/ceiling.py,
issue 32 part 5). Exact: on rulesets whose entries all add up over spaces (MI-R05's houses on beaches,
MI-R06's beaches left visible, MC-R06's trees and empty spaces; C-5's debt, LG-07's cap), the ceiling is
never below what a position ends with when the rest is played as logged, and every round's best
alternative is the one found by playing every try to its end (LG-03's forced passes included)."""

from __future__ import annotations

import pytest

from generator import campaigns
from generator.analysis.ceiling import Ceiling
from generator.analysis.coach import _as_played, rounds_of
from generator.analysis.counted_end import CountedEnd
from generator.analysis.results import Act
from generator.rules.solo import Solo
from helpers import FIXTURES, demo_solos, every_try


@pytest.mark.parametrize(("campaign", "number"), [("reef-raiders", 5), ("river-town", 3)])
def test_C_5_the_ceiling_is_never_below_what_a_try_ends_with(campaign: str, number: int) -> None:
    """MI-R05/MI-R06 (reef-raiders 5: forced passes, LG-03) and MC-R06 (river-town 3: debt repaid, C-5, and
    an adjustment): at every position of every try, the ceiling is at least the value it ends with, and
    the end counted (CountedEnd, which the search ranks its positions by) is Solo.ending's value."""
    for solo in demo_solos(campaign, number):
        ceiling, counted = Ceiling(solo, _as_played(solo)), CountedEnd(solo)
        assert ceiling.known and counted.known
        pos = solo.start()
        while not solo.over(pos):
            for move in solo.choices(pos):
                trial = solo.branch(pos)
                solo.play(trial, move)
                seen = []
                while not solo.over(trial):
                    seen.append(ceiling.of(trial))
                    assert counted.value(trial) == solo.ending(trial)
                    solo.play_logged(trial)
                value = solo.ending(trial)
                assert counted.value(trial) == value
                assert all(most >= value for most in seen), (solo.name, solo.round(pos).number, move, seen, value)
            solo.play_logged(pos)


@pytest.mark.parametrize(("campaign", "number"), [("reef-raiders", 4), ("river-town", 2)])
def test_LG_03_every_round_finds_the_best_that_playing_every_try_finds(campaign: str, number: int) -> None:
    """The best alternative of each round, its value and its line's items are those of playing every try
    to the end: the ceiling only skips tries that could not have replaced it."""
    for solo in demo_solos(campaign, number):
        expected = every_try(solo)
        found = [(r.round, r.best_action.text, r.best_value) for r in rounds_of(solo)]
        assert found == [(n, Act.of(move, solo.grid).text, value) for n, move, value in expected], solo.name


def test_the_ceiling_is_unknown_where_an_entry_has_none() -> None:
    """LG-15's straight lines from the palace (the envelopes' city, chapter 2) have no ceiling (analysis/reach.py
    knows none): every try is played to its end, and the search ranks by Solo.ending, not by counting."""
    checked = campaigns.check(FIXTURES / "envelopes/ciudad")
    assert checked.campaign and checked.result
    result = next(e for e in checked.result.episodes if e.episode.number == 2)
    assert "line" in [item.kind for item in result.episode.ruleset.end]
    for p in result.players:
        solo = Solo(result, checked.campaign.game, checked.campaign.catalogue, p.name)
        assert not Ceiling(solo, _as_played(solo)).known and not CountedEnd(solo).known
