"""MC-E03, the blocking card: nobody may build the next card's building, whatever it is, a church too. The rules
page says so without a reading in which a church is the one that builds (es review 8, F2: «nadie puede construir,
ni siquiera una iglesia» reads "not even a church can build it"); the FAQ already says «aunque sea una iglesia»."""

from __future__ import annotations

import pytest
import yaml

from helpers import ROOT

SAID = {"es": "cuyo edificio nadie puede construir, aunque sea una iglesia;",
        "fr": "dont personne ne peut construire le bâtiment, même si c'est une église ;",
        "en": "whose building nobody may build, even if it is a church;"}
AMBIGUOUS = {"es": "ni siquiera", "fr": "même une église", "en": "(even a church)"}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_mc_e03_says_a_church_is_no_exception(lang: str) -> None:
    rules = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))
    statement = rules["MC-E03"]["statement"][lang]
    assert SAID[lang] in statement
    assert AMBIGUOUS[lang] not in statement
