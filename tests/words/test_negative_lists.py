"""A list in a negative sentence joins with "or": « aucune des règles CH4-1, CH4-2 ou LG-15 n'en donne »,
never « aucune de CH4-1, CH4-2 et LG-15 » (native review 14, fr, fault 2; es «ninguna de … y …» too)."""

from __future__ import annotations

import pytest

from generator.problems.findings import message
from generator.rules.findings import Finding
from generator.validate.content import load_game
from generator.words.i18n import render, translator


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "aucune des règles CH4-1, CH4-2 ou LG-15 n'en donne"),
    ("es", "ninguna de las reglas CH4-1, CH4-2 o LG-15 da nada"),
    ("en", "none of CH4-1, CH4-2, or LG-15 gives any"),
])
def test_LG_15_an_example_no_entry_scores_lists_the_rules_with_or(lang, said):
    """LG-15 (a group's own examples): the entries that could have given and gave nothing, in a negative."""
    finding = Finding("example-counter", {"name": "", "number": 2, "counter": "x", "expected": 3, "found": 2,
                                          "scored": (), "rules": ("CH4-1", "CH4-2", "LG-15")}, 1)
    text = render(message(finding, load_game("my-island")), translator(lang))
    assert said in text, text
