"""Who colours progress at a legacy episode's end, as a ruleset reads back (LG-09; Spanish review 7, issue 34,
faults 2 and 3). A person who finishes first or second colours, not «el primer puesto», and the progress word is
said once: «Quien queda primero colorea 2 círculos de progreso, y quien queda segundo, 1». An Eternal ruleset
says what the Eternal game does (MI-E06, MC-E08) by its own mode, even when a legacy campaign's `rules` shows it."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import ROOT

CAMPAIGNS = ROOT / "campaigns"


def _said(cli, lang: str, *args: str | Path) -> str:  # type: ignore[no-untyped-def]
    result = cli("--lang", lang, "rules", *args)
    assert result.exit_code == 0, result.output
    return result.stdout.replace("\u202f", " ").replace("\u00a0", " ").replace("’", "'")


LEGACY = {
    ("reef-raiders", "es"): "Quien queda primero colorea 2 círculos de progreso, y quien queda segundo, 1. [LG-09]",
    ("barrio-del-palacio", "es"): "Quien queda primero colorea 2 símbolos de progreso, y quien queda segundo, 1. [LG-09]",
    ("reef-raiders", "fr"): "Le premier coche 2 cercles Progrès, et le deuxième 1. [LG-09]",
    ("barrio-del-palacio", "fr"): "Le premier colorie 2 symboles Progrès, et le deuxième 1. [LG-09]",
    ("reef-raiders", "en"): "First place colours 2 progress circles, and second place 1. [LG-09]",
    ("barrio-del-palacio", "en"): "First place colours 2 progress symbols, and second place 1. [LG-09]",
}


@pytest.mark.parametrize(("campaign", "lang"), LEGACY)
def test_lg09_first_and_second_place_colour_progress_named_once(cli, campaign: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    text = _said(cli, lang, CAMPAIGNS / campaign)
    assert LEGACY[campaign, lang] in text
    assert "primer puesto" not in text


ETERNAL = {
    ("reef-raiders", "es"): "En el juego eterno no se colorean círculos de progreso: gana quien tenga más puntos. [MI-E06]",
    ("barrio-del-palacio", "es"): "En la versión eterna no se colorean símbolos de progreso: gana quien tenga más puntos. [MC-E08]",
    ("reef-raiders", "fr"): "En mode Éternité, aucun cercle Progrès n'est coché : le meilleur score l'emporte. [MI-E06]",
    ("reef-raiders", "en"): "In the Eternal game no progress circle is coloured: the highest score wins. [MI-E06]",
}


@pytest.mark.parametrize(("campaign", "lang"), ETERNAL)
def test_the_eternal_ruleset_shown_for_a_legacy_campaign_says_the_highest_score_wins(cli, campaign: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    """MI-E06 / MC-E08 by the ruleset's own mode: `rules reef-raiders eternal` describes the Eternal game."""
    text = _said(cli, lang, CAMPAIGNS / campaign, "eternal")
    assert ETERNAL[campaign, lang] in text
    assert "LG-09" not in text


@pytest.mark.parametrize("campaign", ["eternal-night", "gold-rush"])
def test_an_eternal_campaign_says_the_highest_score_wins(cli, campaign: str) -> None:  # type: ignore[no-untyped-def]
    """The campaign's mode path (MI-E06 / MC-E08): every ruleset of an Eternal campaign, never LG-09."""
    text = _said(cli, "es", CAMPAIGNS / campaign)
    assert "gana quien tenga más puntos" in text
    assert "LG-09" not in text


def test_the_rules_page_lg09_says_who_finishes_first_colours() -> None:
    """LG-09 on the rules page, in Spanish: the person who finishes first colours, not «el primer puesto»."""
    from generator.validate.content import rule_registry

    said = rule_registry()["LG-09"]["statement"]["es"]
    assert said == ("Con tres o cuatro jugadores, quien queda primero colorea 2 círculos de progreso (en My City, símbolos); "
                    "el segundo, 1, y los demás, ninguno.")
