"""A participle after "episode or game" agrees with both nouns (issue 34, es review 12, F3): a masculine and a
feminine noun coordinated take the masculine plural, «Los episodios y partidas terminados», never «episodio o
partida terminado», where «partida … terminado» is a plain slip. After «cada» or «por», which want the singular
(es review 9, F5: tests/words/test_spanish_cada_agreement.py), a relative clause says it: «Puntos perdidos en
cada episodio o partida que se ha analizado», «Una marca por cada episodio o partida que ha terminado». French
alike: « épisode ou partie terminés ». Every catalogue entry and every Spanish and French guide and FAQ page."""

from __future__ import annotations

import re

import pytest

from helpers import ROOT, catalogue_texts

COORDINATED = {
    "es": re.compile(r"\b(?:episodios?|partidas?) (?:o|y) (?:cada )?(?:episodios?|partidas?) ((?:terminad|analizad|jugad|acabad)\w*)"),
    "fr": re.compile(r"\b(?:épisodes?|parties?) (?:ou|et) (?:épisodes?|parties?) ((?:termin|analys|jou)\w*)"),
}
MASCULINE_PLURAL = {"es": "os", "fr": "és"}


def _written(lang: str) -> list[str]:
    pages = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "content").glob(f"**/{lang}/**/*.md"))]
    return [*catalogue_texts(lang).values(), *pages]


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_a_participle_after_episode_or_game_is_masculine_plural(lang: str) -> None:
    slips = [m.group(0) for text in _written(lang) for m in COORDINATED[lang].finditer(text.replace("\u00a0", " "))
             if not m.group(1).endswith(MASCULINE_PLURAL[lang])]
    assert not slips, slips
