"""Transcription of a group's own board and pieces (table mode): what `handle` saves, refuses and
confines. Whatever it writes must load in `chronicle board` as it stands."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from generator.table.transcribe import handle
from helpers import FIXTURES, ISLAND

CITY = {"name": "Our city", "file": "our-city",
        "terrain": [["mountain", "green", "green", "forest"], ["mountain", "green", "green", "forest"]],
        "features": {"tree": {"0,1": 2}, "gold": {"1,2": 1}}, "river": [[[0, 1], [0, 2]], [[0, 2], [1, 2]]]}
TILE = {"catalogue": "our-tiles", "name": "Our tiles", "id": "17", "anchor": "0,0",
        "cells": {"0,0": "house", "0,1": "house", "1,0": "field"}}


@pytest.fixture
def campaign(tmp_path: Path) -> Path:
    folder = tmp_path / "harbour"
    shutil.copytree(FIXTURES / "site/harbour", folder)
    return folder


@pytest.fixture
def city(tmp_path: Path) -> Path:
    folder = tmp_path / "town"
    (folder / "episodes").mkdir(parents=True)
    (folder / "campaign.yaml").write_text("title: Town\ngame: my-city\nmode: legacy\nboard: sample-legacy\n"
                                          "pieces: sample\nplayers: [{name: Ana}, {name: Ben}]\n")
    return folder


def post(folder: Path, path: str, data: object, lang: str = "en") -> tuple[int, dict]:
    status, kind, body = handle("POST", path, {}, json.dumps(data).encode(), folder, lang)  # type: ignore[misc]
    assert kind.startswith("application/json")
    return status, json.loads(body)


def board_command(cli, path: Path) -> str:  # type: ignore[no-untyped-def]
    result = cli("board", path)
    assert result.exit_code == 0, result.stderr
    return result.stdout


def test_a_painted_island_is_saved_as_board_yaml_that_chronicle_board_loads(campaign, cli):
    status, answer = post(campaign, "/api/transcribe/board", ISLAND)
    assert status == 200, answer
    text = (campaign / "boards/our-island.yaml").read_text()
    assert "game: my-island\nname: Our island\nlegend: {b: beach, h: heath, p: palm}\nmap: |\n" in text
    assert "  b b b\n   b h h b\n  b p b\n" in text  # odd hex rows shifted half a space
    assert "features:\n  statue: [B2]\n  square: [B3]\n" in text
    drawn = board_command(cli, campaign / "boards/our-island.yaml")
    assert drawn == answer["drawing"] + "\n" and "he*" in drawn
    assert answer["use"] == "board: boards/our-island.yaml"


def test_MC_R02_a_painted_city_keeps_its_river_edges_and_counted_features(city, cli):
    status, answer = post(city, "/api/transcribe/board", CITY)
    assert status == 200, answer
    text = (city / "boards/our-city.yaml").read_text()
    assert "river: [A2|A3, A3/B3]\n" in text and "  tree: {A2: 2}\n  gold: [B3]\n" in text
    assert "river: A2|A3, A3/B3" in board_command(cli, city / "boards/our-city.yaml")


def test_a_saved_board_is_not_replaced_without_the_users_word(campaign):
    assert post(campaign, "/api/transcribe/board", ISLAND)[0] == 200
    changed = {**ISLAND, "name": "Our island, again"}
    status, answer = post(campaign, "/api/transcribe/board", changed)
    assert status == 409 and answer["exists"] and "boards/our-island.yaml" in answer["error"]
    assert "again" not in (campaign / "boards/our-island.yaml").read_text()
    assert post(campaign, "/api/transcribe/board", {**changed, "overwrite": True})[0] == 200
    assert "name: Our island, again" in (campaign / "boards/our-island.yaml").read_text()


def test_a_board_the_validator_refuses_is_not_written_and_says_why(campaign):
    """A map with no space at all cannot be a board."""
    status, answer = post(campaign, "/api/transcribe/board", {**ISLAND, "terrain": [[None, None]], "features": {}})
    assert status == 422 and "the map has no spaces" in answer["problems"][0]["message"]
    assert not (campaign / "boards/our-island.yaml").exists()


def test_a_feature_on_a_missing_space_is_refused(campaign):
    status, answer = post(campaign, "/api/transcribe/board", {**ISLAND, "features": {"statue": {"0,3": 1}}})
    assert status == 422 and "'A4' is not a space of the board" in answer["problems"][0]["message"]


@pytest.mark.parametrize("name", ["../outside", "boards/x", "..", ".hidden", "a b", "x" * 65, "", None, "é"])
def test_file_names_stay_inside_the_campaigns_boards_folder(campaign, name):
    status, answer = post(campaign, "/api/transcribe/board", {**ISLAND, "file": name})
    assert status == 400 and "letters, digits" in answer["error"]
    assert not (campaign.parent / "outside.yaml").exists() and not (campaign / "boards/x.yaml").exists()


def test_a_boards_folder_that_links_outside_the_campaign_is_refused(campaign, tmp_path):
    (tmp_path / "elsewhere").mkdir()
    (campaign / "boards").rename(campaign / "old-boards")
    (campaign / "boards").symlink_to(tmp_path / "elsewhere")
    status, answer = post(campaign, "/api/transcribe/board", ISLAND)
    assert status == 400 and "outside the campaign" in answer["error"]
    assert list((tmp_path / "elsewhere").iterdir()) == []


@pytest.mark.parametrize("change", [{"terrain": "b b b"}, {"terrain": [["lava"]]}, {"features": {"volcano": {"0,0": 1}}},
                                    {"features": {"statue": {"0,0": 12}}}, {"features": {"statue": {"x,y": 1}}},
                                    {"river": [[[0, 0], [0, 1]]]}, {"terrain": [["beach"]] * 27}])
def test_a_board_the_pages_never_send_is_a_clear_400(campaign, change):
    """Island boards have no river; terrains and features come from game.yaml; at most 26 rows."""
    status, answer = post(campaign, "/api/transcribe/board", {**ISLAND, **change})
    assert status == 400 and "reload the page" in answer["error"]


def test_a_name_with_yaml_and_html_in_it_is_written_as_plain_text(campaign, cli):
    name = 'Isla "<script>alert(1)</script>": #1'
    status, answer = post(campaign, "/api/transcribe/board", {**ISLAND, "name": name})
    assert status == 200, answer
    from generator.load.nodes import load_file

    assert load_file(campaign / "boards/our-island.yaml").get("name").value == name
    status, kind, page = handle("GET", "/transcribe", {}, b"", campaign, "en")  # type: ignore[misc]
    assert b"<script>alert" not in page


def test_a_drawn_piece_starts_a_catalogue_and_the_next_is_added_below_it(campaign, cli):
    status, answer = post(campaign, "/api/transcribe/piece", TILE)
    assert status == 200, answer
    assert post(campaign, "/api/transcribe/piece", {**TILE, "id": "18", "cells": {"0,0": "wall", "1,0": "wall"}})[0] == 200
    text = (campaign / "boards/our-tiles.yaml").read_text()
    # hex offsets from the anchor: row 0 col 1 is east (1,0); row 1 col 0 is south-east (0,1)
    assert text.endswith('pieces:\n  17: {cells: {"0,0": house, "1,0": house, "0,1": field}}\n'
                         '  18: {cells: {"0,0": wall, "0,1": wall}}\n')
    assert "name: Our tiles\n" in text
    drawn = board_command(cli, campaign / "boards/our-tiles.yaml")
    assert "tile 17" in drawn and "tile 18" in drawn


def test_a_piece_added_to_a_catalogue_keeps_its_comments(campaign):
    (campaign / "boards/our-tiles.yaml").write_text("# our tiles, from the box\ngrid: hex\nname: Ours\npieces:\n"
                                                     "  1: {cells: {\"0,0\": house}}   # the lonely house\n\n# more later\n")
    assert post(campaign, "/api/transcribe/piece", TILE)[0] == 200
    assert (campaign / "boards/our-tiles.yaml").read_text() == (
        "# our tiles, from the box\ngrid: hex\nname: Ours\npieces:\n  1: {cells: {\"0,0\": house}}   # the lonely house\n"
        '  17: {cells: {"0,0": house, "1,0": house, "0,1": field}}\n\n# more later\n')


def test_a_piece_id_in_use_is_replaced_only_when_the_user_says_so(campaign):
    assert post(campaign, "/api/transcribe/piece", TILE)[0] == 200
    status, answer = post(campaign, "/api/transcribe/piece", {**TILE, "cells": {"0,0": "path"}}, lang="es")
    assert status == 409 and answer["error"] == "La loseta 17 ya está en boards/our-tiles.yaml. ¿Reemplazarla?"
    assert post(campaign, "/api/transcribe/piece", {**TILE, "cells": {"0,0": "path"}, "overwrite": True})[0] == 200
    assert (campaign / "boards/our-tiles.yaml").read_text().endswith('  17: {cells: {"0,0": path}}\n')


def test_a_piece_in_two_parts_is_refused_with_the_validators_words(campaign):
    status, answer = post(campaign, "/api/transcribe/piece", {**TILE, "cells": {"0,0": "house", "0,3": "house"}})
    assert status == 422 and "do not form one connected shape" in answer["problems"][0]["message"]
    assert not (campaign / "boards/our-tiles.yaml").exists()


def test_MC_E02_a_city_piece_takes_a_colour_and_may_be_a_church(city, cli):
    building = {"catalogue": "our-buildings", "id": "C9", "anchor": "0,0", "cells": {"0,0": None, "0,1": None},
                "colour": "purple", "church": True}
    status, answer = post(city, "/api/transcribe/piece", building)
    assert status == 200, answer
    assert (city / "boards/our-buildings.yaml").read_text().endswith(
        'grid: square\nname: our-buildings\npieces:\n  C9: {colour: purple, church: true, cells: ["0,0", "1,0"]}\n')
    assert "C9" in board_command(cli, city / "boards/our-buildings.yaml")
    assert post(city, "/api/transcribe/piece", {**building, "id": "Y9", "colour": "pink"})[0] == 400


@pytest.mark.parametrize("change", [{"id": ""}, {"id": "block"}, {"anchor": "3,3"}, {"cells": {"0,0": "lava"}},
                                    {"cells": []}, {"id": "x\n: y"}])
def test_a_piece_the_pages_never_send_is_a_clear_400(campaign, change):
    status, answer = post(campaign, "/api/transcribe/piece", {**TILE, **change})
    assert status == 400 and answer["error"]


def test_pages_are_served_in_the_groups_language_and_unknown_paths_are_404(campaign):
    for path in ("/transcribe", "/transcribe/board", "/transcribe/piece"):
        status, kind, body = handle("GET", path, {}, b"", campaign, "fr")  # type: ignore[misc]
        assert status == 200 and kind.startswith("text/html") and b'<html lang="fr">' in body
    assert "Dessiner un plateau" in handle("GET", "/transcribe", {}, b"", campaign, "fr")[2].decode()  # type: ignore[index]
    assert handle("GET", "/transcribe/../campaign.yaml", {}, b"", campaign, "en") is None
    assert handle("GET", "/transcribe/static/../../campaign.yaml", {}, b"", campaign, "en") is None
    assert handle("POST", "/api/transcribe/nothing", {}, b"{}", campaign, "en") is None
    assert handle("GET", "/transcribe/static/transcribe.js", {}, b"", campaign, "en")[0] == 200  # type: ignore[index]


def test_a_saved_board_opens_again_for_painting(campaign):
    assert post(campaign, "/api/transcribe/board", ISLAND)[0] == 200
    page = handle("GET", "/transcribe/board", {"file": "our-island"}, b"", campaign, "en")[2].decode()  # type: ignore[index]
    data = json.loads(page.split('<script type="application/json" id="data">')[1].split("</script>")[0])
    assert data["start"]["name"] == "Our island"
    assert data["start"]["terrain"][1] == ["beach", "heath", "heath", "beach"]
    assert data["start"]["features"]["statue"] == {"1,1": 1}


def test_a_request_body_that_is_not_json_is_a_400(campaign):
    status, kind, body = handle("POST", "/api/transcribe/board", {}, b"\xff{", campaign, "en")  # type: ignore[misc]
    assert status == 400 and b"not JSON" in body


def test_concurrent_saves_into_one_catalogue_lose_nothing_and_one_new_board_name_wins(campaign):
    """The audit's probe, on the table server (127.0.0.1): eight phones saving eight pieces into one
    catalogue at once kept them all; two new boards of one name: one 200, one 409."""
    import threading
    import urllib.error
    import urllib.request

    from generator.table.server import TableServer

    server = TableServer(campaign, "127.0.0.1", 0, say=lambda _: None).start()
    statuses: list[int] = []

    def save(path: str, data: object) -> None:
        request = urllib.request.Request(f"http://127.0.0.1:{server.port}{path}", data=json.dumps(data).encode(),
                                         method="POST", headers={"Content-Type": "application/json",
                                                                 "X-Chronicle-Key": server.key})
        try:
            with urllib.request.urlopen(request, timeout=20) as answer:
                statuses.append(answer.status)
        except urllib.error.HTTPError as err:
            statuses.append(err.code)

    try:
        for path, bodies in (("/api/transcribe/piece", [{**TILE, "id": str(20 + n)} for n in range(8)]),
                             ("/api/transcribe/board", [ISLAND, {**ISLAND, "name": "Another island"}])):
            threads = [threading.Thread(target=save, args=(path, body)) for body in bodies]
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join(30)
    finally:
        server.stop()
    assert statuses[:8] == [200] * 8
    catalogue = (campaign / "boards" / "our-tiles.yaml").read_text(encoding="utf-8")
    assert all(f'"{20 + n}":' in catalogue or f"{20 + n}:" in catalogue for n in range(8))
    assert sorted(statuses[8:]) == [200, 409]
