"""A record of atoms only (a place in a file, met once per action of an episode) is written where it is
met in a condensed digest, neither kept by id nor hashed (issue 35: a campaign's page keys hold thousands);
digests still tell equal inputs from different ones, and a NamedTuple and a dataclass of one name and
fields still digest alike."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given
from hypothesis import strategies as st

from generator.base.digest import Condensed, Digests
from generator.base.records import NamedTuple


class Place(NamedTuple):
    file: str
    line: int
    col: int


@dataclass(frozen=True)
class DataPlace:
    file: str
    line: int
    col: int


DataPlace.__qualname__ = "Place"


class Action(NamedTuple):
    kind: str
    place: Place
    cells: dict[tuple[int, int], str | None]


places = st.builds(Place, st.sampled_from(["a.yaml", "b.yaml", "a,b"]), st.integers(0, 3), st.integers(0, 3))
actions = st.builds(Action, st.sampled_from(["place", "pass"]), places,
                    st.dictionaries(st.tuples(st.integers(-2, 2), st.integers(-2, 2)),
                                    st.one_of(st.none(), st.sampled_from(["beach", "palm"])), max_size=3))
values = st.lists(st.one_of(places, actions, st.tuples(places, st.text(max_size=2))), max_size=4)


@given(values, values)
def test_condensed_digests_tell_records_of_atoms_apart_as_their_values_are(first, second):
    assert (Condensed().digest(first) == Condensed().digest(second)) == (first == second)


@given(st.lists(places, max_size=4))
def test_a_record_of_atoms_stands_as_its_text_in_a_condensed_digest(found):
    """Not as the digest of its text: a condensed digest of places only is their plain digest."""
    assert Condensed().digest(found) == Digests().digest(found)


@given(st.sampled_from(["a.yaml", "x"]), st.integers(0, 9), st.integers(0, 9))
def test_a_namedtuple_and_a_dataclass_of_atoms_digest_alike(file, line, col):
    for digests in (Digests, Condensed):
        assert digests().digest([Place(file, line, col)]) == digests().digest([DataPlace(file, line, col)])
