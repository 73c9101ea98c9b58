"""The record's pages: the group (players/) and each person across the campaigns (players/<slug>/).

They sum up every campaign, as the home page does: made from each campaign's facts (kept in the
build's manifest for the campaigns not checked again), and made again with the home page."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from generator.model import Game
from generator.record import CampaignFacts, record
from generator.record.text import mean
from generator.site.pages import Page
from generator.site.record_chart import Point, left_svg

GROUP = "players/"


def record_pages(facts: Sequence[CampaignFacts], games: Mapping[str, Game]) -> list[Page]:
    """The group's page (always: the site's navigation links to it) and one page per person."""
    found = record(facts)
    common = {"record": found, "games": games, "mean": mean, "left_svg": left_svg, "point": Point}
    return [Page(GROUP, "record.html", common, (found,)),
            *(Page(f"{GROUP}{p.slug}/", "person.html", {**common, "person": p}, (found, p.name)) for p in found.people)]
