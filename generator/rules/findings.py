"""What the engine finds, as data: a code and its parameters, never words.

The rules engine knows nothing of YAML, HTML or files (docs/DESIGN.md, "The rules engine"), nor of
the reader's language or a game's edition: a rule broken, a pass refused or a tie left open is a
`Finding`, and generator/problems/findings.py says each code in the words of the game's edition and
the reader's language. A finding about a line of a log is a `Fault`: where it is, the rule it
cites, whose turn and which round.

Why the engine returns faults rather than generator.problems.Problem: a Problem is shown, so it
holds words (its `message`), and the words depend on the game, which the boundary that runs load ->
validate -> replay (generator/campaigns.py) knows. There, and only there, faults become Problems;
everything downstream (check, add, the table, the site) keeps reading a Problem's message as before,
and a Problem can never hold a finding that was not put into words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from generator.base.records import NamedTuple
from generator.model import Pos

# NamedTuples, as generator/model.py's records: as immutable as frozen dataclasses and several times
# quicker to define, which every `chronicle check` pays at import.


class Finding(NamedTuple):
    """A code (such as "covered", "pass-refused") and its parameters: cell names, ids of terrains,
    pieces and counters, numbers, conditions (`Where`), other findings."""

    code: str
    values: Mapping[str, object] = {}  # never changed: shared by the findings without parameters
    count: int = 1  # type: ignore[assignment]  # hides tuple.count, which nothing calls on a finding
    """How many things the finding is about: which plural form its words take."""


class Fault(NamedTuple):
    """A finding about a line of a log, with everything needed to find it and the rule it cites."""

    pos: Pos
    finding: Finding
    rule: str
    player: str | None = None
    round: int | None = None
    severity: Literal["error", "warning"] = "error"
    """"error" fails check, build and add; "warning" is shown by check and blocks nothing."""
