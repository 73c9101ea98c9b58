"""`chronicle table --help` says what table mode does with a round: each one is checked and written to the episode's
file as soon as it is logged (the page says «Ronda N escrita en el archivo del episodio» after each), not that
"the rounds are written at once", which reads as all of them together at the end (es review 8, F11)."""

from __future__ import annotations

import pytest

SAID = {
    "es": "Modo mesa: los móviles anotan cada ronda durante la partida; cada ronda se comprueba y se escribe en el "
          "archivo en cuanto se anota.",
    "fr": "Mode table : les téléphones notent chaque tour pendant la partie ; chaque tour est vérifié et écrit dans le "
          "fichier dès qu'il est noté.",
    "en": "Table mode: phones log each round during play; each round is checked and written to the file as soon as it "
          "is logged.",
}


@pytest.mark.parametrize("lang", sorted(SAID))
def test_table_help_says_each_round_is_written_as_soon_as_it_is_logged(cli, lang: str) -> None:
    result = cli("table", "--help", "--lang", lang)
    assert result.exit_code == 0
    shown = " ".join(result.output.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())
    assert SAID[lang] in shown, shown
    assert "de una sola vez" not in shown and "d'un seul coup" not in shown
