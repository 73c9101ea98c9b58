"""Every command that makes folders or files says in words why it could not (standards: never a
traceback, exit 1): init, new --root, build -o and board --svg, given a path under a regular file."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import R, episode

SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))


def said_in(result) -> str:  # type: ignore[no-untyped-def]
    """stderr with French's no-break spaces as plain ones, to compare words."""
    return result.stderr.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.fixture
def a_file(tmp_path: Path) -> Path:
    path = tmp_path / "notes.txt"
    path.write_text("a file, not a folder\n", encoding="utf-8")
    return path


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "Erreur : impossible de créer le dossier"),
    ("es", "Error: no se puede crear la carpeta"),
    ("en", "Error: cannot create the folder"),
])
def test_init_under_a_file_says_it_cannot_create_the_folder(cli, a_file, lang, said):
    result = cli("--lang", lang, "init", a_file / "repo")
    assert result.exit_code == 1
    assert said in said_in(result)
    assert str(a_file / "repo") in said_in(result)
    assert "Traceback" not in result.output and "Errno" not in said_in(result)


def test_new_with_a_root_under_a_file_says_it_cannot_create_the_folder(cli, a_file):
    result = cli("--lang", "fr", "new", "arrecife", "-g", "my-island", "-p", "Ana,Ben", "--root", a_file / "campaigns")
    assert result.exit_code == 1
    assert "Erreur : impossible de créer le dossier" in said_in(result)
    assert "une partie de son chemin n’est pas un dossier" in said_in(result)


def test_build_into_a_file_names_the_file_in_the_way(cli, make_campaign, a_file):
    """mkdir's "it exists already" sent the reader looking for a folder: the file in the way is named."""
    result = cli("--lang", "fr", "build", make_campaign(SCORED), "-o", a_file / "site", "--no-search", "--no-analysis")
    assert result.exit_code == 1
    assert "Erreur : impossible d’écrire dans" in said_in(result)
    assert f"{a_file} est un fichier, là où il faut un dossier" in said_in(result)
    assert "existe déjà" not in said_in(result)


def test_board_svg_under_a_file_says_it_cannot_write_the_picture(cli, make_campaign, a_file):
    result = cli("--lang", "fr", "board", make_campaign(SCORED), "-p", "Ana", "--svg", a_file / "ana.svg")
    assert result.exit_code == 1
    assert f"Erreur : impossible d’écrire {a_file / 'ana.svg'} : {a_file} est un fichier" in said_in(result)


def test_any_other_refusal_of_the_system_is_said_in_words(cli, make_campaign, monkeypatch):
    """The net under every command (undo, add...): an OSError naming a file becomes « file: erreur : reason »."""
    import generator.editing.atomic as atomic

    def refused(path: Path, text: str) -> None:
        raise PermissionError(13, "Permission denied", str(path))

    folder = make_campaign(SCORED)
    monkeypatch.setattr(atomic, "write_atomically", refused)
    result = cli("--lang", "fr", "undo", folder)
    assert result.exit_code == 1
    assert said_in(result).startswith("/")  # `file: erreur : reason`, as editors' problem matchers read it
    assert said_in(result).endswith("episodes/01.yaml: erreur : permission refusée\n")
