"""French typography leaves a mark that ends an entity (&amp;) or a position in a file (file:12:3) as it is
(generator/words/typography.py, `_token_end`). Issue 35 (the speed given back) reads it first off the
character before the mark, which either pattern needs to end on (a word's character; a digit): the same
answers as searching the 32 characters before every mark, the reading it replaced, kept here as the yardstick."""

from __future__ import annotations

import re

from hypothesis import given
from hypothesis import strategies as st

from generator.words.typography import _token_end

_POSITION = re.compile(r":\d+$")
_ENTITY_OPENED = re.compile(r"&#?\w{1,31}$")


def previous_reading(text: str, position: int, mark: str) -> bool:
    head = text[max(0, position - 32):position]
    return bool(mark == ";" and "&" in head and _ENTITY_OPENED.search(head)
                or mark == ":" and ":" in head and _POSITION.search(head))


# entities, positions, words and digits of several scripts (Arabic-Indic, superscript), underscores
pieces = st.sampled_from(["&amp", "&#39", "&x_1", "&", "#", ":", ";", "12", "file", "x", "é", "_", " ", "\u0663", "\u00b2",
                          "<b>", "Tour 1", "a" * 30, "!", "?"])


@given(parts=st.lists(pieces, max_size=12), mark=st.sampled_from(";:!?"))
def test_a_mark_ends_a_token_as_the_previous_reading_said(parts: list[str], mark: str) -> None:
    text = "".join(parts) + mark + " suite"
    position = len(text) - len(" suite") - 1
    assert _token_end(text, position, mark) == previous_reading(text, position, mark)


def test_entities_and_positions_are_tokens_and_sentences_are_not() -> None:
    for text, expected in (("a &amp; b", True), ("voir file:12: ici", True), ("Tour 1 : carte", False),
                           ("Règle: x", False), ("12:30", False), ("Vraiment ?", False)):
        marks = [i for i, char in enumerate(text) if char in ";:!?"]
        position = marks[0] if text != "voir file:12: ici" else marks[1]
        assert _token_end(text, position, text[position]) is expected, text
