"""A message that lists what may be written instead (the keys a file knows, the games there are) closes its list
as the reader's language does, with «o» / « ou » / "or", as every other list of choices does: «…, «start» o
«vocabulary»», never a bare comma list (es review 8, F7)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from generator import campaigns
from generator.words.i18n import render, translator
from helpers import R, episode

Make = Callable[..., Path]
LAST = {"es": r"«start» o «vocabulary»$", "fr": r"« start » ou « vocabulary »$", "en": r"'start', or 'vocabulary'$"}


@pytest.mark.parametrize("lang", sorted(LAST))
def test_an_unknown_key_names_the_known_ones_closing_with_or(make_campaign: Make, lang: str) -> None:
    folder = make_campaign(episode(R(1, Ana="stop", Ben="stop"), extra="tiebreak: [Ana, Ben]\n"), language=lang)
    campaign = folder / "campaign.yaml"
    campaign.write_text(campaign.read_text(encoding="utf-8") + "colour: red\n", encoding="utf-8")
    said = [render(p.message, translator(lang)).replace("\u00a0", " ").replace("\u202f", " ")
            for p in campaigns.check(folder).problems if "colour" in str(p.message)]
    assert len(said) == 1 and re.search(LAST[lang], said[0]), said


@pytest.mark.parametrize(("lang", "last"), [("es", "«my-city» o «my-island»"), ("fr", "« my-city » ou « my-island »"),
                                            ("en", "'my-city' or 'my-island'")])
def test_an_unknown_game_names_the_games_closing_with_or(cli, tmp_path: Path, lang: str, last: str) -> None:
    board = tmp_path / "board.yaml"
    board.write_text("game: my-islnd\nname: ours\nmap: |\n  b\n", encoding="utf-8")
    said = cli("board", board, "--lang", lang).output.replace("\u00a0", " ").replace("\u202f", " ")
    assert last in said, said
