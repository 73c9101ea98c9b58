"""LG-11 and C-2: when two players end on the same points AND the same open spaces in every row, the rows do not
break the tie: the table does, with the episode file's `tiebreak:` (C-2). `score` and the episode page say so: the
rows were identical and the table decided; they never say the rows "broke" the tie (« départagée par les cases vides »,
« resuelto por los espacios libres », "ranked by open spaces"), which would contradict the C-2 line beside it.
(fr native review 13, fault 11.)"""

from __future__ import annotations

import re
from html import unescape

import pytest

from helpers import R

NO_END = ("rules: {name: Houses only, buildable: [beach, heath], first_piece: {covers: beach}, adjacency: matching-symbol, "
          "immediate: [{kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}]}\n")
THREE = "[{name: Ana}, {name: Ben}, {name: Cloe}]"
# Ana and Ben cover two beach spaces of the top row each: 12 points and the same open spaces row by row.
SAME_ROWS = (f"episode: 1\n{NO_END}rounds:\n"
             + R(1, Ana="{A1: house, A2: house}", Ben="{A6: house, A7: house}", Cloe="stop")
             + R(3, Ana="stop", Ben="stop") + "tiebreak: [Ben, Ana]\n")

SAID = {
    "en": ("open spaces per row, top first:", "(LG-11), identical; your table settled it: Ben > Ana (C-2)"),
    "es": ("espacios libres por fila, empezando por arriba:", "(LG-11), idénticos; tu mesa desempató: Ben > Ana (C-2)"),
    "fr": ("cases vides de chaque ligne (de haut en bas) :", "(LG-11), identiques ; votre table a départagé : Ben > Ana (C-2)"),
}
NEVER = {"en": "ranked by", "es": "resuelto por los espacios", "fr": "départagée par les cases"}


def _plain(text: str) -> str:
    return text.replace("\u00a0", " ").replace("\u202f", " ")


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_C_2_LG_11_score_says_identical_rows_and_the_table_decided(make_campaign, cli, lang) -> None:
    out = _plain(cli("--lang", lang, "score", make_campaign(SAME_ROWS, players=THREE)).stdout)
    lines = [line for line in out.splitlines() if "LG-11" in line]
    assert len(lines) == 2, out  # one under Ben, one under Ana
    for line in lines:
        rows, settled = SAID[lang]
        assert rows in line and settled in line, line
        assert NEVER[lang] not in line, line


PAGE = {
    "en": ("Tied on 12 points; open spaces per row, top row first:", "(LG-11), identical; your table settled it: Ben > Ana (C-2)"),
    "es": ("Empate a 12 puntos; espacios libres de cada fila, empezando por la de arriba:",
           "(LG-11), idénticos; tu mesa desempató: Ben > Ana (C-2)"),
    "fr": ("Égalité à 12 points ; cases vides de chaque ligne, en commençant par celle du haut :",
           "(LG-11), identiques ; votre table a départagé : Ben > Ana (C-2)"),
}


def test_C_2_LG_11_the_episode_page_says_identical_rows_and_the_table_decided(make_campaign, cli, tmp_path) -> None:
    make_campaign(SAME_ROWS, players=THREE, slug="tie")
    out = tmp_path / "site"
    assert cli("build", tmp_path, "-o", out).exit_code == 0
    for lang, (rows, settled) in PAGE.items():
        pages = [p for p in (out / lang).rglob("*.html") if '<p class="tie">' in p.read_text(encoding="utf-8")]
        assert len(pages) == 1, pages
        html = _plain(pages[0].read_text(encoding="utf-8"))
        ties = [unescape(re.sub(r"<[^>]+>", "", part.split("</p>")[0])) for part in html.split('<p class="tie">')[1:]]
        assert len(ties) == 2, ties  # Ben's sheet and Ana's
        for tie in ties:
            assert rows in tie and settled in tie, tie
            assert NEVER[lang] not in tie and "ranked by" not in tie, tie
