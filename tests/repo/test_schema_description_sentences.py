"""The descriptions of the JSON Schemas `init` writes into .chronicle/schemas, read by a French player in their
editor (issue 34, French review 5): each is a sentence in the words the rest of chronicle uses."""

from __future__ import annotations

import json

from generator.repo.schemas import texts


def _descriptions(schema: object) -> dict[str, str]:
    """Each property's description, by the property's name."""
    found: dict[str, str] = {}
    if isinstance(schema, dict):
        for key, value in (schema.get("properties") or {}).items():
            if isinstance(value, dict) and isinstance(value.get("description"), str):
                found[key] = value["description"].replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")
        for value in schema.values():
            found.update(_descriptions(value))
    elif isinstance(schema, list):
        for value in schema:
            found.update(_descriptions(value))
    return found


def said(lang: str) -> dict[str, str]:
    return {k: v for text in texts(lang).values() for k, v in _descriptions(json.loads(text)).items()}


def test_fault_4_the_blocked_card_is_bloquee_as_in_add_help_glossary_and_faq():
    """Fault 4 (MC-E03): `blocked` said « la carte mise de côté », a player's words for passing; a blocking
    card blocks a card: « la carte bloquée », 'the card it blocks', «la carta bloqueada»."""
    assert said("fr")["blocked"] == "Avec `card: block`, la carte bloquée."
    assert said("en")["blocked"] == "With `card: block`, the card it blocks."
    assert said("es")["blocked"] == "Con `card: block`, la carta bloqueada."


def test_set_aside_is_never_said_of_a_card():
    """The family of fault 4: « mise de côté » / 'set aside' is only for passing, never for a card."""
    for lang, words in (("fr", "mise de côté"), ("en", "set aside")):
        assert not [d for d in said(lang).values() if words in d]


def test_fault_3_distinct_is_a_sentence_with_its_verb():
    """Fault 3: `distinct` (kind `enclosed`) said « Chaque côté par une tuile ou un bâtiment différent. », a
    fragment: each neighbouring space must be covered by a different piece."""
    assert said("fr")["distinct"] == "Chaque case voisine doit être recouverte par une tuile ou un bâtiment différent."
    assert said("en")["distinct"] == "Each neighbouring space must be covered by a different piece."
