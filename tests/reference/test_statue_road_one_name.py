"""The chain of path symbols from a statue to the beach (MI-E04) has one name in each language wherever chronicle
speaks of it (Spanish review 7, issue 34, item 1): Spanish «carretera», as Devir's rulebook prints it («Una
carretera debe ser una cadena continua de símbolos de camino…», page 7), also in `chronicle guide envelopes`'
line for `road-to-sea`, never «completa un camino de espacios»; French « route », English "road". The glossary
says what a carretera is: a chain of path symbols."""

from __future__ import annotations

import pytest
import yaml

from helpers import ROOT

SAID = {
    "es": "cuando una loseta completa una carretera de espacios `symbol` (path)",
    "fr": "quand une tuile complète une route de cases `symbol` (path)",
    "en": "as a tile completes a road of `symbol` (path) spaces",
}


@pytest.mark.parametrize("lang", SAID)
def test_MI_E04_the_envelopes_guide_names_road_to_sea_as_the_rules_do(lang: str) -> None:
    guide = (ROOT / "content" / "guide" / lang / "envelopes.md").read_text(encoding="utf-8")
    line = next(line for line in guide.splitlines() if line.startswith("| `road-to-sea` |"))
    assert SAID[lang] in line, line


def test_MI_E04_the_glossary_says_a_carretera_is_a_chain_of_path_symbols() -> None:
    entries = yaml.safe_load((ROOT / "content" / "glossary" / "es.yaml").read_text(encoding="utf-8"))
    carretera = next(e for e in entries if e["term"] == "carretera")
    assert "cadena continua de símbolos de camino" in carretera["definition"]
