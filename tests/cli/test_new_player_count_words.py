"""new's answer to a table of the wrong size, in Spanish: «se juega con 2 a 4 jugadores, no con 1», one
preposition all through (issue 34, Spanish review 15, F4; a game's own player count, games/*/game.yaml)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("game", "players", "said"), [
    ("my-city", "Ana", "My City se juega con 2 a 4 jugadores, no con 1"),
    ("my-island", "Ana,Ben,Cloe,Dani,Eva", "My Island se juega con 2 a 4 jugadores, no con 5"),
])
def test_new_says_the_player_count_with_one_preposition(tmp_path, cli, game, players, said):
    result = cli("--lang", "es", "new", "mesa", "--game", game, "--players", players, "--root", tmp_path)
    assert result.exit_code == 2 and said in " ".join(result.stderr.split()), result.stderr
    assert "se juega de" not in result.stderr
