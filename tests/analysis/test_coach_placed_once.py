"""What a placement scores by the entries its own spaces decide (generator/analysis/placed.Placed, issue 32
part 5) is worked out once per way a piece is put down and handed to every later position that puts it so:
MI-R05's symbols on a terrain and LG-15's counts ask the placement's spaces, its piece and the board alone,
never what else the board holds. Kept answers asked from any position of an episode are what a fresh
reckoning on that position's board finds (both games' tiny boards, a count of coins next to the gold), and
the demo's analyses share one between part 1 and the search."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.placed import Placed
from generator.rules.placement import Placement
from helpers import coin_city, generated_solos, tiny_games

GAMES = tiny_games()
GAMES["my-city coins"] = coin_city()


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_MI_R05_LG_15_a_placement_scores_alike_from_every_position(data: st.DataObject, name: str) -> None:
    for solo in generated_solos(data, *GAMES[name], 8):
        kept = Placed(solo.ruleset.immediate)  # shared by every position of the line, as the coach shares it
        pos = solo.start()
        while not solo.over(pos):
            piece = solo.piece(solo.round(pos).card)
            for move in solo.choices(pos):
                if isinstance(move, Placement) and piece is not None:
                    island = pos.player.island
                    fresh = Placed(solo.ruleset.immediate).of(island, move.cells, piece)
                    assert kept.of(island, move.cells, piece) == fresh, (solo.name, solo.round(pos).number, move)
            solo.play_logged(pos)
