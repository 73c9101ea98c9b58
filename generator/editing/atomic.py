"""Writing a group's file: in one step, so that a crash leaves the old file or the new, never half."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from generator.load import files


def write_atomically(path: Path, text: str) -> None:
    """Replace `path` with `text` in one step: a crash leaves the old file or the new, never half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    files.remove_dead_drafts(path)  # a write killed inside fsync leaves its draft
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=files.draft_prefix(path), suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp, path.stat().st_mode & 0o777 if path.exists() else files.file_mode())  # mkstemp's is 0600
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
