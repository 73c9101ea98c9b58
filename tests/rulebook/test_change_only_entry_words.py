"""An entry that only changes the board (`change`, nothing scored) is read back as giving nothing, never as
one that "counts" (es «cuenta» reads as "scores"; issue 34, Spanish review 15, F3; LG-12 changes after the
episode). Same shape in es, fr and en."""

from __future__ import annotations

import pytest

from generator import campaigns
from generator.model import Where
from generator.rulebook.phrases import sentence
from generator.rulebook.sentences import scoring_sentence
from generator.words.i18n import render, translator
from helpers import FIXTURES

SAID = {
    "es": "Cada estatua cubierta no da nada; tras el episodio, se quita la estatua de cada espacio contado.",
    "fr": "Chaque statue recouverte ne rapporte rien; après l'épisode, on retire la statue de chaque case comptée.",
    "en": "Each covered statue scores nothing; after the episode, the statue is removed from each space it counted.",
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_a_change_only_entry_says_it_gives_nothing(lang: str) -> None:
    checked = campaigns.check(FIXTURES / "envelopes" / "isla")
    assert checked.problems == ()
    params = {"where": Where(feature=frozenset(["statue"]), covered=True), "count": "spaces", "points": 0,
              "change": {"remove": "statue"}}
    said = render(sentence(scoring_sentence("count", params, checked.campaign.game, "end")), translator(lang))
    assert " ".join(said.replace("\u00a0", " ").replace("\u202f", " ").replace("’", "'").split()) == SAID[lang]
