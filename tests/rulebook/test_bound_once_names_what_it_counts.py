"""A bounded entry (`at_least`, `at_most`, `exactly`) pays once when the count qualifies, not once for each thing it
counts. Its read-back says so of what the entry counts, in the entry's own words (as `once: each` does, phrases.same):
«gana 1 círculo de progreso (una vez, no por cada muro)», « (une fois, et non pour chaque mur) », "(once, not for each
wall)"; where nothing is counted by a noun (a counter's value, groups), in plain words: «(una vez, sea cual sea la
cuenta)». Never the generic «cada cosa contada» / « chaque élément compté » (es review), in a read-back, a schema's
description or anywhere in the catalogues."""

from __future__ import annotations

import json

import pytest

from generator.model import Where
from generator.repo.schemas import texts
from helpers import catalogue_texts, read_back, schema_descriptions

WALLS = {"where": Where(symbol="wall"), "count": "symbols", "at_least": 4, "circles": 1}
TREES = {"where": Where(feature=frozenset(["tree"]), covered=False), "count": "features", "exactly": 3, "points": 1}
PEARLS = {"counter": "pearls", "at_least": 3, "circles": 1}
VILLAGES = {"where": Where(symbol="house"), "per": "group", "size": 3, "at_least": 2, "points": 3}
VILLAGES_ONCE = {"where": Where(symbol="house"), "per": "group", "size": 3, "once": "each", "points": 3}
GENERIC = {"es": "cosa contada", "fr": "élément compté"}


@pytest.mark.parametrize(("lang", "expected"), [
    ("es", "El jugador que tenga 4 o más símbolos de muro gana 1 círculo de progreso (una vez, no por cada muro)."),
    ("fr", "Le joueur qui a au moins 4 symboles mur gagne 1 cercle Progrès (une fois, et non pour chaque mur)."),
    ("en", "The player with 4 or more wall symbols gains 1 progress circle (once, not for each wall)."),
])
def test_a_bound_on_symbols_says_it_is_not_paid_for_each_of_them(lang: str, expected: str) -> None:
    assert read_back("count", WALLS, "my-island", lang) == expected


@pytest.mark.parametrize(("lang", "ending"), [
    ("es", "gana 1 punto (una vez, no por cada árbol)."),
    ("fr", "gagne 1 point (une fois, et non pour chaque arbre)."),
    ("en", "gains 1 point (once, not for each tree)."),
])
def test_a_bound_on_features_names_the_feature_it_counts(lang: str, ending: str) -> None:
    text = read_back("count", TREES, "my-city", lang)
    assert text.endswith(ending), text


@pytest.mark.parametrize(("lang", "ending"), [
    ("es", "(una vez, sea cual sea la cuenta)."),
    ("fr", "(une fois, quel que soit le compte)."),
    ("en", "(once, whatever the count)."),
])
def test_a_bound_without_a_counted_noun_says_it_in_plain_words(lang: str, ending: str) -> None:
    """A counter's value, groups counted per player: no noun to name, and no generic « thing counted » either."""
    for kind, params in (("counter", PEARLS), ("groups", VILLAGES)):
        text = read_back(kind, params, "my-island", lang, "immediate")
        assert text.endswith(ending), text


@pytest.mark.parametrize(("lang", "ending"), [
    ("es", ", pero nada cuenta más de una vez por episodio."),
    ("fr", ", mais rien ne compte plus d'une fois par épisode."),
])
def test_once_each_without_a_counted_noun_says_it_in_plain_words(lang: str, ending: str) -> None:
    text = read_back("groups", VILLAGES_ONCE, "my-island", lang, "immediate")
    assert text.endswith(ending), text


@pytest.mark.parametrize("lang", sorted(GENERIC))
def test_no_schema_description_says_a_thing_counted(lang: str) -> None:
    """The ruleset schema's `add`, `once` and bounds: «por cada uno de los que cuenta la entrada», «y no por cada uno»."""
    said = [text for _, text in schema_descriptions(json.loads(texts(lang)["ruleset.schema.json"]))]
    assert said and not [text for text in said if GENERIC[lang] in text]


@pytest.mark.parametrize("lang", sorted(GENERIC))
def test_no_message_of_the_catalogue_says_a_thing_counted(lang: str) -> None:
    assert not [text for text in catalogue_texts(lang).values() if GENERIC[lang] in text]
