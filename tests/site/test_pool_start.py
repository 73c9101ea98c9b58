"""A build's first job is done in the build's own process while the fork server starts the workers
for the others (issue 35, the speed given back): starting them costs about as long as a job, which the
process would otherwise spend waiting. Every job's outcome still comes, in the order of the jobs."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator.site import workers
from generator.site.settings import Settings
from helpers import FIXTURES

HARBOUR = FIXTURES / "site" / "harbour"


def test_the_first_job_is_done_here_and_the_others_by_the_workers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    names = ["harbour", "lagoon", "reef"]
    for name in names:
        shutil.copytree(HARBOUR, tmp_path / "campaigns" / name)
    staged = tmp_path / "staged"
    staged.mkdir()
    setup = workers.Setup(Settings([tmp_path / "campaigns"], tmp_path / "site", search=False, analysis=False), staged)
    here: list[str] = []
    campaign = workers._campaign

    def counted(setup: workers.Setup, job: workers.Job, *rest: object, **named: object) -> workers.Outcome:
        here.append(job.name)  # only in this process: the workers load the module as it is
        return campaign(setup, job, *rest, **named)  # type: ignore[arg-type]

    monkeypatch.setattr(workers, "_campaign", counted)
    jobs = [workers.Job(name, tmp_path / "campaigns" / name, {}) for name in names]
    outcomes = list(workers.run(jobs, setup, 2, None))
    assert [outcome.name for outcome in outcomes] == names
    assert all(outcome.summary is not None and outcome.rendered for outcome in outcomes)
    assert here == ["harbour"]
