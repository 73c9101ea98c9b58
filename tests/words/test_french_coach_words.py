"""The coach's French as a French player writes it (issue 34, French review 11, faults 2, 3 and 5): what
it keeps as played, the share of the best score a player made, and a count of passes. Each test checks
everything chronicle ships in French (catalogue, FAQ, guides, glossary, rule statements, templates)."""

from __future__ import annotations

import re

from helpers import catalogue_texts, shipped_hits

FR = catalogue_texts("fr")


def test_the_rest_as_played_does_not_echo_reste_restant():
    """« tout le reste restant tel qu'il a été joué » echoes reste/restant: the coach keeps « tout le reste
    étant inchangé » (every other round as logged)."""
    assert shipped_hits("fr", r"\breste\s+restant") == {}


def test_the_share_of_the_best_score_is_an_efficacite_never_a_precision():
    """« (précision 83 % ; …) » for the score obtained over the best possible: « précision » is a measure's
    accuracy; a French player reads « efficacité 83 % » as the share of the best possible. The coach's
    summary (analyse, episode page, table mode) and `analyse --help` say it the same way."""
    assert {key: text for key, text in FR.items() if re.search(r"\bprécision\b", text, re.IGNORECASE)} == {}
    assert "(efficacité %(percent)s %% ; %(searched)s)" in FR[
        "%(name)s: %(played)s as played, %(best)s possible with the cards that came (accuracy %(percent)s%%, %(searched)s)"]
    assert FR["After an episode: for each player (or PLAYER alone), every round's best alternative with the points it would "
              "have made, the best score possible with the cards that came and its plan, and the accuracy (played / best)."
              ].endswith("et l'efficacité (obtenu / meilleur).")


def test_LG_03_passes_are_counted_as_passe_n_fois_never_as_passages():
    """« en réalité, …, 2 passages (−2) »: as a count of passes, « passages » reads oddly, and so did « 2 tours passés »
    (review 13, fault 1); a French player counts « passé 2 fois ». The family: the pass the coach counts when a logged placement no longer fits is
    « ce tour comme passé », not « un passage ». (The act itself stays « le passage », as the French rulebook
    says « payer le passage », and the headings « Tours, passages et arrêts ».)"""
    assert FR["%(n)s pass"] == "passé %(n)s\u00a0fois passé %(n)s\u00a0fois"  # the count kept with its noun
    assert {key: text for key, text in FR.items()
            if re.search(r"\d+\s+passages?\b|%\(n\)s\s+passages?\b|compte\b[^.;]*\bun passage\b", text)} == {}
