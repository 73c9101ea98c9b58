"""The catalogue of scoring rule kinds that rulesets compose (DESIGN.md "Catalogue").

Each kind declares when it applies, the rule ID it cites by default, and its parameters as
(type, default) with None for "required"; validation reads these declarations, so adding a kind
here is all it takes to make it available to rulesets.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from generator.geometry import Cell
from generator.model import Ruleset, ScoringItem
from generator.rules.island import Island

Score = tuple[int, dict[str, Any]]
"""Points and the facts that explain them (counts, cells, symbols) for the reason text."""


@dataclass(slots=True)
class Scene:
    """Everything a scoring kind may look at."""

    island: Island
    ruleset: Ruleset
    new: tuple[Cell, ...] = ()
    """Cells covered by the placement being scored (immediate kinds)."""
    memory: set[Any] = field(default_factory=set)
    """What this item already scored on this island this episode (groups, statues)."""
    everyone: tuple[Island, ...] = ()
    """Every player's island, for kinds compared across players."""
    race_closed: bool = False
    """For races across players: someone already won it in an earlier round."""


class Kind(NamedTuple):
    when: str  # "immediate" | "end"
    rule: str
    params: Mapping[str, tuple[str, Any]]
    score: Callable[[Mapping[str, Any], Scene], list[Score]]
    race: bool = False
    """Won by the first players to score it; closed for everyone after that round."""


KINDS: dict[str, Kind] = {}


def kind(name: str, when: str, rule: str, *, race: bool = False, **params: tuple[str, Any]) -> Callable:
    def register(fn: Callable[[Mapping[str, Any], Scene], list[Score]]) -> Callable:
        KINDS[name] = Kind(when, rule, params, fn, race)
        return fn
    return register


def score(item: ScoringItem, scene: Scene) -> list[Score]:
    return KINDS[item.kind].score(item.params, scene)


def score_placement(island: Island, ruleset: Ruleset, cells: tuple[Cell, ...], memory: dict[int, set[Any]],
                    closed_races: set[int] | frozenset[int] = frozenset()) -> list[tuple[int, ScoringItem, Score]]:
    """The ruleset's immediate points for a piece just placed on `cells`, item by item (C-1).

    `memory` keeps, per item index, what this island already scored (groups, statues, races won).
    """
    scored = []
    for index, item in enumerate(ruleset.immediate):
        if index not in memory:
            memory[index] = set()
        scene = Scene(island, ruleset, cells, memory[index], race_closed=index in closed_races)
        scored += [(index, item, (points, {**item.params, **facts})) for points, facts in score(item, scene)]
    return scored


def score_end(island: Island, ruleset: Ruleset, everyone: tuple[Island, ...]) -> list[tuple[ScoringItem, Score]]:
    """The ruleset's end points for one island, in the order the ruleset lists them (C-1)."""
    return [(item, (points, {**item.params, **facts}))
            for item in ruleset.end for points, facts in score(item, Scene(island, ruleset, everyone=everyone))]


# --- immediate ------------------------------------------------------------------------------

@kind("symbol-on-terrain", "immediate", "MI-R05", symbol=("symbol", None), terrain=("terrain", None), points=("int", None))
def _symbol_on_terrain(p: Mapping[str, Any], s: Scene) -> list[Score]:
    terrain = s.island.board.terrain
    cells = [c for c in s.new if s.island.symbol(c) == p["symbol"] and terrain.get(c) == p["terrain"]]
    return [(p["points"] * len(cells), {"count": len(cells), "cells": cells})] if cells else []


@kind("symbol-group", "immediate", "MI-E03", symbol=("symbol", None), size=("int", 5), points=("int", 3))
def _symbol_group(p: Mapping[str, Any], s: Scene) -> list[Score]:
    scores = []
    for group in s.island.symbol_groups(p["symbol"], among=s.new):
        # a group holding any cell of a scored group carries that group's cube (MI-E03)
        if len(group) >= p["size"] and not group & s.memory:
            s.memory |= group
            scores.append((p["points"], {"count": len(group), "cells": s.island.in_reading_order(group)}))
    return scores


@kind("road-to-sea", "immediate", "MI-E04", points=("int", 5), symbol=("symbol", "path"),
      feature=("feature", "statue"), terrain=("terrain", "beach"))
def _road_to_sea(p: Mapping[str, Any], s: Scene) -> list[Score]:
    island = s.island
    scores = []
    for statue in island.in_reading_order(island.board.features.get(p["feature"], {})):
        if statue in s.memory or statue in island.covered:
            continue
        starts = island.board.grid.neighbours(statue)
        road = island.region(starts, lambda c: island.symbol(c) == p["symbol"])
        if road & set(s.new) and any(island.board.terrain[c] == p["terrain"] for c in road):
            s.memory.add(statue)
            scores.append((p["points"], {"cells": [statue]}))
    return scores


@kind("first-to-cover-all", "immediate", "MC-E07", race=True, feature=("feature", None), points=("int", 3))
def _first_to_cover_all(p: Mapping[str, Any], s: Scene) -> list[Score]:
    cells = s.island.board.features.get(p["feature"], {})
    if s.race_closed or s.memory or not cells or not set(s.new) & cells.keys():
        return []
    if all(c in s.island.covered for c in cells):
        s.memory.add("won")
        return [(p["points"], {"cells": s.island.in_reading_order(cells)})]
    return []


# --- end ------------------------------------------------------------------------------------

@kind("visible-terrain", "end", "MI-R06", terrain=("terrain", None), points=("int", None))
def _visible_terrain(p: Mapping[str, Any], s: Scene) -> list[Score]:
    terrain = s.island.board.terrain
    cells = [c for c in s.island.uncovered() if terrain[c] == p["terrain"]]
    return [(p["points"] * len(cells), {"count": len(cells), "cells": s.island.in_reading_order(cells)})] if cells else []


@kind("visible-feature", "end", "MC-R06", feature=("feature", None), points=("int", None))
def _visible_feature(p: Mapping[str, Any], s: Scene) -> list[Score]:
    counts = s.island.board.features.get(p["feature"], {})
    cells = [c for c in s.island.uncovered() if c in counts]
    total = sum(counts[c] for c in cells)
    return [(p["points"] * total, {"count": total, "cells": s.island.in_reading_order(cells)})] if total else []


@kind("empty-buildable", "end", "MC-R06", points=("int", -1), with_features=("bool", True))
def _empty_buildable(p: Mapping[str, Any], s: Scene) -> list[Score]:
    board = s.island.board
    featured = {c for counts in board.features.values() for c in counts}
    cells = [c for c in s.island.uncovered() if board.terrain[c] in s.ruleset.buildable
             and (p["with_features"] or c not in featured)]
    return [(p["points"] * len(cells), {"count": len(cells), "cells": s.island.in_reading_order(cells)})] if cells else []


def _largest_symbol_group(island: Island, symbol: str) -> int:
    return max((len(g) for g in island.symbol_groups(symbol)), default=0)


@kind("largest-group", "end", "MI-E05", symbol=("symbol", None), points=("int", 5))
def _largest_group(p: Mapping[str, Any], s: Scene) -> list[Score]:
    mine = _largest_symbol_group(s.island, p["symbol"])
    best = max(_largest_symbol_group(other, p["symbol"]) for other in s.everyone)
    return [(p["points"], {"count": mine})] if mine and mine == best else []


def _building_groups(island: Island, colour: str) -> list[set[Cell]]:
    """Groups of side-connected non-church buildings of one colour, as sets of placements."""
    def inside(c: Cell) -> bool:
        covering = island.covered.get(c)
        return covering is not None and covering.piece.colour == colour and not covering.piece.church
    return [{island.covered[c].placement for c in g} for g in island.groups(inside)]


@kind("largest-colour-group", "end", "MC-E04", points=("int", 1), colours=("colours", ("yellow", "red", "blue")))
def _largest_colour_group(p: Mapping[str, Any], s: Scene) -> list[Score]:
    scores = []
    for colour in p["colours"]:
        size = max((len(g) for g in _building_groups(s.island, colour)), default=0)
        if size:
            scores.append((p["points"] * size, {"count": size, "colour": colour}))
    return scores


def _pieces_touching(island: Island, placement: int) -> set[int]:
    neighbours = island.board.grid.neighbours
    cells = [c for c, cov in island.covered.items() if cov.placement == placement]
    return {island.covered[n].placement for c in cells for n in neighbours(c)
            if n in island.covered and island.covered[n].placement != placement}


@kind("church-colours", "end", "MC-E05", points=("int", 3), colours=("colours", ("yellow", "red", "blue")))
def _church_colours(p: Mapping[str, Any], s: Scene) -> list[Score]:
    island = s.island
    pieces = {cov.placement: cov.piece for cov in island.covered.values()}
    scores = []
    for placement in sorted(pieces):
        if pieces[placement].church:
            touching = {pieces[t].colour for t in _pieces_touching(island, placement)}
            if set(p["colours"]) <= touching:
                cells = island.in_reading_order(c for c, cov in island.covered.items() if cov.placement == placement)
                scores.append((p["points"], {"cells": cells[:1]}))
    return scores


@kind("well-surrounded", "end", "MC-E06", points=("int", 4), feature=("feature", "well"))
def _well_surrounded(p: Mapping[str, Any], s: Scene) -> list[Score]:
    island = s.island
    scores = []
    for well in island.in_reading_order(island.board.features.get(p["feature"], {})):
        sides = island.board.grid.neighbours(well)
        buildings = {island.covered[c].placement for c in sides if c in island.covered}
        if well not in island.covered and len(buildings) == len(sides):
            scores.append((p["points"], {"cells": [well]}))
    return scores
