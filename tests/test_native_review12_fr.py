"""The twelfth round of native fixes, French (the eleventh review's report, items GRAMMAR 1 and 2, MINOR 1 to 5):
participles that agree, one antecedent per relative clause, a statue's 5 points said, the My City token FAQ
saying chronicle's reading of LG-08 once, LG-08's debt said of the marker, conditions of spaces rather than
covered conditions, and what the envelope words cannot express noted as an adjustment. Each test checks every
language where the fault was not only French's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from helpers import faq_answer, glossary_entries

ROOT = Path(__file__).resolve().parent.parent


def _flat(text: str) -> str:
    """Text with its line breaks and (typographic) spaces made plain, so a phrase reads across a wrap."""
    return re.sub(r"[\s\u00a0\u202f]+", " ", text)


def _guide(cli, lang: str, topic: str) -> str:  # type: ignore[no-untyped-def]
    result = cli("--lang", lang, "guide", topic)
    assert result.exit_code == 0, result.output
    return _flat(str(result.output))


def _glossary(lang: str) -> dict[str, str]:
    return {term: entry["definition"] for term, entry in glossary_entries(lang).items()}


def _answer(lang: str, name: str) -> str:
    return _flat(faq_answer(lang, name))


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "la tuile ou le bâtiment, posé avec son ancrage sur C4 et tourné de 0 à 5 crans", "tournée"),
    ("es", "la loseta o el edificio, colocado con su anclaje en C4 y girado de 0 a 5 pasos", "girada"),
])
def test_the_formats_guide_rotation_row_agrees_in_gender(cli, lang, said, never):
    """review 11 fr GRAMMAR 1: « posé … tournée » disagreed (Spanish « colocado … girada » too)."""
    row = next(line for line in _guide(cli, lang, "formats").split("|") if "C4" in line and "r2" not in line)
    assert said in row and never not in row


def test_the_glossary_progress_circle_has_one_antecedent_per_clause():
    """review 11 fr GRAMMAR 2: « que l'on coche … et qui désignent » mixed l'un and les 80 cercles."""
    definition = _glossary("fr")["cercle Progrès"]
    assert "en atteignant le plafond ; leur total désigne le vainqueur de la campagne." in definition
    assert "qui désignent" not in definition


@pytest.mark.parametrize(("lang", "term", "said"), [
    ("fr", "statue", "rapportent 5 points quand une route les relie à la Plage"),
    ("es", "estatua", "dan 5 puntos cuando una carretera las une con la playa"),
    ("en", "statue", "score 5 points when a road links them to the beach"),
])
def test_MI_E04_the_glossary_statue_says_what_it_scores(lang, term, said):
    """MI-E04 (+5 per statue); review 11 fr MINOR 1: « rapportent » had no object."""
    assert said in _glossary(lang)[term]


@pytest.mark.parametrize(("lang", "said", "once", "never"), [
    ("fr", "chronicle arrête le marqueur sur 0 (sa lecture de LG-08) et tient à part les points dus",
     "laisse le marqueur sur 0", "par convention (LG-08)"),
    ("es", "chronicle, en cambio, detiene la ficha en 0 y lleva aparte lo que se debe (su lectura de LG-08)",
     "no se perdonan", "convención (LG-08)"),
    ("en", "chronicle stops the token on 0 (its reading of LG-08) and keeps apart the points owed",
     "leaves the token on 0", "by its own reading (LG-08)"),
])
def test_LG_08_the_my_city_token_faq_says_the_stop_at_0_once(lang, said, once, never):
    """LG-08; review 11 fr MINOR 2: the answer said the stop at 0 twice and called LG-08 a convention."""
    answer = _answer(lang, "city-token-limits")
    assert said in answer and never not in answer
    assert answer.count("LG-08") == 1 and once not in answer
    for fact in {"fr": ("dette", "prochains gains", "épisodes suivants", "C-5", "LG-07"),
                 "es": ("deuda", "próximos puntos positivos", "episodios posteriores", "C-5", "LG-07"),
                 "en": ("debt", "positive points you earn next", "later episodes", "C-5", "LG-07")}[lang]:
        assert fact in answer


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "Les points qui feraient descendre le marqueur sous 0 restent dus"),
    ("es", "Los puntos que harían bajar la ficha por debajo de 0 quedan como deuda"),
    ("en", "Points that would take the token below 0 are owed"),
])
def test_LG_08_the_debt_is_said_of_the_marker_going_below_0(lang, said):
    """LG-08; review 11 fr MINOR 3: « les points sous 0 » was elliptical: the marker goes below 0."""
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    assert rules["LG-08"]["statement"][lang].startswith(said)


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "énumère les conditions des cases qu'aucune tuile ni aucun bâtiment ne peut couvrir"),
    ("es", "enumera las condiciones de los espacios que ninguna loseta ni ningún edificio puede cubrir"),
    ("en", "lists the conditions of spaces that no tile or building may cover"),
])
def test_the_envelopes_guide_covers_spaces_not_conditions(cli, lang, said):
    """review 11 fr MINOR 4: a condition cannot be covered; a space can."""
    assert said in _guide(cli, lang, "envelopes").replace("’", "'")


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "Tout ce que ces mots ne permettent pas d'exprimer se note comme un ajustement, avec sa raison", "ci-dessus ne disent pas"),
    ("es", "Todo lo que estas palabras no permitan expresar se anota como un ajuste, con su motivo", "no digan las palabras"),
    ("en", "Anything these words cannot express is recorded as an adjustment, with its reason", "do not say is an"),
])
def test_the_envelopes_guide_notes_the_rest_as_an_adjustment(cli, lang, said, never):
    """review 11 fr MINOR 5: what the words cannot express is not itself an adjustment; it is noted as one."""
    guide = _guide(cli, lang, "envelopes").replace("’", "'")
    assert said in guide and never not in guide
