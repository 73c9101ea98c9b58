"""The table's view of one campaign: its current episode file, version, checked result and the round being told."""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from generator import campaigns
from generator.base import per_build
from generator.editing.atomic import write_atomically
from generator.editing.episodes import episode_files
from generator.load import files
from generator.load.nodes import load_text
from generator.model import Pos
from generator.problems import Problem, Problems
from generator.rules.episode import Preview
from generator.validate.paths import refusal
from generator.words.i18n import _

SETUP = "campaign.yaml"
WATCHED = ("campaign.yaml", "episodes/*.yaml", "rules/*.yaml", "boards/*.yaml", "pieces/*.yaml")
_Seen = tuple[str, int, int]
"""A watched file as last seen: its path, modification time (ns) and size."""


class Stale(Exception):
    """The request was made against an older version of the episode file (HTTP 409)."""

    def __init__(self, version: str) -> None:
        super().__init__(version)
        self.version = version


class Rejected(Exception):
    """The change breaks a rule or the file's shape; nothing was written (HTTP 422)."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__(f"{len(problems)} problem(s)")
        self.problems = problems


@dataclass(frozen=True, slots=True)
class Setup:
    """campaign.yaml as the start form edits it (generator/table/start.py)."""

    text: str
    version: str
    """Changes whenever campaign.yaml changes: what a write of the start must name (409 otherwise)."""
    offered: bool
    """Whether the file has a `start:` to fill in: only a legacy log that begins partway through a campaign has one."""

    @classmethod
    def of(cls, data: bytes) -> Setup:
        text = data.decode("utf-8", "replace")
        try:
            node = load_text(text, SETUP)
        except Problems:  # the check names what is wrong
            node = None
        mode = node.get("mode") if node is not None else None
        offered = node is not None and node.get("start") is not None and (mode is None or mode.value != "eternal")
        return cls(text, hashlib.sha256(data).hexdigest()[:16], offered)


@dataclass(frozen=True, slots=True)
class Snapshot:
    """The campaign as the files on disk say now."""

    version: str
    path: Path | None
    """The current (last) episode file, None before the first episode."""
    text: str
    checked: campaigns.Checked
    problems: tuple[Problem, ...]
    """Problems that stop the table; an unsettled tie of the current episode is not one (see `campaigns.unsettled_ties`)."""
    tie: tuple[Problem, ...]
    """C-2: ties of the current episode that the end-of-episode page asks the table to settle."""
    setup: Setup
    previews: dict[int, Preview] = field(default_factory=dict)

    def preview(self) -> Preview:
        """The current episode replayed, made once per version and shared by every request."""
        if not self.previews:
            campaign, result = self.checked.campaign, self.checked.result
            assert campaign and result
            won = frozenset(rule for e in result.episodes[:-1] for rule in e.races_won)
            self.previews[0] = Preview(result.episodes[-1], campaign.game, campaign.catalogue, won)
        return self.previews[0]


@dataclass(slots=True)
class Pending:
    """The round the table is telling: the card revealed and what each player chose so far."""

    card: str | None = None
    actions: dict[str, str] = field(default_factory=dict)
    refused: dict[str, str] = field(default_factory=dict)
    """A choice another phone sent for a player who had chosen meanwhile: refused, and shown on every page."""


@dataclass(frozen=True, slots=True)
class Written:
    """The last round the table wrote when its last player chose: a phone that chose for one of its
    players against the file as it was before (two phones, one player) is told what was written."""

    before: str
    """The version of the episode file the round was written over."""
    round: int
    actions: dict[str, str]
    """Each player's action as written (YAML values, as `parse_actions` makes them)."""


class Table:
    """One campaign at the table: reloads when its files change, writes one change at a time."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder.resolve()
        self.write_lock = threading.Lock()
        self._read_lock = threading.Lock()
        self._counting = threading.Lock()
        self.serial = 0
        """Counts every change the pages should show: a new file version or a choice."""
        self.listeners: list[Callable[[], None]] = []
        """Called after every change (the server's event streams listen here)."""
        self.pending = Pending()
        self.written: Written | None = None
        self._stamp: tuple[_Seen, ...] = ()
        self._snapshot: Snapshot | None = None
        self._resumable: campaigns.Resumable | None = None
        """The campaign checked up to its last episode file, while no other file changes (`_check`)."""
        self._others: tuple[_Seen, ...] = ()
        """The watched files but that last episode file, as they were when `_resumable` was made."""

    def episode_files(self) -> list[Path]:
        """Numbered in name order, as `add` does; none when episodes/ may not be read (the check says why)."""
        try:
            return episode_files(self.folder)
        except Problems:
            return []

    def _stamp_now(self) -> tuple[_Seen, ...]:
        stamp: list[_Seen] = []
        for pattern in WATCHED:
            for path in sorted(self.folder.glob(pattern)):
                try:
                    info = path.stat()
                except OSError:  # gone, or a link that loops: the check names it
                    continue
                stamp.append((str(path), info.st_mtime_ns, info.st_size))
        return tuple(stamp)

    def snapshot(self) -> Snapshot:
        """The campaign now: read and checked again only when a file changed on disk."""
        with self._read_lock:
            stamp = self._stamp_now()
            if self._snapshot is None or stamp != self._stamp:
                old = self._snapshot.version if self._snapshot else None
                per_build.new_build()  # a table's new file version reads chronicle's content afresh
                self._snapshot, self._stamp = self._read(stamp), stamp
                if old is not None and old != self._snapshot.version:
                    self.pending = Pending()  # a round told against another file no longer holds
                if old is not None:
                    self.notify()
            return self._snapshot

    def _read(self, stamp: tuple[_Seen, ...]) -> Snapshot:
        found = self.episode_files()
        path = found[-1].resolve() if found else None
        try:
            data = files.read_regular(path) if path else b""
        except (OSError, ValueError):  # a FIFO, an unreadable file: the check names it
            data = b""
        checked, self._resumable = self._check(stamp)
        self._others = _others(stamp, self._resumable.last) if self._resumable else ()
        return _snapshot(path, data, checked, self._setup())

    def _check(self, stamp: tuple[_Seen, ...], drafts: dict[Path, str] | None = None) -> tuple[campaigns.Checked, campaigns.Resumable | None]:
        """The campaign checked as `chronicle check` would, with `drafts`, its files as `stamp` saw them:
        the episode being played alone (read and replayed from how the rest stood) while no other file
        changed since the whole campaign was last checked, which is every round of an episode. With it,
        what to keep for the next check, once the files are as checked (a draft written)."""
        drafts = drafts or {}
        kept = self._resumable
        if kept is not None and set(drafts) <= {kept.last} and _others(stamp, kept.last) == self._others \
                and (kept.last in drafts or len(stamp) == len(self._others) + 1):  # the file is still there
            return campaigns.check_last(kept, drafts.get(kept.last))
        return campaigns.check_resumable(self.folder, drafts)

    def _written(self, snapshot: Snapshot, resumable: campaigns.Resumable | None) -> Snapshot:
        """Keep what was just written and checked as the table's view, with the files as they are now."""
        self._snapshot, self._stamp, self._resumable = snapshot, self._stamp_now(), resumable
        self._others = _others(self._stamp, resumable.last) if resumable else ()
        return snapshot

    def _setup(self) -> Setup:
        try:
            return Setup.of(files.read_regular(self.folder / SETUP))
        except (OSError, ValueError):  # missing, a FIFO, unreadable: the check names it
            return Setup.of(b"")

    def notify(self) -> None:
        with self._counting:
            self.serial += 1
        for listener in self.listeners:
            listener()

    def watch(self, stop: threading.Event, every: float = 0.3) -> None:
        """Poll the files so that hand edits reach every open page (the pages are told through events)."""
        while not stop.wait(every):
            try:
                self.snapshot()
            except OSError:
                continue

    def write(self, version: str, edit: Callable[[Snapshot], tuple[Path, str]]) -> Snapshot:
        """Check `version`, make the draft, validate the whole campaign with it, write atomically.

        Callers hold `write_lock`, so that the version checked is the version replaced; they clear
        the pending round and tell the pages (`writes._written`).
        """
        assert self.write_lock.locked()
        now = self.snapshot()
        if version != now.version:
            raise Stale(now.version)
        path, draft = edit(now)
        with self._read_lock:
            checked, resumable = self._check(self._stamp, {path: draft})
        problems, _ties = campaigns.unsettled_ties(checked, path)
        if problems:
            raise Rejected(list(problems))
        write_atomically(path, draft)
        with self._read_lock:  # the campaign as written was checked a moment ago: not checked again
            return self._written(_snapshot(path, draft.encode("utf-8"), checked, now.setup), resumable)

    def write_setup(self, version: str, edit: Callable[[str], str]) -> Snapshot:
        """As `write`, for campaign.yaml: check its `version` (Setup.version), make the draft from its
        text, validate the whole campaign with it as `chronicle check` would, write atomically.

        The current episode's unsettled tie (C-2) is left for the end of the episode, as `write` leaves it."""
        assert self.write_lock.locked()
        now = self.snapshot()
        if version != now.setup.version:
            raise Stale(now.setup.version)
        path = self.folder / SETUP
        reason = refusal(path, self.folder)
        if reason is not None:
            raise Rejected([Problem(Pos(SETUP, 1, 1), _("chronicle does not read this file: %(reason)s", reason=reason))])
        draft = edit(now.setup.text)
        with self._read_lock:
            checked, resumable = self._check(self._stamp, {path: draft})
        problems, _tie = campaigns.unsettled_ties(checked, now.path)
        if problems:
            raise Rejected(list(problems))
        write_atomically(path.resolve(), draft)  # a link inside the campaign stays a link
        with self._read_lock:  # checked a moment ago, and the episode file is as it was: not read again
            episode = now.text.encode("utf-8")
            return self._written(_snapshot(now.path, episode, checked, Setup.of(draft.encode("utf-8"))), resumable)


def _others(stamp: tuple[_Seen, ...], last: Path) -> tuple[_Seen, ...]:
    """The watched files of `stamp` but `last`."""
    return tuple(seen for seen in stamp if seen[0] != str(last))


def _snapshot(path: Path | None, data: bytes, checked: campaigns.Checked, setup: Setup) -> Snapshot:
    """The campaign whose current episode file `path` holds `data`, as `checked`."""
    version = hashlib.sha256((path.name if path else "").encode() + b"\0" + data).hexdigest()[:16]
    problems, tie = campaigns.unsettled_ties(checked, path)
    return Snapshot(version, path, data.decode("utf-8", "replace"), checked, problems, tie, setup)
