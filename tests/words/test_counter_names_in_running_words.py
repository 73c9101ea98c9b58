"""A counter's name in running words is said as every message says it: « le compteur d'écus », « el contador de
monedas », "the coins counter", never the bare name as a subject (« écus est à 4 ») or stuck to « compteur » (« le
compteur écus »). The counter's faults name the player whose counter it is (LG-12, LG-15; fr native review 13, faults 15
and 16)."""

from __future__ import annotations

import shutil
from pathlib import Path

from generator import campaigns
from generator.problems import Problem
from generator.words.i18n import render, translator
from helpers import edit

ROOT = Path(__file__).resolve().parents[2]
BARRIO = ROOT / "campaigns" / "barrio-del-palacio"
CIUDAD = ROOT / "tests" / "fixtures" / "envelopes" / "ciudad"


def _only(folder: Path) -> Problem:
    problems = campaigns.check(folder).problems
    assert len(problems) == 1, [str(p) for p in problems]
    return problems[0]


def _said(problem: Problem, lang: str) -> str:
    return render(problem.message, translator(lang)).replace("\u00a0", " ").replace("\u202f", " ")


def test_LG_12_spending_more_of_a_counter_than_the_player_has_says_whose_counter_and_which(tmp_path: Path) -> None:
    folder = tmp_path / "barrio"
    shutil.copytree(BARRIO, folder)
    last = folder / "episodes" / "15.yaml"
    last.write_text(last.read_text(encoding="utf-8") + "board_changes:\n  Lucía: [{counter: monedas, by: -40}]\n",
                    encoding="utf-8")
    problem = _only(folder)
    assert problem.rule == "LG-12" and problem.player == "Lucía", problem
    fr, es, en = (_said(problem, lang) for lang in ("fr", "es", "en"))
    assert fr.startswith("le compteur d'écus est à ") and fr.endswith(" : impossible d'en retirer 40"), fr
    assert es.startswith("el contador de monedas está en ") and es.endswith(", así que no se le puede quitar 40"), es
    assert en.startswith("the coins counter stands at ") and en.endswith(", so 40 cannot be taken from it"), en
    assert "Lucía : le compteur d’écus est à " in problem.render(translator("fr")).replace("\u00a0", " "), problem


def test_LG_15_an_example_expecting_a_counter_says_the_counter_as_every_message_does(tmp_path: Path) -> None:
    folder = tmp_path / "ciudad"
    shutil.copytree(CIUDAD, folder)
    edit(folder / "rules" / "chapter-3.yaml", "counters: {coins: 2}}", "counters: {coins: 1}}")
    problem = _only(folder)
    assert "attend le compteur de pièces à 1, mais le moteur le laisse à 2" in _said(problem, "fr")
    assert "espera el contador de monedas en 1, pero el motor lo deja en 2" in _said(problem, "es")
    assert "expected the coins counter at 1, the engine leaves it at 2" in _said(problem, "en")
