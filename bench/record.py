"""Benchmark the record (issue 32, part 4): what `chronicle stats` and `build --analysis` pay for it.

    python bench/record.py

Prints the CPU time of this process (the machine is shared: wall time would count the others' work)
to check the demo campaigns, to count their record from the checked campaigns, and to add the points
left on the table: with the coach's analyses made (an empty cache), then read back (the same cache).
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from generator.analysis.cache import Cache
from generator.record.gather import checked, counted

DEMO = Path(__file__).resolve().parents[1] / "campaigns"


def timed(label: str, work):  # type: ignore[no-untyped-def]
    start = time.process_time()
    value = work()
    print(f"{label:<44} {time.process_time() - start:6.2f} s")
    return value


def main() -> int:
    played = timed("check the demo campaigns", lambda: checked([DEMO]))
    found = timed("count the record", lambda: counted(played))
    with tempfile.TemporaryDirectory() as folder:
        timed("points left, every analysis made", lambda: counted(played, Cache(Path(folder))))
        timed("points left, every analysis read back", lambda: counted(played, Cache(Path(folder))))
    print(f"{len(found.people)} people, {len(played)} campaigns")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
