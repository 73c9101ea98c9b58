"""What is read from one of chronicle's own files, kept in the process for as long as the file is as it was.

Every check reads the board, piece catalogue and rulesets its campaign names, and in one process (`serve`,
table mode, the many checks of the tests) chronicle's own are the same files every time: reading and
validating them again was about half of a small campaign's check. A value is kept with the state on disk of
each file it was read from (device, inode, size, modification and change times to the nanosecond), taken
before reading: a file written since, replaced or removed is read again. per_build's caches, which
`new_build` empties, hold what is read from content/ by name; this one needs no emptying, since it asks the
files themselves. In memory only, and a bounded number of values.
"""

from __future__ import annotations

import os
import time
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path
from typing import Generic, TypeVar

V = TypeVar("V")

Stamp = tuple[int, int, int, int, int]
"""A file's device, inode, size, modification and change times (ns)."""

SETTLED_NS = 2_000_000_000
"""How long ago a file must have last changed for a value read from it to be kept. A file system stamps
times from a clock that ticks every few milliseconds (FAT every 2 s): a file written twice within one tick,
at one size, looks unchanged, so a value read between those writes would be kept stale. Shipped files
changed long ago; one changed just now is read again until it has settled (git's "racily clean" files)."""


def stamp(path: Path) -> Stamp | None:
    """The state of `path` on disk, or None when it cannot be read (a value read then is never kept)."""
    try:
        found = os.stat(path)
    except (OSError, ValueError):  # ValueError: a NUL byte in the name
        return None
    return found.st_dev, found.st_ino, found.st_size, found.st_mtime_ns, found.st_ctime_ns


def now_ns() -> int:
    """The time to compare the files' times with (tests move it on)."""
    return time.time_ns()


class PerFile(Generic[V]):
    """Values read from files, each under a key, kept with the stamps of the files it was read from and
    what else it was read with (`given`, compared by value: the game, whose words a board is read in)."""

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self._kept: OrderedDict[Hashable, tuple[tuple[Stamp, ...], object, V]] = OrderedDict()

    def get(self, key: Hashable, files: Sequence[Path], read: Callable[[], tuple[V, bool]], given: object = None) -> V:
        """The value kept under `key` if `files` are as they were when it was read and `given` is equal,
        else what `read` returns: the value and whether it may be kept (False when reading it found a
        problem, which must be said again at every reading)."""
        stamps = tuple(stamp(path) for path in files)  # before reading: a file written meanwhile is read again next time
        kept = self._kept.get(key)
        if kept is not None and kept[0] == stamps and (kept[1] is given or kept[1] == given):
            self._kept.move_to_end(key)
            return kept[2]
        value, keep = read()
        settled = now_ns() - SETTLED_NS
        known = tuple(s for s in stamps if s is not None and max(s[3], s[4]) < settled)
        if keep and len(known) == len(stamps):
            self._kept[key] = (known, given, value)
            self._kept.move_to_end(key)
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
        else:
            self._kept.pop(key, None)
        return value
