"""LG-13's standings as a property: seats ranked by progress circles coloured so far (games won in an Eternal
game), equal totals sharing their place (no rule orders them: the places are not a tiebreak), and no place,
hence no leader, before an episode is finished, unless the log starts at a later episode with what was
coloured before it (`start:`)."""

from __future__ import annotations

from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

from generator.rules.campaign import standings
from generator.rules.results import CampaignResult

NAMES = ("Ana", "Ben", "Cleo", "Dan")


@st.composite
def logs(draw: st.DrawFn) -> tuple[SimpleNamespace, list[SimpleNamespace]]:
    """A campaign's seats and its episodes' results as standings reads them: each player's circles and rank;
    only the last episode may still be being played (no rank, no circles)."""
    seats = draw(st.integers(2, 4))
    mode = draw(st.sampled_from(["legacy", "eternal"]))
    first = draw(st.sampled_from([1, 7])) if mode == "legacy" else 1
    before = [draw(st.integers(0, 12)) if first > 1 else 0 for _ in range(seats)]
    campaign = SimpleNamespace(mode=mode, first_episode=first,
                               seats=[SimpleNamespace(name=NAMES[s], circles=before[s]) for s in range(seats)])
    results = []
    count = draw(st.integers(0, 4))
    for number in range(count):
        complete = number < count - 1 or draw(st.booleans())
        players = [SimpleNamespace(seat=s, circles=draw(st.integers(0, 3)) if complete else 0,
                                   rank=draw(st.integers(1, seats)) if complete else None) for s in range(seats)]
        results.append(SimpleNamespace(complete=complete, players=players))
    return campaign, results


@settings(max_examples=300)
@given(logs())
def test_LG_13_level_seats_share_their_place_and_nobody_ranks_before_an_episode_ends(log) -> None:  # type: ignore[no-untyped-def]
    campaign, results = log
    table = standings(campaign, results)
    legacy = campaign.mode == "legacy"
    total = {s.seat: s.circles if legacy else s.wins for s in table}
    assert sorted(total) == list(range(len(campaign.seats)))
    assert [total[s.seat] for s in table] == sorted(total.values(), reverse=True)
    leaders = CampaignResult((), table, ()).leaders
    if not any(r.complete for r in results) and campaign.first_episode == 1:
        assert [s.rank for s in table] == [None] * len(table)
        assert leaders == ()
        return
    for s in table:  # a place is one more than the seats strictly ahead: level seats share it
        assert s.rank == 1 + sum(1 for t in total.values() if t > total[s.seat])
    assert {s.seat for s in leaders} == {seat for seat, t in total.items() if t == max(total.values())}
