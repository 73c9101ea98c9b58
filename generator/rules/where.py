"""Conditions on spaces (`Where`): what placement limits and scoring items ask of a space."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from generator.geometry import Cell
from generator.model import Where
from generator.rules.island import Island

Test = Callable[[Island, Cell], bool]


@cache
def test(where: Where) -> Test:
    """`where` as one function that asks only what the condition says (scoring asks it of every
    space, many times an episode); made once per condition, which is immutable data."""
    checks: list[Test] = []
    if where.terrain:  # .get: a space off the board has no terrain, so this also keeps to the board
        checks.append(lambda island, cell: island.board.terrain.get(cell) in where.terrain)
    if where.feature:
        if len(where.feature) == 1:
            (feature,) = where.feature
            checks.append(lambda island, cell: bool(island.board.features.get(feature, {}).get(cell)))
        else:
            checks.append(lambda island, cell: any(island.board.features.get(f, {}).get(cell) for f in where.feature))
    if where.region is not None:
        region = where.region  # a name of its own, so that the lambda keeps it narrowed to str
        checks.append(lambda island, cell: cell in island.board.regions.get(region, ()))
    if where.covered:  # covered spaces are the board's
        checks.append(lambda island, cell: cell in island.covered)
    if not checks:  # nothing above keeps the condition to the board: say it
        checks.append(lambda island, cell: cell in island.board.terrain)
    if where.covered is False:
        checks.append(lambda island, cell: cell not in island.covered)
    if where.edge is not None:
        checks.append(lambda island, cell: (cell in island.edges()) == where.edge)
    if where.symbol is not None:
        checks.append(lambda island, cell: island.symbol(cell) == where.symbol)
    if where.colour is not None:
        checks.append(lambda island, cell: cell in island.covered and island.covered[cell].piece.colour == where.colour)
    if where.piece is not None:
        back = 1 if where.piece == "new" else 2
        checks.append(lambda island, cell: cell in island.covered  # a feature acting as a piece was never placed
                      and island.covered[cell].placement == island.placements - back >= 0)
    if where.next_to is not None:
        inner = where.next_to
        checks.append(lambda island, cell: cell in beside(inner, island))
    return _all(checks)


def beside(where: Where, island: Island) -> frozenset[Cell]:
    """Every space sharing a side with a space of `island` where `where` holds now, worked out once
    per board state: asking a nested next_to of each neighbour instead costs a power of the neighbours
    per level (issue 31: 8 levels took 36 s); a set costs one pass over the board per level."""
    key = (id(where), "beside")  # the condition lives as long as its ruleset; hashing a deep one costs its size
    kept = _kept(where, island)
    found = kept.get(key)
    if found is None:
        neighbours = island.board.grid.neighbours
        found = kept[key] = frozenset(n for c in where_set(where, island) for n in neighbours(c))
    return found


def where_set(where: Where, island: Island) -> frozenset[Cell]:
    """Every space of `island` where `where` holds now, worked out once per board state (once per
    episode for a condition of the board alone)."""
    key = (id(where), "at")
    kept = _kept(where, island)
    found = kept.get(key)
    if found is None:
        holds_at = test(where)
        found = kept[key] = frozenset(c for c in _within(where, island) if holds_at(island, c))
    return found


def holds(where: Where, island: Island) -> Callable[[Cell], bool]:
    """Whether `where` holds at a space of `island` now: a look-up in `where_set` where that set holds
    every space the condition can hold on (a walk over groups asks it of each space and its neighbours),
    else the condition's test."""
    if where.terrain or where.covered or where.next_to is not None or not (where.feature or where.region is not None):
        return where_set(where, island).__contains__
    holds_at = test(where)
    return lambda cell: holds_at(island, cell)


def _kept(where: Where, island: Island) -> dict[tuple[int, str], frozenset[Cell]]:
    """Where an answer about `where` is kept: for the episode when it asks only the board (terrain,
    features, regions, edges: they do not change during an episode), else until the next placement."""
    return island.fixed if of_the_board(where) else island.held


@cache
def of_the_board(where: Where) -> bool:
    """Whether `where` asks nothing a placement changes (covered, the pieces, their symbols or colours)."""
    placed = where.covered is not None or where.piece is not None or where.symbol is not None or where.colour is not None
    return not placed and (where.next_to is None or of_the_board(where.next_to))


def _within(where: Where, island: Island) -> Iterable[Cell]:
    """The spaces `where` can hold on, the fewest known without asking each: those beside what it
    must be next to, the covered ones, the board's covered ones (a symbol, a colour or a piece is only
    shown by a piece), or the whole board."""
    if where.next_to is not None:
        return beside(where.next_to, island)
    if where.covered:
        return island.covered
    if where.symbol is not None or where.colour is not None or where.piece is not None:
        return island.covered.keys() & island.board.terrain.keys()
    return island.board.terrain


def _all(checks: list[Test]) -> Test:
    """One test that every check passes, written out for the usual few (a call per check, no loop)."""
    if len(checks) == 1:
        return checks[0]
    if len(checks) == 2:
        first, second = checks
        return lambda island, cell: first(island, cell) and second(island, cell)
    if len(checks) == 3:
        first, second, third = checks
        return lambda island, cell: first(island, cell) and second(island, cell) and third(island, cell)
    head, rest = checks[0], _all(checks[1:])
    return lambda island, cell: head(island, cell) and rest(island, cell)
