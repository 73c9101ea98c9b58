"""`board --svg` draws in the reader's typography, as the text board, the site and table mode do: a French title's
elision takes the curly apostrophe (« emplacement d’autocollant », « Tuiles d’exemple »), never a straight one
(written &#39;). (fr native review 13, fault 6.)"""

from __future__ import annotations

import re
from html import unescape
from pathlib import Path

import pytest

from helpers import ROOT


def _titles(svg: Path) -> list[str]:
    return [unescape(t) for t in re.findall(r"<title>([^<]*)</title>", svg.read_text(encoding="utf-8"))]


@pytest.mark.parametrize(("drawn", "said"), [
    (("campaigns/river-town", "-p", "Théo"), "B8 · vert clair · emplacement d’autocollant"),
    (("content/games/my-island/pieces/sample.yaml",), "Tuiles d’exemple (pas les tuiles publiées)"),
    (("content/games/my-city/pieces/sample.yaml",), "Bâtiments d’exemple (pas les bâtiments publiés)"),
])
def test_board_svg_titles_take_french_apostrophes(cli, tmp_path, drawn, said) -> None:
    svg = tmp_path / "drawn.svg"
    first, *rest = drawn
    result = cli("--lang", "fr", "board", ROOT / first, *rest, "--svg", svg)
    assert result.exit_code == 0, result.output
    titles = _titles(svg)
    assert any(t.startswith(said) for t in titles), titles[:5]
    assert not [t for t in titles if "'" in t], [t for t in titles if "'" in t][:5]


def test_board_svg_in_english_keeps_its_own_apostrophes(cli, tmp_path) -> None:
    svg = tmp_path / "drawn.svg"
    assert cli("--lang", "en", "board", ROOT / "campaigns/river-town", "-p", "Théo", "--svg", svg).exit_code == 0
    assert "B8 · light green · sticker slot" in _titles(svg)
