"""A group's words in another language than the page say so (Spanish review 6, issue 34, fault 1): the notes of
an English campaign on a Spanish page are headed «Notas (en inglés)», a French group's adjustment reason or board
note is followed by «(en francés)»; « Notes (en anglais) », "Notes (in Spanish)" alike; nothing is added where the
group wrote in the page's language. Every part marked with another lang than the page's carries the label."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

LABEL = re.compile(r'<span class="in-language">')
FOREIGN = re.compile(r'<(?:span|div|dd)[^>]* lang="(es|fr|en)"')


def _main(page: Path) -> str:
    html = page.read_text(encoding="utf-8")
    return html[html.index("<main"):html.index("</main>")]


@pytest.mark.parametrize(("lang", "campaign", "heading"), [
    ("es", "gold-rush", "Notas (en inglés)"), ("fr", "gold-rush", "Notes (en anglais)"),
    ("es", "river-town", "Notas (en francés)"), ("en", "reef-raiders", "Notes (in Spanish)"),
    ("fr", "reef-raiders", "Notes (en espagnol)"),
])
def test_notes_in_another_language_are_headed_with_it(demo_site: Path, lang: str, campaign: str, heading: str) -> None:
    html = (demo_site / lang / "campaigns" / campaign / "episodes" / "01" / "index.html").read_text(encoding="utf-8")
    found = re.search(r'<h2 id="notes">(.*?)</h2>', html)
    assert found is not None and " ".join(re.sub(r"<[^>]+>", "", found.group(1)).split()) == heading


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_every_foreign_part_of_an_episode_page_is_labelled(demo_site: Path, lang: str) -> None:
    """Notes, own rules, adjustment reasons, board-change notes: as many labels as parts in another language."""
    for page in sorted((demo_site / lang / "campaigns").glob("*/episodes/*/index.html")):
        main = _main(page)
        foreign = [m for m in FOREIGN.findall(main) if m != lang]
        assert len(LABEL.findall(main)) == len(foreign), page


def test_a_group_writing_in_the_pages_language_gets_no_label(demo_site: Path) -> None:
    for page in sorted((demo_site / "es" / "campaigns" / "reef-raiders").glob("episodes/*/index.html")):
        assert "in-language" not in _main(page) and "(en español)" not in page.read_text(encoding="utf-8")
