"""The `chronicle` command group: the language option, and problems turned into reports."""

from __future__ import annotations

import importlib
import os
from pathlib import Path

import click

from generator import __version__, campaigns
from generator.cli.help import LANG, Group
from generator.cli.language import say, settle, settle_mode, speaking
from generator.model import LANGUAGES
from generator.problems import Problems, report
from generator.words.i18n import N_, _


class Failed(click.ClickException):
    """Bad input: print the report of every problem (see `report`) and exit 1."""

    exit_code = 1

    def show(self, file=None) -> None:  # type: ignore[no-untyped-def]
        click.echo(self.message, err=True)


def checked_campaign(folder: Path) -> campaigns.Passed:
    """The campaign that checks out, or Failed with its problems; its warnings on stderr."""
    speak_for(folder)
    checked = campaigns.check(folder)
    if isinstance(checked, campaigns.Failed):
        raise Failed(report(checked.problems, speaking()))
    if checked.warnings:  # what check would show; on stderr, so that `score --json` stays one JSON object
        click.echo(report(checked.warnings, speaking()), err=True)
    return checked


_MODES = ("legacy", "eternal")


def speak_for(*folders: Path) -> None:
    """Speak the group's language from here on, unless --lang said otherwise, in the words of the
    campaigns' mode (an Eternal game's games, never episodes: generator/words/modes.py)."""
    said = [campaigns.declared_all(folder, {"language": LANGUAGES, "mode": _MODES}) for folder in folders]  # each read once
    settle(lang for words in said if (lang := words["language"]))
    settle_mode(words["mode"] or "legacy" for words in said)


def mode(folder: Path) -> str:
    """A campaign's mode as campaign.yaml declares it, legacy when it does not say or cannot be read."""
    return campaigns.declared(folder, "mode", _MODES) or "legacy"


class _Version(str):
    """click's version line, said in the run's language: click fills it in (`message % values`) only
    once --lang has been read, so the translation is looked up then."""

    def __mod__(self, values: object) -> str:
        assert isinstance(values, dict)
        return say(_(str(self), **values))


COMMANDS = {
    "check": "campaign", "score": "campaign", "moves": "campaign", "add": "campaign", "undo": "campaign",
    "new": "campaign", "board": "campaign", "table": "campaign", "analyse": "analyse", "guide": "guide",
    "init": "repo", "rules": "rulebook", "build": "site", "serve": "site", "stats": "stats",
}
"""The module of generator/cli/ that declares each command. A run imports its command's module alone:
start-up is most of what `chronicle check` costs, and the site's, the coach's and the rulebook's
commands import what a check never uses. A command missing here is still found (every module is then
imported); tests/cli/test_start_up.py holds this table to the modules."""


def load_commands() -> None:
    """Import every command module, each adding its commands to `main`: for help, which lists them all."""
    for module in sorted(set(COMMANDS.values())):
        importlib.import_module(f"generator.cli.{module}")


class _Group(Group):
    """Turns Problems escaping any command into the one-problem-per-line report; imports a command's
    module when the command is asked for (COMMANDS)."""

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in COMMANDS:
            importlib.import_module(f"generator.cli.{COMMANDS[cmd_name]}")
        if cmd_name not in self.commands:  # a name of no command (click suggests the nearest) or one COMMANDS lacks
            load_commands()
        return super().get_command(ctx, cmd_name)

    def list_commands(self, ctx: click.Context) -> list[str]:
        load_commands()
        return super().list_commands(ctx)

    def invoke(self, ctx: click.Context):  # type: ignore[no-untyped-def]
        try:
            return super().invoke(ctx)
        except Problems as err:
            raise Failed(report(err.problems, speaking())) from None
        except OSError as err:  # a file or folder the system refused, in words (never a traceback)
            if err.filename is None or isinstance(err, BrokenPipeError):
                raise
            from generator.cli.language import as_error
            from generator.load.reasons import os_reason

            raise Failed(as_error(say(os_reason(err)), os.fsdecode(err.filename))) from None  # `file: error: reason`


@click.group(cls=_Group, context_settings={"help_option_names": ["-h", "--help"]},
             help=N_("Check, score and publish My Island and My City campaigns."))
@click.version_option(__version__, prog_name="chronicle", message=_Version(N_("%(prog)s, version %(version)s")))
@LANG
def main() -> None:
    from generator.base.shipped import misplaced

    wrong = misplaced()
    if wrong:
        raise Failed(wrong)

