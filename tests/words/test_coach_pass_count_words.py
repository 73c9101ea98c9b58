"""The passes the coach counts in a list (LG-03), in French: « passé 2 fois (−2) », « passé 1 fois (−1) ». Round 11's
reviewer found « 2 passages » odd, round 13's « 2 tours passés » (read first as "rounds gone by"); both offered
« a passé N fois », which as a list item is « passé N fois ». (fr native review 13, fault 1.)"""

from __future__ import annotations

import re

import pytest

from generator.report.coach import because
from generator.rules.results import Item
from generator.validate.content import load_game
from generator.words.i18n import translator

PASS = Item(4, -1, "LG-03", "pass", {})


@pytest.mark.parametrize(("rounds", "said"), [((4,), "passé 1 fois (−1)"), ((4, 6), "passé 2 fois (−2)")])
def test_LG_03_the_coach_counts_passes_as_passe_n_fois(rounds: tuple[int, ...], said: str) -> None:
    passes = tuple(PASS._replace(round=r) for r in rounds)
    _gained, lost = because(passes, (), load_game("my-island"), translator("fr"))
    lost = re.sub("[\u00a0\u202f]", " ", lost)
    assert lost == said, lost
    assert "tour" not in lost and "passage" not in lost, lost
