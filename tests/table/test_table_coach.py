"""Table mode's "What could have been done?" (issue 32, part 3): once the episode is over, GET /api/coach gives
each player the coach's figures and words for that episode only, in the page's language; while the episode
is played it says the analysis comes once it is over."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from generator import campaigns
from generator.analysis import EpisodeAnalysis, analyse_episode
from generator.analysis.cache import Cache
from generator.base.shipped import TEMPLATES
from generator.frontend.i18n import Translator
from generator.report.coach import round_line, summary
from generator.table.server import TableServer
from generator.words.i18n import load, render
from generator.words.typography import typesetter
from helpers import DEMO, FIXTURES, TableClient, serve_table


@pytest.fixture
def over(tmp_path: Path) -> Iterator[tuple[Path, TableServer, TableClient]]:
    """A campaign whose last episode is over (the demo's Eternal game of My Island), served (the session's cache)."""
    folder = tmp_path / "eternal-night"
    shutil.copytree(DEMO / "eternal-night", folder)
    for server, client in serve_table(folder):
        yield folder, server, client


@pytest.fixture(scope="module")
def coached(coach_cache: Path) -> tuple[campaigns.Passed, EpisodeAnalysis]:
    """The demo's Eternal game checked and the coach's analysis of its last episode, what the server must say in
    every language (an analysis has no language): from the session's cache when another test made it (what is
    read back is what was made: tests/analysis/test_coach_cache.py)."""
    checked = campaigns.check(DEMO / "eternal-night")
    assert isinstance(checked, campaigns.Passed)
    last = checked.result.episodes[-1].episode.number
    return checked, analyse_episode(checked.campaign, checked.result, last, cache=Cache(coach_cache / "analysis"))


def translator(lang: str) -> Translator:
    return load(TEMPLATES / "locale", lang)


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_each_player_has_the_coachs_summary_of_the_episode_over(over: tuple[Path, TableServer, TableClient],
                                                                coached: tuple[campaigns.Passed, EpisodeAnalysis],
                                                                lang: str) -> None:
    _folder, _server, client = over
    status, answer = client.get(f"/api/coach?lang={lang}")
    assert status == 200, answer
    checked, analysis = coached
    last = checked.result.episodes[-1].episode.number
    tr, typeset = translator(lang), typesetter(lang)
    assert answer["episode"] == last
    assert [p["name"] for p in answer["players"]] == [p.name for p in analysis.players]
    for shown, player in zip(answer["players"], analysis.players):
        assert (shown["played"], shown["best"]) == (player.played, player.best)
        assert shown["summary"] == typeset(render(summary(player), tr))
        costly = player.costliest(3)
        if costly:
            assert shown["rounds"] == [typeset(round_line(r, player, checked.campaign.game, tr)) for r in costly]
        else:
            assert len(shown["rounds"]) == 1  # "no single round could have done better"


def test_while_the_episode_is_played_the_coach_waits(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """LG-06: the last episode, still being played, has no end scoring: nothing to analyse yet (400, in words)."""
    monkeypatch.setenv("CHRONICLE_CACHE", str(tmp_path / "cache"))
    folder = tmp_path / "island"
    shutil.copytree(FIXTURES / "table" / "island", folder)
    for _server, client in serve_table(folder):
        state = client.get("/api/state?lang=en")[1]
        assert not state["complete"]
        status, answer = client.get("/api/coach?lang=en")
        assert status == 400
        assert "still being played" in answer["error"]


def test_the_page_asks_what_could_have_been_done() -> None:
    """The end-of-episode section has its heading in every language (table.js fills each player's words)."""
    for lang in ("en", "es", "fr"):
        heading = translator(lang).gettext("What could have been done?")
        assert heading != "What could have been done?" or lang == "en"
    html = (TEMPLATES / "table" / "table.html").read_text(encoding="utf-8")
    assert '_("What could have been done?")' in html and 'id="coach"' in html
