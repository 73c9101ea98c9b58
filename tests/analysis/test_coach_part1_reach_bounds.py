"""A try's first ceiling (Ceiling.after, issue 32 part 5) first asks the reaches' bounds (reach.Reach.added): each
reach of MI-E03's groups, MI-E04's roads and MI-E05's largest groups worked out on its position's sets of a symbol
(every logged placement to come that still fits ahead) with the move's spaces that show the symbol joined to the
sets beside them as one, not on sets grouped again for each move. Part 1 drops a try on them alone only where they
are not above the round's best, so each must never be below the reach the move's first ceiling asks: a bound that
fell below it would let part 1 drop a try that beats the round's best. Every position of the log and of the tries
played out from it, every move of its card; the bounds' sum as the first ceiling takes it (a bound whose symbol the
move does not show taken as its position's) is theirs."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.ceiling import Ceiling
from generator.analysis.coach import _as_played
from generator.analysis.placed import credited
from generator.model import Ruleset
from generator.rules.placement import Placement
from generator.rules.solo import Position, Solo
from helpers import chapter, demo_solos, every_logged_position, every_position, generated_episode, tiny_games

GAMES = tiny_games()

SMALL_GROUPS = """
name: {en: An island of small groups}
buildable: [beach, heath, palm]
first_piece: {covers: beach}
adjacency: matching-symbol
pass_points: -1
deck: [tiles]
own_rules:
  T-1: {en: Each small group of a symbol scores once}
immediate:
  - {kind: symbol-group, symbol: field, size: 2, points: 2, rule: T-1}
  - {kind: symbol-group, symbol: house, size: 3, points: 1, rule: T-1}
  - {kind: symbol-group, symbol: wall, size: 2, points: 1, rule: T-1}
  - {kind: road-to-sea, points: 5}
end:
  - {kind: largest-group, symbol: field, points: 5}
  - {kind: largest-group, symbol: path, points: 2}
  - {kind: visible-terrain, terrain: beach, points: -1}
"""
"""An invented envelope's chapter of My Island whose groups are small enough for the tiny island's episodes to
score some (MI-E03's memory: the groups scored and the spaces beside them taken), beside MI-E04 and MI-E05."""


def _rulesets() -> dict[str, Ruleset]:
    game = GAMES["my-island"][0]
    return {"eternal": chapter(game, "eternal"), "small": chapter(game, "small", SMALL_GROUPS)}


RULESETS = _rulesets()


def _bounds_hold(solo: Solo) -> Callable[[Position], None]:
    """A visit of every position that asks, for each of its moves but the stop, every reach's bound against the
    reach of the move's Prospect as the first ceiling asks it."""
    ceiling = Ceiling(solo, _as_played(solo))
    assert ceiling.known and ceiling._reaches and all(r.added is not None for r in ceiling._reaches)
    terrain, shown = solo.board.terrain, solo.board.shown

    def visit(pos: Position) -> None:
        piece = solo.piece(solo.round(pos).card)
        if piece is None:
            return
        for move in solo.choices(pos):
            if move == "stop":
                continue
            cells = move.cells if isinstance(move, Placement) else {}
            _token, counters = credited(ceiling._adding, solo, pos, move, piece)
            before = ceiling._before_moves(pos)
            view = ceiling._moved(before, pos, cells, piece, counters)
            showing = {c: shown(s) for c, s in cells.items() if c in terrain}
            bounds = 0
            for reached in ceiling._reaches:
                assert reached.added is not None
                bound = reached.added(before.whole, showing)
                assert bound >= reached.most(view), (solo.name, solo.round(pos).number, move, reached.top)
                bounds += bound
            assert ceiling._loose(before, cells) == bounds, (solo.name, solo.round(pos).number, move)
    return visit


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(RULESETS)))
def test_MI_E03_a_moves_reach_bounds_are_not_below_its_reaches(data: st.DataObject, rid: str) -> None:
    """MI-E03's groups with and without the memory of those scored, MI-E04's roads and MI-E05's largest groups on
    generated games of the tiny island: the Eternal island, and a chapter of groups of 2 and 3."""
    game, board, pieces, _legacy = GAMES["my-island"]
    result = generated_episode(data, game, board, pieces, RULESETS[rid], 7)
    assert [f for f in result.problems if f.rule != "C-2"] == []
    for player in result.players:
        solo = Solo(result, game, pieces, player.name)
        every_position(solo, _bounds_hold(solo))


@pytest.mark.parametrize(("campaign", "number"), [("eternal-night", 1)])
def test_MI_E03_a_demo_moves_reach_bounds_are_not_below_its_reaches(campaign: str, number: int) -> None:
    """MI-E03..E05 on the demo's Eternal island, every logged position of every player."""
    for solo in demo_solos(campaign, number):
        every_logged_position(solo, _bounds_hold(solo))
