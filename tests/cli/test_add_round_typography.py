"""Every line `chronicle add` prints under the round it logged is set in the reader's typography: in French
a curly apostrophe and no-break spaces, a blocking card's round (MC-E03) as much as any other (fr review 8,
fault 12: « le bâtiment R3 n'est pas construit » kept its straight apostrophe)."""

from __future__ import annotations

import pytest

from generator import campaigns
from generator.report.scores import round_text
from generator.words.i18n import translator
from helpers import FIXTURES, ROOT

ETERNAL = [ROOT / "campaigns" / "gold-rush", FIXTURES / "own" / "eterno"]


@pytest.mark.parametrize("folder", ETERNAL, ids=lambda f: f.name)
def test_every_round_add_prints_in_french_has_curly_apostrophes(folder) -> None:
    checked = campaigns.check(folder)
    assert not isinstance(checked, campaigns.Failed)
    said = {}
    blocking = 0
    for e in checked.result.episodes:
        for number, rnd in enumerate(e.episode.rounds, 1):
            said[(e.episode.number, number)] = text = round_text(checked.campaign, e, number, translator("fr"))
            blocking += rnd.card == "block"
            if rnd.card == "block":
                assert "n\u2019est pas construit\u00a0:" in text
    assert blocking  # the MC-E03 round is among them
    assert {at: text for at, text in said.items() if "'" in text} == {}
