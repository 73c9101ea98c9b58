"""The composable scoring kinds of envelope rules: what they count, and what they give for it.

Each kind measures one thing on a board: spaces, pieces or features where a condition holds
(`count`), connected groups (`groups`), paths from one kind of space to another (`connect`),
straight lines (`line`), spaces enclosed by pieces (`enclosed`), a counter's value (`counter`). The
same payout turns any measure into points, progress circles and counters: per unit, once within
bounds (`at_least`, `at_most`, `exactly`), only for the players at a rank of a comparison (`most`,
`fewest`, `rank`), only for the first players to score it (`first`), once per thing, episode or
campaign (`once`), and only while a counter allows (`if`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from generator.base.records import NamedTuple
from generator.geometry import Cell
from generator.model import Params
from generator.rules.island import Island
from generator.rules.scoring import Scene, Score, kind
from generator.rules.where import holds, test, where_set


class Found(NamedTuple):
    """What a measure found: how many units, and the spaces a player should look at."""

    units: int
    cells: tuple[Cell, ...]
    marks: tuple[Cell | str, ...] = ()
    """What names the thing found, for `once: each` (default its spaces; a piece by its placement)."""


Measure = Callable[[Params, Scene], list[Found]]
ONCE = ("first", "most", "fewest")
BOUNDS = ("at_least", "at_most", "exactly")
"""Payout keys that give once when the count qualifies, not per thing counted (a bound may be 0)."""


def composable(name: str) -> Callable[[Measure], Measure]:
    """Register a measure as a scoring kind for both lists, paid out by `payout`."""
    def register(measure: Measure) -> Measure:
        kind(name, "any", "LG-15")(lambda p, s: payout(p, s, measure))
        return measure
    return register


def payout(p: Params, s: Scene, measure: Measure) -> list[Score]:
    """What an entry gives for what `measure` counts on `s`, under its payout keys (envelopes guide, 7)."""
    if not _open(p, s):
        return []
    each = p.get("once") == "each"
    found = _found(p, s, measure, each)
    if each:
        found = [f for f in found if s.memory.isdisjoint(f.marks or f.cells)]
    total = sum(f.units for f in found)
    if not _qualifies(p, s, total, measure):
        return []
    times = 1 if _once(p) else total
    counters = _counters(p, s, times)
    if not times or not (p["points"] or p["circles"] or counters or p.get("change")):
        return []  # nothing to give: a reset of a counter already at its value is no line on the sheet
    _remember(p, s, found if each else [])
    facts: dict[str, Any] = {"count": total, "cells": s.island.in_reading_order({c for f in found for c in f.cells}),
                             "circles": p["circles"] * times}
    if counters:
        facts["counters"] = counters
    return [(p["points"] * times, facts)]


def _found(p: Params, s: Scene, measure: Measure, each: bool) -> list[Found]:
    """What `measure` finds on `s` (once each: whatever holds now, wherever it is); at the end, also what
    a comparison (most, fewest) would measure on this board, which it need not measure again."""
    found = measure(p, s.everywhere() if each else s)
    if not s.new:
        s.shared.setdefault(id(s.island), sum(f.units for f in found))
    return found


def _remember(p: Params, s: Scene, paid_for: list[Found]) -> None:
    """What the player's memory keeps once an entry pays: what it paid for (once each), that the race is
    won, that a once-only reward is paid."""
    for f in paid_for:
        s.memory.update(f.marks or f.cells)
    if p.get("first"):
        s.memory.add("won")
    if p.get("once") in ("episode", "campaign"):
        s.memory.add("paid")


def _once(p: Params) -> bool:
    """Whether the entry gives its points once when it pays, rather than for each thing counted: a
    race, a comparison, a bound, or a reward paid once an episode or a campaign."""
    return any(p.get(key) for key in ONCE) or any(p.get(key) is not None for key in BOUNDS) \
        or p.get("once") in ("episode", "campaign")


def _open(p: Params, s: Scene) -> bool:
    """Whether the entry may still pay this player: a race not yet won, a once not yet paid, its
    counter condition (`if`) holding as the counters stand now."""
    if p.get("first") and (s.race_closed or "won" in s.memory):
        return False
    if p.get("once") in ("episode", "campaign") and ("paid" in s.memory or s.paid):
        return False
    condition = p.get("if")
    return condition is None or holds_for(condition, s.island.counters.get(condition["counter"], 0))


def holds_for(condition: Params, value: int) -> bool:
    """A condition on a counter's value: at_least, at_most, equals (every one given)."""
    return (condition.get("at_least") is None or value >= condition["at_least"]) \
        and (condition.get("at_most") is None or value <= condition["at_most"]) \
        and (condition.get("equals") is None or value == condition["equals"])


def _qualifies(p: Params, s: Scene, total: int, measure: Measure) -> bool:
    """Whether the count pays: nothing counted pays nothing unless a bound names it (at_most, exactly);
    a comparison across players (most, fewest) pays the players at its `rank`."""
    if not total and p.get("at_most") is None and p.get("exactly") is None and not p.get("fewest"):
        return False
    if not holds_for({"at_least": p.get("at_least"), "at_most": p.get("at_most"), "equals": p.get("exactly")}, total):
        return False
    if p.get("most") or p.get("fewest"):
        others = [_measured(p, s, other, measure) for other in s.everyone]
        better = sum(1 for n in others if (n > total if p.get("most") else n < total))
        return better + 1 == (p.get("rank") or 1)
    return True


def _counters(p: Params, s: Scene, times: int) -> dict[str, int]:
    """How the entry changes the player's counters: `add` per thing counted (or once), then `set`."""
    changed = {name: amount * times for name, amount in (p.get("add") or {}).items()}
    for name, value in (p.get("set") or {}).items():
        changed[name] = value - s.island.counters.get(name, 0)
    return {name: amount for name, amount in changed.items() if amount}


def _measured(p: Params, s: Scene, island: Island, measure: Measure) -> int:
    """Another player's count for the same item, to compare (most, fewest): measured once per item and island."""
    key = id(island)
    if key not in s.shared:
        s.shared[key] = sum(f.units for f in measure(p, Scene(island, s.ruleset, everyone=s.everyone)))
    return s.shared[key]


def _candidates(s: Scene) -> Iterable[Cell]:
    """The spaces a measure looks at: the piece just placed (immediate), else the whole board."""
    return s.new if s.new else s.island.board.terrain


@composable("count")
def _count(p: Params, s: Scene) -> list[Found]:
    island, where = s.island, p["where"]
    inside = test(where)
    cells = [c for c in _candidates(s) if inside(island, c)]
    if p["count"] == "pieces":
        pieces: dict[int, list[Cell]] = {}
        for c in cells:
            covering = island.covered.get(c)
            if covering is not None:
                pieces.setdefault(covering.placement, []).append(c)
        return [Found(1, tuple(group), (f"piece {placement}",)) for placement, group in pieces.items()]
    if p["count"] == "symbols":  # a double symbol (a second sticker) counts twice
        return [Found(island.covered[c].times, (c,)) for c in cells if c in island.covered and island.covered[c].symbol]
    if p["count"] == "features":
        features = where.feature or frozenset(island.board.features)
        return [Found(n, (c,)) for c in cells if (n := sum(island.board.features.get(f, {}).get(c, 0) for f in features))]
    return [Found(1, (c,)) for c in cells]


def _components(island: Island, inside: Callable[[Cell], bool], among: Iterable[Cell] | None = None) -> list[set[Cell]]:
    """The connected groups of spaces for which `inside` holds, covered or not: every one, or those
    holding a space of `among` (a placement's spaces: what an immediate item looks at)."""
    found: list[set[Cell]] = []
    claimed: set[Cell] = set()
    for cell in island.reading_order() if among is None else among:
        if cell not in claimed and inside(cell):
            group = island.region([cell], inside)
            claimed |= group
            found.append(group)
    return found


@composable("groups")
def _groups(p: Params, s: Scene) -> list[Found]:
    island = s.island
    among = s.new if s.new and not p["largest"] else None  # the largest is the largest of all
    groups = [g for g in _components(island, holds(p["where"], island), among) if len(g) >= p["size"]]
    if p["touching"] is not None:
        touching = test(p["touching"])
        groups = [g for g in groups if any(touching(island, c) for c in g)]
    if p["largest"]:
        groups = sorted(groups, key=len, reverse=True)[:1]
    if s.new:  # immediate: a group this piece completes, once per group (as MI-E03's cubes)
        groups = [g for g in groups if g & set(s.new) and not g & s.memory]
        for g in groups:
            s.memory |= g
    return [Found(_units(p, island, g), tuple(g)) for g in groups]


def _units(p: Params, island: Island, group: set[Cell]) -> int:
    """What a group counts for: 1, its spaces, or its pieces; only those where `of` holds, if given."""
    if p["per"] == "group":
        return 1
    of = test(p["of"]) if p.get("of") is not None else None
    cells = [c for c in group if of is None or of(island, c)]
    if p["per"] == "piece":
        return len({island.covered[c].placement for c in cells if c in island.covered})
    return len(cells)


@composable("connect")
def _connect(p: Params, s: Scene) -> list[Found]:
    """Starts joined to an end through a chain of `through` spaces, each start once. Each chain (a
    connected group of `through` spaces) is labelled once, when a start first reaches it, so the cost is
    linear in the board; during play only the starts beside a chain through the piece just placed."""
    island = s.island
    neighbours = island.board.grid.neighbours
    start_at, end_at, through = test(p["from"]), test(p["to"]), where_set(p["through"], island)
    chains = _Chains(island, through, set(s.new), lambda c: end_at(island, c))
    starts = island.reading_order()
    if s.new:  # immediate: only a start on or beside a chain through the piece just placed
        near: set[Cell] = set()
        for cell in (c for c in s.new if c in through):
            for member in chains.group(cell):
                near.update((member, *neighbours(member)))
        starts = island.in_reading_order(near)
    found = []
    for start in starts:
        if start in s.memory or not start_at(island, start):
            continue
        reached = {chains.label(c) for c in (start, *neighbours(start)) if c in through}
        if s.new and not any(chains.holds_new[k] for k in reached):
            continue
        if any(chains.reaches_end[k] for k in reached):
            if s.new:
                s.memory.add(start)
            found.append(Found(1, (start,)))
    return found


class _Chains:
    """The connected groups of `through` spaces, labelled as they are first asked for."""

    def __init__(self, island: Island, through: frozenset[Cell], new: set[Cell], is_end: Callable[[Cell], bool]) -> None:
        self.island, self.through, self.new, self.is_end = island, through, new, is_end
        self.chain: dict[Cell, int] = {}
        self.groups: list[set[Cell]] = []
        self.reaches_end: list[bool] = []
        self.holds_new: list[bool] = []

    def label(self, cell: Cell) -> int:
        if cell not in self.chain:
            group = self.island.region([cell], self.through.__contains__)
            self.chain.update(dict.fromkeys(group, len(self.groups)))
            self.groups.append(group)
            self.reaches_end.append(any(self.is_end(c) for c in group))
            self.holds_new.append(bool(group & self.new))
        return self.chain[cell]

    def group(self, cell: Cell) -> set[Cell]:
        return self.groups[self.label(cell)]


@composable("line")
def _line(p: Params, s: Scene) -> list[Found]:
    island = s.island
    grid, terrain = island.board.grid, island.board.terrain
    counted: set[Cell] = set()
    start_at, on_line = test(p["from"]), where_set(p["through"], island)
    starts = [c for c in terrain if start_at(island, c)]
    facing = island.board.facing if p.get("facing") else None
    for direction, (dq, dr) in enumerate(grid.directions):
        seen: set[Cell] = set()  # a space already reached in this direction: the rest of its line is counted
        for start in starts:
            if facing is not None and facing.get(start) != direction:
                continue  # a feature that faces one way looks only that way
            cell = (start[0] + dq, start[1] + dr)
            while cell in on_line and cell not in seen:
                seen.add(cell)
                cell = (cell[0] + dq, cell[1] + dr)
        counted |= seen
    if p.get("of") is not None:
        of = test(p["of"])
        counted = {c for c in counted if of(island, c)}
    if s.new:
        counted &= set(s.new)
    return [Found(1, (c,)) for c in island.in_reading_order(counted)]


@composable("counter")
def _counter(p: Params, s: Scene) -> list[Found]:
    value = s.island.counters.get(p["counter"], 0)
    return [Found(value, ())] if value > 0 else []


@composable("enclosed")
def _enclosed(p: Params, s: Scene) -> list[Found]:
    island = s.island
    neighbours, covered, enclosed = island.board.grid.neighbours, island.covered, test(p["where"])
    # immediate: only a space beside the piece just placed can have been closed in by it
    spaces = island.in_reading_order({n for c in s.new for n in neighbours(c)}) if s.new else island.reading_order()
    found = []
    for cell in spaces:
        if cell in covered or cell in s.memory or not enclosed(island, cell):
            continue
        sides = neighbours(cell)  # a space on the edge has a side off the board, never covered
        if any(n not in covered for n in sides):
            continue
        if p["distinct"] and len({covered[n].placement for n in sides}) < len(sides):
            continue
        if s.new:
            s.memory.add(cell)
        found.append(Found(1, (cell,)))
    return found

