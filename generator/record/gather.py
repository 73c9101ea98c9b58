"""The record of a repository's campaigns: each campaign checked, then counted."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from generator import campaigns
from generator.analysis.cache import Cache
from generator.problems import Problem, Problems
from generator.record.coached import best_scores
from generator.record.facts import CampaignFacts, campaign_facts
from generator.record.tally import Record, record


def gathered(paths: Sequence[Path], cache: Cache | None = None) -> Record:
    """The record of the campaigns found under `paths`; Problems naming every error of any of them
    (a record counted from a log that does not check would count what the table did not play). With
    the coach's `cache`, the points left on the table in every finished episode (analyses kept there
    are read back, the others made and kept)."""
    facts: list[CampaignFacts] = []
    problems: list[Problem] = []
    for folder in campaigns.find(paths):
        checked = campaigns.check(folder)
        if isinstance(checked, campaigns.Failed):
            problems += checked.problems
        else:
            best = best_scores(checked.campaign, checked.result, cache) if cache is not None else None
            facts.append(campaign_facts(checked.campaign, checked.result, best=best))
    if problems:
        raise Problems(problems)
    return record(facts)
