"""Solo.ending (what the coach ranks and values positions by: no item written, only a token moved) and
Solo.finish (the end scored for real, items and all) are two ways of writing the same end scoring (C-1:
one entry at a time, debt and cap as the token moves; C-5's signed result; LG-15's adjustments; an entry
paid once a campaign seen paid by a later one). At every position of every logged line, in every
finished episode of every campaign the tests and the demo hold, they give the same value."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import campaigns
from generator.rules.solo import Solo
from helpers import DEMO, FIXTURES

CAMPAIGNS = sorted({path.parent for path in [*FIXTURES.rglob("campaign.yaml"), *DEMO.glob("*/campaign.yaml")]})


@pytest.mark.parametrize("folder", CAMPAIGNS, ids=lambda p: p.relative_to(p.parents[1]).as_posix())
def test_C_5_ending_is_the_value_finish_scores(folder: Path) -> None:
    found = campaigns.check(folder)
    if found.problems or found.result is None or found.campaign is None:
        pytest.skip("a fixture that does not check (a test of bad input)")
    races: frozenset[str] = frozenset()
    for result in found.result.episodes:
        for player in result.players if result.complete else ():
            solo = Solo(result, found.campaign.game, found.campaign.catalogue, player.name, races)
            pos = solo.start()
            while True:
                assert solo.ending(pos) == solo.finish(solo.branch(pos)), (result.episode.number, player.name, pos.next)
                if solo.over(pos):
                    break
                solo.play_logged(pos)
        races |= result.races_won
