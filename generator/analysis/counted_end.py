"""A position's end valued by counting where every end entry allows it (`CountedEnd`): what stays uncovered,
MI-E05's largest groups as the board keeps them, My City's Eternal ends, an envelope's `groups` and its
counters; the other players' counts as logged. The search ranks its beam by it, part 1 its tries
(issue 32, part 5)."""

from __future__ import annotations

from collections.abc import Callable

from generator.analysis.placed import END, end_units, has_effects
from generator.analysis.prospect import Neighbourhood, neighbourhood
from generator.analysis.reach import groups_bounded, largest_of_others, measured_by_others, plain_counter
from generator.geometry import Cell
from generator.model import Params, ScoringItem
from generator.rules.island import Island
from generator.rules.solo import Position, Solo
from generator.rules.token import Token
from generator.rules.where import where_set


class CountedEnd:
    """The end of a ruleset whose every end entry is counted here (END, without effects: what stays
    uncovered; MI-E05's largest groups, which a board keeps up to date): what a position would score were
    the episode to end now (Solo.ending's value), worked out by counting each entry's units and crediting
    them to a copy of the token in order (C-1, debt and cap as the token moves), without a scene, facts or
    the spaces' order per entry."""

    def __init__(self, solo: Solo) -> None:
        entries = [_end_value(item, solo) for item in solo.end_items]
        self.known = all(entry is not None and not has_effects(item) for item, entry in zip(solo.end_items, entries))
        self.entries = [entry for entry in entries if entry is not None] if self.known else []
        self.adjustments = [a.points for a in solo.result.episode.adjustments if a.player == solo.name]

    def value(self, pos: Position) -> int:
        """Solo.ending(pos), counted (call only where `known`)."""
        p = pos.player
        token = Token(p.token.value, p.token.cap, p.token.debt, p.token.capped)
        island = p.island
        for entry in self.entries:
            points = entry(island)
            if points:  # as each kind: nothing scored, no item, when nothing counts
                token.add(points)
        for points in self.adjustments:
            token.add(points)
        return token.value - token.debt

def _end_value(item: ScoringItem, solo: Solo) -> Callable[[Island], int] | None:
    """What an end entry gives a board of `solo`'s player, counted; None where it is not counted here."""
    if item.kind in END:
        points, counts = end_units(item, solo)
        return lambda island: points * sum(n for c, n in counts.items() if c not in island.covered)
    if item.kind == "largest-group":  # the points to the largest, when no other player's is larger
        symbol, points = item.params["symbol"], item.params["points"]
        others = largest_of_others(solo, symbol)
        return lambda island: points if (mine := island.largest_group(symbol)) and mine >= others else 0
    if item.kind == "groups" and counts_districts(item.params) and not (item.params["largest"] and item.params["per"] == "piece"):
        return Districts(item, solo)  # (the largest of two as large, by its pieces, is the first in reading order: not here)
    p = item.params
    if item.kind == "counter" and plain_counter(p):
        name, points = p["counter"], p["points"]
        return lambda island: points * value if (value := island.counters.get(name, 0)) > 0 else 0
    near = neighbourhood(solo)
    if item.kind == "largest-colour-group":
        return lambda island: p["points"] * sum(_largest_district(island, colour, near) for colour in p["colours"])
    if item.kind == "church-colours":
        return lambda island: p["points"] * _churches_served(island, frozenset(p["colours"]))
    if item.kind == "well-surrounded":
        return lambda island: p["points"] * _wells_surrounded(island, p["feature"])
    return None

def _largest_district(island: Island, colour: str, near: Neighbourhood) -> int:
    """MC-E04: the most buildings of `colour` (churches aside) in one group of its spaces side by side."""
    covered = island.covered
    spaces = {c for c, covering in covered.items() if covering.piece.colour == colour and not covering.piece.church}
    return max((len({covered[c].placement for c in group}) for group in near.grouped(spaces)), default=0)

def _churches_served(island: Island, colours: frozenset[str]) -> int:
    """MC-E05: the churches beside buildings of every one of `colours` (each piece by its placement, as the
    score sheet's scoring takes them)."""
    covered, neighbours = island.covered, island.board.grid.neighbours
    pieces = {covering.placement: covering.piece for covering in covered.values()}
    spaces: dict[int, list[Cell]] = {}
    for cell, covering in covered.items():
        spaces.setdefault(covering.placement, []).append(cell)
    served = 0
    for placement, piece in pieces.items():
        if piece.church:
            touching = {covered[n].placement for c in spaces[placement] for n in neighbours(c)
                        if n in covered and covered[n].placement != placement}
            served += colours <= {pieces[t].colour for t in touching}
    return served

def _wells_surrounded(island: Island, feature: str) -> int:
    """MC-E06: the uncovered spaces of `feature` whose every side is a space of a different building."""
    covered, neighbours = island.covered, island.board.grid.neighbours
    found = 0
    for well in island.board.features.get(feature, {}):
        sides = neighbours(well)
        found += well not in covered and len({covered[c].placement for c in sides if c in covered}) == len(sides)
    return found

def counts_districts(p: Params) -> bool:
    """Whether `Districts` can count a `groups` entry (CountedEnd and Foresight both ask it): its ceiling known,
    the spaces of its groups counted as they are (no `of`), next to nothing in particular (no `touching`)."""
    return groups_bounded(p) and p.get("of") is None and p.get("touching") is None

class Districts:
    """LG-15 `groups` (per unit, or once to the most) counted: the connected groups of the spaces where its
    condition holds, as composable's measure finds them; the other players' count as logged."""

    def __init__(self, item: ScoringItem, solo: Solo) -> None:
        p = self.params = item.params
        self.where, self.size, self.points, self.per = p["where"], p["size"], int(p["points"]), p["per"]
        self.near = neighbourhood(solo)
        self.others = measured_by_others(item, solo)

    def __call__(self, island: Island) -> int:
        return self.over(set(where_set(self.where, island)), island)

    def over(self, cells: set[Cell], island: Island | None) -> int:
        """What the entry gives where its condition holds on `cells` (`island`: the board, to count its
        pieces; None where it counts spaces or groups)."""
        groups = [g for g in self.near.grouped(cells) if len(g) >= self.size]
        if self.params["largest"]:
            groups = sorted(groups, key=len, reverse=True)[:1]
        units = [1 if self.per == "group" else len({island.covered[c].placement for c in g if c in island.covered})
                 if self.per == "piece" and island is not None else len(g) for g in groups]
        total = sum(units)
        if not total or (self.params.get("most") and total < self.others):
            return 0
        return self.points if self.params.get("most") else self.points * total

def valuing(solo: Solo) -> Callable[[Position], int]:
    """What a position of `solo` would score were the episode to end now: counted where the ruleset's end
    allows (CountedEnd), else Solo.ending."""
    counted = CountedEnd(solo)
    return counted.value if counted.known else solo.ending
