"""What a board alone decides (its spaces' reading order, its terrains, the conditions of the board
an episode's rules ask: MI-R04's closed terrains, a first piece's terrain, an envelope's `where`) is
worked out once per board for a whole campaign's replay, every player and episode on that very board
sharing it (rules/episode.py `_island`, issue 35: check's speed); a board changed for good (LG-12)
is another board, with its own. Sharing changes no result."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import campaigns
from generator.model import Board
from generator.rules import campaign as replaying
from generator.rules.episode import replay_episode
from generator.rules.island import Island
from helpers import DEMO


def _campaign(folder: Path):  # type: ignore[no-untyped-def]
    checked = campaigns.check(folder)
    assert checked.campaign is not None
    return checked.campaign


@pytest.mark.parametrize("name", sorted(p.name for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()))
def test_sharing_what_the_board_decides_changes_no_result(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every demo campaign (board changes, envelopes, both games, an Eternal log) replays alike with
    every episode's islands made apart, as before."""
    campaign = _campaign(DEMO / name)
    shared = replaying.replay(campaign)

    def apart(*args, islands=None, **kwargs):  # type: ignore[no-untyped-def]
        return replay_episode(*args, **kwargs)

    monkeypatch.setattr(replaying, "replay_episode", apart)
    assert replaying.replay(campaign) == shared


def test_one_blank_island_per_board_of_the_campaign(monkeypatch: pytest.MonkeyPatch) -> None:
    """A campaign's replay keeps one blank island per distinct board, whatever the number of players
    and episodes: a board changed by LG-12 is a new board, hence a new blank."""
    campaign = _campaign(DEMO / "reef-raiders")
    seen: list[dict[int, Island]] = []

    def watched(*args, islands=None, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(islands)
        return replay_episode(*args, islands=islands, **kwargs)

    monkeypatch.setattr(replaying, "replay_episode", watched)
    result = replaying.replay(campaign)
    (islands,) = {id(kept): kept for kept in seen}.values()  # one dict for the whole replay
    boards = {id(p.board): p.board for e in result.episodes for p in e.players}
    assert set(islands) == set(boards)
    assert all(blank.board is boards[key] and not blank.placements for key, blank in islands.items())


def test_a_fresh_island_shares_the_boards_facts_and_nothing_placed() -> None:
    board: Board = _campaign(DEMO / "reef-raiders").board
    first = Island(board, counters={"x": 1})
    first.rank()
    first.terrain_cells(next(iter(board.terrain.values())))
    other = first.fresh({"y": 2})
    assert other.board is board and other.counters == {"y": 2} and other.placements == 0
    assert other.rank() is first.rank() and other.fixed is first.fixed
    assert other.covered is not first.covered and other.held is not first.held
