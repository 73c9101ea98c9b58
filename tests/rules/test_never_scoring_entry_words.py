"""LG-15's warning that a scoring entry can never score speaks of the entry and of the things it asks for, in
the plural and in each language's words, not of a ruleset that "scores 'count' with purple (church)" (es
review 8, F4): «esta entrada «count» pide edificios morados (iglesias), pero en el mazo no hay ninguno, así que
nunca puede puntuar». Its family, a symbol no tile shows and a terrain no board has, says it alike."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from generator import campaigns
from generator.words.i18n import render, translator
from helpers import R, episode

Make = Callable[..., Path]

PURPLE = """
    name: Purple
    buildable: [green]
    first_piece: {along: river}
    adjacency: any-building
    deck: [Y1, Y2]
    own_rules:
      W-3: {en: Each church scores 2}
    end:
      - {kind: count, where: {colour: purple}, count: pieces, points: 2, rule: W-3}
    """
WALLS = """
    name: Walls
    buildable: [beach, heath]
    first_piece: {covers: beach}
    adjacency: matching-symbol
    deck: ["1", "2"]
    own_rules:
      W-1: {en: Each wall scores 1}
    end:
      - {kind: count, where: {symbol: wall}, points: 1, rule: W-1}
    """

SAID = {
    "purple": {
        "es": "esta entrada «count» pide edificios morados (iglesias), pero en el mazo no hay ninguno, así que nunca puede puntuar",
        "fr": "cette entrée « count » demande des bâtiments violets (églises), mais la pioche n'en a aucun : "
              "ce décompte ne rapporte jamais rien",
        "en": "this 'count' entry asks for purple (church) buildings, but the deck deals none, so it can never score"},
    "wall": {
        "es": "esta entrada «count» pide símbolos de muro, pero no aparecen en ninguna loseta del mazo, así que nunca puede puntuar",
        "fr": "cette entrée « count » demande des symboles mur, mais aucune tuile de la pioche n'en montre : "
              "ce décompte ne rapporte jamais rien",
        "en": "this 'count' entry asks for wall symbols, but no tile dealt shows any, so it can never score"},
}


def _warning(make_campaign: Make, ruleset: str, game: str, lang: str) -> str:
    card = "Y1" if game == "my-city" else "1"
    log = episode(R(card, Ana="stop", Ben="stop"), rules="ours", extra="tiebreak: [Ana, Ben]\n")
    folder = make_campaign(log, game=game, rules={"ours": ruleset}, language=lang)
    checked = campaigns.check(folder)
    found = [render(w.message, translator(lang)) for w in checked.warnings if "can never score" in str(w.message)]
    assert len(found) == 1, [str(w.message) for w in (*checked.problems, *checked.warnings)]
    return " ".join(found[0].replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_LG_15_a_colour_no_building_dealt_has(make_campaign: Make, lang: str) -> None:
    assert _warning(make_campaign, PURPLE, "my-city", lang) == SAID["purple"][lang]


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_LG_15_a_symbol_no_tile_dealt_shows(make_campaign: Make, lang: str) -> None:
    assert _warning(make_campaign, WALLS, "my-island", lang) == SAID["wall"][lang]
