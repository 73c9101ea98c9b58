"""The ninth round of native fixes, the faults both reviewers of review 8 met or that lie outside one
language's words: each test fails on the fault reported, in every language it could come back in."""

from __future__ import annotations

import re
import shutil

import pytest

from generator import campaigns
from generator.words.formats import signed
from generator.words.i18n import Quoted, _, translator
from helpers import DEMO, catalogue_texts


def _copy(tmp_path, name):
    folder = tmp_path / name
    shutil.copytree(DEMO / name, folder)
    return folder


# --- es T1: "5 campañas, 14 episodios" when two of them are Eternal games --------------------------

@pytest.mark.parametrize(("lang", "said"), [("es", "5 campañas, 12 episodios y 2 partidas:"),
                                            ("fr", "5\u00a0campagnes, 12\u00a0épisodes et 2\u00a0parties\u00a0:"),
                                            ("en", "5 campaigns, 12 episodes and 2 games:")])
def test_MI_E01_MC_E01_check_counts_a_legacy_campaigns_episodes_and_an_eternal_logs_games_apart(cli, lang, said):
    result = cli("--lang", lang, "check", DEMO)
    assert result.exit_code == 0 and said in result.stdout, result.stdout


def test_MI_E01_an_eternal_log_alone_counts_games(cli):
    assert "1 campaña, 1 partida:" in cli("--lang", "es", "check", DEMO / "gold-rush").stdout


# --- es M1: `add` said "la campaña es correcta" above a tie the table still has to break ---------

def test_C_2_add_says_the_episode_ends_in_a_tie_not_that_the_campaign_checks_out(tmp_path, cli, monkeypatch):
    assert cli("init", tmp_path, "--language", "es").exit_code == 0
    monkeypatch.chdir(tmp_path)
    made = cli("new", "ciudad", "--game", "my-city", "--players", "Ana,Ben")
    assert made.exit_code == 0, made.output
    result = cli("--lang", "es", "add", "ciudad", "1", "--card", "R3", "Ana=stop", "Ben=stop")
    assert result.exit_code == 0, result.output
    assert "el episodio termina en un empate que debe resolver tu mesa (C-2)" in result.stdout, result.stdout
    assert "es correcta" not in result.stdout and result.stderr.count("[C-2]") == 1, result.output


# --- es Y1: "+0" on the pages and in `score`, "±0" in table mode ---------------------------------

def test_LG_15_a_nought_is_written_plus_minus_zero_everywhere(demo_site, cli):
    """A nought takes no plus sign: "±0", as table mode's signed() writes it."""
    assert signed(0) == "\u00b10" and (signed(2), signed(-2)) == ("+2", "\u22122")
    for lang in ("es", "fr", "en"):
        page = (demo_site / lang / "campaigns" / "barrio-del-palacio" / "episodes" / "13" / "index.html").read_text(encoding="utf-8")
        assert "\u00b10" in page and not re.search(r"[>\s(]\+0\b", page), lang
    shown = cli("--lang", "es", "score", DEMO / "barrio-del-palacio").stdout
    assert "\u00b10" in shown and not re.search(r"\s\+0\b", shown), shown


# --- fr RULE 2: "le catalogue « … » compte 27 cartes" for a legacy deck of 24 ---------------------

@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "carte «\u00a0G9\u00a0» inconnue\u202f; les cartes de cet épisode sont\u00a0: Y1, Y2,"),
    ("es", "carta desconocida «G9»; las cartas de este episodio son: Y1, Y2,"),
    ("en", "unknown card 'G9'; this episode deals Y1, Y2,"),
])
def test_LG_02_an_unknown_card_is_answered_with_the_episodes_cards_not_the_catalogues_size(tmp_path, cli, lang, said):
    folder = _copy(tmp_path, "river-town")
    episode = folder / "episodes" / "02.yaml"
    text = episode.read_text(encoding="utf-8")
    episode.write_text(re.sub(r"card: [A-Z0-9]+", "card: G9", text, count=1), encoding="utf-8")
    result = cli("--lang", lang, "check", folder)
    assert result.exit_code == 1 and said in result.stderr and "B8" in result.stderr, result.stderr
    assert "catalogue" not in result.stderr and "catálogo" not in result.stderr, result.stderr


# --- fr MINOR 1: the menu's « Annuler la dernière manche » then a box whose « Annuler » cancels -----

def test_LG_02_table_mode_never_undoes_with_the_word_that_cancels():
    for lang in ("es", "fr"):
        texts = catalogue_texts(lang)
        verb = texts["Cancel"].split()[0]
        assert not texts["Undo the last round"].startswith(verb), lang
    assert catalogue_texts("fr")["Undo the last round"] == "Retirer la dernière manche"


# --- fr MINOR 8: « Table de river-town » at start-up, the folder where the group reads its title ---

@pytest.mark.parametrize(("lang", "said"), [("fr", "Table de «\u00a0River Town\u00a0»"), ("es", "Mesa de «River Town»")])
def test_table_mode_names_the_campaign_by_its_title(lang, said):
    assert campaigns.title(DEMO / "river-town") == "River Town"
    message = _("table for %(campaign)s: open %(address)s", campaign=Quoted(campaigns.title(DEMO / "river-town")),
                address="http://127.0.0.1:8792/")
    assert message.render(translator(lang)).startswith(said)


def test_a_campaign_without_a_title_is_named_by_its_folder(tmp_path):
    folder = _copy(tmp_path, "river-town")
    yaml_file = folder / "campaign.yaml"
    yaml_file.write_text(re.sub(r"(?m)^title:.*\n", "", yaml_file.read_text(encoding="utf-8")), encoding="utf-8")
    assert campaigns.title(folder) == "river-town"


# --- fr TYPO: pagefind's own « Recherche dette... » with three full stops --------------------------

@pytest.mark.parametrize(("lang", "said"), [("fr", "Recherche de «\u00a0[SEARCH_TERM]\u00a0»…"),
                                            ("es", "Buscando «[SEARCH_TERM]»…"),
                                            ("en", "Searching for “[SEARCH_TERM]”…")])
def test_the_search_box_says_it_is_searching_in_the_sites_words(demo_site, lang, said):
    page = (demo_site / lang / "index.html").read_text(encoding="utf-8")
    assert f'data-searching="{said}"' in page
    assert "searching: box.dataset.searching" in (demo_site / "static" / "site.js").read_text(encoding="utf-8")


def test_every_translated_attribute_of_the_templates_is_set_in_french():
    """The search box's « Aucun résultat pour « … » » had plain spaces inside its quotes: a translated
    data-* attribute is read by people, so the French typography must know it."""
    from generator.words.typography import _TEXT_ATTRIBUTES
    from helpers import ROOT

    translated = {m for path in (ROOT / "templates").rglob("*.html")
                  for m in re.findall(r'\b((?:data-|aria-)?[a-z-]+)="\{\{ *(?:_|ngettext)\(', path.read_text(encoding="utf-8"))}
    assert translated and translated <= _TEXT_ATTRIBUTES, translated - _TEXT_ATTRIBUTES
