"""The command that starts a group's repository: init."""

from __future__ import annotations

from pathlib import Path

import click

from generator.base.root import MARKER
from generator.cli.group import Failed, main
from generator.cli.language import as_error, say, speaking
from generator.words.i18n import N_, _
from generator.words.typography import typesetter


@main.command(short_help=N_("Start a group's repository."), help=N_("Start a group's repository in FOLDER: campaigns/, its own games/, static/ and a publishing workflow.\n\n"
                      "In an existing chronicle repository it adds only the files that are missing."))
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.option("--language", type=click.Choice(["es", "fr", "en"]),
              help=N_("The group's language: its README, messages and campaigns (default: the language of these messages)."))
@click.option("--title", help=N_("The group's name, heading its README (default: from the folder's name)."))
@click.option("--base-url", help=N_("Where the site is published, for builds outside the GitHub Pages workflow."))
def init(folder: Path, language: str | None, title: str | None, base_url: str | None) -> None:
    from generator.repo import init as repo_init
    from generator.repo.settings import is_address

    if base_url and not is_address(base_url):
        raise click.BadParameter(say(_("an address such as https://ourgroup.github.io/campaigns/")), param_hint="--base-url")
    try:
        # A new repository speaks the language its maker reads (--lang, else the locale), as `new` does;
        # an existing one keeps its own.
        # What init says on the terminal follows this run's language (--lang, else the locale), never the
        # files' (--language): a Spanish reader making a French group's repository reads Spanish.
        fresh, said = not (folder / MARKER).is_file(), speaking().lang
        made = repo_init.init(folder, language or (said if fresh else None), title, base_url, said=said)
        click.echo(typesetter(said)(repo_init.summary(made, said)))
    except repo_init.NotARepository as err:
        raise Failed(as_error(say(err.args[0]))) from None
    except OSError as err:  # a path under a file, a disk that refuses: in words, never a traceback
        from generator.load.reasons import unmade

        raise Failed(as_error(say(unmade(repo_init.shown(folder), err)))) from None


