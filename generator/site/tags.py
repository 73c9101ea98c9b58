"""SVG and HTML tags built in one place, which escapes every attribute and every text: no drawing and
no page fragment escapes by hand.

    tag("text", name, class_="name", x=12.0, y=30.5)  ->  <text class="name" x="12.0" y="30.5">A1</text>

A tag is Markup, so a tag given to another as a child is kept as it is, and any other text is
escaped. Strings rather than a tree (python-chess builds through ElementTree): a board is thousands of
tags, drawn for every episode page in three languages, and joining strings with one escape function
keeps the build as fast as the f-strings were (bench/site.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from markupsafe import Markup, escape

Value = str | float | None
"""An attribute's value: text (escaped), a number (written with one decimal, an int too: a tenth of a
unit is finer than any screen shows), or None, which leaves the attribute out. A number written
otherwise ("3", "120") is given as text."""


def tag(name: str, *children: str, **attributes: Value) -> Markup:
    """`<name attributes>children</name>`, or `<name attributes/>` when there is no child.

    An attribute is named by its keyword, `_` read as `-` and a trailing `_` dropped (`class_`,
    `stroke_width`, `data_round`); an empty child ("") still closes the tag in full (`<title></title>`)."""
    head = f"<{name}{''.join(_attribute(key, value) for key, value in attributes.items() if value is not None)}"
    if not children:
        return Markup(f"{head}/>")
    return Markup(f"{head}>{''.join([escape(child) for child in children])}</{name}>")


def join(parts: Iterable[str]) -> Markup:
    """Tags one after the other (any text among them escaped)."""
    return Markup("").join(parts)


def _attribute(key: str, value: str | float) -> str:
    if isinstance(value, str):
        return f' {_name(key)}="{escape(value)}"'
    return f' {_name(key)}="{value:.1f}"'


@cache
def _name(key: str) -> str:
    return key.rstrip("_").replace("_", "-")
