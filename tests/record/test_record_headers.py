"""The record's table heads each column with a noun a player would write: French « Parties », not a
bare participle « Joués »; Spanish « Partidas », not « Jugados »; and the French site's last column is
the « Meilleur score » the CLI and each person's page already say (fr review 10, F2). The site keeps the
short « Best » / « Mejor » where the word stands alone well: the Spanish table must fit a 390 px phone. What
was played counts legacy episodes and Eternal games alike, so « Épisodes et parties », «Episodios y partidas»
(es review 12, F5)."""

from __future__ import annotations

import pytest

HEADS = {"fr": ("Épisodes et parties", "Meilleur score", "Joués"), "es": ("Episodios y partidas", "Mejor puntuación", "Jugados"),
         "en": ("Played", "Best score", None)}
SITE_BEST = {"fr": "Meilleur score", "es": "Mejor", "en": "Best"}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_the_stats_table_heads_its_columns_with_nouns(cli, lang):
    played, best, bare = HEADS[lang]
    header = cli("--lang", lang, "stats", "--no-analysis").stdout.splitlines()[2]
    assert played in header and best in header
    assert bare is None or bare not in header.split()


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_the_players_page_heads_its_columns_as_the_cli(demo_site, lang):
    played, _, bare = HEADS[lang]
    best = SITE_BEST[lang]
    page = (demo_site / lang / "players/index.html").read_text(encoding="utf-8")
    head = page.split("<thead>")[1].split("</thead>")[0]
    assert f">{played}<" in head and f">{best}<" in head
    assert bare is None or f">{bare}<" not in head
