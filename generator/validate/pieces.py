"""Validate a piece catalogue: each tile or building, its cells (offsets from its anchor), symbols or colour."""

from __future__ import annotations

import re

from generator.geometry import Cell, Grid
from generator.load.nodes import Node
from generator.model import (
    Catalogue,
    Game,
    Piece,
    Pos,
)
from generator.vocabulary import keys
from generator.vocabulary.reader import Reader
from generator.vocabulary.shapes import no_term
from generator.words.editions import said
from generator.words.i18n import _

_OFFSET = re.compile(r"\s*(-?\d{1,2})\s*,\s*(-?\d{1,2})\s*")  # a piece spans a few spaces, a board 99 columns

def read_catalogue(r: Reader, node: Node, game: Game) -> Catalogue | None:
    f = r.keys(node, _("piece catalogue"), keys.CATALOGUE)
    if f is None or not set(keys.CATALOGUE.required) <= f.keys():
        return None
    if r.word(f["grid"], "grid") != game.grid.kind:
        r.error(f["grid"].pos, _("this catalogue is for a %(grid)s grid, but %(game)s uses a %(kind)s grid",
                                 grid=f["grid"].value, game=game.id, kind=game.grid.kind))
    pieces: dict[str, Piece] = {}
    if not f["pieces"].is_map:
        r.error(f["pieces"].pos, _("pieces must be a mapping of card ids to pieces"))
        return None
    for pid, value in f["pieces"].value.items():
        piece = read_piece(r, pid, value, game)
        if piece:
            pieces[pid] = piece
    name = r.text(f["name"], "name") if "name" in f else "pieces"
    return Catalogue(name or "pieces", game.grid, pieces)


def read_piece(r: Reader, pid: str, node: Node, game: Game) -> Piece | None:
    if pid == "block":
        r.error(node.pos, _("'block' is the blocking card's name and cannot be a piece id"))
    f = r.keys(node, _("piece %(piece)s", piece=pid), keys.PIECE)
    if f is None or "cells" not in f:
        return None
    cells: list[tuple[Cell, str | None]] = []
    if f["cells"].is_map:
        for key, symbol in f["cells"].value.items():
            cells.append((offset(r, key, f["cells"].keys[key]), r.choice(symbol, _("symbol"), game.symbols, no_term("symbol", game))))
    else:
        cells = [(offset(r, r.word(item, _("offset")) or "", item.pos), None) for item in r.items(f["cells"], "cells")]
    colour = r.choice(f["colour"], _("colour"), game.colours, no_term("colour", game)) if "colour" in f else None
    if game.colours and colour is None and "colour" not in f:
        r.error(node.pos, _("piece %(piece)s needs a colour: %(colours)s", piece=pid, colours=list(game.colours.values())))
    church = bool(r.boolean(f["church"], "church")) if "church" in f else False
    extra = bool(r.boolean(f["extra"], "extra")) if "extra" in f else False
    offsets = [c for c, _symbol in cells]
    if (0, 0) not in offsets:
        r.error(f["cells"].pos, _("piece %(piece)s must include its anchor \"0,0\"", piece=pid))
    if len(set(offsets)) != len(offsets):
        r.error(f["cells"].pos, _("piece %(piece)s lists the same offset twice", piece=pid))
    elif not _connected(set(offsets), game.grid):
        r.error(f["cells"].pos, said(game, "the cells of piece %(piece)s do not form one connected shape", piece=pid))
    return Piece(pid, tuple(cells), colour, church, extra)


def offset(r: Reader, text: str, pos: Pos) -> Cell:
    match = _OFFSET.fullmatch(str(text))
    if not match:
        r.error(pos, _("'%(text)s' is not an offset such as \"1,0\" (two whole numbers)", text=text))
        return (0, 0)
    return (int(match[1]), int(match[2]))


def _connected(cells: set[Cell], grid: Grid) -> bool:
    if not cells:
        return False
    seen, todo = set(), [next(iter(cells))]
    while todo:
        cell = todo.pop()
        if cell not in seen:
            seen.add(cell)
            todo.extend(n for n in grid.neighbours(cell) if n in cells)
    return seen == cells
