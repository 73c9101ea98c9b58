"""A comparison between players (`most`, `fewest`, `rank`) says what tied players get as a rulebook says it (French
review 6, issue 34, item 7): « le joueur qui en a le plus gagne 4 points (en cas d'égalité, chacun les gagne) »,
«… gana 4 puntos (si hay empate, los gana cada uno)», '… gains 4 points (if tied, each of them gains them)'; one
point or one circle is « le », a loss « perd »; never « (ex aequo compris) », which no French rulebook writes.
Whatever else an entry gives (a counter) keeps a sentence with no pronoun: « (en cas d'égalité, chacun fait de même) ».
"""

from __future__ import annotations

import pytest

from generator.model import Where
from generator.rulebook.phrases import sentence
from generator.rulebook.sentences import scoring_sentence
from generator.validate.content import load_game
from generator.words.i18n import render, translator
from helpers import read_back

TIES = {
    ("fr", "them"): "(en cas d'égalité, chacun les gagne)", ("es", "them"): "(si hay empate, los gana cada uno)",
    ("en", "them"): "(if tied, each of them gains them)",
    ("fr", "it"): "(en cas d'égalité, chacun le gagne)", ("es", "it"): "(si hay empate, lo gana cada uno)",
    ("en", "it"): "(if tied, each of them gains it)",
    ("fr", "lost"): "(en cas d'égalité, chacun les perd)", ("es", "lost"): "(si hay empate, los pierde cada uno)",
    ("en", "lost"): "(if tied, each of them loses them)",
    ("fr", "counter"): "(en cas d'égalité, chacun fait de même)", ("es", "counter"): "(si hay empate, todos los empatados)",
    ("en", "counter"): "(tied players too)",
}


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_C5_4_tied_players_each_gain_the_4_points(lang):
    """C5-4 (El barrio del palacio, chapter 5): the largest red group, `most: true`, 4 points."""
    params = {"where": Where(colour="red"), "largest": True, "per": "space", "most": True, "points": 4}
    assert read_back("groups", params, "my-city", lang).endswith(f"4 {'puntos' if lang == 'es' else 'points'} {TIES[lang, 'them']}.")


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_one_circle_to_tied_players_is_it(lang):
    """CH3-4's shape (My Island): the most pearls colour 1 progress circle, each tied player's too."""
    params = {"where": Where(symbol="house"), "count": "symbols", "most": True, "circles": 1}
    assert read_back("count", params, "my-island", lang).endswith(f" {TIES[lang, 'it']}.")


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_points_lost_by_tied_players(lang):
    """`fewest` with negative points: each tied player loses them."""
    params = {"where": Where(symbol="house"), "count": "symbols", "fewest": True, "points": -2}
    assert read_back("count", params, "my-island", lang).endswith(f" {TIES[lang, 'lost']}.")


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_a_counter_to_tied_players_has_no_pronoun(lang):
    """`add:` to a counter is no amount one can say « les » of."""
    game = load_game("my-island")
    params = {"where": Where(symbol="house"), "count": "symbols", "most": True, "add": {"pearls": 1}}
    text = render(sentence(scoring_sentence("count", params, game, "end")), translator(lang))
    assert text.replace("\u00a0", " ").replace("\u2019", "'").endswith(f" {TIES[lang, 'counter']}."), text


def test_no_french_sentence_says_ex_aequo_compris():
    french = translator("fr").messages
    assert not [k for k, v in french.items() if "ex aequo compris" in str(v)]
