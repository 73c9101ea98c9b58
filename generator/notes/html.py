"""A note's HTML: Markdown within the bounds of `bounds`, with everything that could run or load
removed (nh3); past them, the note as plain text, which costs nothing whatever it holds."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import TYPE_CHECKING

import nh3
from markupsafe import Markup, escape

from generator.notes.bounds import excess

if TYPE_CHECKING:
    from markdown import Markdown

_ALLOWED_TAGS = {"p", "br", "em", "strong", "code", "pre", "ul", "ol", "li", "a", "blockquote", "h3", "h4",
                 "table", "thead", "tbody", "tr", "th", "td", "hr", "del"}


@lru_cache(maxsize=256)
def to_html(text: str) -> Markup:
    """The note as sanitised HTML; remembered, as an episode's notes show on its page in every language.

    A note past the bounds (`chronicle check` warns of it at its line) is shown as plain text."""
    if excess(text) is not None:
        return plain(text)
    converter = _markdown()
    converter.reset()
    try:
        html = converter.convert(text)
    except RecursionError:  # what the bounds leave out of account: the note is still shown
        return plain(text)
    return Markup(nh3.clean(html, tags=_ALLOWED_TAGS, url_schemes={"http", "https", "mailto"},
                            link_rel="noopener noreferrer nofollow"))


def plain(text: str) -> Markup:
    """The text as written: a paragraph per block, its lines kept."""
    blocks = [b.strip("\n") for b in text.replace("\r\n", "\n").split("\n\n")]
    return Markup("\n".join(f"<p>{Markup('<br>'.join(escape(line) for line in b.split(chr(10))))}</p>"
                            for b in blocks if b.strip()))


@cache
def _markdown() -> Markdown:
    """Made when first needed: loading it takes longer than an edit's pages, which may have no notes.
    The extensions are given as objects: named, Markdown looks them up among every installed
    package's entry points (importlib.metadata: 25 ms)."""
    from markdown import Markdown
    from markdown.extensions.sane_lists import SaneListExtension
    from markdown.extensions.tables import TableExtension

    return Markdown(extensions=[TableExtension(), SaneListExtension()])
