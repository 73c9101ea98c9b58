"""The table on phones (issue 33, "The table"): My City's first round on the shipped board at 390x844,
two phone contexts against one server on 127.0.0.1.

- MC-R02/MC-R03: the river is painted above the highlighted spaces and the preview, and the names of
  the spaces under a preview stay readable;
- two phones confirming different placements for the last player of a round: the round is written
  with the first, and the other phone is told that its choice was not written and which one was
  (es, fr, en);
- every space a finger chooses is at least 44 px, and the whole board stays in view beside the
  magnified one; nothing runs past the screen's width.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from helpers import TableClient, accessible, serve_table, table_phone

playwright = pytest.importorskip("playwright.sync_api")

# Everything in the board hit-testable, so that elementFromPoint says what is painted on top.
HIT_ALL = "#board svg *, #board svg { pointer-events: auto !important; }"


def city_round_one(folder: Path) -> Path:
    """My City's first episode on the shipped board, before any round: the first building must lie along
    the river (MC-R03), so every riverside space of the light-green land is highlighted."""
    (folder / "episodes").mkdir(parents=True)
    (folder / "campaign.yaml").write_text("title: Riverside\ngame: my-city\nmode: legacy\nboard: sample-legacy\n"
                                          "pieces: sample\nlanguage: en\nplayers: [{name: Ana}, {name: Ben}]\n",
                                          encoding="utf-8")
    (folder / "episodes" / "01.yaml").write_text("episode: 1\nrules: legacy-1\nrounds: []\n", encoding="utf-8")
    return folder


@pytest.fixture
def city(tmp_path: Path) -> Iterator[tuple[Path, TableClient]]:
    folder = city_round_one(tmp_path / "riverside")
    for _server, client in serve_table(folder):
        yield folder, client


def address(client: TableClient, lang: str = "en") -> str:
    return f"{client.base}/?key={client.key}&lang={lang}"


def first_card(client: TableClient) -> str:
    """The first card of the deck with a legal placement for Ana, revealed through the API."""
    state = client.get("/api/state")[1]
    for card in state["cards_left"]:
        if card != "block" and client.get(f"/api/moves?player=Ana&card={card}")[1]["moves"]:
            assert client.post("/api/card", {"card": card, "version": state["version"]})[0] == 200
            return card
    raise AssertionError("no card of the deck fits the board")


def turn_ready(page, name: str) -> None:  # type: ignore[no-untyped-def]
    page.wait_for_function(f"(document.querySelector('#board').dataset.ready || '').startsWith({name!r} + '|')")


def river_on_top(page) -> list[str]:  # type: ignore[no-untyped-def]
    """The river's points (a unit beside the middle of each of its sides, on both banks) that are in
    view and where something else is painted above the river: [] when the river is always on top."""
    page.add_style_tag(content=HIT_ALL)
    return page.evaluate("""() => {
        const svg = document.querySelector('#board svg'), frame = document.querySelector('#board').getBoundingClientRect();
        const hidden = [];
        for (const line of svg.querySelectorAll('line.river')) {
            const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map(a => line[a].baseVal.value);
            const nx = (y2 - y1) / Math.hypot(x2 - x1, y2 - y1), ny = (x1 - x2) / Math.hypot(x2 - x1, y2 - y1);
            for (const side of [1, -1]) {
                const p = svg.createSVGPoint();
                p.x = (x1 + x2) / 2 + side * nx; p.y = (y1 + y2) / 2 + side * ny;
                const at = p.matrixTransform(line.getScreenCTM());
                if (at.x < frame.left + 2 || at.x > frame.right - 2 || at.y < frame.top + 2 || at.y > frame.bottom - 2) continue;
                if (at.y < 0 || at.y > innerHeight) continue;
                const top = document.elementFromPoint(at.x, at.y);
                if (!top || !top.classList.contains('river'))
                    hidden.push(`${Math.round(at.x)},${Math.round(at.y)}: ${top ? top.tagName + '.' + top.getAttribute('class') : 'nothing'}`);
            }
        }
        return hidden;
    }""")


def river_everywhere(page) -> list[str]:  # type: ignore[no-untyped-def]
    """`river_on_top` with the frame of a magnified board at each of its corners in turn."""
    hidden = []
    for x, y in [(0, 0), (10**5, 0), (0, 10**5), (10**5, 10**5)]:
        page.evaluate(f"document.querySelector('#board').scrollTo({x}, {y})")
        hidden += river_on_top(page)
    return hidden


def test_MC_R03_the_river_is_painted_above_the_highlighted_spaces_and_the_preview(browser, city):
    """Round 1 of My City: every riverside space is legal (MC-R03), outlined in orange on both banks.
    The river stays on top of those outlines everywhere, and of a building previewed along it."""
    folder, client = city
    first_card(client)
    page = table_phone(browser, address(client))
    turn_ready(page, "Ana")
    assert page.locator("#board g.cell.legal").count() > 20
    assert page.locator("#board line.river").count() > 10
    assert river_everywhere(page) == []
    riverside = page.evaluate("""() => {
        const moves = [...document.querySelectorAll('#move-list option')].map(o => o.textContent.split(' ')[0]);
        return moves[1]; }""")
    page.locator("#move-list").select_option(index=1)  # a building along the river, previewed
    assert page.locator("#ghost g").count() >= 1, riverside
    assert river_everywhere(page) == []
    order = page.evaluate("[...document.querySelector('#board svg').children].map(n => n.id || n.getAttribute('class'))")
    assert order.index("legal") < order.index("rivers") and order.index("ghost") < order.index("rivers")
    page.context.close()


def test_a_preview_leaves_the_names_of_the_spaces_beneath_it_readable(browser, city):
    """The building previewed covers its spaces; their names (C4, C5) are written above it."""
    folder, client = city
    first_card(client)
    page = table_phone(browser, address(client))
    turn_ready(page, "Ana")
    page.locator("#move-list").select_option(index=1)
    covered = page.evaluate("""() => {
        const list = document.querySelector('#move-list');
        return list.options[list.selectedIndex].textContent.split(' ')[0]; }""")
    page.add_style_tag(content=HIT_ALL)
    names = page.evaluate("""() => [...document.querySelectorAll('#ghost text.name')].map(t => {
        t.scrollIntoView({block: 'center', inline: 'center'});
        const r = t.getBoundingClientRect(), top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return [t.textContent, top && top.tagName === 'text' ? top.textContent : (top ? top.tagName : '')]; })""")
    assert names and all(name == on_top for name, on_top in names), names
    assert covered in [name for name, _ in names]
    page.context.close()


def test_every_space_a_finger_chooses_is_44_px_and_the_whole_board_stays_in_view(browser, city):
    """At 390 px the whole board's spaces are about 32 px: the board opens magnified, every space at
    least 44x44 px, beside an overview of the whole board with the part in the frame outlined; a tap on
    the overview moves the frame there. Shown whole (the magnifier), a tap magnifies about the space
    tapped rather than choosing it. Nothing is wider than the screen."""
    folder, client = city
    first_card(client)
    page = table_phone(browser, address(client))
    turn_ready(page, "Ana")
    assert page.get_attribute("#enlarge", "aria-pressed") == "true"
    sizes = page.evaluate("""() => [...document.querySelectorAll('#board g.cell > path:first-child')].map(p => {
        const r = p.getBoundingClientRect(); return Math.min(r.width, r.height); })""")
    assert min(sizes) >= 44
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    overview = page.locator("#overview")
    assert overview.is_visible()
    box = overview.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
    assert page.locator("#overview g.cell").count() == page.locator("#board g.cell").count()  # the whole board
    mark = page.locator("#overview .in-view").bounding_box()
    assert mark is not None and 0 < mark["width"] < box["width"]  # the frame's part, outlined
    before = page.evaluate("[document.querySelector('#board').scrollLeft, document.querySelector('#board').scrollTop]")
    overview.tap(position={"x": 4, "y": 4})  # the board's top left corner
    after = page.evaluate("[document.querySelector('#board').scrollLeft, document.querySelector('#board').scrollTop]")
    assert after != before and after[0] <= before[0] and after[1] <= before[1]
    accessible(page)  # the overview is a picture for the eye (aria-hidden): the frame and the list say it all
    page.locator("#enlarge").tap()  # the whole board
    assert page.evaluate("document.querySelector('#board svg').getBoundingClientRect().width") <= 390
    assert not overview.is_visible()
    assert page.locator("#hint").inner_text().startswith("The whole board: tap a space to enlarge")
    legal = page.locator("#board g.cell.legal").first
    legal.tap()  # too small to choose from: magnified about it, nothing chosen yet
    assert page.get_attribute("#enlarge", "aria-pressed") == "true"
    assert page.is_disabled("#confirm")
    assert page.locator("#hint").inner_text().startswith("Tap a highlighted space")
    assert min(legal.bounding_box()["width"], legal.bounding_box()["height"]) >= 44
    legal.tap()
    assert page.is_enabled("#confirm")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.errors == []
    page.context.close()


def hold_events(page) -> None:  # type: ignore[no-untyped-def]
    """The page hears of no change until it asks: its event stream is never answered, as a phone's that
    another phone's write has not yet reached."""
    page.route("**/api/events*", lambda route: None)


@pytest.mark.parametrize("lang,told", [
    ("en", "Your choice for Ben ({mine}) was not written: another phone chose first. Round 1 was written with Ben: {theirs}."),
    ("es", "Tu elección para Ben ({mine}) no se ha escrito: otro móvil eligió antes. La ronda 1 se escribió con Ben: {theirs}."),
    ("fr", "Votre choix pour Ben ({mine}) n\u2019a pas été écrit\u00a0: un autre téléphone a choisi avant. "
           "Le tour 1 a été écrit avec Ben\u00a0: {theirs}."),
])
def test_LG_02_two_phones_choose_for_the_last_player_and_the_losing_phone_is_told(browser, tmp_path, lang, told):
    """Ana has chosen; two phones both show Ben's turn and confirm different placements. The round is
    written with the first to arrive; the second phone says its choice was not written and which one
    was, in the page's language, and moves on to the next round."""
    folder = city_round_one(tmp_path / "riverside")
    for _server, client in serve_table(folder):
        card = first_card(client)
        ana = client.get(f"/api/moves?player=Ana&card={card}")[1]["moves"][0]["action"]
        assert client.post("/api/choice", {"player": "Ana", "action": ana, "version": client.version()})[0] == 200
        first, second = (table_phone(browser, address(client, lang)) for _ in range(2))
        hold_events(second)
        second.reload()
        for page in (first, second):
            turn_ready(page, "Ben")
        first.locator("#move-list").select_option(index=1)
        second.locator("#move-list").select_option(index=2)
        theirs, mine = (page.locator("#preview .what strong").inner_text() for page in (first, second))
        assert theirs != mine
        first.locator("#confirm").tap()
        first.wait_for_function("document.querySelector('#where').textContent.includes('2')")  # round 2 now
        second.locator("#confirm").tap()
        notice = second.locator("#notice .error")
        second.wait_for_function("document.querySelector('#notice').textContent.includes('Ben')")
        assert notice.inner_text() == told.format(mine=mine, theirs=theirs)
        second.wait_for_selector("#card-pick:not([hidden])")  # and the page moves on to round 2
        assert notice.is_visible()
        log = (folder / "episodes" / "01.yaml").read_text(encoding="utf-8")
        assert f"Ben: {theirs}" in log and mine not in log
        assert first.errors == [] and [e for e in second.errors if "409" not in e] == []
        for page in (first, second):
            page.context.close()


def choose(client: TableClient, player: str, action: str, version: str) -> tuple[int, Any]:
    return client.post("/api/choice", {"player": player, "action": action, "version": version})


def test_LG_02_a_late_phone_sending_the_choice_written_is_answered_as_written(city):
    """The same placement sent by both phones: the second finds it written, not refused."""
    folder, client = city
    card = first_card(client)
    moves = client.get(f"/api/moves?player=Ben&card={card}")[1]["moves"]
    assert choose(client, "Ana", moves[0]["action"], client.version())[0] == 200
    before = client.version()
    status, answer = choose(client, "Ben", moves[1]["action"], before)
    assert status == 200 and answer["round"] == 1
    status, answer = choose(client, "Ben", moves[1]["action"], before)
    assert (status, answer["round"]) == (200, 1)
    status, answer = choose(client, "Ben", moves[2]["action"], before)
    assert status == 409 and answer["overtaken"] == {"player": "Ben", "action": moves[2]["action"],
                                                     "written": moves[1]["action"], "round": 1}
    status, answer = choose(client, "Ben", "pass", "0" * 16)  # a version the table never wrote over: stale
    assert status == 409 and "overtaken" not in answer
