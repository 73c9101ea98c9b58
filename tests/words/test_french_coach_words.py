"""The coach's French as a French player writes it (issue 34, French review 11, faults 2, 3 and 5): what
it keeps as played, the share of the best score a player made, and a count of passes. Each test checks
everything chronicle ships in French (catalogue, FAQ, guides, glossary, rule statements, templates)."""

from __future__ import annotations

from helpers import shipped_hits


def test_the_rest_as_played_does_not_echo_reste_restant():
    """« tout le reste restant tel qu'il a été joué » echoes reste/restant: the coach keeps « tout le reste
    étant inchangé » (every other round as logged)."""
    assert shipped_hits("fr", r"\breste\s+restant") == {}
