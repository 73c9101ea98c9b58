"""What pages the site has, at which paths, with which results: the same for every language."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from generator.analysis import EpisodeAnalysis
from generator.model import Board, Campaign, Catalogue, Game
from generator.reference.faq import Faq
from generator.rulebook.readback import read_back, used_rulesets
from generator.rules.results import CampaignResult, EpisodeResult, PlayerEpisode
from generator.rules.timeline import timeline
from generator.site import coached
from generator.words import matching


@dataclass(frozen=True, slots=True)
class Page:
    path: str
    """Folder of the page inside a language tree, '' for the home page, else ending with '/'."""
    template: str
    context: dict[str, Any] = field(default_factory=dict)
    inputs: tuple[object, ...] | None = None
    """What the page is made from, when that is less than its context; an incremental build carries
    the page over when its inputs are what they were. None: the page is rendered every time, but for
    the home page and the record's pages, which build.py keeps all together by what they sum up."""


def slug(text: str) -> str:
    """A player's page name: 'Cloé Dupont' -> 'cloe-dupont'."""
    return matching.slug(text) or "player"


@dataclass(frozen=True, slots=True)
class SeatHistory:
    """One seat across the campaign: who played it when, and each episode's result."""

    seat: int
    slug: str
    name: str
    names: tuple[tuple[str, int], ...]
    """(name, first episode) of everyone who played the seat, in order (LG-14)."""
    slugs: tuple[str, ...]
    """The page of each of `names`: a player who gave the seat up keeps a page of their own."""
    episodes: tuple[tuple[int, PlayerEpisode], ...]
    cumulative: tuple[int, ...]
    """Circles coloured after each episode."""
    cap_circles: tuple[int, ...]
    """Indices (0-based) of circles that came from reaching the cap (LG-07)."""

    @property
    def circles(self) -> int:
        return self.cumulative[-1] if self.cumulative else 0


def seat_histories(campaign: Campaign, result: CampaignResult) -> list[SeatHistory]:
    seats = []
    used: set[str] = set()
    for index, seat in enumerate(campaign.seats):
        slugs = tuple(_unique(slug(name), used) for name, _ in seat.players)
        played = tuple((e.episode.number, p) for e in result.episodes for p in e.players if p.seat == index)
        total, cumulative, caps = seat.circles, [], []
        for _, p in played:
            if p.cap_circle:
                caps.append(total)  # the cap circle is coloured during scoring, before the ranks
            total += p.circles
            cumulative.append(total)
        seats.append(SeatHistory(index, slugs[-1], seat.name, seat.players, slugs, played, tuple(cumulative), tuple(caps)))
    return seats


def _unique(base: str, used: set[str]) -> str:
    name, n = base, 2
    while name in used:
        name, n = f"{base}-{n}", n + 1
    used.add(name)
    return name


@dataclass(frozen=True, slots=True)
class Summary:
    """What the home page shows of a campaign; kept in the build manifest for incremental builds."""

    slug: str
    title: str
    game: str
    mode: str
    players: tuple[str, ...]
    episodes: int
    """Finished episodes (games), as every page counts them played (CampaignResult.finished)."""
    playing: int | None
    """The number of the episode still being played, if one is."""
    leaders: tuple[str, ...]
    """Everyone level at the top of the standings (LG-13), none before an episode is finished."""
    circles: int
    wins: int

    @classmethod
    def of(cls, campaign: Campaign, result: CampaignResult) -> Summary:
        leaders = result.leaders
        top = leaders[0] if leaders else None
        playing = result.playing
        return cls(campaign.slug, campaign.title, campaign.game.id, campaign.mode, tuple(s.name for s in campaign.seats),
                   len(result.finished), playing.episode.number if playing else None, tuple(s.name for s in leaders),
                   top.circles if top else 0, top.wins if top else 0)

    def as_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self.__slots__}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Summary:
        return cls(**{**data, "players": tuple(data["players"]), "leaders": tuple(data["leaders"])})


def campaign_pages(campaign: Campaign, result: CampaignResult, analyses: Sequence[EpisodeAnalysis] = ()) -> list[Page]:
    """Every page of a campaign. Each one's inputs are what the rules engine made it from: the
    campaign but its episodes, and the episodes up to the page's own (the engine replays them in
    order). An episode's notes show on its own page only, so the others take the episodes without
    them: editing a note renders one page again in every language. With the coach's `analyses` (of
    the finished episodes), an episode page has each player's summary and the replay its ghosts; the
    analysis depends on nothing the page's inputs leave out (the build's settings say whether it is on)."""
    histories = seat_histories(campaign, result)
    base = f"campaigns/{campaign.slug}/"
    rulesets = used_rulesets(campaign)
    # each ruleset's page (campaigns/<slug>/rules/<ruleset>/), by the episodes that link to it
    read = [read_back(u.ruleset, campaign.game, u.episodes, u.slug, campaign.mode, campaign.folder, len(campaign.seats)) for u in rulesets]
    ruleset_pages = {number: u.slug for u in rulesets for number in u.episodes}
    common = {"campaign": campaign, "result": result, "seats": histories, "rulesets": read, "ruleset_pages": ruleset_pages}
    frame = campaign._replace(episodes=())
    noteless = tuple(episode._replace(notes="") for episode in campaign.episodes)
    pages = [Page(base, "campaign.html", common, (frame, noteless))]
    pages += [Page(f"{base}rules/{u.slug}/", "ruleset.html", {**common, "readback": readback}, (frame, u.ruleset, u.episodes, u.slug))
              for u, readback in zip(rulesets, read)]
    analysed = {a.episode: a for a in analyses}
    for index, e in enumerate(result.episodes):
        previous, following = _neighbour(result, e, -1), _neighbour(result, e, 1)
        # the neighbours' numbers are links; the last episode may be in progress (LG-06)
        inputs = (frame, noteless[:index], e.episode, previous and previous.episode.number,
                  following and following.episode.number, ruleset_pages[e.episode.number])
        pages.append(Page(f"{base}episodes/{e.episode.number:02d}/", "episode.html",
                          {**common, "episode": e, "steps": timeline(e, campaign.game), "previous": previous,
                           "next": following, **_coach(analysed.get(e.episode.number), e)}, inputs))
    for history in histories:
        for person, page_slug in enumerate(history.slugs):
            pages.append(Page(f"{base}players/{page_slug}/", "player.html", {**common, "seat": history, "person": person},
                              (frame, noteless, history.seat, person)))
    return pages


def _coach(analysis: EpisodeAnalysis | None, e: EpisodeResult) -> dict[str, Any]:
    """The coach's summaries and ghosts of an episode page (none when the episode was not analysed)."""
    if analysis is None:
        return {"coach": (), "ghosts": ()}
    seats = {p.name: p.seat for p in e.players}
    return {"coach": coached.summaries(analysis, seats), "ghosts": coached.ghosts(analysis, seats)}


def _neighbour(result: CampaignResult, e: EpisodeResult, step: int) -> EpisodeResult | None:
    index = result.episodes.index(e) + step
    return result.episodes[index] if 0 <= index < len(result.episodes) else None


def home_page(summaries: Sequence[Summary], games: Sequence[Game]) -> Page:
    shown = sorted(summaries, key=lambda s: s.slug)
    return Page("", "home.html", {"campaigns": shown, "games": {g.id: g for g in games}})


ShippedBoards = dict[str, list[tuple[str, Board | None]]]
"""Each game's shipped boards by file stem (None for one that did not read: the build stops on its problems first)."""
ShippedCatalogues = dict[str, list[tuple[str, Catalogue | None]]]
"""Each game's shipped piece catalogues, likewise."""


def reference_pages(games: Sequence[Game], faq: Faq, boards: ShippedBoards, catalogues: ShippedCatalogues) -> list[Page]:
    """The pages that depend on the games' content only: boards and pieces, FAQ, rules, glossary."""
    pages = []
    for game in games:
        pages.append(Page(f"games/{game.id}/", "game.html",
                          {"game": game, "shipped": boards[game.id], "catalogues": catalogues[game.id]}))
        pages.append(Page(f"faq/{game.id}/", "faq.html", {"game": game, "faq": faq}))
    pages.append(Page("rules/", "rules.html", {"games": games, "faq": faq}))
    pages.append(Page("glossary/", "glossary.html", {}))
    return pages


REFERENCE_PATHS = ("games/my-island/", "faq/my-island/", "games/my-city/", "faq/my-city/", "rules/", "glossary/")
