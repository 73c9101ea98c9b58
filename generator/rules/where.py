"""Conditions on spaces (`Where`): what placement limits and scoring items ask of a space."""

from __future__ import annotations

from generator.geometry import Cell
from generator.i18n import _
from generator.model import Game, Where
from generator.rules.island import Island


def holds(where: Where, island: Island, cell: Cell) -> bool:
    """Whether `where` holds for `cell` of `island` now (every part given); never off the board."""
    board = island.board
    if cell not in board.terrain or (where.terrain and board.terrain[cell] not in where.terrain):
        return False
    if where.feature and not any(board.features.get(f, {}).get(cell) for f in where.feature):
        return False
    if where.region is not None and cell not in board.regions.get(where.region, ()):
        return False
    if where.edge is not None and where.edge != on_edge(island, cell):
        return False
    covering = island.covered.get(cell)
    if where.covered is not None and where.covered != (covering is not None):
        return False
    if where.symbol is not None and (covering is None or covering.symbol != where.symbol):
        return False
    if where.colour is not None and (covering is None or covering.piece.colour != where.colour):
        return False
    if where.piece is not None:
        wanted = island.placements - (1 if where.piece == "new" else 2)
        if covering is None or covering.placement != wanted:
            return False
    if where.next_to is not None:
        near = where.next_to
        return any(holds(near, island, n) for n in board.grid.neighbours(cell))
    return True


def on_edge(island: Island, cell: Cell) -> bool:
    return any(n not in island.board.terrain for n in island.board.grid.neighbours(cell))


def matching(where: Where, island: Island) -> list[Cell]:
    """The spaces of the board for which `where` holds, in reading order."""
    return island.in_reading_order(c for c in island.board.terrain if holds(where, island, c))


def describe(where: Where, game: Game) -> object:
    """The condition in the reader's words, as a message argument: 'beach, uncovered, next to (statue)'."""
    parts: list[object] = []
    for names in (where.terrain, where.feature):
        if names:
            parts.append(_or([game.term(n) or n for n in sorted(names)]))
    if where.region is not None:
        parts.append(_("region %(region)s", region=where.region))
    for term in (where.symbol, where.colour):
        if term is not None:
            parts.append(game.term(term) or term)
    if where.covered is not None:
        parts.append(_("covered") if where.covered else _("uncovered"))
    if where.piece is not None:
        parts.append(_("by the piece just placed") if where.piece == "new" else _("by the previous piece"))
    if where.edge is not None:
        parts.append(_("on the edge") if where.edge else _("off the edge"))
    if where.next_to is not None:
        parts.append(_("next to (%(where)s)", where=describe(where.next_to, game)))
    if not parts:
        return _("any space")
    return parts  # a list: shown joined by commas, each part in the reader's language


def _or(items: list[object]) -> object:
    if len(items) == 1:
        return items[0]
    return _("%(some)s or %(last)s", some=items[:-1], last=items[-1])
