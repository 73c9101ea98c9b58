"""The coach's lines (`chronicle analyse`, the episode page's analysis) are running words: a thing scored several
times is said as a count with its plural noun («2 árboles a la vista: H9 K5 (+2)», « 2 arbres visibles »,
"2 visible trees"), never the score sheet's column formula «2 × árbol a la vista», a number before a singular
noun (LG-15: the lines of the catalogue of episode 1 and the Eternal games; MI-E06, MC-E08). The clause of what
was played instead joins passes and points alike: «en cambio, lo que se jugó a partir de ahí se saldó con 3 pases
(−3)», "resulted in 3 passes (−3)", never «… dio en cambio 3 pases» or "scored 3 passes" (nobody "gives" or
"scores" passes; issue 34, es review 14, F2). Every demo episode, in es,
fr and en."""

from __future__ import annotations

import re
from typing import Any

import pytest

from generator.analysis import analyse_episode
from generator.analysis.cache import Cache
from generator.report.coach import items_said, round_line
from generator.rules.results import Item
from generator.validate.content import load_game
from generator.words.i18n import translator
from helpers import finished_demo_episodes

WRONG_VERBS = {"es": re.compile("dio en cambio|dio \\d"), "fr": re.compile("(?!)"), "en": re.compile("scored (?!these points)")}
"""A joining verb that takes points for its object but not passes: «dio en cambio 3 pases», "scored 3 passes"."""


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Cache:
    """Analyses kept in the module's own folder, never the user's cache."""
    return Cache(tmp_path_factory.mktemp("cache"))


def _lines(campaign: Any, analysis: Any, lang: str) -> list[str]:
    tr = translator(lang)
    return [round_line(r, player, campaign.game, tr) for player in analysis.players for r in player.rounds if r.lost > 0]


@pytest.mark.parametrize(("name", "campaign", "result", "number"), finished_demo_episodes(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_LG_15_the_coach_counts_things_with_their_plural_and_joins_passes_and_points_alike(
        name: str, campaign: Any, result: Any, number: int, cache: Cache) -> None:
    analysis = analyse_episode(campaign, result, number, cache=cache)
    faults = []
    for lang in ("es", "fr", "en"):
        for line in _lines(campaign, analysis, lang):
            if "×" in line:
                faults.append((lang, "the score sheet's count formula in a sentence", line))
            if WRONG_VERBS[lang].search(line):
                faults.append((lang, "a joining verb that passes do not take", line))
    assert not faults, faults[:6]


def test_the_demo_has_a_line_of_several_things_counted(cache: Cache) -> None:
    """The test above has something to check: a demo line names a thing scored several times."""
    counted = [line for _n, campaign, result, number in finished_demo_episodes()
               for line in _lines(campaign, analyse_episode(campaign, result, number, cache=cache), "es")
               if "árboles a la vista" in line or "2 × árbol" in line]
    assert counted


TWO = ((0, 0), (1, 0))
COUNTED = [
    ("my-island", Item(None, 2, "LG-15", "symbol-on-terrain", {"symbol": "house", "terrain": "beach", "cells": TWO, "count": 2}),
     {"es": "2 casas en espacios de playa: A1 A2 (+2)", "fr": "2 maisons sur des cases Plage : A1 A2 (+2)",
      "en": "2 houses on beach: A1 A2 (+2)"}),
    ("my-island", Item(None, -2, "MI-E06", "visible-terrain", {"terrain": "beach", "cells": TWO, "count": 2}),
     {"es": "2 espacios de playa aún a la vista: A1 A2 (−2)", "fr": "2 cases Plage encore visibles : A1 A2 (−2)",
      "en": "2 beach spaces still visible: A1 A2 (−2)"}),
    ("my-city", Item(None, 2, "MC-E08", "visible-feature", {"feature": "tree", "cells": TWO, "count": 2}),
     {"es": "2 árboles a la vista: A1 A2 (+2)", "fr": "2 arbres visibles : A1 A2 (+2)", "en": "2 visible trees: A1 A2 (+2)"}),
    ("my-city", Item(None, -10, "MC-E08", "empty-buildable", {"count": 10}),
     {"es": "10 espacios verdes vacíos (−10)", "fr": "10 cases vert clair vides (−10)", "en": "10 empty buildable spaces (−10)"}),
    ("my-island", Item(None, -10, "LG-15", "empty-buildable", {"count": 10}),
     {"es": "10 espacios edificables vacíos (−10)", "fr": "10 cases constructibles vides (−10)",
      "en": "10 empty buildable spaces (−10)"}),
]


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
@pytest.mark.parametrize(("game", "item", "words"), COUNTED, ids=lambda v: v.kind if isinstance(v, Item) else "")
def test_every_counted_line_of_the_catalogue_says_several_things_in_the_plural(
        game: str, item: Item, words: dict[str, str], lang: str) -> None:
    """Each counted line of the catalogue (symbol on a terrain, a terrain or feature still visible, an empty
    buildable space: LG-15, MI-E06, MC-E08) in the coach's words, several things in the plural."""
    ((_item, said),) = items_said([item], load_game(game), translator(lang))
    assert said.replace("\u00a0", " ") == words[lang]
