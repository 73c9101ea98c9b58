"""The YAML loader's two ways of reading a file end alike.

A plain document (what a group writes: no anchors, aliases or problems) is read in one pass over
the parser's events; anything else takes the careful path, which bounds nesting, refuses alias
bombs and words every problem. Whatever the one pass returns, the careful path must return too.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.load.nodes import _careful_tree, _plain_tree
from generator.problems import Problems

ROOT = Path(__file__).parents[2]
SHIPPED = sorted([*(ROOT / "content").rglob("*.yaml"), *(ROOT / "campaigns").rglob("*.yaml")])


def careful(text: str) -> str:
    """The careful path's tree, or its problems, as text (repr tells 1 from True, unlike ==)."""
    try:
        return repr(_careful_tree(text, "x.yaml"))
    except Problems as err:
        return "\n".join(map(str, err.problems))


def test_every_shipped_file_is_read_in_one_pass_as_the_careful_path_reads_it():
    assert len(SHIPPED) > 20
    for path in SHIPPED:
        text = path.read_text(encoding="utf-8")
        plain = _plain_tree(text, "x.yaml")
        assert plain is not None, f"{path} took the careful path"
        assert repr(plain) == careful(text), path


@pytest.mark.parametrize("text", ["", "# only a comment\n", "a: 1\n", "[1, 2]", "plain text", "a: {b: [c, {d: e}]}\n",
                                  "a: 0\n", "a: 00\n", "a: 017\n", "a: 08\n", "a: '12'\n", "a: 1_000\n", "a: \u0661\u0662\n",
                                  "a: 123456789012345678\n", "card: 21\nAna: C4 r2\nBen: pass\n"])
def test_small_documents_read_alike(text):
    """Whole numbers as YAML 1.1 reads them (a leading 0 is octal, '12' is text, digits other than
    ASCII are text), read in line by the one pass, as the careful path reads them."""
    assert repr(_plain_tree(text, "x.yaml")) == careful(text)


@pytest.mark.parametrize("text", ["a: &x 1\nb: *x\n", "a: 1\na: 2\n", "? [k]\n: v\n", "a: 1\n---\nb: 2\n",
                                  "a: !!python/object x\n", "a: 2025-13-01\n", "a: [" + "[" * 45 + "]" * 46 + "\n",
                                  "a: [1, 2\n", "a: 1234567890123456789\n"])
def test_anchors_duplicates_odd_keys_documents_tags_bad_values_deep_nesting_and_errors_take_the_careful_path(text):
    assert _plain_tree(text, "x.yaml") is None


EDITS = ["&a ", "*a", "&a [1, 2]", "- ", ": ", "\t", "'", '"', "[", "]", "{", "}", "!!str ", "!!int ", "!!float ",
         "!!python/object ", "2025-13-45", "2025-09-18", "2025-09-18 10:00:00", "0x1f", "0o17", "1e5", ".inf", "yes", "~",
         "null", "? [a]\n: b", "\n---\n", "\n...\n", "#", "\n  ", "\n", "-1", "+3", "99999999999999999999", "&b {x: *b}",
         "&k key", "*k", "? ", "%YAML 1.1\n", "! ", "!!binary ", "|\n  x", ">-\n  y", "[" * 45 + "]" * 45, "key: dup\n"]


@settings(max_examples=300, deadline=None)
@given(base=st.sampled_from(SHIPPED[:12]),
       edits=st.lists(st.tuples(st.floats(0, 1), st.sampled_from([None, *EDITS])), min_size=1, max_size=3))
def test_whatever_the_one_pass_reads_the_careful_path_reads_alike(base, edits):
    text = base.read_text(encoding="utf-8")
    for where, edit in edits:
        at = int(where * len(text))
        text = text[:at] + text[at + 3:] if edit is None else text[:at] + edit + text[at:]
    plain = _plain_tree(text, "x.yaml")
    if plain is not None:
        assert repr(plain) == careful(text)
