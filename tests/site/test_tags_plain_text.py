"""The tag builder (generator/frontend/tags.py) escapes every text it is given, and calls MarkupSafe's escape
only for a text that escaping changes: a board's titles and a page's names are mostly plain, and escape is a
Python call that makes a Markup of each (issue 35). The output is what escaping every text gives."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st
from markupsafe import Markup, escape

from generator.frontend import tags

TEXT = st.text(alphabet=st.sampled_from(list("ab <>&\"'·é\u202f1")), max_size=12)


@given(st.lists(TEXT, max_size=4))
def test_a_tag_writes_each_text_escaped_as_markupsafe_escapes_it(children: list[str]) -> None:
    written = "".join(str(escape(child)) for child in children)
    assert tags.tag("title", *children) == (f"<title>{written}</title>" if children else "<title/>")
    assert tags.join(children) == written


@given(TEXT, TEXT)
def test_markup_among_texts_is_kept_as_it_is(text: str, markup: str) -> None:
    assert tags.join([text, Markup(markup)]) == str(escape(text)) + markup


def test_a_plain_text_is_not_handed_to_markupsafe(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Only the texts escaping changes go through escape: 'C4 Plage' stays as it is, 'Ana & Ben' does not."""
    asked: list[str] = []

    def counted(text: str) -> Markup:
        asked.append(text)
        return escape(text)

    monkeypatch.setattr(tags, "escape", counted)
    assert tags.join(["pièce 7, tour 3 · C4 Plage", "Ana & Ben"]) == "pièce 7, tour 3 · C4 PlageAna &amp; Ben"
    assert tags.tag("title", "C4 Plage") == "<title>C4 Plage</title>"
    assert asked == ["Ana & Ben"]
