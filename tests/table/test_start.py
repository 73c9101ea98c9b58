"""Table mode's start form (DESIGN.md "Table mode", `GET/POST /api/start`): each player's progress
circles (LG-07, LG-09), debt (LG-08) and counters before the first episode of a log that begins
partway through a campaign, entered on a phone and written into campaign.yaml's `start:` with the
check `chronicle check` makes, the write key, a version, and every comment of the file kept."""

from __future__ import annotations

import shutil
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from generator import campaigns
from generator.table.server import TableServer
from generator.words.i18n import render, translator
from generator.words.typography import typesetter
from helpers import FIXTURES, TableClient, accessible, serve_table, served_table, table_phone

TABLE = FIXTURES / "table"


@pytest.fixture
def late(tmp_path: Path) -> Path:
    """My Island's tiny test campaign, logged from episode 13 with a start: section and two counters."""
    folder = tmp_path / "late"
    shutil.copytree(TABLE / "island-late", folder)
    return folder


@pytest.fixture
def table(late: Path) -> Iterator[tuple[TableServer, TableClient]]:
    yield from serve_table(late)


def setup(folder: Path) -> str:
    return (folder / "campaign.yaml").read_text(encoding="utf-8")


def started(folder: Path) -> dict:
    return yaml.safe_load(setup(folder))["start"]["players"]


def checked_messages(folder: Path, old: str, new: str, lang: str) -> list[str]:
    """What `chronicle check` says of campaign.yaml with `old` edited to `new` by hand, in `lang`."""
    copy = folder.parent / "by-hand"
    shutil.copytree(folder, copy)
    (copy / "campaign.yaml").write_text(setup(folder).replace(old, new, 1), encoding="utf-8")
    return [render(p.message, translator(lang)) for p in campaigns.check(copy).problems]


# --- reading -------------------------------------------------------------------------------------

def test_the_form_holds_what_campaign_yaml_says_and_the_vocabulary_s_counters_LG_07_LG_08(table):
    _, client = table
    status, form = client.get("/api/start")
    assert status == 200 and form["offered"] and form["episode"] == 13
    assert [c["id"] for c in form["counters"]] == ["pearls", "shells"]
    assert form["players"] == [
        {"name": "Ana", "circles": 21, "debt": 3, "counters": {"pearls": 2, "shells": 0}},
        {"name": "Ben", "circles": 18, "debt": 0, "counters": {"pearls": 0, "shells": 0}},
        {"name": "Cloe", "circles": 0, "debt": 0, "counters": {"pearls": 0, "shells": 0}},  # not in start: nothing before
    ]
    state = client.get("/api/state")[1]
    assert state["start"] == {"offered": True, "version": form["version"]}
    fr = client.get("/api/start?lang=fr")[1]
    assert [c["name"] for c in fr["counters"]] == ["perles", "coquillages"]


def test_a_log_from_episode_1_has_no_start_to_fill_in_and_none_is_added(tmp_path):
    """A log that begins with the campaign has nothing before it: no circles coloured (LG-07), no debt
    (LG-08); a start: added would renumber its episodes, so the form is not offered and refuses."""
    folder = tmp_path / "island"
    shutil.copytree(TABLE / "island", folder)
    before = setup(folder)
    for _server, client in serve_table(folder):
        status, form = client.get("/api/start")
        assert status == 200 and form["offered"] is False and "first episode" in form["reason"]
        assert client.get("/api/state")[1]["start"]["offered"] is False
        status, answer = client.post("/api/start", {"player": "Ana", "circles": 3, "version": form["version"]})
        assert status == 400 and "first episode" in answer["error"]
    assert setup(folder) == before


def test_an_eternal_game_has_no_start_LG_12(tmp_path):
    folder = tmp_path / "city"
    shutil.copytree(TABLE / "city", folder)
    for _server, client in serve_table(folder):
        form = client.get("/api/start")[1]
        assert form["offered"] is False and "partidas" in form["reason"]  # the campaign's language: es


# --- writing -------------------------------------------------------------------------------------

def test_a_player_s_start_is_written_with_every_comment_kept_and_the_state_follows_LG_08(table, late):
    _, client = table
    before = setup(late)
    version = client.get("/api/start")[1]["version"]
    body = {"player": "Cloe", "circles": 5, "debt": 2, "counters": {"pearls": 1, "shells": 0}, "version": version}
    status, answer = client.post("/api/start", body)
    assert status == 200
    assert started(late)["Cloe"] == {"circles": 5, "debt": 2, "counters": {"pearls": 1}}  # a 0 not written says 0
    assert setup(late) == before.replace("      changes: [{cell: C4, terrain: palm}]\n",
                                         "      changes: [{cell: C4, terrain: palm}]\n"
                                         "    Cloe: {circles: 5, debt: 2, counters: {pearls: 1}}\n")
    assert answer["version"] != version and answer["start"]["version"] == answer["version"]
    assert answer["start"]["players"][2]["debt"] == 2
    cloe = next(p for p in answer["state"]["players"] if p["name"] == "Cloe")
    assert cloe["debt"] == 2  # owed from before the log (LG-08), on the page at once
    assert answer["state"]["start"]["version"] == answer["version"]
    assert not campaigns.check(late).problems


def test_values_are_changed_where_they_stand_and_nothing_else_moves_LG_07(table, late):
    _, client = table
    before = setup(late)
    version = client.get("/api/start")[1]["version"]
    ana = {"player": "Ana", "circles": 22, "debt": 3, "counters": {"pearls": 2, "shells": 0}, "version": version}
    status, answer = client.post("/api/start", ana)
    assert status == 200
    ben = {"player": "Ben", "circles": 19, "debt": 0, "counters": {"pearls": 0, "shells": 4}, "version": answer["version"]}
    assert client.post("/api/start", ben)[0] == 200
    assert setup(late) == before.replace("{circles: 21, debt: 3", "{circles: 22, debt: 3").replace(
        "      circles: 18                    # recounted twice\n      changes: [{cell: C4, terrain: palm}]\n",
        "      circles: 19                    # recounted twice\n      changes: [{cell: C4, terrain: palm}]\n"
        "      counters: {shells: 4}\n")
    standings = {p.name: p.circles for p in campaigns.check(late).campaign.seats}
    assert standings == {"Ana": 22, "Ben": 19, "Cloe": 0}


@pytest.mark.parametrize("lang", ["en", "fr", "es"])
def test_negative_circles_are_refused_with_the_check_s_message_in_the_page_s_language_LG_07(table, late, lang):
    _, client = table
    before = setup(late)
    version = client.get("/api/start")[1]["version"]
    status, answer = client.post(f"/api/start?lang={lang}", {"player": "Ana", "circles": -1, "version": version})
    assert status == 422
    assert [p["message"] for p in answer["problems"]] == [  # in the page's typography (French review 5, fault 5)
        typesetter(lang)(m) for m in checked_messages(late, "circles: 21", "circles: -1", lang)]
    assert answer["problems"][0]["player"] == "Ana"
    assert setup(late) == before


def test_more_circles_than_the_track_holds_and_a_negative_debt_are_refused_LG_07_LG_08(table, late):
    _, client = table
    before = setup(late)
    version = client.get("/api/start")[1]["version"]
    status, answer = client.post("/api/start", {"player": "Ben", "circles": 81, "version": version})
    assert status == 422 and "80" in answer["problems"][0]["message"]  # My Island's 80 circles
    status, answer = client.post("/api/start", {"player": "Ben", "debt": -2, "version": version})
    assert status == 422 and answer["problems"][0]["message"].startswith("points owed must be")
    status, answer = client.post("/api/start", {"player": "Ben", "circles": "twelve", "version": version})
    assert status == 422 and "whole number" in answer["problems"][0]["message"]
    assert setup(late) == before


def test_an_unknown_counter_is_refused_with_the_check_s_message(table, late):
    _, client = table
    before = setup(late)
    version = client.get("/api/start")[1]["version"]
    status, answer = client.post("/api/start", {"player": "Ana", "counters": {"gold": 1}, "version": version})
    assert status == 422
    assert [p["message"] for p in answer["problems"]] == \
        checked_messages(late, "counters: {pearls: 2}", "counters: {pearls: 2, gold: 1}", "en")
    assert "gold" in answer["problems"][0]["message"]
    assert setup(late) == before


def test_an_unknown_player_is_refused_LG_14(table, late):
    _, client = table
    before = setup(late)
    version = client.get("/api/start")[1]["version"]
    status, answer = client.post("/api/start", {"player": "Zed", "circles": 1, "version": version})
    assert status == 422 and "Zed" in answer["problems"][0]["message"]
    assert setup(late) == before


@pytest.mark.parametrize("key", [None, "0" * 32])
def test_a_write_without_the_key_is_403_and_nothing_is_written(table, late, key):
    _, client = table
    before = setup(late)
    version = client.get("/api/start")[1]["version"]
    status, answer = client.post("/api/start", {"player": "Cloe", "circles": 5, "version": version}, key=key)
    assert status == 403 and answer["error"]
    assert setup(late) == before


def test_a_write_from_another_site_is_403_even_with_the_key(table, late):
    server, client = table
    before = setup(late)
    version = client.get("/api/start")[1]["version"]
    request = urllib.request.Request(f"{client.base}/api/start", method="POST",
                                     data=b'{"player": "Cloe", "circles": 5, "version": "%s"}' % version.encode(),
                                     headers={"X-Chronicle-Key": server.key, "Origin": "http://evil.example"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 403
    assert setup(late) == before


def test_a_stale_version_is_409_and_nothing_is_written(table, late):
    _, client = table
    old = client.get("/api/start")[1]["version"]
    assert client.post("/api/start", {"player": "Cloe", "circles": 5, "version": old})[0] == 200
    after = setup(late)
    status, answer = client.post("/api/start", {"player": "Cloe", "circles": 6, "version": old})
    assert status == 409 and answer["version"] == client.get("/api/start")[1]["version"] and answer["error"]
    assert setup(late) == after


def test_a_hand_edit_of_campaign_yaml_makes_the_form_stale_409(table, late):
    _, client = table
    old = client.get("/api/start")[1]["version"]
    (late / "campaign.yaml").write_text(setup(late).replace("circles: 21", "circles: 9"), encoding="utf-8")
    form = client.get("/api/start")[1]  # the file's size changed: read again at once
    assert form["version"] != old and form["players"][0]["circles"] == 9
    assert client.post("/api/start", {"player": "Ana", "circles": 25, "version": old})[0] == 409
    assert started(late)["Ana"]["circles"] == 9


def test_a_wrong_value_typed_by_hand_is_shown_and_corrected_from_the_form_LG_07(table, late):
    """The table stops on a campaign that does not check out; the form still reads campaign.yaml, so
    the value typed wrong by hand can be put right from the phone."""
    _, client = table
    (late / "campaign.yaml").write_text(setup(late).replace("circles: 21", "circles: 90"), encoding="utf-8")
    form = client.get("/api/start")[1]
    assert client.get("/api/state")[1]["problems"]  # the table shows why it stopped
    assert form["offered"] and not form["checked"] and form["players"][0]["circles"] == 90
    assert [p["name"] for p in form["players"]] == ["Ana", "Ben", "Cloe"]
    status, answer = client.post("/api/start", {"player": "Ana", "circles": 21, "version": form["version"]})
    assert status == 200 and answer["state"]["problems"] == []
    assert started(late)["Ana"]["circles"] == 21 and not campaigns.check(late).problems


@pytest.mark.parametrize("body", [{"circles": 3}, {"player": "", "circles": 3}, {"player": "Ana", "circles": [3]},
                                  {"player": "Ana", "counters": [1]}, {"player": "Ana", "circles": True},
                                  {"player": "Ana", "circles": "1" * 40}])
def test_a_malformed_request_is_400_with_a_message(table, late, body):
    _, client = table
    before = setup(late)
    version = client.get("/api/start")[1]["version"]
    status, answer = client.post("/api/start", {**body, "version": version})
    assert status == 400 and answer["error"]
    assert setup(late) == before


# --- on a phone ----------------------------------------------------------------------------------

@pytest.fixture
def late_page(late: Path) -> Iterator[tuple[Path, str]]:
    for _server, address in served_table(late):
        yield late, address


def test_the_start_form_on_a_390_px_phone_writes_campaign_yaml_LG_07_LG_08(browser, late_page):
    """From the menu to campaign.yaml: a player's circles, debt and a counter typed and saved; a negative
    debt refused in the check's words; every field and button a finger's size (44 px) and nothing wider
    than the screen."""
    folder, address = late_page
    before = setup(folder)
    page = table_phone(browser, address)
    page.locator(".menu summary").tap()
    page.locator("#start-open").tap()
    page.wait_for_selector("#start:not([hidden]) form.start-player")
    assert page.locator("#play").is_hidden()
    assert page.locator("#start-title").inner_text() == "Before episode 13"
    cloe = page.locator("#start form.start-player", has_text="Cloe")
    assert cloe.locator("input[name=circles]").input_value() == "0"
    ana = page.locator("#start form.start-player", has_text="Ana")
    assert [ana.locator(f"input[name={n}]").input_value() for n in ("circles", "debt")] == ["21", "3"]
    accessible(page)
    sizes = page.evaluate("""() => [...document.querySelectorAll('#start input, #start button')]
        .map(e => { const r = e.getBoundingClientRect(); return [r.width, r.height]; })""")
    assert sizes and all(w >= 44 and h >= 44 for w, h in sizes)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # Cloe's start, as the group reads it off her board
    cloe.locator("input[name=circles]").fill("7")
    cloe.locator("input[name=debt]").fill("1")
    cloe.get_by_label("Pearls").fill("2")
    cloe.locator("button[type=submit]").tap()
    page.wait_for_function("document.querySelector('#notice').textContent.includes('Saved to campaign.yaml.')")
    assert started(folder)["Cloe"] == {"circles": 7, "debt": 1, "counters": {"pearls": 2}}
    assert setup(folder) == before.replace("      changes: [{cell: C4, terrain: palm}]\n",
                                           "      changes: [{cell: C4, terrain: palm}]\n"
                                           "    Cloe: {circles: 7, debt: 1, counters: {pearls: 2}}\n")
    # a debt below 0 (LG-08): refused with the check's message, nothing written, the value typed kept
    after = setup(folder)
    ana.locator("input[name=debt]").fill("-4")
    ana.locator("button[type=submit]").tap()
    page.wait_for_function("document.querySelector('#notice .alert') !== null")
    told = page.locator("#notice").inner_text()
    assert "Not written: chronicle check refuses it." in told and "Ana: points owed must be" in told
    assert setup(folder) == after and ana.locator("input[name=debt]").input_value() == "-4"
    page.locator("#start-close").tap()
    page.wait_for_selector("#play:not([hidden])")
    assert [e for e in page.errors if "status of 422" not in e] == []  # the refusal is the console's only line


def test_the_menu_offers_no_start_to_a_log_from_episode_1(browser, tmp_path):
    folder = tmp_path / "island"
    shutil.copytree(TABLE / "island", folder)
    for _server, address in served_table(folder):
        page = table_phone(browser, address)
        page.locator(".menu summary").tap()
        assert page.locator("#undo").is_visible() and page.locator("#start-open").is_hidden()
