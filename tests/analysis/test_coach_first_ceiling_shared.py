"""Part 1's first ceiling of a try (Ceiling.after, issue 32 part 5) takes what the position alone decides from
one reckoning shared by every move of the round (`_Before`: the logged rounds to come that still fit, the end
counted over what stays uncovered, what the board shows and the memory holds) and only what the move's spaces
change from each move. It must be the ceiling worked out afresh with the move's spaces covered, on every ruleset
with a ceiling (C-1: the same token, the same room where it is above 0, and not above 0 where that one is not:
then the try is not played either way), whatever position was asked about before: a stale shared
reckoning, or a move's spaces left out of one of its sums, would let part 1 drop a try that beats the round's
best."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.ceiling import Ceiling
from generator.analysis.coach import _as_played
from generator.analysis.placed import credited
from generator.analysis.prospect import Covered, Prospect, State, Upcoming
from generator.model import Ruleset
from generator.rules.placement import Placement
from generator.rules.solo import Move, Position, Solo
from helpers import RACE_CHAPTER, chapter, demo_solos, generated_episode, tiny_games

GAMES = tiny_games(coins=True)


def _rulesets(name: str) -> dict[str, Ruleset]:
    game = GAMES[name][0]
    other = {"eternal": chapter(game, "eternal")} if name == "my-island" else {"losses": chapter(game, "losses", RACE_CHAPTER)}
    return {"legacy-1": GAMES[name][3], **other}


RULESETS = {name: _rulesets(name) for name in GAMES}
CASES = [(name, rid) for name, rulesets in RULESETS.items() for rid in rulesets]


def _afresh(ceiling: Ceiling, solo: Solo, pos: Position, move: Move, best: int) -> int | None:
    """The try's first ceiling worked out with nothing shared: the position's covered spaces copied and the
    move's added, the logged placements to come that still fit found again, the board's symbols read again."""
    p = pos.player
    piece = solo.piece(solo.round(pos).card)
    if piece is None:
        return None
    token, counters = credited(ceiling._adding, solo, pos, move, piece)
    covered = set(p.island.covered)
    cells = move.cells if isinstance(move, Placement) else {}
    covered.update(cells)
    active, following = move != "stop", solo.following(pos)
    if not ceiling._reaches:
        return ceiling._bounded(token, active, following, covered, None, best) - best
    ahead = Upcoming(solo).ahead(following, active, covered)
    ahead.update((c, Covered(solo.board.shown(s), piece)) for c, s in cells.items() if c in solo.board.terrain)
    state = State(p.island, p.memory, counters, following, active, solo.closed(pos))
    return ceiling._bounded(token, active, following, covered, Prospect(state, ahead, ceiling._near), best) - best


def _asked(solo: Solo) -> Iterator[tuple[Position, Move]]:
    """Every move of every logged position, each position's moves asked in turn with a try of the position
    before (played a round on) asked in between: what a shared reckoning must not carry over."""
    pos, before = solo.start(), None
    while not solo.over(pos):
        for move in solo.choices(pos):
            yield pos, move
            if before is not None and not solo.over(before):
                yield before, solo.choices(before)[-1]
        before = solo.branch(pos)
        solo.play_logged(pos)


def _room(room: int | None) -> int | None:
    """A room as part 1 reads it: how far above the best where it is above 0, else 0 (the try is not played: a
    ceiling not above the best may be cut short, by the reaches' bounds or an entry's reach left unasked)."""
    return room if room is None else max(room, 0)


def _agrees(solo: Solo) -> int:
    ceiling = Ceiling(solo, _as_played(solo))
    assert ceiling.known
    played, asked = _as_played(solo).score, 0
    for pos, move in _asked(solo):
        for best in (played, played - 3, -1000):  # -1000: no entry's reach cut short, the whole ceiling
            assert _room(ceiling.after(pos, move, best)) == _room(_afresh(ceiling, solo, pos, move, best)), \
                (solo.name, solo.round(pos).number, move, best)
            asked += 1
    return asked


@settings(max_examples=14, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(CASES))
def test_C_1_a_tries_first_ceiling_is_the_one_worked_out_afresh(data: st.DataObject, case: tuple[str, str]) -> None:
    """Both games' rulebooks (MI-R05/R06, MI-E03..E05's groups with their memory, roads and largest groups;
    MC-R06) and an envelope's count, counter, race and loss (LG-15, MC-E07), on generated games of the tiny
    boards."""
    name, rid = case
    game, board, pieces, _legacy = GAMES[name]
    result = generated_episode(data, game, board, pieces, RULESETS[name][rid], 7)
    assert [f for f in result.problems if f.rule != "C-2"] == []
    for player in result.players:
        _agrees(Solo(result, game, pieces, player.name))


@pytest.mark.parametrize(("campaign", "number"), [("eternal-night", 1), ("barrio-del-palacio", 15), ("reef-raiders", 5)])
def test_C_1_a_demo_tries_first_ceiling_is_the_one_worked_out_afresh(campaign: str, number: int) -> None:
    """MI-E03..E05 (eternal-night), LG-15's count, counter and districts (barrio-del-palacio 15), what stays
    uncovered (reef-raiders 5)."""
    assert sum(_agrees(solo) for solo in demo_solos(campaign, number)) > 1000
