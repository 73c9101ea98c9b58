"""The placeholders click writes in usage lines, help and errors, in the chosen language."""

from __future__ import annotations

import click

from generator.cli.language import speaking
from generator.words.i18n import N_

# The placeholders click writes in help and usage lines ("-c, --card TEXT", "[OPTIONS]"), which
# click never passes through gettext: shown in the chosen language while help is formatted. The
# arguments' names (CAMPAIGN, EPISODE) are placeholders too, shown in the chosen language in usage
# lines, help and errors ("CAMPAÑA", "CAMPAGNE"); the help texts cite them by the same words.
_TYPE_METAVARS = {"text": N_("TEXT"), "integer": N_("INTEGER"), "integer range": N_("INTEGER RANGE"),
                  "float": N_("FLOAT"), "path": N_("PATH"), "directory": N_("DIRECTORY"), "file": N_("FILE")}
ARGUMENT_METAVARS = {"CAMPAIGN": N_("CAMPAIGN"), "EPISODE": N_("EPISODE"), "PLAYER": N_("PLAYER"),
                      "ACTIONS": N_("ACTIONS"), "PATH": N_("PATH"), "PATHS": N_("PATHS"), "SLUG": N_("SLUG"),
                      "FOLDER": N_("FOLDER"), "TOPIC": N_("TOPIC"), "RULESET": N_("RULESET")}
USAGE_METAVARS = {"options_metavar": N_("[OPTIONS]"), "subcommand_metavar": N_("COMMAND [ARGS]...")}


def type_metavar(param: click.Parameter) -> str | None:
    """An option's placeholder in the chosen language, when click would write its type's English name."""
    if param.metavar is not None or getattr(param, "is_flag", False) or isinstance(param.type, click.Choice):
        return None
    name = _TYPE_METAVARS.get(param.type.name)
    return speaking().gettext(name) if name else None


def argument_metavar(param: click.Argument, ctx: click.Context) -> str:
    """An argument's placeholder ("[EPISODE]", "[PATHS]...") with its name in the chosen language."""
    metavar = param.make_metavar(ctx)
    name = ARGUMENT_METAVARS.get((param.name or "").upper())
    return metavar.replace(name, speaking().gettext(name)) if name else metavar

