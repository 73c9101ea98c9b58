"""The coach's round that left points, when the better placement is on the SAME space with another rotation: the space
is said once, and only the rotations are set against each other (MI-R02/MC-R02: where a piece may go is its space and
rotation). Reviewers read «en D4 (rotación 5) en lugar de en D4 (rotación 3)»; now «en D4, con rotación 5 en lugar de
3». A placement on another space keeps both spaces with their rotations. report/coach.costly words every round the
coach speaks of (analyse, the episode page, its replay, table mode)."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from generator.base.shipped import TEMPLATES
from generator.frontend.i18n import load
from generator.report.coach import costly
from generator.validate.content import load_game
from generator.words.i18n import render


class Acted(NamedTuple):
    kind: str
    text: str


SAME = {("my-island", "es"): "ronda 7: colocar la loseta en D4, con rotación 5 en lugar de 3 habría dado 2 puntos más",
        ("my-island", "fr"): "tour 7 : poser la tuile en D4, rotation 5 au lieu de 3 aurait rapporté 2 points de plus",
        ("my-island", "en"): "round 7: placing the tile on D4, rotation 5 instead of 3 would have made 2 more points",
        ("my-city", "es"): "ronda 7: construir el edificio en D4, con rotación 5 en lugar de 3 habría dado 2 puntos más",
        ("my-city", "fr"): "tour 7 : construire le bâtiment en D4, rotation 5 au lieu de 3 aurait rapporté 2 points de plus",
        ("my-city", "en"): "round 7: building on D4, rotation 5 instead of 3 would have made 2 more points"}


def _said(game: str, lang: str, better: str, played: str) -> str:
    tr = load(TEMPLATES / "locale", lang)
    text = render(costly(7, Acted("place", better), Acted("place", played), 2, load_game(game)), tr)
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())


@pytest.mark.parametrize(("game", "lang"), list(SAME))
def test_MI_R02_a_better_rotation_on_the_same_space_names_the_space_once(game, lang):
    assert _said(game, lang, "D4r5", "D4r3") == SAME[game, lang]


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_MI_R02_a_better_space_still_names_both(lang):
    shown = _said("my-island", lang, "C5r2", "B2r0")
    assert "C5" in shown and "B2" in shown and shown.count("(") == 2, shown
