"""Benchmark the engine: check generated 24-episode, 4-player campaigns (episode 1's rules on both
games, and eight invented chapters that use every word of the envelope vocabulary); moves per card.

    python bench/engine.py            # prints the figures; targets: check < 0.15 s, moves < 5 ms

Timings are medians of several runs; 'check beyond start-up' is the wall time of the
`chronicle check` command minus that of a bare `python -c pass`, the two run in turn.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from synth import write_campaign, write_envelope_campaign  # noqa: E402

from generator.campaigns import check  # noqa: E402
from generator.report.moves import options  # noqa: E402


def walls(cmds: list[list[str]], runs: int = 15, cached: bool = True) -> list[float]:
    """Median wall time of each command, run in turn `runs` times, so that every command sees the
    machine in the same state (this machine's speed drifts by half within minutes); `cached` lets
    Python keep its bytecode, as a normal installation does."""
    env = dict(os.environ)
    if cached:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    else:
        env["PYTHONDONTWRITEBYTECODE"] = "1"
    for cmd in cmds:
        subprocess.run(cmd, check=False, capture_output=True, env=env)  # warm the caches
    times: list[list[float]] = [[] for _ in cmds]
    for _ in range(runs):
        for cmd, mine in zip(cmds, times):
            start = time.perf_counter()
            subprocess.run(cmd, check=False, capture_output=True, env=env)
            mine.append(time.perf_counter() - start)
    return [statistics.median(mine) for mine in times]


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        made = [(game, write_campaign(Path(tmp) / f"{game}-bench", seed=7, game=game, mode=mode, rules=rules))
                for game, mode, rules in (("my-island", "legacy", "legacy-1"), ("my-city", "legacy", "legacy-1"))]
        made.append(("my-island, every envelope word", write_envelope_campaign(Path(tmp) / "envelopes-bench", seed=7)))
        for game, folder in made:
            checked = check(folder)
            assert not checked.problems, checked.problems[:3]
            rounds = sum(len(e.episode.rounds) for e in checked.result.episodes)
            command = [sys.executable, "-m", "generator", "check", str(folder)]
            bare, full = walls([[sys.executable, "-c", "pass"], command])
            uncached = walls([command], cached=False)[0]
            inproc = statistics.median(_timed(lambda: check(folder)) for _ in range(7))
            print(f"{game}: 24 episodes x 4 players, {rounds} rounds, {len(list(folder.rglob('*.yaml')))} files")
            print(f"  check, whole command:        {full * 1000:7.1f} ms")
            print(f"  python start-up alone:       {bare * 1000:7.1f} ms")
            print(f"  check beyond start-up:       {(full - bare) * 1000:7.1f} ms   (target < 150 ms)   "
                  f"(load {' '.join(f'{x:.2f}' for x in os.getloadavg())}: on a busy machine wall times grow with it)")
            print(f"  the same without bytecode:   {(uncached - bare) * 1000:7.1f} ms   (PYTHONDONTWRITEBYTECODE=1)")
            print(f"  check in-process (warm):     {inproc * 1000:7.1f} ms")
            _moves(_mid_episode(folder))


def _timed(fn) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def _mid_episode(folder: Path):  # type: ignore[no-untyped-def]
    """The campaign with its last episode cut after round 8: an episode being played."""
    last = sorted((folder / "episodes").glob("*.yaml"))[-1]
    lines = last.read_text(encoding="utf-8").splitlines()
    starts = [i for i, line in enumerate(lines) if line.startswith("  - card:")]
    last.write_text("\n".join(lines[: starts[8]]) + "\n", encoding="utf-8")
    checked = check(folder)
    assert not checked.problems, checked.problems[:3]
    return checked


def _moves(checked) -> None:  # type: ignore[no-untyped-def]
    """Moves for every unrevealed card, for each player still in, in an episode after round 8."""
    campaign, result = checked.campaign, checked.result
    last = result.episodes[-1]
    times = []
    for player in last.players:
        for card in campaign.catalogue.pieces:
            try:
                times.append(_timed(lambda: options(campaign, result, last.episode.number, player.name, card)))
            except ValueError:
                continue  # card already revealed or player stopped
    if times:
        print(f"  moves per card: median {statistics.median(times) * 1000:.2f} ms, "
              f"max {max(times) * 1000:.2f} ms over {len(times)} queries   (target < 5 ms)")


if __name__ == "__main__":
    main()
