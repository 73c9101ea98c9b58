"""A group's notes cannot make a build slow or crash it (issue 33, the audit's seams): whatever the
text under the 20,000-character cap, Markdown is asked only for what it lays out quickly, and a note
past the bounds is shown as plain text, with a warning at its own line that says why."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markupsafe import escape

from generator.notes.bounds import MAX_DEPTH, MAX_LINES, MAX_OPENERS, excess
from generator.notes.html import to_html
from helpers import dedent

OK = dedent("""
    episode: 1
    date: 2025-09-18
    rules: legacy-1
    rounds:
      - card: 1
        Ana: A1
        Ben: stop
    """)

# The audit's notes, each under the cap: 68 s to build, and a RecursionError traceback.
BRACKETS = "[" * 19_000
NUMBERED = "1. " * 6_600


@pytest.mark.parametrize("text", [BRACKETS, NUMBERED, "+ " * 6_000, "> 1. " * 3_000, "a\n=\n" * 4_900,
                                  "[^" * 9_000, "<a " * 6_000],
                         ids=["brackets", "numbered", "plus", "quoted-lists", "setext", "footnote-like", "tags"])
def test_a_note_markdown_would_take_long_over_is_shown_as_plain_text(text):
    assert excess(text) is not None
    html = to_html(text)
    assert html.startswith("<p>") and escape(text.strip().split("\n")[0][:40]) in html


def test_notes_a_group_writes_are_markdown_as_before():
    text = "We **won** the [bay](https://example.org).\n\n- Ana\n  - turtle\n- Ben\n\n> a quote\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"
    assert excess(text) is None
    html = to_html(text)
    assert "<strong>won</strong>" in html and 'href="https://example.org"' in html and "<table>" in html


def test_the_bounds_are_what_they_say():
    nested = "- " * MAX_DEPTH + "a"
    assert excess(nested) is None and excess("- " + nested) is not None
    assert excess("- - - - - - - - - - - -") is None  # a thematic break opens nothing
    assert excess("a\n" * MAX_LINES) is None and excess("a\n" * (MAX_LINES + 1) + "a") is not None
    assert excess("a\n\n" * 3 * MAX_LINES) is None  # blank lines end a paragraph
    assert excess("[a](b) " * MAX_OPENERS) is None and excess("[a](b) " * (MAX_OPENERS + 1)) is not None
    assert excess(("[a](b) " * MAX_OPENERS + "\n\n") * 10) is None


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="[]()<>!^`*_+-=>#|1. \n\\a", max_size=3_000))
def test_any_text_becomes_html_without_an_exception(text):
    """Whatever a note holds, a page shows it: never a RecursionError or another exception."""
    assert isinstance(str(to_html(text)), str)


def test_check_warns_at_the_line_that_goes_past_the_bounds(make_campaign, cli):
    notes = "notes: |\n  The bay was ours.\n\n  " + NUMBERED + "\n"
    folder = make_campaign(OK + notes)
    result = cli("check", folder)
    assert "Traceback" not in result.output
    warning = [line for line in result.stderr.splitlines() if "warning:" in line]
    assert len(warning) == 1, result.stderr
    assert "01.yaml:11:27:" in warning[0] and f"more than {MAX_DEPTH} deep" in warning[0] and "plain text" in warning[0]
    assert result.exit_code == 0  # a warning blocks nothing: the note is shown as written


@pytest.mark.parametrize("lang, words", [("es", ("aviso:", "signos [ y <", "texto sin formato")),
                                         ("fr", ("avertissement", "signes [ et <", "texte brut")),
                                         ("en", ("warning:", "signs [ and <", "plain text"))])
def test_the_warning_is_in_the_groups_language(make_campaign, cli, lang, words):
    folder = make_campaign(OK + "notes: |\n  " + BRACKETS + "\n", language=lang)
    result = cli("check", folder)
    assert all(word in result.stderr for word in words), result.stderr
    assert "01.yaml:9:35:" in result.stderr  # the 33rd [, where the paragraph goes past the bound


def test_notes_past_the_cap_are_still_refused(make_campaign, cli):
    folder = make_campaign(OK + "notes: " + "word " * 5000 + "\n")
    result = cli("check", folder)
    assert result.exit_code == 1 and "notes hold at most 20000" in result.stderr
