"""`board` on a My City piece catalogue heads each building with words a French player would write (issue 34,
French review 4, fault 12): no parentheses inside parentheses (« bâtiment Y1 (2 cases : jaune (résidentiel)) »),
and a church does not say « église » twice (« église C3 (4 cases : violet (église)) »), in any language."""

from __future__ import annotations

import re

import pytest

from helpers import ROOT

CITY = ROOT / "content" / "games" / "my-city" / "pieces" / "sample.yaml"
NESTED = re.compile(r"\([^()]*\(")


def _headings(cli, lang: str) -> list[str]:
    out = cli("--lang", lang, "board", CITY).stdout.replace("\u00a0", " ").replace("\u202f", " ")
    return [line for line in out.splitlines() if re.match(r"(bâtiment|église|edificio|iglesia|piece) ", line, re.I)]


def test_fault_12_a_french_building_heading_has_no_nested_parentheses(cli):
    headings = _headings(cli, "fr")
    assert "bâtiment Y1, 2 cases : jaune (résidentiel)" in headings, headings
    assert not [h for h in headings if NESTED.search(h)]


@pytest.mark.parametrize(("lang", "church"), [("fr", "église C1, 2 cases"), ("en", "piece C1 (church, 2 spaces)"),
                                              ("es", "iglesia C1 (2 espacios)")])
def test_fault_12_a_church_heading_says_church_once(cli, lang, church):
    """MC-E01's church: its colour's name (« violet (église) ») said again after « église » was a repetition."""
    headings = _headings(cli, lang)
    assert church in headings, headings
    assert not [h for h in headings if len(re.findall(r"église|church|iglesia", h, re.I)) > 1]
