"""Every page of the demonstration site on a 360 px phone, in its three languages: nothing runs past
the screen's width (long standings in the rounds list, score sheets and boards wrap or fit)."""

from __future__ import annotations

from pathlib import Path

import pytest

playwright = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def demo(demo_site: Path, served_demo: str) -> tuple[str, list[str]]:
    """The demo site as conftest builds and serves it (without search), and every page's address after the host."""
    pages = sorted("/" + p.relative_to(demo_site).parent.as_posix() + "/" for p in demo_site.glob("*/**/index.html"))
    return served_demo, pages


def test_no_page_of_the_demo_is_wider_than_a_360_px_phone(browser, demo):
    base, pages = demo
    context = browser.new_context(viewport={"width": 360, "height": 740}, is_mobile=True, has_touch=True)
    tab = context.new_page()
    wide = {}
    for path in pages:
        tab.goto(base + path, wait_until="domcontentloaded")
        width = tab.evaluate("document.documentElement.scrollWidth")
        if width > 360:
            wide[path] = width
    context.close()
    assert len(pages) > 100 and wide == {}
