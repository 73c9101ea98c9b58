"""The record: each player's episodes, wins, scores, progress and rivals across a repository's campaigns.

Computed from checked campaigns (generator/campaigns.py), never written by hand: `facts` takes what
the record needs of one campaign, `tally` counts it across all of them, `text` says it for
`chronicle stats`; the site draws it (generator/site/record_pages.py)."""

from generator.record.facts import Appearance, CampaignFacts, Rival, campaign_facts
from generator.record.tally import Chapters, Meeting, Person, Record, as_json, record

__all__ = ["Appearance", "CampaignFacts", "Chapters", "Meeting", "Person", "Record", "Rival", "as_json", "campaign_facts",
           "record"]
