"""What a build is asked to do, in one frozen object: decided once (by the command line, serve or a
test) and passed to every stage and every worker, as MkDocs passes its config. No stage reads a
global; a worker is handed the settings with its job."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from generator.base.shipped import TEMPLATES


@dataclass(frozen=True)
class Settings:
    paths: Sequence[Path]
    """Campaign folders, or folders holding them (a repository's campaigns/)."""
    output: Path
    """The site's folder, replaced whole when the build succeeds."""
    base_url: str = "/"
    """Where the site is served, ending in /: a full address ("https://...") gives it a sitemap."""
    search: bool = True
    """Whether to build the pagefind search index."""
    workers: int | None = None
    """Worker processes (default: one per core, at most 4)."""
    static: Path | None = None
    """A folder whose files are copied into the site's root as they are (CNAME, .nojekyll...)."""
    templates: Path = TEMPLATES
    """Where the templates and catalogues are."""
    analysis: bool = True
    """Whether the coach looks at every finished episode, for its summary and ghosts on the episode
    pages and the points left on the table in the record's pages (its analyses kept in the user's cache
    folder and read back: generator/analysis/cache.py); `build --no-analysis` turns it off."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "paths", tuple(self.paths))  # frozen all through: a list given stays the caller's


def addressed(base_url: str) -> bool:
    """Whether the site's address is known. A sitemap lists full addresses, robots.txt names it by one
    (sitemaps.org), and a page's hreflang alternates must be full addresses too; with none (a build without
    --base-url) there is no sitemap, robots.txt names none, and the pages name no alternates (the language
    switcher still links them)."""
    return base_url.startswith(("https://", "http://"))
