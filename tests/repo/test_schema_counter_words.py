"""The JSON Schemas `init` writes describe a scoring entry's `add` (a counter changed for each thing counted) with a
verb for what the key does (es review 8, F6): «Cuánto suma a cada contador del vocabulario por cada uno de los que
cuenta la entrada (o una sola vez).», never «tanto por cada cosa contada», which reads as the start of «tanto por
ciento», nor the generic «cada cosa contada» (tests/rulebook/test_bound_once_names_what_it_counts.py)."""

from __future__ import annotations

import json

import pytest

from generator.repo.schemas import texts
from helpers import schema_descriptions

SAID = {"es": "Cuánto suma a cada contador del vocabulario por cada uno de los que cuenta la entrada (o una sola vez).",
        "fr": "Les compteurs du vocabulaire à augmenter, et de combien, pour chacun de ceux que compte l’entrée (ou une seule fois).",  # typeset
        "en": "Counters of the vocabulary changed, by so much for each thing counted (or once)."}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_a_scoring_entrys_add_says_what_it_adds(lang: str) -> None:
    schema = json.loads(texts(lang)["ruleset.schema.json"])
    assert SAID[lang] in {said for name, said in schema_descriptions(schema) if name == "add"}
    assert "tanto por" not in texts(lang)["ruleset.schema.json"]
