"""LG-08's debt at the end of an Eternal game (es review 9, F4, RULE): the token stops at 0, and in a game that
stands alone nothing comes after its end scoring, so the debt is not "taken off later gains": those points count
in the result (C-5). In a legacy episode, and during an Eternal game's rounds, later gains do pay it off (LG-08)."""

from __future__ import annotations

import pytest

from generator.report.explain import reason
from generator.rules.results import Item
from generator.validate.content import load_game
from generator.words.i18n import translator

LATER = {"es": "después", "fr": "prochains gains", "en": "later gains"}
COUNTS = {"es": "66 puntos de deuda: la ficha se queda en 0 y esos puntos cuentan en el resultado (C-5)",
          "fr": "66\u00a0points dus : le marqueur s'arrête sur 0 et ces points comptent dans le résultat (C-5)",
          "en": "66 points owed: the token stops at 0; those points count in the result (C-5)"}
ONE = {"es": "1 punto de deuda: la ficha se queda en 0 y ese punto cuenta en el resultado (C-5)",
       "fr": "1\u00a0point dû : le marqueur s'arrête sur 0 et ce point compte dans le résultat (C-5)",
       "en": "1 point owed: the token stops at 0; that point counts in the result (C-5)"}


def _owed(points: int, round: int | None) -> Item:
    return Item(round, points, "LG-08", "owed", {})


@pytest.mark.parametrize("lang", sorted(COUNTS))
def test_an_eternal_games_final_debt_counts_in_the_result_C5_LG08(lang: str) -> None:
    game, tr = load_game("my-city"), translator(lang)
    assert reason(_owed(66, None), game, tr, alone=True) == COUNTS[lang]
    assert reason(_owed(1, None), game, tr, alone=True) == ONE[lang]


@pytest.mark.parametrize("lang", sorted(COUNTS))
def test_a_debt_with_gains_to_come_is_taken_off_them_LG08(lang: str) -> None:
    game, tr = load_game("my-city"), translator(lang)
    assert LATER[lang] in reason(_owed(66, None), game, tr)  # a legacy episode: the next episode pays it
    assert LATER[lang] in reason(_owed(66, 12), game, tr, alone=True)  # round 12 of an Eternal game: rounds to come
