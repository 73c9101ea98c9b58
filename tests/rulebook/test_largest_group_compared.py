"""Players compared by their largest group (kind `groups`, `largest: true`, `per: space` or `piece`, `most` or
`fewest`) read back as a rulebook says it: what is counted, then who gains (issue 34, Spanish review 4, fault 6:
C5-4 of barrio-del-palacio said «Cada espacio del mayor grupo … cuenta: quien tenga más …», a space as the
subject of a comparison between players). Built alike in es, fr and en; a colour names the buildings in the
plural as the edition does («edificios rojos (públicos)», « bâtiments rouges (administratifs) »)."""

from __future__ import annotations

import itertools
import re

import pytest

from generator.model import Where
from helpers import read_back

C5_4 = {"where": Where(colour="red"), "largest": True, "per": "space", "most": True, "points": 4}


@pytest.mark.parametrize(("lang", "expected"), [
    ("es", "Se cuentan los espacios del mayor grupo conectado de edificios rojos (públicos): quien tenga más gana "
           "4 puntos (si hay empate, los gana cada uno)"),
    ("fr", "On compte les cases du plus grand groupe d'un seul tenant de bâtiments rouges (administratifs) : le joueur qui "
           "en a le plus gagne 4 points (en cas d'égalité, chacun les gagne)"),
    ("en", "The spaces of the largest connected group of red (public) buildings are counted: the player with the "
           "most gains 4 points (if tied, each of them gains them)"),
])
def test_C5_4_the_largest_red_district_reads_what_is_counted_then_who_gains(lang, expected):
    assert read_back("groups", C5_4, "my-city", lang).rstrip(".") == expected


EACH_COUNTS = re.compile(r"^(Cada|Chaque|Each) .*\b(cuenta|compte|counts) ?:")


@pytest.mark.parametrize(("game", "per", "compared", "size", "lang"), list(itertools.product(
    ("my-city", "my-island"), ("space", "piece"), ({"most": True}, {"fewest": True, "rank": 2}, {"most": True, "at_least": 3}),
    (1, 3), ("es", "fr", "en"))))
def test_a_comparison_of_largest_groups_never_makes_a_space_its_subject(game, per, compared, size, lang):
    where = Where(colour="red") if game == "my-city" else Where(symbol="house")
    text = read_back("groups", {"where": where, "largest": True, "per": per, "size": size, "points": 2, **compared}, game, lang)
    assert not EACH_COUNTS.search(text), text
    assert re.match(r"(Se cuentan (los|las) |On compte les |The (spaces|tiles|buildings) of )", text), text
    assert "%(" not in text
    if game == "my-city" and lang != "en":
        assert {"es": "edificios rojos (públicos)", "fr": "bâtiments rouges (administratifs)"}[lang] in text, text
