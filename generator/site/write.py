"""Write a built site atomically: into a sibling folder, then swapped in; never lose a file of the group's.

Beside the output `site/` live, while a build runs: `.site.lock` (one build at a time),
`.site.building-*` (the new site), and for a moment `.site.old-*` and `.site.trash-*` (the previous
one). A killed build leaves at most these, and the next build removes them or, when it was killed in
the middle of a two-rename swap, puts the previous site back first.
"""

from __future__ import annotations

import ctypes
import errno
import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from generator.analysis.cache import cache_folder
from generator.load import files
from generator.load.nodes import display_path
from generator.load.reasons import making_reason
from generator.model import LANGUAGES
from generator.words.i18n import _, listed

SITE_MARKER = ".chronicle-site"
"""Written in every output folder, so that chronicle only ever replaces a folder it built; it lists
every file the build wrote."""

_FIRST_BUILT = frozenset({SITE_MARKER, "es", "fr", "en", "index.html", "404.html", "sitemap.xml", "robots.txt", "static",
                          "pagefind", "search"})
"""What the sites of chronicle's first versions held, whose manifests do not list their files."""


class OutputRefused(Exception):
    """The build cannot write where it was asked to; nothing was changed."""


class NotOurs(OutputRefused):
    """The output folder exists and was not built by chronicle."""


# --- before the build -----------------------------------------------------------------------------

@contextmanager
def locked(output: Path, waiting: Callable[[], None]) -> Iterator[None]:
    """Let one build at a time write `output`; a second one says it waits, then waits for the first.

    The lock is an flock on a file beside the output, released by the system when its holder dies;
    its holder removes the file, so a waiter checks that it locked the file still in place.
    """
    import fcntl  # POSIX

    path = output.parent / f".{output.name}.lock"
    told = False
    while True:
        try:
            output.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_RDWR | os.O_CREAT, files.file_mode())
        except OSError as err:
            raise OutputRefused(_("cannot write into %(folder)s: %(reason)s; choose another output folder with -o",
                            folder=display_path(output.parent), reason=making_reason(err))) from None
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            if not told:
                waiting()
                told = True
            fcntl.flock(fd, fcntl.LOCK_EX)
        try:
            if os.stat(path).st_ino == os.fstat(fd).st_ino:
                break
        except FileNotFoundError:
            pass
        os.close(fd)  # the previous holder removed the file after we opened it: lock the new one
    try:
        yield
    finally:
        path.unlink(missing_ok=True)
        os.close(fd)


def recover(output: Path) -> None:
    """Put the previous site back if a build was killed between the two renames of its swap."""
    if output.exists():
        return
    olds = sorted(output.parent.glob(f".{output.name}.old-*"))
    if olds:
        os.replace(olds[0], output)


def check_replaceable(output: Path, manifest: dict[str, Any] | None = None) -> None:
    """Refuse to replace a folder chronicle did not build, or one where the group put files of its own.
    `manifest`: the folder's, when the caller has read it already (a build holds the lock: it cannot change)."""
    if not output.exists():
        return
    if not output.is_dir() or (any(output.iterdir()) and not (output / SITE_MARKER).is_file()):
        raise NotOurs(_("%(folder)s exists and was not built by chronicle (no %(marker)s in it); choose another folder "
                        "with -o, or empty it yourself", folder=display_path(output), marker=SITE_MARKER))
    if strays := foreign(output, manifest):
        raise OutputRefused(_("%(folder)s holds files that chronicle did not write: %(files)s. A build replaces the whole "
                        "folder, so they would be lost. Move them into the folder given with --static (static/ in a "
                        "group's repository), which every build copies into the site, then build again",
                        folder=display_path(output), files=listed(strays)))


def foreign(output: Path, manifest: dict[str, Any] | None = None) -> list[str]:
    """The top-level names under which `output` holds files that no build wrote (.git/, CNAME)."""
    written = (read_manifest(output) if manifest is None else manifest).get("files")
    if not isinstance(written, (list, dict)):  # a list: the sites of versions that kept no digests
        return sorted(n.name + ("/" if n.is_dir() else "") for n in output.iterdir() if n.name not in _FIRST_BUILT)
    known = set(written) | {SITE_MARKER}
    strays = set()
    for relative in walk(output):
        if relative not in known:
            top, _slash, rest = relative.partition("/")
            strays.add(top + ("/" if rest else ""))
    return sorted(strays)


def walk(folder: Path | str, prefix: str = "") -> Iterator[str]:
    """Every file (and link) under `folder`, as a relative POSIX path; links to folders not followed.
    (scandir tells folders from links without a stat of each: a site has a folder per page.)"""
    try:
        entries = list(os.scandir(folder))
    except OSError:  # unreadable: as os.walk, pass over it
        return
    for entry in entries:
        if entry.is_dir(follow_symlinks=False):
            yield from walk(entry.path, f"{prefix}{entry.name}/")
        else:
            yield prefix + entry.name


def staging(output: Path) -> Path:
    """A fresh folder beside `output` to build into, with the mode the umask gives; leftovers of
    killed builds are removed first."""
    for kind in ("building", "old", "trash"):
        for stale in output.parent.glob(f".{output.name}.{kind}-*"):
            shutil.rmtree(stale, ignore_errors=True)  # ours by name: a killed build, or an old site
    staged = Path(tempfile.mkdtemp(prefix=f".{output.name}.building-", dir=output.parent))
    os.chmod(staged, files.folder_mode())  # mkdtemp's is 0700: a web server could not read the site
    return staged


# --- the build's files ----------------------------------------------------------------------------

def write_files(folder: Path, contents: Iterable[tuple[str, bytes]]) -> None:
    for relative, data in contents:
        path = folder / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)


def copy_static(source: Path, found: list[tuple[str, Path]], staged: Path) -> None:
    """Copy the group's own files (`static_files` of `source`: CNAME, .nojekyll, favicon.ico...) into
    the site root as they are; refuse, naming it, a file in the place of one the build wrote."""
    for relative, path in found:
        target = staged / relative
        try:
            if relative == SITE_MARKER or target.exists():
                raise FileExistsError
            target.parent.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError):
            raise OutputRefused(_("%(file)s would replace what chronicle writes at %(path)s in the site; rename or remove it",
                            file=display_path(source / relative), path=relative)) from None
        shutil.copyfile(path, target)


def static_files(source: Path) -> list[tuple[str, Path]]:
    """Every file under `source` with its path in the site, in name order. Links are followed only
    while they stay inside `source`; anything but a regular file is refused, naming it."""
    if not source.is_dir():
        raise OutputRefused(_("%(path)s is not a folder (--static names the folder whose files are copied into the site)",
                        path=display_path(source)))
    root = os.path.realpath(source)
    found: list[tuple[str, Path]] = []

    def visit(folder: str, prefix: str, shown: Path, chain: frozenset[str]) -> None:
        for entry in sorted(os.scandir(folder), key=lambda e: e.name):
            real, name = os.path.realpath(entry.path), shown / entry.name
            if os.path.commonpath([real, root]) != root:
                raise OutputRefused(_("%(path)s is a link that leads outside %(folder)s; refused", path=display_path(name),
                                folder=display_path(source)))
            if os.path.isdir(real):
                if real in chain:
                    raise OutputRefused(_("%(path)s is a link to a folder that holds it; refused", path=display_path(name)))
                visit(real, f"{prefix}{entry.name}/", name, chain | {real})
            elif os.path.isfile(real):
                found.append((prefix + entry.name, Path(real)))
            else:
                raise OutputRefused(_("%(path)s is not a regular file (a broken link?); refused", path=display_path(name)))

    visit(root, "", source, frozenset({root}))
    return found


def read_manifest(output: Path) -> dict[str, Any]:
    """What the previous build recorded of its inputs and files; empty when there is none to trust."""
    try:
        data = json.loads((output / SITE_MARKER).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def write_manifest(folder: Path, manifest: dict[str, Any], known: Mapping[str, str] = {}) -> dict[str, str]:
    """The marker that makes the folder ours: the fingerprints of this build's inputs and every file
    in it with a digest of its bytes, written last. `known` holds the digests of the files carried
    over from the previous site, which `damaged` found as its manifest says: not read again. The
    files and their digests."""
    listed = {relative: known.get(relative) or _digest(folder / relative) for relative in sorted(walk(folder))}
    # one line: an indented dump goes through json's Python encoder, 4.5 times slower on a site's 5,000 files
    (folder / SITE_MARKER).write_text(json.dumps({**manifest, "files": listed}, sort_keys=True) + "\n", encoding="utf-8")
    return listed


def damaged(output: Path, manifest: dict[str, Any]) -> frozenset[str] | None:
    """The files of the previous site that are no longer as its build wrote them (emptied, edited or
    removed by hand): never carried into the next site. None when the manifest has no digests to
    compare (a site of an older chronicle): nothing of it is trusted.

    A file is read and its digest compared, unless its size, modification time and inode are still
    those `remember` noted when the build that wrote it ended (as git's index spares reading an
    unchanged file): a site is a few hundred megabytes, an edit by hand changes the time."""
    written = manifest.get("files")
    if not isinstance(written, dict):
        return None
    noted, root = _noted(output), f"{output}/"  # paths as strings: a Path per file costs more than its lstat
    return frozenset(relative for relative, digest in written.items()
                     if _current(root + relative, noted.get(relative)) != digest)


def remember(output: Path, listed: Mapping[str, str]) -> None:
    """Note, in the user's cache folder, each file of the site just built as `damaged` will find it
    if nobody touches it: its size, modification time, inode and digest. A note that cannot be
    written costs the next build a reading of every file, nothing else."""
    noted, root = {}, f"{output}/"  # paths as strings: a Path per file costs more than its lstat
    for relative, digest in listed.items():
        try:
            found = os.lstat(root + relative)
        except OSError:
            continue
        noted[relative] = [found.st_size, found.st_mtime_ns, found.st_ino, digest]
    path = _notes_file(output)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{path.name}.{os.getpid()}")
        temporary.write_text(json.dumps({"site": os.path.realpath(output), "files": noted}), encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        return


def _noted(output: Path) -> dict[str, list[Any]]:
    """What `remember` noted of the site at `output` (nothing when there is no note, or another's)."""
    try:
        data = json.loads(_notes_file(output).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    noted = data.get("files") if isinstance(data, dict) and data.get("site") == os.path.realpath(output) else None
    return noted if isinstance(noted, dict) else {}


def _notes_file(output: Path) -> Path:
    """One note per site folder, named by a digest of its real path."""
    name = hashlib.sha256(os.fsencode(os.path.realpath(output))).hexdigest()[:32]
    return cache_folder().parent / "sites" / f"{name}.json"


def _current(path: str, noted: list[Any] | None) -> str:
    """The digest of a file as it is now: the noted one while its size, time and inode are the noted
    ones, else read. A link is no file of the build's ("")."""
    try:
        found = os.lstat(path)
    except OSError:
        return ""
    if stat.S_ISLNK(found.st_mode):  # a page swapped for a link to elsewhere is not the build's page
        return ""
    if noted is not None and noted[:3] == [found.st_size, found.st_mtime_ns, found.st_ino] and isinstance(noted[3], str):
        return noted[3]
    return _digest(Path(path))


def _digest(path: Path) -> str:
    if path.is_symlink():  # a page swapped for a link to elsewhere is not the build's page
        return ""
    try:
        return digest(files.read_regular(path))
    except (OSError, ValueError):  # gone, or no longer a regular file
        return ""


def digest(data: bytes) -> str:
    """The digest of a file's bytes, as the manifest keeps it."""
    return hashlib.sha256(data).hexdigest()[:32]


def page_files(paths: Iterable[str]) -> list[str]:
    """The file of each page (its folder in a language tree, 'campaigns/x/') in every language."""
    return [f"{lang}/{path}index.html" for lang in LANGUAGES for path in paths]


def has_pages(damaged: frozenset[str], paths: Iterable[str]) -> bool:
    """Whether the previous site holds these pages in every language as its build wrote them."""
    return not any(relative in damaged for relative in page_files(paths))


def carry_over(output: Path, staged: Path, relatives: Iterable[str]) -> None:
    """Reuse unchanged pages of the previous output: hard links where possible, copies otherwise.
    (Paths as strings and each folder made once: a site has a folder per page, and an edit carries
    hundreds of them.)"""
    source_root, target_root, made = f"{output}/", f"{staged}/", set()
    for relative in relatives:
        source, target = source_root + relative, target_root + relative
        folder = os.path.dirname(target)
        if folder not in made:
            os.makedirs(folder, exist_ok=True)
            made.add(folder)
        try:
            os.link(source, target)
        except OSError:
            shutil.copy2(source, target)


# --- the swap -------------------------------------------------------------------------------------

def swap(staged: Path, output: Path, manifest: dict[str, Any] | None = None) -> None:
    """Put `staged` in the place of `output`: one atomic exchange where the system has it, else two
    renames that `recover` completes if a kill falls between them. The old output is removed by a
    detached process, so that the command returns as soon as the new site is in place. `manifest`:
    the output's, as the build read it under its lock (its files are walked again: one added meanwhile
    is refused)."""
    check_replaceable(output, manifest)
    if not output.exists():
        os.replace(staged, output)
        return
    if not _exchange(staged, output):
        old = _fresh_name(output, "old")
        os.replace(output, old)
        os.replace(staged, output)
        staged = old
    trash = _fresh_name(output, "trash")  # no longer an .old-* that `recover` could take for the site
    os.replace(staged, trash)
    subprocess.Popen([sys.executable, "-I", "-c", "import shutil, sys; shutil.rmtree(sys.argv[1], ignore_errors=True)",
                      str(trash)], start_new_session=True, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL)


def _fresh_name(output: Path, kind: str) -> Path:
    name = Path(tempfile.mkdtemp(prefix=f".{output.name}.{kind}-", dir=output.parent))
    os.rmdir(name)
    return name


_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


def _exchange(first: Path, second: Path) -> bool:
    """Swap two folders in one step (Linux renameat2); False where the system or file system cannot."""
    try:
        renameat2 = ctypes.CDLL(None, use_errno=True).renameat2
    except (AttributeError, OSError):
        return False
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    if renameat2(_AT_FDCWD, os.fsencode(first), _AT_FDCWD, os.fsencode(second), _RENAME_EXCHANGE) == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.ENOTSUP):
        return False
    raise OSError(code, os.strerror(code), str(second))


def discard(staged: Path) -> None:
    shutil.rmtree(staged, ignore_errors=True)
