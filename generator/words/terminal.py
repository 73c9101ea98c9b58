"""Plain text as a terminal shows it: set in its language's typography, then a message's `code`
between the language's quotation marks (a terminal shows no Markdown).

Only French sets its text differently (typography.py). That module, with the page reading and the
patterns it stands on (page_text.py, elision.py), is imported once French is spoken, not at every
run's start: a check said in English or Spanish never loads it (issue 35)."""

from __future__ import annotations

from generator.words.quotes import code_quoted


def typeset(text: str, lang: str) -> str:
    """`text` in `lang`'s typography: typography.typesetter(lang)(text)."""
    if lang != "fr":
        return text
    from generator.words.typography import french

    return french(text)


def terminal_text(text: str, lang: str) -> str:
    """A line the command line says: typeset, then its `code` quoted (quotes.code_quoted), once, last."""
    return code_quoted(typeset(text, lang), lang)
