"""A bounded entry (`at_least`, `at_most`, `exactly`) pays once each time it applies, not once for each thing
counted; it fires again when the count qualifies again (the pearls traded for a circle, three at a time). Its
sentence says so, and never « une seule fois » / « una sola vez », which a player reads as once and never again
(fr review 9, F5: stronger even than « une fois par épisode »). `exactly: 0` names the player by what they
lack and pays a flat amount: nothing counted, nothing to say."""

from __future__ import annotations

import pytest

from generator.model import Where
from helpers import read_back

WALLS = {"where": Where(symbol="wall"), "count": "symbols", "at_least": 4, "circles": 1}
ROCKS = {"where": Where(feature=frozenset(["rock"]), covered=False), "count": "features", "exactly": 0, "points": 3}


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Le joueur qui a au moins 4 symboles mur gagne 1 cercle Progrès (une fois, et non pour chaque mur)."),
    ("es", "El jugador que tenga 4 o más símbolos de muro gana 1 círculo de progreso (una vez, no por cada muro)."),
    ("en", "The player with 4 or more wall symbols gains 1 progress circle (once, not for each wall)."),
])
def test_a_bound_pays_once_not_for_each_thing_counted(lang: str, expected: str) -> None:
    """« 4 symboles mur ou plus : 1 cercle Progrès », once for the four walls, not one circle per wall."""
    assert read_back("count", WALLS, "my-island", lang) == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Le joueur qui n'a aucun rocher visible gagne 3 points."),
    ("es", "El jugador que no tenga ninguna roca visible gana 3 puntos."),
    ("en", "The player with no visible rock gains 3 points."),
])
def test_none_in_sight_pays_a_flat_amount(lang: str, expected: str) -> None:
    """`exactly: 0`: « Aucun rocher visible : 3 points » counts nothing, so it says no « once »."""
    assert read_back("count", ROCKS, "my-city", lang) == expected


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_no_bound_says_once_and_never_again(lang: str) -> None:
    """Every bound, on a counted thing and on a counter: never « une seule fois » / « una sola vez » alone."""
    counter = {"counter": "pearls", "at_least": 3, "circles": 1}
    for kind, params, game in (("count", WALLS, "my-island"), ("count", {**WALLS, "at_least": None, "at_most": 2}, "my-island"),
                               ("counter", counter, "my-island")):
        text = read_back(kind, {k: v for k, v in params.items() if v is not None}, game, lang, "immediate")
        assert "une seule fois" not in text and "una sola vez" not in text, text
