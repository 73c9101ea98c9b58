"""Time what a note can ask of Markdown: the audit's notes (68 s, a RecursionError before the bounds
of generator/notes/bounds.py) and the costliest notes found that stay within the bounds.

    python bench/notes.py           # prints CPU seconds per note; target: each under 0.5 s
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from generator.notes.bounds import MAX_CHARS, MAX_DEPTH, MAX_LINES, MAX_OPENERS, excess  # noqa: E402
from generator.notes.html import to_html  # noqa: E402

TARGET = 0.5


def _blocks(block: str) -> str:
    """`block` repeated between blank lines up to the cap."""
    return "\n\n".join([block] * (MAX_CHARS // (len(block) + 2)))


NOTES = {
    "audit: [[[...": "[" * 19_000,
    "audit: 1. 1. 1. ...": "1. " * 6_600,
    "within: unclosed [ in one long paragraph": "[" * MAX_OPENERS + "a " * ((MAX_CHARS - MAX_OPENERS) // 2),
    "within: unclosed [^ in one long paragraph": "[^" * (MAX_OPENERS // 2) + "a " * ((MAX_CHARS - MAX_OPENERS) // 2),
    "within: < in one long paragraph": "<a " * MAX_OPENERS + "a " * ((MAX_CHARS - 3 * MAX_OPENERS) // 2),
    "within: setext headings, full paragraphs": _blocks("a\n=\n" * (MAX_LINES // 2)),
    "within: rules, full paragraphs": _blocks("---\n" * (MAX_LINES - 1) + "---"),
    "within: lists nested as deep as allowed": _blocks(("+ " * MAX_DEPTH + "a\n") * (MAX_LINES - 1)),
    "within: one paragraph of words": "word " * (MAX_CHARS // 5),
}


def main() -> int:
    worst = 0.0
    for name, text in NOTES.items():
        to_html.cache_clear()
        started = time.process_time()
        to_html(text)
        seconds = time.process_time() - started
        worst = max(worst, seconds)
        shown = "plain text" if excess(text) else "Markdown"
        print(f"{seconds:6.3f} s  {len(text):6d} chars  {shown:10s}  {name}")
    print(f"worst {worst:.3f} s (target < {TARGET} s)")
    return 0 if worst < TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
