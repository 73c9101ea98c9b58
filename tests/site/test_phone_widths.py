"""Every kind of page of the demonstration site on the three common phone widths, 360, 390 and 412 px
(issue 33, pages on phones): nothing runs past the screen's width, and nothing moves as the page
loads, as its search box fills in, nor as its replay starts and steps (cumulative layout shift, read
by a PerformanceObserver, under 0.05: Lighthouse's 'good'). Each width reads the site in another
language, so that the longest words of each are laid out."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from generator.site.build import build
from generator.site.settings import Settings
from helpers import DEMO, served_site

playwright = pytest.importorskip("playwright.sync_api")

WIDTHS = {360: "es", 390: "fr", 412: "en"}
SHIFTS = """window.__shifts = [];
const drawer = node => { const e = node && (node.nodeType === 1 ? node : node.parentElement); return !!(e && e.closest('.pagefind-ui__drawer')); };
new PerformanceObserver(list => { for (const e of list.getEntries()) {
  window.__shifts.push([e.value, e.sources.map(s => s.node ? (s.node.className || s.node.nodeName).toString() : '?').join(','),
                        e.sources.some(s => drawer(s.node)) && e.sources.every(s => !s.node || drawer(s.node))]);
} }).observe({type: 'layout-shift', buffered: true});"""
"""Every shift is counted, those after a tap too: the replay's own steps come long after it."""


def kind(path: str) -> str:
    """A page's kind from its address: 'episode', 'campaign player', 'faq'... ('home' for /en/)."""
    parts = path.strip("/").split("/")[1:]  # without the language
    if not parts:
        return "home"
    if parts[0] == "campaigns":
        return "campaign" if len(parts) == 2 else {"episodes": "episode", "players": "campaign player", "rules": "ruleset"}[parts[2]]
    return "person" if parts[0] == "players" and len(parts) > 1 else parts[0]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, dict[str, str]]]:
    """The demo site with its search, served; for each kind of page its heaviest one (its address without the language)."""
    out = tmp_path_factory.mktemp("phones") / "site"
    build(Settings([DEMO], out, analysis=False))
    kinds = heaviest(out)
    for address in served_site(out):  # its one address, served until the module's tests are done
        yield address, kinds


def heaviest(site: Path) -> dict[str, str]:
    """For each kind of page of `site`, its heaviest one's address without the language."""
    found: dict[str, tuple[int, str]] = {}
    for page in site.glob("en/**/index.html"):
        path = "/" + page.relative_to(site).parent.as_posix() + "/"
        size = page.stat().st_size
        if size > found.get(kind(path), (0, ""))[0]:
            found[kind(path)] = (size, path.removeprefix("/en"))
    return {k: path for k, (_, path) in found.items()}


def test_every_page_says_what_it_is_in_its_description(demo_site):
    """Lighthouse's SEO asks it of every page: the page for a wrong address (404.html) had none."""
    pages = list(demo_site.rglob("*.html"))
    bare = [p.relative_to(demo_site).as_posix() for p in pages
            if not re.search(r'<meta name="description" content="[^"]', p.read_text(encoding="utf-8"))]
    assert len(pages) > 100 and bare == []


def test_the_demo_has_every_kind_of_page(demo_site):
    """The browser tests below read the heaviest page of each kind: there is one of every kind (the same pages as
    the site they serve, which is built with its search)."""
    kinds = heaviest(demo_site)
    assert {"home", "campaign", "episode", "campaign player", "ruleset", "rules", "faq", "glossary",
            "games"} <= set(kinds)


@pytest.fixture(params=sorted(WIDTHS), ids=lambda width: f"{width}px")
def phone(request, browser):  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": request.param, "height": 780}, is_mobile=True, has_touch=True,
                                  device_scale_factor=2)
    tab = context.new_page()
    tab.add_init_script(SHIFTS)
    yield tab, request.param, WIDTHS[request.param]
    context.close()


def loaded(tab, address: str) -> None:  # type: ignore[no-untyped-def]
    tab.goto(address, wait_until="load")
    tab.wait_for_function("!document.getElementById('search') || document.querySelector('.pagefind-ui__search-input')")
    tab.wait_for_timeout(300)  # a late paint's shift is counted too


def still(tab, width: int) -> None:  # type: ignore[no-untyped-def]
    """No sideways scroll, the standings' table no wider than its box, and a layout shift under 0.05."""
    assert tab.evaluate("document.documentElement.scrollWidth") <= width
    wide = tab.eval_on_selector_all(".scroll:has(table.results)", "boxes => boxes.filter(b => b.scrollWidth > b.clientWidth + 1)")
    assert wide == [], "the standings' table needs a sideways swipe"
    shifts = tab.evaluate("window.__shifts")
    assert sum(value for value, _, _ in shifts) < 0.05, shifts


def test_no_page_runs_past_the_screen_or_moves_as_it_loads(site, phone):
    base, kinds = site
    tab, width, lang = phone
    for name, path in sorted(kinds.items()):
        loaded(tab, f"{base}/{lang}{path}")
        still(tab, width)
    for path in ("/", "/404.html"):  # the language picker and the page for a wrong address
        loaded(tab, base + path)
        still(tab, width)


def test_the_heaviest_episode_holds_still_as_its_replay_starts_and_steps(site, phone):
    """The counter filling in, the captions saying 'after round N', the round's box changing: no board moves."""
    base, kinds = site
    tab, width, lang = phone
    loaded(tab, f"{base}/{lang}{kinds['episode']}")
    tab.locator("[data-step=play]").tap()
    tab.wait_for_timeout(2500)  # the replay steps twice on its own
    tab.locator("[data-step=play]").tap()
    last = int(tab.get_attribute(".replay", "data-steps") or 0)
    for step in range(last + 1):  # every step, as the slider shows it
        tab.eval_on_selector(".controls input[type=range]", "(s, n) => { s.value = String(n); s.dispatchEvent(new Event('input')); }", step)
    still(tab, width)


def test_the_standings_table_reads_as_a_card_per_episode_on_a_phone(site, phone):
    """Every player's column in view at 360 px, each cell saying whose it is."""
    base, kinds = site
    tab, width, lang = phone
    loaded(tab, f"{base}/{lang}{kinds['campaign']}")
    table = tab.locator("table.results")
    assert table.bounding_box()["width"] <= width
    cells = tab.eval_on_selector_all("table.results tbody tr:first-child td:not(.rules)", "cells => cells.map(c => c.innerText)")
    names = tab.eval_on_selector_all("table.results thead th", "heads => heads.map(h => h.textContent.trim())")
    assert len(cells) >= 3 and all(re.match(r"\S", cell) for cell in cells)
    for name, cell in zip(names[2:], cells):  # after the episode and its rules: a player's, then the debt
        assert any(cell.startswith(one) for one in name.split(" → ")), (name, cell)
    boxes = [tab.eval_on_selector(f"table.results tbody tr:first-child td:nth-of-type({i})", "c => c.getBoundingClientRect().right")
             for i in range(1, len(cells) + 1)]
    assert max(boxes) <= width


def test_the_search_box_opens_its_results_within_the_screen(site, phone):
    """The results open over the page, within the screen's width, and the page beneath them holds still
    (pagefind's results filling in move one another inside their drawer: those answer the typing)."""
    base, _ = site
    tab, width, lang = phone
    loaded(tab, f"{base}/{lang}/")
    tab.locator("#search input").fill("Lucía")
    tab.wait_for_selector(".pagefind-ui__result-link")
    tab.wait_for_timeout(500)
    drawer = tab.locator(".pagefind-ui__drawer").bounding_box()
    assert drawer["x"] >= 0 and drawer["x"] + drawer["width"] <= width
    tab.evaluate("window.__shifts = window.__shifts.filter(([value, nodes, inDrawer]) => !inDrawer)")
    still(tab, width)


@pytest.mark.parametrize("path", ["/campaigns/reef-raiders/", "/campaigns/river-town/"])
def test_a_page_is_laid_out_once_at_desktop_width_too(site, browser, path):
    """The charts side by side and the table whole at 1280 px, without a shift."""
    base, _ = site
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    tab = context.new_page()
    tab.add_init_script(SHIFTS)
    loaded(tab, f"{base}/en{path}")
    charts = tab.eval_on_selector_all(".charts svg.chart", "charts => charts.map(c => c.getBoundingClientRect().top)")
    assert len(charts) == 2 and abs(charts[0] - charts[1]) < 1, "the two charts side by side"
    still(tab, 1280)
    context.close()
