"""A logged placement that still fits is put down in a play-out, counted (Solo.play_counted) or by the replay
(Solo.play_logged), with what covers each of its spaces worked out once per round and number of pieces placed before
it (Solo._covering, Island.place_covering; issue 32 part 5): the board it leaves must be the one placing each piece
space by space leaves (Island.place, as a move of the player's own choosing is played): every space's covering (its
placement's number, piece, symbol shown and how many: MI-R02's doubles), the pieces placed, the bits, the largest
groups (MI-E05) and the signature, and by the replay the token too, for every try of every round of demo episodes
of both games, forced passes among them (LG-03), and of generated episodes of the tiny island with double houses
and of the tiny city."""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.load.nodes import load_file, load_text
from generator.model import Term
from generator.rules.island import Island
from generator.rules.solo import Position, Solo
from generator.validate.board import read_board
from generator.validate.pieces import read_catalogue
from generator.vocabulary.reader import Reader
from helpers import FIXTURES, demo_solos, generated_solos, tiny_games


@cache
def solo(campaign: str, number: int, seat: int) -> Solo:
    return demo_solos(campaign, number)[seat]


def board(island: Island) -> tuple[object, ...]:
    symbols = sorted({c.symbol for c in island.covered.values() if c.symbol})
    return (island.covered, island.placements, island.bits(island.shapes.layout(1)),
            [island.largest_group(symbol) for symbol in symbols], island.signature())


def counted(game: Solo, pos: Position) -> None:
    """The rest played out counted (no points: the caller's), each logged placement that still fits put down as known."""
    while not game.over(pos):
        game.play_counted(pos, (), {})


def placed(game: Solo, pos: Position) -> None:
    """The same, each logged placement that still fits placed piece by piece (Island.place), as any move is."""
    while not game.over(pos):
        move = game.logged(pos)
        game.play_counted(pos, (), {}, move if game.allowed(pos, move) else "pass" if game.allowed(pos, "pass") else "stop")


def doubled() -> tuple[Any, Any, Any, Any]:
    """The tiny island's game, board, tiles and ruleset, two tiles with a double house (a symbol with `double_of`)."""
    game, _board, _tiles, ruleset = tiny_games()["my-island"]
    game = game._replace(symbols={**game.symbols, "double-house": Term("double-house", {"en": "double house"}, double_of="house")})
    tiles = (FIXTURES / "my-island/pieces/tiny.yaml").read_text()
    for tile in ('1: {cells: {"0,0": house', '5: {cells: {"0,0": house'):
        tiles = tiles.replace(tile, tile.replace("house", "double-house"))
    reader = Reader()
    board = read_board(reader, load_file(FIXTURES / "my-island/boards/tiny.yaml"), game)
    assert board.doubles and not reader.problems
    return game, board, read_catalogue(reader, load_text(tiles, "tiny.yaml"), game), ruleset


GAMES = {"my-island doubled": doubled(), "my-city": tiny_games()["my-city"]}


def replayed(game: Solo, pos: Position) -> None:
    """The rest played out by the replay, each logged placement that still fits played as any move is (Solo.play
    without the logged action: placed piece by piece)."""
    while not game.over(pos):
        move = game.logged(pos)
        game.play(pos, move if game.allowed(pos, move) else "pass" if game.allowed(pos, "pass") else "stop")


def every_try(game: Solo) -> None:
    """Every third try of every round, played out counted and placed piece by piece, and by the replay as logged
    (Solo.play_out) and as any move: the same boards (and tokens)."""
    pos = game.start()
    while not game.over(pos):
        for move in game.choices(pos)[::3]:
            fast, played, logged, plain = (game.branch(pos) for _ in range(4))
            for trial in (fast, played, logged, plain):
                trial.player.island.largest_group("house")  # (kept, then brought up to date at the end)
                game.play(trial, move)
            counted(game, fast)
            placed(game, played)
            game.play_out(logged)
            replayed(game, plain)
            assert board(fast.player.island) == board(played.player.island)
            assert (board(logged.player.island), logged.player.token) == (board(plain.player.island), plain.player.token)
        game.play_logged(pos)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_a_logged_placement_put_down_as_known_in_generated_games(data: st.DataObject, name: str) -> None:
    for game in generated_solos(data, *GAMES[name], 8):
        every_try(game)


@pytest.mark.parametrize(("campaign", "number", "seat"), [("reef-raiders", 5, 0), ("river-town", 3, 1), ("barrio-del-palacio", 14, 0),
                                                          ("eternal-night", 1, 0), ("gold-rush", 1, 1)])
def test_a_logged_placement_put_down_as_known_leaves_the_board_the_replay_leaves(campaign: str, number: int, seat: int) -> None:
    every_try(solo(campaign, number, seat))
