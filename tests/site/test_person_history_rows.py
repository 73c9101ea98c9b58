"""A person's page says the rows of its table of every episode played in Python (site/render.Renderer.history,
issue 35: a macro call and some ten calls into Python per row were a person page's cost), and
templates/person.html writes them with autoescape off: every value is Markup, a group's words (a campaign's
title, a date) escaped once, and each cell says what the template said of an appearance."""

from __future__ import annotations

import datetime

import pytest
from markupsafe import Markup

from generator.base.shipped import TEMPLATES
from generator.frontend.i18n import load
from generator.record import Appearance, CampaignFacts, record
from generator.site.record_pages import History, record_pages
from generator.site.render import Renderer
from generator.validate.content import load_game
from generator.words.i18n import ENGLISH

HOSTILE = "<b>&\"'"
ESCAPED = "&lt;b&gt;&amp;&#34;&#39;"


@pytest.fixture(params=["en", "es", "fr"])
def renderer(request) -> Renderer:  # type: ignore[no-untyped-def]
    return Renderer(TEMPLATES, ENGLISH if request.param == "en" else load(TEMPLATES / "locale", request.param), "/", [])


def _appearance(campaign: str, episode: int, complete: bool = True, date: str | None = "2026-10-02",
                best: int | None = None) -> Appearance:
    return Appearance(campaign, episode, "Ana", "Ana", None, date, date or "", complete, 12, 14, 2 if complete else None, 3,
                      (), best)


FACTS = [CampaignFacts("legacy-one", HOSTILE, "my-island", "legacy",
                       (_appearance("legacy-one", 1, best=15), _appearance("legacy-one", 2, complete=False, date=None))),
         CampaignFacts("forever", "Forever", "my-city", "eternal", (_appearance("forever", 1),))]
GAMES = {"my-island": load_game("my-island"), "my-city": load_game("my-city")}


def rows(renderer: Renderer) -> list[History]:
    found = record(FACTS)
    return renderer.history(found, GAMES, found.people[0].appearances, lambda target: "../../" + target)


def test_every_value_of_a_row_is_markup_and_a_groups_words_escaped_once(renderer: Renderer) -> None:
    """The loop writes the fields as they are: a str among them would reach the page as markup."""
    for row in rows(renderer):
        assert all(isinstance(field, Markup) for field in row), row
    wheres = [str(row.where) for row in rows(renderer)]
    assert sum(ESCAPED in where for where in wheres) == 2 and not any(HOSTILE in where for where in wheres)


def test_each_cell_says_what_the_template_said_of_an_appearance(renderer: Renderer) -> None:
    """A finished legacy episode (its date, score, rank, circles and what the coach left), one in progress (its
    token so far, no rank, no date) and an Eternal game's (no progress), in the record's order."""
    by_link = {row.href: row for row in rows(renderer)}
    legacy, in_progress = by_link["../../campaigns/legacy-one/episodes/01/"], by_link["../../campaigns/legacy-one/episodes/02/"]
    eternal = by_link["../../campaigns/forever/episodes/01/"]
    assert not legacy.in_progress
    assert legacy.date == "2026-10-02" and legacy.day == renderer.long_date(datetime.date(2026, 10, 2))
    assert (legacy.score, legacy.rank, legacy.circles, legacy.left) == ("12", "2", "3", "3")
    assert legacy.progress == renderer.progress(GAMES["my-island"], 3)
    assert in_progress.in_progress == renderer.gettext("in progress") and not in_progress.date and not in_progress.day
    assert in_progress.score == renderer.gettext("%(n)s so far", n=14) and in_progress.rank == "–"
    assert (eternal.progress, eternal.circles, eternal.left) == ("", "–", "–")
    assert eternal.where == renderer.gettext("%(title)s, game %(n)s", title="Forever", n=1)


def test_the_person_page_writes_the_rows_escaped_once(renderer: Renderer) -> None:
    page = next(p for p in record_pages(FACTS, GAMES) if p.template == "person.html")
    html = renderer.render(page).decode()
    table = html[html.index("record-history"):]
    assert table.count(ESCAPED) == 2 and HOSTILE not in html and "&amp;lt;" not in html
    assert table.count('class="in-progress"') == 1 and table.count(' title="') == 2  # the legacy campaign's two rows
