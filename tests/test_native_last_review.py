"""The native review's last faults (issue 23), each with a test that would find its family again.

- MC-E03: the blocked building is turned face up, as the Spanish rules sheet says ("boca arriba"),
  and every language states that one fact, in rules.yaml and in the FAQ.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"

FACE_UP = {"es": ("boca arriba", "boca abajo"), "fr": ("face visible", "face cachée"), "en": ("face up", "face down")}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_MC_E03_the_blocked_building_is_turned_face_up_in_every_language(lang):
    """The Spanish edition's sheet: each player turns the blocked building "boca arriba"; the rule
    statement and the FAQ entry say so in every language, with no hedge naming the other face."""
    said, never = FACE_UP[lang]
    statement = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))["MC-E03"]["statement"][lang]
    entry = (CONTENT / "faq" / lang / "city-blocking-card.md").read_text(encoding="utf-8")
    for text in (statement, entry):
        assert said in text and never not in text, text
    if lang == "es":
        assert "voltea" in statement and "gira" not in statement  # turned over, not rotated
