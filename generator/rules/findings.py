"""What the engine finds, as data: a code and its parameters, never words.

The rules engine knows nothing of YAML, HTML or files (docs/DESIGN.md, "The rules engine"), nor of
the reader's language or a game's edition: a placement rule broken is a `Finding`, and
generator/words/findings.py says each code in the words of the game's edition and the reader's
language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Finding:
    """A code (such as "covered", "barred") and its parameters: cell names, ids of terrains,
    pieces and counters, numbers, conditions (`Where`), other findings."""

    code: str
    values: Mapping[str, object] = field(default_factory=dict)
    count: int = 1
    """How many things the finding is about: which plural form its words take."""
