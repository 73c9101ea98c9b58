"""The coach's analyses kept between runs (issue 32, part 5).

One file per player and episode, named by the digest of everything the analysis depends on: the
episode's rounds, ruleset and adjustments, each player's board, debt, counters and set of pieces as the
episode began, the campaign races already won, the game and its pieces, the search's width, and the
code of the rules engine and the coach. Editing an episode changes its digest (and those of the
episodes after it, which begin from it); every other episode is read back, not analysed again.

A file holds the analysis as `chronicle analyse --json` gives it (plain JSON, never pickle), with the
number of choices of each round; reading it back replays the few lines it names (as played, each
round's best alternative, the plan) to recover their scoring items, and drops a file whose values
these lines do not reach.

The folder is pruned when a run writes to it and it has grown past a size: the files least recently
used go first, and only those no run has used for a month (Cache.prune); an analysis whose digest is no
longer asked for (its episode edited, the coach or the rules changed) is such a file in time.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import generator
from generator.analysis.results import Act, PlanStep, PlayerAnalysis, RoundAnalysis
from generator.analysis.search import stop_after
from generator.base.digest import Digests
from generator.model import Pos
from generator.rules.solo import Move, Position, Solo

CODE = Path(generator.__file__).parent
_SOURCES = ("rules", "analysis", "model.py", "geometry")
"""The code an analysis depends on: a change there makes every kept analysis stale."""


def cache_folder() -> Path:
    """Where analyses are kept: $CHRONICLE_CACHE/analysis, else the user's cache folder (XDG)."""
    base = os.environ.get("CHRONICLE_CACHE")
    if base:
        return Path(base) / "analysis"
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "chronicle" / "analysis"


class _Placeless(Digests):
    """Digests that leave out where things were read (a file's path, a line): a campaign copied or moved,
    or a comment added above a ruleset, analyses the same."""

    def _writer(self, kind: type) -> Callable[[Any], str]:
        if issubclass(kind, Pos):
            return lambda _pos: "Pos"
        return super()._writer(kind)


LIMIT = 64 * 1024 * 1024
"""The size past which the folder is pruned: some thousands of episodes' analyses."""
KEEP = 30 * 24 * 3600.0
"""Seconds a file is kept after its last use, whatever the folder's size."""


class Cache:
    """Analyses kept in `folder`, one JSON file per digest.

    A file's time (mtime) is its last use: written, or read back. Past `limit` bytes the folder is
    pruned, least recently used first, down to the limit: only files unused for `keep` seconds go (an
    analysis of a campaign no build has asked for in that time, or one whose digest no longer exists:
    the episode edited, the code changed), so that a build that uses a file keeps it for as long again."""

    def __init__(self, folder: Path, limit: int = LIMIT, keep: float = KEEP) -> None:
        self.folder, self.limit, self.keep = folder, limit, keep
        self._code: str | None = None
        self._pruned = False
        self._used: set[str] = set()
        """The files this run read back or wrote: never pruned by it."""
        self.read = self.made = 0
        """How many analyses were read back and how many made, in this run (for the bench and tests)."""
        self._digests = _Placeless()
        """Kept for the cache's life (a command's, a build job's): the game and its pieces, the same in every
        key, are written out once, not once per player and episode."""
        self._episodes: dict[tuple[int, frozenset[str], int, int, int, int], tuple[Any, Any, Any, str]] = {}
        """Per episode's result (and the rest its players share), the digest of what they share, with the objects
        it was made of (kept alive, so that their ids stay theirs)."""

    def key(self, solo: Solo, races: frozenset[str], width: int, exhaustive: int, game: Any, catalogue: Any) -> str:
        """The digest of all that `solo`'s analysis depends on: the player's name, and what every player of the
        episode shares, written out once per episode."""
        shared = (id(solo.result), races, width, exhaustive, id(game), id(catalogue))
        kept = self._episodes.get(shared)
        if kept is None or kept[0] is not solo.result or kept[1] is not game or kept[2] is not catalogue:
            kept = self._episodes[shared] = (solo.result, game, catalogue,
                                             self._episode_key(solo, races, width, exhaustive, game, catalogue))
        return self._digests.digest((solo.name, kept[3]))

    def _episode_key(self, solo: Solo, races: frozenset[str], width: int, exhaustive: int, game: Any, catalogue: Any) -> str:
        """The digest of what an analysis of any player of `solo`'s episode depends on."""
        episode = solo.result.episode
        rounds = tuple((r.number, r.card, r.blocked, tuple(sorted(
            (name, a.kind, tuple(sorted(a.cells.items(), key=lambda kv: kv[0]))) for name, a in r.actions.items())))
            for r in episode.rounds)  # not the actions' text: 'C4 r2' and '{C4: house, ...}' are one placement
        starts = tuple((p.name, p.seat, p.board, p.debt_before, dict(p.counters_before), p.pieces, p.paid_before)
                       for p in solo.result.players)
        adjustments = tuple((a.player, a.points, a.reason) for a in episode.adjustments)
        return self._digests.digest((self.code(), width, exhaustive, episode.number, rounds, episode.ruleset,
                                     adjustments, starts, races, game, catalogue))

    def code(self) -> str:
        """A digest of the coach's and the rules engine's source."""
        if self._code is None:
            digest = hashlib.sha256()
            for source in _SOURCES:
                root = CODE / source
                for path in sorted(root.rglob("*.py")) if root.is_dir() else [root]:
                    digest.update(path.relative_to(CODE).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
            self._code = digest.hexdigest()
        return self._code

    def has(self, key: str) -> bool:
        """Whether an analysis is kept under `key` (whether it still holds is known only by reading it back)."""
        return (self.folder / f"{key}.json").is_file()

    def get(self, key: str, solo: Solo) -> PlayerAnalysis | None:
        """The kept analysis of `key`, its lines replayed; None when there is none or it no longer holds."""
        path = self.folder / f"{key}.json"
        try:
            stored = json.loads(path.read_text(encoding="utf-8"))
            found = _rebuilt(solo, stored)
        except (OSError, ValueError, KeyError, TypeError, IndexError):
            return None
        if found is not None:
            self.read += 1
            self._used.add(path.name)
            try:
                os.utime(path)  # used now: the last to be pruned
            except OSError:
                pass
        return found

    def put(self, key: str, analysis: PlayerAnalysis) -> None:
        """Keep `analysis` under `key`, written atomically; a folder that cannot be written keeps nothing."""
        self.made += 1
        self._used.add(f"{key}.json")
        text = json.dumps({**analysis.as_json(), "choices": [r.choices for r in analysis.rounds]}, ensure_ascii=False)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=self.folder, prefix=".", suffix=".json")
        except OSError:
            return
        # a cache, not a group's file: editing/atomic.py's fsync and modes are not needed, and that layer
        # is above the coach's; but a failed write leaves no stray temporary file behind either
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                out.write(text)
            os.replace(temporary, self.folder / f"{key}.json")
        except OSError:
            Path(temporary).unlink(missing_ok=True)
        if not self._pruned:  # once a run, when it writes: a run that only reads adds nothing
            self._pruned = True
            self.prune()

    def prune(self, now: float | None = None) -> int:
        """Past the limit, remove the files unused for `keep` seconds, least recently used first, until
        the folder is within the limit (temporary files a killed write left count as files); how many."""
        now = time.time() if now is None else now
        files = _files(self.folder)
        size = sum(length for _used, length, _path in files)
        removed = 0
        for used, length, path in sorted(files):
            if size <= self.limit or used > now - self.keep:
                break
            if path.name in self._used:
                continue
            try:
                path.unlink()
            except OSError:
                continue
            size -= length
            removed += 1
        return removed


def _files(folder: Path) -> list[tuple[float, int, Path]]:
    """Each file of the folder (analyses and temporary ones) with its last use and size; none if it cannot be read."""
    found = []
    try:
        for entry in os.scandir(folder):
            if entry.name.endswith(".json") and entry.is_file():
                stat = entry.stat()
                found.append((stat.st_mtime, stat.st_size, Path(entry.path)))
    except OSError:
        return []
    return found


def _rebuilt(solo: Solo, stored: dict[str, Any]) -> PlayerAnalysis | None:
    """The analysis `stored` describes, with the scoring items of its lines; None if a line does not
    reach the value stored (a file from another version, or edited by hand)."""
    grid = solo.grid
    played_line = solo.start()
    solo.play_out(played_line)
    played = solo.finish(played_line)
    if played != stored["played"]:
        return None
    rounds = []
    pos = solo.start()
    for entry, choices in zip(stored["rounds"], stored["choices"], strict=True):
        if solo.over(pos) or solo.round(pos).number != entry["round"]:
            return None
        best = _move(solo, pos, entry["best_action"])
        line = played_line
        if entry["best_value"] != played:
            if not solo.allowed(pos, best):
                return None
            line = solo.branch(pos)
            solo.play(line, best)
            solo.play_out(line)
            if solo.finish(line) != entry["best_value"]:
                return None
        forced = tuple((r, move) for r, move in line.forced if r > entry["round"])
        rounds.append(RoundAnalysis(entry["round"], entry["card"], Act.of(solo.logged(pos), grid), played,
                                    Act.of(best, grid), entry["best_value"], choices, forced, line.items))
        solo.play_logged(pos)
    plan = _played(solo, [step["action"] for step in stored["plan"]])
    if plan is None or solo.finish(plan) != stored["best"]:
        return None
    steps = tuple(PlanStep(number, Act.of(move, grid)) for number, move in plan.moves) + stop_after(solo, plan)
    return PlayerAnalysis(solo.name, played, stored["best"], stored["searched"], steps, tuple(rounds), played_line.items,
                          plan.items)


def _played(solo: Solo, actions: list[str]) -> Position | None:
    """The line of `actions`, one per round from the first; None if one of them is not allowed."""
    pos = solo.start()
    for index, text in enumerate(actions):
        if solo.over(pos):  # past the log's rounds, only the stop that ends the plan (search.stop_after)
            return pos if pos.active and text == "stop" and index == len(actions) - 1 else None
        move = _move(solo, pos, text)
        if not solo.allowed(pos, move):
            return None
        solo.play(pos, move)
    return pos if solo.over(pos) else None


def _move(solo: Solo, pos: Position, text: str) -> Move:
    """An action written as `chronicle add` takes it ('C4r2', 'pass', 'stop') for the next round's card."""
    if text in ("pass", "stop"):
        return "pass" if text == "pass" else "stop"
    name, rotation = text.rsplit("r", 1)
    anchor = solo.grid.parse(name)
    if anchor is None:
        raise ValueError(text)
    return solo.placement(solo.round(pos).card, anchor, int(rotation))
