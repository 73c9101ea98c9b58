"""One fact, one rule ID (docs/RULES.md): a round that names the blocking card where the episode's deck has none is
refused by LG-02 ("Only a deck that deals the blocking card (MC-E03, My City's Eternal game) has a round without a
piece: … a round that names it where the deck has none is refused"); MC-E03 says what the card does where a deck
deals it. The engine's answer to which cards may come this episode (rules/deck.not_dealt, which the replay and
`moves` ask) cites LG-02 for it in the game's own words, as `check` says it of a log; it cited MC-E03."""

from __future__ import annotations

import pytest

from generator.problems.findings import message
from generator.rules.deck import BLOCK, not_dealt
from generator.validate.content import load_game
from generator.words.i18n import render, translator
from helpers import R, episode, tiny_campaign

DECK = ("1", "2", "3", "all")
"""A legacy deck, My Island's or My City's: no blocking card."""


def _plain(text: str) -> str:
    return text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
@pytest.mark.parametrize("game", ["my-island", "my-city"])
def test_LG_02_the_engine_refuses_a_blocking_card_the_deck_does_not_deal_as_check_does(tmp_path, cli, game, lang):
    refused = not_dealt(BLOCK, DECK)
    assert refused is not None and refused[1] == "LG-02", refused
    words = _plain(render(message(refused[0], load_game(game)), translator(lang)))
    folder = tiny_campaign(tmp_path, "log", episode(R("block", Ana="pass", Ben="pass")), game=game, language=lang)
    checked = _plain(cli("--lang", lang, "check", folder).stderr)
    assert f"{words} [LG-02]" in checked, (words, checked)


def test_MC_E03_a_deck_that_deals_the_blocking_card_lets_it_come() -> None:
    assert not_dealt(BLOCK, (*DECK, BLOCK)) is None
