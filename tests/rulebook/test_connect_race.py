"""A race to link a feature to the board's edge (`kind: connect` with `first:`, the race pattern of `guide envelopes`)
read back with the player first, as a rulebook says it (issue 34, Spanish review 5, fault 6; the shape C5-4's fix
gave the largest group): never «Cada faro … cuenta: el primer jugador…», a lighthouse as the subject of a race
between players; and «un espacio del borde del tablero»."""

from __future__ import annotations

import pytest

from generator.model import Where
from helpers import read_back

RACE = {"from": Where(feature=frozenset(["statue"])), "through": Where(symbol="path"), "to": Where(edge=True), "points": 5}


@pytest.mark.parametrize("first, lang, expected", [
    ("campaign", "es", "El primer jugador de la campaña que conecte una estatua con un espacio del borde del tablero "
                       "mediante una cadena de símbolos de camino gana 5 puntos, igual que quien lo consiga en esa misma "
                       "ronda."),
    ("episode", "es", "El primer jugador del episodio que conecte una estatua con un espacio del borde del tablero "
                      "mediante una cadena de símbolos de camino gana 5 puntos, igual que quien lo consiga en esa misma "
                      "ronda."),
    ("campaign", "fr", "Le premier joueur de la campagne à relier une statue à une case au bord du plateau par une chaîne "
                       "de symboles sentier gagne 5 points, comme tout joueur qui y parvient au même tour."),
    ("episode", "en", "The first player of the episode to link a statue to a space on the board's edge with a chain of "
                      "path symbols gains 5 points, and so does every player who does it in the same round."),
])
def test_a_race_to_connect_names_the_first_player_first(first, lang, expected):
    """Immediately, the race is shared by the players who link in the same round (at an episode's end, by those who
    have linked when it ends: tests/rulebook/test_readback_phrasing_families.py)."""
    assert read_back("connect", {**RACE, "first": first}, "my-island", lang, "immediate") == expected
