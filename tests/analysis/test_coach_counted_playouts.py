"""Part 1's play-outs counted (generator/analysis/ceiling.Counting, issue 32 part 5): where every immediate entry
is one a placement's own spaces decide, a logged placement that still fits scores what it scored as played,
so a try's later rounds only put the piece down and move the token (Solo.play_counted). A try counted ends
with the value of the same try played by the replay: MI-R05's houses on beaches, LG-15's counts and coins,
LG-03's forced passes, LG-04's refused pass (a stop), C-5's debt and LG-07's cap, both games."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import campaigns
from generator.analysis.ceiling import Counting
from generator.analysis.counted_end import valuing
from generator.rules.solo import Solo
from helpers import DEMO, chapter, coin_city, generated_solos, tiny_games

GAMES = tiny_games()
GAMES["my-city coins"] = coin_city()
ROUNDS = 8


def _counted_is_played(solo: Solo) -> None:
    """Every try of every round of the log, played and played out counted and by the replay, ends with the same
    value (and the same token, debt, counters and board)."""
    counting, valued = Counting(solo), valuing(solo)
    assert counting.known
    pos = solo.start()
    while not solo.over(pos):
        for move in solo.choices(pos):
            counted, played = solo.branch(pos), solo.branch(pos)
            counting.play(counted, move)  # the try's own move counted too
            solo.play(played, move)
            while not solo.over(counted):
                counting.play_logged(counted)
            solo.play_out(played)
            assert valued(counted) == valued(played) == solo.finish(solo.branch(played)), (solo.name, solo.round(pos).number, move)
            c, p = counted.player, played.player
            assert (c.token, c.island.counters, c.island.signature(), c.active) == (p.token, p.island.counters, p.island.signature(), p.active)
        solo.play_logged(pos)


SLOW = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SLOW
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_C_1_a_try_counted_ends_as_the_try_played(data: st.DataObject, name: str) -> None:
    for solo in generated_solos(data, *GAMES[name], ROUNDS):
        _counted_is_played(solo)


@pytest.mark.parametrize(("campaign", "number", "seat"), [("reef-raiders", 5, 0), ("river-town", 3, 1), ("barrio-del-palacio", 14, 0),
                                                          ("barrio-del-palacio", 15, 2)])
def test_MI_R05_a_try_counted_ends_as_the_try_played_in_the_demo(campaign: str, number: int, seat: int) -> None:
    """reef-raiders 5 (MI-R05 on beaches and palms, forced passes), river-town 3 (C-5's debt, an adjustment),
    barrio-del-palacio 14 and 15 (LG-15: a point next to the palace, a coin next to the square)."""
    checked = campaigns.check(DEMO / campaign)
    assert checked.campaign and checked.result
    result = next(e for e in checked.result.episodes if e.episode.number == number)
    _counted_is_played(Solo(result, checked.campaign.game, checked.campaign.catalogue, result.players[seat].name))


def test_the_eternal_games_are_played_out_in_full() -> None:
    """MI-E03's groups, MI-E04's roads and MC-E07's race depend on the board a placement lands on: not counted."""
    for name in ("my-island", "my-city"):
        game, board, pieces, _ruleset = GAMES[name]
        eternal = chapter(game, "eternal")
        checked = campaigns.check(DEMO / ("eternal-night" if name == "my-island" else "gold-rush"))
        assert checked.campaign and checked.result
        result = checked.result.episodes[0]
        assert result.episode.ruleset.immediate == eternal.immediate
        assert not Counting(Solo(result, checked.campaign.game, checked.campaign.catalogue, result.players[0].name)).known
