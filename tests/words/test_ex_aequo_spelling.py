"""One spelling of « ex aequo » in French (issue 34, French review 4, fault 7): table mode's tied rank said
« ex æquo » while the ruleset pages said « ex aequo », the form recommended today."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.words.i18n import translator
from helpers import ROOT

FRENCH_TEXTS = [ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po",
                *sorted((ROOT / "content").rglob("fr.yaml")), *sorted((ROOT / "content").rglob("fr/*.md"))]


def test_fault_7_table_mode_tied_rank_says_ex_aequo():
    assert translator("fr").gettext("%(rank)s (tied)") == "%(rank)s (ex aequo)"


@pytest.mark.parametrize("path", FRENCH_TEXTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_french_text_spells_ex_aequo_with_a_ligature(path: Path):
    assert "æquo" not in path.read_text(encoding="utf-8").lower()
