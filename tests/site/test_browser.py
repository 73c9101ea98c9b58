"""What a visitor does, in headless Chromium (Debian's, driven by Playwright): switch language,
step the replay, follow a round link, search, and find no console error, no serious axe violation
and no script of a hostile log running."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from generator.site.build import build
from generator.site.settings import Settings
from helpers import FIXTURES, accessible, served_site

playwright = pytest.importorskip("playwright.sync_api")


def served(tmp_path_factory, campaigns: str, search: bool) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """Build the fixture campaigns into a site and serve it on a free port; yields its address."""
    out = tmp_path_factory.mktemp(campaigns) / "site"
    build(Settings([FIXTURES / campaigns], out, search=search, analysis=False))
    yield from served_site(out)


@pytest.fixture(scope="session")
def site_url(tmp_path_factory) -> Iterator[str]:  # type: ignore[no-untyped-def]
    yield from served(tmp_path_factory, "site", search=True)


@pytest.fixture
def page(browser):  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 1200, "height": 900})
    tab = context.new_page()
    tab.console_errors = []
    tab.on("console", lambda m: tab.console_errors.append(m.text) if m.type == "error" else None)
    tab.on("pageerror", lambda e: tab.console_errors.append(str(e)))
    yield tab
    context.close()


def visible_pieces(page) -> int:  # type: ignore[no-untyped-def]
    return page.evaluate("document.querySelectorAll('#board-1 .piece:not(.future)').length")


def test_switching_language_lands_on_the_same_page(page, site_url):
    page.goto(f"{site_url}/en/campaigns/harbour/episodes/01/")
    page.click(".languages a[hreflang=fr]")
    assert page.url == f"{site_url}/fr/campaigns/harbour/episodes/01/"
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.console_errors == []


def test_the_replay_steps_with_the_arrow_keys_and_the_board_changes(page, site_url):
    page.goto(f"{site_url}/en/campaigns/harbour/episodes/01/")
    assert visible_pieces(page) == 2  # the end of the episode: both of Ana's tiles
    for _ in range(4):  # the end, then rounds 4, 3, 2
        page.keyboard.press("ArrowLeft")
    assert page.locator(".controls output").inner_text() == "Round 1 of 4"
    assert visible_pieces(page) == 1
    page.keyboard.press("ArrowLeft")
    assert visible_pieces(page) == 0
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowRight")
    assert visible_pieces(page) == 2
    assert page.console_errors == []


def test_a_round_link_shows_that_round(page, site_url):
    page.goto(f"{site_url}/en/campaigns/harbour/episodes/01/")
    page.click("a[href='#round-1']")
    assert page.locator(".rounds li.current").get_attribute("id") == "round-1"
    assert visible_pieces(page) == 1
    page.goto(f"{site_url}/en/campaigns/harbour/episodes/01/#round-2")
    assert page.locator(".controls output").inner_text() == "Round 2 of 4"


def test_without_javascript_the_rounds_read_as_a_list(browser, site_url):
    context = browser.new_context(java_script_enabled=False)
    tab = context.new_page()
    tab.goto(f"{site_url}/en/campaigns/harbour/episodes/01/")
    assert tab.locator(".controls").is_hidden()
    assert tab.locator(".rounds > li[data-round]").count() == 4
    assert tab.evaluate("document.querySelectorAll('#board-1 .piece').length") == 2
    context.close()


def search(page, query: str) -> list[str]:  # type: ignore[no-untyped-def]
    page.fill(".pagefind-ui__search-input", query)
    page.wait_for_selector(".pagefind-ui__result-link", timeout=10_000)
    return page.eval_on_selector_all(".pagefind-ui__result-link", "links => links.map(l => l.href)")


def test_search_finds_a_campaign_page(page, site_url):
    page.goto(f"{site_url}/en/")
    links = search(page, "Harbour")
    assert any("/en/campaigns/harbour/" in link for link in links)
    assert page.console_errors == []


def test_search_finds_a_campaign_page_on_the_main_thread_too(browser, site_url):
    """A browser without web workers runs pagefind on the page: the merged campaign bundles, which
    carry no engine of their own, are searched with the reference bundle's."""
    context = browser.new_context()
    context.add_init_script("delete window.Worker;")
    tab = context.new_page()
    missing: list[str] = []
    tab.on("response", lambda r: missing.append(r.url) if r.status == 404 else None)
    tab.goto(f"{site_url}/en/")
    links = search(tab, "Harbour")
    assert any("/en/campaigns/harbour/" in link for link in links)
    assert missing == []
    context.close()


def test_search_in_french_finds_a_french_faq_entry(page, site_url):
    page.goto(f"{site_url}/fr/")
    links = search(page, "plage")
    assert links and all("/fr/" in link for link in links)
    assert any("/fr/faq/" in link for link in links)


def test_the_spanish_and_french_faq_open_and_the_switch_keeps_the_entry(page, site_url):
    page.goto(f"{site_url}/es/faq/my-island/#matching-symbols")
    assert page.locator("#matching-symbols h3").inner_text().startswith("¿")
    assert page.locator("#matching-symbols .verdict").is_visible()
    page.click(".languages a[hreflang=fr]")
    assert page.url == f"{site_url}/fr/faq/my-island/#matching-symbols"
    assert page.locator("#matching-symbols .verdict.illegal").inner_text().count("MI-R02") == 1
    assert page.console_errors == []


@pytest.mark.parametrize("path", ["en/", "en/campaigns/harbour/", "en/campaigns/harbour/episodes/01/",
                                  "en/campaigns/harbour/players/cleo/", "en/campaigns/harbour/players/ben/",
                                  "fr/faq/my-island/", "es/faq/my-city/", "es/games/my-city/", "en/rules/",
                                  "en/glossary/", "404.html"])
def test_no_serious_or_critical_accessibility_violation(page, site_url, path):
    page.goto(f"{site_url}/{path}")
    accessible(page)


@pytest.fixture(scope="session")
def hostile_url(tmp_path_factory) -> Iterator[str]:  # type: ignore[no-untyped-def]
    yield from served(tmp_path_factory, "xss", search=False)


@pytest.mark.parametrize("path", ["en/", "en/campaigns/evil/", "en/campaigns/evil/episodes/01/",
                                  "en/campaigns/evil/players/img-src-x-onerror-window-xss-name/"])
def test_a_hostile_log_runs_nothing_and_still_shows_its_text(page, hostile_url, path):
    page.goto(f"{hostile_url}/{path}")
    for link in page.query_selector_all("main a"):
        if (link.get_attribute("href") or "").startswith("#round"):
            link.click()
    page.wait_for_timeout(200)
    assert page.evaluate("window.__xss") is None
    text = page.inner_text("main")
    assert "<img src=x onerror=" in text or "<script>" in text
    assert not page.query_selector_all("main script, main iframe, main [onerror], main [onload], main [onclick]")
    assert not [a for a in page.eval_on_selector_all("a", "as => as.map(a => a.getAttribute('href') || '')")
                if a.lower().startswith("javascript:")]


def test_search_ranks_the_page_titled_with_a_players_name_first(page, site_url):
    page.goto(f"{site_url}/en/")
    links = search(page, "Cleo")
    assert links[0].endswith("/en/campaigns/harbour/players/cleo/")
    assert page.locator(".pagefind-ui__result-thumb").count() == 0  # no empty picture column


SCREENS = [(360, 740), (390, 844), (1280, 800)]
SHIFTS = """window.__shift = 0; window.__moved = [];
new PerformanceObserver(list => { for (const e of list.getEntries()) if (!e.hadRecentInput) {
    window.__shift += e.value;
    window.__moved.push(e.value.toFixed(3) + ' ' + e.sources.map(s => s.node && s.node.className ? String(s.node.className) : '?').join(','));
} }).observe({type: 'layout-shift', buffered: true});"""


@pytest.mark.parametrize("path", ["en/campaigns/harbour/episodes/01/", "en/campaigns/harbour/", "fr/faq/my-island/"])
@pytest.mark.parametrize("width,height", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_a_page_neither_runs_past_the_screen_nor_shifts_as_it_loads(browser, site_url, path, width, height):
    """No sideways scroll on a phone; the replay's layout, the search box and the scroll bar are in place
    from the first paint (cumulative layout shift under 0.05, Lighthouse's 'good')."""
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=width < 500, has_touch=width < 500)
    tab = context.new_page()
    tab.add_init_script(SHIFTS)
    tab.goto(f"{site_url}/{path}", wait_until="load")
    tab.wait_for_function("document.querySelector('.pagefind-ui__search-input')")  # the search box has filled in
    assert tab.evaluate("document.documentElement.scrollWidth") <= width
    assert tab.evaluate("window.__shift") < 0.05, tab.evaluate("window.__moved")
    context.close()
