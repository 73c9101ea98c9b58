"""A try's first ceiling (Ceiling.after, issue 32 part 5) asks MI-E03's, MI-E04's and MI-E05's reaches for the
connected sets of the spaces that show or may show a symbol once the move is made (prospect.Prospect.groups). A
move's Prospect takes them from its position's (every logged placement to come that still fits ahead) by the
spaces where the two differ, the move's and those of the placements to come it leaves no room for, instead of
grouping every space again; and the spaces ahead that would show a symbol (Prospect.new) from its position's by
them too. They must be the spaces and sets worked out afresh, and what lies ahead the logged placements to come
that still fit with the move's spaces covered, and those spaces (LG-03): a set taken over that a changed space
breaks or joins would let a reach fall below what the entry still gives, and part 1 drop a try that beats the
round's best."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.ceiling import Ceiling
from generator.analysis.coach import _as_played
from generator.analysis.prospect import Covered, Prospect, Upcoming, components
from generator.geometry import Cell
from generator.model import Ruleset
from generator.rules.placement import Placement
from generator.rules.solo import Position, Solo
from helpers import (
    RACE_CHAPTER,
    chapter,
    demo_solos,
    every_logged_position,
    every_position,
    generated_episode,
    tiny_games,
)

GAMES = tiny_games(coins=True)


def _ruleset(name: str) -> Ruleset:
    """The Eternal island; on the city, an envelope whose race and counter have reaches (MC-E07, LG-15), so that its
    first ceilings look ahead: My City's spaces show no symbols, so what ahead holds is what there is to check there."""
    game = GAMES[name][0]
    return chapter(game, "eternal") if name == "my-island" else chapter(game, "race", RACE_CHAPTER)


RULESETS = {name: _ruleset(name) for name in GAMES}
SYMBOLS = sorted(GAMES["my-island"][0].symbols)
"""My Island's symbols (field, house, path, wall): My City's spaces show none."""


def _grouped(groups: list[set[Cell]]) -> list[list[Cell]]:
    return sorted(sorted(g) for g in groups)


def _moves_agree(solo: Solo) -> Callable[[Position], None]:
    """A visit of every position that asks, for each of its placements, the move's Prospect as the first ceiling
    asks it and checks it against one worked out afresh."""
    ceiling, upcoming = Ceiling(solo, _as_played(solo)), Upcoming(solo)
    terrain, shown = solo.board.terrain, solo.board.shown

    def visit(pos: Position) -> None:
        piece = solo.piece(solo.round(pos).card)
        if piece is None:
            return
        island = pos.player.island
        for move in solo.choices(pos):
            if not isinstance(move, Placement):
                continue
            view = ceiling._moved(ceiling._before_moves(pos), pos, move.cells, piece, island.counters)
            ahead = upcoming.ahead(solo.following(pos), True, island.covered.keys() | move.cells.keys())
            ahead.update((c, Covered(shown(s), piece)) for c, s in move.cells.items() if c in terrain)
            assert view.ahead == ahead, (solo.name, solo.round(pos).number, move)
            afresh = Prospect(view.state, ahead, ceiling._near)
            for symbol in SYMBOLS:
                assert view.new(symbol) == afresh.new(symbol), (solo.name, solo.round(pos).number, move, symbol)
                assert _grouped(view.groups(symbol)) == \
                    _grouped(components(afresh.showing(symbol) | afresh.new(symbol), ceiling._near)), \
                    (solo.name, solo.round(pos).number, move, symbol)
    return visit


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_MI_E03_a_moves_groups_are_the_ones_grouped_afresh(data: st.DataObject, name: str) -> None:
    """My Island's Eternal island (MI-E03's groups, MI-E04's roads, MI-E05's largest groups) and a chapter of
    the tiny city (LG-03: what lies ahead), on generated games of the tiny boards: every position of the log and
    of the tries played out from it."""
    game, board, pieces, _legacy = GAMES[name]
    result = generated_episode(data, game, board, pieces, RULESETS[name], 7)
    assert [f for f in result.problems if f.rule != "C-2"] == []
    for player in result.players:
        solo = Solo(result, game, pieces, player.name)
        every_position(solo, _moves_agree(solo))


@pytest.mark.parametrize(("campaign", "number"), [("eternal-night", 1)])
def test_MI_E03_a_demo_moves_groups_are_the_ones_grouped_afresh(campaign: str, number: int) -> None:
    """MI-E03..E05 on the demo's Eternal island, every logged position of every player."""
    for solo in demo_solos(campaign, number):
        every_logged_position(solo, _moves_agree(solo))
