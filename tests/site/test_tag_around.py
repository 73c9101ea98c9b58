"""A placed piece's drawing is the same in every language and its title is not (issue 35, the speed given
back: a board's pieces drawn once a build): frontend/tags.around gives the opening and the closing tag of an
element whose children are put between them later, and what they enclose reads as tags.tag writes it."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from generator.frontend.tags import around, join, tag

xml_text = st.text(st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="\ufffe\uffff"))
attributes = st.dictionaries(st.sampled_from(["class_", "data_round", "stroke_width", "x", "transform"]),
                             st.one_of(xml_text, st.floats(-1e6, 1e6), st.none()), max_size=4)


@given(name=st.sampled_from(["g", "svg", "title", "text"]), attrs=attributes, children=st.lists(xml_text, min_size=1, max_size=3))
def test_what_around_encloses_is_the_tag_with_those_children(name: str, attrs: dict[str, str | float | None],
                                                             children: list[str]) -> None:
    opening, closing = around(name, **attrs)
    assert join([opening, *children, closing]) == tag(name, *children, **attrs)


def test_a_piece_title_goes_between_its_opening_and_its_drawing() -> None:
    opening, closing = around("g", class_="piece", data_round="3")
    assert opening == '<g class="piece" data-round="3">' and closing == "</g>"
    assert join([opening, tag("title", "pieza 7 · C4 <playa>"), closing]) == \
        '<g class="piece" data-round="3"><title>pieza 7 · C4 &lt;playa&gt;</title></g>'
