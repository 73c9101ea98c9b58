"""rules/solo.py, the coach's way into the rules: one player's episode played again alone, the others' play as
logged, scores exactly as the replay did, in every finished episode of every campaign the tests and the demo
hold (envelope rules with counters, races, once, changes and lacking pieces among them)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import campaigns
from generator.analysis import analyse_episode
from generator.rules.solo import Solo
from helpers import DEMO, FIXTURES

CAMPAIGNS = sorted({path.parent for path in [*FIXTURES.rglob("campaign.yaml"), *DEMO.glob("*/campaign.yaml")]})


def checked(folder: Path) -> campaigns.Checked:
    found = campaigns.check(folder)
    if found.problems or found.result is None:
        pytest.skip("a fixture that does not check (a test of bad input)")
    return found


@pytest.mark.parametrize("folder", CAMPAIGNS, ids=lambda p: p.relative_to(p.parents[1]).as_posix())
def test_C_5_a_player_played_alone_as_logged_scores_as_the_replay(folder: Path) -> None:
    found = checked(folder)
    assert found.campaign and found.result
    races: frozenset[str] = frozenset()
    for result in found.result.episodes:
        for player in result.players if result.complete else ():
            solo = Solo(result, found.campaign.game, found.campaign.catalogue, player.name, races)
            pos = solo.start()
            solo.play_out(pos)
            assert (solo.finish(pos), pos.forced) == (player.score, ()), (result.episode.number, player.name)
        races |= result.races_won


@pytest.mark.slow
@pytest.mark.parametrize("folder", [f for f in CAMPAIGNS if "envelopes" in f.parts], ids=lambda p: p.name)
def test_envelope_rules_best_is_at_least_every_round_and_the_play(folder: Path) -> None:
    found = checked(folder)
    assert found.campaign and found.result
    for result in (r for r in found.result.episodes if r.complete):
        for player in analyse_episode(found.campaign, found.result, result.episode.number, width=2).players:
            assert all(player.best >= r.best_value >= r.value == player.played for r in player.rounds)
