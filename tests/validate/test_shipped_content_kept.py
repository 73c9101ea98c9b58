"""chronicle's own board, piece catalogue and rulesets are read once per process while their files stay as they
were (generator/base/per_file.py): a second check of a campaign that names them reads none of them again, and a
check after one of them changed reads it again and finds what it now says. Checked on a copy of the shipped
content, with the clock moved on so that the copy counts as settled (per_file.SETTLED_NS)."""

from __future__ import annotations

import os
import shutil
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from generator import campaigns
from generator.base import per_build, per_file
from generator.base.shipped import CONTENT
from generator.load import nodes
from generator.validate import components, content, ruleset
from helpers import R, episode, rules_of

OPENING = episode(R(1, Ana="{A3: house, A4: house}", Ben="{A5: house, A6: house}"))
"""Card 1 (two houses) on beach spaces of row A: MI-R01's first tile on beach, +2 each (MI-R05) to the 10 points
each player starts with."""


@pytest.fixture
def shipped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of chronicle's content in place of its own, for this test only; the folder of My Island in it."""
    copy = tmp_path / "content"
    shutil.copytree(CONTENT / "games" / "my-island", copy / "games" / "my-island")
    shutil.copy(CONTENT / "rules.yaml", copy / "rules.yaml")
    monkeypatch.setattr(content, "CONTENT", copy)
    monkeypatch.setattr(per_file, "now_ns", lambda: time.time_ns() + 3600 * 10**9)  # every file written an hour ago
    per_build.new_build()  # load_game reads the copy's game.yaml
    yield copy / "games" / "my-island"
    per_build.new_build()  # and the next test chronicle's own again


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How many times each file was read, by name."""
    counted: Counter[str] = Counter()

    def counting(path: Path, draft: str | None = None) -> nodes.Node:
        counted[Path(path).name] += 1
        return nodes.load_file(path, draft)

    for module in (components, ruleset):
        monkeypatch.setattr(module, "load_file", counting)
    return counted


@pytest.fixture
def island(make_campaign: Callable[..., Path]) -> Path:
    return make_campaign(OPENING, board="sample-legacy", pieces="sample")


def points(folder: Path) -> dict[str, int]:
    checked = campaigns.check(folder)
    assert not checked.problems, checked.problems
    return {player.name: player.score for player in checked.result.episodes[0].players}


def rewrite(path: Path, old: str, new: str) -> None:
    """Change the file's text to one of the same size, with the same modification time: only its change time and
    contents tell."""
    assert len(old.encode()) == len(new.encode())
    before = path.stat()
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))


def test_MI_R05_a_second_check_reads_no_shipped_file_again(shipped, reads, island):
    assert points(island) == points(island) == {"Ana": 12, "Ben": 12}
    assert reads["sample-legacy.yaml"] == reads["sample.yaml"] == reads["eternal.yaml"] == 1, reads
    assert reads["legacy-1.yaml"] == 2, reads  # once as the episode's ruleset, once as the base rulebook it is compared with


def test_MI_R01_a_shipped_board_changed_is_read_again(shipped, reads, island):
    assert points(island)["Ana"] == 12
    rewrite(shipped / "boards" / "sample-legacy.yaml", ". . b b b", ". . h h b")  # A3, A4 now heath
    checked = campaigns.check(island)
    assert rules_of(checked.problems) == ["MI-R01"], checked.problems
    assert reads["sample-legacy.yaml"] == 2, reads


def test_MI_R05_a_shipped_ruleset_changed_is_read_again(shipped, reads, island):
    assert points(island)["Ana"] == 12
    rewrite(shipped / "rules" / "legacy-1.yaml", "terrain: beach, points: 1", "terrain: beach, points: 3")
    assert points(island) == {"Ana": 16, "Ben": 16}  # 3 points for each house on a beach space
    assert reads["legacy-1.yaml"] == 4, reads  # as the episode's ruleset and as the base rulebook, twice


def test_a_shipped_catalogue_changed_is_read_again(shipped, reads, island):
    assert points(island)["Ana"] == 12
    rewrite(shipped / "pieces" / "sample.yaml", '1: {cells: {"0,0": house, "1,0": house}}',
            '1: {cells: {"0,0": house, "1,0": field}}')
    checked = campaigns.check(island)
    assert checked.problems and all("field" in str(p.message) for p in checked.problems), checked.problems
    assert reads["sample.yaml"] == 2, reads


def test_a_shipped_file_that_reads_with_a_problem_says_it_at_every_check(shipped, reads, island):
    path = shipped / "boards" / "sample-legacy.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "colour: red\n", encoding="utf-8")
    first, second = campaigns.check(island).problems, campaigns.check(island).problems
    assert first and [str(p) for p in first] == [str(p) for p in second], (first, second)
    assert reads["sample-legacy.yaml"] == 2, reads


def test_a_shipped_file_changed_a_moment_ago_is_read_at_every_check(shipped, reads, island, monkeypatch):
    """A file system stamps times from a clock that ticks every few milliseconds: a file written twice in one tick
    at one size looks unchanged, so nothing read from a file that changed a moment ago is kept."""
    monkeypatch.setattr(per_file, "now_ns", time.time_ns)  # the copy was written just now
    assert points(island) == points(island)
    assert reads["sample-legacy.yaml"] == reads["sample.yaml"] == 2 and reads["legacy-1.yaml"] >= 2, reads
