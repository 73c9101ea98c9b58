"""MI-R01 / MC-R01 under a group's own `first_piece:` condition: the error says the condition as the
read-back says it (« … doit partager un côté avec une statue »), never a form label pasted into a sentence
(« … avec une case qui remplit : statue »; native review 14, fr, fault 1; es «un espacio que cumpla:» too)."""

from __future__ import annotations

import pytest

from generator.model import Where
from generator.problems.findings import message
from generator.rules.findings import Finding
from generator.validate.content import load_game
from generator.words.i18n import render, translator

STATUE = Where(feature=frozenset({"statue"}))
BEACH_UNCOVERED = Where(terrain=frozenset({"beach"}), covered=False)


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "la première tuile de l'épisode doit partager un côté avec une statue"),
    ("es", "la primera loseta del episodio debe compartir un lado con una estatua"),
    ("en", "the first tile of the episode must share a side with a statue"),
])
def test_MI_R01_first_piece_next_to_says_the_condition_as_the_readback_does(lang, said):
    text = render(message(Finding("first-next-to", {"where": STATUE}), load_game("my-island")), translator(lang))
    assert text == said, text


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_MI_R01_first_piece_covers_a_condition_without_a_form_label(lang):
    text = render(message(Finding("first-covers", {"where": BEACH_UNCOVERED}), load_game("my-island")),
                  translator(lang))
    assert ":" not in text and "qui remplit" not in text and "que cumpla" not in text, text
    assert text.startswith(("la première tuile de l'épisode doit recouvrir au moins une case",
                            "la primera loseta del episodio debe cubrir al menos un espacio",
                            "the first tile of the episode must cover at least one")), text
