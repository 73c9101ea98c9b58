"""The coach plays an episode's log once for all its players (rules/solo.Logged, issue 32 part 5): each player's
Solo reads the other players' boards, counters and once-paid entries from it, where each once played the whole
episode again. Every player's analysis must be the one their own replay of the log gives, whichever players were
analysed before from the same one: where an end entry scores the other players' boards too (it adds to a
counter a later entry compares across players, C-1), a finish changes their counters, which must not reach the
next player's analysis."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.coach import analyse_player
from generator.model import Ruleset
from generator.rules.solo import Logged, Solo
from helpers import chapter, finished_demo_episodes, generated_episode, tiny_games

COMPARED = """
name: {en: A chapter that compares what the end adds}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
deck: [buildings]
own_rules:
  T-1: {en: Each red space counts a coin at the end}
  T-2: {en: The most coins score 3}
end:
  - {kind: count, where: {colour: red}, count: spaces, points: 0, add: {coins: 1}, rule: T-1}
  - {kind: counter, counter: coins, most: true, points: 3, rule: T-2}
  - {kind: visible-feature, feature: tree, points: 1}
"""
"""An envelope's chapter on the tiny city whose end scores every player's board (a count adding to a counter
that a later entry compares across players), so that each finish changes the other players' counters."""

GAMES = tiny_games(coins=True)


def _rulesets(name: str) -> dict[str, Ruleset]:
    game = GAMES[name][0]
    other = {"eternal": chapter(game, "eternal")} if name == "my-island" else {"compared": chapter(game, "compared", COMPARED)}
    return {"legacy-1": GAMES[name][3], **other}


RULESETS = {name: _rulesets(name) for name in GAMES}
CASES = [(name, rid) for name, rulesets in RULESETS.items() for rid in rulesets]


@settings(max_examples=16, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(CASES))
def test_C_1_each_players_analysis_is_the_one_their_own_replay_gives(data: st.DataObject, case: tuple[str, str]) -> None:
    """Both games' rulebooks (legacy-1, the Eternal island) and an envelope whose end scores every board (LG-15),
    on generated games of three players on the tiny boards, every player analysed in turn from one log played."""
    name, rid = case
    game, board, pieces, _legacy = GAMES[name]
    result = generated_episode(data, game, board, pieces, RULESETS[name][rid], 6, ("Ana", "Ben", "Cloe"))
    assert [f for f in result.problems if f.rule != "C-2"] == []
    logged = Logged(result, game, pieces)
    for player in result.players:
        for island in logged.islands:  # whatever the finishes of an earlier player's analysis left in them
            island.counters["coins"] = 99
        shared = analyse_player(Solo(result, game, pieces, player.name, logged=logged))
        assert shared == analyse_player(Solo(result, game, pieces, player.name)), player.name


@pytest.mark.parametrize("episode", ["barrio-del-palacio 15", "eternal-night 1", "gold-rush 1"])
def test_C_1_a_demo_players_analysis_is_the_one_their_own_replay_gives(episode: str) -> None:
    """LG-15's districts compared across players and its coins (barrio-del-palacio 15), MI-E05's largest groups
    (eternal-night 1), MC-E07's race (gold-rush 1)."""
    _name, campaign, result, number = next(found for found in finished_demo_episodes() if found[0] == episode)
    played = next(e for e in result.episodes if e.episode.number == number)
    logged = Logged(played, campaign.game, campaign.catalogue)
    for player in played.players:
        shared = analyse_player(Solo(played, campaign.game, campaign.catalogue, player.name, logged=logged))
        assert shared == analyse_player(Solo(played, campaign.game, campaign.catalogue, player.name)), player.name
