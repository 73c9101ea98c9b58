"""The players' page's head-to-head table (Spanish native review, issue 34, fault 20): a player does not
meet themselves, so the diagonal says nothing about them (a dash, no tooltip); "never played together"
is kept for two different players who never shared a finished episode.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest


def _matrix(page: Path) -> list[tuple[str, list[str]]]:
    """Each row of the head-to-head table: the player's name and the cells, in the columns' order."""
    table = re.search(r'<table class="record record-matrix">(.*?)</table>', page.read_text(encoding="utf-8"), re.S)
    assert table, page
    rows = []
    for row in re.findall(r"<tr><th scope=\"row\">(.*?)</tr>", table.group(1), re.S):
        name = re.sub(r"<[^>]+>", "", row.split("</th>", 1)[0]).strip()
        rows.append((name, re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)))
    return rows


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_a_player_against_themselves_is_a_dash_not_never_played_together(demo_site: Path, lang):
    rows = _matrix(demo_site / lang / "players" / "index.html")
    assert len(rows) > 2 and all(len(cells) == len(rows) for _, cells in rows)
    diagonal = [cells[i] for i, (_, cells) in enumerate(rows)]
    assert all(cell.strip() == "\u2014" for cell in diagonal), diagonal
    others = [cell for i, (_, cells) in enumerate(rows) for j, cell in enumerate(cells) if i != j]
    assert all("\u2014" not in cell for cell in others)
