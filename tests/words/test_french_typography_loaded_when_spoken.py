"""French typography (words/typography.py, with page_text.py and elision.py) is loaded when French is
spoken, not at every run's start (issue 35: a check's start-up): a check said in Spanish or English
never imports it, and a French one still sets its spacing ("erreur :", « … »)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from helpers import ROOT, R, episode

SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))
BROKEN = episode(R(1, Ana="{A1: house, A2: house}", Ben="{Z9: house}"), R(3, Ana="stop", Ben="stop"))
FRENCH = {"generator.words.typography", "generator.words.page_text", "generator.words.elision"}
_RUN = """
import json, sys
sys.argv = ["chronicle", *sys.argv[1:]]
from generator.cli import run
try:
    run()
except SystemExit as end:
    code = end.code
print(json.dumps({"code": code, "modules": sorted(sys.modules)}))
"""


def _check(folder: object) -> tuple[dict[str, object], str]:
    env = {k: v for k, v in os.environ.items() if k not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES")} | {"LANG": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-c", _RUN, "check", str(folder)], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=60, check=True)
    found: dict[str, object] = json.loads(done.stdout.splitlines()[-1])
    return found, done.stderr


@pytest.mark.parametrize("language", ["es", "en"])
@pytest.mark.parametrize("log", [SCORED, BROKEN], ids=["clean", "with-errors"])
def test_a_check_not_said_in_french_never_loads_french_typography(make_campaign, language, log):
    found, said = _check(make_campaign(log, language=language))
    assert found["code"] == (0 if log is SCORED else 1), said
    assert not FRENCH & set(found["modules"])  # type: ignore[arg-type]


def test_a_check_said_in_french_sets_french_spacing(make_campaign):
    found, said = _check(make_campaign(BROKEN, language="fr"))
    assert found["code"] == 1 and "generator.words.typography" in found["modules"]  # type: ignore[operator]
    assert "erreur\u00a0:" in said, said
