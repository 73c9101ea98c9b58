"""The connected groups of a set of spaces kept by the set (prospect.Neighbourhood.grouped, issue 32 part 5): a
play-out's ceilings ask the same sets of spaces round after round, a round's tries and a level's counted ends many
of the same, so each set's groups (MI-E03's and MI-E05's sets of a symbol, MI-E04's roads, LG-15's districts,
MC-E04's largest district) are worked out once and handed out again. They must be the groups worked out afresh,
whatever was asked before: a set's groups handed out for another set would let a reach fall below what the entry
still gives (part 1 would drop a try that beats the round's best) or a counted end rank the beam wrongly."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.ceiling import Ceiling
from generator.analysis.coach import _as_played
from generator.analysis.counted_end import CountedEnd
from generator.analysis.foresight import Foresight
from generator.analysis.prospect import Neighbourhood, components
from generator.geometry import Cell
from generator.load.nodes import load_text
from generator.rules.solo import Position, Solo
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import chapter, every_position, generated_solos, tiny_games

GAMES = tiny_games()
BLOCKS = """
name: {en: A chapter of blocks}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
deck: [buildings]
own_rules:
  T-1: {en: Each building next to the well scores 1}
  T-2: {en: The largest blue block scores 3}
  T-3: {en: Each yellow block of 2 scores 1}
immediate:
  - {kind: count, where: {piece: new, next_to: {feature: well}}, count: pieces, points: 1, rule: T-1}
end:
  - {kind: groups, where: {colour: blue}, largest: true, per: space, most: true, points: 3, rule: T-2}
  - {kind: groups, where: {colour: yellow}, size: 2, per: group, points: 1, rule: T-3}
  - {kind: empty-buildable, points: -1, with_features: true}
"""
"""LG-15's `groups` on the tiny city: districts its ceilings and counted ends group (with MC-R06's empty spaces)."""
RULESETS = {"my-island": chapter(GAMES["my-island"][0], "eternal"),
            "my-city": read_ruleset(Reader(), load_text(BLOCKS, "blocks.yaml"), GAMES["my-city"][0], "blocks")}
LOW = -10**6
"""A best no ceiling is at: every entry's reach is worked out."""


def _sorted(groups: list[frozenset[Cell]] | list[set[Cell]]) -> list[list[Cell]]:
    return sorted(sorted(g) for g in groups)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(sorted(GAMES)), st.data())
def test_MI_E03_MC_E04_a_sets_groups_are_the_ones_grouped_afresh(name: str, data: st.DataObject) -> None:
    """Sets of spaces of the tiny boards asked in turn of one neighbourhood, some again (built another way, a set
    or a frozenset), each after others: each time the groups `components` finds of that set."""
    game, board = GAMES[name][:2]
    spaces = sorted(board.terrain)
    plain = {c: frozenset(game.grid.neighbours(c)) for c in spaces}
    kept = Neighbourhood(plain)
    drawn = data.draw(st.lists(st.sets(st.sampled_from(spaces)), min_size=1, max_size=12))
    for cells in drawn + data.draw(st.permutations(drawn)):
        asked = frozenset(cells) if data.draw(st.booleans()) else set(sorted(cells, reverse=True))
        assert _sorted(kept.grouped(asked)) == _sorted(components(set(cells), plain)), sorted(cells)


def _kept_is_afresh(solo: Solo) -> None:
    """From every position of the log and of each round's first and last try played out, with one ceiling, counted
    end and foresight asked of every position before it (their neighbourhoods keeping every set's groups): each
    position's ceiling, each move's first ceiling, the end counted and each child foreseen as those made anew."""
    played = _as_played(solo)
    ceiling, counted, foresight = Ceiling(solo, played), CountedEnd(solo), Foresight(solo)

    def same(pos: Position) -> None:
        afresh = Ceiling(solo, played)
        where = (solo.name, pos.next)
        assert ceiling.of(pos) == afresh.of(pos), where
        moves = solo.choices(pos)
        assert [ceiling.after(pos, move, LOW) for move in moves] == [afresh.after(pos, move, LOW) for move in moves], where
        if counted.known:
            assert counted.value(pos) == CountedEnd(solo).value(pos), where
        if foresight.known:
            assert foresight.values(pos, moves) == Foresight(solo).values(pos, moves), where

    every_position(solo, same)


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(GAMES)))
def test_MI_E03_LG_15_the_ceilings_and_ends_of_kept_groups_are_those_afresh(data: st.DataObject, name: str) -> None:
    """My Island's Eternal island (MI-E03's groups, MI-E04's roads, MI-E05's largest) and a chapter of the tiny
    city's districts (LG-15 `groups`), on generated games of the tiny boards."""
    game, board, pieces, _legacy = GAMES[name]
    for solo in generated_solos(data, game, board, pieces, RULESETS[name], 7):
        assert Ceiling(solo, _as_played(solo)).known
        _kept_is_afresh(solo)
