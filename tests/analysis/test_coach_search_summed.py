"""The search's foresight adds a placement's value up where it may (generator/analysis/foresight.Foresight,
issue 32 part 5): what the position alone gives (the token less its debt, the end's uncovered units, MI-E05's
largest groups already the player's, the adjustments) and what the placement gives wherever it is put down
(its immediate entries' points, less the end's units it covers), and what the end's districts (LG-15 `groups`,
grown by the placement's spaces where their condition would hold) and counters (with what the placement adds)
give the two together, where the cap (LG-07) stays out of reach and the placement completes none of the groups
MI-E03 and MI-E05 wait for and passes no statue MI-E04 waits for, and so is a pass's (LG-03's points) and a
stop's (LG-05, at no cost); every other move is credited entry by entry as before. Whichever way,
the value foreseen is the end of the child played (Solo.ending), with a cap low enough to be reached in a tiny
game, on both games' tiny boards, and in the demo's Eternal game."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis import analyse_player, search
from generator.analysis.foresight import Foresight
from generator.analysis.placed import Placed
from generator.load.nodes import load_file, load_text
from generator.rules.solo import Solo
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import chapter, coin_city, demo_solos, foreseen_as_played, generated_episode, tiny_games

GAMES: dict[str, tuple[Any, Any, Any, Any]] = tiny_games()
GAMES["my-city coins"] = coin_city()
DISTRICTS = """
name: {en: A chapter of districts and coins}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
deck: [buildings]
own_rules:
  T-1: {en: Each building next to the well scores 1}
  T-2: {en: Each building next to the gold earns a coin}
  T-3: {en: The largest red district scores 4}
  T-4: {en: Each yellow district of 2 scores 1}
  T-5: {en: A point per coin}
immediate:
  - {kind: count, where: {piece: new, next_to: {feature: well}}, count: pieces, points: 1, rule: T-1}
  - {kind: count, where: {piece: new, next_to: {feature: gold}}, count: pieces, add: {coins: 1}, rule: T-2}
end:
  - {kind: groups, where: {colour: red}, largest: true, per: space, most: true, points: 4, rule: T-3}
  - {kind: groups, where: {colour: yellow}, size: 2, per: group, points: 1, rule: T-4}
  - {kind: counter, counter: coins, points: 1, rule: T-5}
  - {kind: visible-feature, feature: tree, points: 1}
  - {kind: empty-buildable, points: -1, with_features: true}
"""
"""LG-15's districts (the largest red one to the most, yellow ones of two) and a counter of coins on the tiny city."""
_coins = GAMES["my-city coins"]
GAMES["my-city districts"] = (*_coins[:3], chapter(_coins[0], "districts", DISTRICTS))
_island = GAMES["my-island"]
GROUPS = """
name: {en: Small groups}
buildable: [beach, heath, palm]
first_piece: {covers: beach}
adjacency: matching-symbol
immediate:
  - {kind: symbol-group, symbol: house, size: 3, points: 2}
  - {kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}
  - {kind: symbol-group, symbol: field, size: 2, points: 1}
  - {kind: road-to-sea, points: 4}
  - {kind: symbol-group, symbol: path, size: 2, points: -2}
end:
  - {kind: largest-group, symbol: house, points: 3}
  - {kind: largest-group, symbol: path, points: -2}
  - {kind: largest-group, symbol: field, points: 2}
  - {kind: visible-terrain, terrain: beach, points: -1}
"""
"""Groups small enough to complete in a few tiny tiles, a road from the tiny island's statue, losses beside gains
(C-5's debt), a placement's own points beside the groups it completes."""
GAMES["my-island groups"] = (*_island[:3], read_ruleset(Reader(), load_text(GROUPS, "groups.yaml"), _island[0], "groups"))
GAMES["my-island eternal"] = (*_island[:3], read_ruleset(Reader(), load_file(_island[0].folder / "rules/eternal.yaml"),
                                                         _island[0], "eternal"))
CAPS = (11, 13, 16, 55)
"""LG-07's cap: a point above the start (LG-01, 10) or a few, reached within a tile or a few, late or not at all (the game's)."""
ROUNDS = 8


def _capped(name: str, cap: int) -> tuple[Any, Any, Any, Any]:
    game, board, pieces, ruleset = GAMES[name]
    return game._replace(cap=cap), board, pieces, ruleset


SLOW = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
GROUPED = ("my-island eternal", "my-island groups", "my-city districts")
"""The rulesets whose groups, roads and districts a placement may complete or grow (MI-E03..E05, LG-15)."""


@SLOW
@given(st.data(), st.sampled_from(sorted(GAMES)), st.sampled_from(CAPS))
def test_MI_E03_LG_07_a_value_added_up_is_the_value_played(data: st.DataObject, name: str, cap: int) -> None:
    game, board, pieces, ruleset = _capped(name, cap)
    result = generated_episode(data, game, board, pieces, ruleset, ROUNDS)
    for player in result.players:
        foreseen_as_played(Solo(result, game, pieces, player.name))


def test_MI_E04_a_value_added_up_is_the_value_played_in_the_eternal_demo() -> None:
    """eternal-night 1: farms, villages and fortifications completed, roads to the statues, the largest groups
    against the others' as logged, over 24 rounds."""
    for solo in demo_solos("eternal-night", 1)[:2]:
        foreseen_as_played(solo)


@settings(SLOW, max_examples=40)
@given(st.data(), st.sampled_from(GROUPED), st.sampled_from(CAPS))
def test_MI_E03_E04_E05_a_value_added_up_is_the_value_played(data: st.DataObject, name: str, cap: int) -> None:
    """A group completed, a road passing the statue, a largest group growing to the others' or past them, each
    credited in turn, whatever else the placement adds; beside them, districts grown and coins counted."""
    game, board, pieces, ruleset = _capped(name, cap)
    result = generated_episode(data, game, board, pieces, ruleset, ROUNDS)
    for player in result.players:
        foreseen_as_played(Solo(result, game, pieces, player.name))


@SLOW
@given(st.data(), st.sampled_from(sorted(GAMES)), st.sampled_from(CAPS))
def test_LG_07_the_beam_adding_up_finds_what_playing_every_child_finds(data: st.DataObject, name: str, cap: int) -> None:
    """The same best, plan and search (a beam narrowed early: at most 8 positions a round) as the search that
    plays every child of its beam."""
    game, board, pieces, ruleset = _capped(name, cap)
    result = generated_episode(data, game, board, pieces, ruleset, ROUNDS)
    for player in result.players:
        foreseen = analyse_player(Solo(result, game, pieces, player.name), width=2, exhaustive=8)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(search.Foresight, "__init__", _unknown)
            played = analyse_player(Solo(result, game, pieces, player.name), width=2, exhaustive=8)
        assert foreseen == played


def _unknown(self: Foresight, solo: Solo, placed: Placed | None = None) -> None:
    self.solo, self.known = solo, False
