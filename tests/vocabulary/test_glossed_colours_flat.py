"""A list of possible values glosses each with its name in the reader's language; a name that carries its own
brackets (My City's colours: « jaune (résidentiel) ») is said without them inside the gloss's, « « yellow »
(jaune, résidentiel) », never brackets in brackets (fr review 8, fault 3), in every language and for every
game word."""

from __future__ import annotations

import pytest

from generator.load.nodes import Node
from generator.model import Pos
from generator.validate.content import load_game
from generator.vocabulary.reader import Reader
from generator.words.i18n import render, translator

AT = Pos("pieces/nuestras.yaml", 4, 12)


def _said(game: str, kind: str, lang: str) -> str:
    reader = Reader()
    assert reader.choice(Node("zzz", AT), kind, getattr(load_game(game), kind)) is None
    (problem,) = reader.problems
    return render(problem.message, translator(lang)).replace("\u00a0", " ")


def test_french_colours_are_glossed_without_brackets_in_brackets() -> None:
    said = _said("my-city", "colours", "fr")
    assert ("« yellow » (jaune, résidentiel), « red » (rouge, administratif), « blue » (bleu, industriel) ou "
            "« purple » (violet, église)") in said, said


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
@pytest.mark.parametrize(("game", "kind"), [(g, k) for g in ("my-island", "my-city")
                                            for k in ("terrains", "features", "symbols", "colours")])
def test_no_gloss_nests_brackets(game: str, kind: str, lang: str) -> None:
    if not getattr(load_game(game), kind):
        pytest.skip(f"{game} has no {kind}")
    said = _said(game, kind, lang)
    depth = 0
    for c in said:
        depth += (c == "(") - (c == ")")
        assert depth <= 1, said
