"""The YAML reader's words about indentation (LG-01's files must read as YAML): «sangrar» indents something
(one «sangra» a line), so YAML is never its subject with nothing indented: «en YAML la sangría se hace solo con
espacios», never «YAML solo sangra con espacios», which first reads as YAML bleeding (issue 34, es review 13,
F2); French alike, « en YAML, l'indentation se fait uniquement avec des espaces », never « YAML n'indente
qu'avec des espaces »."""

from __future__ import annotations

import pytest

from generator.words.i18n import _, render, translator

TAB = "this line has a tab character: YAML indents with spaces only"
NO_START = "a character here cannot start a value: indent with spaces, not tabs, or put the text in quotes"


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", "en YAML la sangría se hace solo con espacios", "YAML solo sangra"),
    ("fr", "en YAML, l'indentation se fait uniquement avec des espaces", "YAML n'indente"),
])
def test_a_tab_is_said_with_indentation_as_a_noun(lang: str, said: str, never: str) -> None:
    text = render(_(TAB), translator(lang))
    assert said in text and never not in text, text


def test_es_the_imperative_sangrar_names_what_it_indents() -> None:
    """The family: «sangra con espacios» has no object; «sangra las líneas con espacios» says what."""
    text = render(_(NO_START), translator("es"))
    assert "sangra las líneas con espacios" in text, text
