"""The episode page's repeated parts (templates/episode_parts.html, fed by generator/site/episode_view.py)
escape what a group writes: a player name, a placement as typed, a card id, a rule ID and an
adjustment's reason (LG-10: the group's own words) never reach the page as markup."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from generator.base.shipped import TEMPLATES
from generator.frontend.i18n import load
from generator.geometry.grid import grid_for
from generator.model import Piece
from generator.rules.results import Item, PlayerEpisode, Turn
from generator.rules.timeline import Moment, Step
from generator.site.render import Renderer
from generator.validate.content import load_game
from generator.words.editions import context
from generator.words.i18n import ENGLISH

HOSTILE = "<b>&\"'"
ESCAPED = "&lt;b&gt;&amp;&#34;&#39;"


def player(name: str, turns: tuple[Turn, ...], items: tuple[Item, ...]) -> PlayerEpisode:
    return PlayerEpisode(name, 0, None, turns, items, 10, 0, 0, (), 1, 0, False)  # type: ignore[arg-type]


@pytest.fixture(params=["en", "es", "fr"])
def renderer(request) -> Renderer:  # type: ignore[no-untyped-def]
    return Renderer(TEMPLATES, ENGLISH if request.param == "en" else load(TEMPLATES / "locale", request.param), "/", [])


def parts(renderer: Renderer) -> Any:
    return renderer.env.get_template("episode_parts.html").make_module({"_": renderer.gettext, "ngettext": renderer.ngettext})


def hostile_episode() -> tuple[Any, Any, list[Step]]:
    game = load_game("my-island")
    placed = Turn(1, HOSTILE, "place", HOSTILE, {})
    adjustment = Item(1, -2, HOSTILE, "adjustment", {"reason": HOSTILE})
    scored = Item(1, 1, "MI-R05", HOSTILE, {})
    players = [player(HOSTILE, (placed,), (adjustment, scored)), player("Ben", (Turn(1, HOSTILE, "stop", "stop", {}),), ())]
    steps = [Step(1, (Moment(9, 0, 1, 0, placed, (adjustment, scored)), Moment(10, 0, 1, 0, players[1].turns[0], ()))),
             Step(2, (Moment(9, 0, 1, 0, None, ()), Moment(10, 0, 1, 0, None, ())))]
    piece = Piece(HOSTILE, (((0, 0), "house"), ((1, 0), "field")))
    campaign = SimpleNamespace(slug="evil", game=game, language="en", board=SimpleNamespace(grid=grid_for("hex")),
                               catalogue=SimpleNamespace(pieces={HOSTILE: piece}))
    rounds = (SimpleNamespace(number=1, card=HOSTILE, blocked=None), SimpleNamespace(number=2, card="block", blocked=HOSTILE))
    result = SimpleNamespace(episode=SimpleNamespace(rounds=rounds), players=players)
    return campaign, result, steps


def test_a_hostile_name_placement_card_and_reason_are_escaped_in_the_rounds_list(renderer):
    campaign, result, steps = hostile_episode()
    views = renderer.view.steps(campaign, result, steps, legacy=True)
    html = str(parts(renderer).rounds_list(views))
    assert "<b>" not in html
    assert f'<span class="who">{ESCAPED}</span>' in html and f"<code>{ESCAPED}</code>" in html
    # the adjustment's rule and the group's reason, marked with the campaign's language (en) on a page in another
    reason = ESCAPED if renderer.t.lang == "en" else f'<span lang="en">{ESCAPED}</span>'
    assert f"\u22122 {ESCAPED} – {reason}" in html
    title = renderer.t.gettext("Piece %(id)s", context(campaign.game)) % {"id": ESCAPED}  # a tile, a building
    assert f"<title>{title}</title>" in html  # the card's drawing
    assert html.count(ESCAPED) == 9  # name, placement, the unknown kind's rule and reason, two adjustment texts, card, title, blocked card


def test_a_hostile_rule_kind_and_reason_are_escaped_in_the_score_sheet_LG_11_LG_08(renderer):
    game = load_game("my-island")
    item = Item(None, -2, HOSTILE, "adjustment", {"reason": HOSTILE})
    odd = Item(3, 1, "MI-R05", HOSTILE, {})
    owing = PlayerEpisode(HOSTILE, 0, None, (), (item, odd), 0, 3, 5, (2, 0, 4), 1, 0, True)  # type: ignore[arg-type]
    tied = owing._replace(name="Ben", seat=1, items=(), debt_before=0, debt=0, rank=2, cap_circle=False)
    result = SimpleNamespace(players=[owing, tied], tied=lambda p: True, alike=lambda p: (), episode=SimpleNamespace(ruleset=SimpleNamespace(own_rules={})))
    sheets = renderer.view.sheets(result, game, True, "../rules/?a=<b>")  # type: ignore[arg-type]
    html = str(parts(renderer).score_sheets(sheets, "../rules/?a=<b>", "<thead/>", "<tr/>"))
    assert "<b>" not in html  # nothing of the group's writing, nor of the address, is markup
    assert html.count('<div class="sheet">') == 2 and html.count('<p class="tie">') == 2
    assert f"<h3>{ESCAPED}" in html and 'href="../rules/?a=&lt;b&gt;#LG-11"' in html and "2 · 0 · 4" in html
    assert 'href="../rules/?a=&lt;b&gt;#LG-08"' in html  # the 3 points owed from earlier episodes
    assert f'<a href="../rules/?a=&lt;b&gt;#{ESCAPED}">{ESCAPED}</a></td><td>{ESCAPED}</td>' in html
    assert f'<tr class="{ESCAPED}">' in html
    assert html.count("&lt;thead/&gt;") == html.count("&lt;tr/&gt;") == 2  # text given as text is escaped too


def test_the_state_line_reads_token_debt_rank_and_progress_LG_07_LG_08():
    view = Renderer(TEMPLATES, ENGLISH, "/", []).view
    assert view.state(load_game("my-island"), True, Moment(12, 3, 2, 1, None, ())) == "12 points · debt of 3 points · rank 2 · 1 progress circle"
    assert view.state(load_game("my-city"), True, Moment(4, 0, None, 2, None, ())) == "4 points · 2 progress symbols"
    assert view.state(load_game("my-city"), False, Moment(4, 0, 1, 0, None, ())) == "4 points · rank 1"  # Eternal: no progress


@pytest.mark.parametrize(("lang", "church", "building"), [("es", "Iglesia C3", "Edificio R3"), ("fr", "Église C3", "Bâtiment R3"),
                                                           ("en", "Church C3", "Piece R3")])
def test_a_card_drawing_names_a_church_as_one_MC_E01(lang, church, building):
    """A My City card's drawing is titled as the games page names the piece: a church (MC-E01) is a
    church, not just a building."""
    view = Renderer(TEMPLATES, ENGLISH if lang == "en" else load(TEMPLATES / "locale", lang), "/", []).view
    pieces = {"C3": Piece("C3", (((0, 0), None), ((1, 0), None)), "purple", church=True),
              "R3": Piece("R3", (((0, 0), None), ((1, 0), None)), "red")}
    campaign = SimpleNamespace(slug="city", game=load_game("my-city"), board=SimpleNamespace(grid=grid_for("square")),
                               catalogue=SimpleNamespace(pieces=pieces))
    assert f"<title>{church}</title>" in view.card(campaign, "C3")
    assert f"<title>{building}</title>" in view.card(campaign, "R3")


def test_a_reason_follows_its_rule_after_a_dash_not_a_second_colon():
    """A rounds-list reason often has a colon of its own ("3 × beach still visible: A1 A2", MI-R06):
    its rule ID is set apart by a dash, so that a line never reads "MI-R06: 3 × …: A1"."""
    renderer = Renderer(TEMPLATES, load(TEMPLATES / "locale", "fr"), "/", [])
    campaign, result, steps = hostile_episode()
    views = renderer.view.steps(campaign, result, steps, legacy=True)
    why = str(views[0].lines[0].why)
    assert why.count(":") == 0 and "MI-R05 – " in why, why
