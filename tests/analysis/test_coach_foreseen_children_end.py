"""The beam's children valued without playing them (generator/analysis/search._foreseen) say whether each
ends the player's episode as the rules do (LG-05: a stop ends it; the last round in which players act
ends it whatever the move): _foreseen asks the round once per position and adds the stop itself, a second
way of writing Solo.ends, held here to the children played."""

from __future__ import annotations

import pytest

from generator import campaigns
from generator.analysis.foresight import Foresight
from generator.analysis.search import _foreseen
from generator.rules.solo import Position, Solo
from helpers import DEMO, every_position


@pytest.mark.parametrize(("campaign", "number"), [("eternal-night", 1), ("barrio-del-palacio", 15)])
def test_LG_05_a_child_foreseen_ends_the_episode_where_the_child_played_does(campaign: str, number: int) -> None:
    """eternal-night 1 (My Island) and barrio-del-palacio 15 (My City): both offer a stop and reach the last round."""
    checked = campaigns.check(DEMO / campaign)
    assert checked.campaign and checked.result
    result = next(e for e in checked.result.episodes if e.episode.number == number)
    for player in result.players:
        solo = Solo(result, checked.campaign.game, checked.campaign.catalogue, player.name)
        foresight = Foresight(solo)
        assert foresight.known
        ended: list[bool] = []

        def children(at: Position, solo: Solo = solo, foresight: Foresight = foresight, ended: list[bool] = ended) -> None:
            moves = solo.choices(at)
            found = _foreseen(foresight, [at], [moves])
            assert found is not None
            assert found.moves == moves
            for move, over in zip(found.moves, found.over, strict=True):
                played = solo.branch(at)
                solo.play(played, move)
                assert over == solo.over(played), (solo.name, solo.round(at).number, move)
                ended.append(over)

        every_position(solo, children)
        assert any(ended) and not all(ended)  # both kinds of child were met
