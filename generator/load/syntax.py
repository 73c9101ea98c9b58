"""YAML syntax errors in plain words: what the parser says went wrong, in a YAML user's words, at the
problem, naming where the open construct began."""

from __future__ import annotations

import yaml

from generator.model import Pos
from generator.problems import Problem
from generator.words.i18n import Message, _

_NO_COLON = "could not find expected ':'"
_SIMPLE_KEY = "while scanning a simple key"
_UNCLOSED = "found unexpected end of stream"
_QUOTED = "while scanning a quoted scalar"
# PyYAML's words for what went wrong, in a YAML user's words (the reader never sees PyYAML's).
_PLAIN = {
    "did not find expected '-' indicator":
        _("this line is not lined up with the list items above it (check the indentation)"),
    "did not find expected key": _("this line is not lined up with the keys above it (check the indentation)"),
    "mapping values are not allowed here":
        _("a ':' where YAML does not expect one (check the indentation, or put the text in quotes)"),
    "found character '\\t' that cannot start any token": _("this line has a tab character: YAML indents with spaces only"),
    "found a tab character that violates indentation": _("this line has a tab character: YAML indents with spaces only"),
    "found a tab character where an indentation space is expected": _("this line has a tab character: YAML indents with spaces only"),
    _NO_COLON: _("a key here has no ':' after it (write 'key: value'), or this line is not lined up with the others"),
    _UNCLOSED: _("a quote opened here is never closed"),
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
UNKNOWN = _("the indentation, a ':' or a quote is not as YAML expects it here")
# Where the open construct began: "(in the list that starts on line 3, column 1)".
_CONTEXT = {
    "while parsing a block mapping": _("in the mapping that starts on line %(line)s, column %(col)s"),
    "while parsing a block collection": _("in the list that starts on line %(line)s, column %(col)s"),
    "while parsing a flow sequence": _("in the list [...] that starts on line %(line)s, column %(col)s"),
    "while parsing a flow mapping": _("in the mapping {...} that starts on line %(line)s, column %(col)s"),
    _QUOTED: _("in the quoted text that starts on line %(line)s, column %(col)s"),
    _SIMPLE_KEY: _("in the key that starts on line %(line)s, column %(col)s"),
    "while scanning a plain scalar": _("in the text that starts on line %(line)s, column %(col)s"),
    "while scanning a block scalar": _("in the text block that starts on line %(line)s, column %(col)s"),
}


def _plain(problem: str) -> Message:
    exact = _PLAIN.get(problem)
    if exact is not None:
        return exact
    if problem.startswith("found character") and "cannot start any token" in problem:
        if problem.count("'") < 2:  # libyaml names no character
            return _("a character here cannot start a value: indent with spaces, not tabs, or put the text in quotes")
        return _("a value cannot start with %(char)s: put the text in quotes", char=problem.split("'")[1])
    if problem.startswith("expected <block end>"):
        return _("this line is not lined up with the lines above it (check the indentation)")
    return next((plain for known, plain in _PLAIN.items() if problem.startswith(known)), UNKNOWN)


def error_pos(err: yaml.MarkedYAMLError, name: str) -> Pos:
    """Where a parser error is: at the problem, else where the open construct began."""
    mark = err.problem_mark or err.context_mark
    return Pos(name, mark.line + 1, mark.column + 1) if mark else Pos(name, 1, 1)


def syntax_problem(err: yaml.MarkedYAMLError, name: str) -> Problem:
    """A parser error in plain words, at the problem, naming where the open construct began."""
    pos = error_pos(err, name)
    message = _plain(str(err.problem or err.context))
    context = err.context_mark
    where = _CONTEXT.get(str(err.context))
    if where and context and err.problem_mark and context.line != err.problem_mark.line:
        if err.problem == _NO_COLON and err.context == _SIMPLE_KEY:  # one sentence, with its verb: not "in the key ..., a key ..."
            # at the key that lacks its ':', where the message points (the parser notices it a line later)
            return Problem(Pos(name, context.line + 1, context.column + 1), _("not valid YAML: the key that starts on line %(line)s, column %(col)s has no ':' after it "
                                  "(write 'key: value'), or that line is not lined up with the others",
                                  line=context.line + 1, col=context.column + 1))
        if err.problem == _UNCLOSED and err.context == _QUOTED:  # the quote opens there, not «aquí», where it ends
            return Problem(pos, _("not valid YAML: the quote opened on line %(line)s, column %(col)s is never closed",
                                  line=context.line + 1, col=context.column + 1))
        message = _("%(where)s, %(problem)s", problem=message,  # one parenthesis: the problem's own (check the indentation)
                    where=Message(where.template, {"line": context.line + 1, "col": context.column + 1}))
    return Problem(pos, _("not valid YAML: %(problem)s", problem=message))
