"""Kill `chronicle build` and `chronicle add` with SIGKILL at random moments, then run them again.

    python bench/kill_trials.py [--builds 50] [--adds 50] [--seed 1] [--logs campaigns] [--synth 4]

Not part of the test run (it takes minutes). After each kill it checks what a user would find:
- build: the site folder is there (the previous site or the new one, never none), the killed build's
  children (render workers, pagefind) are gone; after the next, unkilled build the site is
  byte-identical to a fresh build of the same logs, and nothing is left beside it (no staging,
  old or trash folder, no lock) once its background clean-up is done.
- add: the episode file holds the old text or the new, never anything else; after the next,
  unkilled add no draft (.tmp) is left in the folder.
It prints the figures and exits 1 if any trial found a partial file, a missing site, a stray
folder or file, or a surviving child.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(Path(__file__).parent), str(ROOT / "tests")]

from synth import write_campaign  # noqa: E402

from helpers import alive, descendants  # noqa: E402

BASE_URLS = ("/", "https://example.org/chronicle/")


def chronicle(*args: str | Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen([sys.executable, "-P", "-m", "generator", *map(str, args)], cwd=ROOT,
                            env={**os.environ, "PYTHONPATH": str(ROOT)},
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def finish(process: subprocess.Popen[bytes]) -> None:
    _, err = process.communicate()
    if process.returncode:
        raise SystemExit(f"an unkilled run failed:\n{err.decode()}")


def digest(folder: Path) -> str:
    total = hashlib.sha256()
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            total.update(path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes())
    return total.hexdigest()


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def companions(site: Path) -> list[str]:
    return sorted(p.name for p in site.parent.glob(f".{site.name}.*"))


def wait_clean(site: Path, seconds: float = 30) -> list[str]:
    """What is left beside the site once the detached removal of the previous one had time to end."""
    deadline = time.time() + seconds
    while (left := companions(site)) and time.time() < deadline:
        time.sleep(0.05)
    return left


def set_state(campaign: Path, original: str, state: int) -> None:
    """One of three versions of the logs: the campaign's title changes its pages and the home page."""
    campaign.write_text(re.sub(r"(?m)^title: (.*)$", rf"title: \1 (trial {state})", original, count=1), encoding="utf-8")


def _survivors(children: set[int], patience: float = 3) -> tuple[set[int], set[int]]:
    """The children still alive after the kill, and which of them are the detached removers.

    A child killed with its parent may take a moment to die on a busy machine, and a remover
    forked just before the kill shows the build's command line until it has exec'd: both are
    looked at again until `patience` runs out, so only a real orphan counts as one.
    """
    deadline = time.perf_counter() + patience
    while True:
        time.sleep(0.2)
        survivors = {pid for pid in children if alive(pid)}
        removers = {pid for pid in survivors if b"shutil.rmtree" in _cmdline(pid)}
        if survivors == removers or time.perf_counter() > deadline:
            return survivors, removers


def build_trials(count: int, rng: random.Random, tmp: Path, synth: int, source: Path) -> Counter[str]:
    logs = tmp / "logs"
    shutil.copytree(source, logs)
    for n in range(synth):  # 4 give enough pages that the build renders in a pool of worker processes
        write_campaign(logs / f"synth-{n}", seed=500 + n)
    campaign = sorted(logs.glob("*/campaign.yaml"))[0]
    original = campaign.read_text(encoding="utf-8")
    references = {}
    started = time.perf_counter()
    for state in range(3):
        set_state(campaign, original, state)
        finish(chronicle("build", logs, "-o", tmp / f"reference-{state}/site", "--base-url", BASE_URLS[0]))
        references[state] = digest(tmp / f"reference-{state}/site")
    full = (time.perf_counter() - started) / 3
    site = tmp / "site"
    finish(chronicle("build", logs, "-o", site))
    # the trials' builds are incremental (one campaign edited): the kill window is their length, not a full build's
    set_state(campaign, original, 1)
    started = time.perf_counter()
    finish(chronicle("build", logs, "-o", site))
    window = time.perf_counter() - started
    print(f"build: a full build takes {full:.1f} s here, an incremental one {window:.1f} s; "
          f"killing within 0 .. {1.2 * window:.1f} s")
    figures: Counter[str] = Counter()
    for trial in range(count):
        state = trial % 3
        set_state(campaign, original, state)
        killed = chronicle("build", logs, "-o", site, "--base-url", rng.choice(BASE_URLS))
        deadline = time.perf_counter() + rng.uniform(0, 1.2 * window)
        children: set[int] = set()
        while time.perf_counter() < deadline and killed.poll() is None:
            children |= descendants(killed.pid)
            time.sleep(0.005)
        finished = killed.poll() is not None
        killed.send_signal(signal.SIGKILL)
        killed.wait()
        figures["finished before the kill" if finished else "killed mid-build"] += 1
        if not site.is_dir():
            figures["FAIL: no site folder after the kill"] += 1
        left = companions(site)
        figures["killed builds that left staging folders"] += any(".building-" in n for n in left)
        survivors, removers = _survivors(children)
        figures["children seen"] += len(children)
        figures["detached removers of the previous site, alive by design"] += len(removers)
        if survivors - removers:
            figures["FAIL: children alive after the kill"] += len(survivors - removers)
        finish(chronicle("build", logs, "-o", site, "--base-url", BASE_URLS[0]))
        if digest(site) != references[state]:
            figures["FAIL: partial or stale files after the next build"] += 1
        if stray := wait_clean(site):
            figures["FAIL: stray files or folders after the next build"] += 1
            print(f"  trial {trial}: left {stray}")
    campaign.write_text(original, encoding="utf-8")
    return figures


def add_trials(count: int, rng: random.Random, tmp: Path, synth: int, source: Path) -> Counter[str]:
    done = subprocess.run([sys.executable, "-P", "-m", "generator", "new", "kills", "--game", "my-island",
                           "--players", "Ana,Ben", "--root", tmp / "campaigns"], cwd=ROOT, capture_output=True,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    if done.returncode:
        raise SystemExit(done.stderr.decode())
    campaign = tmp / "campaigns/kills"
    episode = campaign / "episodes/01.yaml"
    before = episode.read_text(encoding="utf-8")
    started = time.perf_counter()
    finish(chronicle("add", campaign, "1", "--card", "1", "Ana=pass", "Ben=pass"))
    duration = time.perf_counter() - started
    after = episode.read_text(encoding="utf-8")
    print(f"add: one add takes {duration:.2f} s here; killing within 0 .. {1.1 * duration:.2f} s, half of them in its last third")
    figures: Counter[str] = Counter()
    for trial in range(count):
        episode.write_text(before, encoding="utf-8")
        killed = chronicle("add", campaign, "1", "--card", "1", "Ana=pass", "Ben=pass")
        moment = rng.uniform(0, 1.1 * duration) if trial % 2 else rng.uniform(0.66 * duration, 1.1 * duration)
        deadline = time.perf_counter() + moment
        while time.perf_counter() < deadline and killed.poll() is None:
            time.sleep(0.002)
        finished = killed.poll() is not None
        killed.send_signal(signal.SIGKILL)
        killed.wait()
        text = episode.read_text(encoding="utf-8")
        figures["finished before the kill" if finished else "killed mid-add"] += 1
        if text == before:
            figures["file unchanged after the kill"] += 1
        elif text == after:
            figures["file written before the kill"] += 1
        else:
            figures["FAIL: partial episode file"] += 1
        drafts = list(episode.parent.glob(".*.tmp"))
        figures["kills that left a draft"] += bool(drafts)
        episode.write_text(before, encoding="utf-8")
        finish(chronicle("add", campaign, "1", "--card", "1", "Ana=pass", "Ben=pass"))
        if episode.read_text(encoding="utf-8") != after:
            figures["FAIL: the next add wrote something else"] += 1
        if left := [p.name for p in episode.parent.iterdir() if p.name != episode.name]:
            figures["FAIL: stray files after the next add"] += 1
            print(f"  trial {trial}: left {left}")
    return figures


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--builds", type=int, default=50)
    parser.add_argument("--adds", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--logs", type=Path, default=ROOT / "campaigns", help="campaigns to build (default: the demo's)")
    parser.add_argument("--synth", type=int, default=0, help="generated campaigns added to them (4: render workers)")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    failed = False
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        for name, trials, count in (("build", build_trials, args.builds), ("add", add_trials, args.adds)):
            if not count:
                continue
            figures = trials(count, rng, tmp, args.synth, args.logs)
            print(f"{name}: {count} trials")
            for key in sorted(figures):
                print(f"  {key}: {figures[key]}")
            failed |= any(key.startswith("FAIL") and n for key, n in figures.items())
    print("FAILED" if failed else "every trial: 0 partial files, 0 stray files or folders, 0 surviving children")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
