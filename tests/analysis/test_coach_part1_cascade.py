"""Part 1's first ceiling of a try knows which logged placements to come no longer touch what the adjacency rule
asks once the try's move replaces the logged one (MI-R02: a space beside one showing its symbol; MC-R02: beside
any building), in cascade: a placement that no longer fits is the pass LG-03 forces, so the placements after it
that touched only it fail in turn (issue 32 part 5, `ceiling._Before.left`). The ceiling leaves out what they
would have added and counts the spaces they leave uncovered. It must stay exact: never below what the try ends
with, on generated games of both games' tiny boards; and on the demo the placements it says fail are the passes
a play-out is forced to (while the player still plays)."""

from __future__ import annotations

from collections.abc import Set as AbstractSet

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.ceiling import Ceiling
from generator.analysis.coach import _as_played
from generator.geometry import Cell
from generator.model import Ruleset
from generator.rules.placement import Placement
from generator.rules.solo import Move, Position, Solo
from generator.rules.turn import pass_refusal
from helpers import RACE_CHAPTER, chapter, coin_city, demo_solos, generated_solos, tiny_games

GAMES = tiny_games(coins=True)


def _rulesets() -> list[tuple[str, Ruleset]]:
    island, city = GAMES["my-island"][0], GAMES["my-city"][0]
    return [("my-island", GAMES["my-island"][3]), ("my-island", chapter(island, "eternal")),
            ("my-city", GAMES["my-city"][3]), ("my-city", chapter(city, "losses", RACE_CHAPTER)),
            ("coins", coin_city()[3])]


CASES = _rulesets()


def _played_out(solo: Solo, pos: Position, move: Move, ceilings: list[int] | None = None,
                gone: AbstractSet[Cell] | None = None, ceiling: Ceiling | None = None) -> Position:
    """The try of `move` from `pos`, the rest played as logged (LG-03's forced passes, LG-04's stops); with a
    `ceiling`, each later position's ceilings (`gone` given, and worked out) noted in `ceilings` on the way."""
    trial = solo.branch(pos)
    solo.play(trial, move)
    while not solo.over(trial):
        if ceiling is not None and ceilings is not None:
            ceilings += [ceiling.of(trial), ceiling.room(trial, -1000, gone) - 1000]
        solo.play_logged(trial)
    return trial


def _checked(solo: Solo) -> None:
    """Every move of every logged position: its first ceiling (every reach worked out: the best far below), and
    the ceilings of the positions its play-out goes through (with the spaces of the placements the first found
    would not fit, as part 1 asks them, and with them worked out again), are at least what the try ends with."""
    ceiling = Ceiling(solo, _as_played(solo))
    if not ceiling.known:
        return
    pos = solo.start()
    while not solo.over(pos):
        for move in solo.choices(pos):
            room, gone = ceiling.tried(pos, move, -1000)
            ceilings = [] if room is None else [room - 1000]
            value = solo.ending(_played_out(solo, pos, move, ceilings, gone, ceiling))
            assert min(ceilings, default=value) >= value, (solo.name, solo.round(pos).number, move, ceilings, value)
        solo.play_logged(pos)


def _paid(solo: Solo) -> None:
    """In every try's play-out, no pass is refused (LG-04, MC-E02) in a round before the first the ceiling says one
    may be, from the token the try's move leaves (Ceiling._first_stop): until then, every placement to come that
    does not fit is a pass that costs (LG-03)."""
    ceiling = Ceiling(solo, _as_played(solo))
    if not ceiling.known:
        return
    pos = solo.start()
    while not solo.over(pos):
        for move in solo.choices(pos):
            trial = solo.branch(pos)
            solo.play(trial, move)
            first = ceiling._first_stop(trial.player.token, trial.next)
            while not solo.over(trial) and trial.next < first:
                piece = solo.piece(solo.round(trial).card)
                assert pass_refusal(trial.player.token, solo.ruleset, piece is not None and piece.church) is None, \
                    (solo.name, solo.round(pos).number, move, solo.round(trial).number)
                solo.play_logged(trial)
        solo.play_logged(pos)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(CASES))
def test_MI_R02_MC_R02_a_tries_first_ceiling_is_never_below_its_value(data: st.DataObject, case: tuple[str, Ruleset]) -> None:
    """MI-R02 (legacy-1, the eternal chapter) and MC-R02 (legacy-1, a chapter of losses and a race, one of coins)
    on generated games of the tiny boards: the ceilings with the placements that no longer fit left out, and the
    passes they force counted (LG-03, where LG-04 cannot stop the player first), are never below the try's
    value."""
    name, ruleset = case
    game, board, pieces, _legacy = GAMES["my-city" if name == "coins" else name]
    for solo in generated_solos(data, game, board, pieces, ruleset, 7):
        _checked(solo)
        _paid(solo)


@pytest.mark.parametrize(("campaign", "number"), [("reef-raiders", 5), ("river-town", 3), ("barrio-del-palacio", 15)])
def test_LG_03_the_placements_said_to_fail_are_the_passes_forced(campaign: str, number: int) -> None:
    """MI-R02 (reef-raiders) and MC-R02 (river-town, barrio-del-palacio): for every placement tried, the logged
    placements to come said not to fit (beside those it covers a space of) are those the play-out is forced to pass
    on, every one of them while the player still plays (LG-04's stop ends the rest)."""
    said = 0
    for solo in demo_solos(campaign, number):
        ceiling = Ceiling(solo, _as_played(solo))
        pos = solo.start()
        while not solo.over(pos):
            logged = solo.logged(pos)
            for move in solo.choices(pos):
                if not isinstance(move, Placement) or (isinstance(logged, Placement) and logged.cells == move.cells):
                    continue
                gone = ceiling.tried(pos, move, -1000)[1] or set()
                trial = _played_out(solo, pos, move)
                forced: set[Cell] = set()
                for index, rnd in enumerate(solo.rounds):
                    later = solo.logged_at(index)
                    if (rnd.number, "pass") in trial.forced and isinstance(later, Placement) \
                            and set(later.cells).isdisjoint(move.cells):
                        forced.update(later.cells)
                assert gone <= forced or not trial.active, (solo.name, solo.round(pos).number, move)
                assert forced <= gone, (solo.name, solo.round(pos).number, move)
                said += bool(gone)
            solo.play_logged(pos)
    assert said > 50


@pytest.mark.parametrize(("campaign", "number"), [("reef-raiders", 5), ("river-town", 3), ("barrio-del-palacio", 13)])
def test_LG_04_no_pass_is_refused_before_the_ceiling_says_one_may_be(campaign: str, number: int) -> None:
    """LG-04 (a token on 0 may not pass) and the chapters' own limits on the demo, where tries' play-outs reach a
    token that may not pay (the generated games' tokens seldom do): the ceiling counts a pass's cost only in the
    rounds before one may be refused."""
    for solo in demo_solos(campaign, number):
        _paid(solo)
