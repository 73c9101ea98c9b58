"""C-2 in the engine: players tied on points and on every row (LG-11) whom the log's tiebreak does not yet order have
no place of their own, nor the progress circles of a place (LG-09), until it does; the episode's result says which
players share which place. The places outside the tie stay settled. (Before, the replay gave the tied players
places in seat order, with their circles, and every reader of the result, `chronicle add` first, printed them as
settled.)"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from generator.rules.assessment import Finish, Tie, rank
from helpers import R

NO_END = ("rules: {name: Houses only, buildable: [beach, heath], first_piece: {covers: beach}, adjacency: matching-symbol, "
          "immediate: [{kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}]}\n")
THREE = "[{name: Ana}, {name: Ben}, {name: Cloe}]"
ROUNDS = R(1, Ana="{A1: house, A2: house}", Ben="{A6: house, A7: house}", Cloe="stop") + R(3, Ana="stop", Ben="stop")


def _episode(make_campaign, checked, extra: str = "", slug: str = "test"):  # type: ignore[no-untyped-def]
    c = checked(make_campaign(f"episode: 1\n{NO_END}rounds:\n{ROUNDS}{extra}", players=THREE, slug=slug))
    return c.result.episodes[0]


def test_C_2_tied_players_have_no_place_nor_its_circles_until_the_tiebreak(make_campaign, checked):
    e = _episode(make_campaign, checked)
    assert e.ties == (Tie(1, ("Ana", "Ben")),)
    got = {p.name: (p.rank, p.circles) for p in e.players}
    assert got == {"Ana": (None, 0), "Ben": (None, 0), "Cloe": (3, 0)}
    assert [e.tie_of(p) for p in e.players] == [Tie(1, ("Ana", "Ben"))] * 2 + [None]


def test_C_2_the_tiebreak_in_the_log_gives_each_a_place_LG_09(make_campaign, checked):
    e = _episode(make_campaign, checked, "tiebreak: [Ben, Ana]\n", slug="settled")
    assert e.ties == ()
    assert {p.name: (p.rank, p.circles) for p in e.players} == {"Ana": (2, 1), "Ben": (1, 2), "Cloe": (3, 0)}


finishes = st.lists(st.tuples(st.integers(-3, 3), st.tuples(st.integers(0, 2), st.integers(0, 2))), min_size=2, max_size=4)


@given(finishes, st.data())
def test_C_2_LG_11_a_place_is_settled_exactly_when_points_rows_or_the_tiebreak_decide_it(found, data):
    players = [Finish(f"P{i}", token, rows) for i, (token, rows) in enumerate(found)]
    names = [p.name for p in players]
    tiebreak = data.draw(st.lists(st.sampled_from(names), unique=True))
    ranking = rank(players, tiebreak)
    places = ranking.places()
    by_name = {p.name: p for p in players}
    for tie in ranking.ties:
        twins = {(by_name[n].token, by_name[n].open_rows) for n in tie.names}
        assert len(twins) == 1 and len(tie.names) > 1 and not set(tie.names) <= set(tiebreak)
        ahead = [p for p in players if (-p.token, p.open_rows) < (-by_name[tie.names[0]].token, by_name[tie.names[0]].open_rows)]
        assert tie.place == len(ahead) + 1 and not set(tie.names) & set(places)
    assert sorted(places.values()) == sorted(set(places.values()))  # no two players share a settled place
    assert len(places) + sum(len(t.names) for t in ranking.ties) == len(players)
