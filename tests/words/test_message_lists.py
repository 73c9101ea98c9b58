"""Lists inside a message read as the reader's language lists them (Spanish review 6, issue 34, fault 4):
«los espacios E6 y F6 son de selva tropical», « E6 et F6 », "E6 and F6", never «E6, F6» with a bare comma.

A message's argument that lists spaces, cards, players or names goes through `listed`
(generator/words/i18n.py, CLDR's list patterns in generator/words/formats.py); the rules engine hands
the names over as a tuple, and the words wrap it. The source scan below finds any message builder
(`_`, `ngettext`, `said_n`, `Message`) given a `", ".join(...)` as an argument, and the placement
findings (LG-02) are checked end to end in each language."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest

from generator.problems.findings import message
from generator.rules.findings import Finding
from generator.validate.content import load_game
from generator.words.i18n import render, translator
from helpers import ROOT, python_tree

BUILDERS = {"_", "ngettext", "said_n", "said", "Message", "npgettext", "pgettext"}
KEEP = {
    # a YAML flow list the user copies into a file: 'tiebreak: [Ana, Bea]' is YAML, not a sentence
    ("generator/problems/findings.py", "names"),
    # a drawing's legend, keyed as its terrain and features lines are: 'river: A3|A4, B3|B4' (board, table mode)
    ("generator/report/drawing.py", "edges"),
}


def _comma_joins() -> list[str]:
    found = []
    for path in sorted((ROOT / "generator").rglob("*.py")):
        tree = python_tree(path)
        where = str(path.relative_to(ROOT))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            callee = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if callee not in BUILDERS:
                continue
            for keyword in node.keywords:
                value = keyword.value
                if (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and value.func.attr == "join"
                        and isinstance(value.func.value, ast.Constant) and value.func.value.value == ", "
                        and (where, keyword.arg) not in KEEP):
                    found.append(f"{where}:{node.lineno} {keyword.arg}=', '.join(...)")
    return found


def test_no_message_lists_with_a_bare_comma() -> None:
    """Every list a message says is joined by `listed`: the last two items by «y»/« et »/"and"."""
    assert _comma_joins() == []


def _said(code: str, values: dict[str, object], n: int, lang: str) -> str:
    return render(message(Finding(code, values, n), load_game("my-island")), translator(lang))


@pytest.mark.parametrize(("lang", "expected"), [("es", "E6 y F6"), ("fr", "E6 et F6"), ("en", "E6 and F6")])
def test_two_covered_spaces_are_joined_by_and(lang: str, expected: str) -> None:
    """LG-02: «E6 y F6 ya están cubiertos», never «E6, F6»."""
    assert expected in _said("covered", {"cells": ("E6", "F6")}, 2, lang)


@pytest.mark.parametrize(("lang", "said"), [("es", "«palm» (palmeras) o «rainforest» (selva tropical)"),
                                            ("fr", "« palm » (Palmiers) ou « rainforest » (Forêt vierge)"),
                                            ("en", "'palm' (palm grove), or 'rainforest'")])
def test_the_values_a_key_may_take_are_a_choice(cli, tmp_path: Path, lang: str, said: str) -> None:
    """LG-13: «los valores posibles son «beach» (playa), …, «palm» (palmeras) o «rainforest» (selva tropical)»."""
    folder = tmp_path / "reef"
    shutil.copytree(ROOT / "campaigns" / "reef-raiders", folder)
    rules = folder / "rules" / "chapter-2.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("terrain: palm,", "terrain: palmera,"), encoding="utf-8")
    assert said in cli("--lang", lang, "check", folder).output.replace("\u202f", " ").replace("\u00a0", " ")
