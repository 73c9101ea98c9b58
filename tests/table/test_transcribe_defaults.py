"""Table mode's transcribe pages offer file names in the group's language and the game's words
(French « nos-tuiles » for My Island, « nos-batiments » for My City), as the transcribe index
suggests them: never the English `our-pieces` (fr review 10, F1)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from generator.table.transcribe import handle
from helpers import FIXTURES


@pytest.fixture
def campaign(tmp_path: Path) -> Path:
    folder = tmp_path / "harbour"
    shutil.copytree(FIXTURES / "site/harbour", folder)
    return folder


def offered_file(campaign: Path, lang: str, query: dict[str, str]) -> str:
    page = handle("GET", "/transcribe/piece", query, b"", campaign, lang)[2].decode()  # type: ignore[index]
    found = re.search(r'<input id="file"[^>]*value="([^"]*)"', page)
    assert found is not None
    return found.group(1)


@pytest.mark.parametrize(("lang", "game", "name"), [
    ("fr", "my-island", "nos-tuiles"), ("fr", "my-city", "nos-batiments"),
    ("es", "my-island", "nuestras-losetas"), ("es", "my-city", "nuestros-edificios"),
    ("en", "my-island", "our-tiles"), ("en", "my-city", "our-buildings"),
])
def test_the_piece_page_offers_a_catalogue_name_in_the_groups_language_and_game(campaign, lang, game, name):
    assert offered_file(campaign, lang, {"game": game}) == name


def test_a_file_asked_for_is_kept(campaign):
    assert offered_file(campaign, "fr", {"file": "notre-catalogue"}) == "notre-catalogue"
