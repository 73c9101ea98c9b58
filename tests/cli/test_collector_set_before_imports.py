"""`chronicle` sets the garbage collector before it imports the command line (issue 35: check's
speed, every run): click, PyYAML and the engine make objects that live as long as the process, and
CPython's default collected them some 25 times as they were imported. Only `run`, the process's
entry point, does so: importing generator.cli changes no collector (test_garbage_collector.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from helpers import ROOT, R, episode

SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))

_RUN = """
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


def test_the_young_generation_grows_before_the_command_line_is_imported(make_campaign) -> None:  # type: ignore[no-untyped-def]
    folder = make_campaign(SCORED)
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")} | {"LANG": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-c", _RUN, "check", str(folder)], capture_output=True, text=True,
                          cwd=ROOT, env=env, timeout=120)
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found.get("code") in (None, 0), done.stderr
    assert found["young"] == 10_000  # CPython's default is 700
    assert found["frozen"] == 0  # what is imported is frozen once imported, not before
