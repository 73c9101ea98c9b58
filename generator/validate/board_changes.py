"""Validate board changes: a space's terrain or features, a new space, a piece of a player's set, a
counter, a note (LG-12)."""

from __future__ import annotations

from functools import partial

from generator.geometry import Cell
from generator.load.nodes import Node
from generator.model import Board, BoardChange, Game
from generator.validate.board import not_a_cell, read_cell, read_facing
from generator.validate.context import Context, player
from generator.validate.pieces import offset, read_piece
from generator.vocabulary import keys
from generator.vocabulary.reader import Reader
from generator.vocabulary.shapes import no_term
from generator.words.editions import said
from generator.words.i18n import Message, _


def read_board_changes(r: Reader, node: Node, ctx: Context, players: list[str], episode: int) -> dict[str, tuple[BoardChange, ...]]:
    if ctx.mode == "eternal":
        r.error(node.pos, said(ctx.game, "the Eternal game keeps its board unchanged: remove board_changes"), "LG-12")
        return {}
    changes: dict[str, tuple[BoardChange, ...]] = {}
    if not node.is_map:
        r.error(node.pos, _("board_changes maps each player to a list of changes"))
        return changes
    for key, value in node.value.items():
        name = player(r, Node(key, node.keys[key]), players, ctx, episode)
        if name is not None:
            board = ctx.boards[players.index(name)]
            with r.about(player=name):
                changes[name] = tuple(r.each(value, _("board changes"), partial(read_board_change, r, ctx=ctx, board=board)))
    return changes


def _counter_change(r: Reader, node: Node, f: dict[str, Node], ctx: Context) -> BoardChange | None:
    """{counter: fish, by: -2}: a mark made or a resource spent, on a counter of the vocabulary."""
    if set(f) != {"counter", "by"}:
        r.error(node.pos, _("a counter changes as {counter: fish, by: 2} (by: -2 to spend), with nothing else"))
        return None
    counter = r.choice(f["counter"], _("counter"), ctx.game.counters, no_term("counter", ctx.game))
    by = r.integer(f["by"], "by", -99, 99)
    return BoardChange(node.pos, counter=counter, by=by) if counter is not None and by is not None else None


def read_board_change(r: Reader, node: Node, ctx: Context, board: Board | None = None) -> BoardChange | None:
    """One change, its cell read on `board` (a seat's own) or the campaign's."""
    f = r.keys(node, _("board change"), keys.BOARD_CHANGE)
    if f is None:
        return None
    if "counter" in f or "by" in f:
        return _counter_change(r, node, f, ctx)
    if "piece" in f:
        return _piece_change(r, node, f, ctx)
    if "note" in f:
        if len(f) > 1:
            r.error(node.pos, _("a note is a change of its own: {note: ...}"))
        return BoardChange(node.pos, note=r.text(f["note"], "note"))
    if not _one_space_change(f):
        r.error(node.pos, _space_change_forms(ctx.game), "LG-12")
        return None
    return _space_change(r, node, f, ctx, board or ctx.board)


def _one_space_change(f: dict[str, Node]) -> bool:
    """Whether the keys make one change of one space: a terrain (perhaps of a new space), a feature added
    (perhaps facing a side) or removed (perhaps a count of them)."""
    changes = [k for k in ("terrain", "add", "remove") if k in f]
    if "cell" not in f or len(changes) != 1 or {"stickers", "colour"} & f.keys():
        return False
    change = changes[0]
    return not (("count" in f and change == "terrain") or ("new" in f and change != "terrain")
                or ("facing" in f and change != "add"))


def _space_change_forms(game: Game) -> Message:
    """The forms of a board change, in each game's own example: My Island's statues and palm groves, My
    City's trees (never a tree on an island)."""
    if game.id == "my-island":
        return _("a board change is {cell: C4, terrain: palm}, {cell: C4, add: statue}, "
                 "{cell: C4, remove: statue} (one of them), a new space {cell: L1, terrain: beach, new: true}, "
                 "a change of a tile {piece: 7, ...} or {note: ...}")
    return _("a board change is {cell: C4, terrain: forest}, {cell: C4, add: tree}, "
             "{cell: C4, remove: tree} (one of them; `count: 2` for both trees of a double-tree space), "
             "a new space {cell: L1, terrain: green, new: true}, a change of a building {piece: 7, ...} "
             "or {note: ...}")


def _space_change(r: Reader, node: Node, f: dict[str, Node], ctx: Context, board: Board) -> BoardChange | None:
    """A change of one space, its keys known to make one (_one_space_change)."""
    new = bool(r.boolean(f["new"], "new")) if "new" in f else False
    cell = _new_space(r, f["cell"], board) if new else read_cell(r, f["cell"], board)
    terrain = r.choice(f["terrain"], _("terrain"), ctx.game.terrains) if "terrain" in f else None
    add = r.choice(f["add"], _("feature"), ctx.game.features) if "add" in f else None
    remove = r.choice(f["remove"], _("feature"), ctx.game.features) if "remove" in f else None
    count = r.integer(f["count"], "count", 1, 9) if "count" in f else 1
    facing = read_facing(r, f["facing"], board) if "facing" in f else None
    if cell is None or not (terrain or add or remove) or count is None:
        return None
    return BoardChange(node.pos, cell, terrain, add, remove, count=count, new=new, facing=facing)


def _new_space(r: Reader, node: Node, board: Board) -> Cell | None:
    """A space a board gains (an extension): named as the map would name it, not one the board has."""
    name = r.word(node, _("cell")) or ""
    cell = board.grid.parse(name)
    if cell is None:
        r.error(node.pos, not_a_cell(name, board))
    elif cell in board.terrain:
        r.error(node.pos, _("%(name)s is already a space of the board: leave out new: true to change its terrain",
                            name=name), "LG-12")
        return None
    return cell


def _piece_change(r: Reader, node: Node, f: dict[str, Node], ctx: Context) -> BoardChange | None:
    """A change to a player's set: {piece: X1, add: {cells: ...}}, {piece: 7, remove: true},
    {piece: 3, stickers: {"1,0": wall}} or {piece: R2, colour: blue} (LG-12)."""
    kinds = [k for k in ("add", "remove", "stickers", "colour") if k in f]
    if len(kinds) != 1 or set(f) - {"piece", *kinds}:
        r.error(node.pos, _("a change of a piece is {piece: X1, add: {cells: ...}}, {piece: 7, remove: true}, "
                            "{piece: 3, stickers: {\"1,0\": wall}} or {piece: R2, colour: blue}: one of them"), "LG-12")
        return None
    pid = r.word(f["piece"], _("piece"))
    if pid is None:
        return None
    if "add" in f:
        added = read_piece(r, pid, f["add"], ctx.game)
        return BoardChange(node.pos, piece=pid, added=added) if added is not None else None
    if "remove" in f:
        return BoardChange(node.pos, piece=pid, removed=True) if r.boolean(f["remove"], "remove") else None
    if "colour" in f:
        colour = r.choice(f["colour"], _("colour"), ctx.game.colours, no_term("colour", ctx.game))
        return BoardChange(node.pos, piece=pid, colour=colour) if colour is not None else None
    stickers = []
    for key, value in (f["stickers"].value.items() if f["stickers"].is_map else ()):
        symbol = r.choice(value, _("symbol"), ctx.game.symbols, no_term("symbol", ctx.game))
        if symbol is not None:
            stickers.append((offset(r, key, f["stickers"].keys[key]), symbol))
    if not f["stickers"].is_map:
        r.error(f["stickers"].pos, _("stickers maps offsets of the piece to the symbol the sticker shows, such as "
                                     "{\"1,0\": wall}"))
    return BoardChange(node.pos, piece=pid, stickers=tuple(stickers)) if stickers else None
