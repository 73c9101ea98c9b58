"""The episode page's lines built in Python (generator/site/fragments.py) escape what a group
writes, as Jinja's autoescape does: a player name, a placement as typed, a rule ID and an
adjustment's reason (LG-10: the group's own words) never reach the page as markup."""

from __future__ import annotations

import re
from pathlib import Path
from types import SimpleNamespace

import pytest
from babel.messages.extract import DEFAULT_KEYWORDS, extract_python

from generator.content import load_game
from generator.geometry.grid import grid_for
from generator.i18n import ENGLISH
from generator.model import Piece
from generator.rules.results import Item, PlayerEpisode, Turn
from generator.rules.timeline import Moment, Step
from generator.site import fragments as fragments_module
from generator.site.fragments import Fragments
from generator.site.i18n import load
from generator.shipped import TEMPLATES

HOSTILE = "<b>&\"'"
ESCAPED = "&lt;b&gt;&amp;&#34;&#39;"


def player(name: str, turns: tuple[Turn, ...], items: tuple[Item, ...]) -> PlayerEpisode:
    return PlayerEpisode(name, 0, None, turns, items, 10, 0, 0, (), 1, 0, False)  # type: ignore[arg-type]


@pytest.fixture(params=["en", "es", "fr"])
def fragments(request) -> Fragments:  # type: ignore[no-untyped-def]
    return Fragments(ENGLISH if request.param == "en" else load(TEMPLATES / "locale", request.param))


def test_a_hostile_player_name_placement_and_reason_are_escaped_in_the_rounds_list(fragments):
    game = load_game("my-island")
    placed = Turn(1, "7", "place", HOSTILE, {})
    adjustment = Item(1, -2, HOSTILE, "adjustment", {"reason": HOSTILE})
    scored = Item(1, 1, "MI-R05", HOSTILE, {})
    players = [player(HOSTILE, (placed,), (adjustment, scored)), player("Ben", (Turn(1, "7", "stop", "stop", {}),), ())]
    step = Step(1, (Moment(9, 0, 1, 0, placed, (adjustment, scored)), Moment(10, 0, 1, 0, players[1].turns[0], ())))
    html = str(fragments.turns(players, [step], game, legacy=True)[0])
    assert "<b>" not in html
    assert f'<span class="who">{ESCAPED}</span>' in html
    assert f"<code>{ESCAPED}</code>" in html
    assert f"-2 {ESCAPED}: {ESCAPED}" in html  # the adjustment's rule and the group's reason
    assert html.count(ESCAPED) == 5  # and the unknown kind, shown as its own reason


def test_a_hostile_rule_kind_and_reason_are_escaped_in_the_score_sheet(fragments):
    game = load_game("my-island")
    item = Item(None, -2, HOSTILE, "adjustment", {"reason": HOSTILE})
    odd = Item(3, 1, "MI-R05", HOSTILE, {})
    rows = str(fragments.score_rows(player(HOSTILE, (), (item, odd)), game, "../rules/?a=<b>")).split("\n    <tr")
    assert all("<b>" not in row for row in rows)
    assert f'<a href="../rules/?a=&lt;b&gt;#{ESCAPED}">{ESCAPED}</a></td><td>{ESCAPED}</td>' in rows[0]
    assert rows[1].startswith(f' class="{ESCAPED}">')


def test_a_hostile_name_is_escaped_in_a_score_sheet_that_shows_a_tie_LG_11_and_a_debt_LG_08(fragments):
    game = load_game("my-island")
    owing = PlayerEpisode(HOSTILE, 0, None, (), (), 0, 3, 5, (2, 0, 4), 1, 0, True)  # type: ignore[arg-type]
    tied = owing._replace(name="Ben", seat=1, debt_before=0, debt=0, rank=2, cap_circle=False)
    result = SimpleNamespace(players=[owing, tied], tied=lambda p: True)
    html = str(fragments.sheets(result, game, True, "../rules/?a=<b>", "<thead/>", "<tr/>"))  # type: ignore[arg-type]
    assert "<b>" not in html  # nothing of the group's writing, nor of the address, is markup
    assert html.count('<div class="sheet">') == 2 and html.count('<p class="tie">') == 2
    assert f"<h3>{ESCAPED}" in html and 'href="../rules/?a=&lt;b&gt;#LG-11"' in html and "2 · 0 · 4" in html
    assert 'href="../rules/?a=&lt;b&gt;#LG-08"' in html  # the 3 points owed from earlier episodes
    assert html.count("<thead/>") == html.count("<tr/>") == 2


def test_the_state_line_reads_token_debt_rank_and_progress_LG_07_LG_08():
    fragments = Fragments(ENGLISH)
    assert fragments.state(load_game("my-island"), True, Moment(12, 3, 2, 1, None, ())) == "token 12 · owes 3 · rank 2 · 1 circle"
    assert fragments.state(load_game("my-city"), True, Moment(4, 0, None, 2, None, ())) == "token 4 · 2 progress symbols"
    assert fragments.state(load_game("my-city"), False, Moment(4, 0, 1, 0, None, ())) == "token 4 · rank 1"  # Eternal: no progress


def test_every_message_fragments_looks_up_is_found_by_pybabel():
    """A message looked up inside an f-string is invisible to pybabel extract: it would drop out of
    the catalogues at the next update, and the page would fall back to English."""
    source = Path(fragments_module.__file__)
    with source.open("rb") as handle:
        extracted = {m[2] if isinstance(m[2], str) else m[2][0] for m in extract_python(handle, DEFAULT_KEYWORDS, [], {})}
    looked_up = set(re.findall(r'gettext\(\s*"((?:[^"\\]|\\.)*)"', source.read_text()))
    assert looked_up and looked_up <= extracted, sorted(looked_up - extracted)


def test_a_hostile_card_id_is_escaped_in_a_rounds_heading_and_its_drawing(fragments):
    game = load_game("my-island")
    grid = grid_for("hex")
    piece = Piece(HOSTILE, (((0, 0), "house"), ((1, 0), "field")))
    campaign = SimpleNamespace(slug="evil", game=game, board=SimpleNamespace(grid=grid),
                               catalogue=SimpleNamespace(pieces={HOSTILE: piece}))
    rounds = (SimpleNamespace(number=1, card=HOSTILE, blocked=None), SimpleNamespace(number=2, card="block", blocked=HOSTILE))
    heads = [str(h) for h in fragments.heads(campaign, SimpleNamespace(rounds=rounds), [Step(1, ()), Step(2, ())])]
    assert all("<b>" not in head for head in heads)
    assert f"<title>{fragments.t.gettext('Piece %(id)s') % {'id': ESCAPED}}</title>" in heads[0]
    assert heads[0].count(ESCAPED) == 2 and heads[1].count(ESCAPED) == 1  # the card and its drawing's title; the blocked one
