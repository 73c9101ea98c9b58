"""MC-E07 (and any first-to-cover-all entry) read back as one award for covering all of the feature's spaces,
never one per space (issue 34, Spanish review 5, fault 1): «sobre cada veta de oro» reads in Spanish as 3 points
for each vein; the rule, the glossary and the score sheet say both veins, once."""

from __future__ import annotations

import pytest

from generator.load.nodes import load_file
from generator.rulebook.readback import read_back
from generator.validate.content import load_game
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from generator.words.i18n import render, translator


def _race(game_id: str, lang: str) -> str:
    """The first-to-cover-all sentence (MC-E07) of the game's built-in eternal ruleset, in `lang`."""
    game = load_game(game_id)
    ruleset = read_ruleset(Reader(), load_file(game.folder / "rules" / "eternal.yaml"), game, "eternal")
    assert ruleset is not None
    tr = translator(lang)
    texts = [render(e.sentence, tr) for section in read_back(ruleset, game).scoring for e in section.entries]
    return next(t for t in texts if t.startswith(("El primer jugador que", "Le premier joueur à", "The first player to")))


@pytest.mark.parametrize("lang, all_once", [
    ("es", "sobre todos los espacios con veta de oro gana 3\u00a0puntos, igual que quien lo logre en esa misma ronda."),
    ("fr", "toutes les cases à filon d'or gagne"),
    ("en", "every gold vein space gains 3\u00a0points"),
])
def test_MC_E07_one_award_for_building_on_all_the_gold_veins(lang, all_once):
    text = _race("my-city", lang)
    assert all_once in text
    assert "cada veta" not in text and "chaque" not in text and "each" not in text
