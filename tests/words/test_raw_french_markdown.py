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

_CODE = re.compile(r"^ {0,3}(`{3,}|~{3,}).*?^ {0,3}\1[^\n]*$|(`+)(?:[^\n]|\n(?![ \t]*\n))*?\2", re.MULTILINE | re.DOTALL)
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


def _french_markdown_files() -> dict[str, str]:
    files = {f"guide {topic}": (GUIDES / "fr" / f"{topic}.md").read_text(encoding="utf-8") for topic in sorted(TOPICS)}
    repo = Path(__file__).resolve().parents[2] / "templates" / "repo" / "fr"
    return files | {f"init {p.name}": p.read_text(encoding="utf-8") for p in sorted(repo.glob("*.md"))}


def test_code_in_the_french_markdown_is_written_as_yaml_reads_it():
    """« `once : episode` », « `count : pieces` » (guide envelopes): French spacing had been put inside code,
    where a span wrapped onto the next line was taken for prose. No code span of any French guide or
    README holds a no-break space or a curly apostrophe, and YAML's `key: value` has no space before its colon."""
    spans = {where: [m[0] for m in _CODE.finditer(text) if not m[0].startswith(("```", "~~~"))]
             for where, text in _french_markdown_files().items()}
    assert all(spans.values())
    # a <placeholder> in a command is French words the reader replaces: « <l’adresse du dépôt> »
    found = {where: [s for s in found if re.search(r"[\u00a0\u202f\u2019]|\w[ \u00a0\u202f]+:(\s|`)", re.sub(r"<[^<>`]*>", "", s))]
             for where, found in spans.items()}
    assert {where: s for where, s in found.items() if s} == {}
    assert french_markdown("Le compte `once:\nepisode` suit ; fin.") == "Le compte `once:\nepisode` suit\u202f; fin."


def test_no_word_is_elided_before_a_code_span():
    """« les entrées d'`immediate` » (guide envelopes): French does not elide before a keyword, which is
    read as a name (« les entrées de `immediate` »), nor before a path (« retiré de ok/episodes/04.yaml »)."""
    from generator.words.elision import french_de

    found = {where: re.findall(r"\b\w+['\u2019]`", text) for where, text in _french_markdown_files().items()}
    assert {where: words for where, words in found.items() if words} == {}
    assert french_de("retiré de %(file)s", {"file": "ok/episodes/04.yaml"}) == "retiré de %(file)s"
    assert french_de("le plateau de %(name)s", {"name": "Inés"}) == "le plateau d'%(name)s"
