"""The envelopes guide's recipe « Compter à l'intérieur des groupes » speaks of districts (a group of My City is a
district; the city is the whole board): its example's comment says what each district scores, « un quartier à côté du
puits … ; un quartier loin du puits : rien », not « une ville » (fr review 9, F3; the English said "a city")."""

from __future__ import annotations

import re

import pytest

from helpers import ROOT

GROUP = {"en": "district", "es": "barrio", "fr": "quartier"}
CITY = {"en": "city", "es": "ciudad", "fr": "ville"}


@pytest.mark.parametrize("lang", sorted(GROUP))
def test_the_per_piece_recipe_says_district_throughout(lang: str) -> None:
    text = (ROOT / "content" / "guide" / lang / "envelopes.md").read_text(encoding="utf-8")
    recipe = re.search(r"### [^\n]*`per: piece`[^\n]*\n(.+?)\n```\n", text, re.S)
    assert recipe is not None
    comment = recipe[1].rstrip().splitlines()[-1]
    assert comment.startswith("#") and GROUP[lang] in comment and CITY[lang] not in comment, comment
