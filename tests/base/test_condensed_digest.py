"""Condensed digests, which the site's pages are compared by between builds (issue 13, issue 35): a record
(a campaign's episode, met in the inputs of every later episode page) stands as the digest of its text,
hashed once; equal inputs still digest alike in every process, and different inputs differently."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass

from hypothesis import given
from hypothesis import strategies as st

from generator.base.digest import Condensed


@dataclass(frozen=True)
class Turn:
    card: str
    cells: dict[tuple[int, int], str]


@dataclass(frozen=True)
class Episode:
    number: int
    turns: tuple[Turn, ...]


turns = st.builds(Turn, st.text(max_size=3), st.dictionaries(st.tuples(st.integers(-3, 3), st.integers(-3, 3)),
                                                             st.sampled_from(["beach", "palm"]), max_size=3))
episodes = st.builds(Episode, st.integers(1, 3), st.lists(turns, max_size=3).map(tuple))


@given(st.lists(episodes, max_size=3), st.lists(episodes, max_size=3))
def test_equal_inputs_have_equal_condensed_digests_and_different_ones_different(first, second):
    assert (Condensed().digest(first) == Condensed().digest(second)) == (first == second)


@given(st.lists(episodes, min_size=1, max_size=4), st.data())
def test_an_episode_page_s_earlier_episodes_digest_as_they_would_alone(played, data):
    """One Condensed digests a campaign's pages, each with the episodes before it: a page's digest does
    not depend on which pages were digested before it."""
    cut = data.draw(st.integers(0, len(played)))
    shared = Condensed()
    for index in range(len(played)):
        shared.digest((tuple(played[:index]), played[index]))
    assert shared.digest((tuple(played[:cut]), "page")) == Condensed().digest((tuple(played[:cut]), "page"))


def test_a_condensed_digest_is_the_same_in_processes_that_order_sets_differently():
    value = "[Episode(1, (Turn('3', {(0, 0): 'beach', (1, 0): 'palm'}),)), {'palm', 'beach', 'heath'}]"
    script = ("from dataclasses import dataclass\nfrom generator.base.digest import Condensed\n"
              "@dataclass(frozen=True)\nclass Turn:\n    card: str\n    cells: dict\n"
              "@dataclass(frozen=True)\nclass Episode:\n    number: int\n    turns: tuple\n"
              f"print(Condensed().digest({value}))")
    seen = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2", "3")}
    assert len(seen) == 1 and seen.pop().strip() == Condensed().digest(eval(value))
