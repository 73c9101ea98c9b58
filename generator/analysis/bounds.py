"""The most a try of part 1 can still end with, so that a play-out that cannot beat the round's best is
stopped early (issue 32, part 5). Exact: a try is dropped only when even this ceiling is not above the
best value found, and a try replaces the best only when its value is above it.

A ceiling is known for rulesets whose every entry is additive over spaces: immediate points that the
placement's own spaces decide (`symbol-on-terrain`: what a later logged placement scores wherever it
still fits is what it scored as played), and end points counted over the spaces that stay uncovered
(`visible-terrain`, `visible-feature`, `empty-buildable`), which only grow fewer as pieces are placed. For
any other entry there is none and every try is played to its end.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from generator.geometry import Cell
from generator.model import ScoringItem
from generator.rules.placement import Placement
from generator.rules.solo import Position, Solo
from generator.rules.token import Token

IMMEDIATE = frozenset({"symbol-on-terrain"})
"""Immediate kinds whose points a placement's own spaces decide, on any board it fits."""
END = frozenset({"visible-terrain", "visible-feature", "empty-buildable"})
"""End kinds that count what stays uncovered among spaces fixed by the board."""


class Ceiling:
    """Per position of `solo`'s player, an upper bound on the episode's value were the rest played as logged."""

    def __init__(self, solo: Solo, played: Position) -> None:
        self.solo = solo
        rounds = solo.rounds
        end = CountedEnd(solo)  # the end part of the test, and what it counts
        self.known = end.known and all(item.kind in IMMEDIATE and not _effects(item) for item in solo.ruleset.immediate)
        gains, rises = [0] * (len(rounds) + 1), [0] * (len(rounds) + 1)
        spaces: list[frozenset[Cell]] = [frozenset()] * (len(rounds) + 1)
        passing = max(0, solo.ruleset.pass_points)
        for index in range(len(rounds) - 1, -1, -1):
            move = solo.logged_at(index)
            scored = [i.points for i in played.items if i.round == rounds[index].number and i.kind in IMMEDIATE]
            gains[index] = gains[index + 1] + max(sum(scored), passing)
            rises[index] = rises[index + 1] + max(sum(p for p in scored if p > 0), passing)
            spaces[index] = spaces[index + 1] | frozenset(move.cells) if isinstance(move, Placement) else spaces[index + 1]
        self._gains, self._rises, self._spaces = gains, rises, spaces
        """From each round index on: the most the logged rounds can still add to the score and to the token
        (C-1: one entry at a time, the cap reached between two), and every space they may cover."""
        self._counted = end.counted
        self._adjusted, self._raised = sum(end.adjustments), sum(p for p in end.adjustments if p > 0)

    def of(self, pos: Position) -> int:
        """The most `pos` can end with (call only where `known`)."""
        p = pos.player
        if p.token.capped:  # nothing moves the token any more
            return pos.score
        if p.active:  # the next round index is at most the number of rounds: every list has it
            later, rise, spaces = self._gains[pos.next], self._rises[pos.next], self._spaces[pos.next]
        else:
            later, rise, spaces = 0, 0, frozenset[Cell]()
        covered = p.island.covered
        gained = lost = 0
        for points, counts in self._counted:
            if points >= 0:  # what shows now is the most that can
                gained += points * sum(n for c, n in counts.items() if c not in covered)
            else:  # at the least, what no logged placement to come can cover
                lost += points * sum(n for c, n in counts.items() if c not in covered and c not in spaces)
        most = pos.score + later + gained + lost + self._adjusted
        if p.token.value + rise + gained + self._raised >= p.token.cap:  # it might reach the cap, and keep it less the debt
            return max(most, p.token.cap)
        return most


class CountedEnd:
    """The end of a ruleset whose every end entry counts what stays uncovered (END, without effects): what
    a position would score were the episode to end now (Solo.ending's value), worked out by counting each
    entry's units over the uncovered spaces and crediting them to a copy of the token in order (C-1, debt
    and cap as the token moves), without a scene, facts or the spaces' order per entry."""

    def __init__(self, solo: Solo) -> None:
        self.known = all(item.kind in END and not _effects(item) for item in solo.end_items)
        self.counted = [_counted(item, solo) for item in solo.end_items] if self.known else []
        self.adjustments = [a.points for a in solo.result.episode.adjustments if a.player == solo.name]

    def value(self, pos: Position) -> int:
        """Solo.ending(pos), counted (call only where `known`)."""
        p = pos.player
        token = Token(p.token.value, p.token.cap, p.token.debt, p.token.capped)
        covered = p.island.covered
        for points, counts in self.counted:
            units = sum(n for c, n in counts.items() if c not in covered)
            if units:  # as each kind: nothing scored, no item, when nothing shows
                token.add(points * units)
        for points in self.adjustments:
            token.add(points)
        return token.value - token.debt


def valuing(solo: Solo) -> Callable[[Position], int]:
    """What a position of `solo` would score were the episode to end now: counted where the ruleset's end
    allows (CountedEnd), else Solo.ending."""
    counted = CountedEnd(solo)
    return counted.value if counted.known else solo.ending


def _counted(item: ScoringItem, solo: Solo) -> tuple[int, Mapping[Cell, int]]:
    """An end entry as its points per unit and the units each space shows while uncovered."""
    board, params = solo.board, item.params
    if item.kind == "visible-terrain":
        return params["points"], {c: 1 for c, kind in board.terrain.items() if kind == params["terrain"]}
    if item.kind == "visible-feature":
        counts = board.features.get(params["feature"], {})
        return params["points"], {c: n for c, n in counts.items() if c in board.terrain}
    featured = {c for counts in board.features.values() for c in counts}
    return params["points"], {c: 1 for c, kind in board.terrain.items()
                              if kind in solo.ruleset.buildable and (params["with_features"] or c not in featured)}


def _effects(item: ScoringItem) -> bool:
    """Whether an entry does more than give its points: counters, circles, a board change, once per campaign."""
    return any(key in item.params for key in ("add", "set", "counters", "circles", "change", "once"))
