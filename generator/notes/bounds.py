"""What a note may ask of Markdown, checked before it is converted, so that no text can make a
build slow or crash it.

Python-Markdown's costs grow with the square of a block (the text between blank lines) in three
ways measured on 20,000 characters: a `[` or `<` it cannot close is searched for to the block's end
(68 s for `[[[...`), each line of a block of many short lines is split off by searching the rest
again (4 s for `a` / `=` setext headings), and a list or quote opened on the line of another is
parsed by a call inside the other's (a RecursionError for `1. 1. 1. ...`). Within these bounds
the worst text found takes about 0.3 s; no note a group writes comes near them.
"""

from __future__ import annotations

import re

from generator.base.records import NamedTuple
from generator.words.i18n import Message, _

MAX_CHARS = 20_000
"""An episode's notes are a few paragraphs; Markdown takes quadratic time on one huge paragraph."""
MAX_DEPTH = 8
"""Lists and quotes opened on one line, one inside the other."""
MAX_OPENERS = 32
"""`[` and `<` in one block: links, images and tags, each one Markdown may search the block for."""
MAX_LINES = 100
"""Lines of one block, without a blank line between them."""

# A list item or quote mark that opens a container on a line; Markdown parses what follows it as
# blocks of their own, so that marks written one after the other nest.
_MARK = re.compile(r"[ \t]*(?:>|(?:[*+-]|\d{1,9}[.)])(?=[ \t]|$))[ \t]*")
_OPENERS = re.compile(r"[\[<]")
_RULE = re.compile(r" {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*")
"""A thematic break ("- - - -"), written with list marks but opening nothing."""


class Excess(NamedTuple):
    """Where a note first goes past a bound, and what it asks."""

    line: int
    """0-based, counted in the note."""
    column: int
    """1-based, counted in the line."""
    message: Message


def excess(text: str) -> Excess | None:
    """The first place where `text` asks Markdown for more than the bounds allow, else None."""
    if len(text) > MAX_CHARS:
        return Excess(0, 1, _("these notes hold %(n)s characters; an episode's notes hold at most %(most)s: keep the "
                              "story short, or link to a page of your own", n=len(text), most=MAX_CHARS))
    return _too_deep(text) or _too_busy(text)


def _too_deep(text: str) -> Excess | None:
    for number, line in enumerate(text.split("\n")):
        if _RULE.fullmatch(line):
            continue
        depth, at, opened = 0, 0, 0
        while depth <= MAX_DEPTH and (mark := _MARK.match(line, at)) and mark.end() > at:
            depth, at, opened = depth + 1, mark.end(), mark.start()
        if depth > MAX_DEPTH:  # at the mark that goes one too deep
            return Excess(number, opened + 1, _("this line of the notes opens lists or quotes more than %(most)s deep, one "
                                            "inside the other; notes nest them at most %(most)s deep", most=MAX_DEPTH))
    return None


def _too_busy(text: str) -> Excess | None:
    """A block with more lines, or more `[` and `<`, than Markdown lays out quickly."""
    lines = openers = 0
    for number, line in enumerate(text.split("\n")):
        if not line.strip():
            lines = openers = 0
            continue
        lines += 1
        if lines > MAX_LINES:
            return Excess(number, 1, _("this paragraph of the notes runs over %(most)s lines without a blank line; "
                                       "leave a blank line between paragraphs", most=MAX_LINES))
        for found in _OPENERS.finditer(line):
            openers += 1
            if openers > MAX_OPENERS:
                return Excess(number, found.start() + 1, _("this paragraph of the notes holds more than %(most)s signs [ "
                                                           "and < (which open links and tags); a paragraph holds at "
                                                           "most %(most)s", most=MAX_OPENERS))
    return None
