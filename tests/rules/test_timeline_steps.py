"""The replay's steps (rules/timeline.py): after each round, each player's token has moved by exactly the
items that round recorded, in the order scoring recorded them (C-1: one item at a time), and the step shows
what the player did in that round; the end step holds the end scoring's items (round None), and the last
token is the result's (LG-01's start plus every item). Read here the slow way, item by item, for every
episode of the demo campaigns."""

from __future__ import annotations

import pytest

from generator import campaigns
from generator.rules import turn
from generator.rules.timeline import timeline
from helpers import DEMO

CHECKED = [campaigns.check(folder) for folder in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file())]


@pytest.mark.parametrize("checked", CHECKED, ids=lambda c: c.campaign.slug)
def test_each_step_moves_the_token_by_that_rounds_items_in_order(checked: campaigns.Passed) -> None:
    game = checked.campaign.game
    for result in checked.result.episodes:
        steps = timeline(result, game)
        begin = turn.start(result.episode.ruleset, game.start)
        rounds = [rnd.number for rnd in result.episode.rounds] + ([None] if result.complete else [])
        assert [s.round for s in steps] == [0, *rounds]
        for seat, player in enumerate(result.players):
            token = begin
            for step in steps[1:]:
                items = tuple(i for i in player.items if i.round == step.round)
                token += sum(i.points for i in items)
                moment = step.players[seat]
                assert moment.items == items and moment.token == token
                done = [t for t in player.turns if t.round == step.round] if step.round else []
                assert moment.turn == (done[0] if done else None)
            if result.complete:
                assert steps[-1].players[seat].token == player.token
