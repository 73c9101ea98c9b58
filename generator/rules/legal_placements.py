"""Every legal placement of a piece now (MI-R01..R04, MC-R01..R05), found all at once on the board's spaces as bits
(shapes.py), and what a misplaced piece's player could do instead (`hint`)."""

from __future__ import annotations

from functools import cache

from generator.base.records import NamedTuple
from generator.geometry import Cell, Grid
from generator.model import Piece, Ruleset
from generator.rules.findings import Finding
from generator.rules.island import Island
from generator.rules.placement import Placement, barred, crosses, is_legal, orient, placed_well, rotated
from generator.rules.shapes import Layout
from generator.rules.where import where_set


def rotations_at(island: Island, piece: Piece, ruleset: Ruleset, first: bool, anchor: Cell) -> list[int]:
    """The rotations in which `piece` may be placed with its anchor on `anchor` now."""
    grid = island.board.grid
    return [rotation for rotation in range(grid.rotations)
            if is_legal(island, orient(piece, grid, anchor, rotation).cells, ruleset, first)]


def hint(island: Island, piece: Piece, ruleset: Ruleset, first: bool, anchor: Cell) -> Finding:
    """What the player could do instead: the legal rotations at `anchor`, else the nearest legal anchors."""
    grid = island.board.grid
    here = rotations_at(island, piece, ruleset, first, anchor)
    if here:
        return Finding("legal-rotations", {"cell": grid.name(anchor), "rotations": tuple(f"r{r}" for r in here)}, len(here))
    anchors: dict[Cell, list[int]] = {}
    for placement in legal_placements(island, piece, ruleset, first):
        anchors.setdefault(placement.anchor, []).append(placement.rotation)
    if not anchors:
        return Finding("no-legal-placement", {"piece": piece.id})
    nearest = sorted(anchors, key=lambda c: (_steps(grid, anchor, c), grid.to_map(c)))[:3]
    listed = tuple(f"{grid.name(c)} ({', '.join(f'r{r}' for r in anchors[c])})" for c in nearest)
    return Finding("nearest-anchors", {"cell": grid.name(anchor), "anchors": listed})


def _steps(grid: Grid, a: Cell, b: Cell) -> int:
    """Spaces between two cells: hex distance in axial coordinates, or squares counted along the sides."""
    dq, dr = b[0] - a[0], b[1] - a[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2 if grid.kind == "hex" else abs(dq) + abs(dr)


def legal_placements(island: Island, piece: Piece, ruleset: Ruleset, first: bool) -> list[Placement]:
    """Every distinct legal way to place `piece` now, by anchor cell then rotation."""
    board = island.board
    grid, order, rank = board.grid, island.reading_order(), island.rank()
    steps = _steps_of(grid, piece.cells)
    layout = island.shapes.layout(max(steps.margin, 1))  # a side's neighbour is a step away
    space, near = _spaces(island, piece, ruleset, first, layout)
    turns, oriented, twins = grid.rotations, island.shapes.of(piece.cells), _twins(grid, piece.cells)
    found = []
    for number in _fitting(_shifts(grid, piece.cells, layout.width), layout, space, near, turns):
        placement = oriented.get(number, _UNSEEN)
        if placement is _UNSEEN:
            placement = oriented[number] = _on_board(island, piece, order[number // turns], number % turns)
        if placement is None:
            continue  # it crosses the river
        if first and not placed_well(island, placement.cells, ruleset, first):
            continue  # (later, a space of it lies where the adjacency needs one, if it needs any)
        if twins[placement.rotation] and _twin_before(placement, number, twins[placement.rotation], layout, space, rank, turns):
            continue  # a symmetric piece lands the same way twice: the first in order is kept
        found.append(placement)
    return found


_UNSEEN = Placement((0, 0), -1, {})
"""What `Shapes.of` holds for a way to put a piece on the board that nobody asked for yet."""


def _spaces(island: Island, piece: Piece, ruleset: Ruleset, first: bool, layout: Layout) -> tuple[int, dict[str | None, int] | None]:
    """The board state as bits (its covered spaces as the board keeps them, Island.bits): the spaces a piece
    may cover now, whatever touches them (buildable, uncovered, not barred by `may_not_cover`), and per symbol
    the piece shows, those of them where a space showing it must lie (beside a space showing it, MI-R02; beside
    a building, MC-R02; where the first piece must cover); None where any will do."""
    bits, board = layout.bits, island.board
    covered, showing = island.bits(layout)  # (kept by the board as pieces are placed)
    space = island.shapes.buildable(ruleset.buildable, layout) & ~covered
    if ruleset.may_not_cover:
        space &= ~layout.mask(c for c in barred(island, ruleset) if c in bits)
    symbols = {symbol for _offset, symbol in piece.cells}
    if first:
        if ruleset.first_covers is None:
            return space, None
        held = space & layout.mask(c for c in where_set(ruleset.first_covers, island) if c in bits)
        return space, dict.fromkeys(symbols, held)
    sides = _sides(board.grid, layout.width)
    if ruleset.adjacency == "matching-symbol":  # MI-R02
        beside = {symbol: space & _around(showing.get(board.shown(symbol), 0), sides)
                  if board.shown(symbol) is not None else 0 for symbol in symbols}
        return space, beside
    if ruleset.adjacency == "any-building":  # MC-R02
        return space, dict.fromkeys(symbols, space & _around(covered, sides))
    return space, None


def _fitting(shifts: _Shifts, layout: Layout, space: int, near: dict[str | None, int] | None, turns: int) -> list[int]:
    """The anchors and rotations where every space of the piece is in `space` (buildable, uncovered, not
    barred), its anchor first of all, and, where `near` gives the spaces one of them must lie on given the
    symbol it shows (the adjacency, or the first piece's condition), one does: numbered anchor in reading
    order, then rotation, in that order. Asked of every anchor of a rotation at once: the spaces as bits
    shifted by each offset of the turned piece and ANDed (shapes.py), lifted first so that every shift is one
    way (_Shifts)."""
    if not space:
        return []
    found: list[int] = []
    ranks, lift = layout.ranks, shifts.lift
    wide = space << lift
    lifted = None if near is None else {symbol: mask << lift for symbol, mask in near.items() if mask}
    for rotation, offsets in enumerate(shifts.turned):
        anchors = space
        for step, _symbol in offsets:
            anchors &= wide >> step
        if anchors and lifted is not None:
            touching = 0
            for step, symbol in offsets:
                if symbol in lifted:
                    touching |= lifted[symbol] >> step
            anchors &= touching
        while anchors:
            low = anchors & -anchors
            anchors ^= low
            found.append(ranks[low.bit_length() - 1] * turns + rotation)
    return sorted(found)


def _around(mask: int, around: _Shifts) -> int:
    """The bits of the spaces beside one set in `mask`: `mask` shifted by each step of a space's sides (see
    _Shifts) and ORed."""
    wide, found = mask << around.lift, 0
    for step, _symbol in around.turned[0]:
        found |= wide >> step
    return found


class _Shifts(NamedTuple):
    """A piece's offsets and symbols in each rotation, each offset as how far apart in bits of a layout (Layout.step)
    the anchor and that space are, plus `lift`: a mask shifted left by `lift` bits first is then shifted right by
    each (bit i of `(mask << lift) >> step` is bit i + step - lift of `mask`, the space that offset away)."""

    lift: int
    turned: tuple[tuple[tuple[int, str | None], ...], ...]


class _Steps(NamedTuple):
    turned: tuple[tuple[tuple[Cell, str | None], ...], ...]
    """The piece's offsets and symbols in each rotation."""
    margin: int
    """The farthest an offset reaches from the anchor along an axis, in any rotation."""


@cache
def _shifts(grid: Grid, cells: tuple[tuple[Cell, str | None], ...], width: int) -> _Shifts:
    """A piece's offsets and symbols in each rotation as steps of a layout `width` bits wide (see _Shifts)."""
    turned = [[(dq + width * dr, symbol) for (dq, dr), symbol in shape] for shape in _steps_of(grid, cells).turned]
    lift = max(0, -min(step for shape in turned for step, _symbol in shape))
    return _Shifts(lift, tuple(tuple((step + lift, symbol) for step, symbol in shape) for shape in turned))


@cache
def _sides(grid: Grid, width: int) -> _Shifts:
    """A space's sides as the steps to its neighbours in a layout `width` bits wide (see _Shifts), as one shape."""
    steps = [dq + width * dr for dq, dr in grid.directions]
    lift = max(0, -min(steps))
    return _Shifts(lift, (tuple((step + lift, None) for step in steps),))


@cache
def _steps_of(grid: Grid, cells: tuple[tuple[Cell, str | None], ...]) -> _Steps:
    turned = tuple(rotated(grid, cells, rotation) for rotation in range(grid.rotations))
    return _Steps(turned, max(max(abs(dq), abs(dr)) for shape in turned for (dq, dr), _symbol in shape))


def _on_board(island: Island, piece: Piece, anchor: Cell, rotation: int) -> Placement | None:
    """`piece` anchored on `anchor` turned `rotation` steps, or None where it would cross the board's river."""
    placement = orient(piece, island.board.grid, anchor, rotation)
    river = island.board.river
    return None if river and crosses(placement.cells, river) else placement


@cache
def _twins(grid: Grid, cells: tuple[tuple[Cell, str | None], ...]) -> tuple[tuple[tuple[int, Cell], ...], ...]:
    """Per rotation of a piece, the other rotations that cover the same spaces with the same symbols from
    another anchor, with the anchor's shift: (rotation, (dq, dr)), the same placement in that rotation
    anchored (dq, dr) away (none for a piece that no turn maps onto itself)."""
    turned = [frozenset(rotated(grid, cells, rotation)) for rotation in range(grid.rotations)]
    found = []
    for rotation, shape in enumerate(turned):
        (q, r), _symbol = min(shape)
        same = []
        for other, twin in enumerate(turned):
            (q2, r2), _symbol = min(twin)
            dq, dr = q - q2, r - r2  # a translation keeps the least offset least
            if other != rotation and frozenset(((a + dq, b + dr), s) for (a, b), s in twin) == shape:
                same.append((other, (dq, dr)))
        found.append(tuple(same))
    return tuple(found)


def _twin_before(placement: Placement, number: int, twins: tuple[tuple[int, Cell], ...], layout: Layout, space: int,
                 rank: dict[Cell, int], turns: int) -> bool:
    """Whether the same spaces and symbols are covered by a candidate earlier in order (anchor in reading
    order, then rotation) among `twins` (the placement's rotation's): its anchor, one of the same spaces,
    is in `space` as this one's are."""
    q, r = placement.anchor
    for rotation, (dq, dr) in twins:
        anchor = (q + dq, r + dr)
        if layout.bits.get(anchor, 0) & space and rank[anchor] * turns + rotation < number:
            return True
    return False
