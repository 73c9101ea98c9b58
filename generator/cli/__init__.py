"""The command line: chronicle check, score, moves, add, undo, new, board, table, init, build, serve, guide.

`main` is the click group (group.py); each module here adds the commands of one room: the campaign,
the site, the group's repository. `run` is the installed `chronicle` command."""

import gc

from generator.cli import campaign, guide, repo, site  # noqa: F401 (each adds its commands to main)
from generator.cli.group import main, run

__all__ = ["main", "run"]

# Everything loaded by now (the commands, the model, the rules, click, PyYAML) lives as long as the
# process: the garbage collector need not walk it again in every collection while a campaign is
# checked, nor once more at exit (4% of `chronicle check`). Once, here, not per command, so that a
# process running many commands (the tests) never freezes the garbage of one of them.
gc.freeze()
