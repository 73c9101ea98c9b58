"""`chronicle board FILE --svg` for a board file or a piece catalogue speaks the reader's language in
its tooltips and description, as the site's game pages do: a space's terrain and features, a piece's
symbols or colour, in the game's own words (fr: Plage, vert clair, jaune (résidentiel); es: playa,
verde, amarillo (residencial)), never the English ones."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from generator.validate import content
from generator.validate.content import CONTENT

SVG = "{http://www.w3.org/2000/svg}"
DRAWN = [f"games/{game}/{kind}" for game in ("my-island", "my-city")
         for kind in ("boards/sample-legacy.yaml", "boards/sample-eternal.yaml", "pieces/sample.yaml")]


def english_words(game: str, lang: str) -> list[str]:
    """The game's English terms that its `lang` terms do not share (« statue » is both)."""
    g = content.load_game(game)
    terms = [*g.terrains.values(), *g.features.values(), *g.symbols.values(), *g.colours.values()]
    return [t.names["en"] for t in terms if t.names["en"].lower() != t.names[lang].lower()] + ["every space with its name"]


def said(path: Path) -> list[str]:
    """Every tooltip and description of the drawing."""
    root = ET.parse(path).getroot()
    return [e.text for e in root.iter() if e.tag in (f"{SVG}title", f"{SVG}desc") and e.text]


@pytest.mark.parametrize("lang", ["fr", "es"])
@pytest.mark.parametrize("drawn", DRAWN)
def test_a_board_or_catalogue_svg_has_no_english_game_word(cli, tmp_path, drawn, lang):
    out = tmp_path / "drawn.svg"
    result = cli("board", "--lang", lang, CONTENT / drawn, "--svg", out)
    assert result.exit_code == 0, result.output
    texts = said(out)
    game = drawn.split("/")[1]
    english = english_words(game, lang)
    found = sorted({w for text in texts for w in english if re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text, re.I)})
    assert not found, (found, texts[:5])
    assert any(" · " in text for text in texts)  # the spaces do name themselves


def test_the_board_svg_describes_itself_in_french(cli, tmp_path):
    out = tmp_path / "board.svg"
    assert cli("board", "--lang", "fr", CONTENT / DRAWN[0], "--svg", out).exit_code == 0
    root = ET.parse(out).getroot()
    assert root.find(f"{SVG}desc").text == "Chaque case avec son nom"
    assert "A3 · Plage" in said(out)
