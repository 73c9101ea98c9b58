"""The record of a repository's campaigns: each campaign checked, then counted."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from generator import campaigns
from generator.analysis.cache import Cache
from generator.base.records import NamedTuple
from generator.model import Campaign
from generator.problems import Problem, Problems
from generator.record.coached import best_scores
from generator.record.facts import CampaignFacts, campaign_facts
from generator.record.tally import Record, record
from generator.rules.results import CampaignResult


class Played(NamedTuple):
    campaign: Campaign
    result: CampaignResult


def checked(paths: Sequence[Path]) -> list[Played]:
    """The campaigns found under `paths`, checked; Problems naming every error of any of them (a record
    counted from a log that does not check would count what the table did not play)."""
    found: list[Played] = []
    problems: list[Problem] = []
    for folder in campaigns.find(paths):
        one = campaigns.check(folder)
        problems += one.problems
        if one.campaign is not None and one.result is not None and not one.problems:
            found.append(Played(one.campaign, one.result))
    if problems:
        raise Problems(problems)
    return found


def counted(played: Sequence[Played], cache: Cache | None = None, only: str | None = None) -> Record:
    """The record of checked campaigns. With the coach's `cache`, the points left on the table in every
    finished episode (of the person `only`, when given): analyses kept there are read back, the others
    made and kept."""
    facts: list[CampaignFacts] = []
    for p in played:
        best = None
        if cache is not None:
            names = [name for seat in p.campaign.seats for name, _start in seat.players
                     if only is None or p.campaign.aliases.get(name, name) == only]
            best = best_scores(p.campaign, p.result, cache, names) if names else {}
        facts.append(campaign_facts(p.campaign, p.result, best=best))
    return record(facts)


def gathered(paths: Sequence[Path], cache: Cache | None = None) -> Record:
    """The record of the campaigns found under `paths` (see `checked` and `counted`)."""
    return counted(checked(paths), cache)
