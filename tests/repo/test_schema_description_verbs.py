"""Two JSON-Schema descriptions `init` writes (es review 9, F1, F2) were verbless calques: `double_of` said
«…(una segunda pegatina): ese símbolo para la adyacencia…, contado dos veces…» (the English "that symbol for
adjacency…, counted twice" alike), `distinct` «Cada lado por una loseta o un edificio distinto», which speaks of
sides where the entry is about the neighbouring spaces. Each is a sentence with its verb, in every language."""

from __future__ import annotations

import json

import pytest

from generator.repo.schemas import texts

DOUBLE_OF = {
    "es": "Un símbolo del juego que este muestra dos veces en un mismo espacio (una segunda pegatina): cuenta como ese "
          "símbolo para la adyacencia, los grupos y las condiciones, y como dos allí donde se cuentan símbolos.",
    "en": "A symbol of the game this one shows twice on one space (a second sticker): it counts as that symbol for "
          "adjacency, groups and conditions, and as two where symbols are counted.",
    "fr": "Le symbole du jeu que ce nouveau symbole montre deux fois sur une même case (un second autocollant) : il "
          "compte comme ce symbole pour l'adjacence, les groupes et les conditions, et deux fois là où l'on compte les "
          "symboles.",
}
DISTINCT = {
    "es": "Cada espacio vecino tiene que estar cubierto por una loseta o un edificio distinto.",
    "en": "Each neighbouring space must be covered by a different piece.",
    "fr": "Chaque case voisine doit être recouverte par une tuile ou un bâtiment différent.",
}


def _found(schema: object, found: dict[str, str]) -> None:
    if isinstance(schema, dict):
        for key, value in (schema.get("properties") or {}).items():
            if isinstance(value, dict) and isinstance(value.get("description"), str):
                found[key] = value["description"].replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")
        for value in schema.values():
            _found(value, found)
    elif isinstance(schema, list):
        for value in schema:
            _found(value, found)


def descriptions(lang: str) -> dict[str, str]:
    """Each property's description in the schemas `init --language LANG` writes, by the property's name."""
    found: dict[str, str] = {}
    for text in texts(lang).values():
        _found(json.loads(text), found)
    return found


@pytest.mark.parametrize("lang", sorted(DOUBLE_OF))
def test_a_doubled_symbol_counts_as_its_symbol_and_as_two(lang: str) -> None:
    assert descriptions(lang)["double_of"] == DOUBLE_OF[lang]


@pytest.mark.parametrize("lang", sorted(DISTINCT))
def test_distinct_speaks_of_the_neighbouring_spaces(lang: str) -> None:
    assert descriptions(lang)["distinct"] == DISTINCT[lang]
