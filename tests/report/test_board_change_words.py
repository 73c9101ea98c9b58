"""A board change (LG-12) in words: the campaign page, the episode page and `chronicle board` list each player's
changes under "After episode 6, Diego:", a page about that player read by anyone, so the words speak of the
player in the third person, never to the reader (fr review 9, F8)."""

from __future__ import annotations

import pytest

from generator.model import BoardChange, Piece
from generator.report.explain import feature_change, piece_change
from generator.validate.content import load_game
from generator.words.i18n import translator

SAID = {
    ("fr", "my-island", "added"): "la tuile 9 rejoint ses tuiles",
    ("fr", "my-island", "removed"): "la tuile 9 est retirée de ses tuiles",
    ("fr", "my-city", "added"): "le bâtiment 9 rejoint ses bâtiments",
    ("fr", "my-city", "removed"): "le bâtiment 9 est retiré de ses bâtiments",
    ("es", "my-island", "added"): "la loseta 9 se suma a sus losetas",
    ("es", "my-island", "removed"): "la loseta 9 sale de sus losetas",
    ("es", "my-city", "added"): "el edificio 9 se suma a sus edificios",
    ("es", "my-city", "removed"): "el edificio 9 sale de sus edificios",
}


def _piece_change(game_id: str, kind: str) -> BoardChange:
    if kind == "added":
        return BoardChange(pos=(0, 0), piece="9", added=Piece("9", (((0, 0), None),)))
    return BoardChange(pos=(0, 0), piece="9", removed=True)


@pytest.mark.parametrize(("lang", "game_id", "kind"), sorted(SAID))
def test_a_piece_joining_or_leaving_a_players_set_is_said_of_that_player_LG_12(lang: str, game_id: str, kind: str) -> None:
    """« la tuile 9 est retirée de ses tuiles », never « quitte vos tuiles » on a page about Diego."""
    said = piece_change(_piece_change(game_id, kind), load_game(game_id)).render(translator(lang))
    assert said == SAID[lang, game_id, kind]


STICKERS = {
    ("fr", 1): "autocollant mur sur la tuile 7 (case 1,0)",
    ("fr", 2): "autocollants sur la tuile 7 : mur (case 1,0) et maison (case 0,1)",
    ("es", 1): "pegatina de muro en la loseta 7 (espacio 1,0)",
    ("es", 2): "pegatinas en la loseta 7: muro (espacio 1,0) y casa (espacio 0,1)",
    ("en", 1): "wall sticker on tile 7 (space 1,0)",
    ("en", 2): "stickers on tile 7: wall (space 1,0) and house (space 0,1)",
}


@pytest.mark.parametrize(("lang", "n"), sorted(STICKERS))
def test_a_sticker_is_named_with_the_space_it_goes_on_LG_12(lang: str, n: int) -> None:
    """« autocollant mur sur la tuile 7 (case 1,0) », not « autocollants sur la tuile 7 : 1,0 : mur », two colons in a
    row and the catalogue's offset first (fr review 9, F9)."""
    stickers = (((1, 0), "wall"), ((0, 1), "house"))[:n]
    change = BoardChange(pos=(0, 0), piece="7", stickers=stickers)
    said = piece_change(change, load_game("my-island")).render(translator(lang))
    assert said.replace("\u00a0", " ").replace("\u202f", " ") == STICKERS[lang, n]


TREES = {
    ("fr", "add"): "ajout de 2 arbres en E9",
    ("fr", "remove"): "retrait de 2 arbres en E9",
    ("es", "add"): "se añaden 2 árboles en E9",
    ("es", "remove"): "se quitan 2 árboles de E9",
    ("en", "add"): "2 trees added on E9",
    ("en", "remove"): "2 trees removed from E9",
}


@pytest.mark.parametrize(("lang", "way"), sorted(TREES))
def test_several_of_a_feature_are_said_in_its_plural_LG_12(lang: str, way: str) -> None:
    """`{cell: E9, add: tree, count: 2}`: « ajout de 2 arbres en E9 », as one reads « ajout d'un arbre en H5 », not
    « ajout en E9 : 2 × arbre » (fr review 9, F10; MC-R06: a double-tree space holds 2 trees)."""
    change = BoardChange(pos=(0, 0), count=2, **{way: "tree"})  # type: ignore[arg-type]
    said = feature_change(change, load_game("my-city"), "E9").render(translator(lang))
    assert said.replace("\u00a0", " ") == TREES[lang, way]
