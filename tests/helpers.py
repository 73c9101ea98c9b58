"""What several test modules share: a page's <main> as a normalised DOM, so that golden files and
before/after comparisons see what a reader sees, not where the whitespace fell."""

from __future__ import annotations

import re
from xml.etree.ElementTree import Element

import html5lib

_SPACE = re.compile(r"\s+")


def normalised_main(html: bytes | str) -> str:
    """The <main> element of a page, one line per element and text: tags with sorted attributes,
    runs of whitespace as one space, whitespace between elements dropped."""
    tree = html5lib.parse(html, namespaceHTMLElements=False)
    main = tree.find(".//main")
    lines: list[str] = []
    if main is not None:
        _walk(main, 0, lines)
    return "\n".join(lines) + "\n"


def _walk(element: Element, depth: int, lines: list[str]) -> None:
    attributes = "".join(f' {name}="{_SPACE.sub(" ", value).strip()}"' for name, value in sorted(element.attrib.items()))
    tag = element.tag.replace("{http://www.w3.org/2000/svg}", "svg:").replace("{http://www.w3.org/1999/xhtml}", "")
    lines.append(f"{'  ' * depth}<{tag}{attributes}>")
    _text(element.text, depth + 1, lines)
    for child in element:
        _walk(child, depth + 1, lines)
        _text(child.tail, depth + 1, lines)


def _text(text: str | None, depth: int, lines: list[str]) -> None:
    said = _SPACE.sub(" ", text or "").strip()
    if said:
        lines.append("  " * depth + said)
