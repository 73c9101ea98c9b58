"""French typography never touches code (French review 7, issue 34, TYPO: `undo --help` quoted
« rounds : [] », a YAML literal with a French space before its colon). A help text's `code` and a
guide's code spans and YAML blocks are what a reader copies into a file: they keep "key: value" as
YAML wants it, with no no-break space, in every help text and guide, in every language."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from generator.base.shipped import CONTENT
from generator.cli import main
from generator.words.i18n import translator
from helpers import catalogue_texts

SPACES = re.compile("[\u00a0\u202f]")
INLINE = re.compile(r"`([^`\n]+)`")
BLOCK = re.compile(r"^```[^\n]*\n(.*?)^```", re.MULTILINE | re.DOTALL)
INLINE_MD = re.compile(r"(`+)((?:[^\n`]|\n(?![ \t]*\n))+?)\1")
COMMENT = re.compile(r"(^|\s)#.*$", re.MULTILINE)
"""A YAML comment is prose, typeset as prose: only what YAML reads is code."""
LANGUAGES = ("fr", "es", "en")


def _help_texts(command: object) -> list[str]:
    texts = [getattr(command, "help", None), getattr(command, "epilog", None)]
    texts += [getattr(param, "help", None) for param in getattr(command, "params", [])]
    return [text for text in texts if text]


def _shown(text: str) -> str:
    """Help as a reader copies a code span out of it: wrapped lines joined, indents dropped."""
    return re.sub(r"[ \t]*\n[ \t]*", " ", text)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_code_span_of_every_help_text_is_shown_as_written(lang: str) -> None:
    runner, tr = CliRunner(), translator(lang)
    checked = 0
    for name in sorted(main.list_commands(None)):  # type: ignore[arg-type]
        command = main.get_command(None, name)  # type: ignore[arg-type]
        shown = _shown(runner.invoke(main, ["--lang", lang, name, "--help"], terminal_width=200).output)
        for text in _help_texts(command):
            for code in INLINE.findall(tr.gettext(text)):
                assert not SPACES.search(code), (name, code)
                assert code in shown, f"{name} --help ({lang}) does not show `{code}` as written:\n{shown}"
                checked += 1
    assert checked > 0


def _yaml_read(code: str) -> str:
    return COMMENT.sub("", code)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("topic", ["formats", "envelopes"])
def test_no_no_break_space_inside_a_guide_s_code(lang: str, topic: str) -> None:
    source = (CONTENT / "guide" / lang / f"{topic}.md").read_text(encoding="utf-8")
    shown = CliRunner().invoke(main, ["--lang", lang, "guide", topic]).output
    for text in (source, shown):
        blocks = BLOCK.findall(text)
        prose = BLOCK.sub("", text)
        spans = [m[2] for m in INLINE_MD.finditer(prose)]
        assert blocks and spans
        faults = [code for code in [_yaml_read(block) for block in blocks] + spans if SPACES.search(code)]
        assert faults == [], faults


YAML_PAIR = re.compile(r"(?<![\w%(])[a-z_]{3,}: (?:true|false|each|episode|campaign|\[\]|\d+)\b(?!\.\w)")
"""A key and its value as a file writes them (`new: true`, `first: campaign`, `rounds: []`)."""
PLAIN_CODE = re.compile(r"\{(?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*\}|`[^`\n]*`")


def test_every_yaml_pair_a_french_message_quotes_is_marked_as_code() -> None:
    """A French message's `key: value` between backquotes (or a {...} example), which French typography leaves
    as it is and a terminal shows between quotation marks; bare, French would print « new : true »."""
    bare = {msgid: text for msgid, text in catalogue_texts("fr").items() if YAML_PAIR.search(PLAIN_CODE.sub("", text))}
    assert bare == {}
