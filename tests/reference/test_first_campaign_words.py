"""The guides' `first: campaign` (LG-15: a race scored once in the campaign) names what the winners
have (French review 7, issue 34, GRAMMAR: « tous les joueurs qui l'ont à la fin du premier épisode »,
a pronoun with no antecedent, the condition never named): « qui remplissent la condition », « que
cumplan la condición », "who meets the condition", in the list of keys, the recipe and its heading."""

from __future__ import annotations

import pytest

from generator.base.shipped import CONTENT
from helpers import hits

NO_ANTECEDENT = {"fr": r"qui l[’']ont\b|\bà l[’']avoir\b", "es": r"\bque lo tengan\b|\ben tenerlo\b",
                 "en": r"\bwho has it\b|\bto have it\b"}
NAMED = {"fr": "remplissent la condition", "es": "cumplan la condición", "en": "meets the condition"}


@pytest.mark.parametrize("lang", sorted(NAMED))
def test_first_campaign_names_the_condition_LG15(lang: str) -> None:
    guide = (CONTENT / "guide" / lang / "envelopes.md").read_text(encoding="utf-8")
    assert hits({f"guide/{lang}/envelopes.md": guide}, NO_ANTECEDENT[lang]) == {}
    assert guide.count(NAMED[lang]) == 2
