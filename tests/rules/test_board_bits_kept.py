"""A board keeps its covered spaces as bits, and per symbol shown those showing it (Island.bits, issue 32 part 5),
once the legal placements asked them: every piece placed adds its spaces, and every copy keeps its own (the coach
asks the legal placements of thousands of positions, each a copy of another with a piece more). They must be the
bits worked out afresh of the spaces covered, at every position of generated games of both games and of the
tries played out from them, and so the legal placements those of an island that kept nothing (MI-R01..MI-R04,
MC-R01..MC-R05)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.rules.placement import Placement
from generator.rules.solo import Position, Solo
from helpers import every_position, generated_solos, tiny_games

GAMES = tiny_games()


def _afresh(island: Island) -> Island:
    """The same spaces covered, nothing worked out of them yet."""
    return Island(island.board, dict(island.covered), island.placements, dict(island.counters))


def _kept_is_afresh(solo: Solo) -> None:
    def same(pos: Position) -> None:
        island = pos.player.island
        layout = island.shapes.layout(1)
        bits = island.bits(layout)
        covered, showing = _afresh(island).bits(layout)
        assert bits == (covered, showing), (solo.name, pos.next)
        piece = solo.piece(solo.round(pos).card)
        if piece is not None:
            found = [move for move in solo.choices(pos) if isinstance(move, Placement)]
            assert found == legal_placements(_afresh(island), piece, solo.ruleset, island.placements == 0), (solo.name, pos.next)

    every_position(solo, same)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_MI_R02_MC_R02_the_bits_kept_are_those_worked_out_afresh(data: st.DataObject, name: str) -> None:
    """Both games' rulebooks (legacy-1: MI-R02's matching symbol, MC-R02's building beside) on the tiny boards."""
    for solo in generated_solos(data, *GAMES[name], 8):
        _kept_is_afresh(solo)
