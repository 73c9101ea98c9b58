"""Features counted in the plural read back by the game's own plural (issue 34, Spanish review 5, fault 9): «3 árboles
visibles», fr « 3 arbres visibles », en '3 visible trees'; never the calque «3 elementos árbol visibles» of *tree
features*, which chronicle needs only for a group's own word whose plural it does not know."""

from __future__ import annotations

import pytest

from generator.model import Where
from generator.validate.content import load_game
from helpers import read_back

THREE_TREES = {"where": Where(feature=frozenset(["tree"]), covered=False), "count": "features", "exactly": 3, "points": 1}
ROCKS_OR_TREES = {"where": Where(feature=frozenset(["rock", "tree"])), "count": "features", "at_least": 2, "points": 1}


@pytest.mark.parametrize("params, lang, expected", [
    (THREE_TREES, "es", "El jugador que tenga exactamente 3 árboles visibles gana 1 punto (una vez, no por cada árbol)."),
    (THREE_TREES, "fr", "Le joueur qui a exactement 3 arbres visibles gagne 1 point (une fois, et non pour chaque arbre)."),
    (THREE_TREES, "en", "The player with exactly 3 visible trees gains 1 point (once, not for each tree)."),
    (ROCKS_OR_TREES, "es", "El jugador que tenga 2 o más rocas o árboles gana 1 punto (una vez, no por cada roca o árbol)."),
])
def test_features_in_the_plural_are_named_by_their_plural(params, lang, expected):
    assert read_back("count", params, "my-city", lang) == expected


@pytest.mark.parametrize("game_id", ["my-island", "my-city"])
def test_every_feature_of_a_game_has_its_plural_in_every_language(game_id):
    game = load_game(game_id)
    assert {key: sorted(term.plural) for key, term in game.features.items()} == \
        {key: ["en", "es", "fr"] for key in game.features}
