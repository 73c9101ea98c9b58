"""French Markdown that people read raw carries its typography in the file itself (issue 34, fr TYPO):
the guides' sources (content/guide/fr/*.md, opened on GitHub or in an editor) and the README and
games/README that `chronicle init --language fr` writes (GitHub shows them as they are). chronicle's
filter (generator/words/typography.py) sets what chronicle prints; nothing sets a file read elsewhere.

In their prose: a no-break space before ; : ! ? and inside « », and the curly apostrophe of an
elision (l’île). Their code (fenced examples, `spans`) stays as YAML and the shell read it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.cli.guide import GUIDES, TOPICS
from generator.words.typography import french_markdown
from helpers import faults

_CODE = re.compile(r"^ {0,3}(`{3,}|~{3,}).*?^ {0,3}\1[^\n]*$|(`+)[^\n]*?\2", re.MULTILINE | re.DOTALL)
_ELISION = re.compile(r"\b\w+'\w")
"""A straight apostrophe between two letters: an elision written as a typewriter would (l'île)."""


def prose(markdown: str) -> str:
    """The Markdown without its code: what a reader reads as French sentences."""
    return _CODE.sub(" ", markdown)


def raw_faults(markdown: str) -> list[str]:
    """Each place where the file's prose is not set as French sets it."""
    text = prose(markdown)
    return faults(text) + [m[0] for m in _ELISION.finditer(text)]


@pytest.mark.parametrize("topic", sorted(TOPICS))
def test_a_french_guides_source_is_set_in_the_file(topic: str):
    source = (GUIDES / "fr" / f"{topic}.md").read_text(encoding="utf-8")
    assert raw_faults(source) == []
    assert french_markdown(source) == source  # the filter finds nothing left to set


def test_the_readmes_init_writes_for_a_french_group_are_set_in_the_files(tmp_path: Path, cli):
    result = cli("init", tmp_path / "groupe", "--language", "fr", "--title", "Nos parties : l'été")
    assert result.exit_code == 0, result.output
    for name in ("README.md", "games/README.md"):
        written = (tmp_path / "groupe" / name).read_text(encoding="utf-8")
        assert raw_faults(written) == [], name
        assert french_markdown(written) == written, name


def test_a_file_written_as_a_typewriter_would_is_found():
    """What the check reads: prose with ordinary spaces and straight apostrophes; never code."""
    typed = "Les règles : l'île ; voir `key: value`.\n"
    assert len(raw_faults(typed)) == 3 and raw_faults(typed)[-1] == "l'î"  # before : and ;, and l'île
    assert raw_faults(french_markdown(typed)) == []
    assert raw_faults("```yaml\nname: l'île   # note : ici\n```\n\nVoir `a: b` et `l'île`.\n") == []
