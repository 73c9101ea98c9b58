"""`chronicle add -c block` without `--blocked` answers in the game's own words and rule: only a deck that deals
the blocking card (MC-E03, My City's Eternal game) wants the card it blocks; My Island has no blocking card at
all (LG-02), and a My City legacy deck has none either (LG-02). Reviewers met My City's advice
(«--card block necesita la carta bloqueada … (MC-E03)») on an island."""

from __future__ import annotations

import shutil

import pytest

from helpers import FIXTURES, HOUSES, R, episode, episode_file, tiny_campaign

NO_BLOCK = {"es": "My Island no tiene carta de bloqueo: la carta es el número de una loseta",
            "fr": "My Island n'a pas de carte de blocage : ici, chaque carte se note par le numéro d'une tuile",
            "en": "My Island has no blocking card: here each card is written as a tile's number"}


def _plain(text: str) -> str:
    return text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_LG_02_add_block_without_blocked_on_my_island_says_the_island_has_no_blocking_card(tmp_path, cli, lang):
    folder = tiny_campaign(tmp_path, "isla", episode(R(1, Ana=HOUSES, Ben="pass")), language=lang)
    before = episode_file(folder).read_bytes()
    result = cli("--lang", lang, "add", folder, "1", "-c", "block", "Ana=pass", "Ben=pass")
    shown = _plain(result.stderr)
    assert result.exit_code == 1, shown
    assert NO_BLOCK[lang] in shown and "[LG-02]" in shown, shown
    assert "MC-E03" not in shown and "--blocked" not in shown, shown  # nothing of My City's blocking card
    assert episode_file(folder).read_bytes() == before


def test_LG_02_add_block_on_a_my_city_legacy_deck_says_the_deck_has_none(tmp_path, cli):
    folder = tiny_campaign(tmp_path, "ciudad", "episode: 1\nrules: legacy-1\nrounds: []\n", game="my-city", language="en")
    result = cli("--lang", "en", "add", folder, "1", "-c", "block", "Ana=pass", "Ben=pass")
    assert result.exit_code == 1, result.stderr
    assert "[LG-02]" in result.stderr and "no blocking card" in result.stderr, result.stderr
    assert "--blocked" not in result.stderr and "MC-E03" not in result.stderr, result.stderr


def test_MC_E03_add_block_without_blocked_on_a_deck_that_deals_it_asks_for_the_blocked_card(tmp_path, cli):
    folder = tmp_path / "city"
    shutil.copytree(FIXTURES / "table" / "city", folder)
    before = episode_file(folder).read_bytes()
    result = cli("--lang", "en", "add", folder, "1", "-c", "block")
    assert result.exit_code == 2, result.stderr
    assert "--blocked" in result.stderr and "(MC-E03)" in result.stderr, result.stderr
    assert episode_file(folder).read_bytes() == before
