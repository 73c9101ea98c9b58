"""The third native review (Issue 23, /tmp/review3): the website and `score` as a Spanish or French
player reads them. Each test fails on the behaviour the reviewers reported."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator import campaigns
from generator.words.i18n import translator

ROOT = Path(__file__).resolve().parent.parent


def _copy(tmp_path: Path, name: str) -> Path:
    return Path(shutil.copytree(ROOT / "campaigns" / name, tmp_path / name))


def _warnings(folder: Path, lang: str) -> list[str]:
    return [w.render(translator(lang)) for w in campaigns.check(folder).warnings]


# --- RULE: a tiebreak naming players the points already separate (C-2) --------------------------

def test_C_2_a_tiebreak_of_players_apart_on_points_says_they_are_not_tied(tmp_path):
    """Reef Raiders' episode 1: Lucía 18, Mateo 10. Not LG-11's rows: their points separate them."""
    folder = _copy(tmp_path, "reef-raiders")
    path = folder / "episodes" / "01.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "tiebreak: [Lucía, Mateo]\n", encoding="utf-8")
    es, fr, en = (" ".join(_warnings(folder, lang)) for lang in ("es", "fr", "en"))
    assert "LG-11 ya los separa" not in es and "espacios libres" not in es, es
    assert "Lucía y Mateo no están empatados (18 y 10 puntos)" in es, es
    assert "Lucía et Mateo ne sont pas à égalité (18 et 10\u00a0points)" in fr.replace(" points", "\u00a0points"), fr
    assert "Lucía and Mateo are not tied (18 and 10 points)" in en, en


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", "por debajo de 0, sí: durante un episodio no hay límite inferior", "Ninguna de las dos"),
    ("fr", "sous 0, oui : il n'y a pas de limite inférieure pendant un épisode", "Ni l'un ni l'autre"),
    ("en", "below 0, yes: there is no lower limit during an episode", "Neither."),
])
def test_LG_08_my_city_faq_says_there_is_no_lower_limit_during_an_episode(lang, said, never):
    """The My City seed: "No hay límite inferior durante un episodio"; the answer opened with "neither"."""
    text = (ROOT / "content" / "faq" / lang / "city-token-limits.md").read_text(encoding="utf-8")
    answer = text.split("\n---\n", 1)[1]
    assert said in answer and never not in answer
