"""generator/base/per_file.py: a value read from files is kept while every one of them is as it was, and what it
was read with is equal; anything else reads again. Never a stale value: that is the whole contract."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from generator.base import per_file
from generator.base.per_file import PerFile


@pytest.fixture
def settled(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file counts as written long ago (per_file.SETTLED_NS)."""
    monkeypatch.setattr(per_file, "now_ns", lambda: time.time_ns() + 3600 * 10**9)


class Reading:
    """Reads a file's text, counting how often; `keep` says whether the value may be kept."""

    def __init__(self, path: Path, keep: bool = True) -> None:
        self.path, self.keep, self.count = path, keep, 0

    def __call__(self) -> tuple[str, bool]:
        self.count += 1
        return self.path.read_text(encoding="utf-8"), self.keep


def test_a_file_unchanged_is_read_once(tmp_path, settled):
    path = tmp_path / "board.yaml"
    path.write_text("one", encoding="utf-8")
    cache, read = PerFile[str](), Reading(path)
    assert [cache.get("k", [path], read) for _ in range(3)] == ["one"] * 3
    assert read.count == 1


@pytest.mark.parametrize("change", ["same size, same modification time", "another size", "replaced", "removed"])
def test_a_file_changed_in_any_way_is_read_again(tmp_path, settled, change):
    path = tmp_path / "board.yaml"
    path.write_text("one", encoding="utf-8")
    cache, read = PerFile[str](), Reading(path)
    assert cache.get("k", [path], read) == "one"
    before = path.stat()
    if change == "same size, same modification time":
        path.write_text("two", encoding="utf-8")
        os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # only the change time tells
    elif change == "another size":
        path.write_text("three", encoding="utf-8")
    elif change == "replaced":
        (tmp_path / "new.yaml").write_text("two", encoding="utf-8")
        os.replace(tmp_path / "new.yaml", path)
    else:
        path.unlink()
        with pytest.raises(FileNotFoundError):
            cache.get("k", [path], read)
        path.write_text("two", encoding="utf-8")
    assert cache.get("k", [path], read) == path.read_text(encoding="utf-8")
    assert read.count == 2 + (change == "removed")


def test_a_value_read_from_two_files_is_read_again_when_either_changes(tmp_path, settled):
    ruleset, base = tmp_path / "eternal.yaml", tmp_path / "legacy-1.yaml"
    ruleset.write_text("eternal", encoding="utf-8")
    base.write_text("base", encoding="utf-8")
    cache, read = PerFile[str](), Reading(ruleset)
    cache.get("k", [ruleset, base], read)
    base.write_text("base, changed", encoding="utf-8")
    cache.get("k", [ruleset, base], read)
    assert read.count == 2


def test_a_value_read_with_something_else_is_read_again(tmp_path, settled):
    """`given`, compared by value: a board read for a game with the group's own words is another board."""
    path = tmp_path / "board.yaml"
    path.write_text("one", encoding="utf-8")
    cache, read = PerFile[str](), Reading(path)
    for given in ({"terrain": "beach"}, {"terrain": "beach"}, {"terrain": "reef"}, {"terrain": "reef"}):
        cache.get("k", [path], read, given)
    assert read.count == 2


def test_a_value_that_may_not_be_kept_is_read_every_time(tmp_path, settled):
    """A reading that found a problem: the problem is said at every reading."""
    path = tmp_path / "board.yaml"
    path.write_text("one", encoding="utf-8")
    cache, read = PerFile[str](), Reading(path, keep=False)
    cache.get("k", [path], read)
    cache.get("k", [path], read)
    assert read.count == 2


def test_a_file_changed_a_moment_ago_is_read_every_time(tmp_path):
    """Two writes at one size within one tick of the file system's clock leave the same stamp: a file that has not
    settled is never trusted to be as it was."""
    path = tmp_path / "board.yaml"
    path.write_text("one", encoding="utf-8")
    cache, read = PerFile[str](), Reading(path)
    cache.get("k", [path], read)
    cache.get("k", [path], read)
    assert read.count == 2


def test_it_keeps_at_most_its_size_the_least_recently_used_going_first(tmp_path, settled):
    paths = [tmp_path / f"{n}.yaml" for n in range(3)]
    for path in paths:
        path.write_text(path.stem, encoding="utf-8")
    cache = PerFile[str](size=2)
    reads = [Reading(path) for path in paths]
    for index in (0, 1, 0, 2, 0, 1):  # 1 goes when 2 comes, 0 having been used since
        cache.get(index, [paths[index]], reads[index])
    assert [read.count for read in reads] == [1, 2, 1]
