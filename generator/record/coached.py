"""Points left on the table: the coach's best score in each finished episode of a checked campaign."""

from __future__ import annotations

from collections.abc import Collection

from generator.analysis import NotAnalysable, analyse_episode
from generator.analysis.cache import Cache
from generator.model import Campaign
from generator.record.facts import Best
from generator.rules.results import CampaignResult


def best_scores(campaign: Campaign, result: CampaignResult, cache: Cache | None = None, players: Collection[str] = ()) -> Best:
    """(episode, player) -> the best score the coach found with the cards that came, for every finished
    episode and every player (or those of `players`, names in the log); analyses kept in `cache` are
    read back, not made again."""
    found: dict[tuple[int, str], int] = {}
    for played in result.episodes:
        asked = [p.name for p in played.players if not players or p.name in players]
        if not played.complete or not asked:
            continue
        try:
            analysis = analyse_episode(campaign, result, played.episode.number, asked, cache=cache)
        except NotAnalysable:  # an episode with no round to look at
            continue
        found.update({(played.episode.number, p.name): p.best for p in analysis.players})
    return found
