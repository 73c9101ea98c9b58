"""The JSON Schemas `init` writes (the editor's tooltips) use the glossary's words for what they describe
(issue 34, es review 13): a board's map holds one sign per space, its letter from the `legend`, never «un
elemento» / « un élément », the glossary's word for a printed feature (árbol, roca, estatua: «Añadir un
elemento») (F4); a card names its tile or building by its identifier, «identificador» / « identifiant » as the
glossary and guide formats say it, never «código», the site's word for a rule's code («el código de regla que
cita») (F5)."""

from __future__ import annotations

from typing import Any

import pytest

from generator.repo.schemas import schemas
from generator.words.i18n import translator


def _map(lang: str) -> str:
    board: Any = schemas(translator(lang))["board.schema.json"]
    return str(board["properties"]["map"]["description"])


@pytest.mark.parametrize(("lang", "sign", "feature"), [("es", "un signo por espacio", "elemento"),
                                                       ("fr", "un signe par case", "élément")])
def test_a_board_map_holds_a_sign_per_space_never_a_feature(lang: str, sign: str, feature: str) -> None:
    text = _map(lang)
    assert sign in text and feature not in text and "`legend`" in text, text


def _descriptions(schema: Any) -> list[str]:
    """Every description in a schema, however deep."""
    if isinstance(schema, dict):
        own = [str(schema["description"])] if isinstance(schema.get("description"), str) else []
        return own + [text for value in schema.values() for text in _descriptions(value)]
    if isinstance(schema, list):
        return [text for value in schema for text in _descriptions(value)]
    return []


@pytest.mark.parametrize(("lang", "word", "never"), [("es", "identificador", "código"),
                                                     ("fr", "identifiant", "code")])
def test_a_card_is_named_by_its_identifier_in_every_schema(lang: str, word: str, never: str) -> None:
    """Every tooltip that names a card's, tile's or building's id (episode `card`, `deck`, campaign `extra`)
    says «identificador» / « identifiant »; «código» / « code » stays the word of a rule's code."""
    texts = [text for schema in schemas(translator(lang)).values() for text in _descriptions(schema)]
    named = [t for t in texts if any(k in t for k in ("loseta o edificio", "deck", "tuile ou", "cartes de la"))]
    assert named and all(never not in t.lower() for t in named), [t for t in named if never in t.lower()]
    assert any(word in t for t in named), named
