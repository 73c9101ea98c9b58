"""The ninth round of native fixes, French (the eighth review's report, items GRAMMAR 1 and MINOR 2, 4, 5, 6, 7):
the envelopes guide, MI-E05's bonus per kind of group, the game pages' anchor, My City's terrain changes and the
YAML reader's places. Each test catches a family of faults again, in every language where the fault was not only
French's."""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

import pytest
import yaml

from generator.words.i18n import render, translator
from helpers import DEMO, ROOT

FR_PO = ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po"


def _plain(text: str) -> str:
    """Text as tests write it: French's no-break spaces read as spaces, curly apostrophes as straight ones."""
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())


def _text(page: Path) -> str:
    """A page's text, spaces and apostrophes as tests write them."""
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", page.read_text(encoding="utf-8"), flags=re.S)
    return _plain(html.unescape(re.sub(r"<[^>]+>", " ", text)))


def _guide(cli, lang: str) -> str:  # type: ignore[no-untyped-def]
    result = cli("--lang", lang, "guide", "envelopes")
    assert result.exit_code == 0, result.output
    return _plain(result.output)


# --- GRAMMAR 1: an own rule's ID is described in a sentence of its own --------------------------------------

@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("fr", "Cet identifiant s'écrit avec des lettres et des chiffres reliés par des tirets, sans reprendre l'un des "
           "identifiants LG-, MI-, MC- ou C- de chronicle.", "qui ne soit pas"),
    ("es", "El identificador se escribe con letras y cifras unidas por guiones, sin repetir ninguno de los "
           "identificadores LG-, MI-, MC- o C- de chronicle.", "que no sea uno"),
])
def test_envelopes_guide_own_rule_ids_do_not_hang_a_relative_clause_on_a_plural(cli, lang, said, not_said):
    """Review 8 GRAMMAR 1: « des lettres et des chiffres …, qui ne soit pas l'un des identifiants » read as a
    wrong agreement; the ID's form is now a sentence whose subject is the ID (LG-, MI-, MC-, C- stay chronicle's)."""
    guide = _guide(cli, lang)
    assert said in guide and not_said not in guide


# --- MINOR 2: MI-E05's bonus goes to each kind of group's largest, not to one player holding all four --------

PER_KIND = {"fr": "Pour chacune des quatre catégories (ferme, village, fortification, réseau de sentiers), "
                  "le joueur qui a le plus grand groupe gagne 5 points",
            "es": "En cada una de las cuatro categorías (granja, aldea, fortificación, red de caminos), quien tenga la mayor gana 5 puntos",
            "en": "For each of the four kinds of group (farm, village, fortification, path system), the player with the largest one gains 5 points"}


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_MI_E05_the_largest_group_bonus_is_said_per_kind_of_group(lang):
    """Review 8 MINOR 2: « le joueur qui possède la plus grande ferme, le plus grand village, … et le plus grand réseau
    de sentiers gagne 5 points pour chacun » read as one player holding all four; MI-E05 and its FAQ say it per kind."""
    statement = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))["MI-E05"]["statement"][lang]
    faq = " ".join((ROOT / "content" / "faq" / lang / "eternal-end-scoring.md").read_text(encoding="utf-8").split())
    assert PER_KIND[lang] in faq, faq
    kinds = {"fr": "pour chacune des quatre catégories", "es": "en cada una de las cuatro categorías",
             "en": "for each of the four kinds of group"}[lang]
    assert kinds in statement, statement
    for text in (statement, faq):  # the ties stay as docs/RULES.md says them: each tied player gets the full 5
        assert re.search(r"chaque joueur concerné reçoit les 5|cada empatado recibe los 5|tied players (each|all) get the full 5", text)
        assert not re.search(r"pour chacun\b|por cada una\b|for each\b(?! of)", text), text


def test_MI_E05_reads_per_kind_of_group_on_the_french_rules_and_faq_pages(demo_site):
    """Review 8 MINOR 2: the built /fr/rules/ and /fr/faq/my-island/ pages, where the reviewer read it."""
    for page in (demo_site / "fr" / "rules" / "index.html", demo_site / "fr" / "faq" / "my-island" / "index.html"):
        text = _text(page)
        assert "pour chacune des quatre catégories (ferme, village, fortification, réseau de sentiers)" in text.lower(), page
        assert "le plus grand réseau de sentiers gagne 5 points pour chacun" not in text


# --- MINOR 4: the anchor is drawn with a thick line, not « cernée » -----------------------------------------

@pytest.mark.parametrize(("game", "piece"), [("my-island", "la tuile"), ("my-city", "le bâtiment")])
def test_LG_07_the_game_pages_say_the_anchor_is_drawn_with_a_thick_line(demo_site, game, piece):
    """Review 8 MINOR 4: « sa case d'ancrage, cernée ci-dessous » was a calque of "outlined" (both editions' contexts)."""
    text = _text(demo_site / "fr" / "games" / game / "index.html")
    assert (f"Chaque rotation fait tourner {piece} dans le sens horaire autour de sa case d'ancrage, "
            "entourée d'un trait épais ci-dessous.") in text
    assert "cerné" not in FR_PO.read_text(encoding="utf-8")


# --- MINOR 5: My City's terrain changes say « une case de montagne » ---------------------------------------

@pytest.mark.parametrize(("game", "terrain", "said"), [
    ("my-city", "mountain", "D2 devient une case de montagne"),
    ("my-city", "forest", "D2 devient une case de forêt"),
    ("my-city", "green", "D2 devient une case vert clair"),
    ("my-island", "beach", "D2 devient une case Plage"),  # the edition's capitalised labels follow « case » as they are
    ("my-island", "rainforest", "D2 devient une case Forêt vierge"),
])
def test_MC_LG_12_a_terrain_change_names_a_space_of_that_terrain(game, terrain, said):
    """Review 8 MINOR 5: « D2 devient une case montagnes » (a singular space, a plural noun); My City's ordinary
    nouns take « de » and the singular (game.yaml's `space`), an adjective and My Island's labels do not."""
    from generator.load.content import load_game
    from generator.model import BoardChange, Pos
    from generator.report.explain import terrain_change

    change = BoardChange(Pos("01.yaml", 1, 1), cell=(0, 0), terrain=terrain)  # type: ignore[arg-type]
    assert _plain(render(terrain_change(change, load_game(game), "D2"), translator("fr"))) == said
    assert "becomes" in render(terrain_change(change, load_game(game), "D2"), translator("en"))


def test_MC_LG_12_river_towns_landslides_read_as_mountain_spaces_on_the_board_and_the_site(cli, tmp_path, demo_site):
    """Review 8 MINOR 5: `chronicle board` and the episode pages, where the reviewer read « une case montagnes »;
    Spanish says the terrain changes, as it did."""
    folder = tmp_path / "river-town"
    shutil.copytree(DEMO / "river-town", folder)
    board = _plain(cli("--lang", "fr", "board", str(folder), "-e", "3").output)
    assert "D2 devient une case de montagne" in board and "case montagnes" not in board, board
    spanish = _plain(cli("--lang", "es", "board", str(folder), "-e", "3").output)
    assert "el terreno de D2 cambia a montañas" in spanish, spanish  # review 12 T1: the terrain is «montañas» everywhere, as «cambia a palmeras»
    pages = " ".join(_text(page) for page in (demo_site / "fr" / "campaigns" / "river-town").rglob("index.html"))
    assert "D2 devient une case de montagne" in pages and "case montagnes" not in pages


# --- MINOR 6: a YAML problem's place is « qui commence à la ligne … » -------------------------------------

def test_a_yaml_problems_place_starts_at_the_line(make_campaign, cli):
    """Review 8 MINOR 6: « dans la liste […] qui commence ligne 10, colonne 11 » left out the preposition; every
    place the YAML reader words says « à la ligne »."""
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds: [{card: Y1\n", game="my-city", language="fr")
    out = _plain(cli("check", str(folder)).output)
    assert "qui commence à la ligne 3, colonne" in out, out
    po = FR_PO.read_text(encoding="utf-8")
    assert "commence ligne" not in po
    assert len(re.findall(r"qui commence à la ligne %\(line\)s, colonne %\(col\)s", po)) >= 8


# --- MINOR 7: section 10 of the envelopes guide names what it ranks ---------------------------------------

@pytest.mark.parametrize(("lang", "heading", "calque"), [
    ("fr", "## 10. Le classement quand un marqueur finit sur 0 avec des points encore dus", "rangs sous 0"),
    ("es", "## 10. La clasificación cuando una ficha termina en 0 debiendo puntos", "Clasificación por debajo de 0"),
    ("en", "## 10. Ranking when a token ends on 0 owing points", "Ranks below 0"),
])
def test_C_5_the_envelopes_guide_heading_names_a_token_on_0_owing_points(cli, lang, heading, calque):
    """Review 8 MINOR 7: « ## 10. Les rangs sous 0 » was a calque: it is a marker on 0 with points owed (C-5)."""
    guide = _guide(cli, lang)
    assert heading in guide and calque not in guide
