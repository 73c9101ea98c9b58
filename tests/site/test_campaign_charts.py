"""A campaign's charts (issue 33, pages on phones): the final scores and the progress coloured so far
are two charts, each with its one scale and its own legend, in es/fr/en; scores and a count of
circles on one frame with two axes read as one scale. An Eternal game has no progress: one chart."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

TITLES = {"en": ("Final score of each episode", "Progress circles coloured so far", "Progress symbols coloured so far"),
          "es": ("Puntuación final de cada episodio", "Círculos de progreso coloreados hasta el momento",
                 "Símbolos de progreso coloreados hasta el momento"),
          "fr": ("Score final de chaque épisode", "Cercles Progrès cochés jusqu'ici", "Symboles Progrès coloriés jusqu'ici")}


def plain(html: str) -> str:
    """French typography's spaces and apostrophes as the catalogue writes them."""
    return html.replace("\u202f", " ").replace("\u00a0", " ").replace("&#39;", "'").replace("\u2019", "'")


def charts(page: str) -> list[str]:
    section = page[page.index('<section aria-labelledby="chart">'):]
    return re.findall(r"<figure>.*?</figure>", section[:section.index("</section>")], re.S)


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
@pytest.mark.parametrize("slug,game", [("reef-raiders", 1), ("river-town", 2)])
def test_scores_and_progress_are_two_charts_each_with_one_scale(demo_site: Path, lang, slug, game):
    page = (demo_site / lang / "campaigns" / slug / "index.html").read_text(encoding="utf-8")
    scores, progress = charts(page)
    for figure in (scores, progress):
        assert len(re.findall(r'class="axis" transform="translate\(12,', figure)) == 1  # one value axis, on the left
        assert "tick right" not in figure and "rotate(90)" not in figure
    assert "<polyline" in scores and 'class="bar"' not in scores
    assert 'class="bar"' in progress and "<polyline" not in progress
    assert f"<h3>{TITLES[lang][0]}</h3>" in plain(scores)
    assert f"<h3>{TITLES[lang][game]}</h3>" in plain(progress)
    players = len(re.findall(r"<li>", scores))
    assert players >= 2 and len(re.findall(r'class="swatch"', progress)) == players  # a legend under each


def test_an_eternal_game_has_its_scores_chart_alone(demo_site: Path):
    page = (demo_site / "en" / "campaigns" / "eternal-night" / "index.html").read_text(encoding="utf-8")
    (scores,) = charts(page)
    assert "Final score of each game" in scores and 'class="bar"' not in scores
