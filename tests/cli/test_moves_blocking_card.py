"""`chronicle moves --card block` refuses a blocking card the episode's deck does not deal exactly as `add -c block`
does (LG-02: My Island has no blocking card, a My City legacy deck has none): the same words, the same rule ID, the
same exit status (1: a fact of the game, not a mistyped command), asked of one function (rules/deck.not_dealt). It
answered "unknown card 'block'; this episode deals 1, 2, …" with a usage banner (exit 2). Where the deck deals the
blocking card (My City's Eternal game), it says that nobody acts on it (MC-E03), never that the card is unknown."""

from __future__ import annotations

import re
import shutil

import pytest

from helpers import FIXTURES, HOUSES, R, episode, tiny_campaign


def _plain(text: str) -> str:
    return text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")


def _refusal(add_output: str) -> tuple[str, str]:
    """The words and rule of add's refusal of the round's card: `file:line:col: error: round 2: words [LG-02]`."""
    found = re.search(r": (?:round|ronda|tour) \d+ ?: (.+) \[(LG-02)\]$", _plain(add_output), re.MULTILINE)
    assert found, add_output
    return found[1], found[2]


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
@pytest.mark.parametrize("game", ["my-island", "my-city"])
def test_LG_02_moves_refuses_a_blocking_card_the_deck_does_not_deal_as_add_does(tmp_path, cli, game, lang) -> None:
    first = R(1, Ana=HOUSES, Ben="pass") if game == "my-island" else R("Y1", Ana="pass", Ben="pass")
    folder = tiny_campaign(tmp_path, "log", episode(first), game=game, language=lang)
    moves = cli("--lang", lang, "moves", folder, "1", "Ana", "-c", "block")
    added = cli("--lang", lang, "add", folder, "1", "-c", "block", "Ana=pass", "Ben=pass")
    words, rule = _refusal(added.stderr)
    shown = _plain(moves.stderr)
    assert moves.exit_code == added.exit_code == 1, shown
    assert words in shown and rule in shown, f"add says {words!r} [{rule}]; moves says {shown!r}"
    assert "block'" not in shown and "Usage" not in shown and "MC-E03" not in shown, shown
    assert "Traceback" not in moves.output and not moves.stdout.strip()


def test_MC_E03_moves_on_a_deck_that_deals_the_blocking_card_says_nobody_acts_on_it(tmp_path, cli) -> None:
    folder = tmp_path / "city"
    shutil.copytree(FIXTURES / "table" / "city", folder)
    result = cli("--lang", "en", "moves", folder, "1", "Ana", "-c", "block")
    shown = _plain(result.stderr)
    assert result.exit_code == 1, shown
    assert "nobody acts on the blocking card" in shown and "MC-E03" in shown, shown
    assert "unknown card" not in shown and "Traceback" not in result.output
