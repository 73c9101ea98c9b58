"""An episode step by step: each player's token, debt, rank and circles after every round.

The replay of the site shows the game as it stood at each step; these values come from the
items the episode's scoring already recorded (C-1: one item at a time, debt and cap included),
so they always lead to the final result.
"""

from __future__ import annotations

from generator.base.records import NamedTuple
from generator.model import Game
from generator.rules import turn
from generator.rules.results import EpisodeResult, Item, Turn


class Moment(NamedTuple):
    """One player after one step: a round, or the end scoring."""

    token: int
    debt: int
    rank: int | None
    """Place among the players by token so far, ties sharing a place; LG-11's rows decide only at the end."""
    circles: int
    """Circles earned so far in the episode: the cap's (LG-07), then the assessment's at the end."""
    turn: Turn | None
    """What the player did in this round; None at the end, or once they ended participation."""
    items: tuple[Item, ...]
    """The points this step moved the token by, with their reasons."""


class Step(NamedTuple):
    round: int | None
    """The round's number; None for the end of the episode (end scoring, adjustments, ranks)."""
    players: tuple[Moment, ...]
    """In seat order, as EpisodeResult.players."""


def timeline(result: EpisodeResult, game: Game) -> tuple[Step, ...]:
    """The start, then one step per round, then the end when the episode is complete."""
    players = result.players
    begin = turn.start(result.episode.ruleset, game.start)
    token = [begin] * len(players)
    debt = [p.debt_before for p in players]
    numbers: list[int | None] = [rnd.number for rnd in result.episode.rounds]
    steps = [Step(0, tuple(Moment(begin, d, None, 0, None, ()) for d in debt))]
    for number in numbers + ([None] if result.complete else []):
        moved = [tuple(i for i in p.items if i.round == number) for p in players]
        for seat, items in enumerate(moved):
            token[seat] += sum(i.points for i in items)
            debt[seat] += sum(i.points for i in items if i.kind in ("owed", "repaid"))
        ranks, circles = _standings(result, number, token, debt, game.cap)
        turns = [next((t for t in p.turns if t.round == number), None) if number else None for p in players]
        steps.append(Step(number, tuple(Moment(*state) for state in zip(token, debt, ranks, circles, turns, moved))))
    return tuple(steps)


def _standings(result: EpisodeResult, number: int | None, token: list[int], debt: list[int],
               cap: int) -> tuple[list[int | None], list[int]]:
    """Each seat's rank and circles after a round (the end's are the result's own)."""
    if number is None:
        return [p.rank for p in result.players], [p.circles for p in result.players]
    standing = [t - d for t, d in zip(token, debt)]  # what is owed ranks below a token on 0 (C-5), as at the end
    ranks: list[int | None] = [1 + sum(1 for other in standing if other > mine) for mine in standing]
    return ranks, [int(t >= cap) for t in token]  # only the cap puts a token there (LG-07)
