"""French typography (words/typography.py, with page_text.py and elision.py) is loaded when French is
spoken, not at every run's start (issue 35: a check's start-up): a check said in Spanish or English
never imports it, and a French one still sets its spacing ("erreur :", « … »)."""

from __future__ import annotations

import pytest

from helpers import R, episode, modules_loaded

SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))
BROKEN = episode(R(1, Ana="{A1: house, A2: house}", Ben="{Z9: house}"), R(3, Ana="stop", Ben="stop"))
FRENCH = {"generator.words.typography", "generator.words.page_text", "generator.words.elision"}


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("log", [SCORED, BROKEN], ids=["clean", "with-errors"])
def test_a_check_not_said_in_french_never_loads_french_typography(make_campaign, language, log):
    code, modules, said = modules_loaded("check", str(make_campaign(log, language=language)))
    assert code == (0 if log is SCORED else 1), said
    assert not FRENCH & modules


def test_a_check_said_in_french_sets_french_spacing(make_campaign):
    code, modules, said = modules_loaded("check", str(make_campaign(BROKEN, language="fr")))
    assert code == 1 and "generator.words.typography" in modules
    assert "erreur\u00a0:" in said, said
