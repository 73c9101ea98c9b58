"""Transcribing on a phone (headless Chromium with touch, through `chronicle table`): a board
painted and a piece drawn by taps are saved into the campaign's boards/ and load in `chronicle
board`; axe finds no serious violation on the transcription pages."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from generator.table.server import TableServer
from helpers import AXE, FIXTURES

pytest.importorskip("playwright.sync_api")

KEY = "k3y"
PHONE = {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True, "device_scale_factor": 2}


def serve(folder: Path) -> tuple[TableServer, str]:
    """`chronicle table` on a free port of 127.0.0.1, with a known write key."""
    server = TableServer(folder, "127.0.0.1", 0, key=KEY, say=lambda _: None).start()
    return server, f"http://127.0.0.1:{server.port}"


@pytest.fixture
def campaign(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    folder = tmp_path / "harbour"
    shutil.copytree(FIXTURES / "site/harbour", folder)
    server, url = serve(folder)
    yield folder, url
    server.stop()


@pytest.fixture
def phone(browser):  # type: ignore[no-untyped-def]
    context = browser.new_context(**PHONE)
    tab = context.new_page()
    tab.console_errors = []
    tab.on("console", lambda m: tab.console_errors.append(m.text) if m.type == "error" else None)
    tab.on("pageerror", lambda e: tab.console_errors.append(str(e)))
    yield tab
    context.close()


def brush(page, name: str) -> None:  # type: ignore[no-untyped-def]
    page.locator("label.brush", has_text=name).first.tap()


def cell(page, row: int, col: int) -> None:  # type: ignore[no-untyped-def]
    page.locator(f'[data-cell="{row},{col}"]').tap()


def serious(page) -> list[str]:  # type: ignore[no-untyped-def]
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async () => {
        const result = await axe.run(document, {resultTypes: ['violations']});
        return result.violations.filter(v => ['serious', 'critical'].includes(v.impact))
                                .map(v => v.id + ': ' + v.nodes.map(n => n.target.join(' ')).join(', '));
    }""")
    return found


def test_a_board_painted_by_taps_on_a_phone_loads_in_chronicle_board(phone, campaign, cli):
    folder, url = campaign
    phone.goto(f"{url}/transcribe/board?key={KEY}&game=my-island")
    phone.locator("#name").fill("Our island")
    assert phone.locator("#file").input_value() == "our-island"  # the file name follows the board's
    phone.locator("#rows").fill("3")
    phone.locator("#columns").fill("4")
    phone.locator("#columns").dispatch_event("change")
    phone.locator("#rows").dispatch_event("change")
    assert phone.locator("#grid .cell").count() == 12
    brush(phone, "heath")
    cell(phone, 1, 1)
    cell(phone, 1, 2)
    brush(phone, "statue")
    cell(phone, 1, 1)
    brush(phone, "No space")
    cell(phone, 0, 3)
    assert phone.locator('[data-cell="1,1"]').get_attribute("aria-label") == "B2: heath, statue"  # one template, "%(cell)s: %(what)s", set in the page language's typography
    phone.locator("button[type=submit]").tap()
    phone.locator("#result").wait_for(state="visible")
    assert "Saved in boards/our-island.yaml." in phone.locator("#status").inner_text()
    drawn = cli("board", folder / "boards/our-island.yaml")
    assert drawn.exit_code == 0, drawn.stderr
    assert drawn.stdout.splitlines()[2].split() == ["B", "be", "he*", "he", "be"]
    assert drawn.stdout.splitlines()[1].split() == ["A", "be", "be", "be", "."]
    assert phone.console_errors == []


def test_saving_over_a_board_asks_first(phone, campaign):
    folder, url = campaign
    (folder / "boards/ours.yaml").write_text("# kept\n")
    phone.goto(f"{url}/transcribe/board?key={KEY}&game=my-island")
    phone.locator("#name").fill("Ours")
    phone.locator("button[type=submit]").tap()
    replace = phone.locator("#status button")
    replace.wait_for(state="visible")
    assert "boards/ours.yaml exists already" in phone.locator("#status").inner_text()
    assert (folder / "boards/ours.yaml").read_text() == "# kept\n"
    replace.tap()
    phone.locator("#result").wait_for(state="visible")
    assert "name: Ours" in (folder / "boards/ours.yaml").read_text()


def test_a_piece_drawn_by_taps_on_a_phone_joins_a_catalogue_that_chronicle_board_loads(phone, campaign, cli):
    folder, url = campaign
    phone.goto(f"{url}/transcribe/piece?key={KEY}&game=my-island&lang=es")
    phone.locator("#file").fill("our-tiles")
    phone.locator("#piece-id").fill("17")
    brush(phone, "casa")
    cell(phone, 2, 2)
    cell(phone, 2, 3)
    brush(phone, "campo")
    cell(phone, 3, 2)
    phone.locator("button[type=submit]").tap()
    phone.locator("#result").wait_for(state="visible")
    text = (folder / "boards/our-tiles.yaml").read_text()
    assert text.endswith('  17: {cells: {"0,0": house, "1,0": house, "0,1": field}}\n')
    drawn = cli("board", folder / "boards/our-tiles.yaml")
    assert drawn.exit_code == 0 and "tile 17 (3 spaces: house, house, field)" in drawn.stdout
    assert phone.locator('[data-cell="2,2"]').get_attribute("aria-pressed") is None  # ready for the next piece
    assert phone.console_errors == []


def test_MC_R02_a_river_is_drawn_by_tapping_two_neighbouring_squares(phone, tmp_path, cli):
    folder = tmp_path / "town"
    (folder / "episodes").mkdir(parents=True)
    (folder / "campaign.yaml").write_text("title: Town\ngame: my-city\nmode: legacy\nboard: sample-legacy\n"
                                          "pieces: sample\nplayers: [{name: Ana}, {name: Ben}]\n")
    server, url = serve(folder)
    try:
        phone.goto(f"{url}/transcribe/board?key={KEY}")
        phone.locator("#name").fill("Our city")
        brush(phone, "River")
        cell(phone, 0, 2)
        cell(phone, 0, 3)
        cell(phone, 3, 3)
        cell(phone, 4, 3)
        brush(phone, "tree")
        cell(phone, 1, 1)
        cell(phone, 1, 1)
        phone.locator("button[type=submit]").tap()
        phone.locator("#result").wait_for(state="visible")
    finally:
        server.stop()
    drawn = cli("board", folder / "boards/our-city.yaml")
    assert drawn.exit_code == 0, drawn.stderr
    assert "river: A3|A4, D4/E4" in drawn.stdout
    assert "tree: {B2: 2}" in (folder / "boards/our-city.yaml").read_text()


@pytest.mark.parametrize("path", ["/transcribe", "/transcribe/board", "/transcribe/piece?game=my-city"])
def test_the_transcription_pages_have_no_serious_accessibility_violation(browser, campaign, path):
    folder, url = campaign
    context = browser.new_context(**PHONE, bypass_csp=True)  # to inject axe; the pages run under the server's CSP
    tab = context.new_page()
    tab.goto(f"{url}{path}{'&' if '?' in path else '?'}key={KEY}")
    assert serious(tab) == []
    context.close()


def test_a_save_without_the_key_is_refused_and_said_so(phone, campaign):
    folder, url = campaign
    phone.goto(f"{url}/transcribe/board?game=my-island")
    phone.locator("#name").fill("Keyless")
    phone.locator("button[type=submit]").tap()
    phone.locator("#status.alert").wait_for(state="visible")
    assert not (folder / "boards/keyless.yaml").exists()
