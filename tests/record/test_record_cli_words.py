"""`chronicle stats` says what its figures count (issue 34, es review 12): head to head, how many times a player
finished ahead, «contra Ana: 2 veces por delante, 3 por detrás», never a bare «2 por delante», which reads as
points or places ahead (F4); the group table's column counts episodes and games alike, «Episodios y partidas»,
as the site keeps them apart («Episodios jugados», «Partidas jugadas»), never «Partidas» beside a count of
legacy episodes (F5). es, fr and en alike."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from helpers import FIXTURES


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The record fixture (tests/fixtures/record), copied: Beatriz met Ana 5 times, Dan once."""
    root = tmp_path / "group"
    shutil.copytree(FIXTURES / "record", root)
    monkeypatch.chdir(root)
    return root


@pytest.mark.parametrize(("lang", "lines"), [
    ("es", ["  contra Ana: 2 veces por delante, 3 por detrás", "  contra Dan: 1 vez por delante, 0 por detrás"]),
    ("fr", ["  contre Ana : 2 fois devant, 3 derrière", "  contre Dan : 1 fois devant, 0 derrière"]),
    ("en", ["  against Ana: 2 times ahead, 3 behind", "  against Dan: 1 time ahead, 0 behind"]),
])
def test_head_to_head_counts_the_times_ahead(repo: Path, cli, lang: str, lines: list[str]) -> None:  # type: ignore[no-untyped-def]
    said = cli("--lang", lang, "stats", "Beatriz", "--no-analysis").stdout.replace("\u00a0", " ").replace("\u202f", " ")
    assert all(line in said.splitlines() for line in lines), said


@pytest.mark.parametrize(("lang", "played"), [("es", "Episodios y partidas"), ("fr", "Épisodes et parties"), ("en", "Played")])
def test_the_group_tables_column_counts_episodes_and_games(repo: Path, cli, lang: str, played: str) -> None:  # type: ignore[no-untyped-def]
    """LG-09's record counts legacy episodes and Eternal games alike: its column says both (the site's group
    table shares the heading)."""
    header = cli("--lang", lang, "stats", "--no-analysis").stdout.splitlines()[2]
    assert header.split("  ")[1].strip() == played, header
