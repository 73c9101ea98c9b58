"""The eighth round of native fixes, Spanish (the seventh review's report): each test fails on the fault the
reviewer reported, or on its family in the other languages."""

from __future__ import annotations

import shutil

import pytest
import yaml

from generator.load.content import load_game
from generator.report.drawing import abbreviations
from generator.table.transcribe import _editor
from generator.words.i18n import translator
from helpers import DEMO, ROOT, catalogue_texts

CONTENT = ROOT / "content"


def _reef(tmp_path):
    folder = tmp_path / "reef-raiders"
    shutil.copytree(DEMO / "reef-raiders", folder)
    return folder


# --- T1: "se puede girar pero nunca": the comma before "pero", as the building entry has it ---

def test_glossary_es_puts_a_comma_before_pero():
    """Review 7 T1: the tile entry said «se puede girar pero nunca dar la vuelta» (no comma)."""
    text = (CONTENT / "glossary" / "es.yaml").read_text(encoding="utf-8")
    assert "girar pero" not in text
    assert text.count("se puede girar, pero nunca dar la vuelta") == 2


# --- T2: the board painter's list: «Sin espacio» and «Río» among lowercase terrains ---

@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_painter_list_is_all_lowercase_like_the_terrains(lang):
    """Review 7 T2: only «Sin espacio» and «Río» started with a capital among «verde», «montañas»... (en had
    the same: 'No space', 'River' beside 'light green')."""
    po = catalogue_texts(lang)
    for msgid in ("No space", "River"):
        assert po[msgid][:1].islower(), (lang, msgid, po[msgid])
    assert all(t.names[lang][:1].islower() for t in load_game("my-city").terrains.values())


# --- T3: the players' list: the same in every command, with "y" before the last ---

def test_unknown_player_lists_the_players_with_y_in_check_and_moves(tmp_path, cli):
    """Review 7 T3: moves said «jugadores: Ana, Bea, Carlos», check «jugadores: «Ana», «Bea», «Carlos»»."""
    folder = _reef(tmp_path)
    path = folder / "episodes" / "02.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("Mateo: A3 r2", "Zoe: A3 r2", 1), encoding="utf-8")
    checked = cli("--lang", "es", "check", folder)
    moves = cli("--lang", "es", "moves", DEMO / "reef-raiders", "2", "Zoe", "-c", "3")
    for said in (checked.output, moves.output):
        assert "jugadores: Lucía, Mateo y Carmen" in said, said


# --- U1: the painter's t and w are English initials: the page says so ---

@pytest.mark.parametrize(("lang", "said"), [("es", "tree y well"), ("fr", "tree et well"), ("en", "English words")])
def test_painter_explains_the_english_letters_t_and_w(tmp_path, lang, said):
    """Review 7 U1: the swatches «t» (árbol) and «w» (pozo) came from English, unexplained."""
    folder = _reef(tmp_path)
    page = _editor("board", folder, load_game("my-city"), translator(lang), "ours")
    assert said in page
    island = _editor("board", folder, load_game("my-island"), translator(lang), "ours")
    assert said not in island  # My Island's marks are * and #, no letters


# --- M1: the missing ':' message: a sentence with its verb, not "en la clave ..., una clave sin sus «:»" ---

@pytest.mark.parametrize(("lang", "said", "wrong"), [
    ("es", "a la clave que empieza en la línea 8, columna 5, le faltan los «:»", "una clave sin sus"),
    ("en", "the key that starts on line 8, column 5 has no ':' after it", "a key without its"),
])
def test_yaml_missing_colon_is_one_sentence(tmp_path, cli, lang, said, wrong):
    """Review 7 M1: «YAML no válido: en la clave que empieza en la línea 8, columna 5, una clave sin sus «:»
    ... o una línea que no está alineada»: no verb, and it copies the parser's English."""
    folder = _reef(tmp_path)
    path = folder / "episodes" / "02.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("Mateo: A3 r2", "Mateo A3 r2", 1), encoding="utf-8")
    out = cli("--lang", lang, "check", folder).output
    assert said in out and wrong not in out, out


def test_yaml_missing_colon_has_a_verb_in_every_language():
    for lang in ("es", "fr", "en"):
        po = catalogue_texts(lang)
        plain = po["a key here has no ':' after it (write 'key: value'), or this line is not lined up with the others"]
        assert plain and "sin sus" not in plain, (lang, plain)


# --- M2 (and the note on LG-14): the player written in before taking over ---

@pytest.mark.parametrize(("lang", "said", "wrong"), [
    ("es", "Diego no juega hasta el episodio 5: en el episodio 4 aún juega Carmen [LG-14]", "ahora juega"),
    ("fr", "Diego ne joue qu'à partir de l'épisode 5", "désormais"),
    ("en", "Diego only plays from episode 5: Carmen still plays episode 4 [LG-14]", "has this seat now"),
])
def test_LG_14_a_replacement_written_in_too_early_is_said_the_right_way_round(tmp_path, cli, lang, said, wrong):
    """Review 7 M2: Diego, who takes over from episode 5, written into episode 4 got «Diego no juega el
    episodio 4: ahora juega Carmen en su lugar», the opposite of what happens (LG-14)."""
    folder = _reef(tmp_path)
    path = folder / "episodes" / "04.yaml"
    path.write_text(path.read_text(encoding="utf-8").replace("Carmen:", "Diego:"), encoding="utf-8")
    out = cli("--lang", lang, "check", folder).output.replace("\u202f", " ").replace("\u00a0", " ").replace("’", "'")
    assert said in out and wrong not in out, out


# --- M3, M4: "las campaigns/", "campaña de campaigns; campañas en campaigns:" ---

def test_campaign_argument_says_the_campaigns_folder_in_spanish(cli):
    """Review 7 M3 and M4: the help's «su nombre entre las campaigns/» and the error's «una campaña de
    campaigns; campañas en campaigns: ...»."""
    po = catalogue_texts("es")
    assert "entre las campaigns" not in " ".join(po.values())
    out = cli("--lang", "es", "score", "nope").output
    assert "no es una carpeta ni una campaña de la carpeta campaigns/" in out, out
    assert "campañas disponibles: barrio-del-palacio" in out and "campañas en" not in out
    assert " y river-town" in out


# --- M5: the board legend's "CAI camino" ---

def test_board_marks_camino_by_its_consonants():
    """Review 7 M5: «CAI camino» (campo had taken CAM): the consonants say it better, «CMN camino»."""
    names = {"field": "campo", "house": "casa", "path": "camino", "wall": "muro"}
    assert abbreviations(names, names.__getitem__, 3) == {"field": "cam", "house": "cas", "path": "cmn", "wall": "mur"}


# --- M6: one name for the FAQ pages ---

def test_faq_is_named_the_same_everywhere_in_spanish():
    """Review 7 M6: «FAQ de My Island» (menu), «Preguntas y respuestas: My Island» (title), «preguntas
    frecuentes» (help): three names for one page, one of them the English acronym."""
    po = catalogue_texts("es")
    assert po["FAQ My Island"] == "Preguntas frecuentes de My Island"
    assert po["FAQ My City"] == "Preguntas frecuentes de My City"
    assert po["Questions and answers: %(game)s"].startswith("Preguntas frecuentes")
    assert not [s for s in po.values() if "FAQ" in s]


# --- M7: MI-E06 hung "pasar cuesta 1" on "Al final" ---

def test_MI_E06_passes_are_paid_during_the_game_not_at_the_end():
    """Review 7 M7 (MI-E06): «Al final cada espacio de playa visible resta 1 y pasar cuesta 1 como siempre»."""
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    es = rules["MI-E06"]["statement"]["es"]
    assert es.startswith("Al final, cada espacio de playa visible resta 1 (durante la partida, pasar cuesta 1")


# --- M8: what `language:` does, said once ---

def test_language_key_is_explained_the_same_way_in_spanish():
    """Review 7 M8: «idioma de tus notas» (template), «Idioma de las notas del grupo» (help), «el idioma de
    las páginas del sitio y de los mensajes» (guide)."""
    po = catalogue_texts("es")
    guide = (CONTENT / "guide" / "es" / "formats.md").read_text(encoding="utf-8")
    line = next(x for x in guide.splitlines() if x.startswith("language:"))
    texts = [po["language of your notes: es | fr | en"],
             po["Language of the group's notes (default: the repository's, else the language of these messages)."], line]
    for text in texts:
        assert "idioma del grupo" in text.lower() and "notas" in text and "por defecto" in text, text
    assert "páginas del sitio" not in line


# --- M9: the painter's hint spoke of a terrain for every brush ---

@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_painter_hint_fits_every_brush(lang):
    """Review 7 M9: «Cada toque pinta un espacio con este terreno» also under «Sin espacio»."""
    hint = catalogue_texts(lang)["Each tap paints the space with what you picked."]
    assert hint and not any(word in hint for word in ("terreno", "terrain")), hint


# --- M10: the Eternal game's end: "Ningún cambio todavía" beside "the board does not change" ---

def test_eternal_end_shows_only_that_the_board_does_not_change():
    """Review 7 M10: «Ningún cambio todavía. · En la versión eterna el tablero no cambia.»"""
    script = (ROOT / "templates" / "table" / "static" / "table.js").read_text(encoding="utf-8")
    assert "allowed ? S.no_change : S.changes_eternal" in script


# --- M11: «indica el archivo» for two files ---

@pytest.mark.parametrize(("lang", "said"), [("es", "indica los archivos"), ("fr", "les fichiers"), ("en", "name the files")])
def test_transcribe_names_both_files_in_the_plural(lang, said):
    """Review 7 M11: «Después indica el archivo en campaign.yaml: board: ..., pieces: ...»."""
    po = catalogue_texts(lang)
    assert said in po["Then name the files in campaign.yaml: %(board)s, %(pieces)s. Check it with: %(command)s"]
