"""What the coach finds: plain, typed data that the command line and the site put into words."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from generator.base.records import NamedTuple
from generator.geometry import Cell, Grid
from generator.rules.placement import Placement
from generator.rules.results import TOKEN_KINDS, Item
from generator.rules.solo import Move


class Act(NamedTuple):
    """An action as `chronicle add` writes it: 'C4r2', 'pass' or 'stop', with the spaces a placement covers."""

    text: str
    kind: str
    """place | pass | stop"""
    cells: tuple[Cell, ...] = ()

    @classmethod
    def of(cls, move: Move, grid: Grid) -> Act:
        if isinstance(move, Placement):
            return cls(f"{grid.name(move.anchor)}r{move.rotation}", "place", tuple(sorted(move.cells, key=grid.to_map)))
        return cls(move, move)


class RoundAnalysis(NamedTuple):
    """One round of one player: what they did and the best they could have done instead."""

    round: int
    card: str
    action: Act
    """As logged."""
    value: int
    """The player's score at the episode's end, as played."""
    best_action: Act
    """The action of highest value (the one played when nothing did better)."""
    best_value: int
    choices: int
    """How many legal actions the card allowed (placements, pass, stop)."""
    forced: tuple[tuple[int, str], ...] = ()
    """After the best action, the later rounds whose logged placement no longer fitted, with what the
    rules forced instead: 'pass', or 'stop' where a pass is refused (LG-04)."""
    best_items: tuple[Item, ...] = ()
    """The scoring items of the episode with the best action (to say what it would have made)."""

    @property
    def lost(self) -> int:
        """The points left in this round."""
        return self.best_value - self.value


class PlanStep(NamedTuple):
    round: int
    action: Act


class PlayerAnalysis(NamedTuple):
    name: str
    played: int
    """The episode's score as played: the token less what is still owed (C-5)."""
    best: int
    """The best score found with the cards that came (best in hindsight)."""
    searched: str
    """'exhaustive', or 'beam N' where the search kept the N most promising positions of each round."""
    plan: tuple[PlanStep, ...]
    """The actions that reach `best`, one per round the player acts in (a stop ends them); where the log's
    rounds end before the deck (everyone else stopped), a stop on the next card, whichever it is."""
    rounds: tuple[RoundAnalysis, ...]
    items: tuple[Item, ...] = ()
    """The scoring items of the episode as played."""
    plan_items: tuple[Item, ...] = ()
    """The scoring items of the plan."""

    @property
    def accuracy(self) -> float:
        """played / best, 1.0 when equal; 0.0 where the best is not above zero and the play fell short of it."""
        if self.played >= self.best:
            return 1.0
        return max(self.played, 0) / self.best if self.best > 0 else 0.0

    def costliest(self, n: int = 3) -> list[RoundAnalysis]:
        """The `n` rounds that left the most points, most first (earlier first among equals)."""
        return sorted((r for r in self.rounds if r.lost > 0), key=lambda r: (-r.lost, r.round))[:n]

    def as_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "played": self.played, "best": self.best, "accuracy": round(self.accuracy, 3),
            "searched": self.searched,
            "plan": [{"round": s.round, "action": s.action.text} for s in self.plan],
            "rounds": [{"round": r.round, "card": r.card, "action": r.action.text, "value": r.value,
                        "best_action": r.best_action.text, "best_value": r.best_value} for r in self.rounds],
        }


class EpisodeAnalysis(NamedTuple):
    campaign: str
    """The campaign's slug."""
    episode: int
    players: tuple[PlayerAnalysis, ...]

    def as_json(self) -> dict[str, Any]:
        """The object of `chronicle analyse --json` (issue 32)."""
        return {"campaign": self.campaign, "episode": self.episode, "players": [p.as_json() for p in self.players]}


def _key(item: Item) -> tuple[str, str, int, str]:
    """What makes two items the same points scored: the same entry giving as much, whichever round, spaces
    or count made it (a largest group of 6 or of 10 paths pays the same 5)."""
    what = item.facts.get("entry")
    if not isinstance(what, dict):  # a pass or an adjustment: what it says, wherever it was
        what = {k: v for k, v in item.facts.items() if k != "cells"}
    return item.rule, item.kind, item.points, repr(sorted(what.items(), key=lambda kv: kv[0]))


def difference(played: Iterable[Item], other: Iterable[Item]) -> tuple[list[Item], list[Item]]:
    """The items `other` scores that `played` does not, and those it loses, token effects (debt, cap) aside.

    An item both lines score alike (its round, spaces and points) is the same item and goes first: only
    what is left is matched by the points it gives, so that a line that stops before round 19 loses round
    19's field (H6), never round 7's (F10), which both lines scored."""
    mine, theirs = _unshared([i for i in played if i.kind not in TOKEN_KINDS], [i for i in other if i.kind not in TOKEN_KINDS])
    left, right = Counter(map(_key, mine)), Counter(map(_key, theirs))
    gained = _taken(theirs, right - left)
    lost = _taken(mine, left - right)
    return gained, lost


def _unshared(mine: list[Item], theirs: list[Item]) -> tuple[list[Item], list[Item]]:
    """Both lists less the items they share (equal in all, round and spaces included), in their order."""
    rest = list(theirs)
    kept = []
    for item in mine:
        if item in rest:
            rest.remove(item)
        else:
            kept.append(item)
    return kept, rest


def _taken(items: list[Item], wanted: Counter[tuple[str, str, int, str]]) -> list[Item]:
    found = []
    for item in items:
        key = _key(item)
        if wanted[key] > 0:
            wanted[key] -= 1
            found.append(item)
    return found
