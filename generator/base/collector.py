"""How a chronicle process sets CPython's garbage collector: a check, a page or an analysis is made of
objects that nearly all live until the process ends or the page is written, so looking for cycles among
them every 700 allocations (CPython's default) is work thrown away. The chronicle command and the build's
workers set it in their own entry points, never at import, so that a process running many commands (the
tests) keeps its own collector."""

from __future__ import annotations

import gc

YOUNG_OBJECTS = 10_000
"""Allocations between two collections of the youngest generation. With CPython's 700, a 24-episode check
stopped some sixty times and a bench campaign's check and pages collected the youngest generation 159 times,
the middle one 14 and all of them once; with this, 31, 2 and none (1% of their instructions, callgrind)."""


def spaced() -> None:
    """Collect the youngest generation every YOUNG_OBJECTS allocations, the older ones as CPython does."""
    gc.set_threshold(YOUNG_OBJECTS, *gc.get_threshold()[1:])
