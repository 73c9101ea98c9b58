"""A page that arrives slowly holds still as it arrives (issue 33, pages on phones: layout shift under
0.05 at 360, 390 and 412 px). A phone paints what it has read of a page before the rest has come: the
demo's heaviest episode page is served here 16 KB at a time, 60 ms apart, as over a slow line.

On a phone the replay's round box and its hint are shown below the boards but written before them:
painted as they arrived, above the first board, then pushed below the last, they moved by 0.02 to
0.12 (here at 390 and 412 px; Lighthouse at 412 px). They are kept out until the page has been read past
the replay (style.css)."""

from __future__ import annotations

import http.server
import shutil
import time
from collections.abc import Iterator
from typing import BinaryIO

import pytest

from generator.site.build import build
from generator.site.settings import Settings
from helpers import DEMO, served_site

playwright = pytest.importorskip("playwright.sync_api")

PHONES = {360: (740, "es"), 390: (844, "fr"), 412: (823, "en")}
"""Width: height and the language read (Lighthouse's phone is 412 x 823; an iPhone 390 x 844)."""
SHIFTS = """window.__shifts = [];
new PerformanceObserver(list => { for (const e of list.getEntries()) {
  window.__shifts.push([e.value, e.sources.map(s => s.node ? (s.node.className || s.node.nodeName).toString() : '?').join(',')]);
} }).observe({type: 'layout-shift', buffered: true});"""


class Slow(http.server.SimpleHTTPRequestHandler):
    """A page in chunks of 16 KB, 60 ms apart (its style and script at once)."""

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass

    def copyfile(self, source: BinaryIO, outputfile: BinaryIO) -> None:  # type: ignore[override]
        if not self.path.endswith("/"):
            shutil.copyfileobj(source, outputfile)
            return
        for _ in range(200):  # a page is at most 3 MB
            chunk = source.read(16384)
            if not chunk:
                break
            outputfile.write(chunk)
            outputfile.flush()
            time.sleep(0.06)


@pytest.fixture(scope="module")
def slow_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    """The demo site served slowly, and its heaviest episode page's address without the language."""
    out = tmp_path_factory.mktemp("slow") / "site"
    build(Settings([DEMO], out, search=False, analysis=False))
    heaviest = max(out.glob("en/campaigns/*/episodes/*/index.html"), key=lambda page: page.stat().st_size)
    path = "/" + heaviest.parent.relative_to(out / "en").as_posix() + "/"
    for address in served_site(out, Slow):  # its one address, served until the module's tests are done
        yield address, path


@pytest.mark.parametrize("width", sorted(PHONES), ids=lambda width: f"{width}px")
def test_the_heaviest_episode_holds_still_as_it_arrives(slow_site, browser, width):  # type: ignore[no-untyped-def]
    base, path = slow_site
    height, lang = PHONES[width]
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=True, has_touch=True,
                                  device_scale_factor=2)
    tab = context.new_page()
    tab.add_init_script(SHIFTS)
    tab.goto(f"{base}/{lang}{path}", wait_until="load")
    tab.wait_for_timeout(500)
    shifts = tab.evaluate("window.__shifts")
    context.close()
    assert sum(value for value, _ in shifts) < 0.05, shifts
    assert not [nodes for _, nodes in shifts if "hint" in nodes or "this-round" in nodes], shifts
