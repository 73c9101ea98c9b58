"""`chronicle moves` ends with how many placements a player has and where their token stands; French names the
token « marqueur Score sur 10 »: « (score de 10) » after « 57 poses possibles » reads as if each placement
scored 10 (fr review 9, F4)."""

from __future__ import annotations

from helpers import DEMO


def test_moves_says_where_the_score_token_stands_LG_08(cli) -> None:
    result = cli("--lang", "fr", "moves", DEMO / "river-town", "4", "Camille", "-c", "R1")
    assert result.exit_code == 0
    shown = result.output.replace("\u00a0", " ").replace("\u202f", " ")
    assert "57 poses possibles du bâtiment R1 pour Camille (marqueur Score sur 10)" in shown, shown
    assert "score de" not in shown
