"""Issue 35: the tag safe loading gives a plain scalar (a number, a date, true, null or text) is kept per text
(load/nodes._implicit_tag): a log writes the same cells again and again, and F4's F may start false. Kept or not,
it is the tag the loader's resolver gives that text, as the careful path composes it."""

from __future__ import annotations

import yaml
from hypothesis import given
from hypothesis import strategies as st

from generator.load.nodes import _implicit_tag, _Loader

SCALARS = st.one_of(st.text(max_size=12), st.sampled_from(
    ["F4 r2", "false", "False", "off", "No", "null", "~", "0o17", "0x1F", "1_000", "-3", "+2.5e3", ".inf", ".NaN",
     "2025-09-18", "2025-13-02", "2025-09-18 20:30:00", "<<", "=", "Yes", "TRUE", "on", "n", ""]))


@given(value=SCALARS, implicit=st.sampled_from([(True, False), (True, True)]))
def test_a_kept_tag_is_the_resolvers(value: str, implicit: tuple[bool, bool]) -> None:
    loader = _Loader("")
    try:
        expected = loader.resolve(yaml.ScalarNode, value, implicit)
    finally:
        loader.dispose()
    assert _implicit_tag(value, implicit) == expected
    assert _implicit_tag(value, implicit) == expected  # kept
