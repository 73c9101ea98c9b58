"""`count: spaces` of covered spaces with `exactly: 0` (or `at_most: 0`) names the player by what they did not
cover, as the read-back's rulebook says it: « Le joueur qui n'a recouvert aucune case du port », never « qui
n'a aucune case recouverte du port », which reads as a space covered with the harbour (native review 14, fr,
fault 3); es «que no haya cubierto ningún espacio del puerto»; `at_most: 0` is said the same, never « au plus
0 cases ». LG-15: words only, the engine counts as before."""

from __future__ import annotations

import pytest

from generator.model import Game, Term, Where
from generator.rulebook.phrases import sentence
from generator.rulebook.sentences import scoring_sentence
from generator.validate.content import load_game
from generator.words.i18n import render, translator

HARBOUR = Term(id="harbour", names={"es": "puerto", "fr": "port", "en": "harbour"}, colour="", glyph="", acts_as=None,
               hidden=False, double_of=None, genders={"es": "masculine", "fr": "masculine"}, plural={}, space={})


def _game() -> Game:
    """My Island with a group's region « port » (m), as reef-raiders' copy in the review names it."""
    return load_game("my-island")._replace(regions={"harbour": HARBOUR})


def _said(bound: dict[str, int], lang: str) -> str:
    params = {"where": Where(region="harbour", covered=True), "count": "spaces", "points": 2, **bound}
    text = render(sentence(scoring_sentence("count", params, _game(), "end")), translator(lang))
    return text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")


@pytest.mark.parametrize("bound", [{"exactly": 0}, {"at_most": 0}])
@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Le joueur qui n'a recouvert aucune case du port gagne 2 points."),
    ("es", "El jugador que no haya cubierto ningún espacio del puerto gana 2 puntos."),
    ("en", "The player who covered no space in the harbour gains 2 points."),
])
def test_LG_15_the_player_who_covered_none_of_a_region(bound: dict[str, int], lang: str, expected: str) -> None:
    assert _said(bound, lang) == expected
