"""Files as users, web hosts and killed processes leave them: reading only regular files (a FIFO or
a device would block a reader for ever), modes that follow the umask, and the drafts of writers
that were killed before they could rename them into place."""

from __future__ import annotations

import glob
import os
import stat
from pathlib import Path


class NotRegular(OSError):
    """A path that is not a regular file: a folder, a FIFO, a socket or a device."""

    def __init__(self, path: str | Path, kind: str) -> None:
        super().__init__(f"{path} is {kind}, not a regular file")
        self.path, self.kind = path, kind


def kind_of(mode: int) -> str:
    """What a file of this stat mode is, in the words of messages (a key of `KINDS`)."""
    if stat.S_ISREG(mode):  # asked of every file read, twice
        return "regular"
    for test, kind in ((stat.S_ISDIR, "folder"), (stat.S_ISFIFO, "fifo"), (stat.S_ISSOCK, "socket"),
                       (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device")):
        if test(mode):
            return kind
    return "regular" if stat.S_ISREG(mode) else "special"


def read_regular(path: str | Path, limit: int | None = None) -> bytes:
    """The bytes of a regular file (links followed); NotRegular for anything else, never blocking.

    The stat before opening names what the path is; O_NONBLOCK covers the path being swapped for a
    FIFO between the stat and the open, and the fstat after it refuses what was opened then.
    Reads at most `limit` + 1 bytes, so a caller can tell a file over its limit.
    """
    kind = kind_of(os.stat(path).st_mode)
    if kind != "regular":
        raise NotRegular(path, kind)
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        kind = kind_of(os.fstat(fd).st_mode)
        if kind != "regular":
            raise NotRegular(path, kind)
        chunks, left = [], (limit + 1 if limit is not None else -1)
        while left:
            chunk = os.read(fd, 1 << 20 if left < 0 else min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left = left - len(chunk) if left > 0 else left
        return b"".join(chunks)
    finally:
        os.close(fd)


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
