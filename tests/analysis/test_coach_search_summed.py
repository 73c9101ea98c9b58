"""The search's foresight adds a placement's value up where it may (generator/analysis/foresight.Foresight,
issue 32 part 5): what the position alone gives (the token less its debt, the end's uncovered units, MI-E05's
largest groups already the player's, the adjustments) and what the placement gives wherever it is put down
(its immediate entries' points, less the end's units it covers), where the cap (LG-07) stays out of reach and
the placement completes none of the groups MI-E03 and MI-E05 wait for and passes no statue MI-E04 waits for,
and so is a pass's (LG-03's points) and a stop's (LG-05, at no cost); every other move is credited entry by
entry as before. Whichever way, the value foreseen is the end of the
child played (Solo.ending), with a cap low enough to be reached in a tiny game, on both games' tiny boards,
and in the demo's Eternal game."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis import analyse_player, search
from generator.analysis.foresight import Foresight
from generator.analysis.placed import Placed
from generator.load.nodes import load_file, load_text
from generator.rules.solo import Position, Solo
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import coin_city, demo_solos, every_position, generated_episode, tiny_games

GAMES: dict[str, tuple[Any, Any, Any, Any]] = tiny_games()
GAMES["my-city coins"] = coin_city()
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
CAPS = (4, 9, 55)
"""LG-07's cap: reached within a few tiles, reached late or not at all (the game's)."""
ROUNDS = 8


def _capped(name: str, cap: int) -> tuple[Any, Any, Any, Any]:
    game, board, pieces, ruleset = GAMES[name]
    return game._replace(cap=cap), board, pieces, ruleset


def _foreseen_is_played(solo: Solo) -> None:
    """Every move's value foreseen, a position's moves together as the search foresees them, is the end of its
    child played, from every position of the log and of each round's first and last try played out."""
    foresight = Foresight(solo)
    assert foresight.known

    def children(at: Position) -> None:
        moves = solo.choices(at)
        foreseen = foresight.values(at, moves)
        for index, move in enumerate(moves):
            child = solo.branch(at)
            solo.play(child, move)
            value = None if foreseen is None else foreseen[index]
            assert value == solo.ending(child), (solo.name, solo.round(at).number, move, at.player.token)

    every_position(solo, children)


SLOW = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
GROUPED = ("my-island eternal", "my-island groups")
"""The rulesets whose groups and roads a placement may complete (MI-E03..E05)."""


@SLOW
@given(st.data(), st.sampled_from(sorted(GAMES)), st.sampled_from(CAPS))
def test_MI_E03_LG_07_a_value_added_up_is_the_value_played(data: st.DataObject, name: str, cap: int) -> None:
    game, board, pieces, ruleset = _capped(name, cap)
    result = generated_episode(data, game, board, pieces, ruleset, ROUNDS)
    for player in result.players:
        _foreseen_is_played(Solo(result, game, pieces, player.name))


def test_MI_E04_a_value_added_up_is_the_value_played_in_the_eternal_demo() -> None:
    """eternal-night 1: farms, villages and fortifications completed, roads to the statues, the largest groups
    against the others' as logged, over 24 rounds."""
    for solo in demo_solos("eternal-night", 1)[:2]:
        _foreseen_is_played(solo)


@settings(SLOW, max_examples=40)
@given(st.data(), st.sampled_from(GROUPED))
def test_MI_E03_E04_E05_a_value_added_up_is_the_value_played(data: st.DataObject, name: str) -> None:
    """A group completed, a road passing the statue, a largest group growing to the others' or past them, each
    credited in turn, whatever else the placement adds."""
    game, board, pieces, ruleset = GAMES[name]
    result = generated_episode(data, game, board, pieces, ruleset, ROUNDS)
    for player in result.players:
        _foreseen_is_played(Solo(result, game, pieces, player.name))


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
