"""The twelfth round of native fixes: what review 11 found in the messages of the command line and of
table mode (the French guide and glossary wording has its own module)."""

from __future__ import annotations

import re
import shutil

import pytest

from helpers import DEMO, catalogue_texts, faq_answer


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "la clave «Camille» aparece dos veces en el mismo bloque"),
    ("fr", "la clé «\u00a0Camille\u00a0» apparaît deux fois dans le même bloc"),
])
def test_a_duplicate_key_is_said_once_not_twice_in_other_words(tmp_path, cli, lang, said):
    """es M2: «en el mismo sitio (en el mismo bloque)» said one thing twice."""
    folder = tmp_path / "river-town"
    shutil.copytree(DEMO / "river-town", folder)
    episode = folder / "episodes" / "01.yaml"
    text = episode.read_text(encoding="utf-8")
    episode.write_text(text.replace("    Camille: D2\n", "    Camille: D2\n    Camille: D3\n", 1), encoding="utf-8")
    result = cli("--lang", lang, "check", folder)
    assert said in result.stderr and "sitio" not in result.stderr and "endroit" not in result.stderr, result.stderr


def test_a_yaml_error_is_placed_where_its_message_points(tmp_path, cli):
    """fr, an observation: a key without its ':' on line 12 was reported at 13:5 (where the parser
    noticed it), while the message said line 12."""
    folder = tmp_path / "river-town"
    shutil.copytree(DEMO / "river-town", folder)
    episode = folder / "episodes" / "01.yaml"
    lines = episode.read_text(encoding="utf-8").splitlines(keepends=True)
    number = next(i for i, line in enumerate(lines) if line.startswith("    Camille: D2"))
    lines[number] = lines[number].replace("Camille: D2", "Camille D2")
    episode.write_text("".join(lines), encoding="utf-8")
    said = cli("--lang", "fr", "check", folder).stderr
    assert f"01.yaml:{number + 1}:5:" in said and f"à la ligne {number + 1}, colonne 5" in said, said


def test_closing_brackets_and_the_transcription_menu_read_naturally():
    """es M1: «la «}» que cierra un diccionario» after «en el diccionario {...}»; es M3: «Transcribir un
    tablero o losetas», a singular with its article beside a bare plural."""
    es, fr = catalogue_texts("es"), catalogue_texts("fr")
    assert es["a ',' or the closing '}' of a mapping is missing"].endswith("que lo cierra")
    assert fr["a ',' or the closing ']' of a list is missing"].endswith("qui la ferme")
    assert es["my-island\u0004Transcribe a board or pieces"] == "Transcribir tu tablero y tus losetas"  # review 12: as the page it opens
    assert fr["my-city\u0004Transcribe a board or pieces"] == "Transcrire votre plateau et vos bâtiments"


def test_what_init_writes_says_the_games_word_not_piece(tmp_path, cli):
    """Review 12 fr TERM 1: the README `chronicle init` writes said « la pièce de la carte 17 »."""
    for lang in ("fr", "es", "en"):
        assert cli("init", tmp_path / lang, "--language", lang).exit_code == 0
        readme = (tmp_path / lang / "README.md").read_text(encoding="utf-8")
        assert not re.search(r"\bpièces?\b|\bpiezas?\b|place the piece", readme), lang


def test_MC_R01_a_my_city_space_becomes_montanas_as_everywhere_else(demo_site):
    """Review 12 es T1 (after review 11 asked the opposite): the terrain is «montañas» on every page and in
    every legend, as My Island's «cambia a palmeras»; French keeps « une case de montagne »."""
    es = (demo_site / "es" / "campaigns" / "river-town" / "index.html").read_text(encoding="utf-8")
    fr = (demo_site / "fr" / "campaigns" / "river-town" / "index.html").read_text(encoding="utf-8")
    assert "cambia a montañas" in es and "cambia a montaña<" not in es and "case de montagne" in fr


def test_MC_E03_add_asks_for_the_blocked_card_as_its_own_option(tmp_path, cli):
    """Review 12 es MINOR: `add --card block` without the blocked card answered with the file's syntax
    («blocked: R3»), not the option a player types (--blocked R3)."""
    folder = tmp_path / "gold-rush"
    shutil.copytree(DEMO / "gold-rush", folder)
    result = cli("--lang", "es", "add", folder, "2", "--card", "block")
    assert result.exit_code == 2 and "--blocked R3" in result.stderr and "blocked: R3" not in result.stderr, result.stderr


@pytest.mark.parametrize(("lang", "said", "never"), [("fr", "L'épisode en cours peut être saisi avant sa fin", "dernier épisode"),
                                                     ("en", "The episode being played may be logged before it ends", "last episode")])
@pytest.mark.parametrize("name", ["when-episode-ends", "city-when-episode-ends"])
def test_LG_06_the_episode_being_played_is_the_current_one_not_the_last(lang, said, never, name):
    """Review 12 fr MINOR: « Le dernier épisode d'une campagne peut être saisi en cours de partie » read as
    episode 24 (Spanish said «el episodio en curso» since review 6)."""
    text = faq_answer(lang, name)
    assert said in text and never not in text


def test_spanish_says_a_players_conjunto_and_a_building_ids_colour_or_kind():
    """Review 13 es MINOR 2 and 3: the edition gives each player a «conjunto» of buildings («Toma tu
    conjunto de 24 edificios»), not a «juego»; and C (a church) is no colour: «su color o tipo»."""
    from helpers import ROOT

    spanish = " ".join(path.read_text(encoding="utf-8") for path in (ROOT / "content").rglob("*")
                       if path.is_file() and path.suffix in (".md", ".yaml") and "/es" in str(path.relative_to(ROOT)))
    spanish += " ".join(catalogue_texts("es").values())
    assert not re.search(r"juego de (losetas|edificios|piezas)", spanish)
    assert "la inicial en inglés de su color o tipo (Y amarillo" in (ROOT / "content" / "guide" / "es" / "formats.md").read_text(encoding="utf-8")
