"""Rendered pages of the small fixture campaign, compared with tests/golden/: a page as the normalised
DOM of its <main> (what a reader sees, not where the whitespace fell), the sitemap byte for byte.

After an intended change of the templates or the engine, refresh them and review the diff:

    CHRONICLE_UPDATE_GOLDEN=1 python -m pytest tests/test_golden.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from generator.site.build import build
from generator.site.settings import Settings
from helpers import FIXTURES, normalised_main

GOLDEN = Path(__file__).parents[1] / "golden"
PAGES = ["en/campaigns/harbour/index.html", "en/campaigns/harbour/episodes/01/index.html",
         "en/campaigns/harbour/episodes/02/index.html", "en/campaigns/harbour/players/cleo/index.html",
         "fr/campaigns/harbour/episodes/01/index.html", "es/campaigns/harbour/index.html", "sitemap.xml"]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("golden") / "site"
    build(Settings([FIXTURES / "site"], out, base_url="https://example.org/", search=False, analysis=False))
    return out


@pytest.mark.parametrize("page", PAGES)
def test_rendered_page_matches_its_golden_file(built, page):
    expected = GOLDEN / page.replace("/", "__")
    actual = (built / page).read_bytes()
    if page.endswith(".html"):
        actual = normalised_main(actual).encode("utf-8")
    if os.environ.get("CHRONICLE_UPDATE_GOLDEN"):
        expected.parent.mkdir(exist_ok=True)
        expected.write_bytes(actual)
    assert expected.exists(), f"no golden file for {page}: run with CHRONICLE_UPDATE_GOLDEN=1"
    assert actual.decode() == expected.read_text(encoding="utf-8"), f"{page} differs from {expected.name}"


def test_pages_name_their_alternates_by_full_address_when_the_site_has_one(built):
    """With the site's address known, every page names itself in each language and the root as x-default, by
    full address (hreflang alternates, as the sitemap lists them)."""
    page = (built / "fr/campaigns/harbour/episodes/01/index.html").read_text(encoding="utf-8")
    for lang in ("es", "fr", "en"):
        assert f'<link rel="alternate" hreflang="{lang}" href="https://example.org/{lang}/campaigns/harbour/episodes/01/">' in page
    assert '<link rel="alternate" hreflang="x-default" href="https://example.org/">' in page
    root = (built / "index.html").read_text(encoding="utf-8")
    assert '<link rel="alternate" hreflang="es" href="https://example.org/es/">' in root
