"""`chronicle moves` and `chronicle add` agree on which cards may come this episode (LG-02, the blocking card too:
tests/cli/test_moves_blocking_card.py): moves listed placements for My City's church C1 in a legacy episode, whose deck has no
church, while add refused the same card as not in the episode's deck (native review). Moves now refuses
every card add refuses, with the same rule ID and the same words, and lists placements for every other."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from generator.editing.episodes import episode_files, first_episode
from generator.report.moves import campaign_for
from helpers import DEMO

DECK_RULES = ("LG-02",)
"""The rules a round breaks when its card cannot come this episode."""


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def _next_episode(folder: Path) -> int:
    return first_episode(folder) + len(episode_files(folder))


def _players(folder: Path) -> list[str]:
    checked = campaign_for(folder, _next_episode(folder))
    assert checked.result is not None
    return [p.name for p in checked.result.episodes[-1].players]


class _Next:
    """A campaign's next episode and its players, read once before anything is written: add writes the round it
    accepts, after which the folder's next episode is another."""

    def __init__(self, folder: Path) -> None:
        self.episode, self.players = _next_episode(folder), _players(folder)


def _deck_refusal(output: str) -> tuple[str, str] | None:
    """The words and rule of add's refusal of the round's card, from its report (`round 1: words [LG-02]`)."""
    for line in _plain(output).splitlines():
        found = re.search(r": (?:round|ronda|tour) \d+ ?: (.+) \[((?:LG-02|MC-E03))(?::[^\]]*)?\]$", line)
        if found:
            return found[1], found[2]
    return None


def _add(cli, folder: Path, at: _Next, card: str, lang: str = "en") -> tuple[str, str] | None:  # type: ignore[no-untyped-def]
    """What add refuses about `card` as the next episode's first round, every player passing."""
    result = cli("--lang", lang, "add", folder, str(at.episode), "-c", card, *(f"{name}=pass" for name in at.players))
    return _deck_refusal(result.stderr)


def _moves(cli, folder: Path, at: _Next, card: str, lang: str = "en"):  # type: ignore[no-untyped-def]
    return cli("--lang", lang, "moves", folder, str(at.episode), at.players[0], "-c", card)


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_moves_refuses_a_church_the_legacy_deck_does_not_deal_as_add_does_LG_02(cli, tmp_path, lang) -> None:
    folder = shutil.copytree(DEMO / "river-town", tmp_path / "river-town")
    at = _Next(folder)
    refused = _add(cli, folder, at, "C1", lang)
    assert refused is not None and refused[1] == "LG-02", "add no longer refuses C1 in a legacy episode"
    words, rule = refused
    result = _moves(cli, folder, at, "C1", lang)
    shown = _plain(result.stderr)
    assert result.exit_code == 1, result.output
    assert words in shown and rule in shown, f"add says {words!r} [{rule}]; moves says {shown!r}"
    assert "Traceback" not in result.output and not result.stdout.strip()


@pytest.mark.parametrize("name", sorted(p.name for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()))
def test_moves_refuses_exactly_the_cards_add_refuses_LG_02_MC_E03(cli, tmp_path, name) -> None:
    """At the next episode of every demo campaign: every card of every set that the episode does not deal, and
    the first three it deals (the others are dealt alike)."""
    checked = campaign_for(DEMO / name, _next_episode(DEMO / name))
    assert checked.campaign is not None and checked.result is not None
    every = {pid for p in checked.result.episodes[-1].players for pid in (p.pieces or checked.campaign.catalogue).pieces}
    deck = checked.result.episodes[-1].deck
    cards = sorted(card for card in {*checked.campaign.catalogue.pieces, *every} if card not in deck) + list(deck[:3])
    at, disagree = _Next(DEMO / name), []
    for card in cards:
        folder = shutil.copytree(DEMO / name, tmp_path / card)  # add writes a round it accepts
        result = _moves(cli, folder, at, card)  # asked first: the same episode add is then asked to play
        by_add = _add(cli, folder, at, card)
        refused = result.exit_code == 1 and any(rule in result.stderr for rule in DECK_RULES)
        if by_add is None and refused:
            disagree.append(f"{card}: moves refuses it ({result.stderr.strip()}), add accepts it")
        elif by_add is not None and (not refused or by_add[0] not in _plain(result.stderr)):
            disagree.append(f"{card}: add refuses it ({by_add[0]} [{by_add[1]}]), moves says {result.output.strip()[-200:]!r}")
    assert not disagree, "\n".join(disagree)
