"""The FAQs and guides call a ruleset's scoring entry (`symbol-group`, `road-to-sea`, `empty-buildable`...)
by its name, « entrée de décompte », "scoring entry", « entrada de puntuación », never by a word the glossary
gives to something else: « élément » is a board feature (arbre, statue, phare), "item" a line of the score
sheet, « concepto », « ligne » say nothing of scoring (fr review 8, fault 9)."""

from __future__ import annotations

import re

import pytest

from generator.rules.scoring import KINDS
from generator.validate.content import CONTENT

WRONG = {"fr": r"(?:élément|ligne)s?(?: de décompte)?", "en": r"items?", "es": r"(?:concepto|elemento)s?"}


def named_wrong(text: str, lang: str) -> list[str]:
    """Each place where a scoring entry's kind, in backquotes, is named with a word that is not its name, before or
    after it (« l'élément `symbol-group` », "the `empty-buildable` item")."""
    kinds = "|".join(re.escape(k) for k in KINDS)
    word = WRONG[lang]
    before = rf"\b{word} (?:`(?:{kinds})`(?: (?:ou|or|o) `(?:{kinds})`)?)"
    after = rf"`(?:{kinds})` {word}\b"
    return [m.group(0) for m in re.finditer(f"{before}|{after}", text)]


@pytest.mark.parametrize("lang", ["fr", "en", "es"])
def test_a_scoring_entry_is_called_a_scoring_entry(lang: str) -> None:
    pages = [*CONTENT.glob(f"faq/{lang}/*.md"), *CONTENT.glob(f"guide/{lang}/*.md")]
    assert pages
    found = {p.name: named_wrong(p.read_text(encoding="utf-8"), lang) for p in pages}
    assert {name: said for name, said in found.items() if said} == {}


def test_the_check_finds_the_french_faqs_old_wording() -> None:
    assert named_wrong("ajoutez l'élément `symbol-group` ou `road-to-sea` correspondant", "fr")
    assert named_wrong("(`with_features` of the `empty-buildable` item)", "en")
