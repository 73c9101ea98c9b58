"""The reference's French as a French player writes it (issue 34, French review 3, faults 1, 2, 5 and 14),
and es/en where the same stumble was: MC-E08's ties « se départageant comme en LG-11 » (as MI-E06 says
it; « les égalités suivant LG-11 » reads as "the ties that follow LG-11"); reaching the cap « fait
cocher » a progress circle (one ticks a circle, one does not earn it; LG-07); a ruleset page's
description lists nouns (« la pose, le passage, la pioche »); the guide's `once: episode` /
`once: campaign` says once per player, per episode or for the whole campaign, without « qu'une fois,
une fois »."""

from __future__ import annotations

import pytest
import yaml

from generator.words.i18n import translator
from helpers import ROOT


def rule(rule_id: str) -> dict[str, str]:
    """A rule's statement by language, as the rules page shows it (content/rules.yaml)."""
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    return rules[rule_id]["statement"]


@pytest.mark.parametrize("rule_id", ["MI-E06", "MC-E08"])
def test_eternal_ties_are_broken_as_in_LG_11(rule_id):
    said = rule(rule_id)["fr"]
    assert "les égalités se départageant comme en LG-11" in said
    assert "égalités suivant" not in said


def test_the_cap_ticks_a_progress_circle_LG_07():
    glossary = yaml.safe_load((ROOT / "content" / "glossary" / "fr.yaml").read_text(encoding="utf-8"))
    (cap,) = [entry["definition"] for entry in glossary if entry["term"] == "plafond"]
    assert "fait cocher un cercle Progrès" in cap and "rapporte un cercle" not in cap


def test_a_ruleset_pages_description_lists_nouns():
    said = translator("fr").gettext("The rules of %(name)s in %(title)s, read back in words: placing, passing, the deck "
                                    "and every scoring entry.")
    assert "la pose, le passage, la pioche et chaque entrée de décompte" in said


@pytest.mark.parametrize(("lang", "said", "stumble"), [
    ("fr", "la ligne ne\n  rapporte qu’une fois par joueur, soit par épisode, soit pour toute la campagne", "qu’une fois, une fois"),
    ("es", "la entrada da lo suyo una sola vez por\n  jugador, ya sea en cada episodio o en toda la campaña", "una sola vez, una vez"),
    ("en", "the entry gives its points only once per player, either in\n  each episode or in the whole campaign", "once, once"),
])
def test_the_guide_says_once_per_player_per_episode_or_campaign(lang, said, stumble):
    guide = (ROOT / "content" / "guide" / lang / "envelopes.md").read_text(encoding="utf-8")
    assert said in guide and stumble not in guide
