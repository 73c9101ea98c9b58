"""The problems found in source files, each at its position (generator.model.Pos), and how they are told.

findings.py turns what the rules engine finds (codes and values) into problems in the game's words: above
words/, which says things, and below the stages that find problems.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable, Mapping

from generator.base.records import NamedTuple
from generator.model import Pos
from generator.words.i18n import ENGLISH, N_, Text, Translator, _, render
from generator.words.terminal import terminal_text, typeset


class Problem(NamedTuple):
    """One thing wrong with the input, in plain words, with everything needed to find it."""

    pos: Pos
    message: Text
    rule: str | None = None
    player: str | None = None
    round: int | None = None
    severity: str = "error"
    """"error" fails check, build and add; "warning" is shown by check and blocks nothing."""

    @property
    def is_warning(self) -> bool:
        return self.severity == "warning"

    def render(self, tr: Translator, link: str | None = None) -> str:
        """`file:line:col: error: round 3, Ana: message [RULE: link]` in the reader's language.

        The severity word is the reader's ("erreur :"), or as compilers write it ("error:") for
        editors' problem matchers when CHRONICLE_SEVERITY=english (`severity`).
        """
        where = ", ".join(part for part in (
            render(_("round %(n)s", n=self.round), tr) if self.round is not None else "",
            self.player or "",
        ) if part)
        text = render(self.message, tr)
        text = f"{where}: {text}" if where else text
        if self.rule:
            text += f" [{self.rule}: {link}]" if link else f" [{self.rule}]"
        text = terminal_text(text, tr.lang)  # the message's spacing, never the place and severity editors read
        return one_line(f"{self.pos}: {severity(self.severity, tr)} {text}")

    def __str__(self) -> str:
        return self.render(ENGLISH)


# The word before a problem is the reader's ("aviso:", "erreur :"). Editors' problem matchers (VS
# Code's, GitHub Actions') look for the English "error" and "warning" after `file:line:col:`; they
# ask for it with CHRONICLE_SEVERITY=english, as the workflow `chronicle init` writes does
# (README.md, "Commands"). CHRONICLE_SEVERITY=translated, the former way to ask for the reader's
# word, is still accepted and is now what is said anyway.
_SEVERITIES = {"error": N_("error"), "warning": N_("warning")}
SEVERITY_VARIABLE = "CHRONICLE_SEVERITY"
ENGLISH_SEVERITY = "english"


def severity(kind: str, tr: Translator) -> str:
    """The word before a problem, with its colon: in the reader's language and typography
    ("erreur :", "aviso:"), or as compilers write it ("error:") when CHRONICLE_SEVERITY=english."""
    if os.environ.get(SEVERITY_VARIABLE, "").strip().lower() == ENGLISH_SEVERITY:
        return kind + ":"
    return typeset(tr.gettext(_SEVERITIES.get(kind, kind)) + ":", tr.lang)


# Control characters, line and paragraph separators, and the bidirectional overrides that can make
# a line read as another (Trojan Source): a value that holds one is shown escaped, as Python would.
# (A pattern, not compiled here: re compiles it on first use, which a clean run of check never has.)
_UNSAFE = "[\x00-\x1f\x7f-\x9f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]"


def one_line(text: str) -> str:
    """`text` on one line: a message echoing what a user wrote cannot forge lines of a CI log."""
    return re.sub(_UNSAFE, lambda m: repr(m[0])[1:-1], text)


def report(problems: Iterable[Problem], tr: Translator = ENGLISH, links: Mapping[str, str] | None = None) -> str:
    """One line per problem in the reader's language; a rule ID with an FAQ entry carries its link."""
    return "\n".join(p.render(tr, (links or {}).get(p.rule or "")) for p in problems)


def in_file_order(problems: list[Problem]) -> list[Problem]:
    return sorted(problems, key=lambda p: (p.pos.file, p.pos.line, p.pos.col))


def errors(problems: Iterable[Problem]) -> list[Problem]:
    return [p for p in problems if not p.is_warning]


def warnings(problems: Iterable[Problem]) -> list[Problem]:
    return [p for p in problems if p.is_warning]


class Problems(Exception):
    """Raised when a stage finds problems; carries all of them, in file order."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__(f"{len(problems)} problem(s)")
        self.problems = in_file_order(problems)
