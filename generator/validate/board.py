"""Validate a board file: its map, legend, regions, features, river and facing, against its game."""

from __future__ import annotations

from generator.geometry import Cell, Grid, grid_for
from generator.geometry.grid import LETTERS
from generator.load.nodes import Node
from generator.model import (
    Board,
    Game,
    Pos,
)
from generator.validate.game import read_legend
from generator.vocabulary import keys
from generator.vocabulary.reader import Reader, suggest
from generator.vocabulary.terms import acting, doubles
from generator.words.i18n import Message, Named, Text, _

_COLUMNS = _("a map row has at most 99 spaces (columns 1 to 99)")

def read_board(r: Reader, node: Node, game: Game) -> Board | None:
    f = r.keys(node, _("board"), keys.BOARD)
    if f is None or not set(keys.BOARD.required) <= f.keys():
        return None
    if r.word(f["game"], "game") != game.id:
        r.error(f["game"].pos, _("this board is for '%(other)s', but the campaign plays '%(game)s'", other=f["game"].value,
                                 game=game.id))
    legend = {**game.legend, **(read_legend(r, f["legend"], game.terrains) if "legend" in f else {})}
    letters = r.choice(f["letters"], "letters", LETTERS) if "letters" in f else "rows"
    grid = grid_for(game.grid.kind, letters or "rows")
    terrain, rows, columns = _read_map(r, f["map"], legend, grid)
    board = Board(r.text(f["name"], "name") or "", grid, terrain, {}, frozenset(), rows, columns)
    features = _read_features(r, f["features"], board, game) if "features" in f else {}
    river = _read_river(r, f["river"], board) if "river" in f else frozenset()
    regions = _read_regions(r, f["regions"], board) if "regions" in f else {}
    facing = _read_facing(r, f["facing"], board) if "facing" in f else {}
    return Board(board.name, grid, terrain, features, river, rows, columns, regions, acting(game), facing, doubles(game))


def _read_facing(r: Reader, node: Node, board: Board) -> dict[Cell, int]:
    """Where the features of some spaces face: {C3: east} (a lighthouse that looks along a line)."""
    facing: dict[Cell, int] = {}
    if not node.is_map:
        r.error(node.pos, _("facing maps spaces to the direction their feature faces, such as {C3: %(direction)s}",
                            direction=board.grid.facings[0]))
        return facing
    for name, value in node.value.items():
        cell = read_cell(r, Node(name, node.keys[name]), board)
        direction = read_facing(r, value, board)
        if cell is not None and direction is not None:
            facing[cell] = direction
    return facing


def read_facing(r: Reader, node: Node, board: Board) -> int | None:
    """A direction by its name on this board's grid, as an index of grid.directions."""
    name = r.choice(node, _("direction"), board.grid.facings)
    return board.grid.facings.index(name) if name is not None else None


def _read_regions(r: Reader, node: Node, board: Board) -> dict[str, frozenset[Cell]]:
    """Named sets of spaces: cells (C4) and rectangles of the map (C3:D5, rows C to D, columns 3 to 5)."""
    regions: dict[str, frozenset[Cell]] = {}
    if not node.is_map:
        r.error(node.pos, _("regions maps each region's name to its spaces, such as {east-bank: [A6, A7, \"B6:K11\"]}"))
        return regions
    for name, value in node.value.items():
        cells: set[Cell] = set()
        for item in r.items(value, _("region '%(name)s'", name=name)):
            text = r.word(item, _("space")) or ""
            if ":" in text:
                cells |= _rectangle(r, item, text, board)
            else:
                cell = read_cell(r, item, board)
                cells |= {cell} if cell is not None else set()
        regions[name] = frozenset(cells)
    return regions


def _rectangle(r: Reader, node: Node, text: str, board: Board) -> set[Cell]:
    """The spaces of the map between two corners, which need not be spaces themselves (A1 may be sea)."""
    parsed = [board.grid.parse(part) for part in text.split(":", 1)]
    corners = [c for c in parsed if c is not None]
    if len(corners) != len(parsed):
        r.error(node.pos, not_a_cell(text, board))
        return set()
    (top, left), (bottom, right) = sorted(board.grid.to_map(c) for c in corners)
    left, right = min(left, right), max(left, right)
    return {c for c in board.terrain if top <= board.grid.to_map(c)[0] <= bottom and left <= board.grid.to_map(c)[1] <= right}


def _read_map(r: Reader, node: Node, legend: dict[str, str], grid: Grid) -> tuple[dict[Cell, str], int, int]:
    terrain: dict[Cell, str] = {}
    text = r.text(node, "map") or ""
    written = [(offset, line) for offset, line in enumerate(text.splitlines()) if line.strip()]
    lines = [line for _offset, line in written]
    if len(lines) > 26:
        r.error(node.pos, _("a map has at most 26 rows (A to Z), this one has %(n)s", n=len(lines)))
    def at(row: int, column: int) -> Pos:
        """Where a row's token is written: on its own line of a block scalar ('map: |'), `column`
        counted in that line's text; a quoted map ("b b\\n b h") has every row on its value's line."""
        if not node.block:
            return node.pos
        return Pos(node.pos.file, node.pos.line + 1 + written[row][0], node.indent + column)

    columns = 0
    for row, line in enumerate(lines[:26]):
        tokens = line.split()
        if len(tokens) > 99:
            r.error(at(row, 1), _COLUMNS)
            tokens = tokens[:99]
        columns = max(columns, len(tokens))
        for col, token in enumerate(tokens):
            if token == ".":
                continue
            if token not in legend:
                r.error(at(row, line.find(token) + 1),
                        _("map token '%(token)s' is not in the legend%(hint)s", token=token, hint=suggest(token, legend)))
                continue
            terrain[grid.from_map(row, col)] = legend[token]
    if not terrain:
        r.error(node.pos, _("the map has no spaces"))
    return terrain, len(lines), columns


def read_cell(r: Reader, node: Node, board: Board, what: Text = _("cell")) -> Cell | None:
    name = r.word(node, what)
    if name is None:
        return None
    cell = board.grid.parse(name)
    if cell is None:
        r.error(node.pos, not_a_cell(name, board))
        return None
    if cell not in board.terrain:
        r.error(node.pos, _("%(what)s '%(name)s' is not a space of the board '%(board)s'", what=what, name=name,
                            board=Named(board.name)))
        return None
    return cell


def not_a_cell(name: str, board: Board) -> Message:
    """What a cell name looks like on this board: its letters name rows or columns (`letters:`)."""
    if board.grid.letters == "columns":
        return _("'%(name)s' is not a cell name; on this board cells are named column letter + row number, such as K1",
                 name=name)
    return _("'%(name)s' is not a cell name; cells are named row letter + column number, such as C4", name=name)


def _read_features(r: Reader, node: Node, board: Board, game: Game) -> dict[str, dict[Cell, int]]:
    features: dict[str, dict[Cell, int]] = {}
    for name, value in (r.fields(node, "features", optional=tuple(game.features)) or {}).items():
        counts: dict[Cell, int] = {}
        if value.is_map:
            for key, count in value.value.items():
                cell = read_cell(r, Node(key, value.keys[key]), board)
                n = r.integer(count, _("count of %(feature)s on %(cell)s", feature=game.term(name) or name, cell=key), 1, 9)
                if cell is not None and n:
                    counts[cell] = n
        else:
            for item in r.items(value, _("feature '%(name)s'", name=name)):
                cell = read_cell(r, item, board)
                if cell is not None:
                    counts[cell] = counts.get(cell, 0) + 1
        features[name] = counts
    return features


def _read_river(r: Reader, node: Node, board: Board) -> frozenset[frozenset[Cell]]:
    if board.grid.kind != "square":  # said once, at the key, rather than of each edge
        r.error(node.pos, _("only My City's boards have a river: leave out this board's river key"), rule="MC-R03")
        return frozenset()
    edges = set()
    for item in r.items(node, "river"):
        text = r.word(item, _("river edge")) or ""
        sep = "|" if "|" in text else "/"
        parts = text.split(sep)
        if len(parts) != 2:
            r.error(item.pos, _("'%(text)s' is not a river edge such as A4|A5 (between horizontal neighbours) or B5/C5 "
                                "(vertical)", text=text))
            continue
        a, b = (read_cell(r, Node(p.strip(), item.pos), board) for p in parts)
        if a is None or b is None:
            continue
        expected = (1, 0) if sep == "|" else (0, 1)
        if (b[0] - a[0], b[1] - a[1]) != expected:
            r.error(item.pos, _("'%(text)s': the two cells of a river edge must be neighbours, left|right or top/bottom",
                                text=text))
            continue
        edges.add(frozenset((a, b)))
    return frozenset(edges)
