"""The JSON Schemas `init` writes into .chronicle/schemas, read by a French player in their editor (issue 34,
French review 4, faults 4, 5 and 6): a sentence shared by both games names what each game gives (« cercles
Progrès » are My Island's, « symboles Progrès » My City's), and no description leaves its subject to guess."""

from __future__ import annotations

import json

import pytest

from generator.repo.schemas import texts
from helpers import schema_descriptions

FRENCH = [d.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")
          for text in texts("fr").values() for _, d in schema_descriptions(json.loads(text))]


@pytest.mark.parametrize("key", ["atteint ce nombre", "vaut au plus ce nombre", "vaut exactement ce nombre"])
def test_fault_4_at_least_at_most_exactly_name_both_games_rewards(key):
    """Fault 4: `at_least`, `at_most`, `exactly` said « Donne des points ou des cercles », and a My City player
    has no « cercles »: the description says « points, cercles ou symboles Progrès »."""
    said = [d for d in FRENCH if key in d]
    assert said and all("points, cercles ou symboles Progrès" in d for d in said), said


def test_no_description_gives_bare_circles():
    """The family of fault 4: no French description gives « cercles » without their name « Progrès »."""
    assert not [d for d in FRENCH if "ou des cercles" in d or "ou cercles " in d]


def test_fault_5_double_of_says_what_the_new_symbol_counts_as():
    """Fault 5: `double_of` said « Un symbole du jeu que celui-ci montre deux fois », where « celui-ci » reads
    as « le jeu »; it names the new symbol and says it counts as the one it doubles."""
    said = [d for d in FRENCH if "second autocollant" in d]
    assert said and all("que ce nouveau symbole montre deux fois" in d and "il compte comme ce symbole" in d
                        for d in said), said
    assert not [d for d in FRENCH if "celui-ci montre" in d]


def test_fault_6_add_says_which_counters_grow_and_by_how_much():
    """Fault 6: `add` said « Les compteurs du vocabulaire modifiés, de tant pour chaque élément compté »."""
    assert any("Les compteurs du vocabulaire à augmenter, et de combien, pour chacun de ceux que compte" in d for d in FRENCH)
    assert not [d for d in FRENCH if "de tant pour" in d]
