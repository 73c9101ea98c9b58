"""What a French reader sees wrong in spacing: a high mark without its no-break space, « » without theirs.

The rule the tests check, written apart from generator/words/typography.py (which sets the spaces) so that
a mistake there is not repeated here: ; ! ? take a narrow no-break space (U+202F) before them, :
a no-break space (U+00A0), « and » a no-break space inside. A mark counts only where it ends a word
and is followed by a space or the end: times (12:30), addresses (https://), positions (file:12:3:)
and queries (?key=) are not punctuation.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

NBSP, NNBSP = "\u00a0", "\u202f"

_FAULTS = (
    # an ordinary space, or a word right against the mark, where a no-break space belongs
    re.compile(r"\S(?P<bad> |(?<=[\w)\]»%])(?=[;!?]))[;!?](?=\s|$|[)\]»\"'.,…])"),
    re.compile(r"\S(?P<bad> |(?<=[\w)\]»%])(?=:))(?<!:\d)(?<!:\d\d)(?<!:\d\d\d):(?=\s|$)"),
    # a list of questions glued together: "épisode ?; En mode…" (the ; and : after ? or ! need their space too)
    re.compile(r"[?!](?P<bad>)[;:](?=\s|$)"),
    # the wrong no-break space: the wide one before ; ! ?, the narrow one before :
    re.compile(rf"\S(?P<bad>{NBSP})[;!?](?=\s|$)"),
    re.compile(rf"\S(?P<bad>{NNBSP}):(?=\s|$)"),
    # guillemets without a no-break space inside
    # guillemets around words without a no-break space inside (a lone » on a button is no quote)
    re.compile(rf"«(?P<bad> ?)[^\s{NBSP}]"),
    re.compile(rf"[^\s{NBSP}](?P<bad> ?)»"),
)


def faults(text: str) -> list[str]:
    """Each fault in `text`, with a little of its context (spaces shown as ␣, U+00A0 as ⍽, U+202F as ·)."""
    found = []
    for pattern in _FAULTS:
        for m in pattern.finditer(text):
            found.append(_shown(text[max(0, m.start() - 25):m.end() + 10]))
    return found


def _shown(text: str) -> str:
    return text.replace(" ", "␣").replace(NBSP, "⍽").replace(NNBSP, "·").replace("\n", "⏎")


class VisibleText(HTMLParser):
    """A page's text as a reader meets it: scripts, styles and code left out, and elements in another
    language than French (a group's notes in its own) too; tags between words seen through."""

    SKIPPED = frozenset({"script", "style", "code", "pre", "kbd", "samp", "textarea"})
    INLINE = frozenset({"a", "abbr", "b", "cite", "del", "em", "i", "ins", "mark", "q", "s", "small", "span", "strong", "sub",
              "sup", "time", "u"})
    VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, bool]] = []
        self.parts: list[str] = []
        self.attributes: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._boundary(tag)
        values = dict(attrs)
        for name in ("title", "aria-label", "alt", "placeholder"):
            if values.get(name) and self._french():
                self.attributes.append(values[name] or "")
        if tag in self.VOID:
            return
        lang = values.get("lang")
        french = lang.startswith("fr") if lang else self._french()
        self.stack.append((tag, french and tag not in self.SKIPPED and not self._skipping()))

    def handle_endtag(self, tag: str) -> None:
        self._boundary(tag)
        for index in range(len(self.stack) - 1, -1, -1):
            if self.stack[index][0] == tag:
                del self.stack[index:]
                return

    def handle_data(self, data: str) -> None:
        if self._french() and not self._skipping():
            self.parts.append(data)
        elif self.parts and not self.parts[-1].endswith("\n"):
            self.parts.append("\n")  # code between words: what comes after leans on nothing here

    def _boundary(self, tag: str) -> None:
        """Text on either side of a block (a heading, a cell, a title) is not one sentence."""
        if tag not in self.INLINE and self.parts and not self.parts[-1].endswith("\n"):
            self.parts.append("\n")

    def _french(self) -> bool:
        return self.stack[-1][1] if self.stack else True

    def _skipping(self) -> bool:
        return any(tag in self.SKIPPED for tag, _ in self.stack)

    def text(self) -> str:
        return "".join(self.parts)


def page_faults(html: str) -> list[str]:
    """The faults in a French page's visible text and its human-readable attributes."""
    reader = VisibleText()
    reader.feed(html)
    reader.close()
    return faults(reader.text()) + [fault for value in reader.attributes for fault in faults(value)]
