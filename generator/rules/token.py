"""The scoring token: cap with its progress circle (LG-07) and debt below zero (LG-08)."""

from __future__ import annotations

from generator.base.records import NamedTuple


class Move(NamedTuple):
    """How one change of points moved the token, with what cap and debt did to it."""

    owed: int = 0
    """Points that would have gone below 0 and are now owed (LG-08)."""
    repaid: int = 0
    """Points taken to pay earlier debt (LG-08)."""
    lost_to_cap: int = 0
    """Points ignored because the token sits on the cap (LG-07)."""
    reached_cap: bool = False


_STILL = Move()
"""A change that neither owed, repaid, lost to the cap nor reached it (most of them): made once, as a
NamedTuple is never changed."""


class Token:
    """A player's token on the score track, its debt and whether it reached the cap. A plain slotted
    class (as each mutable state of the replay): a dataclass compiles its methods at every run's start."""

    __slots__ = ("value", "cap", "debt", "capped")

    def __init__(self, value: int, cap: int, debt: int = 0, capped: bool = False) -> None:
        self.value, self.cap, self.debt, self.capped = value, cap, debt, capped

    def __eq__(self, other: object) -> bool:  # as a dataclass's (the coach compares the tokens of two tries)
        if not isinstance(other, Token):
            return NotImplemented
        return (self.value, self.cap, self.debt, self.capped) == (other.value, other.cap, other.debt, other.capped)

    def __repr__(self) -> str:
        return f"Token(value={self.value!r}, cap={self.cap!r}, debt={self.debt!r}, capped={self.capped!r})"

    def add(self, points: int) -> Move:
        """Apply points in order: once capped nothing moves the token; gains pay debt first."""
        if self.capped:
            return Move(lost_to_cap=points)
        if points < 0:
            below = max(0, -(self.value + points))
            self.value = max(0, self.value + points)
            self.debt += below
            return Move(owed=below) if below else _STILL
        repaid = min(self.debt, points)
        self.debt -= repaid
        self.value += points - repaid
        if self.value >= self.cap:
            over = self.value - self.cap
            self.value, self.capped = self.cap, True
            return Move(repaid=repaid, lost_to_cap=over, reached_cap=True)
        return Move(repaid=repaid) if repaid else _STILL
