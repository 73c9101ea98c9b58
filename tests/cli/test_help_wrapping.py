"""Help wrapped to a terminal keeps French marks with their words (French review 6, issue 34, TYPO:
`build --help` ended a line on « and began the next with its words): help is typeset before click
wraps it, so its no-break spaces hold « and » to their words and : ; ! ? to the word before."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from generator.cli import main

STRANDED = re.compile(r"«\s*$|^\s*[»:;!?](\s|$)")


@pytest.mark.parametrize("width", [60, 80, 100])
def test_no_french_mark_is_left_alone_at_a_line_end_or_start(width: int) -> None:
    runner = CliRunner(env={"COLUMNS": str(width)})
    for name in sorted(main.list_commands(None)):  # type: ignore[arg-type]
        out = runner.invoke(main, ["--lang", "fr", name, "--help"], terminal_width=width).output
        stranded = [line for line in out.splitlines() if STRANDED.search(line)]
        assert stranded == [], (name, width, stranded)
