"""What a placement scores by the entries its own spaces decide, worked out once per way a piece is put
down (`Placed`), and which entries are of that kind (`additive`), shared by part 1's ceiling and counted
play-outs and the search's foresight (issue 32, part 5)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from generator.analysis.prospect import Covered
from generator.analysis.reach import PLAIN, could_hold
from generator.geometry import Cell
from generator.model import Board, Params, Piece, ScoringItem, Where
from generator.rules.island import Island
from generator.rules.placement import Placement
from generator.rules.solo import Move, Position, Solo
from generator.rules.token import Token
from generator.rules.where import of_the_board

IMMEDIATE = frozenset({"symbol-on-terrain"})
"""Immediate kinds whose points a placement's own spaces decide, on any board it fits."""

END = frozenset({"visible-terrain", "visible-feature", "empty-buildable"})
"""End kinds that count what stays uncovered among spaces fixed by the board."""

def credited(placed: Placed, solo: Solo, pos: Position, move: Move, piece: Piece) -> tuple[Token, Mapping[str, int]]:
    """The player's token and counters once `move` (of `piece`) is played from `pos`, as the replay credits the
    immediate entries of `placed` (each `additive`), item by item (C-1), or the pass; the position is left as it is."""
    p = pos.player
    token = Token(p.token.value, p.token.cap, p.token.debt, p.token.capped)
    counters = p.island.counters
    if isinstance(move, Placement):
        counters = dict(counters)
        for scored in placed.of(p.island, move.cells, piece):
            points, added = scored or (0, {})
            for name, amount in added.items():
                counters[name] = counters.get(name, 0) + amount
            if points:
                token.add(points)
    elif move == "pass":
        token.add(solo.ruleset.pass_points)
    return token, counters

class Placed:
    """What each entry of `items` whose points a placement's own spaces decide (`additive`) gives a placement
    and adds to the counters, as the replay scores it (None for any other entry). On any board the placement
    fits that is the same (what such an entry asks is the placement's spaces, its piece and the board, which
    does not change in an episode), so it is worked out once per way a piece is put down, for every position
    that puts it so: the search's children, part 1's tries and their play-outs ask the same few thousand
    placements some five times each. Kept by everything it depends on (the piece, the spaces and their
    symbols), for one player's episode: nothing it holds can go stale."""

    def __init__(self, items: Sequence[ScoringItem]) -> None:
        self._items = [item if additive(item) else None for item in items]
        self._known: dict[tuple[Piece, tuple[tuple[Cell, str | None], ...]], list[tuple[int, dict[str, int]] | None]] = {}

    def of(self, island: Island, cells: Mapping[Cell, str | None], piece: Piece) -> list[tuple[int, dict[str, int]] | None]:
        """Each entry's points and counters added for a placement of `piece` on `cells` of `island`'s board, in
        the entries' order (the counters are shared: read them, never change them)."""
        key = (piece, tuple(cells.items()))
        found = self._known.get(key)
        if found is None:
            found = self._known[key] = [None if item is None else _placed(item, island, cells, piece) for item in self._items]
        return found

def _placed(item: ScoringItem, island: Island, cells: Mapping[Cell, str | None], piece: Piece) -> tuple[int, dict[str, int]]:
    """What an immediate entry whose points a placement's own spaces decide (`additive`) gives a placement
    of `piece` on `cells` of `island`, and what it adds to the counters, as the replay scores it."""
    if item.kind in IMMEDIATE:
        return _symbols_on_terrain(item.params, island, cells), {}
    return _counted_placed(item.params, island, cells, piece)

def _symbols_on_terrain(p: Params, island: Island, cells: Mapping[Cell, str | None]) -> int:
    """The points of a `symbol-on-terrain` entry for a placement on `cells`: its spaces' (`symbol_on_terrain`)."""
    board = island.board
    return sum([symbol_on_terrain(p, board, c, s) for c, s in cells.items()])

def symbol_on_terrain(p: Params, board: Board, cell: Cell, written: str | None) -> int:
    """The points of a `symbol-on-terrain` entry for a space of a placement, `written` on `cell`: where it lies on
    the entry's terrain and shows its symbol, a double symbol counting twice."""
    if board.terrain.get(cell) != p["terrain"]:
        return 0
    seen = board.shown(written)
    return 0 if seen != p["symbol"] else p["points"] * (2 if seen != written else 1)

def _counted_placed(p: Params, island: Island, cells: Mapping[Cell, str | None], piece: Piece) -> tuple[int, dict[str, int]]:
    """The points and counters a `count` entry gives a placement of `piece` on `cells`: its units times
    each; nothing where it counts none, or gives nothing at all (no points, circles, counters or change)."""
    units = _units(p, island, _held(p["where"], island, cells, piece))
    added = {name: amount * units for name, amount in (p.get("add") or {}).items() if amount * units}
    if not units or not (p["points"] or p["circles"] or added or p.get("change")):
        return 0, {}
    return p["points"] * units, added

def _held(where: Where, island: Island, cells: Mapping[Cell, str | None], piece: Piece) -> list[tuple[Cell, str | None]]:
    """The spaces of a placement of `piece` on `cells` (with their symbols) where `where` would hold once
    covered; none where it asks for spaces left uncovered."""
    if where.covered is False:
        return []
    shown = island.board.shown
    return [(c, s) for c, s in cells.items() if could_hold(where, island, c, Covered(shown(s), piece))]

def _units(p: Params, island: Island, held: list[tuple[Cell, str | None]]) -> int:
    """What a `count` entry counts over the spaces `held`: the piece once, its symbols (a double symbol, a
    second sticker, twice), its board features (those `where` names, else all), else its spaces."""
    board = island.board
    if p["count"] == "pieces":
        return 1 if held else 0
    if p["count"] == "symbols":
        return sum(2 if board.shown(s) != s else 1 for _c, s in held if board.shown(s))
    if p["count"] == "features":
        features = p["where"].feature or frozenset(board.features)
        return sum(board.features.get(f, {}).get(c, 0) for c, _s in held for f in features)
    return len(held)

def end_units(item: ScoringItem, solo: Solo) -> tuple[int, Mapping[Cell, int]]:
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

def has_effects(item: ScoringItem) -> bool:
    """Whether an entry does more than give its points: counters, a board change, once per campaign (circles
    do not move the token)."""
    return any(item.params.get(key) for key in ("add", "set", "counters", "change", "once"))

def additive(item: ScoringItem) -> bool:
    """Whether an immediate entry gives a placement what its own spaces decide, on any board it fits:
    what a later logged placement scores wherever it still fits is what it scored as played."""
    if item.kind in IMMEDIATE:
        return not has_effects(item)
    p = item.params
    return item.kind == "count" and not any(p.get(key) for key in PLAIN) and p.get("set") is None \
        and all(p.get(key) is None for key in ("at_least", "at_most", "exactly")) and _own(p["where"])

def _own(where: Where) -> bool:
    """Whether `where`, asked of the spaces of the piece just placed, asks only those spaces and the board."""
    return where.piece in (None, "new") and (where.next_to is None or of_the_board(where.next_to))

def counters_kept(solo: Solo, adding: list[ScoringItem]) -> bool:
    """Whether the counters move only as the ceiling counts them: added to by entries that add up over a
    placement's own spaces, read only by `counter` entries at the end (each has its ceiling)."""
    return not any(item.params.get(key) for item in solo.ruleset.immediate + solo.end_items
                   for key in ("set", "if") if item not in adding) \
        and not any(item.params.get("add") for item in (*solo.ruleset.immediate, *solo.end_items) if item not in adding)
