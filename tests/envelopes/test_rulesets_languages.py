"""Every ruleset shipped with chronicle (the games' own and the demo campaigns') speaks the three
languages wherever it speaks one: a rule's statement, a reason, an example's name. A French page of a
demo episode that quoted the ruleset's Spanish (issue 34: chapter 5 of barrio-del-palacio gave French for
its first rule only) is the fault this catches, in every ruleset and every language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from helpers import ROOT

LANGUAGES = frozenset({"es", "fr", "en"})
RULESETS = sorted([*ROOT.glob("campaigns/*/rules/*.yaml"), *ROOT.glob("content/games/*/rules/*.yaml")])


def texts(value: object, where: str = "") -> Iterator[tuple[str, set[str]]]:
    """Each mapping keyed by languages (a text in several languages), with where it is and its languages."""
    if isinstance(value, dict):
        if value and set(value) <= LANGUAGES:
            yield where, set(value)
            return
        for key, item in value.items():
            yield from texts(item, f"{where}.{key}" if where else str(key))
    elif isinstance(value, list):
        for number, item in enumerate(value):
            yield from texts(item, f"{where}[{number}]")


def test_the_demo_campaigns_have_rulesets_of_their_own():
    """The check below would pass on nothing: the demos' rulesets are there to be read."""
    assert {path.parent.parent.name for path in RULESETS if "campaigns" in path.parts} >= {"barrio-del-palacio", "reef-raiders"}


@pytest.mark.parametrize("path", RULESETS, ids=lambda path: str(path.relative_to(ROOT)))
def test_every_text_of_a_ruleset_is_in_es_fr_and_en(path: Path):
    """A rule's statement (own_rules, LG-15's chapter rules), a reason and an example's name exist in
    the three languages the site is built in, never in some of them."""
    ruleset = yaml.safe_load(path.read_text(encoding="utf-8"))
    missing = {where: sorted(LANGUAGES - said) for where, said in texts(ruleset) if said != LANGUAGES}
    assert missing == {}


def test_a_text_in_only_some_languages_is_found():
    """The walk finds what it is for: C5-2 with es and en only, as the demo had it."""
    found = dict(texts({"own_rules": {"C5-2": {"es": "Cada edificio…", "en": "Each building…"}}}))
    assert found == {"own_rules.C5-2": {"es", "en"}}


def test_the_french_read_back_of_the_demo_chapter_5_quotes_no_spanish(cli):
    """`chronicle rules` in French, as the episode 13 page shows them: the group's rules in French."""
    result = cli("--lang", "fr", "rules", ROOT / "campaigns" / "barrio-del-palacio")
    assert result.exit_code == 0, result.output
    for spanish in ("Cada edificio", "El mayor grupo de edificios rojos", "Al final del capítulo", "moneda"):
        assert spanish not in result.output
    assert "Chaque bâtiment voisin du palais rapporte 1 point" in result.output
