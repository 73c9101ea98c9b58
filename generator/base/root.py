"""Finding the root of a group's repository, the way git finds .git."""

from __future__ import annotations

from pathlib import Path

MARKER = "chronicle.yaml"  # at the root of a group's repository (written by `chronicle init`)


def find_root(start: Path) -> Path | None:
    """The nearest folder at or above `start` that holds chronicle.yaml, or None outside any repository."""
    here = start.resolve()
    for folder in (here, *here.parents):
        if (folder / MARKER).is_file():
            return folder
    return None


SHARED = "games"
"""The root's folder of boards, pieces and rulesets shared by its campaigns (games/<game>/<kind>/)."""


def shared_folder(start: Path) -> Path | None:
    """The shared games/ folder of the repository holding `start`, or None outside any repository."""
    root = find_root(start)
    return root / SHARED if root else None
