"""The Spanish envelopes guide in a Spanish player's words (issue 34, es review 11, F4 and F5): the rules
«explicadas con palabras» (as `chronicle rules --help` says, «Explica con palabras»), never «leídas en
palabras», which is not idiomatic; a hidden counter is one «que solo usan las reglas para sus cálculos», as the
JSON Schema says it, never «con el que solo calculan las reglas»."""

from __future__ import annotations

import re

import pytest

from helpers import ROOT

GUIDE = ROOT / "content" / "guide" / "es" / "envelopes.md"


def prose() -> str:
    return re.sub(r"\s+", " ", GUIDE.read_text(encoding="utf-8"))


@pytest.mark.parametrize("stiff", ["leídas en palabras", "leídas con palabras", "con el que solo calculan",
                                   "con la que solo calculan"])
def test_the_guide_never_says(stiff: str) -> None:
    assert stiff not in prose()


def test_the_guide_says_the_rules_explained_in_words() -> None:
    text = prose()
    assert "las reglas explicadas con palabras concuerden con ella" in text
    assert "las reglas, explicadas con palabras, dicen entonces su nombre en cada idioma" in text
    assert "un contador auxiliar que solo usan las reglas para sus cálculos" in text
