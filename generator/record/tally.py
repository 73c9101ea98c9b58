"""Each player's record across a repository's campaigns, counted from the campaigns' facts.

Only finished episodes count: one still being played has no rank yet. Wins are first places (LG-09's
rank, ties broken by LG-11 or the log, C-2); scores are the token less what is still owed (C-5).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

from generator.base.records import NamedTuple
from generator.record.facts import Appearance, CampaignFacts, ordered
from generator.words import matching
from generator.words.i18n import _, listed
from generator.words.matching import fold


class Meeting(NamedTuple):
    """A person's finished episodes with another: how often they finished ahead of them."""

    other: str
    met: int
    ahead: int

    @property
    def behind(self) -> int:
        return self.met - self.ahead


class Chapters(NamedTuple):
    """Progress circles (My City: symbols) a person coloured in each chapter of one legacy campaign."""

    campaign: str
    game: str
    circles: tuple[tuple[int, int], ...]
    """(chapter, circles), every chapter from the first to the last the person played in."""

    @property
    def total(self) -> int:
        return sum(n for _chapter, n in self.circles)


class Person(NamedTuple):
    name: str
    slug: str
    """The person's page: players/<slug>/."""
    appearances: tuple[Appearance, ...]
    """Every episode played, finished or not, in time."""
    chapters: tuple[Chapters, ...]
    meetings: tuple[Meeting, ...]
    games: int = 0
    """Of the finished ones, the Eternal games' games (the others are legacy episodes)."""

    @property
    def finished(self) -> tuple[Appearance, ...]:
        return tuple(a for a in self.appearances if a.complete)

    @property
    def played(self) -> int:
        return len(self.finished)

    @property
    def episodes(self) -> int:
        """Finished legacy episodes."""
        return self.played - self.games

    @property
    def wins(self) -> int:
        return sum(1 for a in self.finished if a.won)

    @property
    def average(self) -> Fraction | None:
        """The mean score of the finished episodes, exact (rounded only when shown)."""
        return Fraction(sum(a.score for a in self.finished), self.played) if self.played else None

    @property
    def best(self) -> Appearance | None:
        """The highest score; of equal ones, the first played."""
        return max(self.finished, key=lambda a: a.score, default=None)

    @property
    def left(self) -> tuple[Appearance, ...]:
        """The finished episodes the coach looked at, in time: points left on the table over time."""
        return tuple(a for a in self.finished if a.left is not None)

    @property
    def left_in_all(self) -> int | None:
        """The points left on the table over every episode the coach looked at (None: it looked at none),
        as the group's table says it on the site and in `chronicle stats`."""
        return sum(a.left or 0 for a in self.left) if self.left else None

    @property
    def campaigns(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(a.campaign for a in self.appearances))


class Record(NamedTuple):
    campaigns: tuple[CampaignFacts, ...]
    """In the order of their folders."""
    people: tuple[Person, ...]
    """By name."""

    def campaign(self, slug: str) -> CampaignFacts:
        return next(f for f in self.campaigns if f.slug == slug)

    @property
    def coached(self) -> bool:
        """Whether the coach looked at anyone's episode: the group's table then has a column of points left."""
        return any(p.left for p in self.people)

    def kind(self, appearances: Sequence[Appearance]) -> str:
        """What `appearances` are called: "legacy" (episodes), "eternal" (an Eternal game's games) or "both",
        so that a page says « partie » of a game and « épisode » of an episode, never the one for the other."""
        played = {a.campaign for a in appearances}  # a person's page asks it of hundreds: no campaign looked up for each
        modes = {f.mode for f in self.campaigns if f.slug in played}
        return "both" if len(modes) > 1 else "eternal" if modes == {"eternal"} else "legacy"

    def person(self, name: str) -> Person | None:
        """The person `name` names: their name as written, else their name or a name they have in one campaign's log,
        without case or accents (as add and moves match names: 'lucia' is Lucía); Ambiguous, naming them, when that
        leaves two people (Cleo and Cléo, or Beatriz whom one log calls Bea and a Bea of another campaign)."""
        exact = next((p for p in self.people if p.name == name), None)
        if exact is not None:
            return exact
        folded = fold(name)
        found = [p for p in self.people if fold(p.name) == folded or any(fold(a.name) == folded for a in p.appearances)]
        if len(found) > 1:
            raise matching.Ambiguous(_("'%(name)s' could be %(people)s: write one of these names exactly", name=name,
                                       people=listed([p.name for p in found], "or")))
        return found[0] if found else None


def record(facts: Sequence[CampaignFacts]) -> Record:
    """Every person's record: their episodes in time, chapters, meetings."""
    campaigns = tuple(sorted(facts, key=lambda f: f.slug))
    eternal = {f.slug for f in campaigns if f.mode == "eternal"}
    by_person: dict[str, list[Appearance]] = {}
    for a in ordered(campaigns):
        by_person.setdefault(a.person, []).append(a)
    names = sorted(by_person, key=lambda n: (n.casefold(), n))
    slugs = _slugs(names)
    people = tuple(Person(name, slugs[name], tuple(by_person[name]), _chapters(by_person[name], campaigns),
                          _meetings(by_person[name]), sum(1 for a in by_person[name] if a.complete and a.campaign in eternal))
                   for name in names)
    return Record(campaigns, people)


def _slugs(names: Sequence[str]) -> dict[str, str]:
    """Each person's page name, unique: 'Inés' -> 'ines', a second 'Ines' -> 'ines-2'."""
    used: set[str] = set()
    slugs = {}
    for name in names:
        base = matching.slug(name) or "player"
        slug, n = base, 2
        while slug in used:
            slug, n = f"{base}-{n}", n + 1
        used.add(slug)
        slugs[name] = slug
    return slugs


def _chapters(appearances: Sequence[Appearance], campaigns: Sequence[CampaignFacts]) -> tuple[Chapters, ...]:
    found = []
    for f in campaigns:
        mine = [a for a in appearances if a.campaign == f.slug and a.complete]
        if f.mode != "legacy" or not mine:
            continue
        first, last = min(a.chapter for a in mine), max(a.chapter for a in mine)
        found.append(Chapters(f.slug, f.game, tuple((c, sum(a.circles for a in mine if a.chapter == c))
                                                    for c in range(first, last + 1))))
    return tuple(found)


def _meetings(appearances: Sequence[Appearance]) -> tuple[Meeting, ...]:
    met: dict[str, list[bool]] = {}
    for a in appearances:
        if not a.complete or a.rank is None:
            continue
        for rival in a.rivals:
            if rival.rank is not None:
                met.setdefault(rival.person, []).append(a.rank < rival.rank)
    return tuple(Meeting(other, len(ahead), sum(ahead)) for other, ahead in sorted(met.items(), key=lambda i: (i[0].casefold(), i[0])))


def as_json(found: Record, only: Person | None = None) -> dict[str, Any]:
    """The record for tools (docs/DESIGN.md, `chronicle stats --json`): every person, or `only` one."""
    return {"campaigns": [{"slug": f.slug, "title": f.title, "game": f.game, "mode": f.mode} for f in found.campaigns],
            "players": [_person_json(p) for p in found.people if only is None or p is only]}


def _person_json(p: Person) -> dict[str, Any]:
    best = p.best
    return {
        "name": p.name, "names": sorted({a.name for a in p.appearances} - {p.name}), "campaigns": list(p.campaigns),
        "played": p.played, "episodes": p.episodes, "games": p.games, "wins": p.wins,
        "average": None if p.average is None else round(float(p.average), 2),
        "best": None if best is None else {"campaign": best.campaign, "episode": best.episode, "score": best.score},
        "circles": [{"campaign": c.campaign, "game": c.game, "total": c.total,
                     "chapters": [{"chapter": n, "circles": k} for n, k in c.circles]} for c in p.chapters],
        "head_to_head": [{"against": m.other, "met": m.met, "ahead": m.ahead, "behind": m.behind} for m in p.meetings],
        "left": [{"campaign": a.campaign, "episode": a.episode, "date": a.date, "score": a.score, "best": a.best,
                  "left": a.left} for a in p.left],
    }
