"""Every page is valid HTML: it parses without error by the WHATWG algorithm and its ids are unique."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import html5lib
import pytest

from generator.site.build import build
from generator.site.settings import Settings
from helpers import FIXTURES


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> list[Path]:  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("html") / "site"
    build(Settings([FIXTURES / "site", FIXTURES / "xss"], out, search=False, analysis=False))
    return sorted(out.rglob("*.html"))


def test_every_page_parses_without_error(pages):
    for page in pages:
        parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
        try:
            parser.parse(page.read_bytes())
        except html5lib.html5parser.ParseError as err:
            pytest.fail(f"{page}: {err}")


def test_ids_are_unique_on_every_page(pages):
    for page in pages:
        ids = Counter(re.findall(r'\sid="([^"]+)"', page.read_text(encoding="utf-8")))
        assert [i for i, n in ids.items() if n > 1] == [], page
