"""The eleventh round of native fixes, Spanish (the tenth review's report): each test fails on the fault the
reviewer reported, or on its family in the other languages."""

from __future__ import annotations

import shutil

import pytest
import yaml

import generator
from helpers import DEMO, ROOT, R, catalogue_texts, episode, glossary_entries, readable

CONTENT = ROOT / "content"


def _flat(text: str) -> str:
    return " ".join(text.split()).replace("\u00a0", " ").replace("\u202f", " ")


# --- GRAMMAR: «este debería ser la partida 1» ---

def test_LG_01_an_eternal_file_numbered_wrong_is_the_file_of_a_game(tmp_path, cli):
    """Review 10 es GRAMMAR (the log's numbering, no game rule): in an Eternal log `check` said «este debería ser la
    partida 1», a file (masculine) equated with a game; French «celui-ci devrait être la partie 1» likewise.
    Now the file should be the one of game 1: «el de la partida 1», «celui de la partie 1»."""
    folder = tmp_path / "eternal-night"
    shutil.copytree(DEMO / "eternal-night", folder)
    log = folder / "episodes" / "01.yaml"
    log.write_text(log.read_text(encoding="utf-8").replace("\nepisode: 1\n", "\nepisode: 2\n", 1), encoding="utf-8")
    es = _flat(cli("--lang", "es", "check", folder).output)
    fr = _flat(cli("--lang", "fr", "check", folder).output)
    assert "este debería ser el de la partida 1, pero dentro pone «episode: 2»" in es
    assert "debería ser la partida" not in es
    assert "celui-ci devrait être celui de la partie 1, mais il indique « episode: 2 »" in fr


# --- UNTRANSLATED: «chronicle, version 0.1.0» ---

@pytest.mark.parametrize(("lang", "line"), [("es", "chronicle, versión {v}"), ("fr", "chronicle, version {v}"),
                                            ("en", "chronicle, version {v}")])
def test_review_10_es_UNTRANSLATED_the_version_line_is_said_in_the_chosen_language(cli, lang, line):
    """Review 10 es UNTRANSLATED (the command line, no game rule): `chronicle --lang es --version`
    printed click's English «chronicle, version 0.1.0», its message fixed before --lang was read."""
    assert cli("--lang", lang, "--version").stdout == line.format(v=generator.__version__) + "\n"


# --- MINOR 1: LG-04 «Sin pasar en 0» ---

def test_LG_04_title_reads_forbidden_to_pass_at_0(demo_site):
    """LG-04, review 10 es MINOR 1: «Sin pasar en 0» read as "not having passed yet"; «Prohibido pasar en 0»
    on the rules page and in the FAQ verdicts that quote the title."""
    titles = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))["LG-04"]["title"]
    assert titles == {"en": "No passing at 0", "es": "Prohibido pasar en 0", "fr": "Impossible de passer à 0"}
    rules = _flat(readable(demo_site / "es" / "rules" / "index.html", "es"))
    assert "Prohibido pasar en 0" in rules and "Sin pasar en 0" not in rules
    faq = _flat(readable(demo_site / "es" / "faq" / "my-island" / "index.html", "es"))
    assert "Sin pasar en 0" not in faq


# --- MINOR 2: «0 colocaciones válidas…» then a lone «o pasar…» ---

@pytest.mark.parametrize(("lang", "line"), [
    ("es", "Ninguna colocación válida de la loseta 8 para Ana (ficha en 12): solo puede pasar (LG-03) "
           "o finalizar su participación (LG-05)"),
    ("fr", "Aucune pose possible de la tuile 8 pour Ana (marqueur Score sur 12) : il ne peut que passer (LG-03) "
           "ou mettre fin à sa participation (LG-05)"),
    ("en", "No legal placement of tile 8 for Ana (token 12): pass (LG-03) or end participation (LG-05)"),
])
def test_LG_03_moves_with_no_placement_says_so_in_one_sentence(make_campaign, cli, lang, line):
    """LG-03, LG-05, review 10 es MINOR 2: with no legal placement `moves` printed «0 colocaciones válidas…» and
    then a line starting «o pasar (LG-03), o…», an alternative to nothing. Tile 8 shows walls only: nothing on
    Ana's island matches it (MI-R02)."""
    folder = make_campaign(episode(R(1, Ana="A1", Ben="stop")))
    out = cli("--lang", lang, "moves", folder, "1", "Ana", "--card", "8").stdout
    assert [_flat(x) for x in out.splitlines()] == [line]


def test_review_10_es_MINOR_2_my_city_says_stop_in_its_own_words():
    """LG-05, review 10 es MINOR 2: My City's edition says «abandonar», and its piece is a building."""
    for lang, words in (("es", ("del edificio", "o abandonar (LG-05)")), ("fr", ("du bâtiment", "mettre fin")),
                        ("en", ("of building", "or stop (LG-05)"))):
        said = catalogue_texts(lang)["my-city\x04No legal placement of piece %(card)s for %(player)s (token %(token)s): "
                                     "pass (LG-03) or stop (LG-05)"]
        assert all(word in said for word in words), (lang, said)
        assert not said[0].isdigit()


# --- MINOR 3: «no están como YAML los espera aquí» ---

def test_review_10_es_MINOR_3_yaml_syntax_is_not_where_yaml_expects_it():
    """Review 10 es MINOR 3 (a log that does not parse, no game rule): «no están como YAML los espera aquí» → «donde»."""
    msgid = "the indentation, a ':' or a quote is not as YAML expects it here"
    assert catalogue_texts("es")[msgid] == "la sangría, unos «:» o unas comillas no están donde YAML los espera"
    assert catalogue_texts("fr")[msgid] == "l'indentation, un « : » ou un guillemet n'est pas là où YAML l'attend"


# --- MINOR 4: «montañas» in the glossary, My City only ---

@pytest.mark.parametrize(("lang", "term", "island"), [
    ("es", "montañas", "En My Island, la franja del borde superior de la isla"),
    ("fr", "montagnes", "Dans My Island, la bande du bord supérieur de l'île"),
    ("en", "mountains", "In My Island, the strip along the top edge of the island"),
])
def test_LG_11_the_mountains_are_in_both_games_glossary(demo_site, lang, term, island):
    """LG-11, review 10 es MINOR 4: the rules and the FAQ put My Island's top row under the mountains, but the
    glossary gave «montañas» to My City alone."""
    entry = glossary_entries(lang)[term]
    assert entry["game"] == "both" and entry["definition"].startswith(island) and "(LG-11)" in entry["definition"]
    assert island in _flat(readable(demo_site / lang / "glossary" / "index.html", lang))
