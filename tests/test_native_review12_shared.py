"""The twelfth round of native fixes: what review 11 found in the messages of the command line and of
table mode (the French guide and glossary wording has its own module)."""

from __future__ import annotations

import shutil

import pytest

from helpers import DEMO, catalogue_texts


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
    assert es["my-island\u0004Transcribe a board or pieces"] == "Transcribir tu tablero o tus losetas"
    assert fr["my-city\u0004Transcribe a board or pieces"] == "Transcrire votre plateau ou vos bâtiments"
