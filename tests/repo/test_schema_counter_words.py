"""The JSON Schemas `init` writes describe a scoring entry's `add` (a counter changed for each thing counted) with a
verb for what the key does (es review 8, F6): «Cuánto suma a cada contador del vocabulario cada cosa contada (o una
sola vez).», never «tanto por cada cosa contada», which reads as the start of «tanto por ciento»."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from generator.repo.schemas import texts

SAID = {"es": "Cuánto suma a cada contador del vocabulario cada cosa contada (o una sola vez).",
        "fr": "Les compteurs du vocabulaire à augmenter, et de combien, pour chaque chose comptée (ou une seule fois).",
        "en": "Counters of the vocabulary changed, by so much for each thing counted (or once)."}


def _descriptions_of(node: Any, key: str) -> Iterator[str]:
    """The description of every property called `key`, anywhere in a schema."""
    if isinstance(node, dict):
        found = node.get("properties", {}).get(key)
        if isinstance(found, dict) and isinstance(found.get("description"), str):
            yield found["description"]
        for value in node.values():
            yield from _descriptions_of(value, key)
    elif isinstance(node, list):
        for value in node:
            yield from _descriptions_of(value, key)


@pytest.mark.parametrize("lang", sorted(SAID))
def test_a_scoring_entrys_add_says_what_it_adds(lang: str) -> None:
    schema = json.loads(texts(lang)["ruleset.schema.json"])
    assert SAID[lang] in set(_descriptions_of(schema, "add"))
    assert "tanto por" not in texts(lang)["ruleset.schema.json"]
