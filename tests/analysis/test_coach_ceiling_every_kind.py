"""Part 1's ceiling for the entries that do not add up over spaces (generator/analysis/reach.py, issue 32
part 5): MI-E03's groups, MI-E04's roads, MI-E05's largest groups across players, MC-E07's race, LG-15's
composable counts, groups (the most across players) and counters. Exact: at every position of every try,
on generated small games of both games and on the demo's chapters, the ceiling is never below what the try
ends with when the rest is played as logged, and each round's best alternative is the one found by playing
every try to its end. MC-E04..E06 have none (a ceiling for them was measured to cost more than it saved):
every try of such a ruleset is played to its end."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.ceiling import Ceiling
from generator.analysis.coach import _as_played, rounds_of
from generator.analysis.counted_end import CountedEnd
from generator.analysis.results import Act
from generator.load.nodes import load_file, load_text
from generator.model import Board, Catalogue, Game, Ruleset
from generator.rules.solo import Solo
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.pieces import read_catalogue
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import FIXTURES, demo_solos, every_try, generated_episode, generated_solos

CHAPTER = """
name: {en: A chapter of districts}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
deck: [buildings]
own_rules:
  T-1: {en: Each building next to the well scores 1}
  T-2: {en: The largest red district scores 4}
  T-3: {en: Each yellow district of 2 scores 1}
immediate:
  - {kind: count, where: {piece: new, next_to: {feature: well}}, count: pieces, points: 1, rule: T-1}
  - {kind: first-to-cover-all, feature: gold, points: 3}
end:
  - {kind: groups, where: {colour: red}, largest: true, per: space, most: true, points: 4, rule: T-2}
  - {kind: groups, where: {colour: yellow}, size: 2, per: group, points: 1, rule: T-3}
  - {kind: visible-feature, feature: tree, points: 1}
  - {kind: visible-feature, feature: rock, points: -1}
"""
"""LG-15's composable kinds as an envelope writes them, on the tiny city (its well, trees and rock)."""


def _game(name: str) -> tuple[Game, Board, Catalogue, dict[str, Ruleset]]:
    game = load_game(name)
    board = read_board(Reader(), load_file(FIXTURES / f"{name}/boards/tiny.yaml"), game)
    pieces = read_catalogue(Reader(), load_file(FIXTURES / f"{name}/pieces/tiny.yaml"), game)
    rulesets = {rid: read_ruleset(Reader(), load_file(game.folder / f"rules/{rid}.yaml"), game, rid) for rid in ("legacy-1", "eternal")}
    if name == "my-city":
        rulesets["districts"] = read_ruleset(Reader(), load_text(CHAPTER, "districts.yaml"), game, "districts")
    assert board and pieces and all(rulesets.values())
    return game, board, pieces, {k: v for k, v in rulesets.items() if v is not None}


GAMES = {name: _game(name) for name in ("my-island", "my-city")}
CASES = [(name, rid) for name, (_g, _b, _p, rulesets) in GAMES.items() for rid in rulesets if (name, rid) != ("my-city", "eternal")]
"""Every ruleset but My City's Eternal game (MC-E04..E06: no ceiling)."""
ROUNDS = 7


def _never_below(solo: Solo) -> None:
    """At every position of every try (every legal action of every round, then the log), the ceiling is at
    least the value the try ends with, and `room` says the same as `of`; so is the try's first ceiling
    worked out before it is played (Ceiling.after)."""
    ceiling = Ceiling(solo, _as_played(solo))
    assert ceiling.known, [item.kind for item in (*solo.ruleset.immediate, *solo.end_items)]
    pos = solo.start()
    while not solo.over(pos):
        for move in solo.choices(pos):
            trial = solo.branch(pos)
            solo.play(trial, move)
            seen = []
            while not solo.over(trial):
                seen.append((ceiling.of(trial), solo.branch(trial)))
                solo.play_logged(trial)
            value = solo.ending(trial)
            room = ceiling.after(pos, move, value - 1)  # the try's first ceiling, before it is played
            assert room is None or room >= 1, (solo.name, solo.round(pos).number, move, room, value)
            for most, at in seen:
                assert most >= value, (solo.name, solo.round(pos).number, move, most, value)
                assert (ceiling.room(at, value) > 0) == (most > value) and (ceiling.room(at, value - 1) > 0) == (most > value - 1)
        solo.play_logged(pos)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(CASES))
def test_C_1_the_ceiling_is_never_below_what_a_try_ends_with(data: st.DataObject, case: tuple[str, str]) -> None:
    """Both games' rulebooks (MI-R05/R06; MI-E03..E05's groups, roads and largest groups; MC-R06) and an
    envelope's composable kinds with MC-E07's race (LG-15), on generated games of the tiny boards."""
    name, rid = case
    game, board, pieces, rulesets = GAMES[name]
    result = generated_episode(data, game, board, pieces, rulesets[rid], ROUNDS)
    assert [f for f in result.problems if f.rule != "C-2"] == []
    for player in result.players:
        _never_below(Solo(result, game, pieces, player.name))


@pytest.mark.parametrize(("campaign", "number"), [("eternal-night", 1), ("barrio-del-palacio", 15)])
def test_LG_03_every_round_finds_the_best_that_playing_every_try_finds(campaign: str, number: int) -> None:
    """MI-E03..E05 (eternal-night), LG-15's count next to the palace, the red district and the coins
    counted at the chapter's end (barrio-del-palacio 15): the ceiling only skips tries that could not have
    replaced the round's best."""
    for solo in demo_solos(campaign, number):
        assert Ceiling(solo, _as_played(solo)).known
        expected = every_try(solo)
        found = [(r.round, r.best_action.text, r.best_value) for r in rounds_of(solo)]
        assert found == [(n, Act.of(move, solo.grid).text, value) for n, move, value in expected], solo.name


def test_LG_15_the_coins_to_come_are_counted_in_the_ceiling() -> None:
    """barrio-del-palacio 15 (C5-3's coins, C5-5's point per coin at the chapter's end): at every position of
    every try the ceiling is never below the end, coins included."""
    for solo in demo_solos("barrio-del-palacio", 15):
        _never_below(solo)


def _counted_is_ending(solo: Solo) -> None:
    """At every position of every try (every legal action of every round, then the log), the end counted
    is Solo.ending's value."""
    counted = CountedEnd(solo)
    assert counted.known
    pos = solo.start()
    while not solo.over(pos):
        for move in solo.choices(pos):
            trial = solo.branch(pos)
            solo.play(trial, move)
            while True:
                assert counted.value(trial) == solo.ending(trial), (solo.name, move)
                if solo.over(trial):
                    break
                solo.play_logged(trial)
        solo.play_logged(pos)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from([("my-island", "legacy-1"), ("my-island", "eternal"), ("my-city", "legacy-1"), ("my-city", "districts")]))
def test_MI_E05_the_end_counted_is_the_end_scored(data: st.DataObject, case: tuple[str, str]) -> None:
    """The search ranks its beam by the end counted (CountedEnd: MI-R06's beaches, MC-R06's trees, rocks and
    empty spaces, MI-E05's largest groups and LG-15's largest district against the other players' as
    logged): at every position of every try it is Solo.ending's value."""
    name, rid = case
    game, board, pieces, rulesets = GAMES[name]
    for solo in generated_solos(data, game, board, pieces, rulesets[rid], ROUNDS):
        _counted_is_ending(solo)


def test_LG_15_the_end_counted_with_coins_is_the_end_scored() -> None:
    """barrio-del-palacio 15: the red district to the most (C5-4) and a point per coin (C5-5), counted."""
    for solo in demo_solos("barrio-del-palacio", 15):
        _counted_is_ending(solo)
