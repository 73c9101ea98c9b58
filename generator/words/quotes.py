"""Quotation marks per language: « » in French (with no-break spaces inside) and Spanish, “ ” in
English; a message's `code` quoted so in a terminal, which shows no Markdown."""

from __future__ import annotations

import re

NBSP = "\u00a0"
"""typography.NBSP, written again: quoting French, at every run's start, need not import its typography."""

# Patterns, not compiled here: re compiles each on first use (and keeps it), which a run that quotes
# nothing never has.
_INLINE_CODE = r"`([^`\n]+)`"


def code_quoted(text: str, lang: str) -> str:
    """Plain text as a terminal shows it, after its typography: a message's `code` (YAML to copy) between
    the language's quotation marks, as values quoted back stand, since a terminal shows no Markdown
    (« start: », «rules:», “blocked: R3”). Applied once, last: the code keeps "key: value" as YAML wants it."""
    return re.sub(_INLINE_CODE, lambda m: quoted(m[1], lang), text) if "`" in text else text


_INNER = "\u00ab[ \u00a0\u202f]*(.*?)[ \u00a0\u202f]*\u00bb"


def quoted(text: str, lang: str) -> str:
    """`text` between the quotation marks of `lang`: « » in French (with no-break spaces) and Spanish,
    “ ” in English. Quotes inside the text take the second level: a note « … « … » » reads « … “ … ” »."""
    if lang in ("fr", "es"):
        inner = re.sub(_INNER, "\u201c\\1\u201d", text, flags=re.DOTALL)
        return f"\u00ab{NBSP}{inner}{NBSP}\u00bb" if lang == "fr" else f"\u00ab{inner}\u00bb"
    return f"\u201c{text}\u201d"
