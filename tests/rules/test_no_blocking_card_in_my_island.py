"""My Island has no blocking card (LG-02: a round's card is the number of a tile; MC-E03's blocking card is
My City's Eternal game's). A round that names it is refused at the card, in plain words, wherever a round is
written: a log read by `check`, `chronicle add -c block`, and table mode's round (issue 34, Spanish review 4,
fault 2: it was read as My City's blocking card and said «el edificio bloqueado» of an island)."""

from __future__ import annotations

import shutil

import pytest

from helpers import FIXTURES, HOUSES, R, episode, episode_file, line_of, serve_table, tiny_campaign

SAID = {"es": "My Island no tiene carta de bloqueo: la carta es el número de una loseta",
        "fr": "My Island n'a pas de carte de blocage : ici, chaque carte se note par le numéro d'une tuile",
        "en": "My Island has no blocking card: here each card is written as a tile's number"}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_LG_02_a_my_island_log_naming_the_blocking_card_is_refused_at_the_card(tmp_path, cli, lang):
    folder = tiny_campaign(tmp_path, "isla", episode(R(1, Ana=HOUSES, Ben="pass"), R("block", Ana="pass", Ben="pass")
                                                     + "    blocked: 3\n"), language=lang)
    result = cli("--lang", lang, "check", folder)
    line = line_of(episode_file(folder), "card: block")
    shown = result.stderr.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
    assert result.exit_code == 1 and shown.count("\n") == 1, shown  # one error, nothing of MC-E03's
    assert shown.startswith(f"{episode_file(folder)}:{line}:"), shown
    assert {"es": "ronda 2: ", "fr": "tour 2 : ", "en": "round 2: "}[lang] + SAID[lang] + " [LG-02]" in shown, shown


def test_LG_02_add_refuses_a_blocking_card_on_my_island_and_leaves_the_log_alone(tmp_path, cli):
    folder = tiny_campaign(tmp_path, "isla", episode(R(1, Ana=HOUSES, Ben="pass")))
    before = episode_file(folder).read_bytes()
    result = cli("--lang", "es", "add", folder, "1", "-c", "block", "--blocked", "3", "Ana=pass", "Ben=pass")
    assert result.exit_code == 1 and SAID["es"] in result.stderr and "[LG-02]" in result.stderr, result.stderr
    assert "edificio" not in result.stderr and "MC-E03" not in result.stderr
    assert episode_file(folder).read_bytes() == before


def test_LG_02_table_mode_refuses_a_blocking_card_on_my_island(tmp_path):
    folder = tmp_path / "island"
    shutil.copytree(FIXTURES / "table" / "island", folder)
    before = {p: p.read_bytes() for p in (folder / "episodes").iterdir()}
    for _server, client in serve_table(folder):
        assert "block" not in client.get("/api/state")[1]["cards_left"]  # the picker never offers it
        status, answer = client.post("/api/round", {"card": "block", "blocked": "3", "version": client.version()})
        assert status == 422, answer
        assert [p["rule"] for p in answer["problems"]] == ["LG-02"], answer
    assert {p: p.read_bytes() for p in (folder / "episodes").iterdir()} == before


def test_MC_E03_my_city_eternal_still_deals_its_blocking_card(tmp_path, cli):
    """The city fixture's ruleset deals the blocking card: its round is read as MC-E03 says."""
    folder = tmp_path / "city"
    shutil.copytree(FIXTURES / "table" / "city", folder)
    assert cli("check", folder).exit_code == 0
