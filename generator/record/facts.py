"""What the record needs of one checked campaign: who played which episode, and how it ended.

A campaign's facts are plain data (JSON both ways): an incremental build keeps them in its manifest
beside the campaign's pages, so that the record of every campaign is made again when one of them
changes without checking the others again.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping, Sequence
from typing import Any

from generator.base.records import NamedTuple
from generator.model import Campaign
from generator.rules.results import CampaignResult, EpisodeResult, PlayerEpisode


class Rival(NamedTuple):
    """Another player of the same episode: the person and how they ended."""

    person: str
    score: int
    rank: int | None


class Appearance(NamedTuple):
    """One person in one episode (an Eternal game's game) of one campaign."""

    campaign: str
    """The campaign's folder name."""
    episode: int
    person: str
    """The player's name across the repository's campaigns (campaign.yaml's `aliases:` applied)."""
    name: str
    """The player's name in this campaign's log."""
    page: str | None
    """The player's page inside the campaign's pages (campaigns/<campaign>/players/<page>/), if the site has one."""
    date: str | None
    """The episode's date (ISO), when the log gives it."""
    when: str
    """What orders appearances in time: the episode's date, else the last date given before it in its
    campaign, else '' (first)."""
    complete: bool
    """False for an episode still being played: it counts in no figure."""
    score: int
    """The token less what is still owed (C-5)."""
    token: int
    rank: int | None
    circles: int
    """Progress circles (My City: symbols) coloured in this episode; none in an Eternal game."""
    rivals: tuple[Rival, ...]
    best: int | None = None
    """The best score possible with the cards that came (the coach), when it was worked out."""

    @property
    def day(self) -> datetime.date | None:
        return datetime.date.fromisoformat(self.date) if self.date else None

    @property
    def won(self) -> bool:
        return self.complete and self.rank == 1

    @property
    def left(self) -> int | None:
        """Points left on the table: the best possible less the score played."""
        return None if self.best is None else max(0, self.best - self.score)

    @property
    def chapter(self) -> int:
        """The chapter of a legacy episode: 24 episodes are 8 chapters of 3."""
        return (self.episode - 1) // 3 + 1


class CampaignFacts(NamedTuple):
    slug: str
    title: str
    game: str
    mode: str
    appearances: tuple[Appearance, ...]
    """In the log's order: episode by episode, seat by seat."""

    def as_json(self) -> dict[str, Any]:
        return {"slug": self.slug, "title": self.title, "game": self.game, "mode": self.mode,
                "appearances": [{**a._asdict(), "rivals": [r._asdict() for r in a.rivals]} for a in self.appearances]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CampaignFacts:
        appearances = tuple(Appearance(**{**a, "rivals": tuple(Rival(**r) for r in a["rivals"])}) for a in data["appearances"])
        return cls(data["slug"], data["title"], data["game"], data["mode"], appearances)


Best = Mapping[tuple[int, str], int]
"""(episode, player's name in the log) -> the best score possible with the cards that came."""


def campaign_facts(campaign: Campaign, result: CampaignResult, pages: Mapping[str, str] | None = None,
                   best: Best | None = None) -> CampaignFacts:
    """The facts of a checked campaign. `pages` names each player's page in the campaign's pages (the
    site's), `best` what the coach found possible, where it looked."""
    pages, best = pages or {}, best or {}
    person = {name: campaign.aliases.get(name, name) for seat in campaign.seats for name, _start in seat.players}
    appearances: list[Appearance] = []
    when = ""
    for played in result.episodes:
        date = played.episode.date.isoformat() if played.episode.date else None
        when = max(when, date or "")
        for p in played.players:
            appearances.append(Appearance(campaign.slug, played.episode.number, person.get(p.name, p.name), p.name,
                                          pages.get(p.name), date, when, played.complete, p.score, p.token, p.rank,
                                          p.circles if campaign.mode == "legacy" else 0, _rivals(played, p, person),
                                          best.get((played.episode.number, p.name))))
    return CampaignFacts(campaign.slug, campaign.title, campaign.game.id, campaign.mode, tuple(appearances))


def _rivals(played: EpisodeResult, player: PlayerEpisode, person: Mapping[str, str]) -> tuple[Rival, ...]:
    return tuple(Rival(person.get(o.name, o.name), o.score, o.rank) for o in played.players if o is not player)


def ordered(facts: Sequence[CampaignFacts]) -> list[Appearance]:
    """Every appearance in time: by date, then campaign, then episode (a campaign's own order kept)."""
    return sorted((a for f in facts for a in f.appearances), key=lambda a: (a.when, a.campaign, a.episode, a.name))
