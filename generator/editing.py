"""Change a user's log in place: append a round, keeping every comment and the layout."""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Sequence
from pathlib import Path

import yaml

_ACTION = re.compile(r"([^=]+)=(.+)")


def parse_actions(pairs: Sequence[str]) -> list[tuple[str, str]]:
    """'Ana=C4r2' pairs into (player, YAML value); raise ValueError naming a malformed pair."""
    actions = []
    for pair in pairs:
        match = _ACTION.fullmatch(pair.strip())
        if not match:
            raise ValueError(f"'{pair}' is not PLAYER=ACTION (such as Ana=C4r2, Ben=pass, Cloe=A3,A4,B3)")
        actions.append((match[1].strip(), _action_yaml(match[2].strip())))
    return actions


def _action_yaml(text: str) -> str:
    """pass, stop, C4r2, A3,A4,B3 (covered cells) or A3:house,A4:field, with or without brackets."""
    text = text.strip().strip("[]{}").strip()
    if "," in text or ":" in text:
        cells = [c.strip() for c in text.split(",")]
        if all(":" in c for c in cells):
            return "{" + ", ".join(f"{k.strip()}: {v.strip()}" for k, v in (c.split(":", 1) for c in cells)) + "}"
        return "[" + ", ".join(cells) + "]"
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


def new_episode(number: int, rules: str) -> str:
    return f"episode: {number}\nrules: {_scalar(rules)}\nrounds: []\n"


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
        at = _after_content(lines, rounds.value[-1].end_mark)
        return "".join(lines[:at] + [new] + lines[at:])
    if isinstance(rounds, yaml.SequenceNode) and rounds.value:
        raise ValueError("rounds is written as a flow list [...]; write it as a block list to append rounds")
    # 'rounds:' or 'rounds: []': the key's line keeps any comment, the round goes below it
    line = rounds.start_mark.line
    key = lines[line][: rounds.start_mark.column].rstrip()
    comment = lines[line][rounds.end_mark.column:].strip() if rounds.end_mark.line == line else ""
    lines[line] = key + (f"  {comment}" if comment.startswith("#") else "") + "\n"
    return "".join(lines[: line + 1] + [new] + lines[line + 1:])


def _after_content(lines: list[str], end: yaml.Mark) -> int:
    """The index after the last line of YAML content up to `end`, skipping blanks and comments."""
    at = min(end.line + (1 if end.column else 0), len(lines))
    while at > 0 and (not lines[at - 1].strip() or lines[at - 1].lstrip().startswith("#")):
        at -= 1
    return at


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step: a crash leaves the old file or the new, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        if path.exists():
            os.chmod(tmp, path.stat().st_mode & 0o777)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
