"""What the search index reads of a person's page (LG-06, LG-09: the record's pages): their name, what they
won, whom they met, not the table of every episode they played. Each row of that table names an episode or
game whose own page is indexed (and names its players): indexed again on every player's page it only made
pagefind read about a sixth more text (issue 35), for results that point away from the episode a visitor
searched for. A search still finds the player and the episode."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import html5lib
import pytest

from generator.model import LANGUAGES
from generator.site.build import build
from generator.site.search import searchable
from generator.site.settings import Settings
from helpers import FIXTURES, served_site


def _people(site: Path, lang: str) -> list[Path]:
    return sorted(p for p in (site / lang / "players").glob("*/index.html"))


def _text(html: bytes) -> str:
    tree = html5lib.parse(html, namespaceHTMLElements=False)
    main = tree.find(".//main")
    assert main is not None
    return " ".join("".join(main.itertext()).split())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_persons_episode_table_is_shown_but_not_indexed(demo_site: Path, lang: str) -> None:
    """Every person's page of the demo shows the history table to the reader, and hands pagefind their page
    without it (searchable drops what pagefind ignores) but with their name."""
    people = _people(demo_site, lang)
    assert people
    for path in people:
        html = path.read_bytes()
        tree = html5lib.parse(html, namespaceHTMLElements=False)
        name = "".join(tree.find(".//main//h1").itertext()).strip()  # type: ignore[union-attr]
        assert b"record-history" in html, path
        indexed = searchable(html)
        assert b"record-history" not in indexed, path
        assert name in _text(indexed), path


playwright = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def searched_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    out = tmp_path_factory.mktemp("search-people") / "site"
    build(Settings([FIXTURES / "site"], out, search=True, analysis=False))
    yield from served_site(out)


def _search(page, query: str) -> list[str]:  # type: ignore[no-untyped-def]
    page.fill(".pagefind-ui__search-input", query)
    page.wait_for_selector(".pagefind-ui__result-link", timeout=10_000)
    return page.eval_on_selector_all(".pagefind-ui__result-link", "links => links.map(l => l.href)")


def test_a_search_finds_a_player_and_an_episode(browser, searched_site: str) -> None:  # type: ignore[no-untyped-def]
    """In headless Chromium: a player's name finds their page, and an episode's notes its page."""
    tab = browser.new_page()
    try:
        tab.goto(f"{searched_site}/en/")
        assert any(link.endswith("/en/players/ana/") for link in _search(tab, "Ana"))
        tab.goto(f"{searched_site}/en/")
        assert any(link.endswith("/en/campaigns/harbour/episodes/01/") for link in _search(tab, "evening"))
    finally:
        tab.close()
