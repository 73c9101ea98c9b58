"""Each edition's terms (content/faq/terms.yaml) hold everywhere chronicle writes French or Spanish (issue 23's
native reviews): a row is a 'ligne', a seat is never a 'puesto', a road is not a road of paths, ...
"""


from __future__ import annotations

import re

import yaml

from helpers import (
    ROOT,
    TERMS,
    catalogue_texts,
)

CONTENT = ROOT / "content"


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


def spanish_sources() -> dict[str, str]:
    """Everything written in Spanish that a group reads: the FAQ, glossary and guide, the Spanish
    rule statements and the catalogue's translations."""
    texts = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in (
        *(CONTENT / "faq" / "es").glob("*.md"), *(CONTENT / "guide" / "es").glob("*.md"), CONTENT / "glossary" / "es.yaml")}
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    texts |= {f"rules.yaml {rule}": " ".join(str(part.get("es", "")) for part in body.values() if isinstance(part, dict))
              for rule, body in rules.items()}
    texts |= {f"messages.po {msgid!r}": text for msgid, text in catalogue_texts("es").items()}
    return texts


SEAT = re.compile(r"\b(ocup\w*|tom\w*|hered\w*|conserv\w*|sustitu\w*|relev\w*) (el|este|ese|su) puesto\b"
                  r"|\bpuestos? (en|de) la mesa\b|\b(el|este|ese|su) puesto (lo|la|le|se) \w+", re.IGNORECASE)


def _statements(lang: str) -> dict[str, str]:
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    return {rule: " ".join(str(part.get(lang, "")) for part in body.values() if isinstance(part, dict))
            for rule, body in rules.items()}


def _sources(lang: str) -> dict[str, str]:
    """The FAQ, the glossary and the rule statements of one language."""
    texts = {p.name: p.read_text(encoding="utf-8") for p in (CONTENT / "faq" / lang).glob("*.md")}
    texts[f"glossary/{lang}.yaml"] = (CONTENT / "glossary" / f"{lang}.yaml").read_text(encoding="utf-8")
    return texts | {f"rules.yaml {rule}": text for rule, text in _statements(lang).items()}


def test_LG_11_french_says_ligne_for_a_row_of_the_board_never_rangee():
    """The French edition compares "les lignes du plateau" for ties (LG-11) and never says "rangée":
    terms.yaml lists it among the words to avoid (so the FAQ build refuses it), and no French text
    a group reads says it. (the native review's last faults, issue 23.)"""
    from generator.reference.terminology import load_terminology

    terms = load_terminology(CONTENT / "faq" / "terms.yaml")
    assert [f.word for f in terms.find("Comparez la rangée du haut.", "fr", ())] == ["rangée"]
    found = {where: [f.word for f in terms.find(text, "fr", ()) if f.word.lower().startswith("rang")]
             for where, text in french_sources().items()}
    assert {where: words for where, words in found.items() if words} == {}


def test_french_never_says_workflow_for_the_publishing_of_a_site():
    """`chronicle init`'s files, its help and its phrases say "publication automatique (GitHub
    Actions)" in French; "workflow" stays only in code and paths (`.github/workflows/pages.yml`). (the native review's last faults, issue 23.)"""
    from generator.reference.terminology import load_terminology

    terms = load_terminology(CONTENT / "faq" / "terms.yaml")
    phrases = yaml.safe_load((ROOT / "templates" / "repo" / "phrases.yaml").read_text(encoding="utf-8"))
    texts = french_sources() | {f"phrases.yaml {key}": value["fr"] for key, value in phrases.items()}
    found = {where: [f.word for f in terms.find(text, "fr", ()) if f.word.lower().startswith("workflow")]
             for where, text in texts.items()}
    assert {where: words for where, words in found.items() if words} == {}


def test_LG_14_a_players_seat_is_never_called_puesto_in_spanish():
    """Review 6: "Como el puesto lo conserva todo" (two FAQ entries) and "Quién ocupa este puesto a
    partir de un episodio posterior (LG-14)" used "puesto" for a seat, while the site ranks players
    "puesto 1" (LG-09). A seat is "el lugar en la mesa" or the player's name; terms.yaml makes the FAQ
    build refuse the seat phrasings."""
    found = {where: [m.group() for m in SEAT.finditer(text)] for where, text in spanish_sources().items()}
    assert {where: words for where, words in found.items() if words} == {}
    assert [f.word for f in TERMS.find("Como el puesto lo conserva todo; quién ocupa este puesto.", "es", ())] == [
        "el puesto lo conserva", "ocupa este puesto"]
    assert [f.word for f in TERMS.find("Según el puesto de cada jugador; el primer puesto colorea 2; puesto 1.", "es", ())] == []
    assert catalogue_texts("es")["Who takes this seat from a later episode (LG-14)."] == (
        "Quién ocupa este lugar en la mesa a partir de un episodio posterior (LG-14).")


def test_LG_08_spanish_says_what_the_rules_say_not_nuestras_fuentes():
    """The French review's "nos sources" (and the English "our sources") in Spanish: "Nuestras fuentes
    dicen…", "una de nuestras fuentes las cita…", "según las fuentes" — a FAQ and a rule statement
    say what the rules say ("el reglamento", "las reglas de My City"); terms.yaml refuses it."""
    found = {where: text[max(m.start() - 30, 0):m.end() + 20] for where, text in spanish_sources().items()
             for m in re.finditer(r"\bfuentes?\b", text, re.IGNORECASE)}
    assert found == {}
    assert [f.word for f in TERMS.find("Nuestras fuentes dicen que sí.", "es", ())] == ["Nuestras fuentes"]


def test_MI_E04_a_road_is_not_a_road_of_paths():
    """Review 6 M6: "Una carretera de caminos que une…" (MI-E04, the glossary's "estatua"): a road is a
    chain of paths already. terms.yaml makes the FAQ build refuse it; the glossary and rules are read here."""
    assert {where for where, text in _sources("es").items() if re.search(r"carreteras? de caminos", text)} == set()
    assert {where for where, text in _sources("en").items() if re.search(r"roads? of paths", text)} == set()
    assert [f.word for f in TERMS.find("puntúan cuando una carretera de caminos las une", "es", (), "my-island")] == [
        "carretera de caminos"]
