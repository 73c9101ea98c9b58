"""A tile read back with its symbol before the space it lies on (issue 34, Spanish review 5, fault 7): «una loseta
con un muro sobre un espacio de playa», never «una loseta sobre un espacio de playa con un muro», where the wall
belongs to the beach space. The recipe of `guide envelopes`: `{kind: count, where: {symbol: wall, terrain: beach},
count: pieces, once: episode}`; the same order with any other condition beside them."""

from __future__ import annotations

import pytest

from generator.model import Where
from generator.rulebook.phrases import sentence
from generator.rulebook.sentences import scoring_sentence
from generator.validate.content import load_game
from generator.words.i18n import render, translator


def _said(where: Where, lang: str) -> str:
    params = {"where": where, "count": "pieces", "once": "episode", "points": 3}
    return render(sentence(scoring_sentence("count", params, load_game("my-island"), "immediate")), translator(lang))


@pytest.mark.parametrize("lang, tile", [
    ("es", "una loseta con un muro sobre un espacio de playa"),
    ("fr", "une tuile avec un mur sur une case Plage"),
    ("en", "tile with a wall on a beach space"),
])
def test_the_wall_is_on_the_tile_not_on_the_beach(lang, tile):
    assert tile in _said(Where(terrain=frozenset(["beach"]), symbol="wall"), lang)


def test_the_symbol_comes_first_beside_any_other_condition():
    said = _said(Where(terrain=frozenset(["beach"]), symbol="wall", edge=True), "es")
    assert "una loseta con un muro sobre un espacio de playa del borde del tablero" in said, said
