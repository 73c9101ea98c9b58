"""Quotation marks per language: « » in French (with no-break spaces inside) and Spanish, “ ” in
English; a message's `code` quoted so in a terminal, which shows no Markdown."""

from __future__ import annotations

import re

from generator.words.typography import NBSP

_INLINE_CODE = re.compile(r"`([^`\n]+)`")


def code_quoted(text: str, lang: str) -> str:
    """Plain text as a terminal shows it, after its typography: a message's `code` (YAML to copy) between
    the language's quotation marks, as values quoted back stand, since a terminal shows no Markdown
    (« start: », «rules:», “blocked: R3”). Applied once, last: the code keeps "key: value" as YAML wants it."""
    return _INLINE_CODE.sub(lambda m: quoted(m[1], lang), text) if "`" in text else text


_INNER = re.compile("\u00ab[ \u00a0\u202f]*(.*?)[ \u00a0\u202f]*\u00bb", re.DOTALL)


def quoted(text: str, lang: str) -> str:
    """`text` between the quotation marks of `lang`: « » in French (with no-break spaces) and Spanish,
    “ ” in English. Quotes inside the text take the second level: a note « … « … » » reads « … “ … ” »."""
    if lang in ("fr", "es"):
        inner = _INNER.sub("\u201c\\1\u201d", text)
        return f"\u00ab{NBSP}{inner}{NBSP}\u00bb" if lang == "fr" else f"\u00ab{inner}\u00bb"
    return f"\u201c{text}\u201d"
