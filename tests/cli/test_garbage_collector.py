"""The `chronicle` process keeps what it imported out of the garbage collector's rounds, and lets
the young generation grow before a collection (issue 35: check's speed, every run): only in `run`,
the command's entry point, so that a process importing generator.cli (the tests) keeps its own
collector as it was."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys

from helpers import ROOT, R, episode

SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))

_RUN = """
import atexit, gc, json, sys
sys.argv = ["chronicle", *sys.argv[1:]]
from generator.cli import run
before = gc.get_freeze_count()
atexit.register(lambda: print(json.dumps({"before": before, "frozen": gc.get_freeze_count(), "young": gc.get_threshold()[0]})))
run()
"""


def test_a_check_freezes_what_it_imported_and_collects_less_often(make_campaign) -> None:  # type: ignore[no-untyped-def]
    folder = make_campaign(SCORED)
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")} | {"LANG": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-c", _RUN, "check", str(folder)], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["before"] == 0
    assert found["frozen"] > 10_000  # click, PyYAML, the engine
    assert found["young"] == 10_000


def test_importing_the_command_line_changes_no_collector() -> None:
    frozen, threshold = gc.get_freeze_count(), gc.get_threshold()
    from generator.cli import main  # noqa: F401  (every command loaded, as the tests load them)

    assert (gc.get_freeze_count(), gc.get_threshold()) == (frozen, threshold)
