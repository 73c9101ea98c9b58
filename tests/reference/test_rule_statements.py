"""The rule registry's statements (content/rules.yaml) as a native player reads them (issue 23's native reviews):
each rule said as the edition's rulebook says it (MI-E04's statues, MI-E05's groups, LG-08's debt, ...).
"""


from __future__ import annotations

import json
import re

import pytest
import yaml

from helpers import (
    ROOT,
)

CONTENT = ROOT / "content"


FACES = {"es": ("boca arriba", "boca abajo"), "fr": ("face visible", "face cachée"), "en": ("face up", "face down")}


TURNED = {"es": ("la vuelta",), "fr": ("retourne",), "en": ("turns that building over",)}


def _rule(rule_id: str) -> dict[str, str]:
    """A rule's statement in each language, as content/rules.yaml holds it."""
    return yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))[rule_id]["statement"]


PER_KIND = {"fr": "Pour chacune des quatre catégories (ferme, village, fortification, réseau de sentiers), "
                  "le joueur qui a le plus grand groupe gagne 5 points",
            "es": "En cada una de las cuatro categorías (granja, aldea, fortificación, red de caminos), quien tenga la mayor gana 5 puntos",
            "en": "For each of the four kinds of group (farm, village, fortification, path system), the player with the largest one gains 5 points"}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_MC_E03_the_blocked_building_is_turned_over_naming_neither_face(lang):
    """The Spanish edition's sheet says each player "voltea su edificio bloqueado boca arriba", but its
    set-up already lays the buildings face up (review 8, both languages: "turned face up" cannot be
    done): the rule statement and the FAQ entry say it is turned over, and name neither face."""
    statement = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))["MC-E03"]["statement"][lang]
    entry = (CONTENT / "faq" / lang / "city-blocking-card.md").read_text(encoding="utf-8")
    for text in (statement, entry):
        assert any(word in text for word in TURNED[lang]) and not any(face in text for face in FACES[lang]), text
    if lang == "es":
        assert "le da la vuelta" in statement and "gira" not in statement  # turned over, not rotated (never «voltea»: issue 34)


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "la case Forêt vierge de la statue restant non recouverte", r"(?<!case )Forêt vierge de la statue"),
    ("es", "sin cubrir el espacio de selva tropical de la estatua", r"cubrir la selva tropical de la estatua"),
    ("en", "the statue's rainforest space left uncovered", r"the statue's rainforest(?! space)"),
])
def test_MI_E04_says_the_statues_rainforest_space(lang, said, never):
    """MI-E04, review 9 fr MINOR 3: « la Forêt vierge de la statue restant non recouverte » read as the whole
    rainforest; the FAQ says « la case Forêt vierge de la statue ». /fr/rules/ shows this statement."""
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    statement = rules["MI-E04"]["statement"][lang]
    assert said in statement and not re.search(never, statement), statement


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "Les points qui feraient descendre le marqueur sous 0 restent dus"),
    ("es", "Los puntos que harían bajar la ficha por debajo de 0 quedan como deuda"),
    ("en", "Points that would take the token below 0 are owed"),
])
def test_LG_08_the_debt_is_said_of_the_marker_going_below_0(lang, said):
    """LG-08; review 11 fr MINOR 3: « les points sous 0 » was elliptical: the marker goes below 0."""
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    assert rules["LG-08"]["statement"][lang].startswith(said)


def test_LG_07_LG_12_spanish_rule_statements_read_as_spanish():
    """"…ni con pases; solo uno por episodio" left "uno" hanging after the passes; "(a menudo por
    puesto)" for stickers handed out by rank. (native fixes round 6 (review 5), es.)"""
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    assert "así solo se consigue uno por episodio" in rules["LG-07"]["statement"]["es"]
    assert "a menudo según el puesto" in rules["LG-12"]["statement"]["es"]


def test_LG_03_and_LG_05_read_as_french_rulebooks_say_it():
    """Found by native fixes round 7 (review 6), fr."""
    import yaml

    rules = yaml.safe_load((ROOT / "content/rules.yaml").read_text(encoding="utf-8"))
    text = json.dumps(rules, ensure_ascii=False)
    assert "autant de fois que voulu" not in text and "autant de fois qu'on le souhaite" in text
    faq = (ROOT / "content/faq/fr/city-ending-participation.md").read_text(encoding="utf-8")
    assert "revenir à un tour suivant" not in faq


# --- M7: MI-E06 hung "pasar cuesta 1" on "Al final" ---

def test_MI_E06_passes_are_paid_during_the_game_not_at_the_end():
    """Review 7 M7 (MI-E06): «Al final cada espacio de playa visible resta 1 y pasar cuesta 1 como siempre»."""
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    es = rules["MI-E06"]["statement"]["es"]
    assert es.startswith("Al final, cada espacio de playa visible resta 1 (durante la partida, pasar cuesta 1")


def test_MI_E07_the_visible_beach_is_counted_in_spaces_in_every_language():
    """Found by native fixes round 8 (review 7), fr."""
    said = _rule("MI-E07")
    assert "3 cases Plage visibles −3" in said["fr"] and "Plages visibles" not in said["fr"]
    assert "three visible beach spaces −3" in said["en"]
    assert "3 espacios de playa visibles −3" in said["es"]


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_MI_E05_the_largest_group_bonus_is_said_per_kind_of_group(lang):
    """Review 8 MINOR 2: « le joueur qui possède la plus grande ferme, le plus grand village, … et le plus grand réseau
    de sentiers gagne 5 points pour chacun » read as one player holding all four; MI-E05 and its FAQ say it per kind."""
    statement = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))["MI-E05"]["statement"][lang]
    faq = " ".join((ROOT / "content" / "faq" / lang / "eternal-end-scoring.md").read_text(encoding="utf-8").split())
    assert PER_KIND[lang] in faq, faq
    kinds = {"fr": "pour chacune des quatre catégories", "es": "en cada una de las cuatro categorías",
             "en": "for each of the four kinds of group"}[lang]
    assert kinds in statement, statement
    for text in (statement, faq):  # the ties stay as docs/RULES.md says them: each tied player gets the full 5
        assert re.search(r"chaque joueur concerné reçoit les 5|cada empatado recibe los 5|tied players (each|all) get the full 5", text)
        assert not re.search(r"pour chacun\b|por cada una\b|for each\b(?! of)", text), text
