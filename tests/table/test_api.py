"""chronicle table's JSON API (DESIGN.md "Table mode"): the contract, the write key, validation before
every write (LG-02..LG-06 and the placement rules), stale versions, concurrency, a kill during a write,
hand edits, the port, and what may never be read or written."""

from __future__ import annotations

import http.client
import os
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
import yaml

from generator import campaigns
from generator.table.server import TableServer, qr_text
from helpers import FIXTURES, TableClient, printed_address, serve_table

TABLE = FIXTURES / "table"


@pytest.fixture
def island(tmp_path: Path) -> Path:
    folder = tmp_path / "island"
    shutil.copytree(TABLE / "island", folder)
    return folder


@pytest.fixture
def city(tmp_path: Path) -> Path:
    folder = tmp_path / "city"
    shutil.copytree(TABLE / "city", folder)
    return folder


@pytest.fixture
def table(island: Path) -> Iterator[tuple[TableServer, TableClient]]:
    yield from serve_table(island)


@pytest.fixture
def city_table(city: Path) -> Iterator[tuple[TableServer, TableClient]]:
    yield from serve_table(city)


def episode(folder: Path, number: int = 1) -> Path:
    return folder / "episodes" / f"{number:02d}.yaml"


FIRST = {"card": "1", "actions": {"Ana": "A1", "Ben": "F2", "Cloe": "pass"}}


# --- the contract -----------------------------------------------------------------------------

def test_state_answers_the_design_keys(table):
    _, client = table
    status, state = client.get("/api/state")
    assert status == 200
    assert {"campaign", "game", "episode", "round", "version", "players", "cards_left"} <= state.keys()
    assert state["campaign"] == "island" and state["game"] == "my-island" and state["episode"] == 1
    assert state["round"] == 0
    assert [p["name"] for p in state["players"]] == ["Ana", "Ben", "Cloe"]
    assert all({"name", "token", "debt", "active"} <= p.keys() for p in state["players"])
    assert state["cards_left"] == ["1", "2", "3", "5", "7", "10"]


def test_moves_lists_every_legal_placement_with_its_immediate_points_MI_R01_MI_R05(table):
    _, client = table
    status, answer = client.get("/api/moves?player=Ana&card=1")
    assert status == 200
    moves = {m["action"]: m for m in answer["moves"]}
    assert moves["A1"]["cells"] == ["A1", "A2"] and moves["A1"]["points"] == 2  # two houses on beach
    assert moves["A1"]["items"][0]["rule"] == "MI-R05"
    assert "B2" not in moves  # the first piece must cover beach (MI-R01); B2-B3 is heath
    assert answer["can_pass"] and answer["pass"]["points"] == -1


def test_a_round_is_appended_validated_and_the_version_changes(table, island):
    _, client = table
    before = client.version()
    status, answer = client.post("/api/round", {**FIRST, "version": before})
    assert status == 200 and answer["round"] == 1 and answer["version"] != before
    text = episode(island).read_text()
    assert "rules: short   # the envelope's short deck" in text and "# rounds are logged from the table" in text
    assert yaml.safe_load(text)["rounds"] == [{"card": 1, "Ana": "A1", "Ben": "F2", "Cloe": "pass"}]
    assert not campaigns.check(island).problems
    state = client.get("/api/state")[1]
    assert state["round"] == 1 and state["version"] == answer["version"]
    assert [p["token"] for p in state["players"]] == [12, 12, 9]
    assert "1" not in state["cards_left"]


# --- security ---------------------------------------------------------------------------------

@pytest.mark.parametrize("path", ["/api/round", "/api/card", "/api/choice", "/api/undo", "/api/end", "/api/episode",
                                  "/api/transcribe/board"])
@pytest.mark.parametrize("key", [None, "0" * 32])
def test_every_write_without_the_key_is_refused_403_and_nothing_is_written(table, island, path, key):
    _, client = table
    before = episode(island).read_bytes()
    status, _ = client.post(path, {**FIRST, "version": client.version()}, key=key)
    assert status == 403
    assert episode(island).read_bytes() == before


def test_the_key_may_come_in_the_address(table, island):
    server, client = table
    status, _ = client.post(f"/api/round?key={server.key}", {**FIRST, "version": client.version()}, key=None)
    assert status == 200


def test_an_illegal_round_is_422_with_the_rule_and_nothing_is_written_MI_R01(table, island):
    _, client = table
    before = episode(island).read_bytes()
    bad = {"card": "1", "actions": {"Ana": "C4", "Ben": "F2", "Cloe": "pass"}, "version": client.version()}
    status, answer = client.post("/api/round", bad)
    assert status == 422
    assert any(p["rule"] == "MI-R01" and p["player"] == "Ana" and p["round"] == 1 for p in answer["problems"])
    assert episode(island).read_bytes() == before


def test_a_round_missing_a_player_is_422_LG_02(table, island):
    _, client = table
    status, answer = client.post("/api/round", {"card": "1", "actions": {"Ana": "A1"}, "version": client.version()})
    assert status == 422 and {p["rule"] for p in answer["problems"]} == {"LG-02"}


def test_a_stale_version_is_409_and_nothing_is_written(table, island):
    _, client = table
    old = client.version()
    assert client.post("/api/round", {**FIRST, "version": old})[0] == 200
    after = episode(island).read_bytes()
    second = {"card": "2", "actions": {"Ana": "pass", "Ben": "pass", "Cloe": "pass"}, "version": old}
    status, answer = client.post("/api/round", second)
    assert status == 409 and answer["version"] == client.version() and answer["error"]
    assert episode(island).read_bytes() == after


@pytest.mark.parametrize("path", ["/static/../campaign.yaml", "/static/%2e%2e/campaign.yaml", "/../../etc/passwd",
                                  "/episodes/01.yaml", "/campaign.yaml", "/static/table.js/../../../campaign.yaml"])
def test_no_file_outside_the_pages_can_be_read(table, path):
    _, client = table
    status, body = client.get(path)
    assert status == 404
    assert "players" not in str(body)


def test_no_path_from_a_request_can_be_written_outside_the_campaign(table, island, tmp_path):
    _, client = table
    version = client.version()
    for rules in ("../../outside", "/etc/passwd", "rules/../../x"):
        status, _ = client.post("/api/episode", {"rules": rules, "version": version})
        assert status == 400
    change = {"player": "Ana", "cell": "../../x", "terrain": "palm"}
    assert client.post("/api/end", {"board_change": change, "version": version})[0] == 400
    assert client.get("/api/board?player=../../etc/passwd")[0] == 400
    assert sorted(p.name for p in tmp_path.iterdir()) == ["island"]
    assert sorted(p.name for p in (island / "episodes").iterdir()) == ["01.yaml"]


def test_names_and_notes_are_escaped_in_the_page_and_kept_as_text_in_the_file(tmp_path):
    folder = tmp_path / "evil"
    shutil.copytree(TABLE / "island", folder)
    config = folder / "campaign.yaml"
    config.write_text(config.read_text().replace("title: Table Island", "title: \"<script>window.__xss=1</script>\"")
                      .replace("name: Cloe", "name: \"<img src=x onerror=alert(1)>\""))
    for server, client in serve_table(folder):
        status, page = client.get("/")
        assert status == 200 and "<script>window.__xss" not in page and "&lt;script&gt;window.__xss" in page
        status, board = client.get("/api/board?player=" + urllib.request.quote("<img src=x onerror=alert(1)>"))
        assert status == 200 and "<img" not in board["svg"] and "&lt;img src=x" in board["svg"]
        note = {"player": "Ana", "note": "</script><b>bay</b>: \"quoted\" # not a comment"}
        status, _ = client.post("/api/end", {"board_change": note, "version": client.version()})
        assert status == 200
        written = yaml.safe_load(episode(folder).read_text())
        assert written["board_changes"]["Ana"] == [{"note": note["note"]}]


def test_every_answer_forbids_sending_the_key_elsewhere_and_sniffing(table):
    server, client = table
    with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/", timeout=5) as response:
        assert response.headers["Referrer-Policy"] == "no-referrer"
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert "default-src 'self'" in response.headers["Content-Security-Policy"]


def test_bad_requests_are_400_with_a_message_never_a_traceback(table):
    _, client = table
    version = client.version()
    for body in ({"version": version}, {"card": "1", "actions": "Ana=A1", "version": version},
                 {"card": "1", "actions": {"Ana": 3}, "version": version}):
        status, answer = client.post("/api/round", body)
        assert status == 400 and answer["error"] and "Traceback" not in answer["error"]
    status, answer = client.get("/api/moves?player=Zed&card=1")
    assert status == 400 and "Zed" in answer["error"]
    request = urllib.request.Request(client.base + "/api/round", data=b"{not json", method="POST",
                                     headers={"X-Chronicle-Key": client.key})
    with pytest.raises(urllib.error.HTTPError) as err:
        urllib.request.urlopen(request, timeout=5)
    assert err.value.code == 400


# --- a round told player by player ------------------------------------------------------------

def test_the_round_is_written_once_every_active_player_has_chosen_LG_02(table, island):
    _, client = table
    version = client.version()
    assert client.post("/api/card", {"card": "1", "version": version})[0] == 200
    assert client.get("/api/state")[1]["pending"]["card"] == "1"
    status, answer = client.post("/api/choice", {"player": "Ana", "action": "A1", "version": version})
    assert (status, answer["waiting"], answer["version"]) == (200, ["Ben", "Cloe"], version)
    assert answer["state"]["pending"]["actions"] == {"Ana": "A1"}  # the page shows it without asking again
    assert client.post("/api/choice", {"player": "Cloe", "action": "pass", "version": version})[0] == 200
    assert "rounds: []" in episode(island).read_text()
    status, answer = client.post("/api/choice", {"player": "Ben", "action": "F2", "version": version})
    assert status == 200 and answer["round"] == 1
    assert yaml.safe_load(episode(island).read_text())["rounds"] == [{"card": 1, "Ana": "A1", "Ben": "F2", "Cloe": "pass"}]
    assert client.get("/api/state")[1]["pending"] == {"card": None, "actions": {}, "refused": {}}


def test_two_phones_choosing_for_one_player_the_second_is_refused_and_every_page_is_told(table, island):
    """Both phones saw Ana with no choice; the first confirms A1, the second's pass is refused (409)
    instead of silently replacing it, and the state tells every page what the second phone tried."""
    _, client = table
    version = client.version()
    client.post("/api/card", {"card": "1", "version": version})
    first = client.post("/api/choice", {"player": "Ana", "action": "A1", "version": version, "replacing": None})
    status, answer = client.post("/api/choice", {"player": "Ana", "action": "pass", "version": version, "replacing": None})
    assert first[0] == 200 and status == 409 and "Ana chose on another phone meanwhile (A1)" in answer["error"]
    pending = client.get("/api/state")[1]["pending"]
    assert pending["actions"] == {"Ana": "A1"} and pending["refused"] == {"Ana": "pass"}
    # a phone that saw A1 may change it: the refusal is then over
    assert client.post("/api/choice", {"player": "Ana", "action": "pass", "version": version, "replacing": "A1"})[0] == 200
    assert client.get("/api/state")[1]["pending"]["refused"] == {}


def test_a_choice_that_breaks_a_rule_is_refused_and_that_player_chooses_again_LG_04(table, island):
    _, client = table
    episode(island).write_text(episode(island).read_text().replace(
        "rounds: []", "rounds:\n  - {card: 1, Ana: A1, Ben: F2, Cloe: pass}"))
    version = client.version()
    client.post("/api/card", {"card": "3", "version": version})
    client.post("/api/choice", {"player": "Ana", "action": "pass", "version": version})
    client.post("/api/choice", {"player": "Ben", "action": "pass", "version": version})
    status, answer = client.post("/api/choice", {"player": "Cloe", "action": "C4", "version": version})
    assert status == 422 and answer["problems"][0]["player"] == "Cloe"
    assert client.get("/api/state")[1]["pending"]["actions"] == {"Ana": "pass", "Ben": "pass"}


def test_an_unsettled_tie_does_not_stop_the_last_round_and_the_tiebreak_settles_it_C_2(table, island):
    """Ben and Cloe play the same: tied on points and on every row, so the table must say who ranks higher."""
    _, client = table
    rounds = [{"card": "1", "actions": {"Ana": "A1", "Ben": "F2", "Cloe": "F2"}},
              {"card": "3", "actions": {"Ana": "stop", "Ben": "stop", "Cloe": "stop"}}]
    for r in rounds:
        assert client.post("/api/round", {**r, "version": client.version()})[0] == 200
    state = client.get("/api/state")[1]
    assert state["complete"] and state["end"]["ties"] == [["Ben", "Cloe"]] and state["end"]["unsettled"]
    # the tied share the place they stand for, and colour no circles for it until the tiebreak (C-2, LG-09)
    assert [(p["name"], p["rank"], p["circles"]) for p in state["end"]["players"]][1:] == [("Ben", 2, 0), ("Cloe", 2, 0)]
    assert campaigns.check(island).problems[0].rule == "C-2"
    assert client.post("/api/end", {"tiebreak": ["Cloe", "Ben"], "version": client.version()})[0] == 200
    assert not campaigns.check(island).problems
    end = client.get("/api/state")[1]["end"]
    assert [p["name"] for p in end["players"]][1:] == ["Cloe", "Ben"] and not end["unsettled"]


def test_the_end_of_an_episode_writes_adjustments_board_changes_and_keeps_comments_LG_12(table, island):
    _, client = table
    client.post("/api/round", {"card": "1", "actions": {"Ana": "A1", "Ben": "F2", "Cloe": "stop"}, "version": client.version()})
    client.post("/api/round", {"card": "3", "actions": {"Ana": "stop", "Ben": "stop"}, "version": client.version()})
    body = {"adjustment": {"player": "Ana", "points": 2, "reason": "lighthouse bonus"},
            "board_change": {"player": "Ben", "cell": "d2", "add": "statue"}, "version": client.version()}
    assert client.post("/api/end", body)[0] == 200
    assert client.post("/api/end", {"board_change": {"player": "Ana", "cell": "C4", "terrain": "palm"},
                                    "version": client.version()})[0] == 200
    text = episode(island).read_text()
    assert "# rounds are logged from the table" in text and "rules: short   # the envelope's short deck" in text
    data = yaml.safe_load(text)
    assert data["adjustments"] == [{"player": "Ana", "points": 2, "reason": "lighthouse bonus"}]
    assert data["board_changes"] == {"Ben": [{"cell": "D2", "add": "statue"}], "Ana": [{"cell": "C4", "terrain": "palm"}]}
    assert not campaigns.check(island).problems
    bad = {"board_change": {"player": "Ana", "cell": "Z9", "terrain": "palm"}, "version": client.version()}
    before = episode(island).read_bytes()
    assert client.post("/api/end", bad)[0] == 422
    assert episode(island).read_bytes() == before


def test_the_next_episode_starts_with_its_ruleset_and_date_only_after_the_end_LG_06(table, island):
    _, client = table
    status, answer = client.post("/api/episode", {"rules": "legacy-1", "date": "2026-12-08", "version": client.version()})
    assert status == 400 and "LG-06" in answer["error"]
    client.post("/api/round", {"card": "1", "actions": {"Ana": "A1", "Ben": "pass", "Cloe": "stop"}, "version": client.version()})
    client.post("/api/round", {"card": "2", "actions": {"Ana": "stop", "Ben": "stop"}, "version": client.version()})
    assert client.post("/api/episode", {"rules": "legacy-1", "date": "2026-12-8", "version": client.version()})[0] == 400
    offered = {r["id"]: r["name"] for r in client.get("/api/state")[1]["rulesets"]}
    assert offered["legacy-1"] != "legacy-1" and offered["short"] != "short"  # the choice shows names, not ids
    assert "eternal" not in offered  # a legacy campaign is never offered the Eternal game's rules
    status, answer = client.post("/api/episode", {"rules": "legacy-1", "date": "2026-12-08", "version": client.version()})
    assert status == 200 and answer["episode"] == 2  # the page's notice names the episode the server started
    assert episode(island, 2).read_text() == "episode: 2\ndate: 2026-12-08\nrules: legacy-1\nrounds: []\n"
    state = client.get("/api/state")[1]
    assert state["episode"] == 2 and state["round"] == 0 and not state["complete"]
    assert len(state["cards_left"]) == 14  # legacy-1 has no deck of its own: every piece of the catalogue


def test_my_city_blocking_card_is_one_round_without_actions_MC_E03(city_table, city):
    _, client = city_table
    status, answer = client.post("/api/round", {"card": "block", "blocked": "R3", "version": client.version()})
    assert status == 200 and answer["round"] == 1
    assert yaml.safe_load(episode(city).read_text())["rounds"] == [{"card": "block", "blocked": "R3"}]
    state = client.get("/api/state")[1]
    assert "block" not in state["cards_left"] and "R3" not in state["cards_left"]
    status, answer = client.post("/api/round", {"card": "block", "blocked": "Y1", "version": client.version()})
    assert status == 400 or (status == 422 and answer["problems"])


def test_a_church_cannot_be_passed_MC_E02(city_table, city):
    _, client = city_table
    answer = client.get("/api/moves?player=Ana&card=C1")[1]
    assert answer["must_build"] and not answer["can_pass"]
    status, answer = client.post("/api/round", {"card": "C1", "actions": {"Ana": "pass", "Ben": "stop"},
                                                "version": client.version()})
    assert status == 422 and answer["problems"][0]["rule"] == "MC-E02"


# --- concurrency and crashes -----------------------------------------------------------------

def test_two_clients_writing_the_same_round_at_once_land_exactly_once(table, island):
    _, client = table
    for attempt in range(5):
        version = client.version()
        card = ["1", "2", "3", "5", "7"][attempt]
        body = {"card": card, "actions": {"Ana": "pass", "Ben": "pass", "Cloe": "pass"}, "version": version}
        start = threading.Barrier(2)
        answers: list[int] = []

        def send() -> None:
            start.wait()
            answers.append(client.post("/api/round", body)[0])

        threads = [threading.Thread(target=send) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(10)
        assert sorted(answers) == [200, 409]
        assert len(yaml.safe_load(episode(island).read_text())["rounds"]) == attempt + 1
    assert not campaigns.check(island).problems


def start_table(folder: Path) -> tuple[subprocess.Popen, str, str]:  # type: ignore[type-arg]
    """`chronicle table` as a user starts it, on port 0 (whichever port is free, never one chosen beforehand that
    another test's server could take meanwhile); returns the process, its address and its write key."""
    process = subprocess.Popen([sys.executable, "-m", "generator", "table", str(folder), "--port", "0"],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        address = urlsplit(printed_address(process, 30))
    except AssertionError:
        process.kill()
        process.wait(10)
        raise
    return process, f"http://127.0.0.1:{address.port}", parse_qs(address.query)["key"][0]


@pytest.mark.slow  # starts servers in processes and kills them mid-write
def test_a_server_killed_during_writes_leaves_the_file_whole(island):
    rng = random.Random(8)
    for _ in range(4):
        process, base, key = start_table(island)
        client = TableClient(base, key)
        try:
            stop = threading.Event()

            def write() -> None:
                for n in range(200):  # bounded: the kill comes first
                    if stop.is_set():
                        return
                    try:
                        client.post("/api/end", {"adjustment": {"player": "Ana", "points": 1, "reason": f"r{n}"},
                                                 "version": client.version()})
                    except (OSError, urllib.error.URLError, http.client.HTTPException):
                        return

            writer = threading.Thread(target=write)
            writer.start()
            time.sleep(rng.uniform(0.05, 0.6))
            os.kill(process.pid, signal.SIGKILL)
            stop.set()
            writer.join(15)
        finally:
            process.kill()
            process.wait(10)
        assert yaml.safe_load(episode(island).read_text())["episode"] == 1
        assert not campaigns.check(island).problems
        assert sorted(p.name for p in (island / "episodes").glob("*.yaml")) == ["01.yaml"]
    assert yaml.safe_load(episode(island).read_text()).get("adjustments")  # some writes landed


# --- files changed by hand, the port, the address -------------------------------------------

def test_a_hand_edit_is_picked_up_and_announced_to_open_pages(table, island):
    server, client = table
    version = client.version()
    events = urllib.request.urlopen(f"http://127.0.0.1:{server.port}/api/events", timeout=10)
    assert events.readline().startswith(b"data: ")
    events.readline()
    text = episode(island).read_text().replace("rounds: []", "rounds:\n  - {card: 1, Ana: A1, Ben: F2, Cloe: pass}")
    episode(island).write_text(text)
    line = events.readline()
    events.close()
    assert line.startswith(b"data: ")
    state = client.get("/api/state")[1]
    assert state["version"] != version and state["round"] == 1


def test_a_broken_hand_edit_is_shown_and_writes_wait_for_the_fix(table, island):
    _, client = table
    good = episode(island).read_text()
    episode(island).write_text(good.replace("rounds: []", "rounds:\n  - {card: 1, Ana: C4, Ben: F2, Cloe: pass}"))
    state = client.get("/api/state")[1]
    assert "MI-R01" in {p["rule"] for p in state["problems"]}
    assert client.post("/api/round", {**FIRST, "version": state["version"]})[0] == 400
    episode(island).write_text(good)
    assert client.get("/api/state")[1]["problems"] == []


def test_a_taken_port_is_said_and_the_next_free_one_used(island):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        said: list[str] = []
        server = TableServer(island, "127.0.0.1", port, say=said.append)
        try:
            assert server.port != port
            assert said and f"port {port} is taken" in str(said[0])
        finally:
            server.close()


def test_the_cli_says_a_bad_host_in_plain_words(island, cli):
    result = cli("table", island, "--host", "no-such-host.invalid", "--port", "8765")
    assert result.exit_code == 2 and "cannot listen on no-such-host.invalid" in result.output
    assert "Traceback" not in result.output


def test_the_address_carries_a_fresh_key_and_its_qr_code(island):
    one = TableServer(island, "127.0.0.1", 0, say=lambda _: None)
    two = TableServer(island, "127.0.0.1", 0, say=lambda _: None)
    try:
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/\?key=[0-9a-f]{32}", one.address())
        assert one.key != two.key
        drawn = qr_text(one.address())
        assert "█" in drawn and len(drawn.splitlines()) > 15
    finally:
        one.close()
        two.close()


def test_the_page_is_served_in_the_campaign_language_and_on_request_in_another(city_table):
    _, client = city_table
    assert '<html lang="es">' in client.get("/")[1]
    assert "¿Qué carta se ha revelado?" in client.get("/")[1]
    assert "Quelle carte a été révélée\u202f?" in client.get("/?lang=fr")[1]
    assert client.get("/api/moves?player=Ana&card=Y1&lang=fr")[0] == 200


# --- envelope rules at the table --------------------------------------------------------------

def test_a_pass_the_episode_forbids_is_shown_refused_and_a_lacking_piece_passes_free(island):
    """The page learns why passing is refused (passing: never) and that a player whose set lost the
    card's piece (LG-12) passes at no cost."""
    rules = island / "rules" / "short.yaml"
    rules.write_text(rules.read_text(encoding="utf-8") + "passing: never\n", encoding="utf-8")
    with (island / "campaign.yaml").open("a", encoding="utf-8") as f:
        f.write("start:\n  episode: 1\n  players:\n    Ben: {changes: [{piece: \"1\", remove: true}]}\n")
    for _server, client in serve_table(island):
        status, ana = client.get("/api/moves?player=Ana&card=1")
        assert status == 200 and not ana["can_pass"] and ana["pass_refused"] == "never" and ana["moves"]
        status, ben = client.get("/api/moves?player=Ben&card=1")
        assert status == 200 and ben["lacking"] and ben["can_pass"] and ben["moves"] == []
        assert ben["pass"]["points"] == 0 and ben["pass"]["items"][0]["rule"] == "LG-03"


def test_a_round_whose_action_holds_a_carriage_return_is_refused_and_nothing_written(island):
    """The audit's probe: one POST naming only Ana wrote moves for others and an adjustment of -50."""
    before = episode(island).read_bytes()
    for _server, client in serve_table(island):
        body = {"card": "1", "version": client.version(), "actions": {
            "Ana": "A1: house, A2: house}\r    Ben: F2\r    Cloe: pass\radjustments:\r  - {player: Ben, points: -50, reason: x}\r#"}}
        status, answer = client.post("/api/round", body)
        assert status == 400 and "line break" in str(answer)
    assert episode(island).read_bytes() == before


@pytest.mark.parametrize(("lang", "joined"), [("es", "Mateo y Lucía"), ("fr", "Mateo et Lucía"), ("en", "Mateo and Lucía")])
def test_two_tokens_on_0_owing_different_debts_are_no_tie_at_the_table_C_5(lang, joined):
    """Review 7: table mode asked the group to settle a tie between Diego (0, owing 25) and Mateo (0,
    owing 26), whom `check` ranks by their signed results, −25 above −26 (C-5). Only equal results
    with equal rows are a tie (LG-11, C-2), and the tied names are joined in words, not with a comma."""
    from types import SimpleNamespace

    from generator.base.shipped import TEMPLATES
    from generator.frontend.i18n import load
    from generator.table.reads import end_json
    from generator.words.i18n import ENGLISH

    def player(name: str, seat: int, token: int, debt: int, rank: int) -> SimpleNamespace:
        return SimpleNamespace(name=name, seat=seat, token=token, debt=debt, score=token - debt, rank=rank, circles=0,
                               open_rows=(3, 4), items=())

    translator = ENGLISH if lang == "en" else load(TEMPLATES / "locale", lang)
    players = [player("Ana", 0, 12, 0, 1), player("Diego", 1, 0, 25, 2), player("Mateo", 2, 0, 26, 3)]
    ep = SimpleNamespace(tiebreak=(), adjustments=(), board_changes={})
    campaign = SimpleNamespace(mode="legacy")
    end = end_json(campaign, SimpleNamespace(episode=ep, players=players, tie_of=lambda p: None), SimpleNamespace(tie=None), translator)  # type: ignore[arg-type]
    assert end["ties"] == [] and end["tied_names"] == []
    players.append(player("Lucía", 3, 0, 26, 3))
    end = end_json(campaign, SimpleNamespace(episode=ep, players=players, tie_of=lambda p: None), SimpleNamespace(tie=None), translator)  # type: ignore[arg-type]
    assert end["ties"] == [["Mateo", "Lucía"]] and end["tied_names"] == [joined]
