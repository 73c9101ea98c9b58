"""A build's jobs are done in the build's own process while the fork server starts the workers, and by
the workers once they are up (issue 35, the speed given back): starting them costs about as long as a
job or two, which the process would otherwise spend waiting. Every job's outcome still comes, in the
order of the jobs, whoever did it."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from generator.site import workers
from generator.site.settings import Settings
from helpers import FIXTURES

HARBOUR = FIXTURES / "site" / "harbour"
NAMES = ["harbour", "lagoon", "reef", "shoal"]


def _jobs(tmp_path: Path) -> tuple[list[workers.Job], workers.Setup]:
    for name in NAMES:
        shutil.copytree(HARBOUR, tmp_path / "campaigns" / name)
    staged = tmp_path / "staged"
    staged.mkdir()
    setup = workers.Setup(Settings([tmp_path / "campaigns"], tmp_path / "site", search=False, analysis=False), staged)
    return [workers.Job(name, tmp_path / "campaigns" / name, {}) for name in NAMES], setup


def _done_here(monkeypatch: pytest.MonkeyPatch, before: Callable[[int], object] = lambda count: None) -> list[str]:
    """The jobs the build's own process does, in order (the workers load the module as it is, unpatched);
    `before` is told how many it has begun, as it begins each."""
    here: list[str] = []
    campaign = workers._campaign

    def counted(setup: workers.Setup, job: workers.Job, *rest: Any, **named: Any) -> workers.Outcome:
        here.append(job.name)
        before(len(here))
        return campaign(setup, job, *rest, **named)

    monkeypatch.setattr(workers, "_campaign", counted)
    return here


def _all_done(outcomes: list[workers.Outcome]) -> bool:
    return [outcome.name for outcome in outcomes] == NAMES and all(
        outcome.summary is not None and outcome.rendered for outcome in outcomes)


def test_the_workers_take_every_job_not_begun_once_they_are_up(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    claimed = threading.Event()
    rest = workers._Queue.rest

    def claiming(queue: workers._Queue) -> list[workers.Job]:
        try:
            return rest(queue)
        finally:
            claimed.set()

    monkeypatch.setattr(workers._Queue, "rest", claiming)
    here = _done_here(monkeypatch, before=lambda count: count == 1 and claimed.wait(60))
    jobs, setup = _jobs(tmp_path)
    outcomes = list(workers.run(jobs, setup, 2, None))
    assert _all_done(outcomes)
    assert here == ["harbour"]


def test_the_build_takes_the_next_job_while_the_workers_start(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    second = threading.Event()
    pool = workers._pool

    def slow(count: int) -> Any:
        second.wait(60)  # the build's process has begun a second job
        return pool(count)

    monkeypatch.setattr(workers, "_pool", slow)
    here = _done_here(monkeypatch, before=lambda count: count == 2 and second.set())
    jobs, setup = _jobs(tmp_path)
    outcomes = list(workers.run(jobs, setup, 2, None))
    assert _all_done(outcomes)
    assert here[:2] == NAMES[:2] and here == NAMES[:len(here)]


def test_without_workers_the_build_does_every_job_itself(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(count: int) -> Any:
        raise OSError("no fork server here")

    monkeypatch.setattr(workers, "_pool", refused)
    here = _done_here(monkeypatch)
    jobs, setup = _jobs(tmp_path)
    outcomes = list(workers.run(jobs, setup, 2, None))
    assert _all_done(outcomes)
    assert here == NAMES
