"""Every replay an episode's coach makes (the log played once, each player's Solo, the races the others close)
starts from one blank island per board, held by the log played (rules/solo.Logged.blanks, issue 32 part 5): what
depends on the board alone (its reading order, its conditions of the board, the placements built on it) is worked
out once per episode, not once per player. At every position each player's Solo must find the legal placements an
island of its own finds, nothing shared (LG-01..LG-03, MI-R02, MC-R02), and every player the analysis of a Solo
alone."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.coach import analyse_player
from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.rules.placement import Placement
from generator.rules.solo import Logged, Position, Solo
from helpers import every_position, finished_demo_episodes, generated_episode, tiny_games

GAMES = tiny_games()


def _placements_afresh(solo: Solo) -> None:
    """At every position of the log and of each round's first and last try played out, the Solo's placements are
    those of an island with the same pieces that shares nothing with another."""

    def same(pos: Position) -> None:
        piece = solo.piece(solo.round(pos).card)
        if piece is None:
            return
        island = pos.player.island
        own = Island(island.board, dict(island.covered), island.placements, dict(island.counters))
        found = [move for move in solo.choices(pos) if isinstance(move, Placement)]
        assert found == legal_placements(own, piece, solo.ruleset, own.placements == 0), (solo.name, pos.next)

    every_position(solo, same)


@settings(max_examples=16, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_LG_01_each_players_placements_and_analysis_are_their_own(data: st.DataObject, name: str) -> None:
    """Both games' rulebooks (legacy-1: MI-R02's matching symbol, MC-R02's building beside) on generated games of
    three players on the tiny boards, every player's Solo from one log played."""
    game, board, pieces, ruleset = GAMES[name]
    result = generated_episode(data, game, board, pieces, ruleset, 6, ("Ana", "Ben", "Cloe"))
    assert [f for f in result.problems if f.rule != "C-2"] == []
    logged = Logged(result, game, pieces)
    for player in result.players:
        solo = Solo(result, game, pieces, player.name, logged=logged)
        _placements_afresh(solo)
        assert analyse_player(solo) == analyse_player(Solo(result, game, pieces, player.name)), player.name


@pytest.mark.parametrize("episode", ["barrio-del-palacio 13", "barrio-del-palacio 15"])
def test_LG_12_a_demo_players_placements_are_their_own_on_their_own_board(episode: str) -> None:
    """barrio-del-palacio: each player on a board of their own, changed between episodes (LG-12), every logged
    position of every player."""
    _name, campaign, result, number = next(found for found in finished_demo_episodes() if found[0] == episode)
    played = next(e for e in result.episodes if e.episode.number == number)
    assert len({id(p.board) for p in played.players}) == len(played.players)
    logged = Logged(played, campaign.game, campaign.catalogue)
    for player in played.players:
        solo = Solo(played, campaign.game, campaign.catalogue, player.name, logged=logged)
        pos = solo.start()
        while not solo.over(pos):
            piece = solo.piece(solo.round(pos).card)
            island = pos.player.island
            own = Island(island.board, dict(island.covered), island.placements, dict(island.counters))
            if piece is not None:
                assert [m for m in solo.choices(pos) if isinstance(m, Placement)] == \
                    legal_placements(own, piece, solo.ruleset, own.placements == 0), (player.name, pos.next)
            solo.play_logged(pos)
