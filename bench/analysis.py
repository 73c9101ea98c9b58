"""Benchmark the coach (issue 32, part 5): the time to analyse each demo episode, every player.

    python bench/analysis.py              # every demo episode, the default beam
    python bench/analysis.py --width 8    # another beam width

Target: one 24-round, 4-player episode under 2 s on one core. Each figure is CPU time of this process
(the machine is shared: wall time would count the others' work), split into the rounds' best
alternatives (part 1) and the search of the best in hindsight (part 2), with the size of the episode.
The last column is the time to read every player's analysis back from the cache (part 5); the last row
sums every episode.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from generator import campaigns
from generator.analysis import BEAM, EXHAUSTIVE
from generator.analysis.cache import Cache
from generator.analysis.coach import analyse_episode, rounds_of
from generator.rules.solo import Solo

DEMO = Path(__file__).resolve().parents[1] / "campaigns"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--width", type=int, default=BEAM)
    width = parser.parse_args().width
    print(f"{'episode':<24} {'rounds':>6} {'players':>7} {'choices':>7} {'part 1':>7} {'search':>7} {'total':>7} {'cached':>7}")
    totals = [0.0, 0.0, 0.0]
    with tempfile.TemporaryDirectory() as folder:
        cache = Cache(Path(folder))
        for path in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()):
            checked = campaigns.check(path)
            assert checked.campaign and checked.result, path
            for result in checked.result.episodes:
                number = result.episode.number
                start = time.process_time()
                choices = sum(r.choices for p in result.players
                              for r in rounds_of(Solo(result, checked.campaign.game, checked.campaign.catalogue, p.name)))
                first = time.process_time() - start
                start = time.process_time()
                analyse_episode(checked.campaign, checked.result, number, width=width, exhaustive=EXHAUSTIVE, cache=cache)
                total = time.process_time() - start
                start = time.process_time()
                analyse_episode(checked.campaign, checked.result, number, width=width, exhaustive=EXHAUSTIVE, cache=cache)
                again = time.process_time() - start
                print(f"{path.name + ' ' + str(number):<24} {len(result.episode.rounds):>6} {len(result.players):>7} {choices:>7} "
                      f"{first:>6.2f}s {total - first:>6.2f}s {total:>6.2f}s {again:>6.2f}s", flush=True)
                totals = [totals[0] + total, totals[1] + total - first, totals[2] + again]
    print(f"{'every episode':<24} {'':>6} {'':>7} {'':>7} {'':>7} {totals[1]:>6.2f}s {totals[0]:>6.2f}s {totals[2]:>6.2f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
