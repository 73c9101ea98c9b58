"""A record's digest is written from its fields in order, whether it is a NamedTuple (the model's records,
read by iterating the tuple: a campaign's page keys write some ten thousand fields, issue 35) or a frozen
dataclass (read field by field): two records of the same name and fields give the same digest."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from hypothesis import given
from hypothesis import strategies as st

from generator.base.digest import Condensed, Digests
from generator.base.records import NamedTuple


class Colour(Enum):
    RED = "red"


class TupleCell(NamedTuple):
    name: str
    count: int | None
    share: float
    colour: Colour
    inside: tuple[object, ...]


@dataclass(frozen=True)
class DataCell:
    name: str
    count: int | None
    share: float
    colour: Colour
    inside: tuple[object, ...]


TupleCell.__qualname__ = DataCell.__qualname__ = "Cell"  # one record, written either way


ATOM = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=5), st.floats(allow_nan=False))
INSIDE = st.lists(st.one_of(ATOM, st.tuples(ATOM, ATOM), st.dictionaries(st.text(max_size=3), ATOM, max_size=2)), max_size=4)
FIELDS = st.tuples(st.text(max_size=6), st.one_of(st.none(), st.integers()), st.floats(allow_nan=False),
                   st.just(Colour.RED), INSIDE.map(tuple))


@given(FIELDS, FIELDS)
def test_a_namedtuple_record_digests_as_the_dataclass_of_its_fields(outer: tuple, inner: tuple) -> None:  # type: ignore[type-arg]
    as_tuple = TupleCell(*outer[:4], (*outer[4], TupleCell(*inner)))
    as_data = DataCell(*outer[:4], (*outer[4], DataCell(*inner)))
    for digests in (Digests, Condensed):
        assert digests().digest(as_tuple) == digests().digest(as_data)


@given(FIELDS)
def test_equal_records_give_equal_digests_and_a_changed_field_another(fields: tuple) -> None:  # type: ignore[type-arg]
    record = TupleCell(*fields)
    assert Digests().digest(record) == Digests().digest(TupleCell(*fields))
    assert Digests().digest(record) != Digests().digest(record._replace(name=record.name + "x"))
