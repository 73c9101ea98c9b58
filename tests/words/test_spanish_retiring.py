"""My Island's player who stops *se retira* (LG-05), as a player from Spain says it at the table (issue 34,
Spanish review 3, fault 12: «finalizar la participación», «finaliza su participación», administrative
language no player says). The family: every Spanish text a group meets (site, commands, table mode,
schemas, the rules read back, FAQ, guides, glossary, rule statements, the repository's templates). The
My Island rulebook's own words, «abandonar la participación», are quoted once, in the glossary."""

from __future__ import annotations

from helpers import catalogue_texts, glossary_entries, shipped_hits


def test_LG_05_no_spanish_text_says_participacion_but_the_glossary_quoting_the_rulebook():
    found = shipped_hits("es", r"participaci[oó]n")
    assert list(found) == ["glossary/es.yaml"]
    assert found["glossary/es.yaml"] == [found["glossary/es.yaml"][0]]
    assert "«abandonar la participación»" in glossary_entries("es")["retirarse"]["definition"]


def test_LG_05_my_island_retires_in_the_table_the_commands_and_the_coach():
    es = catalogue_texts("es")
    assert es["my-island\x04Stop"] == "Retirarse"  # table mode's button
    assert es["my-island\x04stop"] == "se retira"  # «Ana pasa, Ben se retira»
    assert es["my-island\x04stopping"] == "retirarse"  # the coach: «retirarse en lugar de pasar»
    assert es["my-island\x04stopped in round %(round)s"] == "se retiró en la ronda %(round)s"
    assert es["my-island\x04or pass (LG-03), or stop (LG-05)"] == "o pasar (LG-03), o retirarse (LG-05)"
    assert es["my-city\x04Stop"] == "Abandonar"  # My City's edition keeps its own verb


def test_LG_05_the_rule_says_retirarse_in_my_island_and_abandonar_in_my_city():
    import yaml

    from helpers import ROOT

    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    assert rules["LG-05"]["title"]["es"] == "Retirarse (en My City, abandonar) es definitivo"
    assert rules["LG-05"]["statement"]["es"].startswith("Retirarse (en My City, abandonar) no cuesta puntos")
