"""The record of a repository's campaigns: each campaign checked, then counted."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from generator import campaigns
from generator.problems import Problem, Problems
from generator.record.facts import CampaignFacts, campaign_facts
from generator.record.tally import Record, record


def gathered(paths: Sequence[Path]) -> Record:
    """The record of the campaigns found under `paths`; Problems naming every error of any of them
    (a record counted from a log that does not check would count what the table did not play)."""
    facts: list[CampaignFacts] = []
    problems: list[Problem] = []
    for folder in campaigns.find(paths):
        checked = campaigns.check(folder)
        if isinstance(checked, campaigns.Failed):
            problems += checked.problems
        else:
            facts.append(campaign_facts(checked.campaign, checked.result))
    if problems:
        raise Problems(problems)
    return record(facts)
