"""The My Island FAQ on a scored group that grows (MI-E03; Spanish review 7, issue 34, fault 6): what chronicle
remembers until the end of the game is which groups already have their cube, said with the time next to the verb
it belongs to, never «recuerda qué grupos llevan cubo hasta el final de la partida» (as if the groups carried a
cube until the end), nor « retient quels groupes portent un cube jusqu'à la fin de la partie »."""

from __future__ import annotations

from pathlib import Path

import pytest

FAQ = Path(__file__).resolve().parents[2] / "content" / "faq"
SAID = {
    "es": "chronicle recuerda hasta el final de la partida qué grupos tienen ya su cubo.",
    "fr": "chronicle retient jusqu'à la fin de la partie quels groupes ont déjà leur cube.",
    "en": "chronicle remembers for the rest of the game which groups already have their cube.",
}


@pytest.mark.parametrize("lang", SAID)
def test_MI_E03_chronicle_remembers_until_the_end_which_groups_have_their_cube(lang: str) -> None:
    answer = (FAQ / lang / "eternal-group-grows.md").read_text(encoding="utf-8").rsplit("---", 1)[1]
    assert SAID[lang] in answer
    assert "llevan cubo" not in answer and "portent un cube" not in answer and "carry a cube" not in answer
