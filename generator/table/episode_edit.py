"""Small, local edits of an episode's text for the end of an episode and the next one, comments kept."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

import yaml

from generator.i18n import _


def flow(value: Any) -> str:
    """A value as one line of YAML ({player: Ana, points: 2}), quoted only where it must be."""
    text = yaml.safe_dump(value, default_flow_style=True, allow_unicode=True, sort_keys=False, width=1 << 20)
    return text.strip().removesuffix("...").strip()


def episode_text(number: int, rules: str, day: date | None) -> str:
    """A new episode file with no round yet."""
    when = f"date: {day.isoformat()}\n" if day else ""
    return f"episode: {number}\n{when}rules: {flow(rules)}\nrounds: []\n"


def _lines(text: str) -> list[str]:
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    return lines


def _root(text: str) -> yaml.MappingNode:
    root = yaml.compose(text, Loader=yaml.SafeLoader)
    if not isinstance(root, yaml.MappingNode):
        raise ValueError(_("the episode file is not a mapping of keys (episode:, rules:, rounds: ...)"))
    return root


def _get(mapping: yaml.MappingNode, key: str) -> tuple[yaml.Node, yaml.Node] | None:
    return next(((k, v) for k, v in mapping.value if isinstance(k, yaml.ScalarNode) and k.value == key), None)


def _after_content(lines: list[str], end: yaml.Mark) -> int:
    """The index after the last line of YAML content up to `end`, skipping blanks and comments."""
    at = min(end.line + (1 if end.column else 0), len(lines))
    while at > 0 and (not lines[at - 1].strip() or lines[at - 1].lstrip().startswith("#")):
        at -= 1
    return at


def set_value(text: str, key: str, value: Any) -> str:
    """The text with the top-level `key` set to `value` (one line of YAML); other lines untouched."""
    found = _get(_root(text), key)
    if found is None:
        return "".join(_lines(text)) + f"{key}: {flow(value)}\n"
    node = found[1]
    return text[: node.start_mark.index] + flow(value) + text[node.end_mark.index:]


def append_entry(text: str, path: Sequence[str], item: Any) -> str:
    """The text with `item` appended to the list found under the mapping keys `path`, made if missing.

    A block list gets one more '- ' line beside its last entry; a flow list [...] is rewritten with
    the item at its end; a missing key is added after the last entry of its mapping.
    """
    lines = _lines(text)
    parent: yaml.MappingNode = _root(text)
    for depth, key in enumerate(path):
        found = _get(parent, key)
        if found is None:
            return _add_keys(lines, parent, path[depth:], item, depth == 0)
        key_node, value = found
        if depth == len(path) - 1:
            return _append_to(text, lines, key_node, value, item)
        if not isinstance(value, yaml.MappingNode) or value.flow_style:
            raise ValueError(_("'%(key)s' is not written as a block of keys, so chronicle cannot add to it; edit it by hand", key=key))
        parent = value
    raise ValueError("empty path")


def _add_keys(lines: list[str], parent: yaml.MappingNode, keys: Sequence[str], item: Any, top: bool) -> str:
    if top or not parent.value:
        indent, at = 0, len(lines)
    else:
        indent = parent.value[0][0].start_mark.column
        at = _after_content(lines, parent.end_mark)
    block = []
    for depth, key in enumerate(keys):
        block.append(" " * (indent + 2 * depth) + f"{flow(key)}:\n")
    block.append(" " * (indent + 2 * len(keys)) + f"- {flow(item)}\n")
    return "".join(lines[:at] + block + lines[at:])


def _append_to(text: str, lines: list[str], key: yaml.Node, value: yaml.Node, item: Any) -> str:
    if isinstance(value, yaml.SequenceNode) and value.value and not value.flow_style:
        column = value.value[0].start_mark.column - 2
        at = _after_content(lines, value.value[-1].end_mark)
        return "".join(lines[:at] + [" " * column + f"- {flow(item)}\n"] + lines[at:])
    if isinstance(value, yaml.SequenceNode):
        items = [text[n.start_mark.index: n.end_mark.index] for n in value.value] + [flow(item)]
        return text[: value.start_mark.index] + "[" + ", ".join(items) + "]" + text[value.end_mark.index:]
    if isinstance(value, yaml.ScalarNode) and value.tag == "tag:yaml.org,2002:null":
        line = key.start_mark.line
        column = key.start_mark.column
        rest = lines[line][value.end_mark.column:].strip() if value.end_mark.line == line else ""
        lines[line] = lines[line][: key.end_mark.column] + ":" + (f"  {rest}" if rest.startswith("#") else "") + "\n"
        return "".join(lines[: line + 1] + [" " * (column + 2) + f"- {flow(item)}\n"] + lines[line + 1:])
    raise ValueError(_("'%(key)s' is not a list, so chronicle cannot add to it; edit it by hand", key=key.value))
