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


def _one_campaign(tmp_path: Path, previous: dict[str, str]) -> tuple[list[workers.Job], workers.Setup]:
    """The reference pages' job and one campaign's (issue 32, part 5: a group's first build), the coach on."""
    folder = tmp_path / "campaigns" / "harbour"
    shutil.copytree(HARBOUR, folder)
    staged = tmp_path / "staged"
    staged.mkdir()
    setup = workers.Setup(Settings([tmp_path / "campaigns"], tmp_path / "site", search=False), staged)
    return [workers.Job(workers.REFERENCE, None, {}), workers.Job("harbour", folder, previous)], setup


def _analysed_here(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The campaigns whose analyses the build's own process asks for."""
    here: list[str] = []
    analyses = workers._analyses

    def counted(settings: Settings, campaign: Any, result: Any) -> list[Any]:
        here.append(campaign.slug)
        return analyses(settings, campaign, result)

    monkeypatch.setattr(workers, "_analyses", counted)
    return here


def _alone(tmp_path: Path, job: workers.Job) -> workers.Outcome:
    """The campaign's job done in this process without workers: analyses and pages all made here."""
    (tmp_path / "alone").mkdir()
    return workers._campaign(workers.Setup(Settings([job.folder or tmp_path], tmp_path / "site", search=False),
                                           tmp_path / "alone"), job)


def test_a_campaign_new_to_the_site_has_its_episodes_analysed_by_the_workers(tmp_path: Path,
                                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 32, part 5: a group's first build analyses every finished episode; one campaign's episodes go to the
    workers one by one (on one core, they would take several times its pages), and what the record and the pages
    show is the same as when the build's process analyses them itself."""
    here = _analysed_here(monkeypatch)
    jobs, setup = _one_campaign(tmp_path, {})
    outcomes = list(workers.run(jobs, setup, 2, None))
    assert [outcome.name for outcome in outcomes] == [workers.REFERENCE, "harbour"]
    assert not outcomes[0].problems and outcomes[1].summary is not None
    assert here == []
    alone = _alone(tmp_path, jobs[1])
    assert outcomes[1].facts == alone.facts and outcomes[1].rendered == alone.rendered
    assert outcomes[1].facts is not None
    assert sum(appearance["best"] is not None for appearance in outcomes[1].facts["appearances"]) == 4  # 2 episodes, 2 players


def test_an_edited_campaign_is_analysed_in_the_build_s_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Its analyses are all kept but the edited episode's and those after it: too few to start workers for."""
    here = _analysed_here(monkeypatch)
    jobs, setup = _one_campaign(tmp_path, {"harbour/": "an earlier build's digest"})
    outcomes = list(workers.run(jobs[1:], setup, 2, None))
    assert outcomes[0].summary is not None and here == ["harbour"]


def test_without_workers_a_new_campaign_is_analysed_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(count: int) -> Any:
        raise OSError("no fork server here")

    monkeypatch.setattr(workers, "_pool", refused)
    here = _analysed_here(monkeypatch)
    jobs, setup = _one_campaign(tmp_path, {})
    outcomes = list(workers.run(jobs, setup, 2, None))
    assert outcomes[1].summary is not None and here == ["harbour"]
