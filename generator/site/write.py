"""Write a built site atomically: into a sibling folder, then swapped in; never touch others' folders."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

MARKER = ".chronicle-site"
"""Written in every output folder, so that chronicle only ever replaces a folder it built."""


class NotOurs(Exception):
    """The output folder exists and was not built by chronicle."""


def check_replaceable(output: Path) -> None:
    if output.exists() and (not output.is_dir() or (any(output.iterdir()) and not (output / MARKER).is_file())):
        raise NotOurs(f"{output} exists and was not built by chronicle (no {MARKER} in it); "
                      "choose another folder with -o, or empty it yourself")


def staging(output: Path) -> Path:
    """A fresh folder beside `output` to build into; leftovers of killed builds are removed first."""
    output.parent.mkdir(parents=True, exist_ok=True)
    for pattern in (f".{output.name}.building-*", f".{output.name}.old-*"):
        for stale in output.parent.glob(pattern):
            shutil.rmtree(stale, ignore_errors=True)  # ours by name: a killed build, or an old site
    return Path(tempfile.mkdtemp(prefix=f".{output.name}.building-", dir=output.parent))


def write_files(folder: Path, files: Iterable[tuple[str, bytes]]) -> None:
    for relative, data in files:
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def read_manifest(output: Path) -> dict[str, Any]:
    """What the previous build recorded of its inputs; empty when there is none to trust."""
    try:
        data = json.loads((output / MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def write_manifest(folder: Path, manifest: dict[str, Any]) -> None:
    """The marker that makes the folder ours, holding the fingerprints of this build's inputs."""
    (folder / MARKER).write_text(json.dumps(manifest, sort_keys=True, indent=1) + "\n", encoding="utf-8")


def carry_over(output: Path, staged: Path, files: Iterable[str]) -> None:
    """Reuse unchanged pages of the previous output: hard links where possible, copies otherwise."""
    for relative in files:
        source, target = output / relative, staged / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        try:
            os.link(source, target)
        except OSError:
            shutil.copy2(source, target)


def swap(staged: Path, output: Path) -> None:
    """Put `staged` in the place of `output` in two renames; the old output is removed after,
    by a detached process, so that the command returns as soon as the new site is in place."""
    check_replaceable(output)
    if not output.exists():
        os.replace(staged, output)
        return
    old = Path(tempfile.mkdtemp(prefix=f".{output.name}.old-", dir=output.parent))
    os.rmdir(old)
    os.replace(output, old)
    os.replace(staged, output)
    subprocess.Popen([sys.executable, "-c", "import shutil, sys; shutil.rmtree(sys.argv[1], ignore_errors=True)", str(old)],
                     start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def discard(staged: Path) -> None:
    shutil.rmtree(staged, ignore_errors=True)
