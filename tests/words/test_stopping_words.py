"""Stopping (LG-05) said as a French player says it (issue 34, the third French review's MINOR fault: « met
fin à sa participation », heavy): « arrête de jouer », « s'arrête », « a arrêté de jouer au tour 12 »,
everywhere a group reads French (the catalogue, the FAQ, the glossary, the guides, the rules)."""

from __future__ import annotations

import re

from helpers import catalogue_texts, french_msgstrs, french_prose


def test_LG_05_no_french_text_says_participation() -> None:
    """The family: every message, FAQ answer, glossary entry, guide and rule statement in French."""
    found = [text for text in [*french_msgstrs(), *french_prose().split("\n")] if re.search(r"particip", text, re.IGNORECASE)
             and not re.match(r"^\s*(id|related):", text)]  # an FAQ entry's id is an address, never read
    assert found == []


def test_LG_05_the_stop_button_and_the_coach_say_arreter_de_jouer() -> None:
    fr = catalogue_texts("fr")
    for game in ("my-island", "my-city"):
        assert fr[f"{game}\x04Stop"] == "Arrêter de jouer"
        assert fr[f"{game}\x04stopping"] == "arrêter de jouer"
        assert fr[f"{game}\x04stop"] == "s'arrête"
        assert fr[f"{game}\x04stopped in round %(round)s"] == "a arrêté de jouer au tour %(round)s"
