"""Before a level of several positions is played on, the search counts its children by their keys foreseen
(search._before_narrowing, issue 32 part 5): more than `exhaustive` distinct children and the level narrows
now, as `_expand` would give up playing them. It stops asking keys once it has counted one more than the limit;
whatever the limit, it says 'too many' exactly where the children played and merged (search._key) are more
than the limit: MI-R05's houses on beaches, LG-03's pass, LG-05's stop, LG-15's counts and coins, both games."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis.foresight import Foresight
from generator.analysis.search import _before_narrowing, _expand
from helpers import coin_city, generated_solos, tiny_games

GAMES: dict[str, tuple[Any, Any, Any, Any]] = tiny_games()
GAMES["my-city coins"] = coin_city()


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data(), st.sampled_from(sorted(GAMES)), st.integers(2, 6), st.integers(-2, 1))
def test_LG_03_too_many_children_exactly_where_more_than_the_limit_are_distinct(data: st.DataObject, name: str, size: int,
                                                                             off: int) -> None:
    """A level of `size` positions a round or two in (the first round's children, or theirs), each limit about
    the number of its distinct children (`off` from it)."""
    for solo in generated_solos(data, *GAMES[name], 6):
        foresight = Foresight(solo)
        assert foresight.keyed
        level = [solo.start()]
        for _round in range(data.draw(st.integers(1, 2))):
            if level and solo.piece(solo.round(level[0]).card) is not None:
                level = [pos for pos in _expand(solo, level, solo.choices(level[0])) or [] if not solo.over(pos)][:size]
        if len(level) < 2 or solo.piece(solo.round(level[0]).card) is None:
            continue
        first = solo.choices(level[0])
        distinct = len(_expand(solo, level, first) or [])
        limit = max(1, distinct + off)
        ahead = _before_narrowing(foresight, level, first, limit)
        assert (ahead == "too many") == (distinct > limit), (solo.name, len(level), distinct, limit, ahead)
