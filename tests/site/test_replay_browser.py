"""The episode replay tells the game round by round, in headless Chromium: the captions follow
every step with that moment's token, debt and rank (LG-01, LG-03, LG-08), a phone swipes through
the rounds with the controls in reach, a tap enlarges a board with readable cell names, every
placed tile is outlined as one piece, and without JavaScript the rounds read as a list."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from generator.site.build import build
from generator.site.settings import Settings
from helpers import FIXTURES, served_site

playwright = pytest.importorskip("playwright.sync_api")

HARBOUR = FIXTURES / "site" / "harbour"


@pytest.fixture(scope="module")
def url(tmp_path_factory) -> Iterator[str]:  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("replay") / "site"
    build(Settings([HARBOUR.parent], out, search=False, analysis=False))
    yield from served_site(out)


@pytest.fixture(scope="module")
def scores() -> dict:
    from click.testing import CliRunner

    from generator.cli import main
    done = CliRunner().invoke(main, ["score", str(HARBOUR), "--json"], catch_exceptions=False)
    assert done.exit_code == 0
    return json.loads(done.stdout)


def standing_after(episode: dict, round_: int) -> list[tuple[int, int, int]]:
    """(token, debt, rank) of each player once round `round_` is scored: the start (LG-01) plus
    every point of the rounds so far, debt as LG-08's items say, rank by token less debt as the end
    ranks (C-5; ties share)."""
    tokens, debts = [], []
    for p in episode["players"]:
        so_far = [i for i in p["items"] if i["round"] is not None and i["round"] <= round_]
        tokens.append(10 + sum(i["points"] for i in so_far))
        debts.append(p["debt_before"] + sum(i["points"] for i in so_far if i["rule"] == "LG-08"))
    standing = [t - d for t, d in zip(tokens, debts)]
    return [(t, d, 1 + sum(other > s for other in standing)) for t, d, s in zip(tokens, debts, standing)]


def captions(tab) -> list[str]:  # type: ignore[no-untyped-def]
    return tab.eval_on_selector_all(".player-board figcaption .state", "spans => spans.map(s => s.textContent)")


def read(caption: str) -> tuple[int, int, int | None]:
    token = int(re.match(r"(\d+)\u00a0points?", caption)[1])
    debt = re.search(r"debt of (\d+)", caption)  # "0 points · debt of 5 points" (review 6)
    rank = re.search(r"rank (\d+)", caption)
    return token, int(debt[1]) if debt else 0, int(rank[1]) if rank else None


@pytest.mark.parametrize("number", [1, 2])
def test_stepping_back_shows_each_rounds_token_debt_and_rank_LG_01_LG_08(browser, url, scores, number):
    episode = scores["episodes"][number - 1]
    rounds = max(i["round"] or 0 for p in episode["players"] for i in p["items"])
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    tab = context.new_page()
    tab.goto(f"{url}/en/campaigns/harbour/episodes/{number:02d}/")
    final = [(p["token"], p["debt"], p["rank"]) for p in episode["players"]]
    assert [read(c) for c in captions(tab)] == final
    shown = tab.locator(".controls output").inner_text()
    assert shown == "End of the episode"
    total = int(tab.locator(".replay").get_attribute("data-rounds"))
    assert total >= rounds
    for round_ in range(total, 0, -1):
        tab.keyboard.press("ArrowLeft")
        assert tab.locator(".controls output").inner_text() == f"Round {round_} of {total}"
        assert [read(c) for c in captions(tab)] == standing_after(episode, round_), f"round {round_}"
    tab.keyboard.press("ArrowLeft")
    assert [read(c)[:2] for c in captions(tab)] == [(10, p["debt_before"]) for p in episode["players"]]
    context.close()


def test_the_rounds_card_and_every_players_points_sit_beside_the_controls(browser, url):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    tab = context.new_page()
    tab.goto(f"{url}/en/campaigns/harbour/episodes/01/#round-2")
    panel = tab.locator(".this-round")
    assert panel.locator(".card-art svg").count() == 1
    text = panel.inner_text()
    assert "card 1" in text and "+1" in text and "MI-R05" in text and "passes" in text and "LG-03" in text
    assert tab.locator("#board-2 figcaption .act").inner_text().startswith("passes")  # LG-03 on the caption
    assert tab.locator("#board-1 .piece.now").count() == 1
    context.close()


def swipe(tab, session, dx: int) -> None:  # type: ignore[no-untyped-def]
    tab.locator("#board-1 svg").scroll_into_view_if_needed()
    box = tab.locator("#board-1 svg").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    for step in range(1, 6):
        session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x + dx * step / 5, "y": y}]})
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


@pytest.fixture
def phone(browser):  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    tab = context.new_page()
    yield tab
    context.close()


def test_on_a_phone_a_swipe_steps_the_rounds_and_the_controls_stay_in_reach(phone, url):
    phone.goto(f"{url}/en/campaigns/harbour/episodes/01/")
    session = phone.context.new_cdp_session(phone)
    output = phone.locator(".controls output")
    swipe(phone, session, 160)  # to the right: the round before
    assert output.inner_text() == "Round 4 of 4"
    swipe(phone, session, 160)
    assert output.inner_text() == "Round 3 of 4"
    swipe(phone, session, -160)  # to the left: the next round
    assert output.inner_text() == "Round 4 of 4"
    last = phone.locator(".player-board").last
    last.scroll_into_view_if_needed()
    phone.evaluate("window.scrollBy(0, 200)")
    controls = phone.locator(".controls").bounding_box()
    board = last.bounding_box()
    assert board["y"] < 844 and board["y"] + board["height"] > 0, "the last board is in view"
    assert 0 <= controls["y"] and controls["y"] + controls["height"] <= 844, "the controls are in view with it"
    assert phone.evaluate("document.elementFromPoint(195, %f).closest('.controls') !== null" % (controls["y"] + 5))


def test_a_tap_on_a_board_opens_it_with_cell_names_of_at_least_11_px(phone, url):
    phone.goto(f"{url}/en/campaigns/harbour/episodes/01/")
    phone.locator("#board-1 svg").tap()
    dialog = phone.locator("dialog.zoom-view")
    assert dialog.is_visible()
    sizes = phone.eval_on_selector_all(
        "dialog.zoom-view svg .name",
        "names => names.map(n => n.getScreenCTM().a * parseFloat(getComputedStyle(n).fontSize))")
    assert sizes and min(sizes) >= 11
    width = phone.locator("dialog.zoom-view svg").bounding_box()["width"]
    assert width >= 390 - 2 * 8 - 1  # the full width of the screen, less the dialog's padding
    phone.locator("dialog.zoom-view button.close").tap()
    assert not dialog.is_visible()


def test_every_placed_tile_is_outlined_as_one_piece(browser, url):
    """One outline per tile placed in the log, round the whole tile (MI-R03: a tile stays whole)."""
    log = yaml.safe_load((HARBOUR / "episodes" / "01.yaml").read_text(encoding="utf-8"))
    placed = {name: sum(1 for rnd in log["rounds"] if isinstance(rnd.get(name), dict)) for name in ("Ana", "Ben")}
    context = browser.new_context()
    tab = context.new_page()
    tab.goto(f"{url}/en/campaigns/harbour/episodes/01/")
    for index, name in enumerate(("Ana", "Ben"), 1):
        outlines = tab.eval_on_selector_all(f"#board-{index} .piece", "pieces => pieces.map(p => p.querySelectorAll('.outline').length)")
        assert outlines == [1] * placed[name]
        lengths = tab.eval_on_selector_all(f"#board-{index} .piece .outline", "paths => paths.map(p => p.getTotalLength())")
        assert all(length > 0 for length in lengths)
    context.close()


def test_without_javascript_the_page_reads_as_the_rounds_with_their_points(browser, url):
    context = browser.new_context(java_script_enabled=False)
    tab = context.new_page()
    tab.goto(f"{url}/en/campaigns/harbour/episodes/01/")
    assert tab.locator(".controls").is_hidden() and tab.locator(".this-round").is_hidden()
    assert tab.locator(".rounds > li[data-round]").count() == 4
    first = tab.locator("#round-1").inner_text()
    assert "Ana" in first and "+3" in first and "MI-R05" in first and "13\u00a0points" in first
    assert "passes" in tab.locator("#round-2").inner_text() and "LG-03" in tab.locator("#round-2").inner_text()
    end = tab.locator("#end").inner_text()
    assert "MI-R06" in end and "debt of 5\u00a0points" in end
    assert [read(c) for c in captions(tab)] == [(0, 5, 1), (0, 7, 2)]  # the end, as the score sheet
    context.close()


@pytest.fixture(scope="module")
def city_url(tmp_path_factory) -> Iterator[str]:  # type: ignore[no-untyped-def]
    """The demo's My City campaign: an 11 x 11 board a little wider, at one unit per pixel, than a phone."""
    out = tmp_path_factory.mktemp("city") / "site"
    build(Settings([Path(__file__).resolve().parents[2] / "campaigns" / "river-town"], out, search=False, analysis=False))
    yield from served_site(out)


def test_an_enlarged_board_wider_than_the_phone_shows_its_last_column_and_a_caption_that_reads(phone, city_url):
    phone.goto(f"{city_url}/en/campaigns/river-town/episodes/01/")
    phone.locator(".player-board svg").first.tap()
    board = phone.locator("dialog.zoom-view svg").bounding_box()
    assert board["x"] >= 0 and board["x"] + board["width"] <= 390  # every column on the screen
    sizes = phone.eval_on_selector_all(
        "dialog.zoom-view svg .name", "names => names.map(n => n.getScreenCTM().a * parseFloat(getComputedStyle(n).fontSize))")
    assert min(sizes) >= 11
    act = phone.locator("dialog.zoom-view figcaption .act")
    assert act.evaluate("a => getComputedStyle(a).display") == "inline-block"  # a chip of its own, not run into the state
