"""A counter's units are said as a player says them (issue 34, the third Spanish review's MINOR fault: «cada
unidad del contador de monedas»): a counter's name agrees with its gender as every word of a group's
vocabulary does (`genders:`), and a ruleset's entry that pays per unit says «cada una de las monedas del
jugador», « chacun des écus du joueur », "each of the player's coins"."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from generator import campaigns
from generator.model import Term
from generator.rulebook.sentences import each_unit
from generator.words.i18n import render, translator
from helpers import DEMO

PEARLS = Term("perlas", {"es": "perlas", "fr": "perles", "en": "pearls"}, genders={"es": "feminine", "fr": "feminine"})
COINS = Term("escudos", {"es": "escudos", "fr": "écus", "en": "shields"}, genders={"es": "masculine", "fr": "masculine"})


def plain(text: str) -> str:
    return re.sub("[\u00a0\u202f]", " ", text).replace("\u2019", "'")


@pytest.mark.parametrize(("lang", "said"), [("es", "Cada una de las monedas del jugador da 1 punto. [C5-5]"),
                                            ("fr", "Chacun des écus du joueur rapporte 1 point. [C5-5]"),
                                            ("en", "Each of the player's coins scores 1 point. [C5-5]")])
def test_a_counter_pays_per_coin_as_a_player_says_it(cli: Callable[..., Any], lang: str, said: str) -> None:
    """C5-5 of El barrio del palacio, « À la fin du chapitre, 1 point par écu », read back."""
    text = plain(cli("--lang", lang, "rules", DEMO / "barrio-del-palacio", "capitulo-5").stdout)
    assert said in text, text
    assert not re.search(r"unidad|unité|each unit", text)


@pytest.mark.parametrize(("counter", "lang", "said"), [
    (PEARLS, "es", "cada una de las perlas del jugador"), (PEARLS, "fr", "chacune des perles du joueur"),
    (COINS, "es", "cada uno de los escudos del jugador"), (COINS, "fr", "chacun des écus du joueur"),
    (COINS, "en", "each of the player's shields"),
])
def test_a_counters_units_agree_with_its_gender(counter: Term, lang: str, said: str) -> None:
    assert render(each_unit(counter), translator(lang)) == said


def test_every_demo_counter_gives_its_gender() -> None:
    """The family: a counter whose gender Spanish or French does not know is said through its counter's units
    («cada unidad del contador de monedas»), so every counter the demo campaigns declare gives its genders."""
    for folder in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").exists()):
        checked = campaigns.check(folder)
        assert isinstance(checked, campaigns.Passed)
        for counter in checked.campaign.game.counters.values():
            assert set(counter.genders) >= {"es", "fr"}, (folder.name, counter.id)
