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
    assert "Lucía y Mateo no están empatados (18 puntos y 10 puntos)" in es, es  # each score its own noun (review 7, Y1)
    assert "Lucía et Mateo ne sont pas à égalité (18\u00a0points et 10\u00a0points)" in fr.replace(" points", "\u00a0points"), fr
    assert "Lucía and Mateo are not tied (18 points and 10 points)" in en, en


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", "según las reglas de My City, sí: durante un episodio la ficha no tiene límite inferior", "Ninguna de las dos"),  # review 7 (R1)
    ("fr", "les règles ne fixent aucune limite pendant l'épisode", "Ni l'un ni l'autre"),  # review 7 (R1)
    ("en", "the rules set no limit during an episode", "Neither."),
])
def test_LG_08_my_city_faq_says_there_is_no_lower_limit_during_an_episode(lang, said, never):
    """The My City seed: "No hay límite inferior durante un episodio"; the answer opened with "neither"."""
    text = (ROOT / "content" / "faq" / lang / "city-token-limits.md").read_text(encoding="utf-8")
    answer = text.split("\n---\n", 1)[1]
    assert said in answer and never not in answer


# --- the Eternal game is a game, not a campaign (MI-E*, MC-E*; LG-12 and LG-13 are legacy only) ---

@pytest.fixture(scope="module")
def site(tmp_path_factory):
    from click.testing import CliRunner

    from generator.cli import main

    out = tmp_path_factory.mktemp("site") / "site"
    result = CliRunner().invoke(main, ["build", str(ROOT / "campaigns"), "-o", str(out), "--no-search"],
                                catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return out


def _text(site: Path, lang: str, page: str) -> str:
    from helpers import readable

    return " ".join(readable(site / lang / page, lang).split())


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", ["1 partida", "Partidas jugadas", "Fichas de puntuación partida a partida"],
     ["1 episodio", "Episodios", "a lo largo de la campaña", "Barras:", "Estado actual de los tableros",
      "al empezar el próximo episodio", "lo que cada uno aún debe"]),
    ("fr", ["1 partie", "Parties jouées", "Marqueurs Score partie par partie"],
     ["1 épisode", "au fil de la campagne", "Barres", "État actuel des plateaux", "épisode suivant",
      "ce que chacun doit encore"]),
    ("en", ["1 game ", "Games played", "Tokens game by game"],
     ["1 episode", "over the campaign", "Bars:", "Boards now", "next episode starts", "still owes"]),
])
def test_an_eternal_campaign_page_speaks_of_games_without_progress_or_next_boards(site, lang, said, never):
    for slug in ("gold-rush", "eternal-night"):
        text = _text(site, lang, f"campaigns/{slug}/index.html")
        assert all(s in text for s in said), (slug, [s for s in said if s not in text])
        assert not [n for n in never if n in text], (slug, [n for n in never if n in text])
        assert "circles" not in (site / lang / f"campaigns/{slug}/index.html").read_text(encoding="utf-8").split('class="standings"')[1].split("</ol>")[0]


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", ["Partida 1", "Final de la partida", "al final de la partida 1"], ["Episodio 1", "Final del episodio", "del episodio 1"]),
    ("fr", ["Partie 1", "Fin de la partie", "à la fin de la partie 1"], ["Épisode 1", "Fin de l'épisode", "de l'épisode 1"]),
    ("en", ["Game 1", "End of the game", "at the end of game 1"], ["Episode 1", "End of the episode", "of episode 1"]),
])
def test_an_eternal_game_page_is_a_game(site, lang, said, never):
    text = _text(site, lang, "campaigns/gold-rush/episodes/01/index.html")
    assert all(s in text for s in said), [s for s in said if s not in text]
    assert not [n for n in never if n in text], [n for n in never if n in text]
    player = _text(site, lang, "campaigns/gold-rush/players/hannah/index.html")
    assert said[0] in player and never[0] not in player


@pytest.mark.parametrize(("lang", "heading", "game", "never"), [
    ("es", "Gold Rush (My City, versión eterna)", "Partida 1 (versión eterna), 14 de marzo de 2026", ["símbolo", "Episodio"]),
    ("fr", "Eternal Night (My Island, mode Éternité)", "Partie 1 (mode Éternité), ", ["cercle", "Épisode"]),
    ("en", "Gold Rush (My City, Eternal game)", "Game 1 (Eternal game), March 14, 2026", ["symbol", "Episode"]),
])
def test_score_of_an_eternal_game_has_no_progress_and_says_game(cli, lang, heading, game, never):
    slug = "eternal-night" if "Eternal Night" in heading else "gold-rush"
    out = cli("--lang", lang, "score", ROOT / "campaigns" / slug).stdout
    assert heading in out and game in out, out
    assert not [n for n in never if n in out], out


def test_score_of_a_legacy_campaign_writes_its_mode_in_lower_case_and_dates_as_people_do(cli):
    es = cli("--lang", "es", "score", ROOT / "campaigns" / "barrio-del-palacio").stdout
    assert "(My City, campaña legacy)" in es and "2 de octubre de 2026" in es and "2026-10-02" not in es, es
    fr = cli("--lang", "fr", "score", ROOT / "campaigns" / "river-town").stdout
    assert "(My City, campagne legacy)" in fr and "2026-01-23" not in fr and "23\u00a0janvier\u00a02026" in fr, fr


# --- dates as a native writes them, ISO kept for machines ------------------------------------------

@pytest.mark.parametrize(("lang", "shown"), [("es", "2 de octubre de 2026"), ("fr", "2 octobre 2026"), ("en", "October 2, 2026")])
def test_an_episode_page_shows_its_date_in_words_and_keeps_iso_in_time(site, lang, shown):
    import re

    page = site / lang / "campaigns/barrio-del-palacio/episodes/13/index.html"
    html = page.read_text(encoding="utf-8")
    time = re.search(r'<time datetime="2026-10-02">([^<]*)</time>', html)
    assert time and time[1].replace("\u00a0", " ") == shown, time


def test_a_first_of_the_month_is_1er_in_french():
    import datetime

    from generator.words.formats import long_date

    assert long_date(datetime.date(2026, 1, 1), "fr") == "1er\u00a0janvier\u00a02026"  # never broken (review 7, Y5)


# --- a score sheet's foot keeps its two facts apart --------------------------------------------------

def test_a_sheet_foot_separates_the_debt_from_the_round_the_player_stopped_in(site):
    import re

    html = (site / "fr" / "campaigns/river-town/episodes/02/index.html").read_text(encoding="utf-8")
    feet = re.findall(r"<tfoot>.*?</tfoot>", html, re.S)
    joined = [f for f in feet if "dette restante" in f and "mis fin" in f]
    assert joined, feet
    assert all(re.search(r"dette restante\u00a0: \d+\u00a0points? · a mis fin", f) for f in joined), joined


# --- lists of names --------------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "names", "said"), [
    ("es", ["Mateo", "Lucía", "Carmen"], "Mateo, Lucía y Carmen"),
    ("es", ["Lucía", "Mateo", "Inés"], "Lucía, Mateo e Inés"),
    ("fr", ["Mateo", "Lucía", "Carmen"], "Mateo, Lucía et Carmen"),
    ("en", ["Ana", "Ben"], "Ana and Ben"),
])
def test_names_are_listed_with_the_languages_conjunction(lang, names, said):
    from generator.words.i18n import listed

    assert listed(names).render(translator(lang)) == said


def test_the_home_page_lists_players_with_a_conjunction(site):
    assert "Lucía, Mateo y Diego" in _text(site, "es", "index.html")
    assert "Lucía, Mateo et Diego" in _text(site, "fr", "index.html")


# --- a campaign's own rules fall back to the campaign's language ----------------------------------

def test_own_rules_missing_in_french_show_the_campaigns_spanish_not_english(site):
    from generator.validate.texts import fallback

    assert fallback({"es": "Cada edificio junto al palacio", "en": "Each building next to the palace"}, "es")["fr"] \
        == "Cada edificio junto al palacio"
    html = (site / "fr" / "campaigns/barrio-del-palacio/episodes/13/index.html").read_text(encoding="utf-8")
    own = html.split('id="own-rules"')[1].split("</section>")[0]
    assert "Each building" not in own and 'lang="es"' in own, own
    assert "Each building next to the palace" not in html


def test_a_player_page_shows_a_debt_once_and_cites_lg_14_inside_the_sentence(site):
    es = _text(site, "es", "campaigns/river-town/players/camille/index.html")
    assert "Deuda 2" in es and "deuda pendiente" not in es.lower(), es
    fr = _text(site, "fr", "campaigns/reef-raiders/players/diego/index.html").replace("( ", "(").replace(" )", ")")
    assert "laissé (LG-14)." in fr and "laissé. (LG-14)" not in fr, fr


def test_an_eternal_game_with_a_groups_own_rules_names_them_in_score(cli, tmp_path):
    folder = _copy(tmp_path, "gold-rush")
    out = cli("--lang", "es", "score", folder).stdout
    assert "Partida 1 (versión eterna)" in out


# --- score lines and the glossary in each edition's words ------------------------------------------

@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", ["casa en un espacio de playa"], ["casa en playa"]),
    ("fr", ["maison sur une case Plage", "case Plage encore visible"], ["à découvert", "maison sur Plage"]),
])
def test_score_lines_say_a_symbol_on_a_terrain_as_a_native_does(site, lang, said, never):
    text = _text(site, lang, "campaigns/reef-raiders/episodes/01/index.html")
    assert all(s in text for s in said), [s for s in said if s not in text]
    assert not [n for n in never if n in text]


def test_largest_groups_are_named_as_the_rules_name_them(site):
    fr = _text(site, "fr", "campaigns/eternal-night/episodes/01/index.html")
    es = _text(site, "es", "campaigns/eternal-night/episodes/01/index.html")
    assert "plus grand village (" in fr and "symboles maison" not in fr
    assert "mayor aldea (" in es and "símbolos de casa" not in es
    assert "veta de oro: A5" not in _text(site, "es", "campaigns/gold-rush/episodes/01/index.html")


def test_the_glossary_round_says_each_editions_acts():
    import yaml

    es = {e["term"]: e["definition"] for e in yaml.safe_load((ROOT / "content/glossary/es.yaml").read_text(encoding="utf-8"))}
    assert "juegan la carta" not in es["ronda"] and "colocan la loseta o construyen el edificio" in es["ronda"]
    fr = {e["term"]: e["definition"] for e in yaml.safe_load((ROOT / "content/glossary/fr.yaml").read_text(encoding="utf-8"))}
    assert "on peut la tourner, mais jamais la retourner" in fr["bâtiment"]


def test_french_never_says_decouvert_for_visible_or_uncovered():
    texts = [p.read_text(encoding="utf-8") for p in (ROOT / "content/faq/fr").glob("*.md")]
    texts.append((ROOT / "content/glossary/fr.yaml").read_text(encoding="utf-8"))
    assert not [t for t in texts if "découvert" in t]


def test_the_search_box_speaks_the_sites_words_not_pagefinds(site):
    fr = (site / "fr" / "index.html").read_text(encoding="utf-8")
    assert 'data-clear="Effacer"' in fr and "Aucun résultat pour" in fr
    assert "clear_search: box.dataset.clear" in (ROOT / "templates/static/site.js").read_text(encoding="utf-8")


def test_the_games_page_says_what_its_ids_are(site):
    es = (site / "es" / "games/my-city/index.html").read_text(encoding="utf-8")
    assert 'Y de <span lang="en">yellow</span> (amarillo)' in es
    assert "campaign.yaml como <code>board</code> o <code>pieces</code>" in es
    assert "jeu de tuiles" in (site / "fr" / "games/my-island/index.html").read_text(encoding="utf-8")


def test_board_names_the_players_of_an_episode_with_a_conjunction(cli):
    result = cli("--lang", "es", "board", ROOT / "campaigns" / "barrio-del-palacio", "-p", "Pepe")
    assert "el episodio 15 lo juegan Lucía, Mateo e Inés" in result.output + (result.stderr or "")


def test_a_log_that_ends_early_lists_the_players_still_playing_with_a_conjunction(tmp_path):
    folder = _copy(tmp_path, "reef-raiders")
    path = folder / "episodes" / "01.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text[:text.index("  - card: 21")], encoding="utf-8")  # after 3 rounds, everyone still in
    es = " ".join(p.message.render(translator("es")) for p in campaigns.check(folder).problems)
    assert "Lucía, Mateo y Carmen" in es, es


def test_an_ambiguous_name_offers_its_choices_with_o_or_u():
    from generator.words.matching import Ambiguous, match

    with pytest.raises(Ambiguous) as raised:
        match("ines", ["Inés", "Ines", "Ana"], "player")
    assert "Inés o Ines" in raised.value.args[0].render(translator("es"))
