"""The composable scoring kinds of envelope rules: what they count, and what they give for it.

Each kind measures one thing on a board: spaces, pieces or features where a condition holds
(`count`), connected groups (`groups`), paths from one kind of space to another (`connect`),
straight lines (`line`), spaces enclosed by pieces (`enclosed`). The same payout turns any
measure into points or progress circles: per unit, once past a threshold (`at_least`), only for the
players with the most (`most`), or only for the first players to score it (`first`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from generator.geometry import Cell
from generator.model import Params
from generator.rules.island import Island
from generator.rules.scoring import Scene, Score, kind
from generator.rules.where import test


class Found(NamedTuple):
    """What a measure found: how many units, and the spaces a player should look at."""

    units: int
    cells: tuple[Cell, ...]


Measure = Callable[[Params, Scene], list[Found]]


def composable(name: str) -> Callable[[Measure], Measure]:
    """Register a measure as a scoring kind for both lists, paid out by `payout`."""
    def register(measure: Measure) -> Measure:
        kind(name, "any", "LG-15")(lambda p, s: payout(p, s, measure))
        return measure
    return register


def payout(p: Params, s: Scene, measure: Measure) -> list[Score]:
    if p.get("first") and (s.race_closed or "won" in s.memory):
        return []
    found = measure(p, s)
    total = sum(f.units for f in found)
    if not total:
        return []
    cells = s.island.in_reading_order({c for f in found for c in f.cells})
    once = bool(p.get("first") or p.get("most") or p.get("at_least"))
    if p.get("at_least") and total < p["at_least"]:
        return []
    if p.get("most") and total < max(_measured(p, s, other, measure) for other in s.everyone):
        return []
    if p.get("first"):
        s.memory.add("won")
    times = 1 if once else total
    facts: dict[str, Any] = {"count": total, "cells": cells, "circles": p["circles"] * times}
    if p.get("add"):
        facts["counters"] = {name: amount * times for name, amount in p["add"].items()}
    return [(p["points"] * times, facts)]


def _measured(p: Params, s: Scene, island: Island, measure: Measure) -> int:
    """Another player's count for the same item, to compare (most): measured once per item and island."""
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
        return [Found(1, tuple(group)) for group in pieces.values()]
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
    inside = test(p["where"])
    groups = [g for g in _components(island, lambda c: inside(island, c), among) if len(g) >= p["size"]]
    if p["touching"] is not None:
        touching = test(p["touching"])
        groups = [g for g in groups if any(touching(island, c) for c in g)]
    if p["largest"]:
        groups = sorted(groups, key=len, reverse=True)[:1]
    if s.new:  # immediate: a group this piece completes, once per group (as MI-E03's cubes)
        groups = [g for g in groups if g & set(s.new) and not g & s.memory]
        for g in groups:
            s.memory |= g
    return [Found(len(g) if p["per"] == "space" else 1, tuple(g)) for g in groups]


@composable("connect")
def _connect(p: Params, s: Scene) -> list[Found]:
    island = s.island
    neighbours = island.board.grid.neighbours

    on_path, start_at, end_at = test(p["through"]), test(p["from"]), test(p["to"])

    def through(c: Cell) -> bool:
        return on_path(island, c)

    starts: Iterable[Cell] = island.reading_order()
    if s.new:  # immediate: only a start beside (or on) a path through the piece just placed
        paths = _components(island, through, s.new)
        near = {n for path in paths for c in path for n in (c, *neighbours(c))}
        starts = island.in_reading_order(near)
    found = []
    for start in starts:
        if start in s.memory or not start_at(island, start):
            continue
        path = island.region([start, *neighbours(start)], through)
        if s.new and not path & set(s.new):
            continue
        if any(end_at(island, c) for c in path):
            if s.new:
                s.memory.add(start)
            found.append(Found(1, (start,)))
    return found


@composable("line")
def _line(p: Params, s: Scene) -> list[Found]:
    island = s.island
    grid, terrain = island.board.grid, island.board.terrain
    counted: set[Cell] = set()
    start_at, on_line = test(p["from"]), test(p["through"])
    for start in (c for c in terrain if start_at(island, c)):
        for dq, dr in grid.directions:
            cell = (start[0] + dq, start[1] + dr)
            while on_line(island, cell):
                counted.add(cell)
                cell = (cell[0] + dq, cell[1] + dr)
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

