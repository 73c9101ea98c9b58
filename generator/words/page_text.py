"""A page as French typography reads it: its text, seen through tags and entities, with what is not
prose (scripts, styles, text fields, code) and each element's language found once.

`Plain` and `Code` read plain text (a line of the command line, a guide in Markdown) the same way,
so that one set of spacing rules (generator/words/typography.py) serves all three."""

from __future__ import annotations

import re
from bisect import bisect_right

_ENTITY = re.compile(r"&#?\w{1,31};$")
_ENTITY_AT = re.compile(r"&#?\w{1,31};")
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})

# Elements whose text is not prose are kept byte for byte: scripts, styles, text fields, code.
# <svg> is not among them: its titles are read.
RAW_OPENING = re.compile(r"<(?:code|pre|kbd|samp)[\s>]", re.IGNORECASE)
_LANG_TAG = re.compile(r"""<([a-zA-Z][\w-]*)\b[^>]*?\slang=["']?([\w-]+)[^>]*>""")


class Plain:
    """Plain text as the rules read it: every character is seen."""

    def __init__(self, text: str) -> None:
        self.text = text

    def before(self, position: int) -> int:
        """Where the character seen before `position` is; -1 at the start."""
        return position - 1

    def char(self, position: int) -> str:
        return self.text[position]

    def editable(self, position: int) -> bool:
        """Whether the character at `position` may be replaced (a space in code may not)."""
        return True

    def char_after(self, position: int) -> str:
        """The character seen after `position`; "" at the end."""
        return self.text[position + 1:position + 2]


class Code(Plain):
    """Text with code in it, as the rules read it: code is seen (a mark after `code` leans on it),
    never changed."""

    def __init__(self, text: str, code: list[int]) -> None:
        super().__init__(text)
        self.code = code

    def editable(self, position: int) -> bool:
        return bisect_right(self.code, position) % 2 == 0


class Page(Plain):
    """A page as the rules read it: its text, with tags between words seen through ("Tour
    1</a>: carte" has a colon after "1"), entities seen as the characters they stand for.

    Pages run to megabytes of SVG: a character is found with str.find, which outruns re; a word such as
    "<script" by one pattern, which outruns a str.find per word."""

    def __init__(self, html: str, lang: str) -> None:
        super().__init__(html)
        self.scripts = _raw_spans(html)
        self.languages = _language_elements(html, lang)
        self.french = language(lang) == "fr"
        self._french_elements = [(start, end, language(element_lang) == "fr") for start, end, element_lang in self.languages[1:]]

    def tag_around(self, position: int) -> int | None:
        """Where the tag holding `position` starts; None when it is in text."""
        opening = self.text.rfind("<", 0, position)
        return opening if opening > self.text.rfind(">", 0, position) else None

    def in_raw(self, position: int) -> bool:
        """In a script, a style or a text field, or in code (<code>, <pre>, <kbd>, <samp>, which hold
        no tags of their own: the tag before the text is theirs)."""
        if bisect_right(self.scripts, position) % 2:
            return True
        opening = self.text.rfind("<", 0, position)
        return opening >= 0 and RAW_OPENING.match(self.text, opening) is not None

    def editable(self, position: int) -> bool:
        return not self.in_raw(position)

    def is_french(self, position: int) -> bool:
        """The language of the innermost element around `position` (its lang attribute) is French."""
        french = self.french  # most pages: no element in a language of its own but <html>
        for start, end, element_french in self._french_elements:
            if start > position:
                break
            if position < end:
                french = element_french
        return french

    def before(self, position: int) -> int:
        html = self.text
        position -= 1
        while position >= 0 and html[position] == ">":
            opening = html.rfind("<", 0, position)
            if opening < 0 or html.startswith(("</script", "</style", "</textarea"), opening):
                return -1  # no word to lean on
            position = opening - 1
        if position >= 0 and html[position] == ";":
            entity = _ENTITY.search(html, max(0, position - 32), position + 1)
            if entity:
                return entity.start()
        return position

    def char(self, position: int) -> str:
        if self.text[position] == "&":
            entity = _ENTITY_AT.match(self.text, position, position + 33)
            if entity:  # html imported here: a command line's message holds no entity, and its table of them is large
                from html import unescape

                return unescape(entity[0])[:1]
        return self.text[position]

    def char_after(self, position: int) -> str:
        """A tag after a mark ends its text ("pour y jouer ?</title><desc>Verdict"): seen as the end."""
        position += 1
        if position >= len(self.text) or self.text[position] == "<":
            return ""
        return self.char(position)


_RAW_ELEMENT = re.compile("<(script|style|textarea)")
"""The elements whose text is never prose: found in one pass (three str.find passes cost more)."""


def _raw_spans(html: str) -> list[int]:
    """Where the scripts, styles and text fields start and end, as a sorted flat list [start, end, start, end...]."""
    spans: list[int] = []
    opening = _RAW_ELEMENT.search(html)
    while opening:
        close = html.find(f"</{opening[1]}", opening.end())
        end = len(html) if close < 0 else html.find(">", close) + 1 or len(html)
        spans += (opening.start(), end)
        opening = _RAW_ELEMENT.search(html, end)
    return spans


def language(tag: str) -> str:
    """The language of a language tag: "fr" of "fr-CA"."""
    return tag.split("-")[0].lower()


def _language_elements(html: str, lang: str) -> list[tuple[int, int, str]]:
    """The page's language, then each element that names its own (start, end, language), in order."""
    return [(0, len(html), lang)] + [(start, element_end(html, name, tag), element_lang)
                                     for start, tag, name, element_lang in language_tags(html)]


def language_tags(html: str) -> list[tuple[int, int, str, str]]:
    """Each tag with a lang attribute: where it starts and ends, its element's name, the language."""
    tags = []
    found = html.find(" lang=")
    while found >= 0:
        start = html.rfind("<", 0, found)
        tag = _LANG_TAG.match(html, start) if start >= 0 else None
        if tag is not None:
            tags.append((start, tag.end(), tag[1].lower(), tag[2]))
        found = html.find(" lang=", found + 6)
    return tags


def element_end(html: str, name: str, start: int) -> int:
    """Where the element whose opening tag ends at `start` ends (its closing tag counted in)."""
    if name == "html" or name in _VOID:  # the whole page; an element without content
        return len(html) if name == "html" else start
    depth, position = 1, start
    opening, closing = f"<{name}", f"</{name}"
    while depth:
        close = html.find(closing, position)
        if close < 0:
            return len(html)
        nested = html.find(opening, position, close)
        while nested >= 0:
            if not html[nested + len(opening)].isalnum():  # <p> or <p class...>, not <pre>
                depth += 1
            nested = html.find(opening, nested + 1, close)
        depth -= 1
        position = html.find(">", close) + 1 or len(html)
    return position
