"""Build the site: check every campaign, judge the FAQ, render every page, write atomically, index.

Builds are incremental: the output folder's manifest records a fingerprint of every input, and the
pages of a campaign whose files (and the project's content, templates and code) have not changed
are carried over from the previous output instead of being checked and rendered again.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any
from urllib.parse import quote

from markupsafe import Markup

import generator
from generator import campaigns
from generator.base import per_build
from generator.base.records import NamedTuple
from generator.base.root import shared_folder
from generator.base.shipped import CONTENT
from generator.frontend.i18n import load
from generator.frontend.tags import tag
from generator.load import files
from generator.load.nodes import display_path
from generator.model import LANGUAGES, Game, Pos
from generator.problems import Problem, Problems
from generator.record import CampaignFacts
from generator.site import search as search_module
from generator.site import workers as workers_module
from generator.site import write
from generator.site.pages import REFERENCE_PATHS, Page, Summary, home_page
from generator.site.record_pages import record_pages
from generator.site.render import Renderer
from generator.site.settings import Settings, addressed
from generator.validate.content import games, load_game
from generator.words.i18n import _

CODE = Path(generator.__file__).parent


class Built(NamedTuple):
    """What a build made: records, not dataclasses, which compile their methods at every build's start."""

    output: Path
    pages: int
    rendered: int
    campaigns: int


Progress = Callable[[Iterable[Any], int], Iterator[Any]]


def build(settings: Settings, progress: Progress | None = None, waiting: Callable[[], None] = lambda: None) -> Built:
    """Render what changed into a staging folder beside the output, carry the rest over, swap it in.

    `progress` shows the jobs as they are done; while another build writes the same output, this one
    calls `waiting`, then waits."""
    if settings.output.is_symlink():  # the site goes where the link leads, and the link stays: swapping it would leave the old site there
        settings = replace(settings, output=Path(os.path.realpath(settings.output)))
    per_build.new_build()  # serve builds again in the same process: nothing read for the last build is kept
    own_files = _static(settings.static, settings.output)
    folders = _campaign_folders(settings.paths)
    with write.locked(settings.output, waiting):
        write.recover(settings.output)
        previous = write.read_manifest(settings.output)  # read once: the lock keeps it as it is
        write.check_replaceable(settings.output, previous)
        return _build(settings, folders, progress, own_files, previous)


class Plan(NamedTuple):
    """What the previous site already holds, so that only what changed is made again."""

    env: str
    """The fingerprint of chronicle's content, templates, code and the base URL."""
    previous: dict[str, Any]
    """The previous site's manifest ({} when there is none)."""
    same_env: bool
    damaged: frozenset[str]
    """Files of the previous site changed by hand since its build: never carried over."""
    old: dict[str, Any]
    """The previous manifest's campaigns, when the environment is the same."""
    marks: dict[str, str]
    """Each campaign's fingerprint now."""
    unchanged: list[str]
    reference_kept: bool
    jobs: list[workers_module.Job]
    """What to check and render: each changed campaign, and the reference pages if they changed."""


class Made:
    """What the render phase made: the manifest's campaigns, their summaries for the home page,
    the pages' paths, and the previous site's files to link into the new one (filled in as the
    render goes: a plain slotted class)."""

    __slots__ = ("campaigns", "summaries", "paths", "linked", "rendered", "home")

    rendered: dict[str, str]
    """The pages rendered, with the digests of their bytes (for the manifest)."""
    home: str
    """The digest of what the home page and the record's pages show."""

    def __init__(self, campaigns: dict[str, Any], summaries: dict[str, Summary], paths: set[str], linked: list[str]) -> None:
        self.campaigns, self.summaries, self.paths, self.linked = campaigns, summaries, paths, linked
        self.rendered, self.home = {}, ""


def _build(settings: Settings, folders: Sequence[Path], progress: Progress | None, own_files: list[tuple[str, Path]],
           previous: dict[str, Any]) -> Built:
    """The phases, MkDocs' way: plan what changed, render it (indexing pages as they come), make the
    home page and the site's own files, index, link what is unchanged, write the manifest, swap."""
    output = settings.output
    plan = _plan(folders, settings, previous)
    staged = write.staging(output)
    setup = workers_module.Setup(settings, staged, plan.damaged)
    indexer = search_module.Indexer(staged) if settings.search else None
    try:
        made = _render(plan, folders, setup, indexer, progress)
        game_list = [load_game(g) for g in games()]
        home, home_kept = _home(plan, made, folders, game_list, setup, indexer)
        all_paths = sorted(made.paths | {page.path for page in home} | set(REFERENCE_PATHS))
        write.write_files(staged, _site_files(all_paths, settings, game_list))
        if indexer:
            carried = {f"search/{name}": plan.old[name]["pages"] for name in plan.unchanged}
            if plan.reference_kept:
                carried[search_module.REFERENCE] = list(REFERENCE_PATHS)
            if home_kept:
                carried[search_module.HOME] = [page.path for page in home]
            made.linked += _index(indexer, staged, output, carried, [f"search/{f.name}/" for f in folders])
        write.carry_over(output, staged, made.linked)
        if settings.static is not None:
            write.copy_static(settings.static, own_files, staged)
        files = plan.previous.get("files") if plan.same_env else None  # carried files are as it says
        known = {relative: files[relative] for relative in made.linked if relative in files} if isinstance(files, dict) else {}
        listed = write.write_manifest(staged, {"env": plan.env, "campaigns": made.campaigns, "home": made.home},
                                      known | made.rendered)
        write.swap(staged, output, plan.previous)
    except BaseException:
        if indexer:
            indexer.close()
        write.discard(staged)
        raise
    write.remember(output, listed)
    return Built(output, len(all_paths) * len(LANGUAGES), len(made.rendered), len(folders))


def _plan(folders: Sequence[Path], settings: Settings, previous: dict[str, Any]) -> Plan:
    """What to make again, against the `previous` site's manifest ({} when there is none)."""
    output = settings.output
    env = fingerprint([CONTENT, settings.templates, CODE], extra=f"{settings.base_url}\0{settings.analysis}")
    damaged = write.damaged(output, previous)  # a page edited or emptied by hand is made again, never carried
    same_env = previous.get("env") == env and damaged is not None
    damaged = damaged or frozenset()
    old = previous.get("campaigns", {}) if same_env else {}
    marks = {folder.name: _mark(folder, output) for folder in folders}
    unchanged = [f.name for f in folders if old.get(f.name, {}).get("fingerprint") == marks[f.name]
                 and write.has_pages(damaged, old[f.name]["pages"]) and _intact(damaged, f"search/{f.name}/")]
    reference_kept = same_env and write.has_pages(damaged, REFERENCE_PATHS) and _intact(damaged, f"{search_module.REFERENCE}/")
    jobs = [workers_module.Job(f.name, f, old.get(f.name, {}).get("keys", {})) for f in folders if f.name not in unchanged]
    if not reference_kept:  # first: its pages are indexed while the campaigns render, not after them
        jobs.insert(0, workers_module.Job(workers_module.REFERENCE, None, {}))
    return Plan(env, previous, same_env, damaged, old, marks, unchanged, reference_kept, jobs)


def _render(plan: Plan, folders: Sequence[Path], setup: workers_module.Setup, indexer: search_module.Indexer | None,
            progress: Progress | None) -> Made:
    """Check and render the changed campaigns and, if they changed, the reference pages; a campaign
    with problems fails the build (after every job, so that all its problems are said)."""
    carried = [path for name in plan.unchanged for path in plan.old[name]["pages"]]
    made = Made({}, {}, set(carried), write.page_files(carried))
    if indexer:
        indexer.open([search_module.HOME, *(_bundle(job.name) for job in plan.jobs)])
    problems = []
    for outcome in workers_module.run(plan.jobs, setup, setup.settings.workers or min(4, os.cpu_count() or 1), progress,
                                      indexer.add_page if indexer else None):
        problems += outcome.problems
        made.rendered |= outcome.rendered
        made.linked += outcome.carried
        if indexer and not outcome.problems:
            _add(indexer, outcome.searchable)
            indexer.seal(_bundle(outcome.name))  # its pages may have gone to the index as they were made
        if outcome.name != workers_module.REFERENCE and not outcome.problems and outcome.summary is not None:
            made.summaries[outcome.name] = outcome.summary
            made.campaigns[outcome.name] = {"fingerprint": plan.marks[outcome.name], "pages": outcome.paths,
                                            "keys": outcome.keys, "summary": outcome.summary.as_json(),
                                            "record": outcome.facts}
            made.paths |= set(outcome.paths)
    if problems:
        raise Problems(problems)
    for name in plan.unchanged:
        made.summaries[name] = Summary.from_json(plan.old[name]["summary"])
        made.campaigns[name] = plan.old[name]
    made.campaigns = {f.name: made.campaigns[f.name] for f in folders}
    if plan.reference_kept:
        made.linked += write.page_files(REFERENCE_PATHS)
    return made


def _home(plan: Plan, made: Made, folders: Sequence[Path], game_list: list[Game],
          setup: workers_module.Setup, indexer: search_module.Indexer | None) -> tuple[list[Page], bool]:
    """The home page and the record's pages (the group's, each player's: generator/site/record_pages.py),
    which sum up every campaign, made again only when what they show changed (an edited note, a board
    drawn anew change nothing there); whether they were kept."""
    facts = [CampaignFacts.from_json(made.campaigns[f.name]["record"]) for f in folders]
    home = [home_page([made.summaries[f.name] for f in folders], game_list),
            *record_pages(facts, {g.id: g for g in game_list})]
    paths = [page.path for page in home]
    made.home = _shown(made, folders)
    kept = plan.same_env and plan.previous.get("home") == made.home \
        and write.has_pages(plan.damaged, paths) and _intact(plan.damaged, f"{search_module.HOME}/")
    if kept:
        made.linked += write.page_files(paths)
        return home, True
    rendered, searchable = workers_module.render(setup, home)  # with the campaign jobs' setup
    made.rendered |= rendered
    if indexer:
        _add(indexer, searchable)
    return home, False


def _shown(made: Made, folders: Sequence[Path]) -> str:
    """The digest of what the home page and the record's pages are made of: each campaign's summary and
    facts as the manifest keeps them (a campaign carried over gives them back from there), in the
    campaigns' order; the games, templates and code are the environment's. Their JSON, which json
    writes in C, rather than Digests' walk over the pages' inputs: the record's pages hold every
    appearance of every player (1.3 million characters for the bench's ten campaigns, about 30 ms)."""
    made_of = [[f.name, made.campaigns[f.name]["summary"], made.campaigns[f.name]["record"]] for f in folders]
    return hashlib.sha256(json.dumps(made_of, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def _intact(damaged: frozenset[str], folder: str) -> bool:
    """Whether no file under `folder` (a search bundle) was touched since the previous build."""
    return not any(relative.startswith(folder) for relative in damaged)


def _static(static: Path | None, output: Path) -> list[tuple[str, Path]]:
    """The files of the --static folder, checked before anything is built."""
    if static is None:
        return []
    source, target = os.path.abspath(static), os.path.abspath(output)
    if os.path.commonpath([source, target]) in (source, target):
        raise write.OutputRefused(_("the --static folder %(static)s and the output folder %(output)s must be apart: neither may "
                              "hold the other", static=display_path(static), output=display_path(output)))
    return write.static_files(static)


def _campaign_folders(paths: Sequence[Path]) -> list[Path]:
    """The campaign folders under `paths`, each once; two of one name would be one campaign's pages."""
    folders = list(dict.fromkeys(Path(os.path.abspath(f)) for f in campaigns.find(paths)))
    first: dict[str, Path] = {}
    problems = []
    for folder in folders:
        if folder.name in first:
            problems.append(Problem(Pos(display_path(folder / "campaign.yaml"), 1, 1),
                                    _("campaign folder '%(name)s' is given twice (also %(other)s); the site names a "
                                      "campaign's pages after its folder: rename one of them", name=folder.name,
                                      other=display_path(first[folder.name]))))
        first.setdefault(folder.name, folder)
    if problems:
        raise Problems(problems)
    return folders


def _mark(folder: Path, output: Path) -> str:
    """The fingerprint of what a campaign's pages are made of: its folder and, in a group's
    repository, the shared games/ folder where its boards, pieces and rulesets may be found."""
    shared = shared_folder(folder)
    return fingerprint([folder, *([shared] if shared else [])], extra=str(shared or ""),
                       skip=Path(os.path.abspath(output)))


def fingerprint(folders: Sequence[Path], extra: str = "", skip: Path | None = None) -> str:
    """A digest of every file's path and bytes under `folders`; caches, hidden files and the
    output folder (`skip`, when a campaign holds it) aside. An unreadable file counts as such:
    the check that follows names it. Paths are plain strings here: pathlib's parsing of each one
    was a third of the time of an incremental build's fingerprints (some 700 files)."""
    digest = hashlib.sha256(extra.encode())
    skipped = None if skip is None else os.fspath(skip)
    for index, folder in enumerate(folders):
        digest.update(f"\1{index}\0".encode())
        top = os.fspath(folder)
        for dirpath, dirnames, filenames in os.walk(top):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__pycache__"
                                 and os.path.join(dirpath, d) != skipped)
            inside = dirpath[len(top):].strip(os.sep).replace(os.sep, "/")  # the folder's path below `top`
            for name in sorted(n for n in filenames if not n.startswith(".")):
                try:
                    data = files.read_regular(os.path.join(dirpath, name))  # a FIFO would block a plain read for ever
                except (OSError, ValueError):
                    data = b"\0unreadable"
                digest.update(f"{inside}/{name}".lstrip("/").encode() + b"\0" + data + b"\0")
    return digest.hexdigest()


def _site_files(paths: Sequence[str], settings: Settings, game_list: Sequence[Game]) -> Iterator[tuple[str, bytes]]:
    """The language picker, 404 page, sitemap (when the site's address is known), robots.txt and static assets."""
    base_url, templates = settings.base_url, settings.templates
    renderer = Renderer(templates, load(templates / "locale", "en"), base_url, [])
    yield "index.html", renderer.render_root(Page("", "root.html"))
    yield "404.html", renderer.render_root(Page("", "404.html"))
    robots = "User-agent: *\nAllow: /\n"
    if addressed(base_url):
        yield "sitemap.xml", _sitemap(paths, base_url)
        robots += f"Sitemap: {base_url}sitemap.xml\n"
    yield "robots.txt", robots.encode()
    for path in sorted((templates / "static").rglob("*")):
        if path.is_file():
            yield f"static/{path.relative_to(templates / 'static').as_posix()}", path.read_bytes()


def _sitemap(paths: Sequence[str], base_url: str) -> bytes:
    line = Markup("\n")
    urls = []
    for path in map(quote, paths):  # a campaign folder may be 'Gold Rush (2)'
        for lang in LANGUAGES:
            links = [line + tag("xhtml:link", rel="alternate", hreflang=other, href=f"{base_url}{other}/{path}") for other in LANGUAGES]
            urls.append(line + tag("url", tag("loc", f"{base_url}{lang}/{path}"), *links, line))
    urlset = tag("urlset", *urls, line, xmlns="http://www.sitemaps.org/schemas/sitemap/0.9", **{"xmlns:xhtml": "http://www.w3.org/1999/xhtml"})
    return f'<?xml version="1.0" encoding="UTF-8"?>\n{urlset}\n'.encode()


def _bundle(job: str) -> str:
    return search_module.REFERENCE if job == workers_module.REFERENCE else f"search/{job}"


def _add(indexer: search_module.Indexer, searchable: Sequence[tuple[str, bytes]]) -> None:
    """Index pages (all of one job: one campaign, the reference pages or the home page), then have
    their bundle written while the build goes on. In order of their paths: pagefind's index depends
    on the order, and a bundle must not depend on which pages were rendered and which carried."""
    pages = [(search_module.bundle_of(relative.split("/", 1)[1]), relative, html) for relative, html in sorted(searchable)]
    for bundle, relative, html in pages:
        indexer.add(bundle, relative, html)
    for bundle in dict.fromkeys(page[0] for page in pages):
        indexer.seal(bundle)


def _index(indexer: search_module.Indexer, staged: Path, output: Path,
           carried: dict[str, list[str]], merged: list[str]) -> list[str]:
    """Full-text search: one pagefind bundle per campaign, one for the reference pages and one for
    the home page, merged in the browser, so that editing one campaign re-indexes that campaign (and
    the home page) only. A carried bundle is linked from the previous site; one that site lacks (it
    was built without search) is indexed from its carried pages. Returns the carried bundles' files,
    to be linked from the previous site."""
    linked: list[str] = []
    for bundle, paths in carried.items():
        folder = output / bundle
        if (folder / "pagefind-entry.json").is_file():
            linked += (f"{bundle}/{relative}" for relative in write.walk(folder) if relative != search_module.BUNDLES)
        else:
            _add(indexer, [(relative, search_module.searchable((output / relative).read_bytes()))
                           for relative in write.page_files(paths)])
    indexer.finish()
    (staged / search_module.REFERENCE).mkdir(exist_ok=True)  # a carried bundle is linked after this
    (staged / search_module.REFERENCE / search_module.BUNDLES).write_text(
        json.dumps([search_module.HOME + "/", *merged]) + "\n", encoding="utf-8")
    return linked


SearchFailed = search_module.SearchFailed
