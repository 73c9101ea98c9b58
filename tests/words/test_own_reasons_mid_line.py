"""A group's rule statement said where a reason goes reads as every other reason (Spanish review 6, issue 34,
fault 3): «+9 C5-5 – al final del capítulo, 1 punto por moneda (11)», «C5-3 – cada edificio junto a la plaza da una
moneda (1): F4 E5; monedas +1», as «1 × árbol a la vista» or «por pasar» do; never its title's capital pasted
mid-line. A first word that looks like a name keeps its capital («Plaza Mayor…», «My City…», «A1…»)."""

from __future__ import annotations

import pytest

from generator.report.explain import as_reason
from helpers import ROOT


@pytest.mark.parametrize(("lang", "said"), [
    ("es", ["al final del capítulo, 1 punto por moneda (11)", "cada edificio junto a la plaza da una moneda (1): F4 E5"]),
    ("fr", ["à la fin du chapitre, 1 point par écu (11)", "chaque bâtiment voisin de la grand-place rapporte un écu (1) : F4 E5"]),
    ("en", ["at the end of the chapter, 1 point per coin (11)", "each building next to the square earns a coin (1): F4 E5"]),
])
def test_an_own_rule_is_said_as_a_reason(cli, lang: str, said: list[str]) -> None:
    """C5-3 and C5-5 of the demo barrio (the group's own rules, LG-15): the score sheet of episode 15, a chapter's end."""
    text = cli("--lang", lang, "score", ROOT / "campaigns" / "barrio-del-palacio", "-e", "15").stdout
    text = text.replace("\u202f", " ").replace("\u00a0", " ")
    assert [s for s in said if s not in text] == []


@pytest.mark.parametrize(("written", "shown"), [
    ("Al final del capítulo, 1 punto por moneda", "al final del capítulo, 1 punto por moneda"),
    ("À la fin du chapitre, 1 point par écu", "à la fin du chapitre, 1 point par écu"),
    ("Plaza Mayor: 2 puntos por edificio", "Plaza Mayor: 2 puntos por edificio"),
    ("My City scores it twice", "My City scores it twice"),
    ("A1 counts double", "A1 counts double"),
    ("LG-15 as written", "LG-15 as written"),
    ("Léa's tower", "Léa's tower"),
])
def test_only_a_common_first_word_loses_its_capital(written: str, shown: str) -> None:
    assert as_reason(written) == shown
