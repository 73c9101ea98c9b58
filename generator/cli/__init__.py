"""The command line: chronicle check, score, moves, add, undo, new, board, table, rules, init, build, serve, guide, stats, analyse.

`main` is the click group (group.py); each module here adds the commands of one room: the campaign,
the site, the group's repository. `run` is the installed `chronicle` command: it imports the module of
the command it runs alone (group.py's COMMANDS), where `main` taken from here holds every command."""

from __future__ import annotations

import gc
import os
import sys
from typing import TYPE_CHECKING

from generator.base import collector

if TYPE_CHECKING:
    from generator.cli.group import main

__all__ = ["main", "run"]


def __getattr__(name: str) -> object:
    """`main` with every command added (PEP 562): what callers other than `run` (tests, scripts) expect."""
    if name == "main":
        from generator.cli.group import load_commands, main

        load_commands()
        return main
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def run() -> None:
    """The `chronicle` command: `main`, ending quietly when its reader went away (`chronicle score | head`).

    The collector is set before the command line is imported: what importing click, the engine and
    PyYAML makes lives as long as the process, and CPython's default stopped some 25 times to walk it
    (5 million instructions of a 24-episode check, 0.7%). Once imported it is frozen: the collector
    walks it neither in the collections of a run nor once more at exit, and a forked build worker
    leaves its pages shared. Here, in the process's own entry point, never at import, so that a
    process running many commands (the tests) keeps its own collector."""
    collector.spaced()
    from generator.cli.group import main

    gc.freeze()
    try:
        main()
    finally:
        try:
            sys.stdout.flush()
        except (OSError, ValueError):  # nobody reads any more: no second complaint as the interpreter exits
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
