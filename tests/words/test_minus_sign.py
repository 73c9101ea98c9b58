"""A negative number people read takes the minus sign, "−2" (U+2212), never the hyphen a file or a command
line takes, "-2" (Spanish native review, issue 34, fault 7: Camille's −2 on her player page and in the
coach's line). Every message argument that is a whole number is shown so, on the site and in the
terminal, in every language; the pages' own cells (a score, a best score) too.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.words.i18n import _, render, translator
from helpers import DEMO, readable

HYPHEN_NUMBER = re.compile(r"(?<![\w\-/.:#])-\d")  # "-2"; not a date, a rule ID (LG-01), a ruleset (legacy-1) nor a path


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_a_negative_whole_number_in_a_message_takes_the_minus_sign(lang):
    said = render(_("%(name)s: %(played)s as played", name="Camille", played=-2), translator(lang))
    assert "\u22122" in said and "-2" not in said


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_no_page_of_the_demo_shows_a_negative_number_with_a_hyphen(demo_site: Path, lang):
    """River Town's Camille ends episode 2 on −2: her player page, the players' page and the episode."""
    pages = sorted((demo_site / lang).rglob("*.html"))
    assert len(pages) > 50
    found = {str(page.relative_to(demo_site)): HYPHEN_NUMBER.findall(readable(page, lang)) for page in pages}
    assert not {page: hits for page, hits in found.items() if hits}
    camille = readable(demo_site / lang / "players" / "camille" / "index.html", lang)
    assert "\u22122" in camille


def test_the_coach_says_a_negative_score_with_the_minus_sign(cli):
    out = cli("--lang", "es", "analyse", DEMO / "river-town", "2").stdout
    assert "Camille" in out and "\u22122" in out and not HYPHEN_NUMBER.search(out)
