"""The scoring token: start (LG-01), cap and its circle (LG-07), debt (LG-08), ordering (C-1)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from generator.rules.token import Token


def test_LG_07_reaching_the_cap_stops_the_token_and_earns_the_circle():
    token = Token(50, cap=55)
    move = token.add(8)
    assert (token.value, token.capped, move.reached_cap, move.lost_to_cap) == (55, True, True, 3)


def test_LG_07_after_the_cap_nothing_moves_the_token_not_even_a_pass():
    token = Token(54, cap=55)
    token.add(1)
    assert [token.add(p).lost_to_cap for p in (-1, 4, -3)] == [-1, 4, -3]
    assert token.value == 55


def test_LG_07_at_most_one_circle_per_episode():
    token = Token(54, cap=55)
    assert token.add(2).reached_cap
    assert not token.add(5).reached_cap


def test_LG_08_points_below_zero_are_owed():
    token = Token(2, cap=55)
    move = token.add(-5)
    assert (token.value, token.debt, move.owed) == (0, 3, 3)


def test_LG_08_debt_is_paid_from_the_next_positive_points():
    token = Token(0, cap=55, debt=3)
    move = token.add(5)
    assert (token.value, token.debt, move.repaid) == (2, 0, 3)


def test_LG_08_a_small_gain_only_reduces_the_debt():
    token = Token(0, cap=55, debt=3)
    token.add(2)
    assert (token.value, token.debt) == (0, 1)


def test_C_1_order_matters_the_cap_reached_first_keeps_later_losses_away():
    """C-1: items move the token one at a time, so +3 then -5 from 54 is not -5 then +3."""
    gain_first = Token(54, cap=55)
    gain_first.add(3)
    gain_first.add(-5)
    loss_first = Token(54, cap=55)
    loss_first.add(-5)
    loss_first.add(3)
    assert (gain_first.value, gain_first.capped) == (55, True)
    assert (loss_first.value, loss_first.capped) == (52, False)


@given(st.integers(0, 55), st.integers(0, 20), st.lists(st.integers(-10, 10), max_size=30))
def test_LG_07_LG_08_token_stays_between_zero_and_cap_and_moves_account_for_every_point(start, debt, points):
    """Each change is either applied, owed, repaid or lost to the cap: nothing vanishes."""
    token = Token(start, cap=55, debt=debt)
    for p in points:
        before = (token.value, token.debt)
        move = token.add(p)
        assert 0 <= token.value <= 55 and token.debt >= 0
        applied = p + move.owed - move.repaid - move.lost_to_cap
        assert token.value - before[0] == applied
        assert token.debt - before[1] == move.owed - move.repaid
