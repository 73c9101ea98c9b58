"""A comparison that pays a rank below the first (`most: true, rank: 2`, an end entry's `groups … largest`) names
the player by their rank for that count, as the same command says for `count … rank: 2` (« le joueur classé
deuxième pour le nombre de symboles maison »): « le joueur classé deuxième pour ce nombre », never « le deuxième
joueur qui en a le plus », which reads as an order of seats (fr review 8, fault 6)."""

from __future__ import annotations

import pytest

from generator.rulebook.payout import COMPARED
from generator.words.i18n import render, translator


@pytest.mark.parametrize(("which", "rank"), [(w, r) for w in ("most", "fewest") for r in (2, 3, 4)])
def test_a_rank_below_the_first_is_said_as_a_rank_in_french(which: str, rank: int) -> None:
    said = render(COMPARED[(which, rank)], translator("fr"))
    assert said.startswith("le joueur classé "), said
    assert "joueur qui en a" not in said


def test_the_second_for_the_most_is_ranked_second_for_that_count() -> None:
    assert render(COMPARED[("most", 2)], translator("fr")) == "le joueur classé deuxième pour ce nombre"
