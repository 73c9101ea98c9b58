"""The record's pages: the group (players/) and each person across the campaigns (players/<slug>/).

They sum up every campaign, as the home page does: made from each campaign's facts (kept in the
build's manifest for the campaigns not checked again), and made again with the home page."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from markupsafe import Markup

from generator.base.records import NamedTuple
from generator.model import Game
from generator.record import Appearance, CampaignFacts, Person, Record, record
from generator.record.text import mean
from generator.site.pages import Page
from generator.site.record_chart import Point, left_svg

GROUP = "players/"


def record_pages(facts: Sequence[CampaignFacts], games: Mapping[str, Game]) -> list[Page]:
    """The group's page (always: the site's navigation links to it) and one page per person."""
    found = record(facts)
    common = {"record": found, "games": games, "mean": mean, "left_svg": left_svg, "point": Point}
    return [Page(GROUP, "record.html", common),
            *(Page(f"{GROUP}{p.slug}/", "person.html", {**common, "person": p, "played": played(found, p), "others": other_names(p)})
              for p in found.people)]


def other_names(person: Person) -> list[str]:
    """The names `person` has in some logs but not their own, sorted without regard to case, each once (the first
    written of those differing in case only): what Jinja's map, reject, unique and sort filters made of every
    appearance, with a call per appearance and filter, on each page in each language."""
    names: dict[str, str] = {}
    for appearance in person.appearances:
        if appearance.name != person.name:
            names.setdefault(appearance.name.lower(), appearance.name)
    return sorted(names.values(), key=str.lower)


class Played(NamedTuple):
    """What a person's page lists of one campaign they played in (templates/person.html unpacks it in this order)."""

    campaign: CampaignFacts
    name: str
    """The name they played under last in it."""
    page: str | None
    """Their player's page in the campaign: the first of their appearances' that has one."""
    finished: int
    """Their finished episodes (an Eternal game's games) in it."""
    won: int
    """Of those, the ones they won."""


def played(found: Record, person: Person) -> list[Played]:
    """Each campaign `person` played in, in their order, read in one pass over their appearances: a page
    lists every campaign, and Jinja's filters picking each one's appearances out of all of them cost a
    call per appearance and campaign (a person of ten campaigns has hundreds of appearances)."""
    mine: dict[str, list[Appearance]] = {slug: [] for slug in person.campaigns}
    for appearance in person.appearances:
        mine[appearance.campaign].append(appearance)
    return [Played(found.campaign(slug), those[-1].name, next((a.page for a in those if a.page), None),
                   sum(1 for a in those if a.complete), sum(1 for a in those if a.complete and a.won))
            for slug, those in mine.items()]


class History(NamedTuple):
    """A row of a person's table of every episode they played, each value escaped (templates/person.html
    writes them with autoescape off and unpacks them in this order; site/render.Renderer.history says them)."""

    href: Markup
    """The link to the episode's page, relative to the person's page."""
    where: Markup
    """'Gold Rush, episode 3' (an Eternal game's: 'game 3')."""
    in_progress: Markup
    """'in progress' for an episode still being played, else ''."""
    date: Markup
    """The episode's date (ISO) when the log gives it, else ''."""
    day: Markup
    """That date as the page's language writes it."""
    score: Markup
    """The score of a finished episode; the token so far of one in progress."""
    rank: Markup
    """The rank, or '–'."""
    progress: Markup
    """What the progress column's figure counts, in words ('3 progress circles'), for a legacy campaign; else ''."""
    circles: Markup
    """The progress circles (My City: symbols) coloured, or '–' in an Eternal game."""
    left: Markup
    """The points left on the table (the coach), or '–'."""
