"""Processes as /proc shows them (Linux), for tests and bench scripts that kill builds."""

from __future__ import annotations

from pathlib import Path


def descendants(pid: int) -> set[int]:
    """Living processes whose parent is `pid` (zombies count as gone)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[1]) == pid and fields[0] != "Z":
            found.add(int(stat.parent.name))
    return found


def alive(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False
