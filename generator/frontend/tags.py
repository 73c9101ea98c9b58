"""SVG and HTML tags built in one place, which escapes every attribute and every text: no drawing and
no page fragment escapes by hand.

    tag("text", name, class_="name", x=12.0, y=30.5)  ->  <text class="name" x="12.0" y="30.5">A1</text>

A tag is Markup, so a tag given to another as a child is kept as it is, and any other text is
escaped. Strings rather than a tree (python-chess builds through ElementTree): a board is thousands of
tags, drawn for every episode page in three languages, and joining strings with one escape function
keeps the build as fast as the f-strings were (bench/site.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import partial

from markupsafe import Markup, escape

Value = str | float | None
"""An attribute's value: text (escaped), a number (written with one decimal, an int too: a tenth of a
unit is finer than any screen shows), or None, which leaves the attribute out. A number written
otherwise ("3", "120") is given as text."""


def tag(name: str, *children: str, **attributes: Value) -> Markup:
    """`<name attributes>children</name>`, or `<name attributes/>` when there is no child.

    An attribute is named by its keyword, `_` read as `-` and a trailing `_` dropped (`class_`,
    `stroke_width`, `data_round`); an empty child ("") still closes the tag in full (`<title></title>`)."""
    head = _head(name, attributes)
    if not children:
        return _markup(head + "/>")
    return _markup(f"{head}>{''.join([c if isinstance(c, Markup) or plain(c) else escape(c) for c in children])}</{name}>")


def around(name: str, **attributes: Value) -> tuple[Markup, Markup]:
    """The opening and the closing tag of an element whose children are put between them later, in
    pieces (a placed piece's drawing is the same in every language, its title is not):
    `opening + children + closing` is what `tag(name, *children, **attributes)` writes."""
    return _markup(_head(name, attributes) + ">"), _markup(f"</{name}>")


def join(parts: Iterable[str]) -> Markup:
    """Tags one after the other (any text among them escaped)."""
    return _markup("".join([c if isinstance(c, Markup) or plain(c) else escape(c) for c in parts]))


# A board is thousands of tags: the few things every tag does are done as cheaply as Python allows.

_markup: Callable[[str], Markup] = partial(str.__new__, Markup)
"""Markup(text) without Markup's own constructor, which looks for __html__ on what is already a str."""
_SPECIAL = re.compile("[&<>\"']").search
_NAMES: dict[str, str] = {}


def plain(text: object) -> bool:
    """Whether `text` is a str that escaping leaves as it is (most of a drawing's titles, names and a message's
    arguments): MarkupSafe's escape is a Python call that makes a Markup of it, a search for the five characters is not."""
    return type(text) is str and not _SPECIAL(text)


def _head(name: str, attributes: dict[str, Value]) -> str:
    """`<name attributes`, the tag not yet ended."""
    return "<" + name + "".join([f' {_NAMES.get(key) or _name(key)}="{_value(value)}"'
                                 for key, value in attributes.items() if value is not None])


def _value(value: str | float) -> str:
    if isinstance(value, str):
        return escape(value) if _SPECIAL(value) else value
    return f"{value:.1f}"


def _name(key: str) -> str:
    _NAMES[key] = key.rstrip("_").replace("_", "-")
    return _NAMES[key]
