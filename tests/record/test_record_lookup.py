"""`chronicle stats PLAYER` finds a person by any name a campaign gives them, without case or accents (casefold and
Unicode NFKD without combining marks, as `add` and `moves` match names): « theo » and « THEO » are Théo. When that
leaves two people, it says so and lists them, a usage error (exit 2), rather than showing one of them (native
review: a record shown for the wrong person is a trust problem). A name matching nobody suggests the person it is
closest to once case and accents are set aside: « Teo » is not Théo's name, but it is near it, nearer than Tom.
The fixture repository's town campaign is rewritten so that its third player, Dan, bears another name."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from helpers import FIXTURES

AMBIGUOUS = {"en": "could be", "es": "podría ser", "fr": "pourrait être"}


def _repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, dan: str) -> Path:
    """The record fixture, its town campaign's Dan named `dan` in every file; the working folder at its root."""
    root = tmp_path / "group"
    shutil.copytree(FIXTURES / "record", root)
    for path in (root / "campaigns" / "town").rglob("*.yaml"):
        path.write_text(path.read_text(encoding="utf-8").replace("Dan", dan), encoding="utf-8")
    monkeypatch.chdir(root)
    return root


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("typed", ["theo", "THEO", "Theo", "théo", " Théo "])
def test_a_name_matches_without_case_or_accents(tmp_path, monkeypatch, cli, typed) -> None:
    _repo(tmp_path, monkeypatch, "Théo")
    result = cli("--lang", "en", "stats", typed, "--no-analysis")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("Théo: "), result.stdout


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
@pytest.mark.parametrize("typed", ["cleo", "CLÉO", "cléo "])
def test_two_people_matching_one_name_are_listed_not_chosen(tmp_path, monkeypatch, cli, lang, typed) -> None:
    """Cleo of the isle and Cléo of the town are two people: « cleo » names both."""
    _repo(tmp_path, monkeypatch, "Cléo")
    result = cli("--lang", lang, "stats", typed, "--no-analysis")
    assert result.exit_code == 2, result.output
    said = _plain(result.stderr)
    assert AMBIGUOUS[lang] in said and "Cleo" in said and "Cléo" in said, said
    assert "Traceback" not in result.output and not result.stdout


@pytest.mark.parametrize("typed", ["Cleo", "Cléo"])
def test_a_name_written_exactly_is_that_person(tmp_path, monkeypatch, cli, typed) -> None:
    _repo(tmp_path, monkeypatch, "Cléo")
    result = cli("--lang", "en", "stats", typed, "--no-analysis")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith(f"{typed}: "), result.stdout


def test_a_name_one_log_gives_another_person_is_ambiguous_too(tmp_path, monkeypatch, cli) -> None:
    """The isle's log calls Beatriz « Bea » (aliases:); the town's Dan is now a person named Bea: « bea » is either."""
    _repo(tmp_path, monkeypatch, "Bea")
    result = cli("--lang", "en", "stats", "bea", "--no-analysis")
    assert result.exit_code == 2, result.output
    assert "could be" in result.stderr and "Bea" in result.stderr and "Beatriz" in result.stderr, result.stderr
    exact = cli("--lang", "en", "stats", "Bea", "--no-analysis")  # the person of that very name
    assert exact.exit_code == 0 and exact.stdout.startswith("Bea: "), exact.output


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_an_unknown_name_suggests_the_person_it_is_near_without_accents(tmp_path, monkeypatch, cli, lang) -> None:
    _repo(tmp_path, monkeypatch, "Théo")
    result = cli("--lang", lang, "stats", "Teo", "--no-analysis")
    assert result.exit_code == 2, result.output
    said = _plain(result.stderr)
    assert "Théo" in said.split(";")[0], said  # in the sentence that names what was typed, before the list
