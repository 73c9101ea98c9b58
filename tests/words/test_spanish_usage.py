"""Spanish as a player from Spain says it, in everything a group meets (issue 34, Spanish review 3, faults 1,
2, 3, 5, 9, 10, 13 and 14): the site, the commands' help and messages, table mode, the rules read back, the
FAQ, the guides, the glossary, the rule statements and the repository's templates. Each test is a family:
the word the review found, wherever it could come back."""

from __future__ import annotations

import pytest

from helpers import ROOT, catalogue_texts, shipped_hits

ES = catalogue_texts("es")


@pytest.mark.parametrize("calque, why", [
    (r"palabras llanas", "fault 1: a calque of 'plain words'; «explicadas», «en lenguaje llano»"),
    (r"\bvolte(a|ar|ó|an)\b", "faults 5, 14: Latin American for turning a building over; «le da la vuelta»"),
    (r"puntuaci[oó]n jugada|\bjugado / mejor", "fault 3: a calque of 'played score'; «puntuación obtenida»"),
    (r"\ben su conjunto\b", "fault 4: the tool's word for a player's pile; «entre sus losetas», «entre sus edificios»"),
])
def test_no_spanish_text_holds_a_calque_the_review_found(calque, why):
    assert shipped_hits("es", calque) == {}, why


def test_LG_03_a_pass_is_scored_por_pasar_a_noun_phrase_never_ha_pasado():
    """Fault 2: «Théo: pasa −1 (LG-03 – ha pasado)» repeats the verb and reads "it happened"; the coach's
    passes are counted as a noun, «3 pases», as French and English count them, never the label glued to a
    count, «por pasar, 3 veces» (es review 10, fault 2)."""
    assert ES["passed"] == "por pasar"
    assert ES["%(n)s pass"] == "%(n)s pase %(n)s pases"
    for game in ("my-island", "my-city"):  # a free pass (LG-03's lacking piece) is a noun phrase too, not «pasa sin coste»
        assert ES[f"{game}\x04passed at no cost: no piece %(piece)s in this set"].startswith("pase sin coste: ya no tiene ")
    assert shipped_hits("es", r"\bha pasado\b") == {}


def test_the_coach_compares_the_score_obtained_with_the_best():
    said = ES["%(name)s: %(played)s as played, %(best)s possible with the cards that came (accuracy %(percent)s%%, %(searched)s)"]
    assert said.startswith("%(name)s: puntuación obtenida %(played)s, mejor puntuación posible %(best)s")


def test_MC_E03_the_blocked_building_is_turned_over_as_a_player_from_spain_says():
    assert "le da la vuelta al edificio bloqueado" in ES["nobody acts on the blocking card: the blocked building is set aside at no cost"]
    assert "le da la vuelta" in ES["card %(card)s is set aside unbuilt; nobody acts on the blocking card (MC-E03)"]


def test_a_ruleset_is_a_conjunto_de_reglas_and_the_reglamento_the_printed_rulebook():
    """Fault 9: «Un reglamento también puede usar los tipos…» in the envelopes guide meant the YAML file. The
    guides, the help and the schemas say «reglamento» only for the published rulebooks (the glossary's)."""
    found = shipped_hits("es", r"\breglamentos?\b")
    said = {where for where in found if where.startswith(("guide/", "catalogue:", "templates/repo/"))}
    assert said == {"catalogue: How chronicle reads open points",
                    "catalogue: chronicle's error messages and score sheets cite these IDs. Conventions (C-) are "
                    "chronicle's reading where the rulebooks are silent."}
    assert "Un conjunto de reglas también puede usar los tipos del episodio 1" in \
        (ROOT / "content" / "guide" / "es" / "envelopes.md").read_text(encoding="utf-8")


def test_stats_help_names_player_as_the_other_commands_do():
    """Fault 10: «JUGADOR solo, por cualquier nombre que le dé una campaña; --json para herramientas»."""
    help_text = next(text for msgid, text in ES.items() if msgid.startswith("Each player's record across every campaign"))
    assert help_text.endswith("Con JUGADOR, solo ese jugador (vale cualquiera de sus nombres); --json, para otros programas.")


def test_table_modes_end_panel_heading_says_score_adjustments_not_settings():
    """Fault 13: a bare «Ajustes» on a phone reads as Settings."""
    assert ES["Adjustments"] == "Ajustes de puntuación"
    assert '_("Adjustments")' in (ROOT / "templates" / "table" / "table.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("msgid, said", [
    ("The rules in plain words", "Las reglas explicadas"),
    ("in plain words", "explicadas"),
    ("%(name)s, in plain words", "%(name)s, en lenguaje llano"),
])
def test_the_rules_read_back_are_explained_in_plain_spanish(msgid, said):
    """Fault 1: the campaign page's heading, the episode page's link after «Reglas: «…»» and the page's title."""
    assert ES[msgid] == said
