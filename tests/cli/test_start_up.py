"""What `chronicle check` loads before it says anything: start-up is most of what a check costs
(issue 35, "check under 150 ms beyond start-up"), so a run imports the module of its own command
alone (generator/cli/group.py's COMMANDS) and reads one catalogue, the language it speaks.

Speed itself is measured by bench/site.py --check-only, never here; these tests hold the structure
that keeps it: what a check never needs stays out of its process.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from helpers import R, episode

ROOT = Path(__file__).resolve().parents[2]
SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))

_RUN = """
import json, sys
from generator.words import i18n
read = []
load = i18n.load
i18n.load = lambda locale, lang: read.append(lang) or load(locale, lang)
sys.argv = ["chronicle", *sys.argv[1:]]
from generator.cli import run
try:
    run()
except SystemExit as end:
    code = end.code
print(json.dumps({"code": code, "modules": sorted(sys.modules), "catalogues": read}))
"""


def _check(*args: str | Path, lang: str = "C.UTF-8") -> dict[str, object]:
    """`chronicle ARGS` in a process of its own: its exit code, the modules it imported, the catalogues it read."""
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")} | {"LANG": lang}
    done = subprocess.run([sys.executable, "-c", _RUN, *map(str, args)], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=60, check=True)
    found: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return found


def test_a_check_imports_neither_the_site_the_coach_the_rulebook_nor_other_commands(make_campaign):
    """The site (Jinja, Markdown), the coach, the rulebook's read-back and the modules of the other
    commands are imported by the commands that use them, never by check."""
    found = _check("check", make_campaign(SCORED))
    assert found["code"] == 0
    modules = set(found["modules"])  # type: ignore[arg-type]
    unused = {"jinja2", "markdown", "babel", "generator.site", "generator.frontend", "generator.analysis",
              "generator.report", "generator.rulebook", "generator.record", "generator.table",
              "generator.cli.site", "generator.cli.analyse", "generator.cli.rulebook", "generator.cli.stats",
              "generator.cli.guide", "generator.cli.repo"}
    assert not {m for m in modules if m in unused or m.split(".")[0] in unused or m.rsplit(".", 1)[0] in unused}
    assert "generator.cli.campaign" in modules


def test_a_check_reads_the_catalogue_of_the_language_it_speaks_alone(make_campaign):
    """A Spanish group's campaign checked under an English locale: chosen as the run starts, English
    is never said, so its catalogue is never read; the Spanish one is, once."""
    found = _check("check", make_campaign(SCORED, language="es"), lang="en_GB.UTF-8")
    assert found["code"] == 0 and found["catalogues"] == ["es"]


def test_every_command_is_found_where_COMMANDS_says():
    """group.py's table of command modules names the module that declares each command, and every one."""
    from generator.cli import main
    from generator.cli.group import COMMANDS

    declared = {name: command.callback.__module__ for name, command in main.commands.items()
                if command.callback is not None}
    assert declared == {name: f"generator.cli.{module}" for name, module in COMMANDS.items()}


def test_help_lists_every_command_and_an_unknown_one_is_still_told_apart(cli):
    """`chronicle --help` imports every command module to list them; a misspelt command is refused with
    click's suggestion, as before commands were imported on demand."""
    from generator.cli.group import COMMANDS

    listed = cli("--help").stdout
    assert all(f"  {name} " in listed for name in COMMANDS)
    wrong = cli("chek")
    assert wrong.exit_code == 2 and "check" in wrong.stderr
