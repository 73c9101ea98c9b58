"""The names the envelopes guide's examples give a group's own words are written as the reader's language writes
a common noun in mid-sentence (issue 34, Spanish review 5, fault 5): chronicle drops them into its sentences
(«junto a un faro», « à côté d'un phare »), so a group that copies `{es: Faro}` read «junto a un Faro» everywhere.
French terrains keep the capital the French rulebook gives them (« case Plage », « Récif »)."""

from __future__ import annotations

import re
from typing import Any

import pytest
import yaml

from helpers import ROOT

GUIDES = ROOT / "content" / "guide"


def _names(lang: str) -> list[tuple[str, str, str]]:
    """(section, language, name) of every name the guide's YAML examples give a feature, terrain or counter."""
    text = (GUIDES / lang / "envelopes.md").read_text(encoding="utf-8")
    found: list[tuple[str, str, str]] = []
    for block in re.findall(r"```yaml\n(.*?)```", text, re.DOTALL):
        vocabulary: Any = (yaml.safe_load(block) or {}).get("vocabulary") if block.lstrip().startswith(("#", "v")) else None
        for section, words in (vocabulary or {}).items():
            for word in (words or {}).values():
                names = word.get("names") if isinstance(word, dict) else None
                if isinstance(names, dict):
                    found += [(section, language, name) for language, name in names.items()]
    return found


@pytest.mark.parametrize("guide", ["es", "fr", "en"])
def test_the_envelopes_guide_names_a_groups_words_in_lower_case(guide):
    names = _names(guide)
    assert len(names) >= 8, names
    capitalised = [(s, lang, n) for s, lang, n in names if n[:1].isupper() and not (lang == "fr" and s == "terrains")]
    assert capitalised == []


@pytest.mark.parametrize("guide, said", [
    ("es", "(«un elemento faro»)"), ("fr", "(«\u00a0un élément phare\u00a0»)"), ("en", '("un elemento faro")')])
def test_the_envelopes_guide_quotes_the_generic_noun_with_the_name_in_lower_case(guide, said):
    assert said in (GUIDES / guide / "envelopes.md").read_text(encoding="utf-8")
