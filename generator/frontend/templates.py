"""The one Jinja environment every front end renders its pages with (the site's pages, table mode's
page and its transcript): autoescape on, StrictUndefined, gettext given with each page."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from jinja2 import Environment, FileSystemBytecodeCache, FileSystemLoader, StrictUndefined, select_autoescape
from markupsafe import Markup, escape

from generator.frontend.tags import join, tag
from generator.notes.html import to_html
from generator.words.typography import french


@cache
def environment(templates: Path) -> Environment:
    """One environment for every language: templates compile once; gettext comes with each page.

    Compiled templates are kept between runs in Jinja's cache (a folder of the user's own in the
    system's temporary folder, checked by Jinja to be theirs alone): compiling them takes longer
    than rendering the pages of an edit."""
    env = Environment(loader=FileSystemLoader(templates), autoescape=select_autoescape(default=True),
                      bytecode_cache=_compiled_templates(),
                      undefined=StrictUndefined, extensions=["jinja2.ext.i18n", "jinja2.ext.do"], trim_blocks=True,
                      lstrip_blocks=True, keep_trailing_newline=True)
    env.filters["markdown"] = to_html  # bounded and sanitised (generator/notes)
    env.filters["code_spans"] = code_spans
    # French words in an attribute of a page in another language (the 404's description, in three
    # languages): french_html sets only elements marked lang="fr", and an attribute cannot be marked
    env.filters["french"] = french
    env.tests["contains"] = lambda sequence, value: value in sequence
    return env


def code_spans(text: str) -> Markup:
    """Plain text, escaped, with its `code` as <code> (a rule statement names a key: `tiebreak:`)."""
    parts = str(text).split("`")
    if len(parts) % 2 == 0:  # an unpaired backquote: no code, the text as written
        return Markup(escape(text))
    return join(tag("code", p) if i % 2 else p for i, p in enumerate(parts))


def _compiled_templates() -> FileSystemBytecodeCache | None:
    try:
        return FileSystemBytecodeCache()
    except (OSError, RuntimeError):  # no temporary folder of the user's own: compile every time
        return None
