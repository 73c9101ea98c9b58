"""A placed piece's tooltip on a board starts with a capital, as the site's other tooltips do
(« Bâtiment Y2, rotation r0 », « Tuile 7 »): « Tuile 7, tour 3 · … », never « tuile 7, tour 3 »."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from helpers import DEMO

TITLE = re.compile(r"<title>(.*?)</title>", re.S)


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
@pytest.mark.parametrize("campaign", ["reef-raiders", "barrio-del-palacio"])
def test_every_placed_piece_tooltip_starts_with_a_capital(cli, tmp_path: Path, lang: str, campaign: str):
    drawing = tmp_path / "board.svg"
    assert cli("--lang", lang, "board", DEMO / campaign, "-p", "Lucía", "--svg", drawing).exit_code == 0
    titles = TITLE.findall(drawing.read_text(encoding="utf-8"))
    pieces = [t for t in titles if re.search(r"\b(?:tour|ronda|round) \d", t)]
    assert pieces, titles
    assert [t for t in pieces if not t[0].isupper()] == []
