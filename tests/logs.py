"""Helpers that write episode logs for tests, so that a test reads like the log it checks."""

from __future__ import annotations


def R(card: object, **actions: str) -> str:
    """One round: R(3, Ana="{A1: house, A2: house}", Ben="stop")."""
    lines = [f"  - card: {card}"] + [f"    {player}: {action}" for player, action in actions.items()]
    return "\n".join(lines) + "\n"


def episode(*rounds: str, number: int = 1, rules: str = "legacy-1", extra: str = "") -> str:
    """An episode file: its rounds, then any extra top-level YAML (adjustments, tiebreak...)."""
    return f"episode: {number}\nrules: {rules}\nrounds:\n" + "".join(rounds) + extra


def rules_of(problems) -> list[str]:  # type: ignore[no-untyped-def]
    return [p.rule for p in problems]
