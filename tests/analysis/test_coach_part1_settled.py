"""What part 1's ceilings carry along a try (ceiling.Settled, issue 32 part 5): MI-E05's largest groups and LG-15's
`groups` ask only which spaces show or may show what, and the end counted over what stays uncovered must still
take what neither shows covered nor a logged placement to come can cover; a logged placement to come played where
it fits (its spaces move from those ahead to those that show) changes none of them, so a try's play-out takes them
from its first ceiling (Ceiling.after) and its earlier ceilings until a placement to come that fitted no longer
does (LG-03's forced pass: the placements on the board and those to come that still fit are one fewer). Every
ceiling so carried must be the one worked out afresh: a value carried past such a pass, or from a move's first
ceiling that saw other spaces ahead, would let part 1 drop a try that beats the round's best."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.ceiling import Ceiling, Counting, Settled
from generator.analysis.coach import _as_played
from generator.model import Ruleset
from generator.rules.solo import Solo
from helpers import chapter, coin_city, demo_solos, generated_episode, tiny_games

DISTRICTS = """
name: {en: A chapter of districts}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
deck: [buildings]
own_rules:
  T-1: {en: Each building next to the well scores 1}
  T-2: {en: The largest red district scores 4}
  T-3: {en: Each yellow district of 2 scores 1}
immediate:
  - {kind: count, where: {piece: new, next_to: {feature: well}}, count: pieces, points: 1, rule: T-1}
end:
  - {kind: groups, where: {colour: red}, largest: true, per: space, most: true, points: 4, rule: T-2}
  - {kind: groups, where: {colour: yellow}, size: 2, per: group, points: 1, rule: T-3}
  - {kind: visible-feature, feature: rock, points: -1}
"""
"""LG-15's districts as an envelope writes them, on the tiny city: the most across players and per group."""

GAMES = tiny_games()
GAMES["my-city coins"] = coin_city()


def _rulesets() -> dict[str, tuple[str, Ruleset]]:
    island, city = GAMES["my-island"][0], GAMES["my-city"][0]
    return {"my-island eternal": ("my-island", chapter(island, "eternal")),
            "my-island legacy-1": ("my-island", GAMES["my-island"][3]),
            "my-city districts": ("my-city", chapter(city, "districts", DISTRICTS)),
            "my-city coins": ("my-city coins", GAMES["my-city coins"][3])}


RULESETS = _rulesets()
ROUNDS = 8


def _carried(solo: Solo) -> int:
    """Every try of every logged position, for a best the try's ceilings leave open and one they cut short: its
    first ceiling and then the ceiling of each round of its play-out (played as part 1 plays it, counted where
    it may), each with what the earlier ones of the try found, equal to the ceiling worked out afresh."""
    ceiling, counting = Ceiling(solo, _as_played(solo)), Counting(solo)
    assert ceiling.known
    play, play_logged = (counting.play, counting.play_logged) if counting.known else (solo.play, solo.play_logged)
    played, asked, pos = _as_played(solo).score, 0, solo.start()
    while not solo.over(pos):
        for move in solo.choices(pos):
            for best in (played, -1000):  # -1000: no reach cut short, every settled one found
                settled = Settled()
                assert ceiling.after(pos, move, best, settled) == ceiling.after(pos, move, best), (solo.round(pos).number, move)
                trial = solo.branch(pos)
                play(trial, move)
                while not solo.over(trial):
                    assert ceiling.room(trial, best, settled) == ceiling.room(trial, best), (solo.round(pos).number, move, trial.next)
                    play_logged(trial)
                    asked += 1
        solo.play_logged(pos)
    return asked


@settings(max_examples=16, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(RULESETS)))
def test_LG_03_a_tries_settled_reaches_are_carried_only_while_every_placement_to_come_fits(data: st.DataObject, case: str) -> None:
    """MI-E05's largest groups (My Island's Eternal game, with MI-E03's groups and MI-E04's roads, which are not
    carried), LG-15's districts and an envelope's empty spaces (My City), MI-R06's visible terrain (legacy-1), on
    generated games of the tiny boards: their forced passes drop a placement to come that fitted."""
    name, ruleset = RULESETS[case]
    game, board, pieces, _legacy = GAMES[name]
    result = generated_episode(data, game, board, pieces, ruleset, ROUNDS)
    assert [f for f in result.problems if f.rule != "C-2"] == []
    for player in result.players:
        _carried(Solo(result, game, pieces, player.name))


@pytest.mark.parametrize(("campaign", "number"), [("barrio-del-palacio", 14), ("barrio-del-palacio", 15), ("reef-raiders", 5),
                                                  ("river-town", 3)])
def test_LG_15_demo_tries_carried_ceilings_are_the_ones_worked_out_afresh(campaign: str, number: int) -> None:
    """LG-15's largest red district against the other players' and a rock left uncovered (barrio-del-palacio 14
    and 15), beaches left uncovered (reef-raiders 5), empty spaces (river-town 3)."""
    assert sum(_carried(solo) for solo in demo_solos(campaign, number)) > 1000
