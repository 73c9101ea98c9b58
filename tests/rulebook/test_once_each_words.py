"""`once: each` (immediate only): each thing counted pays once in an episode, wherever it appears. French and
Spanish say so of the things counted, « mais chaque élément compté ne rapporte qu'une fois par épisode », not the
word-for-word « jamais deux fois pour la même chose » / «nunca dos veces por lo mismo» (fr review 9, F6)."""

from __future__ import annotations

import pytest

from generator.model import Where
from helpers import read_back

STATUES = {"where": Where(feature=frozenset(["statue"])), "count": "features", "once": "each", "points": 3}


@pytest.mark.parametrize(("lang", "ending"), [
    ("fr", "rapporte 3 points, mais chaque élément compté ne rapporte qu'une fois par épisode."),
    ("es", "da 3 puntos, pero cada cosa contada solo puntúa una vez por episodio."),
    ("en", "scores 3 points, but never twice for the same thing in an episode."),
])
def test_once_each_says_each_thing_counted_pays_once_an_episode(lang: str, ending: str) -> None:
    text = read_back("count", STATUES, "my-island", lang, "immediate")
    assert text.endswith(ending), text
    assert "la même chose" not in text and "lo mismo" not in text
