"""What chronicle reads of its content, templates and catalogues is kept for one build only.

`serve` rebuilds in one process and table mode answers for hours: a game's terrain names, the rule
registry, the glossary, the catalogues and the drawings made from them are read again for the next
build (`new_build`), so that an edit of content/ shows at once. Pure functions of their arguments
(geometry, a piece's turns) keep functools.cache: nothing they return can go stale.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TypeVar

F = TypeVar("F", bound=Callable[..., object])
K = TypeVar("K")
V = TypeVar("V")

_FORGET: list[Callable[[], None]] = []


def cached(function: F) -> F:
    """functools.cache, emptied by `new_build`."""
    kept = cache(function)
    _FORGET.append(kept.cache_clear)
    return kept  # type: ignore[return-value]


def table() -> dict[K, V]:
    """A dict for a hand-keyed cache, emptied by `new_build`."""
    kept: dict[K, V] = {}
    _FORGET.append(kept.clear)
    return kept


def new_build() -> None:
    """Forget what earlier builds read: called as a build (or a table's new file version) starts."""
    for forget in _FORGET:
        forget()
