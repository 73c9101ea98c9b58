"""The command line: chronicle check, score, moves, add, undo, new, board, table, rules, init, build, serve, guide, stats, analyse.

`main` is the click group (group.py); each module here adds the commands of one room: the campaign,
the site, the group's repository. `run` is the installed `chronicle` command: it imports the module of
the command it runs alone (group.py's COMMANDS), where `main` taken from here holds every command."""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.cli.group import load_commands, run

if TYPE_CHECKING:
    from generator.cli.group import main

__all__ = ["main", "run"]


def __getattr__(name: str) -> object:
    """`main` with every command added (PEP 562): what callers other than `run` (tests, scripts) expect."""
    if name == "main":
        from generator.cli.group import main

        load_commands()
        return main
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
