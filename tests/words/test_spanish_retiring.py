"""A player who stops (LG-05) *abandona* in both games, the verb of both Spanish editions (issue 34, Spanish
review 4, fault 1: the My Island rulebook says «abandonar la participación», so a player holding it says
«abandona», «abandonó en la ronda 25», never «se retira»). The family: every Spanish text a group meets (site,
commands, table mode, schemas, the rules read back, FAQ, guides, glossary, rule statements, the repository's
templates). Tiles and buildings taken off the board are «quitadas», not «retiradas», so no Spanish text says
«retir» at all. The rulebook's full phrase is quoted once, in the glossary."""

from __future__ import annotations

import yaml

from helpers import ROOT, catalogue_texts, glossary_entries, shipped_hits


def test_LG_05_no_spanish_text_a_group_meets_says_retir():
    assert shipped_hits("es", r"ret[ií]r") == {}


def test_LG_05_no_spanish_text_says_participacion_but_the_glossary_quoting_the_rulebook():
    found = shipped_hits("es", r"participaci[oó]n")
    assert list(found) == ["glossary/es.yaml"]
    assert found["glossary/es.yaml"] == [found["glossary/es.yaml"][0]]
    assert "«abandonar la participación»" in glossary_entries("es")["abandonar"]["definition"]


def test_LG_05_the_glossary_has_one_entry_abandonar_for_both_games():
    entries = glossary_entries("es")
    assert entries["abandonar"]["game"] == "both" and "retirarse" not in entries


def test_LG_05_both_games_abandon_in_the_table_the_commands_and_the_coach():
    es = catalogue_texts("es")
    for game in ("my-island", "my-city"):
        assert es[f"{game}\x04Stop"] == "Abandonar"  # table mode's button
        assert es[f"{game}\x04stop"] == "abandona"  # «Ana pasa, Ben abandona»
        assert es[f"{game}\x04stopping"] == "abandonar"  # the coach: «abandonar en lugar de pasar»
        assert es[f"{game}\x04stopped in round %(round)s"] == "abandonó en la ronda %(round)s"
        assert es[f"{game}\x04or pass (LG-03), or stop (LG-05)"] == "o pasar (LG-03), o abandonar (LG-05)"
        assert es[f"{game}\x04Rounds, passing and stopping"] == "Rondas, pases y abandonos"
    assert es["my-island\x04This piece fits nowhere: pass or stop."] == "Esta loseta no cabe en ningún sitio: pasa o abandona."


def test_LG_05_the_rules_say_abandonar_once_with_no_doubling():
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    assert rules["LG-05"]["title"]["es"] == "Abandonar es definitivo"
    assert rules["LG-05"]["statement"]["es"].startswith("Abandonar no cuesta puntos")
    assert shipped_hits("es", r"\(en My City, abandon") == {}


def test_LG_05_the_faq_asks_the_difference_between_passing_and_abandoning():
    head = (ROOT / "content" / "faq" / "es" / "pass-or-end-participation.md").read_text(encoding="utf-8")
    assert 'title: "¿Qué diferencia hay entre pasar y abandonar?"' in head
