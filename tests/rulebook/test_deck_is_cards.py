"""A ruleset's deck read back as the cards it holds (French review 7, issue 34, MINOR: « La pioche :
toutes les tuiles » beside « la carte de blocage »): a deck is a pile of cards, so the pieces a ruleset's
`deck` names are said as the cards of those pieces (LG-02, MC-E03: the blocking card is a card of its
own), in es, fr and en, for every demo campaign's rulesets."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

CAMPAIGNS = sorted(Path("campaigns").iterdir())

EXPECTED = {
    "fr": {"La pioche : les cartes de toutes les tuiles.",
           "La pioche : les cartes des bâtiments de base et des églises, ainsi que la carte de blocage.",
           "La pioche : les cartes des bâtiments de base.", "La pioche : les cartes des tuiles de base."},
    "es": {"El mazo: las cartas de todas las losetas.",
           "El mazo: las cartas de los edificios básicos y de las iglesias, así como la carta de bloqueo.",
           "El mazo: las cartas de los edificios básicos.", "El mazo: las cartas de las losetas básicas."},
    "en": {"The deck: the cards of every tile.",
           "The deck: the cards of the base buildings and of the churches, as well as the blocking card.",
           "The deck: the cards of the base buildings.", "The deck: the cards of the base tiles."},
}


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_every_deck_is_said_as_cards(cli, lang: str) -> None:
    lines = set()
    for campaign in CAMPAIGNS:
        out = re.sub("[\u00a0\u202f]", " ", cli("--lang", lang, "rules", campaign).stdout)
        lines |= {line.strip() for line in out.splitlines() if re.match(r"\s*(La pioche|El mazo|The deck) ?:", line)}
    assert lines == EXPECTED[lang]
