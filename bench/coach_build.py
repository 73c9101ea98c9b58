"""Benchmark a full build of the demo site with the coach and without (issue 32, part 5).

    python bench/coach_build.py

Target: a build with analysis within 2x of one with --no-analysis. Four builds of campaigns/ into fresh
folders (no page carried over), in this order: without analysis, with it and an empty analysis cache
(cold: every finished episode analysed), with it again (warm: every analysis read back), without again.
Each build runs in a process of its own on one core (workers=1, so that its CPU time is all its own; the
machine is shared: wall time would count the others' work), search index included; the wall time beside it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DEMO = Path(__file__).resolve().parents[1] / "campaigns"


ONE = """
import os, sys
from pathlib import Path
from generator.site.build import build
from generator.site.settings import Settings
build(Settings([Path(sys.argv[1])], Path(sys.argv[2]), workers=1, analysis=sys.argv[3] == "on"))
t = os.times()
print(t.user + t.system + t.children_user + t.children_system)
"""


def timed(output: Path, analysis: bool, cache: Path) -> tuple[float, float]:
    """(CPU seconds of the build, wall seconds)."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", ONE, str(DEMO), str(output), "on" if analysis else "off"], check=True,
                          capture_output=True, text=True, env={**os.environ, "CHRONICLE_CACHE": str(cache)})
    return float(done.stdout.split()[-1]), time.perf_counter() - start


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        base, cache = Path(folder), Path(folder) / "cache"
        runs = [("without", "--no-analysis"), ("cold", "--analysis"), ("warm", "--analysis"), ("without again", "--no-analysis")]
        found = {}
        for name, flag in runs:
            cpu, wall = timed(base / name.replace(" ", "-"), flag == "--analysis", cache)
            found[name] = cpu
            print(f"{name:<14} {flag:<14} cpu {cpu:6.2f} s  wall {wall:6.2f} s")
        without = (found["without"] + found["without again"]) / 2
        print(f"ratio with/without: cold {found['cold'] / without:.2f}x, warm {found['warm'] / without:.2f}x (target 2x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
