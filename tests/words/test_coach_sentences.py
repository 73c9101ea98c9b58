"""The coach speaks in sentences a player says (issue 34, the third native reviews' MINOR faults): a reason
scored several times is said with its count as a sentence (« passé 3 fois (−3) », never « 3 × a passé »),
and a placement is said with the game's verb (« poser la tuile en C5 (rotation 2) plutôt qu'en B2
(rotation 0) », « construir en C5 (rotación 2) »), never as a log writes it (« au lieu de I11 r0 »), in
`chronicle analyse`, the episode page's coach and table mode's "What could have been done?" alike."""

from __future__ import annotations

import re

import pytest

from generator.analysis import Act
from generator.report.coach import because, choice
from generator.rules.results import Item
from generator.validate.content import load_game
from generator.words.i18n import render, translator

PASS = Item(4, -1, "LG-03", "pass", {})
GAMES = ("my-island", "my-city")


def plain(text: str) -> str:
    return re.sub("[\u00a0\u202f]", " ", text).replace("\u2019", "'")


@pytest.mark.parametrize(("lang", "said"), [("fr", "passé 3 fois (−3)"), ("es", "3 pases (−3)"),
                                            ("en", "3 passes (−3)")])
def test_LG_03_passes_counted_are_said_as_a_sentence(lang: str, said: str) -> None:
    """« 3 × a passé (−3) », « 3 × ha pasado »: three passes the better line avoids are said « passé 3 fois
    (−3) », the count in a list item, as a player says it (fr review 8, fault 14; review 13, fault 1: « 3 tours passés »
    read as rounds gone by)."""
    gained, lost = because((PASS, PASS._replace(round=6), PASS._replace(round=9)), (), load_game("my-island"),
                           translator(lang))
    assert (gained, plain(lost)) == ("", said)


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_no_reason_is_counted_with_a_times_sign_before_it(lang: str) -> None:
    """The family: whatever reason repeats (a pass, an entry of the group's), its count never stands before it
    as « N × », which reads as a count of things (« 3 × arbre visible ») and not of times something happened."""
    item = Item(2, 1, "C5-2", "adjustment", {"reason": "bonus"})
    _, lost = because((item, item._replace(round=3), PASS, PASS._replace(round=5)), (), load_game("my-city"),
                      translator(lang))
    assert "×" not in lost and lost.count("(+2)") == 1 and lost.count("(−2)") == 1, lost


PLACEMENTS = [
    ("fr", "my-island", "poser la tuile en C5 (rotation 2) plutôt qu'en B2 (rotation 0)"),
    ("fr", "my-city", "construire le bâtiment en C5 (rotation 2) plutôt qu'en B2 (rotation 0)"),
    ("es", "my-island", "colocar la loseta en C5 (rotación 2) en lugar de en B2 (rotación 0)"),
    ("es", "my-city", "construir el edificio en C5 (rotación 2) en lugar de en B2 (rotación 0)"),
    ("en", "my-island", "placing the tile on C5 (rotation 2) instead of on B2 (rotation 0)"),
    ("en", "my-city", "building on C5 (rotation 2) instead of on B2 (rotation 0)"),
]


@pytest.mark.parametrize(("lang", "game", "said"), PLACEMENTS)
def test_a_better_placement_is_said_with_the_games_verb(lang: str, game: str, said: str) -> None:
    """« au lieu de I11 r0 », « en lugar de I11 r0 »: a placement is said as one, with the game's verb (My
    Island « poser une tuile », « colocar una loseta »; My City « construire un bâtiment », « construir un
    edificio »), its space and its rotation in words."""
    assert plain(render(choice(Act("C5r2", "place"), Act("B2r0", "place"), load_game(game)), translator(lang))) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "poser la tuile en C5 (rotation 2) au lieu de passer"),
    ("es", "colocar la loseta en C5 (rotación 2) en lugar de pasar"),
    ("en", "placing the tile on C5 (rotation 2) instead of passing"),
])
def test_a_placement_against_a_pass_is_two_verbs(lang: str, said: str) -> None:
    assert plain(render(choice(Act("C5r2", "place"), Act("pass", "pass"), load_game("my-island")), translator(lang))) == said


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_no_choice_reads_as_a_log(lang: str, game: str) -> None:
    """The family: every pair of actions the coach compares (placement, pass, stop) is said without a log's
    « C5 r2 »."""
    acts = (Act("C5r2", "place"), Act("B2r0", "place"), Act("pass", "pass"), Act("stop", "stop"))
    for better in acts:
        for played in acts:
            if better != played:
                text = render(choice(better, played, load_game(game)), translator(lang))
                assert not re.search(r"\b[A-Z]\d+ ?r\d\b", text), text
