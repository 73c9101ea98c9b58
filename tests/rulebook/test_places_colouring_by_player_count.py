"""The places' colouring as a ruleset reads back, for the campaign's number of players (LG-09, LG-10; Spanish
review 10, issue 34, fault 3, RULE). With two players the second colours nothing (LG-10), as `score` gives; with
three or four, second place colours the ruleset's `second` (LG-09). Read without a campaign, both cases are said."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import campaigns
from generator.rulebook.readback import read_back
from generator.words.i18n import render, translator
from helpers import ROOT

CAMPAIGNS = ROOT / "campaigns"

TWO = {
    "es": "Con dos jugadores, quien queda primero colorea 2 círculos de progreso, y el otro, ninguno. [LG-10]",
    "fr": "À deux joueurs, le premier coche 2 cercles Progrès, et l'autre aucun. [LG-10]",
    "en": "With two players, first place colours 2 progress circles, and the other player none. [LG-10]",
}


def _said(cli, lang: str, *args: str | Path) -> str:  # type: ignore[no-untyped-def]
    result = cli("--lang", lang, "rules", *args)
    assert result.exit_code == 0, result.output
    return result.stdout.replace("\u202f", " ").replace("\u00a0", " ").replace("’", "'")


@pytest.mark.parametrize("lang", TWO)
def test_lg10_with_two_players_the_second_colours_nothing(make_repo, cli, lang: str) -> None:  # type: ignore[no-untyped-def]
    root = make_repo()  # a legacy My Island campaign of Ana and Ben
    text = _said(cli, lang, root / "campaigns" / "arrecife")
    assert TWO[lang] in text
    assert "LG-09" not in text


def test_lg09_with_three_players_second_place_colours_one(cli) -> None:  # type: ignore[no-untyped-def]
    text = _said(cli, "es", CAMPAIGNS / "reef-raiders")  # three players
    assert "Quien queda primero colorea 2 círculos de progreso, y quien queda segundo, 1. [LG-09]" in text
    assert "LG-10" not in text


def test_read_without_a_campaign_both_cases_are_said() -> None:
    campaign = campaigns.check(CAMPAIGNS / "reef-raiders").campaign
    assert campaign is not None
    episode = campaign.episodes[0]
    said = render(read_back(episode.ruleset, campaign.game).assessment.text, translator("es"))
    assert said == ("Con tres o cuatro jugadores, quien queda primero colorea 2\u00a0círculos de progreso, y quien queda "
                    "segundo, 1; con dos, quien queda segundo no colorea ninguno.")
