"""The site's one tag builder (generator/frontend/tags.py): every attribute and every text escaped in one
place, so that a group's words in a drawing (a player's name, a note, a vocabulary's colour or glyph)
can never break the SVG or the page around it, and no drawing escapes by hand (issue 35, item 6)."""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

from hypothesis import given
from hypothesis import strategies as st
from markupsafe import Markup

from generator.frontend import cells, svg
from generator.frontend.tags import join, tag
from generator.site import charts, record_chart

# Text XML can carry: no control characters, no lone surrogates.
xml_text = st.text(st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="\ufffe\uffff"))


@given(text=xml_text, value=xml_text)
def test_any_text_and_attribute_read_back_as_written(text: str, value: str) -> None:
    drawn = tag("text", text, class_=value)
    parsed = ElementTree.fromstring(str(drawn))
    assert (parsed.text or "") == text and parsed.get("class") == value


def test_a_tag_given_to_another_is_kept_and_plain_text_is_escaped() -> None:
    title = tag("title", "A1 & <B2>")
    assert tag("g", title, "x < y", class_="mark") == '<g class="mark"><title>A1 &amp; &lt;B2&gt;</title>x &lt; y</g>'
    assert join([title, "<"]) == "<title>A1 &amp; &lt;B2&gt;</title>&lt;"


def test_attribute_names_numbers_and_absent_values() -> None:
    assert tag("circle", class_="on", stroke_width=".8", cx=3, cy=2.25, r=None, data_round="12") == \
        '<circle class="on" stroke-width=".8" cx="3.0" cy="2.2" data-round="12"/>'
    assert tag("title", "") == "<title></title>"  # an empty title is still a title, not <title/>
    assert isinstance(tag("desc", "x"), Markup)


def test_a_vocabulary_colour_or_glyph_cannot_break_out_of_its_drawing() -> None:
    hostile = '"/><script>alert(1)</script>'
    drawn = str(cells.glyph_svg("tree", 10.0, 10.0, hostile, 2)) + str(cells.glyph_svg("own", 0, 0, hostile, 1, text=hostile))
    assert "<script>" not in drawn
    ElementTree.fromstring(f"<g>{drawn}</g>")  # well-formed
    for chart in (charts.tokens_svg([("Ana <3", hostile, [1, 2])], ["1", "2"], hostile, hostile, (hostile,) * 2),
                  charts.progress_svg([("Ana <3", hostile, [0, 1])], ["1", "2"], hostile, hostile, (hostile,) * 2),
                  charts.line_key(hostile, 1)):
        assert "<script>" not in chart
        ElementTree.fromstring(str(chart))


def test_no_drawing_module_builds_a_tag_by_hand() -> None:
    """f-strings and escape() calls that make tags belong to tags.py alone."""
    for module in (svg, charts, cells, record_chart):
        source = Path(module.__file__ or "").read_text(encoding="utf-8")
        assert not re.search(r"""f["']<""", source.replace('f\'<?xml version="1.0" encoding="UTF-8"?>', "")), module.__name__
        assert "escape(" not in source, module.__name__
