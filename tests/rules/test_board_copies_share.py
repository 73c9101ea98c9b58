"""What a board keeps worked out of itself, its largest group of each symbol (MI-E05) and its covered spaces as bits,
is brought up to date when asked, not at every piece placed, and shared by the board's copies (issue 32, part 5:
the coach's play-outs place many pieces on copies of a position and ask neither until their end, if at all). A
placement only notes its spaces (Island.place); asking brings up to date in new tables (Island.largest_group,
Island.bits), so that the copy it was made from, and every other copy of it, keeps what holds for its own spaces.
Hypothesis, on the demo campaigns' boards: a position and copies of it and of its copies, each asked everything or
not before it is copied and placed on in any order, asked after a piece or a few pieces later, are each what
working them out afresh gives: the largest groups, the groups of each symbol (MI-E03), the spaces beside a symbol
(MI-R02), the spaces uncovered, the bits, the legal placements (MI-R01..MI-R04, MC-R01..MC-R05)."""

from __future__ import annotations

from functools import cache

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.rules.placement import Placement
from generator.rules.solo import Solo
from helpers import afresh_island, demo_solos

EPISODES = (("eternal-night", 1), ("reef-raiders", 4), ("barrio-del-palacio", 14), ("gold-rush", 1))
"""Both games: My Island's matching symbols on the eternal and a legacy board, My City's river and regions."""


@cache
def solo(campaign: str, number: int) -> Solo:
    return demo_solos(campaign, number)[0]


def known(island: Island, game: Solo, card: str) -> tuple[object, ...]:
    """Everything the board keeps worked out of itself, asked (and so kept, where it was not yet)."""
    symbols = sorted({symbol for piece in game._pieces.pieces.values() for _offset, symbol in piece.cells if symbol})
    piece = game.piece(card)
    return (
        [island.largest_group(symbol) for symbol in symbols],
        [sorted(map(sorted, island.symbol_groups(symbol))) for symbol in symbols],
        [island.touching(symbol) for symbol in symbols],
        list(island.uncovered()),
        island.bits(island.shapes.layout(1)),
        None if piece is None else legal_placements(island, piece, game.ruleset, island.placements == 0),
        island.signature(),
    )


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), st.sampled_from(EPISODES))
def test_copies_placed_on_in_any_order_each_know_their_own_board(data: st.DataObject, episode: tuple[str, int]) -> None:
    game = solo(*episode)
    pos = game.start()
    for _ in range(data.draw(st.integers(0, 4))):  # a position some rounds in
        if game.over(pos):
            break
        placements = [move for move in game.choices(pos) if isinstance(move, Placement)]
        game.play(pos, data.draw(st.sampled_from(placements)) if placements else "stop")
    if game.over(pos):
        return
    card = game.round(pos).card
    islands = [pos.player.island]
    for _ in range(3):  # copies of the position, and of copies, some asked everything before they are copied
        if data.draw(st.booleans()):
            known(islands[-1], game, card)
        islands.append(data.draw(st.sampled_from(islands)).copy())
    for _ in range(data.draw(st.integers(1, 8))):
        island = data.draw(st.sampled_from(islands))
        piece = game.piece(card)
        placements = [] if piece is None else legal_placements(island, piece, game.ruleset, island.placements == 0)
        if piece is not None and placements:
            island.place(piece, data.draw(st.sampled_from(placements)).cells)
        for every in data.draw(st.permutations(islands)):  # some asked now, some a few pieces later
            if data.draw(st.booleans()):
                assert known(every, game, card) == known(afresh_island(every), game, card)
    for every in islands:
        assert known(every, game, card) == known(afresh_island(every), game, card)
