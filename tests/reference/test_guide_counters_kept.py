"""The French guides say that counters are kept from one episode to the next (« des compteurs conservés d'un épisode
à l'autre », « les compteurs se conservent »), never that they « durent », a calque of "counters that last" (fr
review 8, fault 8; LG-12 keeps a player's counters between episodes)."""

from __future__ import annotations

import re

from generator.validate.content import CONTENT


def test_no_french_guide_says_counters_last() -> None:
    found = {}
    for page in sorted((CONTENT / "guide" / "fr").glob("*.md")):
        text = " ".join(page.read_text(encoding="utf-8").split())
        found[page.name] = re.findall(r"compteurs? (?:qui )?dur\w*|compteur, qui dure", text)
    assert {name: said for name, said in found.items() if said} == {}


def test_section_8_of_the_envelope_guide_is_the_kept_counters() -> None:
    text = (CONTENT / "guide" / "fr" / "envelopes.md").read_text(encoding="utf-8")
    assert "\n## 8. Des compteurs conservés d\u2019un épisode à l\u2019autre\n" in text
