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
    # each player's items and turns by round, read once: a step asks for its own round's only
    items = [_by_round(p.items) for p in players]
    turns = [{t.round: t for t in reversed(p.turns)} for p in players]  # a round's first turn: reversed, so an earlier one is written last
    for number in numbers + ([None] if result.complete else []):
        moved = [by_round.get(number, ()) for by_round in items]
        for seat, scored in enumerate(moved):
            token[seat] += sum(i.points for i in scored)
            debt[seat] += sum(i.points for i in scored if i.kind in ("owed", "repaid"))
        ranks, circles = _standings(result, number, token, debt, game.cap)
        acted = [by_round.get(number) if number else None for by_round in turns]
        steps.append(Step(number, tuple(Moment(*state) for state in zip(token, debt, ranks, circles, acted, moved))))
    return tuple(steps)


def _by_round(items: tuple[Item, ...]) -> dict[int | None, tuple[Item, ...]]:
    """A player's items by the round they came in (None: the end), each round's in their order."""
    grouped: dict[int | None, list[Item]] = {}
    for item in items:
        grouped.setdefault(item.round, []).append(item)
    return {number: tuple(found) for number, found in grouped.items()}


def _standings(result: EpisodeResult, number: int | None, token: list[int], debt: list[int],
               cap: int) -> tuple[list[int | None], list[int]]:
    """Each seat's rank and circles after a round (the end's are the result's own)."""
    if number is None:
        return [p.rank for p in result.players], [p.circles for p in result.players]
    standing = [t - d for t, d in zip(token, debt)]  # what is owed ranks below a token on 0 (C-5), as at the end
    ranks: list[int | None] = [1 + sum(1 for other in standing if other > mine) for mine in standing]
    return ranks, [int(t >= cap) for t in token]  # only the cap puts a token there (LG-07)
