"""The two games' eternal modes named by one pattern in Spanish (issue 34, Spanish review 3, fault 6: «Juego
Eterno» capitalised mid-sentence beside My City's «versión eterna»): a common noun in lower case in running
text («en el juego eterno», «la versión eterna»), its first letter capitalised only where it starts a label
or a sentence («Modo: Juego eterno», «Versión eterna»), in the catalogue, the FAQ, the glossary, the rules,
the guides and the rulesets' names (MI-E01, MC-E01)."""

from __future__ import annotations

import re

import yaml

from helpers import ROOT, catalogue_texts, glossary_entries, shipped_hits


def test_MI_E01_no_spanish_text_capitalises_the_eternal_game_mid_sentence():
    """Only terms.yaml names the wrong form, to refuse it in the FAQ."""
    assert shipped_hits("es", r"(?-i:\b[Jj]uego Eterno\b|\b[Vv]ersión Eterna\b)") == {}


def test_MI_E01_MC_E01_the_mode_labels_follow_one_pattern():
    es = catalogue_texts("es")
    assert (es["my-island\x04Eternal game"], es["my-city\x04Eternal game"]) == ("Juego eterno", "Versión eterna")
    assert (es["my-island\x04Game %(n)s (Eternal game)"], es["my-city\x04Game %(n)s (Eternal game)"]) == (
        "Partida %(n)s (juego eterno)", "Partida %(n)s (versión eterna)")
    assert {"juego eterno", "versión eterna"} <= set(glossary_entries("es"))


def test_MI_E01_MC_E01_the_eternal_rulesets_are_named_alike():
    names = [yaml.safe_load((ROOT / "content" / "games" / game / "rules" / "eternal.yaml").read_text(encoding="utf-8"))["name"]["es"]
             for game in ("my-island", "my-city")]
    assert names == ["Juego eterno", "Versión eterna"]
    assert all(re.fullmatch(r"[A-ZÁÉÍÓÚ][a-záéíóúñ ]+", name) for name in names)
