"""The JSON Schemas' descriptions `init` writes say things in plain words (Spanish review 6, issue 34, faults 6
and 7): a deck's words are written as the file writes them (`tiles`, `buildings`), never as bracketed
leftovers that read like placeholders («[buildings] y [tiles] no lo ponen en el mazo»); an example's name is
the one `chronicle check` says when it fails, never «así lo nombra un fallo» / « un échec le désigne »; and
Spanish says «círculos de progreso», never bare «círculos» (the project's words)."""

from __future__ import annotations

import re

import pytest

from generator.repo.schemas import schemas
from generator.words.i18n import translator
from helpers import ROOT, schema_descriptions

OPAQUE = {"en": "a failure names it", "es": "lo nombra un fallo", "fr": "un échec le désigne"}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_no_description_brackets_a_word_of_the_files(lang: str) -> None:
    found = [d for _, d in schema_descriptions(schemas(translator(lang))) if re.search(r"(?<!: )\[[a-z][a-z-]*\]", d)]
    assert found == []


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_an_examples_name_is_the_one_check_says(lang: str) -> None:
    """An envelope's example (its `name`): the schema and the envelopes guide say when check shows it."""
    texts = [d for _, d in schema_descriptions(schemas(translator(lang)))]
    guide = (ROOT / "content" / "guide" / lang / "envelopes.md").read_text(encoding="utf-8")
    assert [d for d in texts if OPAQUE[lang] in d] == [] and OPAQUE[lang] not in guide
    assert any("chronicle check" in d for d in texts if d.startswith({"en": "The example's name", "es": "El nombre del ejemplo",
                                                                      "fr": "Le nom de l"}[lang]))


def test_spanish_says_progress_circles_in_full() -> None:
    found = [d for _, d in schema_descriptions(schemas(translator("es"))) if re.search(r"\bcírculos?\b(?! de progreso)", d)]
    assert found == []
