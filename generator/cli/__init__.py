"""The command line: chronicle check, score, moves, add, undo, new, board, table, rules, init, build, serve, guide, stats, analyse.

`main` is the click group (group.py); each module here adds the commands of one room: the campaign,
the site, the group's repository. `run` is the installed `chronicle` command."""

from generator.cli import analyse, campaign, guide, repo, rulebook, site, stats  # noqa: F401 (each adds its commands to main)
from generator.cli.group import main, run

__all__ = ["main", "run"]
