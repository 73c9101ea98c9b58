"""Benchmark table mode as a phone feels it: headless Chromium, a 390x844 touch screen, a local server.

    python bench/table_browser.py [--taps 30]     # prints p50 and p95; targets: p50 < 50 ms, p95 < 100 ms

For each game, a generated 24-episode, 4-player campaign is cut after round 20 of an episode (as
bench/table.py does). Measured in the page, from the tap's event to the frame that shows it:
- card: a card tapped in the picker until the board shows that card's legal spaces;
- space: a legal space tapped on the board as the phone shows it (magnified there since issue 33)
  until the piece is previewed on it;
- confirm: Confirm tapped until the page shows the choice made (the next state).
Between samples the choice and the card are taken back through the API, as another phone would.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
sys.path.insert(0, str(Path(__file__).parent.parent))

from synth import write_campaign  # noqa: E402

from generator.table.server import TableServer  # noqa: E402
from table import at_round  # noqa: E402

ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--no-first-run"]
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}

# Times a tap in the page: from the event to the next frame after `done` holds (checked each frame);
# 10 s without it is reported as 10,000 ms rather than waited for. The click is heard on the document,
# so that an element drawn again between arming and tapping (another phone's change redraws the page)
# is still timed; a tap that never arrives is reported as 10,000 ms after 20 s, never waited for.
TIMER = """([selector, done]) => { window.__timing = new Promise(resolve => {
    const holds = new Function('return ' + done);
    const heard = event => {
        if (!event.target.closest || !event.target.closest(selector)) return;
        document.removeEventListener('click', heard, true);
        const start = performance.now();
        const check = () => holds() || performance.now() - start > 10000 ? resolve(performance.now() - start)
                                                                         : requestAnimationFrame(check);
        requestAnimationFrame(check);
    };
    document.addEventListener('click', heard, true);
    setTimeout(() => resolve(10000), 20000);
}); }"""


def timed(page, selector: str, done: str) -> float:  # type: ignore[no-untyped-def]
    page.evaluate(TIMER, [selector, done])  # armed first, awaited after the tap
    page.locator(selector).first.tap()
    return float(page.evaluate("window.__timing"))


def state(server: TableServer) -> dict[str, Any]:
    return json.loads(urllib.request.urlopen(f"http://127.0.0.1:{server.port}/api/state").read())


def call(server: TableServer, path: str, body: dict[str, object]) -> None:
    """A write as another phone makes it, at the version the table holds now."""
    version = state(server)["version"]
    request = urllib.request.Request(f"http://127.0.0.1:{server.port}{path}", data=json.dumps({**body, "version": version}).encode(),
                                     headers={"X-Chronicle-Key": server.key, "Content-Type": "application/json"})
    try:
        urllib.request.urlopen(request).read()
    except urllib.error.HTTPError as err:
        raise SystemExit(f"{path} {body}: {err.code} {err.read().decode()}") from None


def measure(browser, game: str, tmp: Path, taps: int) -> None:  # type: ignore[no-untyped-def]
    folder = write_campaign(tmp / game, seed=7, game=game, mode="legacy", rules="legacy-1")
    at_round(folder, 20)
    server = TableServer(folder, "127.0.0.1", 0, say=lambda _: None).start()
    try:
        page = browser.new_context(**PHONE).new_page()
        page.set_default_timeout(10_000)
        page.goto(f"http://127.0.0.1:{server.port}/?key={server.key}&lang=en")
        page.wait_for_selector("#card-pick:not([hidden]) .card")
        cards, spaces, confirms = [], [], []
        deck = page.eval_on_selector_all("#card-pick .card", "cards => cards.map(c => c.dataset.card)")
        for i in range(taps):
            card = deck[i % len(deck)]
            cards.append(timed(page, f"#card-pick .card[data-card='{card}']",
                               f"document.querySelector('#board').dataset.ready?.endsWith('|{card}')"))
            me = page.locator("#players [aria-pressed=true] .name").inner_text()
            if page.locator("#board g.cell.legal").count():
                page.locator("#board g.cell.legal").first.scroll_into_view_if_needed()  # a finger scrolls, then taps
                spaces.append(timed(page, "#board g.cell.legal", "document.querySelector('#ghost g') !== null && "
                                    "!document.querySelector('#preview').hidden"))
            if page.locator("#move-list option").count() > 1:  # a legal placement, chosen from the list
                page.locator("#move-list").select_option(index=1)
                before = state(server)["round"]
                confirms.append(timed(page, "#confirm", f"document.querySelector('#where').textContent.includes('round {before + 2}') || "
                                      "document.querySelector('#round .status').textContent.includes('✓')"))
                if state(server)["round"] > before:  # the last player in: the round was written
                    call(server, "/api/undo", {})
                else:
                    call(server, "/api/choice", {"player": me, "action": None})  # taken back: the same state again
            if state(server)["pending"]["card"] is not None:
                call(server, "/api/card", {"card": None})
            page.wait_for_selector("#card-pick:not([hidden]) .card")
        report(game, "card tap -> legal spaces shown", cards)
        report(game, "space tap -> piece previewed", spaces)
        report(game, "Confirm -> the choice shown", confirms)
        page.context.close()
    finally:
        server.stop()


def report(game: str, what: str, times: list[float]) -> None:
    if not times:
        print(f"{game:9} {what:32} no sample (no card had a legal placement)")
        return
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
    ok = statistics.median(times) < 50 and p95 < 100
    print(f"{game:9} {what:32} p50 {statistics.median(times):6.1f} ms  p95 {p95:6.1f} ms  max {ordered[-1]:6.1f} ms  "
          f"{'PASS' if ok else 'FAIL'} (p50 < 50, p95 < 100)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=30)
    taps = parser.parse_args().taps
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p, tempfile.TemporaryDirectory() as tmp:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for game in ("my-island", "my-city"):
            measure(browser, game, Path(tmp), taps)
        browser.close()


if __name__ == "__main__":
    main()
