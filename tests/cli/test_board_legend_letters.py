"""`chronicle board`'s text map marks a feature with a sign ($ gold vein) or a letter, and a letter comes from the
feature's name in the reader's words, as the terrains' do (issue 34, Spanish review 4, fault 10: «t árbol,
w pozo» came from *tree* and *well*, which a Spanish reader cannot guess); never the same letter for two features of
one board, so that the legend explains each once."""

from __future__ import annotations

import re
import unicodedata

import pytest

from helpers import DEMO


def legend(cli, lang: str) -> str:
    out = cli("--lang", lang, "board", DEMO / "gold-rush", "-p", "Leo").output
    out = out.replace("\u00a0", " ").replace("\u202f", " ")
    return next(line for line in out.splitlines() if re.match(r"(terreno|terrain) ?:", line))


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "elementos: $ veta de oro, r roca, a árbol, p pozo"),
    ("fr", "éléments : $ filon d’or, r rocher, a arbre, p puits"),
    ("en", "features: $ gold vein, r rock, t tree, w well"),
])
def test_a_features_letter_is_taken_from_its_name_in_the_readers_words(cli, lang, said):
    assert legend(cli, lang).endswith(said)


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_every_letter_of_the_legend_is_a_letter_of_its_name_and_used_once(cli, lang):
    features = legend(cli, lang).split(": ")[-1].split(", ")
    marks = [item.split(" ", 1) for item in features]
    letters = [mark for mark, _name in marks if mark.isalpha()]
    assert len(letters) == len(set(letters)) >= 3, marks
    for mark, name in marks:
        if mark.isalpha():
            plain = unicodedata.normalize("NFD", name.lower())
            assert mark in plain, (mark, name)
