"""The envelopes guide names one ruleset file one way: the `chronicle rules CAMPAIGN NAME` it suggests reads the
file it has just shown (`rules/chapter-3.yaml`, `rules: chapter-3`), in every language; a translated name
(« chapitre-3 », «capitulo-3») is a file that does not exist, and the command fails (fr review 9, F2)."""

from __future__ import annotations

import re

import pytest

from helpers import ROOT


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_the_rules_command_of_the_guide_names_a_ruleset_the_guide_has_shown(lang: str) -> None:
    text = (ROOT / "content" / "guide" / lang / "envelopes.md").read_text(encoding="utf-8")
    shown = set(re.findall(r"rules/([\w-]+)\.yaml", text)) | set(re.findall(r"rules: ([\w-]+)", text))
    asked = re.findall(r"chronicle rules \S+ ([\w-]+)`", text)
    assert asked and all(name in shown for name in asked), (asked, sorted(shown))
