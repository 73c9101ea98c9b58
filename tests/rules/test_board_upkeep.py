"""What a board keeps worked out of itself as pieces are placed, and the legal placements found through it, are
what working them out afresh gives (hypothesis, on the demo campaigns' boards, over random legal games): the
largest group of each symbol (MI-E05), the board's signature (what covers each space, which the coach's search
merges positions by), and every legal placement of a piece (MI-R01..MI-R04, MC-R01..MC-R05)."""

from __future__ import annotations

from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.rules.legal_placements import legal_placements
from generator.rules.placement import Placement, is_legal, orient
from generator.rules.solo import Position, Solo
from helpers import afresh_island, demo_solos

EPISODES = (("eternal-night", 1), ("reef-raiders", 4), ("barrio-del-palacio", 14), ("gold-rush", 1))
"""Both games: My Island's matching symbols on the eternal and a legacy board, My City's river and regions."""


@cache
def solo(campaign: str, number: int) -> Solo:
    return demo_solos(campaign, number)[0]


def games(data: st.DataObject, game: Solo) -> list[Position]:
    """The positions of a random legal game of the episode's cards, each round a placement where one fits."""
    pos, seen = game.start(), []
    while not game.over(pos):
        placements = [move for move in game.choices(pos) if isinstance(move, Placement)]
        game.play(pos, data.draw(st.sampled_from(placements)) if placements else "stop")
        seen.append(game.branch(pos))
    return seen


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(EPISODES))
def test_the_largest_groups_kept_up_to_date_are_those_counted_afresh_island(data: st.DataObject, episode: tuple[str, int]) -> None:
    """MI-E05: once asked, a board's largest group of each symbol follows every piece placed, as a count made anew."""
    game = solo(*episode)
    pos = game.start()
    symbols = sorted({symbol for piece in game._pieces.pieces.values() for _offset, symbol in piece.cells if symbol})
    for symbol in symbols:
        pos.player.island.largest_group(symbol)
    while not game.over(pos):
        placements = [move for move in game.choices(pos) if isinstance(move, Placement)]
        game.play(pos, data.draw(st.sampled_from(placements)) if placements else "stop")
        kept, fresh = pos.player.island, afresh_island(pos.player.island)
        assert [kept.largest_group(s) for s in symbols] == [fresh.largest_group(s) for s in symbols]
        assert kept.signature() == fresh.signature()


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(EPISODES))
def test_legal_placements_are_every_legal_anchor_and_rotation(data: st.DataObject, episode: tuple[str, int]) -> None:
    """MI-R01..MI-R04, MC-R01..MC-R05: the placements found by the free spaces and the adjacency are every
    placement is_legal allows, each way a piece lands once, by anchor in reading order then rotation."""
    game = solo(*episode)
    for pos in [game.start(), *games(data, game)][:: max(1, len(game.rounds) // 6)]:
        if game.over(pos):
            continue
        piece = game._pieces.pieces.get(game.round(pos).card)
        if piece is None:
            continue
        island, grid = pos.player.island, game.grid
        first = island.placements == 0
        every, seen = [], set()
        for anchor in sorted(island.board.terrain, key=grid.to_map):
            for rotation in range(grid.rotations):
                placement = orient(piece, grid, anchor, rotation)
                key = frozenset(placement.cells.items())
                if anchor in placement.cells and is_legal(afresh_island(island), placement.cells, game.ruleset, first) and key not in seen:
                    seen.add(key)
                    every.append(placement)
        assert legal_placements(island, piece, game.ruleset, first) == every
