"""A campaign's episode files: where they are, the next one's first text, and a round added or taken
away (through the one text editor: every other line, comment and the layout untouched)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path

import yaml

from generator.editing import text as yaml_text
from generator.editing.actions import round_yaml
from generator.load.nodes import display_path, read_text
from generator.model import Pos
from generator.problems import Problem, Problems
from generator.validate.paths import Refused, listing, refusal
from generator.words import editions
from generator.words.held import not_held
from generator.words.i18n import Text, _


def new_episode(number: int, rules: object, day: date | None = None) -> str:
    """A new episode file with no rounds yet; `rules` is a ruleset name or path, or a ruleset mapping
    (written as a block, as a group would write it)."""
    when = f"date: {day.isoformat()}\n" if day else ""
    body: str = yaml.safe_dump({"rules": rules, "rounds": []}, sort_keys=False, allow_unicode=True, width=120)
    return f"episode: {number}\n{when}" + body


def episode_files(folder: Path) -> list[Path]:
    """A campaign's episode files; episodes are numbered in name order. Outside when episodes/ is
    a link leading elsewhere or cannot be listed."""
    try:
        return listing(folder / "episodes", folder)
    except Refused as err:
        raise Outside([Problem(Pos(display_path(folder / "episodes"), 1, 1),
                               _("chronicle does not read this folder: %(reason)s", reason=err.args[0]))]) from None


def first_episode(folder: Path) -> int:
    """The number of the log's first episode: campaign.yaml's start, else 1 (the check reports a bad one)."""
    try:
        setup = yaml.safe_load((folder / "campaign.yaml").read_text(encoding="utf-8"))
        number = setup["start"]["episode"]
    except (OSError, yaml.YAMLError, KeyError, TypeError):
        return 1
    return number if isinstance(number, int) and not isinstance(number, bool) and 1 <= number <= 24 else 1


class Outside(Problems):
    """An episode file or folder that is a link leading outside its campaign (or cannot be listed):
    never read, never written through."""


def own_episode(folder: Path, path: Path) -> Path:
    """The real path of an episode file, refused (Outside) if it lies outside the campaign folder."""
    reason = refusal(path, folder)
    if reason is not None:
        raise Outside([Problem(Pos(display_path(path), 1, 1), _("chronicle does not read this file: %(reason)s", reason=reason))])
    return path.resolve()


def next_episode(folder: Path, rules: object = None) -> tuple[Path, str]:
    """Where the campaign's next episode goes and its text before the first round.

    The ruleset is `rules`, else the previous episode's `rules:` as written there (a name, a
    path or a whole mapping), else the mode's first ruleset (legacy-1 or eternal).
    """
    files = episode_files(folder)
    number = first_episode(folder) + len(files)
    path = (folder / "episodes" / f"{number:02d}.yaml").resolve()
    return path, new_episode(number, rules if rules is not None else _carried_rules(folder, files))


def _carried_rules(folder: Path, files: list[Path]) -> object:
    """The ruleset a new episode starts with; broken files fall back, and the check reports them."""
    try:
        if files:
            previous = yaml.safe_load(files[-1].read_text(encoding="utf-8"))
            if isinstance(previous, dict) and previous.get("rules") is not None:
                return previous["rules"]
        setup = yaml.safe_load((folder / "campaign.yaml").read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError):
        setup = None
    return "eternal" if isinstance(setup, dict) and setup.get("mode") == "eternal" else "legacy-1"


def episode_text(folder: Path, episode: int, rules: object = None) -> tuple[Path, str]:
    """The file of `episode` and its text: an existing episode's, or the next one's first draft.

    Raise ValueError for an episode that neither exists nor comes next.
    """
    files = episode_files(folder)
    first = first_episode(folder)
    if first <= episode < first + len(files):
        path = own_episode(folder, files[episode - first])
        return path, read_text(path)
    if episode == first + len(files):
        return next_episode(folder, rules)
    raise ValueError(not_held(episode, first, first + len(files) - 1, says_next=True))


def append_round(text: str, card: str, actions: Sequence[tuple[str, str]], blocked: str | None = None) -> str:
    """The episode text with one more round after the last, comments and layout untouched."""
    return yaml_text.append_item(text, ["rounds"], lambda column: round_yaml(card, actions, column, blocked))


def remove_last_round(text: str) -> str:
    """The episode text without its last round (see text.remove_last_item): an episode left with no
    round reads `rounds: []` and stays an episode with no rounds yet. ValueError when there is none."""
    try:
        return yaml_text.remove_last_item(text, "rounds")
    except IndexError:
        raise ValueError(_("the episode has no round to remove")) from None


def last_round(text: str, game: str | None = None) -> Text:
    """The last round of an episode text in one line, 'card 17: Ana C4 r2, Ben passes' (in the reader's
    words: a placement as the log writes it, a pass or a stop as `game`'s edition says it), or '' if none."""
    loaded = yaml.safe_load(text)
    rounds = loaded.get("rounds") if isinstance(loaded, dict) else None
    if not isinstance(rounds, list) or not rounds or not isinstance(rounds[-1], dict):
        return ""
    entries = dict(rounds[-1])
    card = entries.pop("card", "?")
    if card == "block":  # My City's blocking card (MC-E03): said in words, never the log's "card block: blocked Y1"
        return _("blocking card: blocks %(card)s", card=entries.get("blocked", "?"))
    said = [_action(str(key), value, game) for key, value in entries.items()]
    return _("card %(card)s: %(actions)s", card=card, actions=said) if said else _("card %(card)s", card=card)


def _action(player: str, value: object, game: str | None) -> Text:
    word = value.strip().lower() if isinstance(value, str) else None
    if word == "pass":
        return _("%(player)s passes", player=player)
    if word == "stop" and game is not None:
        return _("%(player)s %(action)s", player=player, action=editions.said(game, "ends participation"))
    return f"{player} {value if isinstance(value, str) else yaml_text.flow(value)}"
