"""The `chronicle` process keeps what it imported out of the garbage collector's rounds, and lets
the young generation grow before a collection (issue 35: check's speed, every run; generator/base/collector.py):
the young generation grows before the command line is imported (click, PyYAML and the engine make objects that
live as long as the process, and CPython's default collected them some 25 times as they were imported), and
what was imported is frozen once imported. Only in `run`, the command's entry point, so that a process
importing generator.cli (the tests) keeps its own collector as it was."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from generator.base import collector
from helpers import ROOT, R, episode

SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))

_AT_EXIT = """
import atexit, gc, json, sys
sys.argv = ["chronicle", *sys.argv[1:]]
from generator.cli import run
before = gc.get_freeze_count()
atexit.register(lambda: print(json.dumps({"before": before, "frozen": gc.get_freeze_count(), "young": gc.get_threshold()[0]})))
run()
"""

_AS_THE_COMMAND_LINE_IS_IMPORTED = """
import gc, json, sys
seen = {}

class Watch:
    def find_spec(self, name, path=None, target=None):
        if name == "generator.cli.group":
            seen.update(young=gc.get_threshold()[0], frozen=gc.get_freeze_count())
        return None

sys.meta_path.insert(0, Watch())
sys.argv = ["chronicle", *sys.argv[1:]]
from generator.cli import run
try:
    run()
except SystemExit as end:
    seen["code"] = end.code
print(json.dumps(seen))
"""


def _checked(script: str, folder: Path) -> dict[str, Any]:
    """What `script` prints last, running `chronicle check` on the campaign in `folder` in a fresh interpreter."""
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")} | {"LANG": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-c", script, "check", str(folder)], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)
    found: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def test_a_check_freezes_what_it_imported_and_collects_less_often(make_campaign) -> None:  # type: ignore[no-untyped-def]
    found = _checked(_AT_EXIT, make_campaign(SCORED))
    assert found["before"] == 0
    assert found["frozen"] > 10_000  # click, PyYAML, the engine
    assert found["young"] == collector.YOUNG_OBJECTS


def test_the_young_generation_grows_before_the_command_line_is_imported(make_campaign) -> None:  # type: ignore[no-untyped-def]
    found = _checked(_AS_THE_COMMAND_LINE_IS_IMPORTED, make_campaign(SCORED))
    assert found.get("code") in (None, 0), found
    assert found["young"] == collector.YOUNG_OBJECTS != 700  # 700: CPython's default
    assert found["frozen"] == 0  # what is imported is frozen once imported, not before


def test_importing_the_command_line_changes_no_collector() -> None:
    frozen, threshold = gc.get_freeze_count(), gc.get_threshold()
    from generator.cli import main  # noqa: F401  (every command loaded, as the tests load them)

    assert (gc.get_freeze_count(), gc.get_threshold()) == (frozen, threshold)
