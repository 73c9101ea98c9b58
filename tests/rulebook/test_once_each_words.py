"""`once: each` (immediate only): each thing counted pays once in an episode, wherever it appears. The note says so of
what the entry counts, in the entry's own words and agreeing with them: « mais une même statue ne compte qu'une fois
par épisode », «pero una misma estatua solo cuenta una vez por episodio», "but never twice for the same statue in an
episode"; never a generic «cada cosa contada solo puntúa» / « chaque élément compté » (es review, issue 34), nor the
word-for-word « jamais deux fois pour la même chose » / «nunca dos veces por lo mismo» (fr review 9, F6)."""

from __future__ import annotations

import pytest

from generator.model import Where
from helpers import read_back

STATUES = {"where": Where(feature=frozenset(["statue"])), "count": "features", "once": "each", "points": 3}
TREES = {"where": Where(feature=frozenset(["tree"])), "count": "features", "once": "each", "points": 1}


@pytest.mark.parametrize(("lang", "ending"), [
    ("fr", "rapporte 3 points, mais une même statue ne compte qu'une fois par épisode."),
    ("es", "da 3 puntos, pero una misma estatua solo cuenta una vez por episodio."),
    ("en", "scores 3 points, but never twice for the same statue in an episode."),
])
def test_once_each_says_each_thing_counted_pays_once_an_episode(lang: str, ending: str) -> None:
    text = read_back("count", STATUES, "my-island", lang, "immediate")
    assert text.endswith(ending), text
    assert "la même chose" not in text and "lo mismo" not in text
    assert "cosa contada" not in text and "élément compté" not in text and "same thing" not in text


@pytest.mark.parametrize(("lang", "ending"), [
    ("fr", "mais un même arbre ne compte qu'une fois par épisode."),
    ("es", "pero un mismo árbol solo cuenta una vez por episodio."),
    ("en", "but never twice for the same tree in an episode."),
])
def test_once_each_agrees_with_a_masculine_thing(lang: str, ending: str) -> None:
    text = read_back("count", TREES, "my-city", lang, "immediate")
    assert text.endswith(ending), text
