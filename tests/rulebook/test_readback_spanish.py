"""The rules read back in Spanish as a player from Spain reads them (issue 34, Spanish review 3, faults 4, 15
and 16), on every ruleset page and in `chronicle rules`: a player's pile of tiles is «sus losetas», My City's
players build on the gold veins, and an uncovered well or statue that scores is said in one unambiguous clause."""

from __future__ import annotations

import pytest

from generator.rulebook.readback import read_back
from generator.validate.content import load_game
from generator.words.i18n import render, translator


def _sentences(game_id: str, name: str) -> list[str]:
    """Every sentence chronicle writes for a shipped ruleset, in Spanish."""
    from generator.load.nodes import load_file
    from generator.validate.ruleset import read_ruleset
    from generator.vocabulary.reader import Reader

    game = load_game(game_id)
    ruleset = read_ruleset(Reader(), load_file(game.folder / "rules" / f"{name}.yaml"), game, name)
    assert ruleset is not None
    rb, tr = read_back(ruleset, game), translator("es")
    lines = [*rb.placing, *rb.turns, rb.deck, rb.assessment]
    return [*(render(line.text, tr) for line in lines),
            *(render(e.sentence, tr) for section in rb.scoring for e in section.entries)]


@pytest.mark.parametrize("game, said", [
    ("my-island", "Quien ya no tenga entre sus losetas la de la carta pasa sin coste."),
    ("my-city", "Quien ya no tenga entre sus edificios el de la carta pasa sin coste."),
])
def test_LG_03_a_player_lacking_the_cards_piece_looks_among_their_own(game, said):
    """Fault 4: «Quien ya no tenga en su conjunto la loseta de la carta»: «su conjunto» is the tool's word."""
    assert said in _sentences(game, "legacy-1")


def test_MC_E07_the_first_to_build_on_every_gold_vein():
    """Fault 15: «haya cubierto todos los espacios con una veta de oro» reads as covering them with a vein."""
    assert "El primer jugador que haya construido sobre todos los espacios con veta de oro gana 3\u00a0puntos, igual que " \
           "quien lo logre en esa misma ronda." in _sentences("my-city", "eternal")


def test_MC_E06_a_well_left_uncovered_and_surrounded_by_four_buildings():
    """Fault 16: «Cada pozo sin cubrir con un edificio distinto…» first parses as "not covered by a different building"."""
    assert "Cada pozo que quede sin cubrir y tenga un edificio distinto en cada uno de sus cuatro lados da 4\u00a0puntos." in \
        _sentences("my-city", "eternal")
    assert not any("sin cubrir con" in line for game in ("my-island", "my-city") for line in _sentences(game, "eternal"))
