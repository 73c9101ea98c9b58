"""Load YAML safely into nodes that remember the file, line and column of every value."""

from __future__ import annotations

import os
import re
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from generator.load.files import read_regular
from generator.model import Pos
from generator.problems import Problem, Problems
from generator.words.i18n import Message, Quoted, _

try:
    _Loader = yaml.CSafeLoader
except AttributeError:  # PyYAML built without libyaml
    _Loader = yaml.SafeLoader

MAX_BYTES = 2_000_000
"""A campaign's biggest file is a few kilobytes; anything this large is a mistake or an attack."""

MAX_NODES = 100_000
"""Upper bound on values after expanding aliases: refuses 'billion laughs' alias bombs."""

MAX_DEPTH = 40
"""Upper bound on nesting (lists in mappings in lists...), aliases expanded: a chronicle file needs
about six levels; libyaml would crash the process on a few hundred thousand."""

MAX_DIGITS = 18
"""Whole numbers up to 18 digits: far beyond any count of a game, and cheap to print."""


class Node:
    """A YAML value: a dict of Nodes, a list of Nodes, or a scalar, with its position. A plain slotted
    class: a dataclass compiles its methods at every run's start."""

    __slots__ = ("value", "pos", "keys", "block", "indent")

    value: Any
    pos: Pos
    keys: dict[str, Pos]
    block: bool
    """A block scalar (| or >): its text starts on the line after `pos`, one line per line."""
    indent: int
    """In a block scalar, the columns of indentation its lines lose (where its text starts in the file)."""

    def __init__(self, value: Any, pos: Pos, keys: dict[str, Pos] | None = None, block: bool = False,
                 indent: int = 0) -> None:
        self.value, self.pos, self.keys, self.block, self.indent = value, pos, {} if keys is None else keys, block, indent

    def __repr__(self) -> str:  # as a dataclass's: tests compare the trees the two YAML readers make by it
        return (f"Node(value={self.value!r}, pos={self.pos!r}, keys={self.keys!r}, block={self.block!r}, "
                f"indent={self.indent!r})")

    @property
    def is_map(self) -> bool:
        return isinstance(self.value, dict)

    @property
    def is_list(self) -> bool:
        return isinstance(self.value, list)

    def get(self, key: str) -> Node | None:
        return self.value.get(key) if self.is_map else None

    def plain(self) -> Any:
        """The value without positions."""
        if self.is_map:
            return {k: v.plain() for k, v in self.value.items()}
        if self.is_list:
            return [v.plain() for v in self.value]
        return self.value


def display_path(path: Path) -> str:
    """The path as the user would type it: relative to the working folder when inside it."""
    try:
        relative = os.path.relpath(path)
    except ValueError:  # another drive on Windows
        return str(path)
    return os.path.abspath(path) if relative.startswith("..") else relative


def load_file(path: Path, draft: str | None = None, name: str | None = None) -> Node:
    """Read one YAML file (or the draft text meant for it); raise Problems if it cannot be parsed.
    `name` is the path as messages show it (display_path's), when the caller has it already."""
    name = display_path(path) if name is None else name
    return load_text(draft if draft is not None else read_text(path, name), name)


def read_text(path: Path, name: str | None = None) -> str:
    """The text of a user's file: a regular file of UTF-8 up to MAX_BYTES; Problems otherwise."""
    name = display_path(path) if name is None else name
    try:
        data = read_regular(path, MAX_BYTES)
    except (OSError, ValueError) as err:  # ValueError: a NUL byte in the name
        from generator.load.reasons import unreadable  # why, in words: only for a file that cannot be read

        raise Problems([Problem(Pos(name, 1, 1), unreadable(err))]) from None
    if len(data) > MAX_BYTES:
        raise Problems([Problem(Pos(name, 1, 1), _("the file has more than %(limit)s bytes; chronicle refuses such files",
                                                   limit=MAX_BYTES))])
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        col = err.start - (data.rfind(b"\n", 0, err.start) + 1) + 1
        raise Problems([Problem(Pos(name, line, col), _("the file is not UTF-8 text: save it as UTF-8 in your editor"))]) from None


def load_text(text: str, name: str) -> Node:
    """Parse YAML text; an empty document is an empty mapping."""
    forbidden = _NOT_PRINTABLE.search(text)
    if forbidden:  # found before libyaml, which names only a byte offset
        raise Problems([Problem(_position(text, forbidden.start(), name), _("not valid YAML: %(problem)s", problem=_(
            "a control character (code %(code)s) that YAML does not allow; delete it", code=f"{ord(forbidden[0]):#x}")))])
    plain = _plain_tree(text, name)
    return plain if plain is not None else _careful_tree(text, name)


def _careful_tree(text: str, name: str) -> Node:
    """The Nodes of any text, or every problem found in it: nesting bounded before composing,
    cycles and alias bombs refused, every value checked."""
    # the words of YAML's errors, imported here: the plain tree takes most files
    from generator.load.syntax import UNKNOWN, error_pos, syntax_problem

    loader = _Loader(text)
    try:
        _refuse_deep_nesting(loader, name)
        loader.dispose()
        loader = _Loader(text)
        root = loader.get_single_node()
    except yaml.MarkedYAMLError as err:
        if err.problem == "exceeded maximum nesting depth":  # libyaml 0.2.5's own bound (1,000), met before ours
            raise Problems([Problem(error_pos(err, name), _DEEP)]) from None
        raise Problems([syntax_problem(err, name)]) from None
    except yaml.YAMLError:
        raise Problems([Problem(Pos(name, 1, 1), _("not valid YAML: %(problem)s", problem=UNKNOWN))]) from None
    finally:
        loader.dispose()
    if root is None:
        return Node({}, Pos(name, 1, 1))
    converter = _Converter(name, loader, text)
    node = converter.convert(root)
    if converter.problems:
        raise Problems(converter.problems)
    if converter.aliased:
        _refuse_bombs(root, name)
    return node


def _plain_tree(text: str, name: str) -> Node | None:
    """The Nodes of a document without anchors, aliases, keys that are collections or any problem,
    such as every file a group writes, in one pass over the parser's events; None for any other text,
    which the careful path below reads (two parses, composed nodes, checks of aliases): that is where
    every problem is found and worded, so that both paths end alike.

    Every `chronicle check` reads each episode file here (thousands of events), hence a loop with its
    look-ups made once, the open mapping held apart (most events are its keys and values) and the common
    scalars (text, whole numbers) read in line."""
    loader = _Loader(text)
    get_event = loader.get_event
    stack: list[Node] = []
    """The open collections, outermost first."""
    mapping: dict[str, Node] | None = None
    """The innermost open collection's values when it is a mapping; None in a sequence or outside any."""
    key: str | None = None
    """In a mapping: the key whose value comes next; None while a key is awaited."""
    key_pos = Pos(name, 1, 1)
    """Where that key is written; read only while a key is held."""
    root: Node | None = None
    try:
        get_event()  # the start of the stream
        if isinstance(get_event(), yaml.StreamEndEvent):  # no document: an empty mapping
            return Node({}, Pos(name, 1, 1))
        while True:
            event = get_event()
            kind = type(event)
            if kind is _SCALAR:
                if event.anchor is not None:
                    return None
                mark = event.start_mark
                pos = _new_pos(Pos, (name, mark.line + 1, mark.column + 1))
                if mapping is not None and key is None:
                    if event.value in mapping:
                        return None
                    key, key_pos = event.value, pos
                    continue
                node = _scalar_node(loader, text, name, event, pos)
                if node is None:
                    return None
            elif kind in _ENDS:
                stack.pop()
                mapping = _mapping_of(stack)
                continue
            elif kind is yaml.DocumentEndEvent:
                return root if isinstance(get_event(), yaml.StreamEndEvent) else None
            else:  # a collection opens, unless it is a key
                node = None if mapping is not None and key is None else _opened(event, kind, name, len(stack))
                if node is None:
                    return None
            if not stack:
                root = node
            elif mapping is not None:
                mapping[key] = node  # type: ignore[index]  # a key is held: values come after keys
                stack[-1].keys[key] = key_pos  # type: ignore[index]
                key = None
            else:
                stack[-1].value.append(node)
            if kind is not _SCALAR:
                stack.append(node)
                mapping = node.value if kind is _MAPPING else None
    except yaml.YAMLError:
        return None
    finally:
        loader.dispose()


_SCALAR, _MAPPING = yaml.ScalarEvent, yaml.MappingStartEvent
_ENDS = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


def _opened(event: Any, kind: type, name: str, depth: int) -> Node | None:
    """The Node of a collection that opens `depth` collections deep; None for an alias, an anchor or one too deep."""
    if kind is yaml.AliasEvent or event.anchor is not None or depth == MAX_DEPTH:
        return None
    mark = event.start_mark
    return Node({} if kind is _MAPPING else [], _new_pos(Pos, (name, mark.line + 1, mark.column + 1)))


def _mapping_of(stack: list[Node]) -> dict[str, Node] | None:
    """The values of the innermost open collection when it is a mapping."""
    return stack[-1].value if stack and type(stack[-1].value) is dict else None

_new_pos = tuple.__new__
"""Makes a Pos from its fields as Pos(...) does, without the call through its generated __new__."""


def _scalar_node(loader: Any, text: str, name: str, event: Any, pos: Pos) -> Node | None:
    """The Node a scalar holds; None where the careful path must read the text (a problem in it)."""
    value, block = event.value, event.style in ("|", ">")
    if event.tag is None and not block:  # untagged, on its line: most scalars
        if not event.implicit[0] or value[:1] not in _IMPLICIT:  # quoted, or plain text that nothing else starts so
            return Node(value, pos)
        if value[:1] in _DIGITS and value.isdigit() and value.isascii() and len(value) <= MAX_DIGITS and (value[0] != "0" or value == "0"):
            return Node(int(value), pos)  # a whole number in decimal, as YAML 1.1 resolves it (a leading 0 is octal)
    converter = _Converter(name, loader, text)  # the rest, read as the careful path reads them
    node = Node(_scalar(converter, event), pos, block=block, indent=converter.indent(event.start_mark.line) if block else 0)
    return None if converter.problems else node


_DIGITS = frozenset("0123456789")


def _scalar(converter: _Converter, event: yaml.ScalarEvent) -> Any:
    """The value of a scalar, tagged as the composer tags it, read as the converter reads it."""
    tag = event.tag
    if (tag is None or tag == "!") and event.implicit[0] and event.value[:1] in _IMPLICIT:
        tag = _implicit_tag(event.value, event.implicit)
    if tag is None or tag == "!" or tag == _STR:
        return event.value
    return converter.scalar(yaml.ScalarNode(tag, event.value, event.start_mark, event.end_mark, event.style))


@lru_cache(maxsize=4096)
def _implicit_tag(value: str, implicit: tuple[bool, bool]) -> str:
    """The tag safe loading gives a plain scalar, as the loader's resolver finds it from its text alone
    (no path resolvers are declared): kept, since a log writes the same cells again and again (F4 r2,
    whose F may start false, is matched against the booleans)."""
    loader = _Loader("")
    try:
        tag: str = loader.resolve(yaml.ScalarNode, value, implicit)
    finally:
        loader.dispose()
    return tag


_IMPLICIT = _Loader.yaml_implicit_resolvers
"""The first characters of plain scalars that may be something other than text (numbers, dates,
true, null...); safe loading resolves no other scalar but to text."""


# What YAML 1.1 forbids in a stream (yaml.reader.Reader.NON_PRINTABLE), besides the BOM at the start.
_NOT_PRINTABLE = re.compile("[^\x09\x0A\x0D\x20-\x7E\x85\xA0-\uD7FF\uE000-\uFFFD\U00010000-\U0010ffff]")


def _position(text: str, index: int, name: str) -> Pos:
    """The line and column of a character of `text`, as an editor counts them."""
    line = text.count("\n", 0, index) + 1
    return Pos(name, line, index - (text.rfind("\n", 0, index) + 1) + 1)


def _refuse_deep_nesting(loader: Any, name: str) -> None:
    """Problems if collections nest deeper than MAX_DEPTH; read from the parser's events, which keep
    no recursion (libyaml's composer recurses, and crashes the process on very deep input)."""
    depth = 0
    starts, ends = (yaml.SequenceStartEvent, yaml.MappingStartEvent), (yaml.SequenceEndEvent, yaml.MappingEndEvent)
    while (event := loader.get_event()) is not None and not isinstance(event, yaml.StreamEndEvent):
        if isinstance(event, starts):
            depth += 1
            if depth > MAX_DEPTH:
                raise Problems([Problem(Pos(name, event.start_mark.line + 1, event.start_mark.column + 1), _DEEP)])
        elif isinstance(event, ends):
            depth -= 1


_DEEP = _("values nest more than %(n)s levels deep here; a chronicle file needs a few levels", n=MAX_DEPTH)


def _refuse_bombs(root: yaml.Node, name: str) -> None:
    sizes: dict[int, int] = {}

    def size(node: yaml.Node) -> int:
        if id(node) in sizes:
            return sizes[id(node)]
        sizes[id(node)] = 1  # guards against recursive aliases
        if isinstance(node, yaml.MappingNode):
            total = 1 + sum(size(k) + size(v) for k, v in node.value)
        elif isinstance(node, yaml.SequenceNode):
            total = 1 + sum(size(v) for v in node.value)
        else:
            total = 1
        sizes[id(node)] = min(total, MAX_NODES + 1)
        return sizes[id(node)]

    if size(root) > MAX_NODES:
        mark = root.start_mark
        raise Problems([Problem(Pos(name, mark.line + 1, mark.column + 1),
                                _("the document expands to more than %(n)s values (an alias bomb?); refused", n=MAX_NODES))])


_STR, _INT, _TIMESTAMP = "tag:yaml.org,2002:str", "tag:yaml.org,2002:int", "tag:yaml.org,2002:timestamp"


def _no_such_day(year: int, month: int, day: int) -> Message | None:
    """Why a date written YYYY-MM-DD does not exist (a month 13, a 30 February), as a player would be
    told; None when it does (then its time is what is wrong)."""
    if not 1 <= month <= 12:
        return _("%(value)s is not a date that exists: months go from 01 to 12")
    if year >= 1 and not 1 <= day <= _days_in(year, month):
        return _("%(value)s is not a date that exists: month %(month)s has %(days)s days",
                 month=f"{year:04d}-{month:02d}", days=_days_in(year, month))
    try:
        date(year, month, day)
    except ValueError:
        return _("%(value)s is not a date that exists: write it YYYY-MM-DD, such as 2025-09-18")
    return None


def _days_in(year: int, month: int) -> int:
    """The days of a month of year 1 to 9999: calendar.monthrange's count, without importing calendar
    (and locale with it) at every run for a date that is nearly always right."""
    return 31 if month == 12 else (date(year, month + 1, 1) - date(year, month, 1)).days


_CYCLE = _("an alias (*name) inside the very value its anchor (&name) names: that value would never end")
_TOO_BIG = _("the number %(value)s is too large: chronicle reads whole numbers of at most %(n)s digits")
_UNREADABLE = {
    "tag:yaml.org,2002:int": _("%(value)s is not a whole number"),
    "tag:yaml.org,2002:float": _("%(value)s is not a number"),
    "tag:yaml.org,2002:bool": _("%(value)s is not true or false"),
    "tag:yaml.org,2002:null": _("%(value)s is not an empty value"),
    "tag:yaml.org,2002:binary": _("%(value)s is not base64 data"),
}


def shown(value: object, limit: int = 40) -> Quoted:
    """A value the user wrote, quoted in the reader's marks and shortened for a message (render escapes what is left)."""
    text = str(value)
    return Quoted(text if len(text) <= limit else f"{text[:limit - 1]}…")


class _Converter:
    """Turns composed YAML nodes into Nodes; notes whether any node is reached twice (an alias).

    Every value PyYAML would construct (dates, tagged numbers...) is guarded: what it cannot
    construct becomes a problem at its position, never an exception.
    """

    def __init__(self, name: str, loader: Any, text: str = "") -> None:
        self.name, self.loader, self.text = name, loader, text
        self._lines: list[str] | None = None
        self.problems: list[Problem] = []
        self.seen: dict[int, Node] = {}
        self.height: dict[int, int] = {}
        """Levels of collections at and below each converted node, aliases expanded."""
        self.open: set[int] = set()
        """The collections being converted: an alias to one of them is a cycle."""
        self.aliased = False

    def indent(self, line: int) -> int:
        """The indentation of the first line with text after 0-based `line`: where a block scalar's text starts."""
        if self._lines is None:
            self._lines = self.text.splitlines()
        for text in self._lines[line + 1:]:
            if text.strip():
                return len(text) - len(text.lstrip(" "))
        return 0

    def pos(self, node: yaml.Node) -> Pos:
        return Pos(self.name, node.start_mark.line + 1, node.start_mark.column + 1)

    def convert(self, node: yaml.Node, depth: int = 1, parent: Pos | None = None) -> Node:
        key = id(node)
        if key in self.open:
            self.problems.append(Problem(parent or self.pos(node), _CYCLE))
            return Node(None, self.pos(node))
        if key in self.seen:
            self.aliased = True
            if depth - 1 + self.height[key] > MAX_DEPTH:  # the tree itself was bounded before composing
                self.problems.append(Problem(parent or self.pos(node), _DEEP))
            return self.seen[key]
        result = self.seen[key] = Node(None, self.pos(node))
        if isinstance(node, (yaml.MappingNode, yaml.SequenceNode)):
            self.open.add(key)
            if isinstance(node, yaml.MappingNode):
                result.value = {}
                for item_key, value in node.value:
                    self.entry(result, item_key, value, depth)
                children = [v for _, v in node.value]
            else:
                result.value = [self.convert(item, depth + 1, result.pos) for item in node.value]
                children = node.value
            self.open.discard(key)
            self.height[key] = 1 + max((self.height.get(id(c), 0) for c in children), default=0)
        else:
            result.value = self.scalar(node)
            result.block = node.style in ("|", ">")
            result.indent = self.indent(node.start_mark.line) if result.block else 0
            self.height[key] = 0
        return result

    def entry(self, mapping: Node, key: yaml.Node, value: yaml.Node, depth: int) -> None:
        key_pos = self.pos(key)
        if not isinstance(key, yaml.ScalarNode):
            self.problems.append(Problem(key_pos, _("a key must be a plain word or number, not a list or mapping")))
            return
        text = str(key.value)
        if text in mapping.value:
            self.problems.append(Problem(key_pos, _("the key '%(key)s' appears twice in the same place (the same block)", key=text)))
            return
        mapping.keys[text] = key_pos
        mapping.value[text] = self.convert(value, depth + 1, key_pos)

    def scalar(self, node: yaml.Node) -> Any:
        if node.tag == _STR:  # the common cases, without the constructor's overhead
            return node.value
        if node.tag == _INT and node.value.isascii() and node.value.isdigit() and len(node.value) <= MAX_DIGITS:
            return int(node.value)
        if node.tag == _INT and len(node.value) > 2 * MAX_DIGITS:  # before converting: decimal digits past 4,300 raise
            return self.refuse(node, _TOO_BIG, n=MAX_DIGITS)
        try:
            value = self.loader.construct_object(node, deep=True)
        except yaml.constructor.ConstructorError:  # a tag such as !!python/object
            return self.refuse(node, _("the tag %(tag)s is not allowed: chronicle reads plain YAML only", tag=shown(node.tag.replace("tag:yaml.org,2002:", "!!"))))
        except (yaml.YAMLError, ValueError, KeyError, AttributeError, TypeError, OverflowError, IndexError):
            return self.refuse(node, self.unreadable(node))
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= 10 ** MAX_DIGITS:
            return self.refuse(node, _TOO_BIG, n=MAX_DIGITS)
        return value

    def unreadable(self, node: yaml.ScalarNode) -> Message:
        """Why a tagged or implicitly typed value cannot be read, such as a date of month 13."""
        if node.tag == _TIMESTAMP:
            day = re.match(r"([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})", node.value)  # compiled for a date that cannot be read
            if day is None:
                return _("%(value)s is not a date that exists: write it YYYY-MM-DD, such as 2025-09-18")
            return _no_such_day(int(day[1]), int(day[2]), int(day[3])) or _(
                "%(value)s is not a time that exists: hours go to 23, minutes and seconds to 59, "
                "time zones from -23:59 to +23:59")
        return _UNREADABLE.get(node.tag, _("cannot read the value %(value)s"))

    def refuse(self, node: yaml.ScalarNode, message: Message, **args: object) -> None:
        self.problems.append(Problem(self.pos(node), Message(message.template, {**message.args, "value": shown(node.value), **args})))
