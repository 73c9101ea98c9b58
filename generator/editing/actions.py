"""A round as typed on the command line (Ana=C4r2 Ben=pass) or tapped at the table, written as YAML
made from its parts: never text pasted into a log."""

from __future__ import annotations

import re
from collections.abc import Sequence

from generator.editing.text import flow
from generator.words.i18n import _

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
            return "{" + ", ".join(f"{flow(k.strip())}: {flow(v.strip())}" for k, v in (c.split(":", 1) for c in cells)) + "}"
        return "[" + ", ".join(flow(c) for c in cells) + "]"
    anchor = re.fullmatch(r"([A-Za-z][0-9]{1,2})\s*[rR]([0-9])", text)
    return f"{anchor[1].upper()} r{anchor[2]}" if anchor else flow(text)


def _word(text: str) -> str:
    """A card id as written by hand: 17 or R3, quoted only if it holds odd characters."""
    return text if re.fullmatch(r"[A-Za-z0-9_-]+", text) else flow(text)


def round_yaml(card: str, actions: Sequence[tuple[str, str]], indent: int, blocked: str | None = None) -> str:
    """One round as a block list item, indented like the rounds already in the file."""
    pad = " " * indent
    lines = [f"{pad}- card: {_word(card)}"]
    if blocked is not None:
        lines.append(f"{pad}  blocked: {_word(blocked)}")
    lines += [f"{pad}  {flow(player)}: {value}" for player, value in actions]
    return "\n".join(lines) + "\n"
