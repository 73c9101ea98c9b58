"""The reason beside a group's own entry on the score sheet (issue 34, es review 11, F6): an entry that pays once
(most, fewest, at_least, at_most, exactly) and has no `reason:` is said by what it paid for, «más espacios de
playa visibles (31)», «como mucho 2 losetas con un campo (1)», never its whole sentence («el jugador con más …
pierde 3 puntos (si hay empate, los pierde cada uno) (31)»), whose points stand beside the column's −3 already,
with two parentheses in a row. An entry that pays each thing keeps its sentence (LG-15)."""

from __future__ import annotations

import pytest

from generator.load.nodes import load_text
from generator.report.explain import reason
from generator.rules.results import Item
from generator.validate.content import load_game
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from generator.words.i18n import translator


def said(entry: str, lang: str, count: int = 31) -> str:
    game = load_game("my-island")
    ruleset = read_ruleset(Reader(), load_text(f"name: x\nbuildable: []\nend:\n  - {entry}\n", "x"), game, "x")
    assert ruleset is not None
    (entry_item,) = ruleset.end
    item = Item(None, -3, entry_item.rule, entry_item.kind, {"entry": entry_item.params, "count": count, "cells": ()})
    return reason(item, game, translator(lang)).replace("\u00a0", " ").replace("\u202f", " ")


MOST = "{kind: count, where: {terrain: beach, covered: false}, most: true, points: -3}"
AT_MOST = "{kind: count, where: {symbol: field}, count: pieces, at_most: 2, points: -1}"


@pytest.mark.parametrize(("lang", "entry", "expected"), [
    ("es", MOST, "más espacios de playa visibles (31)"),
    ("en", MOST, "most visible beach spaces (31)"),
    ("fr", MOST, "le plus de cases Plage visibles (31)"),
    ("es", AT_MOST, "como mucho 2 losetas con un campo (31)"),
    ("en", AT_MOST, "at most 2 tiles with a field (31)"),
])
def test_an_entry_paid_once_is_said_by_what_it_paid_for(lang: str, entry: str, expected: str) -> None:
    assert said(entry, lang) == expected


@pytest.mark.parametrize("lang", ["es", "en", "fr"])
def test_an_entry_that_pays_each_thing_keeps_its_sentence(lang: str) -> None:
    text = said("{kind: count, where: {terrain: beach, covered: false}, points: -1}", lang)
    assert text.endswith("1 point (31)") or text.endswith("1 punto (31)"), text
