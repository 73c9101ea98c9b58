"""An unknown game word in a file is answered with the possible values, each glossed with its name in the
reader's language, as the terrain error already does (« beach » (Plage)): issue 34, French review 4, fault 14
(« symbole : « hose » est inconnu … les valeurs possibles sont « field », « house »… » left a French player with
English words only). The whole family: every list of possible game words (symbols, terrains, features, colours)."""

from __future__ import annotations

import pytest

from generator.load.nodes import Node
from generator.model import Pos
from generator.validate.content import load_game
from generator.vocabulary.reader import Reader
from generator.words.i18n import render, translator

AT = Pos("rules/chapter-2.yaml", 9, 35)


def _said(value: str, what: str, game: str, kind: str, lang: str) -> str:
    reader = Reader()
    assert reader.choice(Node(value, AT), what, getattr(load_game(game), kind)) is None
    (problem,) = reader.problems
    return render(problem.message, translator(lang)).replace("\u00a0", " ").replace("\u202f", " ")


def test_fault_14_an_unknown_symbol_lists_the_symbols_with_their_french_names():
    said = _said("hose", "symbole", "my-island", "symbols", "fr")
    assert "les valeurs possibles sont « field » (champ), « house » (maison), « wall » (mur) ou « path » (sentier)" in said, said


@pytest.mark.parametrize(("game", "kind", "gloss"), [("my-island", "terrains", "« beach » (Plage)"),
                                                     ("my-city", "features", "« tree » (arbre)"),
                                                     ("my-city", "colours", "« red » (rouge, administratif)")])
def test_every_unknown_game_word_lists_its_values_glossed(game, kind, gloss):
    said = _said("zzz", kind, game, kind, "fr")
    assert gloss in said, said


def test_english_lists_the_ids_alone():
    """An English reader's names are the ids themselves: no gloss repeats them."""
    said = _said("hose", "symbol", "my-island", "symbols", "en")
    assert said.endswith("expected one of 'field', 'house', 'wall', or 'path'"), said
