"""The digests an incremental build compares (issue 13): the same for equal values in every process,
whatever order sets iterate in there; different when anything a page shows differs."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass
from typing import NamedTuple

from hypothesis import given
from hypothesis import strategies as st

from generator.base.digest import Digests

VALUE = "({'beach', 'heath', 'palm', 'rainforest'}, frozenset({'statue', 'square'}), {'b': 1, 'a': (2, None)})"


def test_a_digest_is_the_same_in_processes_that_order_sets_differently():
    script = f"from generator.base.digest import Digests; print(Digests().digest({VALUE}))"
    seen = {subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2", "3")}
    assert len(seen) == 1 and seen.pop().strip() == Digests().digest(eval(VALUE))


@dataclass(frozen=True)
class Turn:
    card: str
    cells: dict[tuple[int, int], str]


turns = st.builds(Turn, st.text(max_size=3), st.dictionaries(st.tuples(st.integers(-3, 3), st.integers(-3, 3)),
                                                             st.sampled_from(["beach", "palm"]), max_size=4))


@given(st.lists(turns, max_size=4), st.lists(turns, max_size=4))
def test_equal_values_have_equal_digests_and_different_values_different_ones(first, second):
    assert (Digests().digest(first) == Digests().digest(second)) == (first == second)


def test_an_object_met_twice_in_one_digest_is_written_once_and_means_the_same():
    """The second meeting reuses the first one's text: it reads as two equal objects would."""
    board = Turn("3", {(0, 0): "beach"})
    twice = [Turn("3", {(0, 0): "beach"}), Turn("3", {(0, 0): "beach"})]
    digests = Digests()
    assert digests.digest([board, board]) == Digests().digest(twice) == digests.digest(twice)
    assert digests.digest([board, board]) != Digests().digest([board, Turn("3", {(0, 0): "palm"})])


class Placed(NamedTuple):
    card: str
    cells: dict[tuple[int, int], str]


def test_a_named_tuple_is_digested_as_a_record_of_its_type_written_once():
    """The model's records are NamedTuples: digested by type and fields, as dataclasses are, not as plain tuples."""
    placed = Placed("3", {(0, 0): "beach"})
    assert Digests().digest(placed) != Digests().digest(("3", {(0, 0): "beach"}))
    assert Digests().digest([placed, placed]) == Digests().digest([Placed("3", {(0, 0): "beach"})] * 2)
