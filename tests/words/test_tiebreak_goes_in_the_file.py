"""C-2's unresolved tie tells the group to write `tiebreak:` into the episode's (the game's) file, not "to the
game" (es review 9, F3: «añade «tiebreak: […]» a la partida» reads as something done at the table; the English
and French said "to the game" / « à la partie » too): «al archivo de la partida», « au fichier de la partie »,
"to the game's file", and for a legacy campaign the episode's file, as "Saved to the game's file." says."""

from __future__ import annotations

import pytest

from generator.problems.findings import _tie
from generator.validate.content import load_game
from generator.words.i18n import render, translator
from generator.words.modes import in_mode

FILE = {
    ("es", "legacy"): "añade `tiebreak: [Hannah, Leo]` al archivo del episodio, del mejor al peor",
    ("es", "eternal"): "añade `tiebreak: [Hannah, Leo]` al archivo de la partida, del mejor al peor",
    ("fr", "legacy"): "ajoutez `tiebreak: [Hannah, Leo]` au fichier de l'épisode, du meilleur au moins bon",
    ("fr", "eternal"): "ajoutez `tiebreak: [Hannah, Leo]` au fichier de la partie, du meilleur au moins bon",
    ("en", "legacy"): "add 'tiebreak: [Hannah, Leo]' to the episode's file, best first",
    ("en", "eternal"): "add 'tiebreak: [Hannah, Leo]' to the game's file, best first",
}


@pytest.mark.parametrize("lang, mode", sorted(FILE))
def test_an_unresolved_tie_says_to_write_the_tiebreak_into_the_file_C2(lang: str, mode: str) -> None:
    said = render(_tie({"names": ["Hannah", "Leo"], "place": 1}, load_game("my-city"), 33), in_mode(translator(lang), mode))
    assert FILE[lang, mode] in said
