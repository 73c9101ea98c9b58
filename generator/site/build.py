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
import subprocess
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import generator
from generator import campaigns
from generator.content import CONTENT, games, load_game
from generator.faq import Faq, load_faq
from generator.glossary import load_glossary
from generator.load import load_file
from generator.model import LANGUAGES, Game
from generator.problems import Problems
from generator.shipped import TEMPLATES
from generator.site import write
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
          progress: Progress | None = None, workers: int | None = None) -> Built:
    """Render what changed into a staging folder beside `output`, carry the rest over, swap it in."""
    write.check_replaceable(output)
    env = fingerprint([CONTENT, TEMPLATES, CODE], extra=base_url)
    previous = write.read_manifest(output)
    same_env = previous.get("env") == env
    old_campaigns = previous.get("campaigns", {}) if same_env else {}
    manifest: dict[str, Any] = {"env": env, "campaigns": {}}
    summaries, pages, carried = [], [], []
    unchanged: list[str] = []
    problems = []
    for folder in campaigns.find(paths):
        mark = fingerprint([folder])
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
        write.write_manifest(staged, manifest)
        if search:
            _index(staged, output, sorted(manifest["campaigns"]), set(unchanged))
        write.swap(staged, output)
    except BaseException:
        write.discard(staged)
        raise
    return Built(output, len(all_paths) * len(LANGUAGES), rendered, len(summaries))


def fingerprint(folders: Sequence[Path], extra: str = "") -> str:
    """A digest of every file's path and bytes under `folders` (caches and hidden files aside)."""
    digest = hashlib.sha256(extra.encode())
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and not path.name.startswith("."):
                digest.update(path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
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
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            done = pool.imap_unordered(_render_chunk, chunks)
            for _ in progress(done, len(chunks)) if progress else done:
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
    for path in paths:
        for lang in LANGUAGES:
            lines.append(f"<url><loc>{base_url}{lang}/{path}</loc>")
            lines += [f'<xhtml:link rel="alternate" hreflang="{other}" href="{base_url}{other}/{path}"/>'
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
            jobs.append((bundle, f"*/campaigns/{slug}/**/*.html"))
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        for failure in pool.map(lambda job: _pagefind(staged, *job), jobs):
            if failure:
                raise RuntimeError(f"pagefind failed: {failure}")
    bundles = [f"search/{slug}/" for slug in slugs]
    (staged / "pagefind" / "bundles.json").write_text(json.dumps(bundles) + "\n", encoding="utf-8")


def _pagefind(site: Path, bundle: str, glob: str) -> str | None:
    done = subprocess.run([sys.executable, "-m", "pagefind", "--site", str(site), "--output-subdir", bundle, "--glob", glob],
                          capture_output=True, text=True)
    return None if done.returncode == 0 else (done.stderr.strip() or done.stdout.strip())
