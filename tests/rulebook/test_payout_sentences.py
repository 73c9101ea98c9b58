"""A group's own scoring entries read back as a rulebook says them (issue 34, French review 3, faults
16 to 19; the same in es and en, built alike): the player is named by what they have, never through a
pronoun with nothing to point back to.

« Le joueur qui n'a aucun rocher visible gagne 3 points », not « Chaque rocher visible compte : le
joueur qui en a exactement 0 »; « Le joueur qui a le deuxième plus petit nombre d'écus » (fr review 13), not « le deuxième
joueur qui en a le moins »; « Le premier joueur de l'épisode à avoir un filon d'or », not « à y
parvenir »; « Le joueur qui a au moins un bâtiment… , une fois par épisode », not « qui en a 1 ou plus »."""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest

from generator.model import Term, Where
from generator.rulebook.phrases import sentence
from generator.rulebook.sentences import scoring_sentence
from generator.validate.content import load_game
from generator.words.i18n import render, translator
from helpers import read_back

LANGS = ("es", "fr", "en")
PAYOUTS: list[dict[str, Any]] = [
    {"exactly": 0}, {"exactly": 1}, {"exactly": 2}, {"at_least": 1}, {"at_least": 3}, {"at_most": 1}, {"at_most": 2},
    {"at_least": 2, "at_most": 4}, {"once": "episode"}, {"once": "campaign"},
    *({"most": True, "rank": r} for r in range(1, 5)), *({"fewest": True, "rank": r} for r in range(1, 5)),
    {"most": True, "rank": 2, "at_least": 2},
    {"first": "episode"}, {"first": "campaign"}, {"first": "episode", "at_least": 3}, {"first": "campaign", "at_least": 1},
]
"""Every payout key that gives once, to one player (bounds, once, most/fewest at every rank, first), alone or together."""

PRONOUNS = re.compile(r"\b(?:qui en a|en a le|en avoir|à y parvenir|que menos tenga|que más tenga|en conseguirlo|"
                      r"who has one|exactly 0|exactement 0|exactamente 0|a player with|"
                      r"(?:ou plus|o más|or more) (?:gagne|perd|gana|pierde|gains|loses))\b")
"""What a sentence built around "each ... counts:" said: a pronoun with nothing before it to point to."""


ENTRIES = {
    "count": {"where": Where(symbol="house"), "count": "symbols"},
    "line": {"from": Where(feature=frozenset(["statue"])), "through": Where(covered=True)},
    "enclosed": {"where": Where(feature=frozenset(["statue"])), "distinct": False},
}


@pytest.mark.parametrize(("kind", "payout", "lang"), list(itertools.product(ENTRIES, range(len(PAYOUTS)), LANGS)))
def test_every_kind_that_names_a_thing_names_the_player_by_it(kind, payout, lang):
    params = {**ENTRIES[kind], **PAYOUTS[payout], "points": 2}
    text = read_back(kind, params, "my-island", lang)
    assert not PRONOUNS.search(text), text
    assert re.match(r"((The|Le|El) (first |premier |primer |segundo |tercer |cuarto )?|Every |Tout |Todo )(player|joueur|jugador)\b",
                    text), text
    assert "%(" not in text and "{" not in text


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Le joueur qui n'a aucun rocher visible gagne 3 points."),
    ("es", "El jugador que no tenga ninguna roca visible gana 3 puntos."),
    ("en", "The player with no visible rock gains 3 points."),
])
def test_exactly_0_is_the_player_with_none(lang, expected):
    """The guide's recipe « Aucun rocher visible : 3 points » (`exactly: 0`)."""
    params = {"where": Where(feature=frozenset(["rock"]), covered=False), "count": "features", "exactly": 0, "points": 3}
    assert read_back("count", params, "my-city", lang) == expected


COINS = Term("coins", {"es": "monedas", "fr": "écus", "en": "coins"}, genders={"es": "feminine", "fr": "masculine"})


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Le joueur qui a le deuxième plus petit nombre d'écus gagne 1 point (en cas d'égalité, chacun le gagne)."),
    ("es", "El segundo jugador con menos monedas gana 1 punto (si hay empate, lo gana cada uno)."),
    ("en", "The player with the second fewest coins gains 1 point (if tied, each of them gains it)."),
])
def test_the_second_fewest_coins_is_a_rank(lang, expected):
    game = load_game("my-city")
    game = game._replace(counters={"coins": COINS})
    text = render(sentence(scoring_sentence("counter", {"counter": "coins", "fewest": True, "rank": 2, "points": 1}, game,
                                            "end")), translator(lang))
    assert text.replace("\u00a0", " ").replace("\u202f", " ").replace("’", "'") == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Le joueur qui a le deuxième plus grand nombre de symboles maison gagne 2 points (en cas d'égalité, chacun les gagne)."),
    ("es", "El segundo jugador con más símbolos de casa gana 2 puntos (si hay empate, los gana cada uno)."),
    ("en", "The player with the second most house symbols gains 2 points (if tied, each of them gains them)."),
])
def test_the_second_most_houses_is_a_rank(lang, expected):
    params = {"where": Where(symbol="house"), "count": "symbols", "most": True, "rank": 2, "points": 2}
    assert read_back("count", params, "my-island", lang) == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Le premier joueur de l'épisode à avoir un filon d'or gagne 3 points, comme tout joueur qui y parvient au "
           "même tour."),
    ("es", "El primer jugador del episodio en tener una veta de oro gana 3 puntos, igual que quien lo logre en la "
           "misma ronda."),
    ("en", "The first player of the episode to have a gold vein gains 3 points, and so does every player who gets there "
           "in the same round."),
])
def test_first_names_what_the_first_player_has(lang, expected):
    """The guide's chapter-6 example `{kind: count, where: {feature: gold}, first: episode, points: 3}`."""
    params = {"where": Where(feature=frozenset(["gold"])), "count": "features", "first": "episode", "points": 3}
    assert read_back("count", params, "my-city", lang, "immediate") == expected


@pytest.mark.parametrize(("lang", "expected"), [
    ("fr", "Le joueur qui a au moins une tuile avec un mur sur une case Plage gagne 3 points, une fois par épisode."),
    ("es", "El jugador que tenga al menos una loseta con un muro sobre un espacio de playa gana 3 puntos, una vez por "
           "episodio."),
    ("en", "The player with at least one tile with a wall on a beach space gains 3 points, once per episode."),
])
def test_once_per_episode_names_the_one_thing_that_pays(lang, expected):
    """The guide's recipe `once: episode`: paid the first time a player has one, once in the episode."""
    params = {"where": Where(terrain=frozenset(["beach"]), symbol="wall"), "count": "pieces", "once": "episode", "points": 3}
    assert read_back("count", params, "my-island", lang, "immediate") == expected


def test_first_on_a_group_points_back_to_the_group():
    """Where the thing has no noun to repeat (a group), the pronoun points back to it: « à en avoir sur son
    plateau », never « à y parvenir » with nothing to reach."""
    params = {"where": Where(symbol="house"), "size": 3, "per": "group", "first": "campaign", "points": 2}
    text = read_back("groups", params, "my-island", "fr")
    assert text == ("Chaque groupe d'un seul tenant d'au moins 3 symboles maison compte : le premier joueur de la campagne "
                    "à en avoir sur son plateau à la fin d'un épisode gagne 2 points, comme tout joueur qui en a à la fin du "
                    "même épisode ; plus personne ensuite.")


def test_no_french_message_reaches_for_nothing():
    """The family: « à y parvenir » without a goal said before it (the `first` key's schema
    description, the sentences' fallbacks); French says what is reached."""
    from helpers import ROOT

    catalogue = (ROOT / "templates/locale/fr/LC_MESSAGES/messages.po").read_text(encoding="utf-8")
    assert [line for line in catalogue.splitlines() if line.startswith("msgstr") and "à y parvenir" in line] == []
