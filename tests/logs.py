"""Helpers that write episode logs for tests, so that a test reads like the log it checks."""

from __future__ import annotations

OUR_RULESET = """
    name: {en: Our episode, es: Nuestro episodio, fr: Notre épisode}
    buildable: [beach, heath]
    first_piece: {covers: beach}
    adjacency: matching-symbol
    pass_points: -1
    immediate:
      - {kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}
    end:
      - {kind: visible-terrain, terrain: beach, points: -1}
    assessment: {first: 2, second: 1}
    """
"""A group's own ruleset, as legacy-1 but its own: tests change one line of it."""


def R(card: object, **actions: str) -> str:
    """One round: R(3, Ana="{A1: house, A2: house}", Ben="stop")."""
    lines = [f"  - card: {card}"] + [f"    {player}: {action}" for player, action in actions.items()]
    return "\n".join(lines) + "\n"


def episode(*rounds: str, number: int = 1, rules: str = "legacy-1", extra: str = "") -> str:
    """An episode file: its rounds, then any extra top-level YAML (adjustments, tiebreak...)."""
    return f"episode: {number}\nrules: {rules}\nrounds:\n" + "".join(rounds) + extra


def rules_of(problems) -> list[str]:  # type: ignore[no-untyped-def]
    return [p.rule for p in problems]
