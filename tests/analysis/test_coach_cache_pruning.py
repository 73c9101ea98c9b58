"""The coach's cache folder is pruned (issue 32, part 5): past its size, the analyses least recently used
go first, and only those no run has used for a while; an analysis a run reads back or writes is never lost."""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path

from generator import campaigns
from generator.analysis import analyse_episode
from generator.analysis.cache import Cache
from helpers import R, episode

DAY = 24 * 3600.0
NOW = time.time()
LOG = episode(R(1, Ana="A1", Ben="{A6: house, A7: house}"), R(3, Ana="stop", Ben="stop"), extra="tiebreak: [Ana, Ben]\n")


def kept(folder: Path, ages: dict[str, float], size: int = 1000) -> None:
    """Files of `size` bytes in `folder`, each last used `ages[name]` days ago."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, age in ages.items():
        path = folder / name
        path.write_text("x" * size, encoding="utf-8")
        os.utime(path, (NOW - age * DAY, NOW - age * DAY))


def names(folder: Path) -> set[str]:
    return {path.name for path in folder.iterdir()}


def analyse(folder: Path, cache: Cache) -> list[dict[str, object]]:
    checked = campaigns.check(folder)
    assert checked.campaign and checked.result and not checked.problems
    return [analyse_episode(checked.campaign, checked.result, e.episode.number, cache=cache).as_json()
            for e in checked.result.episodes]


def test_a_folder_within_its_limit_keeps_every_file_however_old(tmp_path: Path) -> None:
    kept(tmp_path, {"a.json": 400, "b.json": 90, "c.json": 1})
    assert Cache(tmp_path, limit=3000, keep=30 * DAY).prune(NOW) == 0
    assert names(tmp_path) == {"a.json", "b.json", "c.json"}


def test_past_its_limit_the_least_recently_used_go_first_until_it_is_within_it(tmp_path: Path) -> None:
    kept(tmp_path, {"a.json": 40, "b.json": 35, "c.json": 31, "d.json": 32, ".tmp1.json": 50})
    assert Cache(tmp_path, limit=2500, keep=30 * DAY).prune(NOW) == 3  # 5000 bytes: the three oldest make it 2000
    assert names(tmp_path) == {"c.json", "d.json"}


def test_a_file_used_within_keep_is_never_removed_even_past_the_limit(tmp_path: Path) -> None:
    kept(tmp_path, {"old.json": 45, "recent.json": 29, "today.json": 0})
    assert Cache(tmp_path, limit=0, keep=30 * DAY).prune(NOW) == 1
    assert names(tmp_path) == {"recent.json", "today.json"}


def test_an_analysis_read_back_becomes_the_last_to_go(make_campaign: Callable[..., Path], tmp_path: Path) -> None:
    """Reading a kept analysis back is a use: its file is newer than one left by an edited episode,
    which goes first, even when both were last used before `keep`."""
    folder, cache = make_campaign(LOG), tmp_path / "cache"
    made = analyse(folder, Cache(cache))
    analyses = names(cache)
    for path in cache.iterdir():
        os.utime(path, (NOW - 60 * DAY, NOW - 60 * DAY))
    kept(cache, {"stale.json": 50}, size=1)
    reader = Cache(cache, limit=0, keep=30 * DAY)
    assert analyse(folder, reader) == made and (reader.made, reader.read) == (0, 2)
    assert reader.prune() == 1
    assert names(cache) == analyses


def test_a_run_that_writes_prunes_once_and_keeps_what_it_wrote(make_campaign: Callable[..., Path], tmp_path: Path) -> None:
    """Even with nothing kept for any time (keep 0, limit 0), the analyses a run writes stay and are read back."""
    folder, cache = make_campaign(LOG), tmp_path / "cache"
    kept(cache, {"stale.json": 1})
    writer = Cache(cache, limit=0, keep=0)
    made = analyse(folder, writer)
    assert writer.made == 2 and "stale.json" not in names(cache) and len(names(cache)) == 2
    assert all(json.loads(path.read_text(encoding="utf-8"))["name"] in ("Ana", "Ben") for path in cache.iterdir())
    again = Cache(cache)
    assert analyse(folder, again) == made and (again.made, again.read) == (0, 2)
