"""The one editor of a group's YAML as text: every change splices new lines or values into the file
where PyYAML's nodes say they go, so that comments, blank lines, quoting and every untouched line stay
byte for byte as the group wrote them (what the logs in git promise).

A round-trip library (ruamel.yaml) would be shorter, but it rewrites lines nobody touched: on the demo
campaigns and test fixtures, 18 of 96 files came back changed (a one-key mapping in a flow list loses
its braces, a folded flow mapping is joined onto one line, every list takes one indentation)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import yaml

from generator.words.i18n import _

Block = Callable[[int], str]
"""An item of a block list as lines of text, given the column of its dash."""


class Exists(ValueError):
    """The mapping holds the key already; replacing it needs the user's word."""


def flow(value: Any) -> str:
    """A value as one line of YAML ({player: Ana, points: 2}), quoted only where it must be."""
    text: str = yaml.safe_dump(value, default_flow_style=True, allow_unicode=True, sort_keys=False, width=1 << 20)
    return text.strip().removesuffix("...").strip()


def lines_of(text: str) -> list[str]:
    """The text's lines, each ending with a line break (the last one too)."""
    lines = text.splitlines(keepends=True)
    if lines and not lines[-1].endswith("\n"):
        lines[-1] += "\n"
    return lines


def root(text: str) -> yaml.MappingNode:
    found = yaml.compose(text, Loader=yaml.SafeLoader)
    if not isinstance(found, yaml.MappingNode):
        raise ValueError(_("the file is not a mapping of keys"))
    return found


def entry(mapping: yaml.MappingNode, key: str) -> tuple[yaml.Node, yaml.Node] | None:
    """The key node and value node of `key` in `mapping`."""
    return next(((k, v) for k, v in mapping.value if isinstance(k, yaml.ScalarNode) and k.value == key), None)


def after_content(lines: list[str], end: yaml.Mark) -> int:
    """The index after the last line of YAML content up to `end`, skipping blanks and comments."""
    at: int = min(end.line + (1 if end.column else 0), len(lines))
    while at > 0 and (not lines[at - 1].strip() or lines[at - 1].lstrip().startswith("#")):
        at -= 1
    return at


def set_value(text: str, key: str, value: Any) -> str:
    """The text with the top-level `key` set to `value` (one line of YAML); other lines untouched."""
    found = entry(root(text), key)
    if found is None:
        return "".join(lines_of(text)) + f"{key}: {flow(value)}\n"
    node = found[1]
    return text[: node.start_mark.index] + flow(value) + text[node.end_mark.index:]


def set_in(text: str, path: Sequence[str], value: Any) -> str:
    """The text with the key at the end of `path` (keys of nested mappings, from the top) set to `value`,
    one line of YAML; every other line, comment and the layout untouched.

    A value already there is replaced where it stands, in a block or a flow mapping; a missing key is
    added after the other keys of its mapping, with the mappings below it that `path` needs, the last
    of them written as a flow mapping (`Ana: {circles: 3}`, as `chronicle new` writes a player's start)."""
    if not path:
        raise ValueError("an empty path")
    mapping = root(text)
    for depth, key in enumerate(path):
        found = entry(mapping, key)
        if found is None:
            return _add_key(text, mapping, path[depth:], value)
        node, rest = found[1], path[depth + 1:]
        if isinstance(node, yaml.ScalarNode) and node.tag == "tag:yaml.org,2002:null":  # `Ana:` or `Ana: ~`
            return _put(text, node, _nested(rest, value))
        if not rest:
            if not isinstance(node, yaml.ScalarNode) and not node.flow_style:
                raise ValueError(_("'%(key)s' is written over several lines, so chronicle cannot change it; edit it by hand",
                                   key=key))
            return _put(text, node, value)
        if not isinstance(node, yaml.MappingNode):
            raise ValueError(_("'%(key)s' is not a mapping of keys, so chronicle cannot add to it; edit it by hand", key=key))
        mapping = node
    raise AssertionError("unreachable")


def _nested(keys: Sequence[str], value: Any) -> Any:
    """{k1: {k2: value}} for keys [k1, k2]; the value itself for none."""
    for key in reversed(keys):
        value = {key: value}
    return value


def _put(text: str, node: yaml.Node, value: Any) -> str:
    """The text with `node`'s value written over; an empty value (`key:`) gets its space after the colon."""
    start, end = node.start_mark.index, node.end_mark.index
    return text[:start] + (" " if start == end else "") + flow(value) + text[end:]


def _add_key(text: str, mapping: yaml.MappingNode, keys: Sequence[str], value: Any) -> str:
    """`keys[0]` added after the last key of `mapping` with what `keys[1:]` and `value` make below it."""
    if mapping.flow_style:  # {circles: 21} gets ", debt: 3" before its brace; {} gets "debt: 3"
        item = f"{flow(keys[0])}: {flow(_nested(keys[1:], value))}"
        if mapping.value:
            at = mapping.value[-1][1].end_mark.index
            return text[:at] + ", " + item + text[at:]
        at = mapping.start_mark.index + 1
        return text[:at] + item + text[at:]
    lines = lines_of(text)
    if mapping.value:
        indent = mapping.value[0][0].start_mark.column
        at = after_content(lines, mapping.value[-1][1].end_mark)
    else:
        indent, at = 0, len(lines)
    depth = max(len(keys) - 2, 0)  # keys above the last two are written as a block, one a line
    made = [" " * (indent + 2 * d) + f"{flow(key)}:\n" for d, key in enumerate(keys[:depth])]
    tail = keys[depth:]  # the last key, or the last two: a key and its flow mapping
    made.append(" " * (indent + 2 * depth) + f"{flow(tail[0])}: {flow(_nested(tail[1:], value))}\n")
    return "".join(lines[:at] + made + lines[at:])


def append_item(text: str, path: Sequence[str], block: Block, inline: str | None = None) -> str:
    """The text with one more item at the end of the list under the mapping keys `path`, made if missing.

    A block list gets the item below its last one, at its column; a list written as `key:` or `key: []`
    gets it on the next line (the key's comment stays on its line); a flow list [...] is rewritten with
    the `inline` form at its end, or refused when the item has none."""
    lines = lines_of(text)
    parent = root(text)
    for depth, key in enumerate(path):
        found = entry(parent, key)
        if found is None:
            return _add_keys(lines, parent, path[depth:], block, depth == 0)
        key_node, value = found
        if depth == len(path) - 1:
            return _append_to(text, lines, key_node, value, block, inline)
        if not isinstance(value, yaml.MappingNode) or value.flow_style:
            raise ValueError(_("'%(key)s' is not written as a block of keys, so chronicle cannot add to it; edit it by hand", key=key))
        parent = value
    raise ValueError("an empty path")


def append_entry(text: str, path: Sequence[str], value: Any) -> str:
    """`append_item` with a value written as one line of YAML: an adjustment, a board change."""
    return append_item(text, path, lambda column: " " * column + f"- {flow(value)}\n", flow(value))


def _add_keys(lines: list[str], parent: yaml.MappingNode, keys: Sequence[str], block: Block, top: bool) -> str:
    if top or not parent.value:
        indent, at = 0, len(lines)
    else:
        indent = parent.value[0][0].start_mark.column
        at = after_content(lines, parent.end_mark)
    made = [" " * (indent + 2 * depth) + f"{flow(key)}:\n" for depth, key in enumerate(keys)]
    return "".join(lines[:at] + made + [block(indent + 2 * len(keys))] + lines[at:])


def _append_to(text: str, lines: list[str], key: yaml.Node, value: yaml.Node, block: Block, inline: str | None) -> str:
    if isinstance(value, yaml.SequenceNode) and value.value and not value.flow_style:
        at = after_content(lines, value.value[-1].end_mark)
        return "".join(lines[:at] + [block(value.value[0].start_mark.column - 2)] + lines[at:])
    if isinstance(value, yaml.SequenceNode) and value.value:
        if inline is None:
            raise ValueError(_("'%(key)s' is written as a flow list [...]; write it as a block list to add to it", key=key.value))
        items = [text[n.start_mark.index: n.end_mark.index] for n in value.value] + [inline]
        return text[: value.start_mark.index] + "[" + ", ".join(items) + "]" + text[value.end_mark.index:]
    if isinstance(value, yaml.SequenceNode) or (isinstance(value, yaml.ScalarNode) and value.tag == "tag:yaml.org,2002:null"):
        row = _open_key(lines, key, value)
        return "".join(lines[: row + 1] + [block(key.start_mark.column + 2)] + lines[row + 1:])
    raise ValueError(_("'%(key)s' is not a list, so chronicle cannot add to it; edit it by hand", key=key.value))


def _open_key(lines: list[str], key: yaml.Node, value: yaml.Node) -> int:
    """Rewrite `key: []` (or `key:`) as `key:`, keeping a comment on its line, for entries to follow
    below it; the row of the key."""
    row: int = key.start_mark.line
    rest = lines[row][value.end_mark.column:].strip() if value.end_mark.line == row else ""
    lines[row] = lines[row][: key.end_mark.column] + ":" + (f"  {rest}" if rest.startswith("#") else "") + "\n"
    return row


def remove_last_item(text: str, key: str) -> str:
    """The text without the last item of the top-level list `key`; every other line untouched.

    A comment above the removed item stays: it may speak of the items before it. The last item gone,
    the key reads `key: []`. Raise IndexError when the list is empty or missing."""
    found = entry(root(text), key)
    if found is None or not isinstance(found[1], yaml.SequenceNode) or not found[1].value:
        raise IndexError(key)
    key_node, items = found
    if items.flow_style:  # [{card: 1, ...}, {card: 2, ...}]: cut the last item and the comma before it
        start = items.value[-2].end_mark.index if len(items.value) > 1 else items.start_mark.index + 1
        end = items.value[-1].end_mark.index if len(items.value) > 1 else items.end_mark.index - 1
        return text[:start] + text[end:]
    lines = text.splitlines(keepends=True)
    last = items.value[-1]
    first = last.start_mark.line
    if first and lines[first - 1].strip() == "-":  # the item's dash stands alone on the line above
        first -= 1
    end = after_content(lines, last.end_mark)
    if len(items.value) == 1:
        row = key_node.start_mark.line
        rest = lines[row][key_node.end_mark.column:].lstrip(" \t:").rstrip("\r\n")
        lines[row] = lines[row][: key_node.end_mark.column] + ": []" + (f"  {rest}" if rest.startswith("#") else "") + "\n"
    return "".join(lines[:first] + lines[end:])


def put_entry(text: str, key: str, name: str, value: str, replace: bool = False) -> str:
    """The text with `name: value` (`value` one line of YAML) after the other entries of the top-level
    block mapping `key`, or in the place of the entry called `name` when `replace`, else Exists."""
    lines = lines_of(text)
    found = entry(root(text), key)
    line = f"{mapping_key(name)}: {value}\n"
    if found is None:
        return "".join(lines) + f"{key}:\n  " + line
    key_node, mapping = found
    if isinstance(mapping, yaml.MappingNode) and mapping.value and not mapping.flow_style:
        column = mapping.value[0][0].start_mark.column
        for k, v in mapping.value:
            if k.value == name:
                if not replace:
                    raise Exists(name)
                return "".join(lines[: k.start_mark.line] + [" " * column + line] + lines[after_content(lines, v.end_mark):])
        at = after_content(lines, mapping.value[-1][1].end_mark)
        return "".join(lines[:at] + [" " * column + line] + lines[at:])
    if isinstance(mapping, yaml.MappingNode) and mapping.value:
        raise ValueError(_("'%(key)s' is written as a flow mapping {...}; write it as a block mapping to add to it", key=key))
    row = _open_key(lines, key_node, mapping)
    return "".join(lines[: row + 1] + ["  " + line] + lines[row + 1:])


def mapping_key(name: str) -> str:
    """A name as a mapping key: 17 or R3 as is; quoted where YAML would read it otherwise (yes, 0x1)."""
    plain = yaml.safe_load(name) if name.isascii() and name.isalnum() else None
    if isinstance(plain, str) or (type(plain) is int and str(plain) == name):
        return name
    quoted: str = yaml.safe_dump(name, default_style='"', allow_unicode=True)
    return quoted.strip()
