"""The names a person has in some logs (their page's lead: « In some logs: … ») are picked out of their appearances
in Python (site/record_pages.other_names, issue 35), as Jinja's filters did on each page: every name but their own,
each once whatever its case (the first written), sorted without regard to case."""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st
from jinja2 import Environment

from generator.record import Appearance
from generator.record.tally import Person
from generator.site.record_pages import other_names

FILTERS = Environment().from_string(
    '{{ person.appearances | map(attribute="name") | reject("equalto", person.name) | unique | sort | list | tojson }}')
"""What templates/person.html worked out before."""

NAMES = st.sampled_from(["Ana", "ana", "ANA", "Inés", "inés", "Bo", "bo", "Zoé", "Émile", "émile", "Ñu", "Lucía"])


def _person(name: str, names: list[str]) -> Person:
    appearances = tuple(Appearance("c", i + 1, name, n, None, None, "", True, 1, 1, 1, 0, ()) for i, n in enumerate(names))
    return Person(name, "slug", appearances, (), ())


@given(NAMES, st.lists(NAMES, max_size=12))
def test_the_other_names_are_what_the_templates_filters_made(name: str, names: list[str]) -> None:
    person = _person(name, names)
    assert other_names(person) == json.loads(FILTERS.render(person=person))


def test_a_name_differing_in_case_only_is_listed_once_as_first_written() -> None:
    """Their own name in another case is another name (Jinja's reject compared it exactly)."""
    assert other_names(_person("Ana", ["Ana", "inés", "Bo", "Inés", "ana"])) == ["ana", "Bo", "inés"]
