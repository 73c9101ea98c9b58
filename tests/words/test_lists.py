"""Lists of names as each language writes them (generator/words/formats.py): CLDR's patterns, written
out so that a command listing names does not load babel, must say what babel says, with Spanish's
"e" and "u" before the sounds "y" and "o" would merge with."""

from __future__ import annotations

import pytest
from babel.lists import format_list
from hypothesis import given
from hypothesis import strategies as st

from generator.words.formats import join_list

NAMES = st.lists(st.sampled_from(["Mateo", "Lucía", "Carmen", "Ana", "Ben", "Théo", "Walt"]), min_size=0, max_size=6)


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
@pytest.mark.parametrize("kind, style", [("and", "standard"), ("or", "or")])
@given(names=NAMES)
def test_a_list_is_written_as_cldr_writes_it(lang: str, kind: str, style: str, names: list[str]) -> None:
    assert join_list(names, lang, kind) == format_list(names, style=style, locale=lang)  # type: ignore[arg-type]


@pytest.mark.parametrize("names, kind, said", [
    (["Lucía", "Inés"], "and", "Lucía e Inés"),
    (["Mateo", "Lucía", "Hilario"], "and", "Mateo, Lucía e Hilario"),
    (["Lucía", "hielo"], "and", "Lucía y hielo"),
    (["siete", "ocho"], "or", "siete u ocho"),
    (["Ana", "Horacio"], "or", "Ana u Horacio"),
])
def test_spanish_y_and_o_give_way_before_the_sound_they_would_merge_with(names: list[str], kind: str, said: str) -> None:
    assert join_list(names, "es", kind) == said


def test_a_language_we_do_not_speak_lists_in_english() -> None:
    assert join_list(["a", "b", "c"], "de") == "a, b, and c"
