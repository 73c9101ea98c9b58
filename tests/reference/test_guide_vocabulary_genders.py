"""The envelopes guide's vocabulary examples give each feature's grammatical gender in es and fr, so that a
group that copies them reads «Cada casa junto a un faro», «Cada torre terminada», not «un elemento faro»
(the fallback when no gender is known; issue 34, Spanish review 15, F2)."""

from __future__ import annotations

import re

import pytest
import yaml

from helpers import ROOT

BLOCK = re.compile(r"```yaml\n(.*?)```", re.S)


def _features(lang: str) -> dict[str, dict]:  # type: ignore[type-arg]
    """Every feature the guide's YAML blocks declare in a vocabulary."""
    text = (ROOT / "content" / "guide" / lang / "envelopes.md").read_text(encoding="utf-8")
    found: dict[str, dict] = {}  # type: ignore[type-arg]
    for block in BLOCK.findall(text):
        data = yaml.safe_load(block)
        vocabulary = data.get("vocabulary") if isinstance(data, dict) else None
        if isinstance(vocabulary, dict):
            found |= vocabulary.get("features") or {}
    return found


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_every_feature_of_the_guide_says_its_gender_in_es_and_fr(lang: str) -> None:
    features = _features(lang)
    assert {"lighthouse", "palace", "dragon", "tower", "finished"} <= set(features)
    for key, entry in features.items():
        assert set(entry.get("genders") or {}) == {"es", "fr"}, key
    expected = {"lighthouse": "m", "palace": "m", "dragon": "m", "tower": "f", "finished": "f"}
    assert {key: features[key]["genders"]["es"] for key in expected} == expected
    assert {key: features[key]["genders"]["fr"] for key in expected} == expected  # phare, palais, dragon, tour, tour achevée
