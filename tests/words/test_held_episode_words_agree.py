"""An episode not in the log is said by two functions of generator/words/held.py: `not_held` (analyse, moves, add,
undo; with or without the next episode) and `not_logged` (board, score). Both must choose the same form for the
same log: one episode is « only episode 1 », two are « episodes 1 and 2 » (never « 1 to 2 »), more are a range
(es/fr review 10, F5's family)."""

from __future__ import annotations

import pytest

from generator.words.held import not_held, not_logged
from generator.words.i18n import render, translator


def _form(text: str) -> str:
    """Which of the three ways an English sentence names the log."""
    if "only episode" in text:
        return "one"
    return "pair" if " and " in text else "range"


@pytest.mark.parametrize(("first", "last"), [(1, 1), (1, 2), (1, 3), (4, 5), (2, 9)])
def test_every_way_of_saying_a_missing_episode_names_the_log_alike(first: int, last: int) -> None:
    en = translator("en")
    forms = {_form(render(not_held(last + 3, first, last), en)), _form(render(not_held(last + 3, first, last, True), en)),
             _form(render(not_logged(first, last, last + 3), en))}
    assert forms == {"one" if first == last else "pair" if last == first + 1 else "range"}, forms
