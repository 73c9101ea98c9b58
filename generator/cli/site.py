"""The commands on the site: build and serve."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import click

from generator.cli.arguments import CAMPAIGN_PATH, NAMED
from generator.cli.group import Failed, main
from generator.cli.help import Option, Range
from generator.cli.language import as_error, in_this_run, say, speaking
from generator.load.nodes import display_path
from generator.load.reasons import os_reason
from generator.problems import Problems, report
from generator.repo import here
from generator.words.i18n import N_, Message, _, ngettext

if TYPE_CHECKING:
    from generator.site.build import Built

STATIC = click.option("--static", type=click.Path(exists=True, file_okay=False, path_type=Path),
                      help=N_("A folder whose files are copied as they are into the site's root (CNAME, .nojekyll, favicon.ico...); "
                              "default: static/ of the repository."))


def _build_error(err: Exception) -> str | None:
    """The plain message of a build that could not go on, or None for an error not of the build's making."""
    from generator.site import write
    from generator.site.build import SearchFailed

    if isinstance(err, Problems):
        return report(err.problems, speaking())
    if isinstance(err, (write.OutputRefused, SearchFailed)):
        return as_error(say(err.args[0] if err.args else str(err)))
    if isinstance(err, OSError):  # in the reader's words, not the system's English ones (strerror)
        reason = say(os_reason(err))
        return as_error(f"{display_path(Path(os.fsdecode(err.filename)))}: {reason}" if err.filename else reason)
    return None


def _waiting(output: Path) -> Callable[[], None]:
    """What build and serve say while another build writes the same folder (the lock's owner)."""
    return lambda: click.echo(say(_("another build is writing %(folder)s; waiting for it to finish", folder=output)), err=True)


@main.command(short_help=N_("Build the site."), epilog=NAMED, help=N_("Render the site from the campaigns in PATHS (default: campaigns/) and the project's content."))
@click.argument("paths", nargs=-1, type=CAMPAIGN_PATH)
@click.option("--output", "-o", type=click.Path(file_okay=False, path_type=Path),
              help=N_("Output folder (default: site/ of the repository)."))
@click.option("--base-url", help=N_("Where the site will be served, for the sitemap (default: chronicle.yaml's base_url, else /)."))
@click.option("--no-search", is_flag=True, help=N_("Skip the pagefind search index (faster)."))
@click.option("--analysis/--no-analysis", default=True, show_default=True,
              help=N_("Have the coach look at every finished episode, for what could have been done on the episode pages "
                      "and the points left on the table in the players' pages; its analyses are kept and read back, so only "
                      "new or edited episodes take time."))
@STATIC
def build(paths: tuple[Path, ...], output: Path | None, base_url: str | None, no_search: bool, analysis: bool,
          static: Path | None) -> None:
    from generator.site.build import build as build_site
    from generator.site.settings import Settings, addressed

    def progress(items, length):  # type: ignore[no-untyped-def]
        with click.progressbar(items, length=length, label=say(_("rendering")), file=sys.stderr) as bar:
            yield from bar

    repository = here.settings()
    base_url = base_url or (repository.base_url if repository else None) or "/"
    output = output or here.site_folder()
    settings = Settings(paths or (here.campaigns_folder(),), output, base_url if base_url.endswith("/") else base_url + "/",
                        search=not no_search, static=static or here.static_folder(), analysis=analysis)
    try:
        built = build_site(settings, progress=progress if sys.stderr.isatty() else None, waiting=_waiting(output))
    except Exception as err:
        message = _build_error(err)
        if message is None:
            raise
        raise Failed(message) from None
    click.echo(say(_built(built)))
    if not addressed(base_url):
        click.echo(say(_("no sitemap.xml: the site's address is not known (give it with --base-url, or as base_url in "
                         "chronicle.yaml); the GitHub Pages workflow knows it")))


def _built(built: Built) -> Message:
    """What a build wrote and what it found already current: an unchanged rebuild writes no page again."""
    campaigns = ngettext("%(num)s campaign", "%(num)s campaigns", built.campaigns, num=built.campaigns)
    if built.rendered >= built.pages:
        return ngettext("%(n)s page from %(campaigns)s written to %(output)s",
                        "%(n)s pages from %(campaigns)s written to %(output)s", built.pages, n=built.pages,
                        campaigns=campaigns, output=built.output)
    pages = ngettext("%(num)s page", "%(num)s pages", built.pages, num=built.pages)
    if built.rendered == 0:
        return _("%(output)s is up to date: %(pages)s from %(campaigns)s, none written again",
                 output=built.output, pages=pages, campaigns=campaigns)
    kept = built.pages - built.rendered
    return _("%(pages)s from %(campaigns)s in %(output)s: %(written)s, %(current)s", output=built.output, pages=pages,
             campaigns=campaigns, written=ngettext("%(num)s written", "%(num)s written", built.rendered, num=built.rendered),
             current=ngettext("%(num)s already current", "%(num)s already current", kept, num=kept))


@main.command(short_help=N_("Serve the site and rebuild it on every change."), epilog=NAMED, help=N_("Build, serve on 127.0.0.1 and rebuild on every change; build errors show in the browser."))
@click.argument("paths", nargs=-1, type=CAMPAIGN_PATH)
@click.option("--output", "-o", type=click.Path(file_okay=False, path_type=Path),
              help=N_("Output folder (default: site/ of the repository)."))
@click.option("--port", "-p", cls=Option, type=Range(0, 65535), default=8000, show_default=True, help=N_("Port on 127.0.0.1."))
@click.option("--no-search", is_flag=True, help=N_("Skip the search index: faster rebuilds."))
@STATIC
def serve(paths: tuple[Path, ...], output: Path | None, port: int, no_search: bool, static: Path | None) -> None:
    from generator.base.root import shared_folder
    from generator.base.shipped import CONTENT, TEMPLATES
    from generator.site.build import build as build_site
    from generator.site.serve import PortTaken
    from generator.site.serve import serve as run_server
    from generator.site.settings import Settings

    sources = list(paths or (here.campaigns_folder(),))
    output = output or here.site_folder()
    static = static or here.static_folder()
    settings = Settings(sources, output, search=not no_search, static=static)

    def rebuild() -> str | None:
        try:
            built = build_site(settings, waiting=_waiting(output))
        except Exception as err:
            text = _build_error(err)
            if text is None:
                raise
            click.echo(text, err=True)
            return text
        click.echo(say(_built(built)))
        return None

    try:
        shared = sorted({folder for source in sources if (folder := shared_folder(source))})
        run_server(output, port, in_this_run(rebuild), [*sources, *shared, CONTENT, TEMPLATES, *([static] if static else [])],
                   in_this_run(lambda text: click.echo(say(text))), speaking())
    except PortTaken as err:
        raise Failed(as_error(say(err.args[0]))) from None

