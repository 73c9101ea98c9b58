"""A try's first ceiling finds the logged placements to come its move leaves no room for (those that share a space
with it: LG-03, a piece is never taken back) by the move's own spaces, each space with the placements that cover
it (ceiling._by_space, _meeting; issue 32 part 5), not by a walk over every placement to come. They must be those
the walk finds, whatever the placements (on the tiny boards of both games, some sharing spaces) and the move; the
sums and groups made of them are checked against those worked out afresh in test_coach_first_ceiling_shared.py and
test_coach_move_groups_updated.py."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from generator.analysis.ceiling import _by_space, _meeting
from helpers import tiny_games

SPACES = {name: sorted(board.terrain) for name, (_game, board, _pieces, _ruleset) in tiny_games().items()}


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(SPACES)), st.data())
def test_LG_03_the_placements_a_move_leaves_no_room_for_are_those_it_meets(name: str, data: st.DataObject) -> None:
    spaces = SPACES[name]
    placements = data.draw(st.lists(st.frozensets(st.sampled_from(spaces), min_size=1, max_size=4), max_size=10))
    at = _by_space(placements)
    for _ in range(5):
        cells = data.draw(st.dictionaries(st.sampled_from(spaces), st.none(), max_size=4))
        assert _meeting(at, cells) == {index for index, placed in enumerate(placements) if not placed.isdisjoint(cells)}
