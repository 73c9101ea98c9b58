"""Table mode's board painter marks features with the letters `chronicle board` gives them, from one source
(issue 34, Spanish review 5, fault 10): Spanish «a» (árbol) and «p» (pozo), French « a » (arbre) and « p » (puits),
English t and w; so a group that paints its board on the phone and then checks it with `chronicle board` sees one
letter for one tree, and no note explaining English initials is needed."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from generator.model import Board
from generator.report.drawing import board_text
from generator.table.transcribe import _editor
from generator.validate.content import load_game
from generator.words.i18n import render, translator


def _painter_marks(folder: Path, lang: str) -> dict[str, str]:
    page = _editor("board", folder, load_game("my-city"), translator(lang), "ours")
    data = json.loads(re.search(r'<script type="application/json" id="data">(.*?)</script>', page, re.S).group(1))
    return {f["id"]: f["mark"] for f in data["features"]}


def _board_marks(lang: str) -> dict[str, str]:
    """The marks of `chronicle board`'s legend, for a board showing every feature of My City."""
    game, tr = load_game("my-city"), translator(lang)
    cells = [game.grid.from_map(0, c) for c in range(len(game.features))]
    board = Board(name="all", grid=game.grid, terrain={cell: "green" for cell in cells},
                  features={f: {cell: 1} for f, cell in zip(sorted(game.features), cells)}, river=frozenset(), rows=1,
                  columns=len(cells))
    legend = board_text(board, tr=tr, game=game).splitlines()[-1].split(": ", 2)[-1]
    names = {render(game.term(f), tr): f for f in game.features}
    return {names[name]: mark for mark, name in (item.split(" ", 1) for item in legend.split(", "))}


@pytest.mark.parametrize("lang, tree, well", [("es", "a", "p"), ("fr", "a", "p"), ("en", "t", "w")])
def test_the_painter_marks_tree_and_well_as_chronicle_board_does(tmp_path, lang, tree, well):
    marks = _painter_marks(tmp_path, lang)
    assert (marks["tree"], marks["well"]) == (tree, well)
    assert marks == _board_marks(lang)


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_the_painter_needs_no_note_on_english_letters(tmp_path, lang):
    page = _editor("board", tmp_path, load_game("my-city"), translator(lang), "ours")
    assert not re.search(r"tree (y|et|and) well", page)
