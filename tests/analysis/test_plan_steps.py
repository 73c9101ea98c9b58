"""The best plan in hindsight (`chronicle analyse`, the coach) lists its rounds; a round that is not a placement
says its round, a colon, then the verb (issue 34, Spanish review 4, fault 7: «ronda 22 se retira» read «ronda 22»
as the verb's subject). LG-03 (pass) and LG-05 (stop), in es, fr and en, in each game's words."""

from __future__ import annotations

import pytest

from generator.analysis import Act
from generator.report.coach import step
from generator.validate.content import load_game
from generator.words.i18n import render, translator


@pytest.mark.parametrize(("game", "kind", "lang", "expected"), [
    ("my-island", "stop", "es", "ronda 22: abandonar"), ("my-city", "stop", "es", "ronda 22: abandonar"),
    ("my-island", "pass", "es", "ronda 22: pasar"),
    ("my-island", "stop", "fr", "tour 22 : arrêter de jouer"), ("my-island", "pass", "fr", "tour 22 : passer"),
    ("my-island", "stop", "en", "round 22: stopping"), ("my-island", "pass", "en", "round 22: passing"),
])
def test_LG_05_a_plans_stop_or_pass_is_said_after_its_round_and_a_colon(game, kind, lang, expected):
    text = render(step(22, Act(kind, kind), load_game(game)), translator(lang))
    assert text.replace("\u00a0", " ").replace("\u202f", " ") == expected
