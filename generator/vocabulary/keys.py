"""The keys of chronicle's files other than rulesets (whose keys are shapes: see `ruleset`), declared
once: the validator reads each mapping through its declaration (`Reader.keys`), and the JSON Schemas
of `chronicle init` list the same keys, in the same order, with the same ones required
(repo/schemas.py; tests/repo/test_schemas.py holds them to it)."""

from __future__ import annotations

from generator.base.records import NamedTuple


class Keys(NamedTuple):
    """The keys a mapping may hold, in the order files write them, and those it must hold."""

    names: tuple[str, ...]
    required: tuple[str, ...] = ()


SETTINGS = Keys(("language", "base_url"))
"""chronicle.yaml"""

CAMPAIGN = Keys(("title", "game", "mode", "board", "pieces", "language", "players", "aliases", "start", "vocabulary"),
                ("title", "game", "mode", "board", "pieces", "players"))
PLAYER = Keys(("name", "animal", "board_name", "replaced_by"), ("name",))
REPLACEMENT = Keys(("name", "from_episode"), ("name", "from_episode"))
"""LG-14: who takes a seat from a later episode."""
START = Keys(("episode", "players"), ("episode",))
"""A log that starts partway through a campaign."""
START_PLAYER = Keys(("circles", "debt", "board", "changes", "counters"))

EPISODE = Keys(("episode", "date", "rules", "rounds", "adjustments", "board_changes", "tiebreak", "notes"),
               ("episode", "rules", "rounds"))
ADJUSTMENT = Keys(("player", "points", "reason"), ("player", "points", "reason"))
BOARD_CHANGE = Keys(("cell", "terrain", "add", "remove", "count", "note", "counter", "by", "new", "piece", "stickers", "colour",
                     "facing"))
"""LG-12: one change after an episode; which keys go together is the validator's and the schema's alternatives."""

BOARD = Keys(("game", "name", "map", "legend", "river", "features", "regions", "letters", "facing"), ("game", "name", "map"))
CATALOGUE = Keys(("grid", "name", "pieces"), ("grid", "pieces"))
PIECE = Keys(("cells", "colour", "church", "extra"), ("cells",))
