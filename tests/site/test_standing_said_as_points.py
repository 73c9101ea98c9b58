"""One wording for one thing: a player's standing after a step (the replay's captions), on their score sheet and in
table mode reads as `score` says it, « 31 points · rang 1 » (C-2's place), never « score de 31 », an English
"score 31" shape (native fr review 15, F1; issue 34). French counts 0 and 1 as one: « 0 point », « 1 point » (no-break spaces set at display, read here as spaces)."""

from __future__ import annotations

import re
import shutil

import pytest

from generator.base.shipped import TEMPLATES
from generator.frontend.i18n import load
from generator.rules.timeline import Moment
from generator.site.episode_view import EpisodeView
from generator.validate.content import load_game
from generator.words.i18n import ENGLISH
from helpers import FIXTURES, served_table, table_phone

SAID = {"fr": ("31 points · rang 1", "1 point · rang 2", "0 point"),
        "es": ("31 puntos · puesto 1", "1 punto · puesto 2", "0 puntos"),
        "en": ("31 points · rank 1", "1 point · rank 2", "0 points")}


def view(lang: str) -> EpisodeView:
    return EpisodeView(ENGLISH if lang == "en" else load(TEMPLATES / "locale", lang))


def moment(token: int, rank: int) -> Moment:
    return Moment(token=token, debt=0, rank=rank or None, circles=0, turn=None, items=())


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_a_replay_caption_says_points_and_rank_as_score_does(lang):
    """C-2: the place after a step; LG-10: the points the Score marker shows."""
    game = load_game("my-island")
    shown = [re.sub("[\u00a0\u202f]", " ", str(view(lang).state(game, False, moment(t, r)))) for t, r in ((31, 1), (1, 2), (0, 0))]
    assert shown == list(SAID[lang])
    assert not [text for text in shown if re.search(r"score de|ficha en|token", text)]


def test_table_mode_says_the_turn_line_in_points():
    """Table mode's turn line « Ana · 7 points » (both forms, picked by the count in table.js)."""
    page = (TEMPLATES / "table" / "table.html").read_text(encoding="utf-8")
    assert "token %(token)s" not in page
    script = (TEMPLATES / "table" / "static" / "table.js").read_text(encoding="utf-8")
    assert "plural(S.token, p.token)" in script


def test_table_mode_shows_the_turn_line_in_points_in_a_browser(browser, tmp_path):
    """LG-01: the token starts at 10; table mode's turn line reads « Ana · 10 points », the form picked by the count."""
    pytest.importorskip("playwright.sync_api")
    folder = tmp_path / "island"
    shutil.copytree(FIXTURES / "table" / "island", folder)
    for _server, address in served_table(folder):
        page = table_phone(browser, address)
        page.locator("#card-pick .card[data-card='1']").tap()
        page.wait_for_selector("#turn:not([hidden]) #board[data-ready$='|1']")
        assert re.fullmatch(r"\S+ · \d+ points?", page.locator("#turn .token").inner_text()), page.locator("#turn .token").inner_text()
        assert page.errors == []
        page.context.close()
