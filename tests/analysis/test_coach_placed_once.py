"""What a placement scores by the entries its own spaces decide (generator/analysis/placed.Placed, issue 32
part 5) is worked out once per way a piece is put down and handed to every later position that puts it so:
MI-R05's symbols on a terrain and LG-15's counts ask the placement's spaces, its piece and the board alone,
never what else the board holds. Kept answers asked from any position of an episode are what a fresh
reckoning on that position's board finds (both games' tiny boards, a count of coins next to the gold), and
the demo's analyses share one between part 1 and the search."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.placed import Placed
from generator.load.nodes import load_text
from generator.model import Term
from generator.rules.placement import Placement
from generator.rules.solo import Solo
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import generated_episode, tiny_games

COINS = """
name: {en: A chapter of coins}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
deck: [buildings]
passing: not-below-zero
own_rules:
  T-1: {en: Each building next to the well scores 2}
  T-2: {en: Each building next to the gold earns a coin}
  T-3: {en: A point per coin}
immediate:
  - {kind: count, where: {piece: new, next_to: {feature: well}}, count: pieces, points: 2, rule: T-1}
  - {kind: count, where: {piece: new, next_to: {feature: gold}}, count: pieces, add: {coins: 1}, rule: T-2}
end:
  - {kind: counter, counter: coins, points: 1, rule: T-3}
"""
"""LG-15's counts as an envelope writes them, on the tiny city (its well and gold)."""

GAMES = tiny_games()
_city = GAMES["my-city"]
_coined = _city[0]._replace(counters={"coins": Term("coins", {"en": "coins"})})
_reader = Reader()
GAMES["my-city coins"] = (_coined, *_city[1:3], read_ruleset(_reader, load_text(COINS, "coins.yaml"), _coined, "coins"))
assert not _reader.problems


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_MI_R05_LG_15_a_placement_scores_alike_from_every_position(data: st.DataObject, name: str) -> None:
    game, _board, pieces, _ruleset = GAMES[name]
    result = generated_episode(data, *GAMES[name], 8)
    for player in result.players:
        solo = Solo(result, game, pieces, player.name)
        kept = Placed(solo.ruleset.immediate)  # shared by every position of the line, as the coach shares it
        pos = solo.start()
        while not solo.over(pos):
            piece = solo.piece(solo.round(pos).card)
            for move in solo.choices(pos):
                if isinstance(move, Placement) and piece is not None:
                    island = pos.player.island
                    fresh = Placed(solo.ruleset.immediate).of(island, move.cells, piece)
                    assert kept.of(island, move.cells, piece) == fresh, (solo.name, solo.round(pos).number, move)
            solo.play_logged(pos)
