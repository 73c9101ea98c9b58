"""LG-03's pass, named in French as a player says it: « le passage », as the rules page's heading does (« Marqueur
Score, passage et pioche »), never « le passage de tour », not a set phrase and readable as moving on to the next
round (a player « passe son tour »). Native fr review 15, F2 (issue 34): `rules --help` and the envelopes guide."""

from __future__ import annotations

from helpers import ROOT, catalogue_texts

RULES_HELP = ("Read back in words each ruleset CAMPAIGN uses, or RULESET alone (a name such as legacy-1, or a path inside "
              "the campaign such as rules/ch3.yaml): where tiles or buildings may go, passing, the deck and every scoring "
              "entry as a sentence, with the rule it cites, to compare with the envelope.")


def test_rules_help_says_the_pass_LG_03_as_le_passage():
    assert "les bâtiments, le passage, la pioche" in catalogue_texts("fr")[RULES_HELP]


def test_no_french_text_says_passage_de_tour():
    catalogue = [text for text in catalogue_texts("fr").values() if "passage de tour" in text]
    guides = [page.name for page in sorted((ROOT / "content").rglob("*.md")) if "passage de tour" in page.read_text(encoding="utf-8")]
    assert catalogue == [] and guides == []
