"""A person's page across the campaigns (players/<slug>/) calls what they played by the mode's words (issue 34,
French review 5, fault 6): an Eternal game's games are « parties » / «partidas» / 'games', a legacy campaign's
episodes « épisodes »; someone who played both reads « épisode ou partie ». Hannah, Leo, Priya, Tom and Walt of
the demo play only Eternal games; Inés both; Mateo only legacy episodes."""

from __future__ import annotations

import re
from pathlib import Path

import html5lib
import pytest

from generator.site.build import build
from generator.site.settings import Settings
from helpers import ROOT


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("demo") / "site"
    build(Settings([ROOT / "campaigns"], out, base_url="https://example.org/", search=False, analysis=True))
    return out


def words(site: Path, lang: str, slug: str) -> str:
    """The page as read: its main text, the chart's title and axes, and its description."""
    tree = html5lib.parse((site / lang / "players" / slug / "index.html").read_bytes(), namespaceHTMLElements=False)
    description = next(m.get("content", "") for m in tree.iter("meta") if m.get("name") == "description")
    main = next(tree.iter("main"))
    text = " ".join([description, *main.itertext()])
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'"))


EPISODE = {"fr": re.compile(r"[ée]pisode", re.I), "es": re.compile(r"episodio", re.I), "en": re.compile(r"\bepisode", re.I)}
"""The legacy word; an Eternal-only page may say it only in the head-to-head caption shared by every page."""
SHARED = {"fr": "Les épisodes et parties terminés où", "es": "Los episodios y partidas terminados",
          "en": "The finished episodes and games played together", }


@pytest.mark.parametrize("slug", ["hannah", "leo", "priya", "tom", "walt"])
@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_an_eternal_only_player_reads_games_never_episodes(site, lang, slug):
    text = words(site, lang, slug)
    shown = text.replace(SHARED[lang], "") if lang != "es" else re.sub(r"Los episodios y partidas terminados[^.]*", "", text)
    shown = re.sub(r"(Chaque épisode et partie|Cada episodio y partida|Every episode and game) [^,]*", "", shown)
    assert not EPISODE[lang].search(shown), shown


@pytest.mark.parametrize(("expected"), [
    "Points manqués à chaque partie analysée", "Partie par partie",
    "Un repère par partie terminée, dans l'ordre chronologique", "Parties, dans l'ordre où elles ont été jouées",
])
def test_fault_6_hannahs_page_says_partie(site, expected):
    assert expected in words(site, "fr", "hannah")


def test_a_player_of_both_kinds_reads_episode_or_game(site):
    text = words(site, "fr", "ines")
    assert "Épisode par épisode, partie par partie" in text and "Épisode ou partie" in text


def test_a_legacy_only_player_keeps_episodes(site):
    text = words(site, "fr", "mateo")
    assert "Épisode par épisode" in text and "partie" not in text.replace("Chaque épisode et partie", "").replace(
        "épisodes et parties", "")
