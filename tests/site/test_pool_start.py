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
from helpers import DEMO, FIXTURES

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


def _one_campaign(tmp_path: Path, previous: dict[str, str], source: Path = HARBOUR) -> tuple[list[workers.Job], workers.Setup]:
    """The reference pages' job and one campaign's (issue 32, part 5: a group's repository), the coach on."""
    folder = tmp_path / "campaigns" / source.name
    shutil.copytree(source, folder)
    staged = tmp_path / "staged"
    staged.mkdir()
    setup = workers.Setup(Settings([tmp_path / "campaigns"], tmp_path / "site", search=False), staged)
    return [workers.Job(workers.REFERENCE, None, {}), workers.Job(source.name, folder, previous)], setup


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


@pytest.mark.parametrize("previous", [{}, {"reef-raiders/": "an earlier build's digest"}], ids=["new", "edited"])
def test_the_analyses_a_campaign_lacks_are_made_by_the_workers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                 previous: dict[str, str]) -> None:
    """Issue 32, part 5: a group's first build analyses every finished episode, a build after an early episode is
    edited every episode from it on; one campaign's go to the workers one by one (on one core, they would take
    several times its pages), and what the record and the pages show is the same as when the build's process
    analyses them itself."""
    monkeypatch.setenv("CHRONICLE_CACHE", str(tmp_path / "cache"))  # what this process finds kept: nothing
    here = _analysed_here(monkeypatch)
    jobs, setup = _one_campaign(tmp_path, previous, DEMO / "reef-raiders")
    outcomes = list(workers.run(jobs, setup, 2, None))
    assert [outcome.name for outcome in outcomes] == [workers.REFERENCE, "reef-raiders"]
    assert not outcomes[0].problems and outcomes[1].summary is not None
    assert here == []
    alone = _alone(tmp_path, jobs[1])
    assert outcomes[1].facts == alone.facts and outcomes[1].rendered == alone.rendered
    assert outcomes[1].facts is not None
    assert sum(appearance["best"] is not None for appearance in outcomes[1].facts["appearances"]) == 18  # 6 episodes, 3 players


def test_a_campaign_whose_analyses_are_kept_reads_them_back_in_the_build_s_process(tmp_path: Path,
                                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing to make: no worker is asked, whether the campaign is new to the site or edited."""
    jobs, setup = _one_campaign(tmp_path, {}, DEMO / "reef-raiders")
    _alone(tmp_path, jobs[1])  # its analyses kept (or already kept by another test of the session)
    here = _analysed_here(monkeypatch)
    outcomes = list(workers.run(jobs[1:], setup, 2, None))
    assert outcomes[0].summary is not None and here == ["reef-raiders"]


def test_a_campaign_with_few_analyses_to_make_is_analysed_in_the_build_s_process(tmp_path: Path,
                                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Two episodes (harbour's) at most to analyse: fewer than workers.SPREAD, not worth starting workers for."""
    monkeypatch.setenv("CHRONICLE_CACHE", str(tmp_path / "cache"))
    here = _analysed_here(monkeypatch)
    jobs, setup = _one_campaign(tmp_path, {"harbour/": "an earlier build's digest"})
    outcomes = list(workers.run(jobs[1:], setup, 2, None))
    assert outcomes[0].summary is not None and here == ["harbour"]


def test_without_workers_a_new_campaign_is_analysed_here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refused(count: int) -> Any:
        raise OSError("no fork server here")

    monkeypatch.setattr(workers, "_pool", refused)
    monkeypatch.setenv("CHRONICLE_CACHE", str(tmp_path / "cache"))
    here = _analysed_here(monkeypatch)
    jobs, setup = _one_campaign(tmp_path, {}, DEMO / "reef-raiders")
    outcomes = list(workers.run(jobs, setup, 2, None))
    assert outcomes[1].summary is not None and here == ["reef-raiders"]
