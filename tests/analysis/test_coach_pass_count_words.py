"""The coach counts passes as a noun, in the player's words (LG-03; es review 10, issue 34, fault 2): the «tal como
se jugó» part says «2 pases (−2)», never the score sheet's label glued to a count, «por pasar, 2 veces»."""

from __future__ import annotations

import pytest

from generator.report.coach import _items
from generator.rules.results import Item
from generator.validate.content import load_game
from generator.words.i18n import translator


@pytest.mark.parametrize(("lang", "said"), [("es", "2 pases (−2)"), ("en", "2 passes (−2)")])
def test_several_passes_are_counted_as_a_noun(lang: str, said: str) -> None:
    passes = [Item(round=n, points=-1, rule="LG-03", kind="pass", facts={}) for n in (19, 20)]
    text = _items(passes, load_game("my-island"), translator(lang))
    assert text.replace("\u2212", "−") == said
    assert "por pasar" not in text
