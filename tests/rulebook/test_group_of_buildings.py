"""A group of one colour read back as a group of buildings (issue 34, Spanish review 5, fault 8; the shape C5-4's fix
gave the compared sentence, now in every `kind: groups` sentence): «un grupo conectado de edificios azules
(industriales)», never «de espacios cubiertos por un edificio azul», one building over a group of spaces, after which
«que incluya» could refer to the building as easily as to the group."""

from __future__ import annotations

from typing import Any

import pytest

from generator.model import Where
from generator.rulebook.phrases import sentence
from generator.rulebook.sentences import scoring_sentence
from generator.validate.content import load_game
from generator.words.i18n import render, translator

NEAR_THE_WELL = {"where": Where(colour="blue"), "per": "piece", "touching": Where(next_to=Where(feature=frozenset(["well"]))),
                 "points": 2}
LARGEST = {"where": Where(colour="yellow"), "largest": True, "per": "space", "points": 1}


def _said(params: dict[str, Any], lang: str) -> str:
    return render(sentence(scoring_sentence("groups", params, load_game("my-city"), "end")), translator(lang))


@pytest.mark.parametrize("params, lang, expected", [
    (NEAR_THE_WELL, "es", "Cada edificio de un grupo conectado de edificios azules (industriales) que incluya un espacio "
                          "junto a un pozo da 2\u00a0puntos."),
    (LARGEST, "es", "Cada espacio del mayor grupo conectado de edificios amarillos (residenciales) da 1\u00a0punto."),
    (LARGEST, "fr", "Chaque case du plus grand groupe d'un seul tenant de bâtiments jaunes (résidentiels) rapporte 1\u00a0point."),
    (NEAR_THE_WELL, "en", "Each building of a connected group of blue (industrial) buildings that includes a space next "
                          "to a well scores 2\u00a0points."),
])
def test_a_group_of_one_colour_is_a_group_of_its_buildings(params, lang, expected):
    assert _said(params, lang).replace("’", "'") == expected
