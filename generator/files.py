"""New files as a web host and a killed process need them: modes that follow the umask, and the
drafts of writers that were killed before they could rename them into place."""

from __future__ import annotations

import glob
import os
from pathlib import Path


def umask() -> int:
    """The process's umask, read without setting it where the system allows (other threads may be
    creating files at this moment)."""
    try:
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def file_mode() -> int:
    """The mode open() gives a new file: 0644 under the usual umask 022, so a web server can read it."""
    return 0o666 & ~umask()


def folder_mode() -> int:
    return 0o777 & ~umask()


def draft_prefix(path: Path) -> str:
    """The name start of a draft of `path`: hidden, and naming the process that writes it."""
    return f".{path.name}.{os.getpid()}."


def remove_dead_drafts(path: Path) -> None:
    """Remove the drafts of `path` left by writers that were killed (their process is gone)."""
    for draft in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        pid = draft.name[len(path.name) + 2:].split(".", 1)[0]
        if pid.isdigit() and not _running(int(pid)):
            draft.unlink(missing_ok=True)


def _running(pid: int) -> bool:
    if os.name != "posix":  # os.kill(pid, 0) would stop the process on Windows
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's
        return True
    return True
