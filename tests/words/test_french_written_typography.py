"""French typography in what is read raw or outside a French page (issue 34, French review 3, faults 12
and 13): the JSON Schemas and READMEs that `init --language fr` writes, and every meta description of
the French site, the 404's French words included (a root page is English, and french_html sets only
its elements marked lang="fr"; an attribute cannot be marked). No straight apostrophe in a word, the
no-break spaces before ; : ! ? and inside « », and a space after an ellipsis before the next word
(« épisodes 3, 6… 24 »)."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from pathlib import Path

from helpers import faults

STRAIGHT = re.compile(r"\w'\w")
GLUED_ELLIPSIS = re.compile(r"…\w")
CODE = re.compile(r"```.*?```|`[^`\n]*`", re.S)
BRACES = re.compile(r"\{[^{}\n]*\}")
"""Code a reader copies as written: fenced blocks, `inline code`, a YAML example between braces (nested)."""


def french_faults(text: str) -> list[str]:
    prose = CODE.sub(" ", text)
    while BRACES.search(prose):
        prose = BRACES.sub("", prose)
    return faults(prose) + STRAIGHT.findall(prose) + GLUED_ELLIPSIS.findall(prose)


def _strings(schema: object, key: str = "") -> Iterator[str]:
    """The readable strings of a schema: its titles and descriptions, at any depth."""
    if isinstance(schema, dict):
        for name, value in schema.items():
            yield from _strings(value, name)
    elif isinstance(schema, list):
        for value in schema:
            yield from _strings(value, key)
    elif isinstance(schema, str) and key in {"title", "description", "markdownDescription"}:
        yield schema


def test_every_french_text_init_writes_is_set_in_french(cli, tmp_path: Path) -> None:
    root = tmp_path / "groupe"
    assert cli("init", root, "--language", "fr").exit_code == 0
    schemas = sorted((root / ".chronicle" / "schemas").glob("*.json"))
    assert schemas
    said = [text for path in schemas for text in _strings(json.loads(path.read_text(encoding="utf-8")))]
    assert len(said) > 100
    assert [(text, wrong) for text in said if (wrong := french_faults(text))] == []
    for readme in ("README.md", "games/README.md"):
        assert french_faults((root / readme).read_text(encoding="utf-8")) == [], readme


META = re.compile(r'<meta name="description" content="([^"]*)"')


def test_every_meta_description_of_the_french_site_is_set_in_french(demo_site: Path) -> None:
    pages = sorted((demo_site / "fr").glob("**/*.html"))
    described = {str(page.relative_to(demo_site)): META.findall(page.read_text(encoding="utf-8")) for page in pages}
    assert all(described.values())
    wrong = {page: f for page, texts in described.items() for text in texts if (f := french_faults(html.unescape(text)))}
    assert wrong == {}


def test_the_404_says_its_french_words_in_french_typography(demo_site: Path) -> None:
    """The one description in three languages: its French part is set as French."""
    (description,) = META.findall((demo_site / "404.html").read_text(encoding="utf-8"))
    french = next(part for part in html.unescape(description).split(" · ") if "page" in part and "existe" in part)
    assert french == "Cette page n’existe pas"
