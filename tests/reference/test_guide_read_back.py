"""The envelopes guide asks the reader to read back what they wrote (the files the sentence before names), in
words whose pronoun has that antecedent: never a singular «lo» / "it" for "these files" (es review 8, F8)."""

from __future__ import annotations

import pytest

from helpers import ROOT

READ_BACK = {
    "es": "Después, vuelve a leer lo que has escrito: `chronicle rules tejedores`",
    "fr": "Relisez-les ensuite : `chronicle rules tisserands`",  # « les » : ces fichiers, the sentence before
    "en": "Then read back what you wrote: `chronicle rules weavers`",
}
WRONG = {"es": "vuelve a leerlo", "fr": "Relisez-le ", "en": "read it back"}


@pytest.mark.parametrize("lang", sorted(READ_BACK))
def test_the_read_back_sentence_names_what_was_written(lang: str) -> None:
    text = " ".join((ROOT / "content" / "guide" / lang / "envelopes.md").read_text(encoding="utf-8").split())
    assert READ_BACK[lang] in text
    assert WRONG[lang] not in text
