"""Why a file cannot be read, in the reader's words: not a regular file, or what the system said."""

from __future__ import annotations

import errno
import os
from pathlib import Path

from generator.load.files import NotRegular, kind_of
from generator.words.i18n import Message, Text, _


def unreadable(err: OSError | ValueError) -> Message:
    """Why a file cannot be read, in the reader's language."""
    if isinstance(err, NotRegular):
        return _("this is %(kind)s, not a regular file: chronicle reads only regular files", kind=_KINDS[err.kind])
    if isinstance(err, OSError) and err.errno == errno.EISDIR:
        return _("this is %(kind)s, not a regular file: chronicle reads only regular files", kind=_KINDS["folder"])
    return _("cannot read the file: %(reason)s", reason=os_reason(err))


def unreadable_reason(path: Path) -> Text:
    """Why `path` is no regular file that can be read: "it is a folder, not a regular file"..."""
    try:
        kind = kind_of(os.stat(path).st_mode)
    except (OSError, ValueError) as err:
        return os_reason(err)
    return _("it is %(kind)s, not a regular file", kind=_KINDS[kind]) if kind != "regular" else _("permission denied")


def unmade(folder: Path, err: OSError | ValueError) -> Message:
    """Why a folder could not be made, in the reader's words."""
    return _("cannot create the folder %(folder)s: %(reason)s", folder=str(folder), reason=making_reason(err))


def unwritten(file: Path, err: OSError | ValueError) -> Message:
    """Why a file could not be written, in the reader's words."""
    return _("cannot write %(file)s: %(reason)s", file=str(file), reason=making_reason(err))


def making_reason(err: OSError | ValueError) -> Text:
    """What stopped a folder or a file being made. mkdir(exist_ok=True) raises EEXIST only when a file
    stands where a folder must go: the system's "it exists already" would send the reader looking for a folder."""
    if isinstance(err, OSError) and err.errno == errno.EEXIST and err.filename:
        return _("%(file)s is a file, where a folder must go", file=os.fsdecode(err.filename))
    return os_reason(err)


def os_reason(err: OSError | ValueError) -> Text:
    """What the system said, in the reader's language for the usual cases."""
    if isinstance(err, ValueError):
        return _("its name holds a NUL character")
    return _REASONS.get(err.errno or 0) or err.strerror or str(err)


_KINDS = {"folder": _("a folder"), "fifo": _("a named pipe (FIFO)"), "socket": _("a socket"), "device": _("a device"),
          "special": _("a special file")}
_REASONS = {
    errno.ENOENT: _("there is no such file (or it is a link that leads nowhere)"),
    errno.EACCES: _("permission denied"),
    errno.EPERM: _("permission denied"),
    errno.ELOOP: _("it is a symbolic link that leads round in a loop"),
    errno.ENAMETOOLONG: _("the name is too long"),
    errno.ENOTDIR: _("a part of its path is not a folder"),
    errno.EISDIR: _("this is a folder, not a file"),
    errno.ENXIO: _("this is a socket or device, not a regular file"),
    # the system's own words (strerror) are English whatever the reader's language
    errno.ENOSPC: _("the disk is full"),
    errno.EDQUOT: _("the disk quota is used up"),
    errno.EROFS: _("the disk is read-only"),
    errno.EIO: _("the disk could not be read or written (input/output error)"),
    errno.EMFILE: _("too many files are open"),
    errno.ENFILE: _("too many files are open"),
    errno.EBUSY: _("it is in use by another program"),
    errno.EEXIST: _("it exists already"),
    errno.EADDRNOTAVAIL: _("this computer has no such address"),
}
