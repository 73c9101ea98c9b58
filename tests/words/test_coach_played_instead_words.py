"""What the line played scored instead of the coach's better one (issue 34, es review 11, F2): said as what it
is, «en cambio, lo que se jugó a partir de ahí se saldó con …», "instead, what was played from there resulted in …"
(a verb that takes passes as well as points: nobody "gives" or "scores" a pass, es review 14, F2), never the bare
«tal como se jugó, …», a calque of "as played, …" that does not say what the list is; and its items listed as
the language lists them («… F4 (+1) y 2 pases (−2)»), since a reason holds commas of its own."""

from __future__ import annotations

import pytest

from generator.report.coach import because
from generator.rules.results import Item
from generator.validate.content import load_game
from generator.words.i18n import _, render, translator

PASS = Item(4, -1, "LG-03", "pass", {})
BONUS = Item(2, 1, "C5-2", "adjustment", {"reason": "bonus"})
TREE = Item(2, 1, "MC-S01", "visible-feature", {"feature": "tree", "cells": ((0, 0),), "count": 1})


@pytest.mark.parametrize(("lang", "words"), [("es", "en cambio, lo que se jugó a partir de ahí se saldó con X"),
                                             ("en", "instead, what was played from there resulted in X")])
def test_the_played_line_is_said_as_what_it_scored(lang: str, words: str) -> None:
    assert render(_("as played, %(lost)s", lost="X"), translator(lang)) == words


@pytest.mark.parametrize(("lang", "joined"), [("es", " y "), ("en", " and "), ("fr", " et ")])
def test_the_items_played_instead_are_listed_as_the_language_lists(lang: str, joined: str) -> None:
    """LG-03 and a visible tree: two reasons, the last after «y», "and", « et »."""
    _gained, lost = because((TREE, PASS, PASS._replace(round=5)), (), load_game("my-city"), translator(lang))
    assert joined in lost and lost.index("(+1)") < lost.index(joined) < lost.index("(−2)"), lost


@pytest.mark.parametrize("lang", ["es", "en", "fr"])
def test_a_group_label_sets_the_list_apart_with_semicolons(lang: str) -> None:
    """An adjustment's reason (LG-15) is the group's words, maybe a clause: quoted, and the items apart with
    semicolons, never joined by «y» as the objects of one verb (es review 13, F1)."""
    _gained, lost = because((BONUS, PASS, PASS._replace(round=5)), (), load_game("my-city"), translator(lang))
    assert "bonus" in lost and "; " in lost and lost.index("(+1)") < lost.index("; ") < lost.index("(−2)"), lost
