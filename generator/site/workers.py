"""The build's heavy work, one job per changed campaign (plus one for the reference pages), done in
worker processes on every core while the parent feeds the finished pages to the search index.

A campaign job checks the campaign and renders in every language its pages that changed since the
previous build. It hands back what the parent needs: the problems, or the summary, the pages' paths
and digests, the pages to carry over from the previous site, and the pages as the search index
reads them.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator import campaigns
from generator.analysis import EpisodeAnalysis, analyse_campaign, analyse_episode, best_scores, unanalysed
from generator.analysis.cache import Cache, cache_folder
from generator.base import collector, per_build
from generator.base.digest import Condensed
from generator.base.records import NamedTuple
from generator.base.shipped import CONTENT
from generator.frontend.i18n import load
from generator.load.nodes import load_file
from generator.model import LANGUAGES, Campaign, Game
from generator.problems import Problem, Problems
from generator.record import CampaignFacts, campaign_facts
from generator.reference.faq import Faq, load_faq
from generator.reference.glossary import load_glossary
from generator.rules.results import CampaignResult
from generator.site import children, search, write
from generator.site.pages import (
    Page,
    ShippedBoards,
    ShippedCatalogues,
    Summary,
    campaign_pages,
    reference_pages,
    seat_histories,
)
from generator.site.render import Renderer
from generator.site.settings import Settings
from generator.validate.board import read_board
from generator.validate.content import games, load_game
from generator.validate.pieces import read_catalogue
from generator.vocabulary.reader import Reader

REFERENCE = "reference"
"""The job of the pages outside campaigns."""


@dataclass(frozen=True)
class Setup:
    """What every job of one build shares, handed to each job (a worker process has no other way to
    know it): the build's settings, where its pages are staged, and the previous site's damaged files."""

    settings: Settings
    staged: Path
    damaged: frozenset[str] = frozenset()
    """The previous site's files changed since its build: not carried (write.damaged)."""


class Job(NamedTuple):
    name: str
    folder: Path | None
    """The campaign's folder, None for the reference pages."""
    previous: dict[str, str]
    """Page path -> digest of the page's inputs in the previous site (settings.output), whose
    unchanged pages are carried over."""


@dataclass
class Outcome:
    """What a job hands back to the parent."""

    name: str
    problems: list[Problem] = field(default_factory=list)
    summary: Summary | None = None
    facts: dict[str, Any] | None = None
    """What the record needs of the campaign (generator/record/facts.py), as JSON: kept in the manifest."""
    paths: list[str] = field(default_factory=list)
    keys: dict[str, str] = field(default_factory=dict)
    """page path -> digest of its inputs, for the next build (pages that have inputs)."""
    rendered: dict[str, str] = field(default_factory=dict)
    """The pages rendered (their paths in the site) and the digests of their bytes, for the manifest:
    taken as they are written, in the workers, rather than read back by the build's process."""
    carried: list[str] = field(default_factory=list)
    """Pages of the previous site to link into the new one (their paths in the site)."""
    searchable: list[tuple[str, bytes]] = field(default_factory=list)
    """(path in the site, the page as the search index reads it), in path order: the pages of a job
    done in a worker (one done in the build's process gives them to the index as they are made)."""


_RENDERERS: dict[tuple[str, Path, str], Renderer] = per_build.table()


Deliver = Callable[[str, bytes], None]
"""Takes a page for the search index: its path in the site and its text as the index reads it."""


def run(jobs: Sequence[Job], setup: Setup, workers: int,
        progress: Callable[[Iterable[Any], int], Iterator[Any]] | None, deliver: Deliver | None = None) -> Iterator[Outcome]:
    """Every job's outcome, in the order of `jobs`.

    A campaign job done in this process hands
    its pages to `deliver` as they are made, so that the index reads them while the next ones render;
    the others hand them back in their outcome."""
    pooled = workers > 1 and "forkserver" in multiprocessing.get_all_start_methods()
    if pooled and sum(job.folder is not None for job in jobs) == 1:  # one campaign: its analyses and pages on every core
        done = _one_campaign(jobs, setup, workers, deliver)
        yield from progress(done, len(jobs)) if progress else done
    elif pooled and len(jobs) > 1:
        outcomes = _here_until_pooled(jobs, setup, workers, deliver)
        yield from progress(outcomes, len(jobs)) if progress else outcomes
    else:
        done = (_job((setup, job), deliver) for job in jobs)
        yield from progress(done, len(jobs)) if progress else done


class _Queue:
    """A build's jobs, taken in their order: one at a time by the build's process until the pool is up,
    then all the rest at once by the pool."""

    def __init__(self, jobs: Sequence[Job]) -> None:
        self._jobs, self._next, self._lock = list(jobs), 0, threading.Lock()

    def one(self) -> Job | None:
        with self._lock:
            if self._next == len(self._jobs):
                return None
            self._next += 1
            return self._jobs[self._next - 1]

    def rest(self) -> list[Job]:
        with self._lock:
            rest, self._next = self._jobs[self._next:], len(self._jobs)
            return rest


def _here_until_pooled(jobs: Sequence[Job], setup: Setup, workers: int, deliver: Deliver | None) -> Iterator[Outcome]:
    """Every job's outcome, in the order of `jobs`: done in this process one after the other while the
    fork server starts the workers, then by the workers.

    Starting them waits for the fork server to load this module, about as long as a job or two takes:
    this process would otherwise wait idle, then watch two cores work. The pool is made in a thread, which
    only waits on the server's socket, and takes the jobs not yet begun as soon as it is up, while this
    process finishes the one it is doing. Should the workers not start, this process does every job."""
    queue = _Queue(jobs)
    claimed: list[Any] = []  # the outcomes of the jobs the pool took, once it is up

    def claim(pool: Any) -> None:
        claimed.append(pool.imap(_job, [(setup, job) for job in queue.rest()]))

    pool = _Workers(min(workers, len(jobs) - 1), now=True, then=claim)
    try:
        while (job := queue.one()) is not None:
            yield _job((setup, job), deliver)
        if pool.get() is not None:
            yield from claimed[0]
    finally:
        pool.close()


def _one_campaign(jobs: Sequence[Job], setup: Setup, workers: int, deliver: Deliver | None) -> Iterator[Outcome]:
    """The outcomes of one campaign's job and the reference pages' (if they are to be made), both done in this
    process, the campaign's analyses and pages in shares among the workers. A campaign new to the site (a
    group's first build, or the first after chronicle changed) has every finished episode to analyse, which on
    one core would take several times its pages, or else every page to render: its workers start at once, while
    this process makes the reference pages and checks the campaign."""
    campaign = next(job for job in jobs if job.folder is not None)
    pool = _Workers(workers, now=not campaign.previous)
    try:
        for job in jobs:
            yield _reference(setup) if job.folder is None else _campaign(setup, job, pool, deliver)
    finally:
        pool.close()


class _Workers:
    """A build's pool of workers, started in a thread (which only waits on the fork server's socket) at once or when
    first asked, while this process goes on working; `then` is given the pool in that thread as soon as it is up.
    None should it not start, and this process does the work itself."""

    def __init__(self, count: int, now: bool, then: Callable[[Any], None] | None = None) -> None:
        self._count, self._then = count, then
        self._started: list[Any] = []
        self._starter: threading.Thread | None = None
        if now:
            self._start()

    def _start(self) -> None:
        def start() -> None:
            try:
                pool = _pool(self._count)
            except Exception:  # no worker: the work is all left to this process
                self._started.append(None)
                return
            self._started.append(pool)
            if self._then is not None:
                self._then(pool)

        self._starter = threading.Thread(target=start, name="chronicle pool starter")
        self._starter.start()

    def get(self) -> Any | None:
        """The pool, once it is up (and `then` has had it)."""
        if self._starter is None:
            self._start()
        assert self._starter is not None
        self._starter.join()
        return self._started[0]

    def close(self) -> None:
        if self._starter is not None and (pool := self.get()) is not None:
            pool.terminate()


def _pool(workers: int) -> Any:
    """Worker processes (they halve a full build on two cores), forked by multiprocessing's fork
    server, a process of its own with no thread and none of this one's files open (serve's threads,
    pagefind's input pipe), which this module is loaded into once; each task brings the build's
    setup with it."""
    context = multiprocessing.get_context("forkserver")
    context.set_forkserver_preload([__name__])
    return context.Pool(workers, _start_worker)


def _start_worker() -> None:
    children.die_with_parent(os.getppid())  # the fork server, which ends with the build's process
    per_build.new_build()
    # what the fork server imported lives as long as the worker: frozen, the collector never walks it again
    collector.spaced()  # as the chronicle command sets its own (generator.cli.run)
    gc.freeze()


def _job(task: tuple[Setup, Job], deliver: Deliver | None = None) -> Outcome:
    setup, job = task
    return _reference(setup) if job.folder is None else _campaign(setup, job, deliver=deliver)


def _campaign(setup: Setup, job: Job, pool: _Workers | None = None, deliver: Deliver | None = None) -> Outcome:
    """Check a campaign, analyse its finished episodes and render its pages but those whose inputs did not
    change since the previous build, which are carried over: here, or, given a `pool`, in shares among its
    workers, which check the campaign themselves: the analyses to make, where there are several; the pages when
    there are many and no analysis (a worker rendering a share would read every analysis back from the cache,
    replaying its lines, which costs about what its share saves; starting workers costs more than a few pages).
    The pages for the search index go to `deliver`, else into the outcome."""
    name, folder = job.name, job.folder
    assert folder is not None
    checked = campaigns.check(folder)
    if isinstance(checked, campaigns.Failed):
        return Outcome(name, problems=list(checked.problems))
    if pool is not None and setup.settings.analysis:
        analyses = _analysed_in_shares(setup, folder, checked.campaign, checked.result, pool)
    else:
        analyses = _analyses(setup.settings, checked.campaign, checked.result)
    pages = campaign_pages(checked.campaign, checked.result, analyses)
    outcome = Outcome(name, summary=Summary.of(checked.campaign, checked.result),
                      facts=_facts(checked.campaign, checked.result, analyses).as_json(),
                      paths=[page.path for page in pages], keys=_keys(pages))
    kept = _unchanged(setup, job, pages, outcome.keys)
    outcome.carried = write.page_files(sorted(kept))
    made = sorted((f"{lang}/{page.path}index.html", lang, page) for lang in LANGUAGES for page in pages)
    texts = _InOrder([relative for relative, _, _ in made],
                     deliver or (lambda relative, text: outcome.searchable.append((relative, text))))
    fresh = [page for page in pages if page.path not in kept]
    started = pool.get() if pool is not None and len(fresh) >= 2 * SHARE and not analyses else None
    if started is None:
        outcome.rendered = _render_here(setup, made, kept, texts)
    else:
        outcome.rendered = _render_in_shares(setup, folder, made, kept, fresh, texts, started)
    return outcome


_Made = list[tuple[str, str, Page]]
"""Each page file of a campaign (its path in the site, its language, its page), in the index's order."""


def _render_here(setup: Setup, made: _Made, kept: set[str], texts: _InOrder) -> dict[str, str]:
    """Render the pages not kept in this process, in the index's order: each page is indexed as soon as
    it is made. The pages rendered, with their digests."""
    rendered: dict[str, str] = {}
    for relative, lang, page in made:
        if page.path in kept:
            _carried(setup, lang, page, texts.put)
        else:
            rendered[relative] = _render_page(setup, lang, page, texts.put)
    return rendered


def _render_in_shares(setup: Setup, folder: Path, made: _Made, kept: set[str], fresh: list[Page], texts: _InOrder,
                      workers: Any) -> dict[str, str]:
    """Render the fresh pages in shares among the `workers`, while the kept ones are carried over here. The
    pages rendered, with their digests."""
    shares = [(setup, folder, lang, [page.path for page in fresh[start:start + SHARE]])
              for lang in LANGUAGES for start in range(0, len(fresh), SHARE)]
    total: dict[str, str] = {}
    done = workers.imap(_render_share, shares)
    for _, lang, page in made:
        if page.path in kept:
            _carried(setup, lang, page, texts.put)
    for digests, rendered in done:
        total |= digests
        for relative, text in rendered:
            texts.put(relative, text)
    return total


SPREAD = 3
"""Episodes to analyse for a campaign's analyses to be spread among the workers: one takes 0.1 to 0.5 s, starting
the workers about 0.5 s."""


def _analysed_in_shares(setup: Setup, folder: Path, campaign: Campaign, result: CampaignResult,
                        pool: _Workers) -> list[EpisodeAnalysis]:
    """The analyses of a campaign's finished episodes, in their order (as `_analyses` gives them): those the cache
    lacks (a first build's, or an edited episode's and every later one's) made one episode per task among the
    pool's workers, while this process reads the others back; all here where there are fewer than SPREAD to
    make, or no worker."""
    cache = Cache(cache_folder())
    making = unanalysed(campaign, result, cache)
    workers = pool.get() if len(making) >= SPREAD else None
    if workers is None:
        return _analyses(setup.settings, campaign, result)
    made = workers.imap(_analysed, [(folder, number) for number in making])
    found = {e.episode.number: analyse_episode(campaign, result, e.episode.number, cache=cache)
             for e in result.episodes if e.complete and e.episode.number not in making}
    found.update(zip(making, made))
    return [found[e.episode.number] for e in result.episodes if e.complete]


def _analysed(task: tuple[Path, int]) -> EpisodeAnalysis:
    """One finished episode's analysis, in a worker (and kept in the cache, for the builds to come)."""
    folder, number = task
    checked = _checked(folder)
    return analyse_episode(checked.campaign, checked.result, number, cache=_cache())


def _analyses(settings: Settings, campaign: Campaign, result: CampaignResult) -> list[EpisodeAnalysis]:
    """With the settings' analysis, the coach's analysis of every finished episode (kept in the user's
    cache folder, so that only a new or edited episode is analysed); else none."""
    return analyse_campaign(campaign, result, cache=Cache(cache_folder())) if settings.analysis else []


def _facts(campaign: Campaign, result: CampaignResult, analyses: Sequence[EpisodeAnalysis]) -> CampaignFacts:
    """The campaign's facts for the record, each player's page in the campaign named as its pages name it;
    with the coach's analyses, the points left on the table in each finished episode."""
    pages = {name: page for seat in seat_histories(campaign, result) for (name, _start), page in zip(seat.names, seat.slugs)}
    return campaign_facts(campaign, result, pages, best_scores(analyses) if analyses else None)


class _InOrder:
    """Hands pages on in the order of their paths, each as soon as all before it have come: pagefind's
    index depends on the order, and a bundle must not depend on which pages were rendered and which
    carried over."""

    def __init__(self, relatives: list[str], deliver: Deliver) -> None:
        self._order, self._next, self._deliver = sorted(relatives), 0, deliver
        self._waiting: dict[str, bytes] = {}

    def put(self, relative: str, text: bytes) -> None:
        self._waiting[relative] = text
        while self._next < len(self._order) and self._order[self._next] in self._waiting:
            self._deliver(self._order[self._next], self._waiting.pop(self._order[self._next]))
            self._next += 1


def _keys(pages: Sequence[Page]) -> dict[str, str]:
    digests = Condensed()  # one for the campaign: its pages share the game, the board, the rulesets and the episodes
    return {page.path: digests.digest(page.inputs) for page in pages if page.inputs is not None}


def _unchanged(setup: Setup, job: Job, pages: Sequence[Page], keys: dict[str, str]) -> set[str]:
    """The pages of the previous site that show what they would show now."""
    return {page.path for page in pages if page.path in keys and job.previous.get(page.path) == keys[page.path]
            and write.has_pages(setup.damaged, [page.path])}


def _carried(setup: Setup, lang: str, page: Page, deliver: Deliver) -> None:
    """An unchanged page, as the search index reads it (from the previous site: the build links it
    into the new one)."""
    if setup.settings.search:
        relative = f"{lang}/{page.path}index.html"
        deliver(relative, search.searchable((setup.settings.output / relative).read_bytes()))


SHARE = 8
"""Pages per share of a campaign rendered by several workers: small enough to keep them all busy."""


def _render_share(share: tuple[Setup, Path, str, list[str]]) -> tuple[dict[str, str], list[tuple[str, bytes]]]:
    """Render the pages of a campaign (named by path) in one language, in a worker: the worker checks
    the campaign itself, once, rather than receive its pages (a check costs less than pickling them)."""
    setup, folder, lang, paths = share
    wanted = set(paths)
    return render(setup, [page for page in _pages_of(setup.settings, folder) if page.path in wanted], (lang,))


@per_build.cached
def _pages_of(settings: Settings, folder: Path) -> list[Page]:
    checked = _checked(folder)
    # a campaign rendered in shares has no analyses (the coach is off, or no episode is finished): none to read back
    return campaign_pages(checked.campaign, checked.result, _analyses(settings, checked.campaign, checked.result))


@per_build.cached
def _checked(folder: Path) -> campaigns.Passed:
    """A campaign checked in a worker, once for all the shares of its analyses and pages it takes (a check costs
    less than pickling its result)."""
    checked = campaigns.check(folder)
    assert isinstance(checked, campaigns.Passed), "a campaign done in shares checked out in the build's process"
    return checked


@per_build.cached
def _cache() -> Cache:
    return Cache(cache_folder())


def _reference(setup: Setup) -> Outcome:
    """The games, FAQ, rules and glossary pages: rendered only when the project's content changed."""
    game_list = [load_game(g) for g in games()]
    try:
        pages = reference_pages(game_list, Faq(load_faq(CONTENT / "faq")), *components(game_list))
    except Problems as problems:  # handed back as data: an exception may not cross processes intact
        return Outcome(REFERENCE, problems=list(problems.problems))
    rendered, searchable = render(setup, pages)
    return Outcome(REFERENCE, rendered=rendered, searchable=searchable)


def render(setup: Setup, pages: Sequence[Page], languages: Sequence[str] = LANGUAGES) -> tuple[dict[str, str], list[tuple[str, bytes]]]:
    """Render `pages` in every language: each page's path in the site with its digest, and every page
    as the search index reads it (when the build indexes)."""
    searchable: list[tuple[str, bytes]] = []
    rendered: dict[str, str] = {}
    for lang in languages:
        for page in pages:
            rendered[f"{lang}/{page.path}index.html"] = _render_page(setup, lang, page,
                                                                    lambda relative, text: searchable.append((relative, text)))
    return rendered, searchable


def _render_page(setup: Setup, lang: str, page: Page, deliver: Deliver) -> str:
    """Render and write one page in one language; with search, hand it on as the index reads it. The
    digest of its bytes, as the manifest keeps it (write.digest)."""
    relative = f"{lang}/{page.path}index.html"
    target = setup.staged / relative
    target.parent.mkdir(parents=True, exist_ok=True)
    html = renderer(setup.settings, lang).render(page)
    target.write_bytes(html)
    if setup.settings.search:
        deliver(relative, search.searchable(html))
    return write.digest(html)


def renderer(settings: Settings, lang: str) -> Renderer:
    """The build's renderer of one language: made once per build and process."""
    key = (lang, settings.templates, settings.base_url)
    if key not in _RENDERERS:
        _RENDERERS[key] = Renderer(settings.templates, load(settings.templates / "locale", lang), settings.base_url,
                                   _glossary()[lang])
    return _RENDERERS[key]


@per_build.cached
def _glossary() -> dict[str, list[dict[str, str]]]:
    return load_glossary(CONTENT / "glossary")


def components(game_list: Sequence[Game]) -> tuple[ShippedBoards, ShippedCatalogues]:
    """Every shipped board and piece catalogue of each game, for the games pages."""
    boards: ShippedBoards = {}
    catalogues: ShippedCatalogues = {}
    for game in game_list:
        r = Reader()
        boards[game.id] = [(p.stem, read_board(r, load_file(p), game)) for p in sorted((game.folder / "boards").glob("*.yaml"))]
        catalogues[game.id] = [(p.stem, read_catalogue(r, load_file(p), game))
                               for p in sorted((game.folder / "pieces").glob("*.yaml"))]
        if r.problems:
            raise Problems(r.problems)
    return boards, catalogues
