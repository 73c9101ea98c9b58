"""The search's foresight adds a placement's own points up space by space (generator/analysis/foresight.Foresight,
`_own_of` and `_space`, issue 32 part 5): MI-R05's symbols on a terrain and the end's units a placement covers
(MI-R06's beaches, MC-R06's trees, rocks and empty spaces) are each a sum over its spaces, worked out once per
space and symbol, while LG-15's `count` entries are reckoned over the whole placement (`placed.Placed`). Whatever
the ruleset, what a placement adds (its points, the gains the cap may meet, its spaces by the symbol shown) is
what the plain reckoning of the whole placement finds, on both games' tiny boards."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.foresight import GROUPED, Foresight
from generator.analysis.placed import END, Placed, end_units
from generator.geometry import Cell
from generator.load.nodes import load_file, load_text
from generator.model import Piece, Term
from generator.rules.placement import Placement
from generator.rules.solo import Position, Solo
from generator.validate.board import read_board
from generator.validate.pieces import read_catalogue
from generator.vocabulary.reader import Reader
from helpers import FIXTURES, chapter, every_position, generated_episode, tiny_games

GAMES: dict[str, tuple[Any, Any, Any, Any]] = tiny_games()
SYMBOLS = """
name: {en: Symbols on terrains}
buildable: [beach, heath, palm]
first_piece: {covers: beach}
adjacency: matching-symbol
pass_points: -1
immediate:
  - {kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}
  - {kind: symbol-group, symbol: house, size: 3, points: 2}
  - {kind: symbol-on-terrain, symbol: field, terrain: palm, points: -1}
  - {kind: symbol-on-terrain, symbol: wall, terrain: heath, points: 2}
end:
  - {kind: largest-group, symbol: field, points: 2}
  - {kind: visible-terrain, terrain: beach, points: -1}
  - {kind: visible-terrain, terrain: palm, points: 1}
  - {kind: visible-feature, feature: square, points: 2}
"""
"""MI-R05's symbols on three terrains (the tiles of `_doubled`, with double houses), a gain beside losses, a group waited for (the spaces by symbol read), the end's
beaches lost and palms and a square kept."""
COUNTS = """
name: {en: Counts}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
deck: [buildings]
own_rules:
  T-1: {en: Each building next to the well scores 1}
  T-2: {en: Each yellow space on the gold scores 2}
immediate:
  - {kind: count, where: {piece: new, next_to: {feature: well}}, count: pieces, points: 1, rule: T-1}
  - {kind: count, where: {colour: yellow, feature: gold}, count: features, points: 2, rule: T-2}
end:
  - {kind: visible-feature, feature: tree, points: 1}
  - {kind: visible-feature, feature: rock, points: -1}
  - {kind: empty-buildable, points: -1, with_features: true}
"""
"""LG-15's counts over a whole building (its piece next to the well, its features on the gold) beside MC-R06's end."""


def _doubled() -> tuple[Any, Any, Any]:
    """The tiny island's game, board and tiles with a second house sticker (a symbol with `double_of`) on two
    tiles: a double house, a house shown twice."""
    game = GAMES["my-island"][0]
    game = game._replace(symbols={**game.symbols, "double-house": Term("double-house", {"en": "double house"}, double_of="house")})
    tiles = (FIXTURES / "my-island/pieces/tiny.yaml").read_text()
    for tile in ('1: {cells: {"0,0": house', '5: {cells: {"0,0": house'):
        tiles = tiles.replace(tile, tile.replace("house", "double-house"))
    reader = Reader()
    found = (game, read_board(reader, load_file(FIXTURES / "my-island/boards/tiny.yaml"), game),
             read_catalogue(reader, load_text(tiles, "tiny.yaml"), game))
    assert not reader.problems and found[1].doubles and "double-house" in dict(found[2].pieces["5"].cells).values()
    return found


GAMES["my-island symbols"] = (*_doubled(), chapter(GAMES["my-island"][0], "symbols", SYMBOLS))
GAMES["my-city counts"] = (*GAMES["my-city"][:3], chapter(GAMES["my-city"][0], "counts", COUNTS))
ROUNDS = 8
SLOW = settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _reckoned(solo: Solo, pos: Position, move: Placement, piece: Piece, by_symbol: bool) -> tuple[int, int, dict[str, list[Cell]]]:
    """What `move` adds, reckoned over the whole placement: each immediate entry's points (a symbol on a terrain
    counted here, a double symbol twice; `Placed` for the others), less each end entry's units it covers; the
    gains alone; its spaces by the symbol shown where the ruleset waits for groups (`by_symbol`)."""
    board, cells = solo.board, move.cells
    added = []
    for item, scored in zip(solo.ruleset.immediate, Placed(solo.ruleset.immediate).of(pos.player.island, cells, piece)):
        p = item.params
        if item.kind == "symbol-on-terrain":
            added.append(p["points"] * sum(2 if board.shown(s) != s else 1 for c, s in cells.items()
                                           if board.terrain.get(c) == p["terrain"] and board.shown(s) == p["symbol"]))
        elif scored is not None:
            added.append(scored[0])
    for item in solo.end_items:
        if item.kind in END:
            points, counts = end_units(item, solo)
            added.append(-points * sum(counts.get(c, 0) for c in cells))
    showing: dict[str, list[Cell]] = {}
    for cell, written in cells.items():
        if by_symbol and board.shown(written) is not None:
            showing.setdefault(board.shown(written) or "", []).append(cell)
    return sum(added), sum(p for p in added if p > 0), showing


@SLOW
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_MI_R05_LG_15_a_placements_own_points_by_space_are_the_whole_placements(data: st.DataObject, name: str) -> None:
    """From every position of a generated log, and of each round's first and last try played out, every legal
    placement's own points as the foresight adds them up are the whole placement's reckoned."""
    game, board, pieces, ruleset = GAMES[name]
    result = generated_episode(data, game, board, pieces, ruleset, ROUNDS)
    by_symbol = any(item.kind in GROUPED for item in ruleset.immediate) or any(item.kind == "largest-group" for item in ruleset.end)
    for player in result.players:
        solo = Solo(result, game, pieces, player.name)
        foresight = Foresight(solo)

        def placements(at: Position) -> None:
            piece = solo.piece(solo.round(at).card)
            for move in solo.choices(at) if piece is not None else ():
                if isinstance(move, Placement):
                    own = foresight._own_of(at, move, piece)
                    assert (own.points, own.rise, own.shown) == _reckoned(solo, at, move, piece, by_symbol), (name, move)

        every_position(solo, placements)
