"""A board change's note (LG-12: written notes stay on the board) is the group's own words, in the campaign's
language. The table's end of an episode lists it as `board -p`, `score` and the site say a group's words written in
another language: quoted, then « (en espagnol) », "(in Spanish)"; nothing more for a reader of that language.
(The table sent the bare note, with no word of its language, to a French or English page of a Spanish log.)"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from helpers import ROOT, serve_table

NOTE = "Escribe 'Punta Cangrejo' en la costa este"  # Carmen's, after episode 1 of a Spanish log


@pytest.fixture(scope="module")
def first_episode(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """reef-raiders (language: es) as it stood after its first episode: the episode the table ends is the one
    whose board changes hold Carmen's note."""
    folder = tmp_path_factory.mktemp("reef") / "reef-raiders"
    shutil.copytree(ROOT / "campaigns" / "reef-raiders", folder)
    for later in sorted((folder / "episodes").glob("*.yaml"))[1:]:
        later.unlink()
    return folder


@pytest.mark.parametrize(("lang", "said"), [("fr", f"note « {NOTE} » (en espagnol)"),
                                            ("en", f"note \"{NOTE}\" (in Spanish)"),
                                            ("es", f"nota: «{NOTE}»")])
def test_LG_12_the_table_says_the_language_of_a_groups_note_as_board_does(first_episode: Path, lang: str,
                                                                          said: str) -> None:
    for _server, client in serve_table(first_episode):
        status, state = client.get(f"/api/state?lang={lang}")
        assert status == 200 and state["end"] is not None, state
        assert state["end"]["board_changes"]["Carmen"] == [said]
