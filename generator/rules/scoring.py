"""The catalogue of scoring rule kinds that rulesets compose (DESIGN.md "Catalogue").

Each kind declares when it applies and the rule ID it cites by default; the whole kind (its keys, its
words) is one declaration in generator/vocabulary/kinds.py, which points down here by name. The kinds of
episode 1 and the Eternal games come first; the composable kinds of envelope rules are in
generator.rules.composable.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Literal

from generator.base.records import NamedTuple
from generator.geometry import Cell
from generator.model import Params, Ruleset, ScoringItem
from generator.rules.island import Island

Score = tuple[int, dict[str, Any]]
"""Points and the facts that explain them (counts, cells, symbols) for the reason text; the facts of a
composable item may say `circles` (progress circles coloured, or erased when negative). Any, as the
item's own keys (Params) are merged into them for the reason text."""

Memory = set[Cell | str]
"""What one item already scored on one island this episode: the spaces of its groups and statues, and
'won' once a race is won, so that a later placement does not score them again."""


class Scene:
    """Everything a scoring kind may look at (a plain slotted class: a dataclass compiles its methods at
    every run's start)."""

    __slots__ = ("island", "ruleset", "new", "memory", "everyone", "race_closed", "paid", "shared")

    island: Island
    ruleset: Ruleset
    new: tuple[Cell, ...]
    """Cells covered by the placement being scored (immediate kinds)."""
    memory: Memory
    """What this item already scored on this island this episode (groups, statues)."""
    everyone: tuple[Island, ...]
    """Every player's island, for kinds compared across players."""
    race_closed: bool
    """For races across players: someone already won it in an earlier round (or episode)."""
    paid: bool
    """For `once: campaign`: this player was already given it in an earlier episode."""
    shared: dict[int, int]
    """What an item measured on each island, shared by the players' scenes of one end item (most)."""

    def __init__(self, island: Island, ruleset: Ruleset, new: tuple[Cell, ...] = (), memory: Memory | None = None,
                 everyone: tuple[Island, ...] = (), race_closed: bool = False, paid: bool = False,
                 shared: dict[int, int] | None = None) -> None:
        self.island, self.ruleset, self.new, self.everyone = island, ruleset, new, everyone
        self.memory = set() if memory is None else memory
        self.race_closed, self.paid = race_closed, paid
        self.shared = {} if shared is None else shared

    def everywhere(self) -> Scene:
        """This scene with no placement being scored: what holds now, wherever it is."""
        return Scene(self.island, self.ruleset, (), self.memory, self.everyone, self.race_closed, self.paid, self.shared)


Scorer = Callable[[Params, Scene], list[Score]]

When = Literal["immediate", "end", "any"]
"""The ruleset lists a kind may be written in: `immediate`, `end` (and `chapter_end`), or either."""


class Kind(NamedTuple):
    when: When
    rule: str
    score: Scorer
    race: bool = False
    """Won by the first players to score it; closed for everyone after that round."""


KINDS: dict[str, Kind] = {}
"""What each scoring kind computes; its keys and words are declared with it in generator/vocabulary/kinds.py."""


def kind(name: str, when: When, rule: str, *, race: bool = False) -> Callable[[Scorer], Scorer]:
    def register(fn: Scorer) -> Scorer:
        KINDS[name] = Kind(when, rule, fn, race)
        return fn
    return register


def is_race(item: ScoringItem) -> str | None:
    """'episode' or 'campaign' when only the first players to score `item` get it, else None."""
    return item.params.get("first") or ("episode" if KINDS[item.kind].race else None)


def race_key(item: ScoringItem) -> str:
    """What names a campaign race across episodes: the same entry in another chapter's ruleset is the
    same race; two entries citing the same rule are not."""
    return f"{item.rule} {item.kind} {sorted((k, repr(v)) for k, v in item.params.items())}"


def score(item: ScoringItem, scene: Scene) -> list[Score]:
    """What `item` gives on `scene`'s island, its counters already changed there: every moment
    (immediate, end, chapter_end) applies its items in the order written, each seeing what the
    earlier ones changed (DESIGN.md "One order rule")."""
    found = KINDS[item.kind].score(item.params, scene)
    if not found:  # most items give nothing for most placements
        return found
    counters = scene.island.counters
    for _points, facts in found:
        for name, amount in facts.get("counters", {}).items():
            counters[name] = counters.get(name, 0) + amount
    said = {"entry": item.params, **({"reason": item.reason} if item.reason else {})}  # the entry as written, for its words
    return [(points, {**facts, **said}) for points, facts in found]


def score_placement(island: Island, ruleset: Ruleset, cells: tuple[Cell, ...], memory: dict[int, Memory],
                    closed_races: set[int] | frozenset[int] = frozenset(),
                    campaign_races: set[str] | frozenset[str] = frozenset(),
                    paid: set[str] | frozenset[str] = frozenset()) -> list[tuple[int, ScoringItem, Score]]:
    """The ruleset's immediate points for a piece just placed on `cells`, item by item (C-1), each
    seeing the counters the earlier ones changed.

    `memory` keeps, per item index, what this island already scored (groups, statues, races won);
    `closed_races` the items someone won in an earlier round, `campaign_races` the campaign races
    (race_key) won in an earlier episode, `paid` the `once: campaign` items (race_key) this player was
    given in an earlier episode.
    """
    scored = []
    for index, item in enumerate(ruleset.immediate):
        if index not in memory:
            memory[index] = set()
        closed = index in closed_races or _won_before(item, campaign_races)
        scene = Scene(island, ruleset, cells, memory[index], race_closed=closed, paid=_paid_before(item, paid))
        scored += [(index, item, (points, {**item.params, **facts})) for points, facts in score(item, scene)]
    return scored


def score_end(island: Island, items: Sequence[ScoringItem], ruleset: Ruleset, everyone: tuple[Island, ...],
              shared: dict[int, int] | None = None, campaign_races: set[str] | frozenset[str] = frozenset(),
              paid: set[str] | frozenset[str] = frozenset()) -> list[tuple[ScoringItem, Score]]:
    """The end points of `items` for one island, in the order the ruleset lists them (C-1), each seeing
    the counters the earlier ones changed; `shared` keeps what one item measured on each island while
    every player is scored for it; `campaign_races` and `paid` as for score_placement."""
    return [(item, (points, {**item.params, **facts})) for item in items
            for points, facts in score(item, Scene(island, ruleset, everyone=everyone, shared={} if shared is None else shared,
                                                   race_closed=_won_before(item, campaign_races),
                                                   paid=_paid_before(item, paid)))]


def once_key(item: ScoringItem) -> str | None:
    """What names an item paid once in a campaign (`once: campaign`) across episodes, else None."""
    return race_key(item) if item.params.get("once") == "campaign" else None


def _won_before(item: ScoringItem, campaign_races: set[str] | frozenset[str]) -> bool:
    return bool(campaign_races) and is_race(item) == "campaign" and race_key(item) in campaign_races


def _paid_before(item: ScoringItem, paid: set[str] | frozenset[str]) -> bool:
    return bool(paid) and once_key(item) in paid


# --- immediate ------------------------------------------------------------------------------

@kind("symbol-on-terrain", "immediate", "MI-R05")
def _symbol_on_terrain(p: Params, s: Scene) -> list[Score]:
    symbol, on, terrain, covered = p["symbol"], p["terrain"], s.island.board.terrain, s.island.covered
    cells, shown = [], 0
    for c in s.new:  # one loop, asked of every placement of a replay
        covering = covered.get(c)
        if covering is not None and covering.symbol == symbol and terrain.get(c) == on:
            cells.append(c)
            shown += covering.times  # a double symbol counts twice
    return [(p["points"] * shown, {"count": shown, "cells": cells})] if cells else []


@kind("symbol-group", "immediate", "MI-E03")
def _symbol_group(p: Params, s: Scene) -> list[Score]:
    scores = []
    for group in s.island.symbol_groups(p["symbol"], among=s.new):
        # a group holding any cell of a scored group carries that group's cube (MI-E03)
        if len(group) >= p["size"] and not group & s.memory:
            s.memory |= group
            scores.append((p["points"], {"count": len(group), "cells": s.island.in_reading_order(group)}))
    return scores


@kind("road-to-sea", "immediate", "MI-E04")
def _road_to_sea(p: Params, s: Scene) -> list[Score]:
    island = s.island
    if not any(island.symbol(c) == p["symbol"] for c in s.new):  # a road this piece finishes runs through it
        return []
    neighbours = island.board.grid.neighbours
    # a road through this piece is a group of its symbol holding a new space: only a statue beside one can score
    beside = {n for group in island.symbol_groups(p["symbol"], among=s.new) for c in group for n in neighbours(c)}
    scores = []
    for statue in island.in_reading_order(island.board.features.get(p["feature"], {})):
        if statue in s.memory or statue in island.covered or statue not in beside:
            continue
        starts = neighbours(statue)
        road = island.region(starts, lambda c: island.symbol(c) == p["symbol"])
        if road & set(s.new) and any(island.board.terrain[c] == p["terrain"] for c in road):
            s.memory.add(statue)
            scores.append((p["points"], {"cells": [statue]}))
    return scores


@kind("first-to-cover-all", "immediate", "MC-E07", race=True)
def _first_to_cover_all(p: Params, s: Scene) -> list[Score]:
    cells = s.island.board.features.get(p["feature"], {})
    if s.race_closed or s.memory or not cells or not set(s.new) & cells.keys():
        return []
    if all(c in s.island.covered for c in cells):
        s.memory.add("won")
        return [(p["points"], {"cells": s.island.in_reading_order(cells)})]
    return []


# --- end ------------------------------------------------------------------------------------

@kind("visible-terrain", "end", "MI-R06")
def _visible_terrain(p: Params, s: Scene) -> list[Score]:
    covered = s.island.covered
    cells = [c for c in s.island.terrain_cells(p["terrain"]) if c not in covered]
    return [(p["points"] * len(cells), {"count": len(cells), "cells": s.island.in_reading_order(cells)})] if cells else []


@kind("visible-feature", "end", "MC-R06")
def _visible_feature(p: Params, s: Scene) -> list[Score]:
    counts, terrain, covered = s.island.board.features.get(p["feature"], {}), s.island.board.terrain, s.island.covered
    cells = [c for c in counts if c in terrain and c not in covered]  # the spaces showing it that no piece covers
    total = sum(counts[c] for c in cells)
    return [(p["points"] * total, {"count": total, "cells": s.island.in_reading_order(cells)})] if total else []


@kind("empty-buildable", "end", "MC-R06")
def _empty_buildable(p: Params, s: Scene) -> list[Score]:
    board = s.island.board
    featured = {c for counts in board.features.values() for c in counts}
    cells = [c for c in s.island.uncovered() if board.terrain[c] in s.ruleset.buildable
             and (p["with_features"] or c not in featured)]
    return [(p["points"] * len(cells), {"count": len(cells), "cells": s.island.in_reading_order(cells)})] if cells else []


@kind("largest-group", "end", "MI-E05")
def _largest_group(p: Params, s: Scene) -> list[Score]:
    mine = s.island.largest_group(p["symbol"])
    best = max(other.largest_group(p["symbol"]) for other in s.everyone)
    return [(p["points"], {"count": mine})] if mine and mine == best else []


def _building_groups(island: Island, colour: str) -> list[set[int]]:
    """Groups of side-connected non-church buildings of one colour, as sets of placements."""
    covered = island.covered
    spaces = {c for c, covering in covered.items() if covering.piece.colour == colour and not covering.piece.church}
    return [{covered[c].placement for c in g} for g in island.groups(spaces.__contains__, spaces)]


@kind("largest-colour-group", "end", "MC-E04")
def _largest_colour_group(p: Params, s: Scene) -> list[Score]:
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


@kind("church-colours", "end", "MC-E05")
def _church_colours(p: Params, s: Scene) -> list[Score]:
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


@kind("well-surrounded", "end", "MC-E06")
def _well_surrounded(p: Params, s: Scene) -> list[Score]:
    island = s.island
    scores = []
    for well in island.in_reading_order(island.board.features.get(p["feature"], {})):
        sides = island.board.grid.neighbours(well)
        buildings = {island.covered[c].placement for c in sides if c in island.covered}
        if well not in island.covered and len(buildings) == len(sides):
            scores.append((p["points"], {"cells": [well]}))
    return scores


from generator.rules import composable  # noqa: F401,E402  registers the composable kinds in KINDS
