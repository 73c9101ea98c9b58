"""Table mode's layout on a phone and a laptop, with the shipped full-size boards of both games:
nothing runs past the screen's width, and Confirm, Turn, Pass and Stop are in view without
scrolling once a card is chosen (the controls of LG-02's three choices)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from generator.table.server import TableServer

playwright = pytest.importorskip("playwright.sync_api")
SCREENS = [(360, 740, True), (390, 844, True), (1280, 800, False)]


@pytest.fixture(params=["my-island", "my-city"])
def table(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    folder = tmp_path / request.param
    (folder / "episodes").mkdir(parents=True)
    (folder / "campaign.yaml").write_text(f"title: Layout\ngame: {request.param}\nmode: legacy\nboard: sample-legacy\n"
                                          "pieces: sample\nplayers: [{name: Ana}, {name: Ben}, {name: Cloe}]\n", encoding="utf-8")
    (folder / "episodes" / "01.yaml").write_text("episode: 1\nrules: legacy-1\nrounds: []\n", encoding="utf-8")
    server = TableServer(folder, "127.0.0.1", 0, say=lambda _: None).start()
    try:
        yield f"http://127.0.0.1:{server.port}/?key={server.key}&lang=fr"
    finally:
        server.stop()


@pytest.mark.parametrize("width,height,phone", SCREENS, ids=[f"{w}x{h}" for w, h, _ in SCREENS])
def test_the_turns_controls_are_in_view_and_nothing_overflows(browser, table, width, height, phone):
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone)
    page = context.new_page()
    page.goto(table)
    page.wait_for_selector("#card-pick:not([hidden]) .card")
    assert page.evaluate("document.documentElement.scrollWidth") <= width  # the card picker
    page.locator("#card-pick .card").first.click()
    page.wait_for_selector("#board[data-ready]")
    assert page.evaluate("document.documentElement.scrollWidth") <= width  # the turn with its board
    if height >= 800:  # a phone of 360x740 may scroll a little; 390x844 and a 1280x800 laptop may not
        out = page.evaluate("""() => ['#confirm', '#rotate', '#pass', '#stop'].filter(s => {
            const r = document.querySelector(s).getBoundingClientRect();
            return r.top < 0 || r.bottom > innerHeight || r.right > innerWidth; })""")
        assert out == []
    context.close()


def test_a_card_chosen_low_in_the_list_opens_its_turn_at_the_top(browser, table):
    """On a phone the picker is longer than the screen: the turn it opens starts at its top, with
    the board, not where the finger left the list."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(table)
    page.wait_for_selector("#card-pick:not([hidden]) .card")
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    assert page.evaluate("window.scrollY") > 0
    page.locator("#card-pick .card").last.tap()
    page.wait_for_selector("#board[data-ready]")
    assert page.evaluate("window.scrollY") == 0
    context.close()


def first_turn(context, table: str):  # type: ignore[no-untyped-def]
    """A phone's page on the first player's turn with the first card of the picker."""
    page = context.new_page()
    page.goto(table)
    page.wait_for_selector("#card-pick:not([hidden]) .card")
    page.locator("#card-pick .card").first.tap()
    page.wait_for_selector("#board[data-ready]")
    return page


def test_the_enlarged_board_gives_every_space_a_fingers_width(browser, table):
    """On a phone the whole board is too small to tap safely (a hex space is about 29 px wide at
    390 px). The board opens enlarged there (issue 33): every space is at least 44x44 CSS px, the
    frame opens on the legal spaces (LG-03's placements), and a tap there picks a placement as on
    the whole board."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = first_turn(context, table)
    assert page.get_attribute("#enlarge", "aria-pressed") == "true"
    smallest = page.evaluate("""() => Math.min(...[...document.querySelectorAll('#board g.cell > path:first-child')].map(p => {
        const r = p.getBoundingClientRect(); return Math.min(r.width, r.height); }))""")
    assert smallest >= 44
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # the board scrolls inside its frame
    in_frame = page.evaluate("""() => {
        const f = document.querySelector('#board').getBoundingClientRect();
        return [...document.querySelectorAll('#legal path')].some(p => { const r = p.getBoundingClientRect();
            return r.left >= f.left && r.right <= f.right && r.top >= f.top && r.bottom <= f.bottom; }); }""")
    assert in_frame
    out = page.evaluate("""() => ['#confirm', '#rotate'].filter(s => document.querySelector(s).getBoundingClientRect().bottom > innerHeight)""")
    assert out == []  # the frame leaves Turn and Confirm in view
    legal = page.locator("#board g.cell.legal").first
    legal.scroll_into_view_if_needed()
    legal.tap()
    assert page.is_enabled("#confirm")
    page.locator("#enlarge").tap()  # and back to the whole board
    assert page.evaluate("document.querySelector('#board svg').getBoundingClientRect().width") <= 390
    context.close()


def test_turn_turns_the_piece_about_the_tapped_space_first(browser, table):
    """LG-03: a tap on a legal space picks a placement anchored there when there is one, and Turn
    goes through that space's orientations before the placements that only cover it."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = first_turn(context, table)
    anchors = page.evaluate("""() => fetch('/api/moves?' + new URLSearchParams({player: 'Ana',
        card: document.querySelector('#board').dataset.ready.split('|')[1], key: new URLSearchParams(location.search).get('key')}))
        .then(r => r.json()).then(d => d.moves.map(m => m.anchor))""")
    cell = max(set(anchors), key=anchors.count)
    turns = anchors.count(cell)
    seen = []
    page.locator("#board g.cell", has=page.locator(f"text.name:text-is('{cell}')")).dispatch_event("click")
    for _ in range(turns):
        seen.append(page.locator("#preview .what strong").text_content().split(" ")[0])
        page.locator("#rotate").tap()
    assert seen == [cell] * turns
    context.close()
