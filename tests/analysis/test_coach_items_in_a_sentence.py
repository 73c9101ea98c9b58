"""The items the coach lists mid-sentence («lo que se jugó desde ahí dio en cambio …», "with …") are noun phrases
the sentence can hold (issue 34, es review 12): a single pass (LG-03) is counted as two are, «1 pase (−1)» /
« 1 tour passé (−1) » / "1 pass (−1)", never the score sheet's «por pasar» / « a passé » / "passed" (F1)."""

from __future__ import annotations

import pytest

from generator.report.coach import because
from generator.rules.results import Item
from generator.validate.content import load_game
from generator.words.i18n import translator

PASS = Item(23, -1, "LG-03", "pass", {})


@pytest.mark.parametrize(("lang", "said"), [("es", "1 pase (−1)"), ("fr", "1 tour passé (−1)"), ("en", "1 pass (−1)")])
@pytest.mark.parametrize("game", ["my-island", "my-city"])
def test_LG_03_a_single_pass_is_counted_as_two_are(game: str, lang: str, said: str) -> None:
    _gained, lost = because((PASS,), (), load_game(game), translator(lang))
    assert lost.replace("\u00a0", " ") == said  # fr: the catalogue's no-break space after a count
