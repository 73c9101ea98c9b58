"""The record on the site: the group's page (players/) and a page per person across the campaigns
(players/<slug>/), in es, fr and en, built from tests/fixtures/record (its figures are worked out by
hand in tests/record/test_record.py). Pages are checked as a reader sees them (the DOM), and two of them
against golden files:

    CHRONICLE_UPDATE_GOLDEN=1 python -m pytest tests/record/test_record_site.py
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import unquote

import html5lib
import pytest

from generator.model import LANGUAGES
from generator.site.build import build
from generator.site.record_chart import Point, left_svg
from generator.site.settings import Settings
from helpers import FIXTURES, accessible, normalised_main, served_site

CAMPAIGNS = FIXTURES / "record" / "campaigns"
GOLDEN = Path(__file__).parents[1] / "golden"
PEOPLE = ("ana", "beatriz", "cleo", "dan")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("record") / "site"
    build(Settings([CAMPAIGNS], out, base_url="https://example.org/", search=False, analysis=False))
    return out


def _tree(path: Path):  # type: ignore[no-untyped-def]
    return html5lib.parse(path.read_bytes(), namespaceHTMLElements=False)


def _rows(path: Path, table: str) -> list[list[str]]:
    """The rows of a table of a page, each cell's text with its spaces made plain."""
    found = next((t for t in _tree(path).iter("table") if table in t.get("class", "").split()), None)
    assert found is not None, f"no {table} table in {path}"
    return [[" ".join(" ".join(cell.itertext()).split()) for cell in row] for row in found.iter("tr")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_group_page_and_every_persons_page_exist_in_each_language(site: Path, lang: str) -> None:
    assert (site / lang / "players" / "index.html").is_file()
    for slug in PEOPLE:
        page = site / lang / "players" / slug / "index.html"
        assert page.is_file(), page
        assert _tree(page).get("lang") == lang
    assert not (site / lang / "players" / "bea").exists()  # Bea of isle is Beatriz (aliases:)


@pytest.mark.parametrize(("lang", "average"), [("en", "11.6"), ("es", "11,6"), ("fr", "11,6")])
def test_the_group_page_is_the_record_as_a_table(site: Path, lang: str, average: str) -> None:
    """LG-09: a win is a first place; the average is written as each language writes a decimal."""
    rows = _rows(site / lang / "players" / "index.html", "record-group")
    assert [row[:4] for row in rows[1:]] == [["Ana", "5", "3", average], ["Beatriz", "5", "1", "10" + average[2] + "6"],
                                             ["Cleo", "4", "1", "10" + average[2] + "0"], ["Dan", "1", "0", "10" + average[2] + "0"]]
    assert rows[1][4].startswith("13")  # Ana's best: isle, episode 1


def test_the_group_page_shows_head_to_head_as_ahead_and_behind(site: Path) -> None:
    rows = _rows(site / "en" / "players" / "index.html", "record-matrix")
    assert rows[0] == ["Player", "Ana", "Beatriz", "Cleo", "Dan"]
    assert rows[1] == ["Ana", "—", "3–2", "3–1", "1–0"]  # a player against themselves: a dash (issue 34, es 20)
    assert rows[3] == ["Cleo", "1–3", "2–2", "—", "·"]  # Cleo never played with Dan


def test_a_persons_page_gives_chapters_head_to_head_and_every_episode_in_time(site: Path) -> None:
    page = site / "en" / "players" / "beatriz" / "index.html"
    assert _rows(page, "record-chapters")[1:] == [["Isle test 4 progress circles in all", "1", "3"], ["2", "1"],
                                                  ["Town test 1 progress circle in all", "1", "1"]]
    assert _rows(page, "record-meetings")[1:] == [["Ana", "5", "2", "3"], ["Cleo", "4", "2", "2"], ["Dan", "1", "1", "0"]]
    history = _rows(page, "record-history")[1:]
    assert [row[0] for row in history] == [
        "Isle test, episode 1 January 10, 2026", "Isle test, episode 2 January 17, 2026", "Town test, episode 1 January 20, 2026",
        "Town test, episode 2 (in progress)", "Isle test, episode 3 January 24, 2026", "Isle test, episode 4 January 31, 2026"]
    assert [row[1:] for row in history][:2] == [["9", "3", "0"], ["13", "1", "2"]]
    assert "In some logs: Bea" in " ".join(_tree(page).find(".//main").itertext())


def test_a_persons_page_links_to_their_page_in_each_campaign_and_to_the_others(site: Path) -> None:
    """The per-campaign player page (templates/player.html) stays; the record links to it."""
    links = _links(site, "en/players/beatriz/index.html")
    assert {"en/campaigns/isle/players/bea", "en/campaigns/town/players/beatriz", "en/players/ana",
            "en/campaigns/isle/episodes/02"} <= links


@pytest.mark.parametrize("page", ["en/players/index.html", "fr/players/beatriz/index.html", "es/index.html",
                                  "en/campaigns/isle/index.html"])
def test_every_link_of_the_record_and_to_it_leads_to_a_page(site: Path, page: str) -> None:
    links = _links(site, page)
    assert f"{page[:2]}/players" in links  # the site's navigation, and the home page
    for link in links:
        assert (site / link / "index.html").is_file() or (site / link).is_file(), link


def _links(site: Path, page: str) -> set[str]:
    """The files and folders of the site a page links to, as paths from the site's root."""
    here = Path(page).parent.as_posix()
    found = set()
    for href in re.findall(r'href="([^"#?:]+)"', (site / page).read_text(encoding="utf-8")):
        path = os.path.normpath(os.path.join(here, unquote(href)))
        if not path.startswith(("..", "static", "pagefind")):
            found.add(path)
    return found


@pytest.mark.slow  # builds the fixture's whole site three times
def test_editing_one_campaign_makes_the_record_again_and_an_unchanged_build_keeps_it(tmp_path: Path) -> None:
    """The record's pages sum up every campaign: the manifest keeps each campaign's facts, so that a
    build after one edited episode counts again without checking the other campaigns."""
    campaigns = tmp_path / "repo" / "campaigns"
    shutil.copytree(FIXTURES / "record", tmp_path / "repo")
    out = tmp_path / "site"
    build(Settings([campaigns], out, search=False, analysis=False))
    assert build(Settings([campaigns], out, search=False, analysis=False)).rendered == 0
    episode = campaigns / "town" / "episodes" / "01.yaml"  # Ana passes instead of her 3 houses: 9, third
    text = episode.read_text().replace("Ana: {A1: house, A2: house, A3: house}    # 13", "Ana: pass")
    episode.write_text(text, encoding="utf-8")
    build(Settings([campaigns], out, search=False, analysis=False))
    rows = _rows(out / "en" / "players" / "index.html", "record-group")
    assert rows[1][:4] == ["Ana", "5", "2", "10.8"]  # (13 + 10 + 9 + 13 + 9) / 5
    assert rows[2][:3] == ["Beatriz", "5", "2"]  # Beatriz wins town's episode 1


@pytest.mark.parametrize("page", ["en/players/index.html", "en/players/beatriz/index.html"])
def test_the_record_pages_match_their_golden_files(site: Path, page: str) -> None:
    expected = GOLDEN / page.replace("/", "__")
    actual = normalised_main((site / page).read_bytes())
    if os.environ.get("CHRONICLE_UPDATE_GOLDEN"):
        expected.write_text(actual, encoding="utf-8")
    assert expected.exists(), f"no golden file for {page}: run with CHRONICLE_UPDATE_GOLDEN=1"
    assert actual == expected.read_text(encoding="utf-8"), f"{page} differs from {expected.name}"


def test_the_chart_of_points_left_has_a_dot_per_episode_with_its_words_escaped() -> None:
    svg = left_svg([Point("Isle <test>, episode 1: 3", 3), Point("Isle, episode 2: 0", 0), Point("Town, episode 1: 7", 7)],
                   "Points left", "One dot per episode", ("Episodes", "Points"))
    assert svg.count("<circle") == 3 and svg.count("<polyline") == 1
    assert "Isle &lt;test&gt;, episode 1: 3" in svg and "<test>" not in svg
    heights = [float(y) for y in re.findall(r'<circle cx="[\d.]+" cy="([\d.]+)"', svg)]
    assert heights[2] < heights[0] < heights[1]  # more points left, higher up


@pytest.mark.slow  # builds the fixture's whole site twice, once with the coach analysing every episode
def test_with_the_coach_a_persons_page_charts_the_points_left_over_time(tmp_path: Path) -> None:
    """build --analysis: the coach's best with the cards that came less the score played, per finished
    episode in time (MI-R05 only: 15 at best in isle's episodes, 16 in town's first; Ana played 13, 10,
    13, 13 and 9 of them)."""
    out = tmp_path / "site"
    build(Settings([CAMPAIGNS], out, search=False, analysis=True))
    page = out / "en" / "players" / "ana" / "index.html"
    assert [row[-1] for row in _rows(page, "record-history")[1:]] == ["2", "5", "3", "–", "2", "6"]  # town 2 is not over
    chart = next(e for e in _tree(page).iter() if str(e.tag).endswith("svg") and "left-chart" in e.get("class", ""))
    dots = [" ".join(c.itertext()) for c in chart.iter() if str(c.tag).endswith("circle")]
    assert dots == ["Isle test, episode 1: 2 (13 of 15 possible)", "Isle test, episode 2: 5 (10 of 15 possible)",
                    "Town test, episode 1: 3 (13 of 16 possible)", "Isle test, episode 3: 2 (13 of 15 possible)",
                    "Isle test, episode 4: 6 (9 of 15 possible)"]
    group = _rows(out / "en" / "players" / "index.html", "record-group")
    assert group[0][-1] == "Points left in all" and group[1][-1] == "18"
    assert not (out.parent / "plain").exists()
    build(Settings([CAMPAIGNS], out.parent / "plain", search=False, analysis=False))  # without the coach: no chart, no column
    assert "left-chart" not in (out.parent / "plain" / "en" / "players" / "ana" / "index.html").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def served(site: Path) -> Iterator[str]:
    """The fixture's site on 127.0.0.1, a free port, until the module's tests are done."""
    yield from served_site(site)


@pytest.mark.parametrize("path", ["/es/players/", "/fr/players/beatriz/", "/en/players/ana/"])
def test_the_record_pages_fit_a_390_px_phone_and_pass_axe(browser, served: str, path: str) -> None:  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(served + path)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    too_wide = page.evaluate("[...document.querySelectorAll('table.record:not(.record-matrix)')]"
                             ".filter(t => t.closest('.scroll').scrollWidth > t.closest('.scroll').clientWidth).length")
    assert too_wide == 0  # every column of the record's tables in view (the head-to-head grid may scroll)
    accessible(page)
    context.close()
