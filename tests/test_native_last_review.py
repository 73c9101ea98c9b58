"""The native review's last faults (issue 23), each with a test that would find its family again.

- MC-E03: the blocked building is turned face up, as the Spanish rules sheet says ("boca arriba"),
  and every language states that one fact, in rules.yaml and in the FAQ.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "content"

FACE_UP = {"es": ("boca arriba", "boca abajo"), "fr": ("face visible", "face cachée"), "en": ("face up", "face down")}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_MC_E03_the_blocked_building_is_turned_face_up_in_every_language(lang):
    """The Spanish edition's sheet: each player turns the blocked building "boca arriba"; the rule
    statement and the FAQ entry say so in every language, with no hedge naming the other face."""
    said, never = FACE_UP[lang]
    statement = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))["MC-E03"]["statement"][lang]
    entry = (CONTENT / "faq" / lang / "city-blocking-card.md").read_text(encoding="utf-8")
    for text in (statement, entry):
        assert said in text and never not in text, text
    if lang == "es":
        assert "voltea" in statement and "gira" not in statement  # turned over, not rotated


def french_sources() -> dict[str, str]:
    """Everything written in French that a group reads: the FAQ, glossary and guide, the French rule
    statements, the catalogue's translations and what `chronicle init` writes."""
    from babel.messages.pofile import read_po

    texts = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in (
        *(CONTENT / "faq" / "fr").glob("*.md"), *(CONTENT / "guide" / "fr").glob("*.md"), CONTENT / "glossary" / "fr.yaml",
        *(ROOT / "templates" / "repo" / "fr").glob("*"))}
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    texts |= {f"rules.yaml {rule}": " ".join(str(part.get("fr", "")) for part in body.values() if isinstance(part, dict))
              for rule, body in rules.items()}
    with open(ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po", "rb") as po:
        for message in read_po(po):
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            texts[f"messages.po {message.id!r}"] = " ".join(strings)
    return texts


def test_LG_11_french_says_ligne_for_a_row_of_the_board_never_rangee():
    """The French edition compares "les lignes du plateau" for ties (LG-11) and never says "rangée":
    terms.yaml lists it among the words to avoid (so the FAQ build refuses it), and no French text
    a group reads says it."""
    from generator.reference.terminology import load_terminology

    terms = load_terminology(CONTENT / "faq" / "terms.yaml")
    assert [f.word for f in terms.find("Comparez la rangée du haut.", "fr", ())] == ["rangée"]
    found = {where: [f.word for f in terms.find(text, "fr", ()) if f.word.lower().startswith("rang")]
             for where, text in french_sources().items()}
    assert {where: words for where, words in found.items() if words} == {}
