"""Change a user's log in place: append or remove a round, keeping every comment and the layout."""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Sequence
from pathlib import Path

import yaml

from generator import files
from generator.i18n import Text, _
from generator.load import display_path, read_text
from generator.problems import Pos, Problem, Problems
from generator.validate.paths import Refused, listing, refusal

_ACTION = re.compile(r"([^=]+)=(.+)")


_BREAKS = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
"""Characters YAML reads as a line break or that no name or action holds (\r, U+0085, U+2028...):
text holding one could write lines of its own into a log."""


def parse_actions(pairs: Sequence[str]) -> list[tuple[str, str]]:
    """'Ana=C4r2' pairs into (player, YAML value); raise ValueError naming a malformed pair. The value
    is made from the parts of the action, each written as a YAML scalar: never text pasted in."""
    actions = []
    for pair in pairs:
        if _BREAKS.search(pair):
            raise ValueError(_("'%(pair)s' holds a line break or a control character; an action is one line, such as "
                               "Ana=C4r2", pair=_BREAKS.sub("?", pair)))
        match = _ACTION.fullmatch(pair.strip())
        if not match:
            raise ValueError(_("'%(pair)s' is not PLAYER=ACTION (such as Ana=C4r2, Ben=pass, Cloe=A3,A4,B3)", pair=pair))
        actions.append((match[1].strip(), _action_yaml(match[2].strip())))
    return actions


def _action_yaml(text: str) -> str:
    """pass, stop, C4r2, A3,A4,B3 (covered cells) or A3:house,A4:field, with or without brackets."""
    text = text.strip().strip("[]{}").strip()
    if "," in text or ":" in text:
        cells = [c.strip() for c in text.split(",")]
        if all(":" in c for c in cells):
            return "{" + ", ".join(f"{_scalar(k.strip())}: {_scalar(v.strip())}" for k, v in (c.split(":", 1) for c in cells)) + "}"
        return "[" + ", ".join(_scalar(c) for c in cells) + "]"
    anchor = re.fullmatch(r"([A-Za-z][0-9]{1,2})\s*[rR]([0-9])", text)
    return f"{anchor[1].upper()} r{anchor[2]}" if anchor else _scalar(text)


def _scalar(text: str) -> str:
    """Text as a YAML scalar, quoted only when it has to be."""
    dumped = yaml.safe_dump(text, default_flow_style=True, allow_unicode=True).strip()
    return dumped.removesuffix("\n...").removesuffix("...").strip()


def _word(text: str) -> str:
    """A card id as written by hand: 17 or R3, quoted only if it holds odd characters."""
    return text if re.fullmatch(r"[A-Za-z0-9_-]+", text) else _scalar(text)


def round_yaml(card: str, actions: Sequence[tuple[str, str]], indent: int, blocked: str | None = None) -> str:
    """One round as a block list item, indented like the rounds already in the file."""
    pad = " " * indent
    lines = [f"{pad}- card: {_word(card)}"]
    if blocked is not None:
        lines.append(f"{pad}  blocked: {_word(blocked)}")
    lines += [f"{pad}  {_scalar(player)}: {value}" for player, value in actions]
    return "\n".join(lines) + "\n"


def new_episode(number: int, rules: object) -> str:
    """A new episode file with no rounds yet; `rules` is a ruleset name or path, or a ruleset mapping."""
    return yaml.safe_dump({"episode": number, "rules": rules, "rounds": []}, sort_keys=False, allow_unicode=True,
                          width=120)


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
    raise ValueError(_("no episode %(n)s: the log holds episodes %(first)s to %(last)s; the next is %(next)s", n=episode,
                       first=first, last=first + len(files) - 1, next=first + len(files)))


def append_round(text: str, card: str, actions: Sequence[tuple[str, str]], blocked: str | None = None) -> str:
    """The episode text with one more round after the last, comments and layout untouched."""
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    pairs = root.value if isinstance(root, yaml.MappingNode) else []
    rounds = next((v for k, v in pairs if k.value == "rounds"), None)
    new = round_yaml(card, actions, 2, blocked)
    if rounds is None:
        return text.rstrip("\n") + "\nrounds:\n" + new
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    if isinstance(rounds, yaml.SequenceNode) and rounds.value and not rounds.flow_style:
        new = round_yaml(card, actions, rounds.value[0].start_mark.column - 2, blocked)
        at = after_content(lines, rounds.value[-1].end_mark)
        return "".join(lines[:at] + [new] + lines[at:])
    if isinstance(rounds, yaml.SequenceNode) and rounds.value:
        raise ValueError(_("rounds is written as a flow list [...]; write it as a block list to append rounds"))
    # 'rounds:' or 'rounds: []': the key's line keeps any comment, the round goes below it
    line = rounds.start_mark.line
    key = lines[line][: rounds.start_mark.column].rstrip()
    comment = lines[line][rounds.end_mark.column:].strip() if rounds.end_mark.line == line else ""
    lines[line] = key + (f"  {comment}" if comment.startswith("#") else "") + "\n"
    return "".join(lines[: line + 1] + [new] + lines[line + 1:])


def remove_last_round(text: str) -> str:
    """The episode text without its last round; every other line, comment and the layout untouched.

    A comment above the removed round stays: it may speak of the rounds before it. The last
    round gone, the key reads `rounds: []` and the file stays an episode with no rounds yet.
    Raise ValueError when there is no round to remove.
    """
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    pairs = root.value if isinstance(root, yaml.MappingNode) else []
    key, rounds = next(((k, v) for k, v in pairs if k.value == "rounds"), (None, None))
    if key is None or not isinstance(rounds, yaml.SequenceNode) or not rounds.value:
        raise ValueError(_("the episode has no round to remove"))
    if rounds.flow_style:  # [{card: 1, ...}, {card: 2, ...}]: cut the last item and the comma before it
        start = rounds.value[-2].end_mark.index if len(rounds.value) > 1 else rounds.start_mark.index + 1
        end = rounds.value[-1].end_mark.index if len(rounds.value) > 1 else rounds.end_mark.index - 1
        return text[:start] + text[end:]
    lines = text.splitlines(keepends=True)
    last = rounds.value[-1]
    first = last.start_mark.line
    if first and lines[first - 1].strip() == "-":  # the item's dash stands alone on the line above
        first -= 1
    end = after_content(lines, last.end_mark)
    if len(rounds.value) == 1:
        line = key.start_mark.line
        rest = lines[line][key.end_mark.column:].lstrip(" \t:").rstrip("\r\n")
        lines[line] = lines[line][: key.end_mark.column] + ": []" + (f"  {rest}" if rest.startswith("#") else "") + "\n"
    return "".join(lines[:first] + lines[end:])


def last_round(text: str) -> Text:
    """The last round of an episode text in one line, 'card 17: Ana C4 r2, Ben pass' (in the reader's
    words; the actions as the log writes them), or '' if none."""
    loaded = yaml.safe_load(text)
    rounds = loaded.get("rounds") if isinstance(loaded, dict) else None
    if not isinstance(rounds, list) or not rounds or not isinstance(rounds[-1], dict):
        return ""
    entries = dict(rounds[-1])
    card = entries.pop("card", "?")
    said = ", ".join(f"{key} {_flow(value)}" for key, value in entries.items())
    return _("card %(card)s: %(actions)s", card=card, actions=said) if said else _("card %(card)s", card=card)


def _flow(value: object) -> str:
    return value if isinstance(value, str) else yaml.safe_dump(value, default_flow_style=True, allow_unicode=True).strip()


def after_content(lines: list[str], end: yaml.Mark) -> int:
    """The index after the last line of YAML content up to `end`, skipping blanks and comments."""
    at = min(end.line + (1 if end.column else 0), len(lines))
    while at > 0 and (not lines[at - 1].strip() or lines[at - 1].lstrip().startswith("#")):
        at -= 1
    return at


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step: a crash leaves the old file or the new, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    files.remove_dead_drafts(path)  # a write killed inside fsync leaves its draft
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=files.draft_prefix(path), suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, path.stat().st_mode & 0o777 if path.exists() else files.file_mode())  # mkstemp's is 0600
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
