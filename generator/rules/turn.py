"""What a player may do on their turn besides placing: pass (LG-03, LG-04, MC-E02, a ruleset's own limits)."""

from __future__ import annotations

from typing import Literal

from generator.model import Ruleset
from generator.rules.token import Token

Refusal = Literal["church", "zero", "never", "below-zero"]
"""Why a pass is refused, as a word that each caller puts in its own words (a message, a flag)."""

_RULES: dict[Refusal, str] = {"church": "MC-E02", "zero": "LG-04", "never": "LG-03", "below-zero": "LG-03"}
ORDINARY_PASS = -1
"""What a pass costs by LG-03."""


def pass_refusal(token: Token, ruleset: Ruleset, church: bool = False) -> Refusal | None:
    """Why the player holding `token` may not pass now, or None when they may.

    "church": a church must be built (MC-E02); "zero": the token is on 0 (LG-04); "never": this
    episode forbids passing; "below-zero": this episode lets a pass cost only what the token holds.
    """
    if church and "church" in ruleset.must_build:
        return "church"
    if ruleset.passing == "never":
        return "never"
    if ruleset.passing == "not-below-zero":
        return "below-zero" if token.value + ruleset.pass_points < 0 else None
    return "zero" if token.value == 0 else None


def refusal_rule(refusal: Refusal, ruleset: Ruleset) -> str:
    """The rule ID a refused pass cites: the ruleset's own (`cite: {pass: ...}`) for its own limits."""
    if refusal in ("never", "below-zero"):
        return ruleset.cite.get("pass", _RULES[refusal])
    return _RULES[refusal]


def pass_rule(ruleset: Ruleset) -> str:
    """The rule ID a pass cites: the ruleset's own (`cite: {pass: ...}`) only where it changes what a
    pass costs; an ordinary pass of -1 is LG-03's, whatever else the envelope says of passing."""
    return ruleset.cite.get("pass", "LG-03") if ruleset.pass_points != ORDINARY_PASS else "LG-03"


def free_pass_rule(ruleset: Ruleset) -> str:
    """The rule ID of a pass at no cost on a card whose piece the player's set lacks (`cite: {lacking: ...}`)."""
    return ruleset.cite.get("lacking", "LG-03")


def start(ruleset: Ruleset, game_start: int) -> int:
    """The token's value at the start of the episode (LG-01, or the ruleset's own)."""
    return game_start if ruleset.start is None else ruleset.start
