"""Where a campaign's files may be read from: inside the campaign (or the folder a shelf of boards,
pieces or rulesets stands for), by a path a filesystem can hold, never by a link that leads elsewhere.

Every reader of a campaign asks `refusal` before it opens or lists a path of the campaign, so a
log, a link or a folder swapped for a link cannot make chronicle read (and echo) another file.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

from generator.words.i18n import Message, _

NAME_BYTES = 255
"""The longest file name Linux, macOS and Windows file systems hold (in bytes of UTF-8)."""

PATH_BYTES = 1024
"""A path written in a log longer than this is a mistake (PATH_MAX is 1024 on macOS)."""

OUTSIDE = _("it leads outside %(where)s; files must lie inside it")
_LOOP = _("it is a symbolic link that leads round in a loop")
_NUL = _("a path cannot hold a NUL character")
_LONG = _("the path is too long for a file system: at most %(name)s bytes a name, %(path)s in all",
          name=NAME_BYTES, path=PATH_BYTES)


def written(text: str) -> Message | None:
    """Why a path written in a log (board:, pieces:, rules:) names no possible file, or None."""
    if "\0" in text:
        return _NUL
    encoded = text.encode("utf-8", "surrogateescape")
    if len(encoded) > PATH_BYTES or any(len(part) > NAME_BYTES for part in encoded.split(b"/")):
        return _LONG
    return None


def refusal(path: Path, within: Path, where: object = None) -> Message | None:
    """Why `path` may not be read as part of `within`, or None when it may: it (or a link on its
    way) leads outside, a link loops, or the name cannot be a file's. A path that does not exist
    is not refused here: reading it says so."""
    try:
        real = path.resolve()
        inside = within.resolve()
    except RuntimeError:  # Python 3.11 reports a link loop so
        return _LOOP
    except (OSError, ValueError) as err:
        if getattr(err, "errno", None) == errno.ELOOP:
            return _LOOP
        return _NUL if isinstance(err, ValueError) else _LONG
    if not real.is_relative_to(inside):
        return Message(OUTSIDE.template, {"where": where or _("the campaign folder")})
    return None


def listed_refusal(path: Path, within: Path, where: object = None) -> Message | None:
    """`refusal` of a file just found by `listing`, whose folder it resolved inside `within`: only the
    file itself, a link, can then lead elsewhere (one lstat rather than two paths resolved)."""
    return refusal(path, within, where) if os.path.islink(path) else None


def listing(folder: Path, within: Path, suffix: str = ".yaml") -> list[Path]:
    """The entries of `folder` ending in `suffix`, in name order, when `folder` stays inside `within`.

    Raises Refused with the reason otherwise (a link to elsewhere, an unreadable folder): a
    folder that cannot be listed is not an empty one.
    """
    if not os.path.lexists(folder):
        return []
    reason = refusal(folder, within)
    if reason is not None:
        raise Refused(reason)
    try:
        with os.scandir(folder) as entries:
            return sorted(Path(entry.path) for entry in entries if entry.name.endswith(suffix))
    except NotADirectoryError:
        raise Refused(_("this is a file, but it should be a folder")) from None
    except OSError as err:
        from generator.load.reasons import os_reason  # the system's reason in words, for this refusal alone

        raise Refused(_("cannot list the folder: %(reason)s", reason=os_reason(err))) from None


class Refused(Exception):
    """A path chronicle will not read; args[0] is the reason, a Message."""
