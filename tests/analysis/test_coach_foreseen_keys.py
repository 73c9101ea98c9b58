"""The search merges positions equal in all that decides the rest of the episode (search._key: the board's
signature, token, debt, cap, counters, what was scored); where every immediate entry is one a placement's own
spaces decide, a child's key is foreseen from its position and move without playing it (foresight.Foresight.key,
issue 32 part 5), so that a level's children are counted (and the beam narrowed) before they are played. The
key foreseen is the key of the child played: MI-R05's houses on beaches, LG-03's
pass, LG-05's stop, C-5's debt, LG-15's counts and coins, both games."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import campaigns
from generator.analysis.foresight import Foresight
from generator.analysis.search import _key
from generator.rules.solo import Position, Solo
from helpers import DEMO, every_position, generated_solos, tiny_games

GAMES = tiny_games()


def _keys_foreseen(solo: Solo) -> None:
    foresight = Foresight(solo)
    assert foresight.keyed

    def children(at: Position) -> None:
        piece = solo.piece(solo.round(at).card)
        assert piece is not None
        for move in solo.choices(at):
            child = solo.branch(at)
            solo.play(child, move)
            assert foresight.key(at, move, piece) == _key(child), (solo.name, solo.round(at).number, move)

    every_position(solo, children)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_C_5_the_key_foreseen_is_the_key_of_the_child_played(data: st.DataObject, name: str) -> None:
    for solo in generated_solos(data, *GAMES[name], 8):
        _keys_foreseen(solo)


@pytest.mark.parametrize(("campaign", "number"), [("reef-raiders", 5), ("river-town", 3), ("barrio-del-palacio", 14)])
def test_MI_R05_the_key_foreseen_is_the_key_of_the_child_played_in_the_demo(campaign: str, number: int) -> None:
    """reef-raiders 5 (houses on beaches and palms), river-town 3 (C-5's debt), barrio-del-palacio 14 (a coin
    next to the square: LG-15's counters)."""
    checked = campaigns.check(DEMO / campaign)
    assert checked.campaign and checked.result
    result = next(e for e in checked.result.episodes if e.episode.number == number)
    _keys_foreseen(Solo(result, checked.campaign.game, checked.campaign.catalogue, result.players[0].name))
