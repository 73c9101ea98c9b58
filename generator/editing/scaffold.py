"""Create a new campaign folder with a commented campaign.yaml and an empty first episode."""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from generator.editing.atomic import write_atomically
from generator.editing.episodes import new_episode
from generator.editing.text import flow
from generator.words.editions import said
from generator.words.elision import apostrophes
from generator.words.i18n import ENGLISH, Message, Translator, _, render, translator

SLUG = re.compile(r"[a-z0-9][a-z0-9-]*")


def campaign_yaml(title: str, game: str, mode: str, board: str, pieces: str, language: str, players: Sequence[str],
                  from_episode: int = 1) -> str:
    """campaign.yaml with its comments in the group's language (the file is theirs to read and edit)."""
    tr = translator(language)
    rows: list[tuple[str, Message | str]] = [
        (f"title: {flow(title)}", ""),
        (f"game: {game}", "my-island | my-city"),
        (f"mode: {mode}", "legacy | eternal"),
        (f"board: {board}", _("a sample board shipped with chronicle (not the published one), or your own: a path "
                              "inside this folder")),
        (f"pieces: {pieces}", _("likewise")),
        (f"language: {language}", _("language of your notes: es | fr | en")),
        ("players:", _("in seat order; a newcomer: replaced_by: {name: Dana, from_episode: 7}")),
    ]
    width = max(len(text) for text, _note in rows) + 2
    lines = ["# " + _said(_("Campaign log for chronicle: check it with 'chronicle check', score it with 'chronicle score'."), tr)]
    lines += [f"{text:<{width}}# {_said(note, tr)}" if note else text for text, note in rows]
    lines += [f"  - {{name: {flow(p)}}}" for p in players]
    if from_episode > 1:
        lines += start_yaml(from_episode, players, tr, game)
    return "\n".join(lines) + "\n"


def _said(message: Message | str, tr: Translator) -> str:
    """A comment of the file in the group's language, with French's curly apostrophes ("un plateau d’exemple"):
    the file is read, never through the site's typography. Only comments: keys and values stay as YAML reads them."""
    return apostrophes(render(message, tr)) if tr.lang == "fr" else render(message, tr)


def start_yaml(episode: int, players: Sequence[str], tr: Translator = ENGLISH, game: str = "my-island") -> list[str]:
    """The start of a log that begins partway through a campaign, for the group to fill in from its boards, in
    the words and with an example of the campaign's game (My City colours symbols and has no palms)."""
    notes = [_said(m, tr) for m in (
        _("the log begins partway through the campaign"),
        _("as each board stands before that episode:"),
        said(game, "circles: progress circles coloured so far; debt: points still owed;"),
        said(game, "changes: its stickers and new terrain, as board_changes writes them ({cell: C4, terrain: palm});"),
        _("board: boards/theirs.yaml instead, when you transcribed the whole board"))]
    lines = [f"{'start:':<35}# {notes[0]}",
             f"  episode: {episode}",
             f"{'  players:':<35}# {notes[1]}",
             *(f"    # {note}" for note in notes[2:])]
    lines += [f"    {flow(p)}: {{circles: 0, debt: 0, changes: []}}" for p in players]
    return lines


def create(root: Path, slug: str, files: dict[str, str]) -> Path:
    """Write the files of a new campaign; refuse to touch a folder that already exists."""
    folder = root / slug
    if folder.exists():
        raise FileExistsError(_("%(folder)s already exists; chronicle new never overwrites a campaign", folder=folder))
    for name, text in files.items():
        write_atomically(folder / name, text)
    return folder


def first_episode(rules: str, number: int = 1) -> str:
    return new_episode(number, rules)
