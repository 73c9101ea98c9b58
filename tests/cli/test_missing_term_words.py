"""A ruleset naming a word of a kind its game does not have (French review 7, issue 34, UNTRANSLATED:
« ce jeu n'a pas de symbol », the YAML key's English name used as a French noun): a symbol in My City
(only My Island's tiles carry them), a colour in My Island (only My City's buildings have one). The
message says it in words, with the game's name, and where a campaign declares its own; es, fr, en."""

from __future__ import annotations

import re

import pytest

from helpers import OUR_RULESET, R, episode

CITY_RULESET = OUR_RULESET  # its immediate line reads symbol: house
ISLAND_RULESET = OUR_RULESET.replace("    end:\n", "      - {kind: count, where: {colour: red}, points: 1}\n    end:\n")

EXPECTED = {
    ("my-city", "fr"): "symbole « house » inconnu : My City n’a pas de symboles (ils n’existent que dans My Island)",
    ("my-city", "es"): "símbolo «house» desconocido: My City no tiene símbolos (solo los tiene My Island)",
    ("my-city", "en"): "unknown symbol 'house': My City has no symbols (only My Island has them)",
    ("my-island", "fr"): "couleur « red » inconnue : My Island n’a pas de couleurs (elles n’existent que dans My City)",
    ("my-island", "es"): "color «red» desconocido: My Island no tiene colores (solo los tiene My City)",
    ("my-island", "en"): "unknown colour 'red': My Island has no colours (only My City has them)",
}


def said(result) -> str:  # type: ignore[no-untyped-def]
    return re.sub("[\u00a0\u202f]", " ", result.stderr).replace("'", "’").replace("’", "'")


@pytest.mark.parametrize(("game", "lang"), sorted(EXPECTED))
def test_a_word_of_a_kind_the_game_lacks_is_said_in_words(make_campaign, cli, game, lang):
    ruleset = CITY_RULESET if game == "my-city" else ISLAND_RULESET
    folder = make_campaign(episode(R("Y1" if game == "my-city" else 1, Ana="stop", Ben="stop"), rules="ours"), game=game, rules={"ours": ruleset})
    result = cli("--lang", lang, "check", folder)
    assert result.exit_code == 1, result.output
    (line,) = [line for line in said(result).splitlines() if "ours.yaml" in line and re.search(r"\b(house|red)\b", line)]
    assert EXPECTED[game, lang].replace("’", "'") in line, line
    assert "vocabulary: symbols:" in line or "vocabulary: colours:" in line, line
    assert not re.search(r"\b(de|pas de) (symbol|colour)\b", line), line
