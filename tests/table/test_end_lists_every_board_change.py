"""Table mode's end of an episode lists every board change (LG-12) in the words `board -p` gives it: a counter spent
("coins: −1"), a piece leaving the set ("building Y4 leaves the set"), a note with its language, a sticker. It listed a
counter's or a piece's change as nothing at all ("Bruno · "), as if the player's board had not changed."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from helpers import FIXTURES, serve_table

CIUDAD = FIXTURES / "envelopes" / "ciudad"  # language: es; after episode 3 Bruno pays a coin and loses his Y4


@pytest.fixture(scope="module")
def third_episode(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("ciudad") / "ciudad"
    shutil.copytree(CIUDAD, folder)
    for later in sorted((folder / "episodes").glob("*.yaml"))[3:]:
        later.unlink()
    return folder


def _board_says(cli, folder: Path, lang: str) -> list[str]:  # type: ignore[no-untyped-def]
    """What `board -p` says of Bruno's changes after episode 3, on the next episode's board."""
    (folder / "episodes" / "04.yaml").write_text("episode: 4\nrules: chapter-4\nrounds: []\n", encoding="utf-8")
    try:
        out = cli("--lang", lang, "board", folder, "-p", "Bruno", "-e", "4").stdout
    finally:
        (folder / "episodes" / "04.yaml").unlink()
    line = next(line for line in out.splitlines() if "(Bruno)" in line and " 3 " in line)
    return [_plain(change) for change in _plain(line).split(": ", 1)[1].split(";")]


def _plain(text: str) -> str:
    """Without French typography, which `board` applies and the table's page does (table.js typeset)."""
    return text.replace("\u202f", " ").replace("\u00a0", " ").replace("\u2019", "'").strip()


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_LG_12_the_table_lists_a_counter_and_a_piece_change_as_board_does(third_episode: Path, cli, lang: str) -> None:
    said = _board_says(cli, third_episode, lang)
    assert len(said) == 3 and all(said), said
    for _server, client in serve_table(third_episode):
        status, state = client.get(f"/api/state?lang={lang}")
        assert status == 200 and state["end"] is not None, state
        listed = state["end"]["board_changes"]["Bruno"]
    assert [_plain(text) for text in listed] == said
