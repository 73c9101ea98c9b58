"""The search's beam plays a round's best child that ends the episode (LG-05's stop, the last round's moves) only
if it is the best line found once the search is over (generator/analysis/search._best_first, issue 32 part 5):
its value foreseen, its parent kept as it was. The best, plan, items and search are those of the search that
plays every child as it goes, the first of the highest among equals (ties are many where a stop ends the episode
round after round at the same score), on both games' tiny boards."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis import analyse_player, search
from generator.analysis.foresight import Foresight
from generator.analysis.placed import Placed
from generator.rules.solo import Solo
from helpers import coin_city, generated_episode, tiny_games

GAMES: dict[str, tuple[Any, Any, Any, Any]] = tiny_games()
GAMES["my-city coins"] = coin_city()
ROUNDS = 8
SLOW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SLOW
@given(st.data(), st.sampled_from(sorted(GAMES)), st.integers(1, 3))
def test_LG_05_the_best_ending_played_last_is_the_one_played_at_once(data: st.DataObject, name: str, width: int) -> None:
    """Every player's analysis (a beam narrowed early: at most 8 positions a round) is the one of the search that
    plays every child."""
    game, _board, pieces, _ruleset = GAMES[name]
    result = generated_episode(data, *GAMES[name], ROUNDS)
    for player in result.players:
        deferred = analyse_player(Solo(result, game, pieces, player.name), width=width, exhaustive=8)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(search.Foresight, "__init__", _unknown)
            played = analyse_player(Solo(result, game, pieces, player.name), width=width, exhaustive=8)
        assert deferred == played


def _unknown(self: Foresight, solo: Solo, placed: Placed | None = None) -> None:
    self.solo, self.known = solo, False
