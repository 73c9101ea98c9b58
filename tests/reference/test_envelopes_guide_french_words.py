"""The envelope guide in French says the game's words as the site, the glossary and the rules do (issue 34,
French review 4, faults 2, 3 and 8)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.validate.content import CONTENT

FRENCH_GUIDES = sorted((CONTENT / "guide" / "fr").glob("*.md"))


def _text(path: Path) -> str:
    return " ".join(path.read_text(encoding="utf-8").split()).replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("path", FRENCH_GUIDES, ids=lambda p: p.name)
def test_fault_2_a_double_tree_is_a_double_arbre(path: Path):
    """Fault 2 (MC-R06's word): « un double arbre », as the glossary, the rules, the FAQ and the schemas say."""
    assert "arbre double" not in _text(path) and "arbres doubles" not in _text(path)


@pytest.mark.parametrize("path", FRENCH_GUIDES, ids=lambda p: p.name)
def test_fault_8_the_beach_is_the_terrain_plage(path: Path):
    """Fault 8: the terrain is « Plage » / « case Plage » (the name the site, glossary and errors give MI-R01's
    first tile's terrain), never « la plage » in lower case."""
    assert not re.findall(r".{30}\bplages?\b.{10}", _text(path))


def test_fault_3_episode_one_kinds_name_the_payout_keys_they_lack():
    """Fault 3: « chacun avec ses propres clés et sans celles du gain » meant nothing to a reader; the sentence
    names the keys described above that these kinds do without."""
    text = _text(CONTENT / "guide" / "fr" / "envelopes.md")
    assert "celles du gain" not in text
    assert "sans les clés de gain décrites ci-dessus (at_least, most, first…)" in text
