"""The side of a board a campaign is played on is called its campaign side, as both games' set-up FAQs say
(fr « côté campagne », es « lado de la campaña », en "campaign side"; the Eternal game is on the other side,
RULES.md "Shared legacy mechanics"), never a literal "front side" (fr « face avant », es « lado frontal »).
Native review 12 (fr, F2) found « le pose face avant visible » in My City's set-up."""
from __future__ import annotations

from pathlib import Path

import pytest

from helpers import ROOT

CAMPAIGN_SIDE = {"fr": "côté campagne", "es": "lado de la campaña", "en": "campaign side"}
FRONT_SIDE = {"fr": "face avant", "es": "lado frontal", "en": "front side"}


def words(path: Path) -> str:
    return " ".join(path.read_text(encoding="utf-8").replace("\u00a0", " ").replace("\u202f", " ").split()).lower()


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
@pytest.mark.parametrize("faq", ["setup", "city-setup"])
def test_LG_12_each_games_set_up_lays_the_board_campaign_side_up(lang: str, faq: str):
    assert CAMPAIGN_SIDE[lang] in words(ROOT / "content" / "faq" / lang / f"{faq}.md")


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_no_page_or_message_calls_the_campaign_side_a_front_side(lang: str):
    sources = sorted((ROOT / "content").rglob(f"{lang}/**/*.md")) + [
        ROOT / "templates" / "locale" / lang / "LC_MESSAGES" / "messages.po"]
    assert [p.relative_to(ROOT).as_posix() for p in sources if FRONT_SIDE[lang] in words(p)] == []
