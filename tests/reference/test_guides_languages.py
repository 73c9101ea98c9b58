"""The guides (`chronicle guide`) say the same things in es, fr and en: one translation never lacks a
paragraph, a table row, a list item, an example's line or a piece of code the others have. Issue 34:
the French formats guide lacked the sentence on My City's card ids (`card: Y3`) that es and en have.

A guide is read as a sequence of blocks (headings, paragraphs, lists, tables, fenced examples); each
block's shape is compared across the languages: its kind and level, its lines of code, its rows or
items, and how many `code` spans it holds (the YAML words a sentence names are the same words in every
language, so a sentence missing from one translation shows as a span missing from its block)."""

from __future__ import annotations

import re

import pytest

from generator.cli.guide import GUIDES, TOPICS

_FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
_SPAN = re.compile(r"`[^`]+`")  # a span may wrap onto the next line
_ITEM = re.compile(r"^\s*(?:[-*]|\d+\.) ", re.MULTILINE)

Shape = tuple[object, ...]


def blocks(text: str) -> list[tuple[str, str]]:
    """The Markdown's blocks in order: ("code", a fenced example) or ("text", lines up to a blank one)."""
    found: list[tuple[str, str]] = []
    lines: list[str] = []
    fence = None
    for line in text.splitlines():
        if fence is not None:
            lines.append(line)
            if line.strip().startswith(fence):
                found.append(("code", "\n".join(lines)))
                lines, fence = [], None
            continue
        opened = _FENCE.match(line)
        if opened or not line.strip():
            if lines:
                found.append(("text", "\n".join(lines)))
            lines, fence = ([line], opened[1]) if opened else ([], None)
            continue
        lines.append(line)
    if lines:
        found.append(("text", "\n".join(lines)))
    return found


def shape(kind: str, text: str) -> Shape:
    """What a block must share with its translations."""
    if kind == "code":
        return ("example", len(text.splitlines()))
    first = text.lstrip()
    if first.startswith("#"):
        return ("heading", len(first) - len(first.lstrip("#")))
    spans = len(_SPAN.findall(text))
    if first.startswith("|"):
        return ("table", len(text.splitlines()), spans)
    if _ITEM.match(text):
        return ("list", len(_ITEM.findall(text)), spans)
    return ("paragraph", spans)


def shapes(text: str) -> list[Shape]:
    return [shape(kind, block) for kind, block in blocks(text)]


def _guide(lang: str, topic: str) -> str:
    return (GUIDES / lang / f"{topic}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["es", "fr"])
@pytest.mark.parametrize("topic", sorted(TOPICS))
def test_a_guide_has_the_english_guides_blocks_in_every_language(topic: str, lang: str):
    english, translated = shapes(_guide("en", topic)), shapes(_guide(lang, topic))
    assert len(translated) == len(english)
    differ = [(number, want, got) for number, (want, got) in enumerate(zip(english, translated)) if want != got]
    assert differ == []


def test_a_missing_sentence_changes_its_paragraphs_shape():
    """The French formats guide as it was (issue 34): the card-id sentence gone, one `code` span fewer."""
    with_it = "In My City a card is named by its id (`card: Y3`). The blocking card: `{card: block}`.\n"
    without = "The blocking card: `{card: block}`.\n"
    assert shapes(with_it) != shapes(without)


def test_the_blocks_of_a_guide_are_read_as_written():
    text = "# Title\n\nA `key` here.\n\n```yaml\na: 1\n\nb: 2\n```\n\n| a | b |\n|---|---|\n| `x` | y |\n\n- one\n- `two`\n"
    assert shapes(text) == [("heading", 1), ("paragraph", 1), ("example", 5), ("table", 3, 1), ("list", 2, 1)]


def test_the_my_city_card_id_is_explained_in_every_formats_guide():
    for lang, said in (("en", "In My City a card is named by its building's id"),
                       ("es", "En My City, la carta se nombra con el identificador de su edificio"),
                       ("fr", "Dans My City, une carte se désigne par l’identifiant de son bâtiment")):
        assert said in _guide(lang, "formats"), lang


def test_the_guides_exist_in_the_same_topics():
    assert {path.stem for lang in ("es", "fr", "en") for path in (GUIDES / lang).glob("*.md")} == set(TOPICS)
