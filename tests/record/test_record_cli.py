"""`chronicle stats [PLAYER] [--json]`: the record of tests/fixtures/record (see tests/test_record.py for
its figures worked out by hand) in plain words in es, fr and en, and as JSON for tools."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from helpers import FIXTURES

REPO = FIXTURES / "record"


@pytest.fixture
def repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The fixture repository, copied: the working folder at its root, as a group types the command."""
    root = tmp_path / "group"
    shutil.copytree(REPO, root)
    monkeypatch.chdir(root)
    return root


def test_the_group_is_a_table_of_every_person(repo: Path, cli) -> None:  # type: ignore[no-untyped-def]
    """The points left in all, as the site's group table gives them: Ana's 2 + 5 + 3 + 2 + 6 and Beatriz's
    6 + 2 + 5 + 5 + 5 of the coach's best less the score (their lines below); without the coach, no column."""
    result = cli("stats")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "The record of 4\u00a0players in 2\u00a0campaigns",
        "",
        "Player   Played  Wins  Average  Points left in all  Best score",
        "Ana           5     3     11.6                  18  13 (Isle test, episode\u00a01)",
        "Beatriz       5     1     10.6                  23  13 (Isle test, episode\u00a02)",
        "Cleo          4     1     10.0                  20  12 (Isle test, episode\u00a04)",
        "Dan           1     0     10.0                   6  10 (Town test, episode\u00a01)",
    ]
    assert cli("stats", "--no-analysis").stdout.splitlines()[2:4] == [
        "Player   Played  Wins  Average  Best score",
        "Ana           5     3     11.6  13 (Isle test, episode\u00a01)",
    ]


def test_one_person_by_a_name_one_campaign_gives_them(repo: Path, cli) -> None:  # type: ignore[no-untyped-def]
    """LG-09: circles per place; Bea is Beatriz by isle's aliases."""
    result = cli("stats", "Bea")
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines() == [
        "Beatriz (also Bea): 5 episodes in 2\u00a0campaigns; 1\u00a0win; average score 10.6",
        "Best score: 13 (Isle test, episode\u00a02, January 17, 2026)",
        "",
        "Progress per chapter",
        "  Isle test: 4\u00a0progress circles (chapter 1: 3, chapter 2: 1)",
        "  Town test: 1\u00a0progress circle (chapter 1: 1)",
        "",
        "Head to head",
        "  against Ana: 2 times ahead, 3 behind",
        "  against Cleo: 2 times ahead, 2 behind",
        "  against Dan: 1 time ahead, 0 behind",
        "",
        "Points left on the table",
        "  Isle test, episode\u00a01: 6 (9 of 15 possible)",
        "  Isle test, episode\u00a02: 2 (13 of 15 possible)",
        "  Town test, episode\u00a01: 5 (11 of 16 possible)",
        "  Isle test, episode\u00a03: 5 (10 of 15 possible)",
        "  Isle test, episode\u00a04: 5 (10 of 15 possible)",
    ]


def test_points_left_on_the_table_are_the_coachs_best_less_the_score(repo: Path, cli, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With the cards that came, 3 houses then 2 on the beach score 5 (MI-R05): 15 at best in isle's
    episodes (cards 3 and 1); town's episode 1 also dealt tile 2, one house more: 16. Ana played 13, 10,
    13, 13 and 9 of them."""
    monkeypatch.setenv("CHRONICLE_CACHE", str(repo.parent / "cache"))  # a fresh cache, whose files are counted
    data = json.loads(cli("stats", "Ana", "--json").stdout)
    left = [(e["campaign"], e["episode"], e["score"], e["best"], e["left"]) for e in data["players"][0]["left"]]
    assert left == [("isle", 1, 13, 15, 2), ("isle", 2, 10, 15, 5), ("town", 1, 13, 16, 3), ("isle", 3, 13, 15, 2),
                    ("isle", 4, 9, 15, 6)]  # town's episode 2 is not over: the coach does not look at it
    kept = repo.parent / "cache" / "analysis"
    assert len(list(kept.glob("*.json"))) == 5  # Ana's finished episodes only: the coach looks at what is shown
    cli("stats")
    assert len(list(kept.glob("*.json"))) == 4 * 3 + 3  # one per player and finished episode, read back next time
    assert "Points left" not in cli("stats", "Ana", "--no-analysis").stdout


@pytest.mark.parametrize(("lang", "summary", "header"), [
    ("es", "Ana: 5 episodios en 2 campañas; 3 victorias; puntuación media 11,6", "Cara a cara"),
    ("fr", "Ana : 5 épisodes dans 2 campagnes ; 3 victoires ; score moyen 11,6", "Face-à-face"),
])
def test_the_record_is_said_in_the_runs_language(repo: Path, cli, lang: str, summary: str, header: str) -> None:  # type: ignore[no-untyped-def]
    result = cli("--lang", lang, "stats", "ana")
    assert result.exit_code == 0, result.output
    first = result.stdout.splitlines()[0]
    assert first.replace("\u00a0", " ").replace("\u202f", " ") == summary
    if lang == "fr":  # French typography, set as the command line says it: no break before : and ;
        assert "Ana\u00a0:" in first and "\u202f;" in first
    assert header in result.stdout
    assert "Average" not in result.stdout and "ahead" not in result.stdout


def test_the_json_is_one_object_of_the_documented_shape(repo: Path, cli) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(cli("stats", "--json").stdout)
    assert set(data) == {"campaigns", "players"}
    assert data["campaigns"][0] == {"slug": "isle", "title": "Isle test", "game": "my-island", "mode": "legacy"}
    assert [p["name"] for p in data["players"]] == ["Ana", "Beatriz", "Cleo", "Dan"]
    assert set(data["players"][0]) == {"name", "names", "campaigns", "played", "episodes", "games", "wins", "average",
                                       "best", "circles", "head_to_head", "left"}
    one = json.loads(cli("stats", "Beatriz", "--json").stdout)
    assert [p["name"] for p in one["players"]] == ["Beatriz"] and one["players"][0]["wins"] == 1


def test_an_unknown_player_is_a_usage_error_naming_the_players(repo: Path, cli) -> None:  # type: ignore[no-untyped-def]
    result = cli("stats", "Beatrix")
    assert result.exit_code == 2
    assert "unknown player 'Beatrix' (did you mean 'Beatriz'?); players: Ana, Beatriz, Cleo, and Dan" in result.stderr


def test_a_campaign_that_does_not_check_is_said_at_its_line_and_nothing_is_counted(repo: Path, cli) -> None:  # type: ignore[no-untyped-def]
    episode = repo / "campaigns" / "town" / "episodes" / "01.yaml"
    episode.write_text(episode.read_text().replace("Dan: stop", "Dan: sotp"), encoding="utf-8")
    result = cli("stats")
    assert result.exit_code == 1
    assert "campaigns/town/episodes/01.yaml:8:" in result.stderr and "Traceback" not in result.output
    assert result.stdout == ""
