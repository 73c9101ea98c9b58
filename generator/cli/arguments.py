"""The command line's view of a repository: CAMPAIGN by name from anywhere, or left out inside a campaign."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from generator.cli.help import Command
from generator.cli.language import say
from generator.repo import here
from generator.words.i18n import N_

if TYPE_CHECKING:
    _PathParam = click.ParamType[Path]
else:  # click made ParamType generic in 8.4; the floor (8.1) cannot subscript it at run time
    _PathParam = click.ParamType


class CampaignType(_PathParam):
    """A campaign folder, or a campaign's bare name among the repository's campaigns/."""

    name = "campaign"

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Path:
        if isinstance(value, Path):
            return value
        found = here.campaign_named(str(value))
        if found is None:
            self.fail(say(here.unknown_campaign(str(value))), param, ctx)
        return found


CAMPAIGN = CampaignType()


class CampaignPath(click.Path):
    """An existing file or folder, or a campaign's bare name among the repository's campaigns/:
    `chronicle check arrecife` from the repository's root, as `chronicle score arrecife`."""

    def __init__(self) -> None:
        super().__init__(exists=True, path_type=Path)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        word = str(value)
        if isinstance(value, Path) or "/" in word or os.path.lexists(word):
            return super().convert(value, param, ctx)  # a path: as it is, or "does not exist"
        found = here.campaign_named(word)
        if found is None:
            self.fail(say(here.unknown_campaign(word)), param, ctx)
        return found


CAMPAIGN_PATH = CampaignPath()
NAMED = N_("A campaign folder may also be given by its name alone, one of the repository's campaigns/.")
"""The epilog of the commands whose PATHS (or PATH) take a campaign by name."""


class CampaignCommand(Command):
    """A command whose first argument is CAMPAIGN, which may be left out inside a campaign folder.

    When CAMPAIGN is missing (no argument, or an episode number in its place) inside a campaign folder,
    that campaign is the one meant: `chronicle add 1 --card 17 Ana=C4` inside campaigns/reef/.
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("epilog", N_("CAMPAIGN is a campaign folder, or its name among the repository's campaigns/; "
                                       "inside a campaign folder it may be left out."))
        super().__init__(*args, **kwargs)

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        if not any(a in ctx.help_option_names for a in args):
            current = here.current_campaign()
            if current is not None and self._left_out(ctx, args):
                args = [str(current), *args]
        return super().parse_args(ctx, args)

    def _left_out(self, ctx: click.Context, args: list[str]) -> bool:
        """Whether CAMPAIGN is missing: no argument at all, or an episode number where it should be."""
        try:
            given, _, _ = self.make_parser(ctx).parse_args(list(args))
        except click.UsageError:
            return False  # let the real parse report it
        first = given.get("campaign")
        if not isinstance(first, str):
            return True
        return first.isdigit() and here.campaign_named(first) is None
