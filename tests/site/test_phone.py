"""Every page of the demonstration site on a 360 px phone, in its three languages: nothing runs past
the screen's width (long standings in the rounds list, score sheets and boards wrap or fit)."""

from __future__ import annotations

import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from generator.site.build import build
from generator.site.settings import Settings

playwright = pytest.importorskip("playwright.sync_api")
DEMO = Path(__file__).resolve().parents[2] / "campaigns"


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, list[str]]]:
    out = tmp_path_factory.mktemp("demo") / "site"
    build(Settings([DEMO], out, search=False, analysis=False))
    pages = sorted("/" + p.relative_to(out).parent.as_posix() + "/" for p in out.glob("*/**/index.html"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(out)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}", pages
    server.shutdown()


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
