"""`chronicle board`: one set of marks per language for the symbols and colours pieces show (issue 34, es
review 11, F3). A player's board and a piece catalogue used «CAM campo» and «ca campo» (and «cs casa») side by
side, so that «CA…» meant campo in one view and casa in the other; both views now take the same marks."""

from __future__ import annotations

import re

import pytest

from helpers import ROOT

LEGEND = re.compile(r"^[^\W\d_][^:\n]*: ((?:[A-Z0-9]{3} [^,\n]+)(?:, [A-Z0-9]{3} [^,\n]+)*)$", re.MULTILINE)


def marks(text: str) -> dict[str, str]:
    """The legend of piece marks: mark -> the word it stands for."""
    found = LEGEND.findall(text)
    assert found, text
    return dict(pair.split(" ", 1) for line in found for pair in line.split(", "))


@pytest.mark.parametrize("lang", ["es", "en", "fr"])
@pytest.mark.parametrize(("board", "game"), [(("reef-raiders", "--player", "Mateo", "--episode", "5"), "my-island"),
                                             (("river-town", "--episode", "1"), "my-city")])
def test_a_players_board_and_the_catalogue_mark_each_word_alike(cli, lang: str, board: tuple[str, ...], game: str) -> None:
    played = cli("--lang", lang, "board", ROOT / "campaigns" / board[0], *board[1:])
    catalogue = cli("--lang", lang, "board", ROOT / "content" / "games" / game / "pieces" / "sample.yaml")
    assert played.exit_code == 0 == catalogue.exit_code, played.stdout + catalogue.stdout
    on_board, in_catalogue = marks(played.stdout), marks(catalogue.stdout)
    assert on_board.items() <= in_catalogue.items(), (on_board, in_catalogue)


def test_spanish_marks_are_the_reviewers() -> None:
    """es: CAM campo, CAS casa, CMN camino, MUR muro, in both views."""
    from generator.report.drawing import piece_codes
    from generator.validate.content import load_game
    from generator.words.i18n import translator

    assert piece_codes((), load_game("my-island"), translator("es")) == {
        "field": "CAM", "house": "CAS", "path": "CMN", "wall": "MUR"}
