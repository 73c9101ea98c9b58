"""Build the site: check every campaign, judge the FAQ, render every page, write atomically, index.

Builds are incremental: the output folder's manifest records a fingerprint of every input, and the
pages of a campaign whose files (and the project's content, templates and code) have not changed
are carried over from the previous output instead of being checked and rendered again.
"""

from __future__ import annotations

import hashlib
import json
import multiprocessing
import os
import re
import subprocess
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import quote

import generator
from generator import campaigns, files
from generator.content import CONTENT, games, load_game
from generator.faq import Faq, load_faq
from generator.glossary import load_glossary
from generator.load import display_path, load_file
from generator.model import LANGUAGES, Game
from generator.problems import Pos, Problem, Problems
from generator.shipped import TEMPLATES
from generator.site import children, write
from generator.i18n import _
from generator.site.i18n import load
from generator.site.pages import REFERENCE_PATHS, Page, Summary, campaign_pages, home_page, reference_pages
from generator.site.render import Renderer
from generator.validate.game import read_board, read_catalogue
from generator.validate.reader import Reader

CODE = Path(generator.__file__).parent


@dataclass(frozen=True, slots=True)
class Built:
    output: Path
    pages: int
    rendered: int
    campaigns: int


Progress = Callable[[Iterable[Any], int], Iterator[Any]]


def build(paths: Sequence[Path], output: Path, base_url: str = "/", search: bool = True,
          progress: Progress | None = None, workers: int | None = None, static: Path | None = None,
          waiting: Callable[[], None] = lambda: None) -> Built:
    """Render what changed into a staging folder beside `output`, carry the rest over, swap it in.

    `static` names a folder whose files are copied into the site's root as they are (CNAME,
    .nojekyll...). While another build writes `output`, this one calls `waiting`, then waits."""
    own_files = _static(static, output)
    folders = _campaign_folders(paths)
    with write.locked(output, waiting):
        write.recover(output)
        write.check_replaceable(output)
        return _build(folders, output, base_url, search, progress, workers, static, own_files)


def _build(folders: Sequence[Path], output: Path, base_url: str, search: bool, progress: Progress | None,
           workers: int | None, static: Path | None, own_files: list[tuple[str, Path]]) -> Built:
    env = fingerprint([CONTENT, TEMPLATES, CODE], extra=base_url)
    previous = write.read_manifest(output)
    same_env = previous.get("env") == env
    old_campaigns = previous.get("campaigns", {}) if same_env else {}
    manifest: dict[str, Any] = {"env": env, "campaigns": {}}
    summaries, pages, carried = [], [], []
    unchanged: list[str] = []
    problems = []
    for folder in folders:
        mark = fingerprint([folder], skip=Path(os.path.abspath(output)))
        old = old_campaigns.get(folder.name)
        if old and old["fingerprint"] == mark:
            summary, paths_of = Summary.from_json(old["summary"]), old["pages"]
            carried += paths_of
            unchanged.append(folder.name)
        else:
            checked = campaigns.check(folder)
            problems += checked.problems
            if checked.problems:
                continue
            summary = Summary.of(checked.campaign, checked.result)  # type: ignore[arg-type]
            own = campaign_pages(checked.campaign, checked.result)  # type: ignore[arg-type]
            pages += own
            paths_of = [page.path for page in own]
        summaries.append(summary)
        manifest["campaigns"][folder.name] = {"fingerprint": mark, "summary": summary.as_json(), "pages": paths_of}
    if problems:
        raise Problems(problems)
    game_list = [load_game(g) for g in games()]
    pages.append(home_page(summaries, game_list))
    if same_env:
        carried += list(REFERENCE_PATHS)
    else:
        pages += reference_pages(game_list, Faq(load_faq(CONTENT / "faq")), *_components(game_list))
    all_paths = sorted({page.path for page in pages} | set(carried))
    staged = write.staging(output)
    try:
        write.carry_over(output, staged, [f"{lang}/{path}index.html" for lang in LANGUAGES for path in carried])
        rendered = _render(staged, pages, base_url, load_glossary(CONTENT / "glossary"), progress, workers)
        write.write_files(staged, _site_files(all_paths, base_url, game_list))
        if search:
            _index(staged, output, sorted(manifest["campaigns"]), set(unchanged))
        if static is not None:
            write.copy_static(static, own_files, staged)
        write.write_manifest(staged, manifest)
        write.swap(staged, output)
    except BaseException:
        write.discard(staged)
        raise
    return Built(output, len(all_paths) * len(LANGUAGES), rendered, len(summaries))


def _static(static: Path | None, output: Path) -> list[tuple[str, Path]]:
    """The files of the --static folder, checked before anything is built."""
    if static is None:
        return []
    source, target = os.path.abspath(static), os.path.abspath(output)
    if os.path.commonpath([source, target]) in (source, target):
        raise write.Refused(_("the --static folder %(static)s and the output folder %(output)s must be apart: neither may "
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


def fingerprint(folders: Sequence[Path], extra: str = "", skip: Path | None = None) -> str:
    """A digest of every file's path and bytes under `folders`; caches, hidden files and the
    output folder (`skip`, when a campaign holds it) aside. An unreadable file counts as such:
    the check that follows names it."""
    digest = hashlib.sha256(extra.encode())
    for folder in folders:
        for dirpath, dirnames, filenames in os.walk(folder):
            dirnames[:] = sorted(d for d in dirnames if not d.startswith(".") and d != "__pycache__"
                                 and Path(dirpath, d) != skip)
            for name in sorted(n for n in filenames if not n.startswith(".")):
                path = Path(dirpath, name)
                try:
                    data = files.read_regular(path)  # a FIFO would block a plain read for ever
                except (OSError, ValueError):
                    data = b"\0unreadable"
                digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + data + b"\0")
    return digest.hexdigest()


def _components(game_list: Sequence[Game]) -> tuple[dict[str, list], dict[str, list]]:
    """Every shipped board and piece catalogue of each game, for the games pages."""
    boards: dict[str, list] = {}
    catalogues: dict[str, list] = {}
    for game in game_list:
        r = Reader()
        boards[game.id] = [(p.stem, read_board(r, load_file(p), game)) for p in sorted((game.folder / "boards").glob("*.yaml"))]
        catalogues[game.id] = [(p.stem, read_catalogue(r, load_file(p), game))
                               for p in sorted((game.folder / "pieces").glob("*.yaml"))]
        if r.problems:
            raise Problems(r.problems)
    return boards, catalogues


# --- rendering, in parallel on every core -------------------------------------------------------

_JOBS: list[tuple[str, Page]] = []
_SETUP: dict[str, Any] = {}
_RENDERERS: dict[str, Renderer] = {}
CHUNK = 40
PARALLEL_FROM = 400
"""Fewer pages than this render faster in this process than the workers take to start."""


def _render(staged: Path, pages: Sequence[Page], base_url: str, glossary: dict[str, list[dict[str, str]]],
            progress: Progress | None, workers: int | None) -> int:
    """Render every (language, page) into `staged`; forked workers share the pages without copying."""
    _JOBS[:] = [(lang, page) for lang in LANGUAGES for page in pages]
    _SETUP.update(staged=staged, base_url=base_url, glossary=glossary)
    _RENDERERS.clear()
    chunks = [(start, min(start + CHUNK, len(_JOBS))) for start in range(0, len(_JOBS), CHUNK)]
    workers = workers or min(4, os.cpu_count() or 1)
    if workers > 1 and len(_JOBS) >= PARALLEL_FROM and "fork" in multiprocessing.get_all_start_methods():
        with multiprocessing.get_context("fork").Pool(workers, children.die_with_parent, (os.getpid(),)) as pool:
            done = pool.imap_unordered(_render_chunk, chunks)
            for _chunk in progress(done, len(chunks)) if progress else done:
                pass
    else:
        for chunk in progress(chunks, len(chunks)) if progress else chunks:
            _render_chunk(chunk)
    return len(_JOBS)


def _render_chunk(bounds: tuple[int, int]) -> int:
    staged = _SETUP["staged"]
    for lang, page in _JOBS[bounds[0]:bounds[1]]:
        if lang not in _RENDERERS:
            _RENDERERS[lang] = Renderer(TEMPLATES, load(TEMPLATES / "locale", lang), _SETUP["base_url"],
                                        _SETUP["glossary"][lang])
        path = staged / lang / page.path / "index.html"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(_RENDERERS[lang].render(page))
    return bounds[1] - bounds[0]


def _site_files(paths: Sequence[str], base_url: str, game_list: Sequence[Game]) -> Iterator[tuple[str, bytes]]:
    """The language picker, 404 page, sitemap, robots.txt and static assets."""
    renderer = Renderer(TEMPLATES, load(TEMPLATES / "locale", "en"), base_url, [])
    yield "index.html", renderer.render_root(Page("", "root.html"))
    yield "404.html", renderer.render_root(Page("", "404.html"))
    yield "sitemap.xml", _sitemap(paths, base_url)
    yield "robots.txt", f"User-agent: *\nAllow: /\nSitemap: {base_url}sitemap.xml\n".encode()
    for path in sorted((TEMPLATES / "static").rglob("*")):
        if path.is_file():
            yield f"static/{path.relative_to(TEMPLATES / 'static').as_posix()}", path.read_bytes()


def _sitemap(paths: Sequence[str], base_url: str) -> bytes:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">']
    base = escape(base_url, quote=True)
    for path in map(quote, paths):  # a campaign folder may be 'Gold Rush (2)'
        for lang in LANGUAGES:
            lines.append(f"<url><loc>{base}{lang}/{path}</loc>")
            lines += [f'<xhtml:link rel="alternate" hreflang="{other}" href="{base}{other}/{path}"/>'
                      for other in LANGUAGES]
            lines.append("</url>")
    lines.append("</urlset>")
    return ("\n".join(lines) + "\n").encode()


def _index(staged: Path, output: Path, slugs: Sequence[str], unchanged: set[str]) -> None:
    """Full-text search: one pagefind bundle per campaign, merged in the browser with the bundle of
    the reference pages, so that editing one campaign re-indexes that campaign only."""
    jobs = [("pagefind", "{es,fr,en}/{index.html,faq/**/*.html,rules/**/*.html,glossary/**/*.html,games/**/*.html}")]
    for slug in slugs:
        bundle = f"search/{slug}"
        if slug in unchanged and (output / bundle).is_dir():
            write.carry_over(output, staged, [p.relative_to(output).as_posix() for p in (output / bundle).rglob("*") if p.is_file()])
        else:
            jobs.append((bundle, f"*/campaigns/{_glob_literal(slug)}/**/*.html"))
    binary = _pagefind_binary()
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        for failure in pool.map(lambda job: _pagefind(binary, staged, *job), jobs):
            if failure:
                raise SearchFailed(_("the search index could not be built: %(reason)s", reason=failure))
    bundles = [f"search/{slug}/" for slug in slugs]
    (staged / "pagefind" / "bundles.json").write_text(json.dumps(bundles) + "\n", encoding="utf-8")


class SearchFailed(Exception):
    """pagefind is missing or failed; the message says how, and that --no-search builds without it."""

    def __init__(self, message: str) -> None:
        super().__init__(f"{message} (build with --no-search to skip the search index)")


def _pagefind_binary() -> str:
    """pagefind's own executable: run directly, not through `python -m`, which would import
    modules lying in the working folder."""
    try:
        from pagefind.service import get_executable
    except ImportError:
        found = None
    else:
        found = get_executable()
    if found is None or not found.is_absolute():  # a relative one comes from a '.' in PATH
        raise SearchFailed(_("pagefind is not installed (pip install 'pagefind[bin]')"))
    return str(found)


_GLOB_SPECIAL = re.compile(r"([?*$:<>()\[\]{},])")


def _glob_literal(name: str) -> str:
    """A folder name matched as it is by pagefind's globs ('Gold Rush (2)'); a backslash cannot be
    escaped there, so it matches any one character."""
    return "?".join(_GLOB_SPECIAL.sub(r"\\\1", part) for part in name.split("\\"))


def _pagefind(binary: str, site: Path, bundle: str, glob: str) -> str | None:
    """Index the pages of `glob` into `bundle`; an error text, or None when every language has pages.

    It runs in the site folder with no PAGEFIND_ settings, so that no configuration file or variable
    of the user's changes the index."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("PAGEFIND_")}
    done = subprocess.run(children.bound([binary, "--site", ".", "--output-subdir", bundle, "--glob", glob]),
                          capture_output=True, text=True, cwd=site, env=env)
    if done.returncode != 0:
        said = (done.stderr.strip() or done.stdout.strip()).splitlines()
        return f"pagefind stopped with exit status {done.returncode}" + (f": {said[0]}" if said else " and said nothing")
    return _settle_entry(site / bundle, glob)


def _settle_entry(bundle: Path, glob: str) -> str | None:
    """Check that pagefind indexed pages in every language, and write its entry file with its keys in
    order (pagefind writes them in a different order at each run)."""
    entry = bundle / "pagefind-entry.json"
    try:
        data = json.loads(entry.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return f"pagefind wrote no readable {entry.name} for {glob}"
    languages = data.get("languages", {})
    empty = [lang for lang in LANGUAGES if not languages.get(lang, {}).get("page_count")]
    if empty:
        return f"pagefind found no page of {glob} in {', '.join(empty)}"
    entry.unlink()  # a new file: never write through a link shared with the previous output
    entry.write_text(json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":")), encoding="utf-8")
    return None
