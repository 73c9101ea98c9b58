"""`chronicle add -c block` without `--blocked` asks only what it needs to answer (MC-E03: a deck that deals
the blocking card wants the card it blocks; LG-02: any other deck has none): the deck of the episode being
played, from the campaign as validation reads it, never a replay of the whole campaign before the round is
even drafted. Its answers and errors stay those of tests/cli/test_add_blocking_card_advice.py."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator import campaigns
from generator.rules.deck import BLOCK, not_dealt
from helpers import DEMO, FIXTURES, HOUSES, R, episode, episode_file, tiny_campaign


@pytest.fixture
def replays(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The campaigns replayed while a command runs (campaigns.check's replay), by folder name."""
    seen: list[str] = []
    replay = campaigns.replay

    def counted(campaign, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(campaign.folder.name)
        return replay(campaign, *args, **kwargs)

    monkeypatch.setattr(campaigns, "replay", counted)
    return seen


def test_MC_E03_block_without_blocked_is_refused_before_any_replay(tmp_path, cli, replays):
    """A deck that deals the blocking card: the usage error (exit 2) comes from the episode's deck alone."""
    folder = tmp_path / "city"
    shutil.copytree(FIXTURES / "table" / "city", folder)
    result = cli("--lang", "en", "add", folder, "1", "-c", "block")
    assert result.exit_code == 2 and "--blocked" in result.stderr and "(MC-E03)" in result.stderr, result.stderr
    assert replays == [], replays


def test_MC_E03_block_without_blocked_in_the_next_episode_reads_its_carried_deck(tmp_path, cli, replays):
    """Episode 2 not yet begun carries episode 1's ruleset (`blocking`, which deals the card): asked of the draft."""
    folder = tmp_path / "city"
    shutil.copytree(FIXTURES / "table" / "city", folder)
    result = cli("--lang", "en", "add", folder, "2", "-c", "block")
    assert result.exit_code == 2 and "--blocked" in result.stderr, result.stderr
    assert replays == [] and not (folder / "episodes" / "02.yaml").exists(), replays


def test_LG_02_block_on_my_island_is_left_to_the_round_s_check_with_no_replay(tmp_path, cli, replays):
    """My Island has no blocking card: the round's own check says so as it reads the round (LG-02), before any replay."""
    folder = tiny_campaign(tmp_path, "isla", episode(R(1, Ana=HOUSES, Ben="pass")), language="en")
    before = episode_file(folder).read_bytes()
    result = cli("--lang", "en", "add", folder, "1", "-c", "block", "Ana=pass", "Ben=pass")
    assert result.exit_code == 1 and "[LG-02]" in result.stderr and "--blocked" not in result.stderr, result.stderr
    assert replays == [] and episode_file(folder).read_bytes() == before, replays


@pytest.mark.parametrize("name", ["gold-rush", "river-town", "reef-raiders", "eternal-night", "barrio-del-palacio"])
def test_MC_E03_the_deck_asked_is_the_replayed_episode_s_deck(name):
    """For every episode of each demo campaign and the next one, the answer is the replay's: its episode's deck
    deals the blocking card (rules/deck.not_dealt, the one answer of check, moves and table mode)."""
    from generator.cli.campaign import _deals_blocking_card
    from generator.editing.episodes import episode_files, episode_text, first_episode

    folder = (DEMO / name).resolve()
    first = first_episode(folder)
    for number in range(first, first + len(episode_files(folder)) + 1):
        path, text = episode_text(folder, number)
        checked = campaigns.check(folder, {path: text})
        assert checked.result is not None
        played = [e for e in checked.result.episodes if e.episode.number == number]
        assert _deals_blocking_card(folder, path, text, number) == (not_dealt(BLOCK, played[0].deck) is None), number


def test_no_replay_when_the_campaign_does_not_read(tmp_path, cli, replays):
    """A campaign that does not read as it stands is left to the errors that say why (exit 1, file:line:col)."""
    folder = tmp_path / "city"
    shutil.copytree(FIXTURES / "table" / "city", folder)
    setup: Path = folder / "campaign.yaml"
    setup.write_text(setup.read_text(encoding="utf-8").replace("pieces: pieces/tiny.yaml", "pieces: pieces/none.yaml"),
                     encoding="utf-8")
    result = cli("--lang", "en", "add", folder, "1", "-c", "block")
    assert result.exit_code == 1 and "campaign.yaml:" in result.stderr and "--blocked" not in result.stderr, result.stderr
    assert replays == [], replays
