"""The JSON Schemas `init` writes (the editor's tooltips) use the glossary's words for what they describe
(issue 34, es review 13): a board's map holds one sign per space, its letter from the `legend`, never «un
elemento» / « un élément », the glossary's word for a printed feature (árbol, roca, estatua: «Añadir un
elemento») (F4)."""

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
