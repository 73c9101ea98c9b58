"""A person's page lists each campaign they played in with their name there, their player's page, their
finished episodes (an Eternal game's games: LG-06, only finished ones count) and their wins (LG-09's first
places): read in one pass over their appearances (site/record_pages.played), the same as picking each
campaign's appearances out of all of them."""

from __future__ import annotations

from generator.record.gather import gathered
from generator.site.record_pages import played
from helpers import DEMO, FIXTURES


def _picked(person, slug):  # type: ignore[no-untyped-def]
    """What templates/person.html used to work out with Jinja's filters, for one campaign."""
    mine = [a for a in person.appearances if a.campaign == slug]
    finished = [a for a in mine if a.complete]
    page = ([a.page for a in mine if a.page] + [None])[0]
    return mine[-1].name, page, len(finished), len([a for a in finished if a.won])


def test_each_campaign_of_a_person_is_counted_as_picking_its_appearances_out() -> None:
    for folders in ([FIXTURES / "record" / "campaigns"], [DEMO]):
        found = gathered(folders)
        for person in found.people:
            listed = played(found, person)
            assert [p.campaign.slug for p in listed] == list(person.campaigns)
            for p in listed:
                assert (p.name, p.page, p.finished, p.won) == _picked(person, p.campaign.slug)


def test_an_episode_still_being_played_counts_as_played_nowhere() -> None:
    """The fixture's town campaign: its second episode is still being played, so Ana has one finished there."""
    found = gathered([FIXTURES / "record" / "campaigns"])
    ana = next(p for p in found.people if p.name == "Ana")
    town = next(p for p in played(found, ana) if p.campaign.slug == "town")
    assert (town.finished, town.won) == (1, 1)
