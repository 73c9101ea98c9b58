"""The Eternal game's rulesets say what the mode does at the end of a game (Spanish review 6, issue 34, fault 8):
no progress is coloured and the highest score wins (MI-E06, MC-E08), never «Los puestos no colorean ningún
símbolo de progreso [LG-09]», which reads as if places coloured nothing and cites the campaign's 3-4-player rule."""

from __future__ import annotations

import pytest

from helpers import ROOT

SAID = {
    ("eternal-night", "es"): "En el juego eterno no se colorean círculos de progreso: gana quien tenga más puntos. [MI-E06]",
    ("gold-rush", "es"): "En la versión eterna no se colorean símbolos de progreso: gana quien tenga más puntos. [MC-E08]",
    ("eternal-night", "fr"): "En mode Éternité, aucun cercle Progrès n'est coché : le meilleur score l'emporte. [MI-E06]",
    ("gold-rush", "fr"): "En mode Éternité, aucun symbole Progrès n'est colorié : le meilleur score l'emporte. [MC-E08]",
    ("eternal-night", "en"): "In the Eternal game no progress circle is coloured: the highest score wins. [MI-E06]",
    ("gold-rush", "en"): "In the Eternal game no progress symbol is coloured: the highest score wins. [MC-E08]",
}


@pytest.mark.parametrize(("campaign", "lang"), SAID)
def test_an_eternal_ruleset_says_the_highest_score_wins(cli, campaign: str, lang: str) -> None:
    text = cli("--lang", lang, "rules", ROOT / "campaigns" / campaign).stdout
    text = text.replace("\u202f", " ").replace("\u00a0", " ").replace("’", "'")
    assert SAID[campaign, lang] in text
    assert "LG-09" not in text
