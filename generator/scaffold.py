"""Create a new campaign folder with a commented campaign.yaml and an empty first episode."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from generator.editing import _scalar, new_episode, write_atomically

SLUG = re.compile(r"[a-z0-9][a-z0-9-]*")


def campaign_yaml(title: str, game: str, mode: str, board: str, pieces: str, language: str, players: Sequence[str],
                  from_episode: int = 1) -> str:
    rows = [
        (f"title: {_scalar(title)}", ""),
        (f"game: {game}", "my-island | my-city"),
        (f"mode: {mode}", "legacy | eternal"),
        (f"board: {board}", "a board of the game's content, or a path inside this folder"),
        (f"pieces: {pieces}", "likewise"),
        (f"language: {language}", "language of your notes: es | fr | en"),
        ("players:", "in seat order; a newcomer: replaced_by: {name: Dana, from_episode: 7}"),
    ]
    width = max(len(text) for text, _ in rows) + 2
    lines = ["# Campaign log for chronicle: check it with 'chronicle check', score it with 'chronicle score'."]
    lines += [f"{text:<{width}}# {note}" if note else text for text, note in rows]
    lines += [f"  - {{name: {_scalar(p)}}}" for p in players]
    if from_episode > 1:
        lines += start_yaml(from_episode, players)
    return "\n".join(lines) + "\n"


def start_yaml(episode: int, players: Sequence[str]) -> list[str]:
    """The start of a log that begins partway through a campaign, for the group to fill in from its boards."""
    lines = ["start:                             # the log begins partway through the campaign",
             f"  episode: {episode}",
             "  players:                         # as each board stands before that episode:",
             "    # circles: progress circles (My City: symbols) coloured so far; debt: points still owed;",
             "    # changes: its stickers and new terrain, as board_changes writes them ({cell: C4, terrain: palm});",
             "    # board: boards/theirs.yaml instead, when you transcribed the whole board"]
    lines += [f"    {_scalar(p)}: {{circles: 0, debt: 0, changes: []}}" for p in players]
    return lines


def create(root: Path, slug: str, files: dict[str, str]) -> Path:
    """Write the files of a new campaign; refuse to touch a folder that already exists."""
    folder = root / slug
    if folder.exists():
        raise FileExistsError(f"{folder} already exists; chronicle new never overwrites a campaign")
    for name, text in files.items():
        write_atomically(folder / name, text)
    return folder


def first_episode(rules: str, number: int = 1) -> str:
    return new_episode(number, rules)
