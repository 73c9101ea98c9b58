"""Table mode's end-of-episode heading speaks of every player, not of one "I" (issue 34, Spanish review 15,
F5): «¿Qué se podría haber hecho?», «Qu'aurait-on pu faire ?», "What could have been done?", as the site's
episode pages say «Lo que se podría haber hecho». The section shows each player's words from the coach."""

from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

import pytest

from helpers import FIXTURES, serve_table

HEADINGS = {"es": "¿Qué se podría haber hecho?", "fr": "Qu’aurait-on pu faire\u202f?", "en": "What could have been done?"}


@pytest.mark.parametrize("game", ["island", "city"])
def test_the_coach_heading_reads_for_every_player(tmp_path: Path, game: str) -> None:
    folder = tmp_path / game
    shutil.copytree(FIXTURES / "table" / game, folder)
    for _server, client in serve_table(folder):
        for lang, heading in HEADINGS.items():
            page = client.get(f"/?lang={lang}")[1]
            section = re.search(r'<div id="coach" hidden>\s*<h3>(.*?)</h3>', page, re.S)
            assert section is not None
            assert html.unescape(section[1]) == heading
