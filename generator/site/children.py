"""Child processes of a build (render workers, pagefind) that die with it, even when it is killed -9.

Linux sends a child a chosen signal when its parent dies (prctl PR_SET_PDEATHSIG); elsewhere the
children finish their work and exit by themselves.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
from collections.abc import Sequence

_PR_SET_PDEATHSIG = 1

_GUARD = """
import ctypes, os, signal, sys
try:
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)
except (AttributeError, OSError):
    pass
if os.getppid() != int(sys.argv[1]):
    sys.exit(1)
os.execv(sys.argv[2], sys.argv[2:])
"""
"""Runs as the child before it becomes `command`: bound to the parent, then exec."""


def _find_prctl() -> object | None:
    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (AttributeError, OSError):  # not Linux
        return None


_PRCTL = _find_prctl()
"""Looked up once, as the module loads (in the fork server, before any worker is forked from it)."""


def die_with_parent(parent: int) -> None:
    """Call in a child forked by `parent` (its pid): the child is killed when the parent dies."""
    if _PRCTL is None:
        return
    _PRCTL(_PR_SET_PDEATHSIG, signal.SIGKILL)  # type: ignore[operator]
    if os.getppid() != parent:  # the parent died before the line above took effect
        os._exit(1)


def bound(command: Sequence[str]) -> list[str]:
    """`command` (an executable's path and its arguments) started so that it dies with this process.

    Python runs the guard isolated (-I -S): nothing of the working folder or the environment is imported.
    """
    if not sys.platform.startswith("linux"):
        return list(command)
    return [sys.executable, "-I", "-S", "-c", _GUARD, str(os.getpid()), *command]
