"""An episode page's repeated values are escaped once, in generator/site/episode_view.py, and written
as they are by the loops of templates/episode_parts.html that set autoescape off (issue 35, speed):
every text the view hands those loops is Markup, a group's words (a name, a placement, a rule ID)
escaped in it, and the captions' longest standings are still measured in the words people read."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from markupsafe import Markup

from generator.base.shipped import TEMPLATES
from generator.frontend.i18n import load
from generator.geometry.grid import grid_for
from generator.model import Piece
from generator.rules.results import Item, PlayerEpisode, Turn
from generator.rules.timeline import Moment, Step
from generator.site.episode_view import _NOTHING, Figure, Line, StepView
from generator.site.render import Renderer
from generator.validate.content import load_game
from generator.words.i18n import ENGLISH

HOSTILE = "<b>&\"'"
ESCAPED = "&lt;b&gt;&amp;&#34;&#39;"


@pytest.fixture(params=["en", "es", "fr"])
def renderer(request) -> Renderer:  # type: ignore[no-untyped-def]
    return Renderer(TEMPLATES, ENGLISH if request.param == "en" else load(TEMPLATES / "locale", request.param), "/", [])


def parts(renderer: Renderer) -> Any:
    return renderer.env.get_template("episode_parts.html").make_module({"_": renderer.gettext, "ngettext": renderer.ngettext})


def hostile_views(renderer: Renderer) -> list[StepView]:
    """Two rounds of a game whose player, placement, card, rule and item kind are written as markup."""
    game = load_game("my-island")
    placed = Turn(1, HOSTILE, "place", HOSTILE, {})
    scored = Item(1, 1, HOSTILE, HOSTILE, {})
    name = PlayerEpisode(HOSTILE, 0, None, (placed,), (scored,), 10, 0, 0, (), 1, 0, False)  # type: ignore[arg-type]
    steps = [Step(1, (Moment(9, 0, 1, 0, placed, (scored,)),)), Step(2, (Moment(9, 0, 1, 0, None, ()),))]
    piece = Piece(HOSTILE, (((0, 0), "house"), ((1, 0), "field")))
    campaign = SimpleNamespace(slug="evil", game=game, language="en", board=SimpleNamespace(grid=grid_for("hex")),
                               catalogue=SimpleNamespace(pieces={HOSTILE: piece}))
    rounds = (SimpleNamespace(number=1, card=HOSTILE, blocked=None), SimpleNamespace(number=2, card="block", blocked=HOSTILE))
    result = SimpleNamespace(episode=SimpleNamespace(rounds=rounds), players=[name])
    return renderer.view.steps(campaign, result, steps, legacy=True)  # type: ignore[arg-type]


def test_every_text_the_rounds_list_writes_unescaped_is_markup(renderer):
    """The loops write these fields as they are: a str among them would reach the page as markup."""
    for step in hostile_views(renderer):
        assert all(isinstance(field, Markup) for field in (step.anchor, step.heading, step.card, step.art))
        for line in step.lines:
            assert all(isinstance(field, Markup) for field in line[1:]), line
    row = renderer.view.rows(PlayerEpisode(HOSTILE, 0, None, (), (Item(3, 1, HOSTILE, HOSTILE, {}),), 1, 0, 0, (), 1, 0, False),  # type: ignore[arg-type]
                             load_game("my-island"), "../rules/?a=<b>")[0]
    assert all(isinstance(field, Markup) for field in row if not isinstance(field, int))


def test_a_hostile_placement_and_standing_are_escaped_in_a_boards_caption(renderer):
    views = hostile_views(renderer)
    after, before = renderer.view.when()
    fits = renderer.view.fits(views, after, before)
    figure = Figure(0, HOSTILE, Markup("<svg></svg>"), renderer.view.state(load_game("my-island"), True, Moment(9, 0, 1, 0, None, ())), HOSTILE)
    html = str(parts(renderer).final_boards([figure], fits))
    assert "<b>" not in html
    assert f"<code>{ESCAPED}</code>" in html  # round 1's placement, in a caption the replay will show
    assert html.count(ESCAPED) == 5  # the name (caption, zoom button), the placement, the act (unseen fit, now)


def test_the_longest_captions_are_measured_in_the_words_read_not_their_escapes():
    """An apostrophe is one character to a reader, five (&#39;) once escaped: "s'arrête" is not longer
    than "passe −1" for the caption's height."""
    view = Renderer(TEMPLATES, ENGLISH, "/", []).view
    safe = view.safe
    short = Line(0, safe("Ana"), safe("stop"), _NOTHING, safe("''''"), _NOTHING, _NOTHING, safe("token 9"))
    long = Line(0, safe("Ana"), safe("pass"), _NOTHING, safe("passes"), _NOTHING, _NOTHING, safe("token 10"))
    views = [StepView(1, 1, safe("round-1"), safe("Round 1"), _NOTHING, _NOTHING, [short]),
             StepView(2, 2, safe("round-2"), safe("Round 2"), _NOTHING, _NOTHING, [long])]
    (kept,), = view.fits(views, "after round {n}:", "before the first round:", keep=1)
    assert kept == (Markup("after round 2:"), Markup("token 10"), _NOTHING, Markup("passes"))
