"""One spelling of « ex aequo » in French (issue 34, French review 4, fault 7): table mode's tied rank said
« ex æquo » while the ruleset pages said « ex aequo », the form recommended today."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.words.i18n import render, translator
from helpers import ROOT

FRENCH_TEXTS = [ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po",
                *sorted((ROOT / "content").rglob("fr.yaml")), *sorted((ROOT / "content").rglob("fr/*.md"))]


def test_fault_7_table_mode_tied_rank_says_ex_aequo():
    assert translator("fr").gettext("%(rank)s (tied)") == "%(rank)s (ex aequo)"


@pytest.mark.parametrize("path", FRENCH_TEXTS, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_french_text_spells_ex_aequo_with_a_ligature(path: Path):
    assert "æquo" not in path.read_text(encoding="utf-8").lower()


def test_fault_1_C5_4_says_what_tied_players_get():
    """Fault 1 (C5-4, El barrio del palacio): the largest red group compared between players ends « (en cas
    d'égalité, chacun les gagne) » (French review 6, item 7: « ex aequo compris » was no rulebook's French either),
    never « (les ex aequo aussi) »; so does every comparison read back (tests/rulebook/test_tie_sentences.py)."""
    from generator.model import Where
    from generator.rulebook.phrases import sentence
    from generator.rulebook.sentences import scoring_sentence
    from generator.validate.content import load_game

    params = {"where": Where(colour="red"), "largest": True, "per": "space", "most": True, "points": 4}
    text = render(sentence(scoring_sentence("groups", params, load_game("my-city"), "end")), translator("fr"))
    assert text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'") == (
        "On compte les cases du plus grand groupe d'un seul tenant de bâtiments rouges (administratifs) : le joueur "
        "qui en a le plus gagne 4 points (en cas d'égalité, chacun les gagne).")
    assert "ex aequo aussi" not in FRENCH_TEXTS[0].read_text(encoding="utf-8")
