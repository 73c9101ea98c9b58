"""A catalogue piece whose cells are apart is named by what the catalogue holds: its `grid: square` says buildings
(My City), `grid: hex` tiles (My Island): « les cases du bâtiment B9 ne sont pas d'un seul tenant », never « la
tuile ou le bâtiment … ne forment pas une forme » (fr review 8, fault 4), in every language."""

from __future__ import annotations

import pytest

CATALOGUES = {
    "square": "grid: square\nname: Ours\npieces:\n  B9: {colour: red, cells: [\"0,0\", \"2,0\"]}\n",
    "hex": "grid: hex\nname: Ours\npieces:\n  T9: {cells: {\"0,0\": house, \"3,0\": field}}\n",
}


@pytest.mark.parametrize(("grid", "lang", "said"), [
    ("square", "fr", "les cases du bâtiment B9 ne sont pas d'un seul tenant"),
    ("hex", "fr", "les cases de la tuile T9 ne sont pas d'un seul tenant"),
    ("square", "es", "los espacios del edificio B9 no forman una sola figura conectada"),
    ("hex", "es", "los espacios de la loseta T9 no forman una sola figura conectada"),
    ("square", "en", "the cells of building B9 do not form one connected shape"),
    ("hex", "en", "the cells of tile T9 do not form one connected shape"),
])
def test_a_piece_apart_is_named_by_its_catalogues_grid(cli, tmp_path, grid: str, lang: str, said: str) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "pieces.yaml"
    path.write_text(CATALOGUES[grid], encoding="utf-8")
    result = cli("--lang", lang, "board", path)
    assert result.exit_code == 1, result.output
    text = result.output.replace("\u00a0", " ").replace("\u2019", "'")
    assert said in text and "pieces.yaml:4:" in text, text
