"""Benchmark a full build of the demo site with the coach and without (issue 32, part 5).

    python bench/coach_build.py              # both measures, five pairs of builds as a group runs them
    python bench/coach_build.py --pairs 9

Target: a build with analysis within 2x of one with --no-analysis.

What a group waits (the target's measure): `chronicle build campaigns -o SITE`, the command README gives,
with its default workers and search index, timed from the command's start to its end, against the same with
--no-analysis. Every build writes into a fresh folder (no page carried over) and begins with an empty
analysis cache (cold: every finished episode analysed, as on a group's first build or CI's). The builds run
in pairs, without then with, so that both of a pair meet the same load; the figure is the median of each and
their ratio (the machine is shared: one pair alone says little).

The work (what the target's measure spreads over the cores): four builds in a process each on one core
(workers=1, so that its CPU time is all its own), in this order: without analysis, with it and an empty
cache (cold), with it again (warm: every analysis read back), without again; CPU seconds, the wall beside it.
"""

from __future__ import annotations

import argparse
import os
import statistics
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


def one_core(output: Path, analysis: bool, cache: Path) -> tuple[float, float]:
    """(CPU seconds of a build on one core, wall seconds)."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", ONE, str(DEMO), str(output), "on" if analysis else "off"], check=True,
                          capture_output=True, text=True, env={**os.environ, "CHRONICLE_CACHE": str(cache)})
    return float(done.stdout.split()[-1]), time.perf_counter() - start


def as_a_group(output: Path, analysis: bool, cache: Path) -> float:
    """Wall seconds of `chronicle build` as README gives it, its default workers and search index."""
    flags = [] if analysis else ["--no-analysis"]
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "generator", "build", str(DEMO), "-o", str(output), *flags], check=True,
                   capture_output=True, env={**os.environ, "CHRONICLE_CACHE": str(cache)})
    return time.perf_counter() - start


def waited(pairs: int) -> None:
    """The target's measure: `pairs` pairs of builds, without then with (cold), their medians and ratio."""
    without, cold = [], []
    for number in range(1, pairs + 1):
        with tempfile.TemporaryDirectory() as folder:
            base = Path(folder)
            without.append(as_a_group(base / "without", False, base / "cache"))
            cold.append(as_a_group(base / "with", True, base / "cache"))
        print(f"pair {number}: without {without[-1]:5.2f} s  with (cold) {cold[-1]:5.2f} s  "
              f"load {os.getloadavg()[0]:.1f}", flush=True)
    plain, coached = statistics.median(without), statistics.median(cold)
    print(f"as a group waits, {os.cpu_count()} cores: median without {plain:.2f} s, with {coached:.2f} s: "
          f"{coached / plain:.2f}x (target 2x)")


def work() -> None:
    """The work on one core: CPU of each build alone."""
    with tempfile.TemporaryDirectory() as folder:
        base, cache = Path(folder), Path(folder) / "cache"
        runs = [("without", False), ("cold", True), ("warm", True), ("without again", False)]
        found = {}
        for name, analysis in runs:
            cpu, wall = one_core(base / name.replace(" ", "-"), analysis, cache)
            found[name] = cpu
            flag = "--analysis" if analysis else "--no-analysis"
            print(f"one core: {name:<14} {flag:<14} cpu {cpu:6.2f} s  wall {wall:6.2f} s", flush=True)
        without = (found["without"] + found["without again"]) / 2
        print(f"one core, CPU with/without: cold {found['cold'] / without:.2f}x, warm {found['warm'] / without:.2f}x")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pairs", type=int, default=5, help="pairs of builds as a group runs them (default 5)")
    args = parser.parse_args()
    waited(args.pairs)
    work()
    return 0


if __name__ == "__main__":
    sys.exit(main())
