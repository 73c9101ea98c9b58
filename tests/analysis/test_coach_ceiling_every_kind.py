"""Part 1's ceiling for the entries that do not add up over spaces (generator/analysis/reach.py, issue 32
part 5): MI-E03's groups, MI-E04's roads, MI-E05's largest groups across players, MC-E07's race, LG-15's
composable counts, groups (the most across players) and counters. Exact: at every position of every try,
on generated small games of both games and on the demo's chapters, the ceiling is never below what the try
ends with when the rest is played as logged, and each round's best alternative is the one found by playing
every try to its end. MC-E04..E06 have none (a ceiling for them was measured to cost more than it saved):
every try of such a ruleset is played to its end."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import campaigns
from generator.analysis.bounds import Ceiling, CountedEnd
from generator.analysis.coach import _as_played, _same, rounds_of
from generator.analysis.results import Act
from generator.load.nodes import load_file, load_text
from generator.model import Action, Board, Catalogue, Episode, Game, Pos, Round, Ruleset
from generator.rules.deck import BLOCK, cards
from generator.rules.episode import replay_episode
from generator.rules.island import Island
from generator.rules.placement import legal_placements
from generator.rules.results import EpisodeResult
from generator.rules.solo import Solo
from generator.rules.token import Token
from generator.rules.turn import pass_refusal
from generator.validate.content import load_game
from generator.validate.game import read_board, read_catalogue, read_ruleset
from generator.vocabulary.reader import Reader
from helpers import DEMO, FIXTURES

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
HERE = Pos("generated.yaml", 1, 1)
NAMES = ("Ana", "Ben")
ROUNDS = 7


def _generated(data: st.DataObject, name: str, rid: str) -> EpisodeResult:
    """A random legal episode of ROUNDS cards on the tiny board: placements, passes where allowed, stops."""
    game, board, pieces, rulesets = GAMES[name]
    ruleset = rulesets[rid]

    def replayed(rounds: list[Round]) -> EpisodeResult:
        return replay_episode(Episode(1, None, ruleset, tuple(rounds), (), {}, NAMES, "", HERE), game, pieces,
                              {n: board for n in NAMES}, {})

    deck = data.draw(st.permutations([card for card in cards(ruleset.deck, pieces) if card != BLOCK]))
    rounds: list[Round] = []
    for number, card in enumerate(deck[:ROUNDS], 1):
        active = [p for p in replayed(rounds).players if p.stopped is None]
        if not active:
            break
        actions, piece = {}, pieces.pieces[card]
        for p in active:
            island = Island(board)
            for turn in p.turns:
                if turn.action == "place":
                    island.place(pieces.pieces[turn.card], dict(turn.cells))
            legal = legal_placements(island, piece, ruleset, first=island.placements == 0)
            passing = pass_refusal(Token(p.token, game.cap, p.debt), ruleset, piece.church) is None
            choice = data.draw(st.sampled_from(["stop", *(["pass"] if passing else []), *range(len(legal))]))
            actions[p.name] = (Action("place", legal[choice].text(board.grid), HERE, legal[choice].cells)
                               if isinstance(choice, int) else Action(choice, choice, HERE))
        rounds.append(Round(number, card, actions, HERE))
    still = {p.name: Action("stop", "stop", HERE) for p in replayed(rounds).players if p.stopped is None}
    if still:  # everyone ends participation on the next card: the episode is over (LG-06)
        rounds.append(Round(len(rounds) + 1, deck[len(rounds)], still, HERE))
    return replayed(rounds)


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
    game, _board, pieces, _rulesets = GAMES[name]
    result = _generated(data, name, rid)
    assert [f for f in result.problems if f.rule != "C-2"] == []
    for player in result.players:
        _never_below(Solo(result, game, pieces, player.name))


def _solos(campaign: str, number: int) -> list[Solo]:
    checked = campaigns.check(DEMO / campaign)
    assert checked.campaign and checked.result
    result = next(e for e in checked.result.episodes if e.episode.number == number)
    return [Solo(result, checked.campaign.game, checked.campaign.catalogue, p.name) for p in result.players]


def _every_try(solo: Solo) -> list[tuple[int, Any, int]]:
    """(round, best action, best value) of each round with every try played to its end, as without a ceiling."""
    played = _as_played(solo).score
    pos, found = solo.start(), []
    while not solo.over(pos):
        logged = solo.logged(pos)
        best, value = logged, played
        for move in solo.choices(pos):
            if _same(move, logged):
                continue
            trial = solo.branch(pos)
            solo.play(trial, move)
            solo.play_out(trial)
            if solo.finish(trial) > value:  # the earliest among equals, the logged one first of all
                best, value = move, trial.score
        found.append((solo.round(pos).number, best, value))
        solo.play_logged(pos)
    return found


@pytest.mark.parametrize(("campaign", "number"), [("eternal-night", 1), ("barrio-del-palacio", 15)])
def test_LG_03_every_round_finds_the_best_that_playing_every_try_finds(campaign: str, number: int) -> None:
    """MI-E03..E05 (eternal-night), LG-15's count next to the palace, the red district and the coins
    counted at the chapter's end (barrio-del-palacio 15): the ceiling only skips tries that could not have
    replaced the round's best."""
    for solo in _solos(campaign, number):
        assert Ceiling(solo, _as_played(solo)).known
        expected = _every_try(solo)
        found = [(r.round, r.best_action.text, r.best_value) for r in rounds_of(solo)]
        assert found == [(n, Act.of(move, solo.grid).text, value) for n, move, value in expected], solo.name


def test_LG_15_the_coins_to_come_are_counted_in_the_ceiling() -> None:
    """barrio-del-palacio 15 (C5-3's coins, C5-5's point per coin at the chapter's end): at every position of
    every try the ceiling is never below the end, coins included."""
    for solo in _solos("barrio-del-palacio", 15):
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
    game, _board, pieces, _rulesets = GAMES[name]
    result = _generated(data, name, rid)
    for player in result.players:
        _counted_is_ending(Solo(result, game, pieces, player.name))


def test_LG_15_the_end_counted_with_coins_is_the_end_scored() -> None:
    """barrio-del-palacio 15: the red district to the most (C5-4) and a point per coin (C5-5), counted."""
    for solo in _solos("barrio-del-palacio", 15):
        _counted_is_ending(solo)
