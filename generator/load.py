"""Load YAML safely into nodes that remember the file, line and column of every value."""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from generator.i18n import Message, _
from generator.problems import Pos, Problem, Problems

try:
    _Loader = yaml.CSafeLoader
except AttributeError:  # PyYAML built without libyaml
    _Loader = yaml.SafeLoader  # type: ignore[misc]

MAX_BYTES = 2_000_000
"""A campaign's biggest file is a few kilobytes; anything this large is a mistake or an attack."""

MAX_NODES = 100_000
"""Upper bound on values after expanding aliases: refuses 'billion laughs' alias bombs."""


@dataclass(slots=True)
class Node:
    """A YAML value: a dict of Nodes, a list of Nodes, or a scalar, with its position."""

    value: Any
    pos: Pos
    keys: dict[str, Pos] = field(default_factory=dict)

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


def load_file(path: Path, draft: str | None = None) -> Node:
    """Read one YAML file (or the draft text meant for it); raise Problems if it cannot be parsed."""
    name = display_path(path)
    if draft is not None:
        return load_text(draft, name)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise Problems([Problem(Pos(name, 1, 1), _("the file has %(size)s bytes; chronicle refuses files over %(limit)s bytes",
                                                       size=size, limit=MAX_BYTES))])
        data = path.read_bytes()
    except OSError as err:
        raise Problems([Problem(Pos(name, 1, 1), _("cannot read the file: %(reason)s", reason=err.strerror))]) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        col = err.start - (data.rfind(b"\n", 0, err.start) + 1) + 1
        raise Problems([Problem(Pos(name, line, col), _("the file is not UTF-8 text: save it as UTF-8 in your editor"))]) from None
    return load_text(text, name)


def load_text(text: str, name: str) -> Node:
    """Parse YAML text; an empty document is an empty mapping."""
    loader = _Loader(text)
    try:
        root = loader.get_single_node()
    except yaml.MarkedYAMLError as err:
        raise Problems([_syntax_problem(err, name)]) from None
    except yaml.reader.ReaderError as err:  # a character YAML does not allow, such as a control character
        line = text.count("\n", 0, err.position) + 1
        col = err.position - (text.rfind("\n", 0, err.position) + 1) + 1
        raise Problems([Problem(Pos(name, line, col), _("not valid YAML: %(problem)s", problem=_(
            "a control character (code %(code)s) that YAML does not allow; delete it", code=f"{err.character:#x}")))]) from None
    except yaml.YAMLError:
        raise Problems([Problem(Pos(name), _("not valid YAML: %(problem)s", problem=_UNKNOWN))]) from None
    finally:
        loader.dispose()
    if root is None:
        return Node({}, Pos(name, 1, 1))
    converter = _Converter(name, loader)
    node = converter.convert(root)
    if converter.aliased:
        _refuse_bombs(root, name)
    if converter.problems:
        raise Problems(converter.problems)
    return node


# PyYAML's words for what went wrong, in a YAML user's words (the reader never sees PyYAML's).
_PLAIN = {
    "did not find expected '-' indicator":
        _("this line is not lined up with the list items above it (check the indentation)"),
    "did not find expected key": _("this line is not lined up with the keys above it (check the indentation)"),
    "mapping values are not allowed here":
        _("a ':' where YAML does not expect one (check the indentation, or put the text in quotes)"),
    "found character '\\t' that cannot start any token": _("a tab character: YAML indents with spaces only"),
    "found a tab character that violates indentation": _("a tab character: YAML indents with spaces only"),
    "found a tab character where an indentation space is expected": _("a tab character: YAML indents with spaces only"),
    "could not find expected ':'": _("a key without its ':' (write 'key: value'), or a line not lined up with the others"),
    "found unexpected end of stream": _("a quote opened here is never closed"),
    "found undefined alias": _("an alias (*name) that refers to no anchor (&name) above it"),
    "did not find expected node content": _("a value is missing here (check the commas and brackets)"),
    "did not find expected ',' or ']'": _("a ',' or the closing ']' of a list is missing"),
    "did not find expected ',' or '}'": _("a ',' or the closing '}' of a mapping is missing"),
    "expected ',' or ']', but got ':'": _("a ',' or the closing ']' of a list is missing"),
    "expected ',' or '}', but got ':'": _("a ',' or the closing '}' of a mapping is missing"),
    "found unknown escape character": _("a backslash that starts no known escape in double quotes: use single quotes"),
    "expected a comment or a line break": _("after '|' or '>' only a comment may follow on the same line"),
    "expected alphabetic or numeric character": _("an anchor or alias name (after & or *) must be letters or digits"),
    "found duplicate anchor": _("the same anchor (&name) is defined twice"),
}
_UNKNOWN = _("the indentation, a ':' or a quote is not as YAML expects it here")
# Where the open construct began: "(in the list that starts on line 3, column 1)".
_CONTEXT = {
    "while parsing a block mapping": _("in the mapping that starts on line %(line)s, column %(col)s"),
    "while parsing a block collection": _("in the list that starts on line %(line)s, column %(col)s"),
    "while parsing a flow sequence": _("in the list [...] that starts on line %(line)s, column %(col)s"),
    "while parsing a flow mapping": _("in the mapping {...} that starts on line %(line)s, column %(col)s"),
    "while scanning a quoted scalar": _("in the quoted text that starts on line %(line)s, column %(col)s"),
    "while scanning a simple key": _("in the key that starts on line %(line)s, column %(col)s"),
    "while scanning a plain scalar": _("in the text that starts on line %(line)s, column %(col)s"),
    "while scanning a block scalar": _("in the text block that starts on line %(line)s, column %(col)s"),
}


def _plain(problem: str) -> Message:
    exact = _PLAIN.get(problem)
    if exact is not None:
        return exact
    if problem.startswith("found character") and "cannot start any token" in problem:
        return _("a value cannot start with %(char)s: put the text in quotes", char=problem.split("'")[1])
    if problem.startswith("expected <block end>"):
        return _("this line is not lined up with the lines above it (check the indentation)")
    return next((plain for known, plain in _PLAIN.items() if problem.startswith(known)), _UNKNOWN)


def _syntax_problem(err: yaml.MarkedYAMLError, name: str) -> Problem:
    """A parser error in plain words, at the problem, naming where the open construct began."""
    mark = err.problem_mark or err.context_mark
    pos = Pos(name, mark.line + 1, mark.column + 1) if mark else Pos(name, 1, 1)
    message = _plain(str(err.problem or err.context))
    context = err.context_mark
    where = _CONTEXT.get(str(err.context))
    if where and context and err.problem_mark and context.line != err.problem_mark.line:
        message = _("%(problem)s (%(where)s)", problem=message,
                    where=Message(where.template, {"line": context.line + 1, "col": context.column + 1}))
    return Problem(pos, _("not valid YAML: %(problem)s", problem=message))


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


_STR, _INT = "tag:yaml.org,2002:str", "tag:yaml.org,2002:int"


class _Converter:
    """Turns composed YAML nodes into Nodes; notes whether any node is reached twice (an alias)."""

    def __init__(self, name: str, loader: Any) -> None:
        self.name, self.loader = name, loader
        self.problems: list[Problem] = []
        self.seen: dict[int, Node] = {}
        self.aliased = False

    def pos(self, node: yaml.Node) -> Pos:
        return Pos(self.name, node.start_mark.line + 1, node.start_mark.column + 1)

    def convert(self, node: yaml.Node) -> Node:
        if id(node) in self.seen:
            self.aliased = True
            return self.seen[id(node)]
        if isinstance(node, yaml.MappingNode):
            result = self.seen[id(node)] = Node({}, self.pos(node))
            for key, value in node.value:
                self.entry(result, key, value)
        elif isinstance(node, yaml.SequenceNode):
            result = self.seen[id(node)] = Node([], self.pos(node))
            result.value.extend(self.convert(item) for item in node.value)
        else:
            result = self.seen[id(node)] = Node(self.scalar(node), self.pos(node))
        return result

    def entry(self, mapping: Node, key: yaml.Node, value: yaml.Node) -> None:
        key_pos = self.pos(key)
        if not isinstance(key, yaml.ScalarNode):
            self.problems.append(Problem(key_pos, _("a key must be a plain word or number, not a list or mapping")))
            return
        text = str(key.value)
        if text in mapping.value:
            self.problems.append(Problem(key_pos, _("the key '%(key)s' appears twice in the same mapping", key=text)))
            return
        mapping.keys[text] = key_pos
        mapping.value[text] = self.convert(value)

    def scalar(self, node: yaml.Node) -> Any:
        if node.tag == _STR:  # the common cases, without the constructor's overhead
            return node.value
        if node.tag == _INT and node.value.isdigit():
            return int(node.value)
        try:
            return self.loader.construct_object(node, deep=True)
        except yaml.constructor.ConstructorError:  # a tag such as !!python/object
            self.problems.append(Problem(self.pos(node), _("the tag %(tag)s is not allowed: chronicle reads plain YAML only",
                                                           tag=node.tag)))
        except (yaml.YAMLError, ValueError):  # such as a date of month 13
            self.problems.append(Problem(self.pos(node), _("cannot read the value '%(value)s'", value=node.value)))
        return None
