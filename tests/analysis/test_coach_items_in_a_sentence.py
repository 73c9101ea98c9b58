"""The items the coach lists mid-sentence («… se saldó con …», "with …") are noun phrases
the sentence can hold (issue 34, es review 12): a single pass (LG-03) is counted as two are, «1 pase (−1)» /
« passé 1 fois (−1) » / "1 pass (−1)", never the score sheet's «por pasar» / « a passé » / "passed" (F1); a
thing scored is said with its article, «una casa en un espacio de playa: C11 (+1)», «la mayor fortificación (8
muros)», never a bare label (F2); every demo episode's analysis says so in es, fr and en."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pytest

from generator.analysis import analyse_episode, difference
from generator.analysis.cache import Cache
from generator.report.coach import because, items_said
from generator.rules.results import Item
from generator.validate.content import load_game
from generator.vocabulary.kinds import COMPOSABLE
from generator.words.i18n import translator
from helpers import finished_demo_episodes

PASS = Item(23, -1, "LG-03", "pass", {})


@pytest.mark.parametrize(("lang", "said"), [("es", "1 pase (−1)"), ("fr", "passé 1 fois (−1)"), ("en", "1 pass (−1)")])
@pytest.mark.parametrize("game", ["my-island", "my-city"])
def test_LG_03_a_single_pass_is_counted_as_two_are(game: str, lang: str, said: str) -> None:
    _gained, lost = because((PASS,), (), load_game(game), translator(lang))
    assert lost.replace("\u00a0", " ") == said  # fr: the catalogue's no-break space after a count


DETERMINERS = {"es": ("un ", "una ", "el ", "la "), "fr": ("un ", "une ", "le ", "la ", "l'", "passé "),
               "en": ("a ", "an ", "the ")}
"""How a thing scored starts where a sentence lists it: its article, else its count («2 pases», «3 × árbol …»); French
counts passes « passé 2 fois » (fr review 13, fault 1)."""


def _own_words(item: Item) -> bool:
    """A group's own reason or entry read back (LG-15, C5-2): the group's words, a sentence of their own."""
    return item.kind == "adjustment" or item.kind in COMPOSABLE or isinstance(item.facts.get("reason"), Mapping)


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Cache:
    """Analyses kept in the module's own folder, never the user's cache."""
    return Cache(tmp_path_factory.mktemp("cache"))


@pytest.mark.parametrize(("name", "campaign", "result", "number"), finished_demo_episodes(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_LG_15_every_item_the_coach_lists_starts_with_an_article_or_a_count(
        name: str, campaign: Any, result: Any, number: int, cache: Cache) -> None:
    """Every demo episode's analysis (`chronicle analyse`), every player's costly rounds, in es, fr and en: what
    the better line gains and what was played instead are listed as a sentence holds things, «dio en cambio una
    casa en un espacio de playa: C11 (+1)», « en réalité, un champ sur une case Palmiers : F4 (+1) », "scored a
    field on palm grove", never a bare label («dio en cambio casa en …», es review 12, F2) nor «por pasar» (F1);
    a group's own words are its own."""
    analysis = analyse_episode(campaign, result, number, cache=cache)
    bare = []
    for lang in ("es", "fr", "en"):
        tr = translator(lang)
        for player in analysis.players:
            for r in (r for r in player.rounds if r.lost > 0):
                gained, lost = difference(player.items, r.best_items)
                said = items_said(gained, campaign.game, tr) + items_said(lost, campaign.game, tr)
                bare += [(lang, player.name, r.round, text) for item, text in said
                         if not _own_words(item) and not text[0].isdigit() and not text.startswith(DETERMINERS[lang])]
    assert not bare, bare
