"""Every campaign under tests/fixtures that `chronicle check` accepts also builds (issue 31): a log
that checks out is one a group may have written, so `chronicle build` renders it, search index
included, whatever it holds: a player's own pieces (LG-12), envelope rules, an Eternal game, hostile
names. A fixture meant to be refused is named in BROKEN, so that none is left out unseen."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import campaigns
from helpers import FIXTURES

CAMPAIGNS = sorted(path.parent for path in FIXTURES.rglob("campaign.yaml"))
BROKEN: frozenset[str] = frozenset()
"""Fixture campaigns written to fail check (by path under tests/fixtures): none today."""


def named(folder: Path) -> str:
    return folder.relative_to(FIXTURES).as_posix()


def test_every_fixture_campaign_checks_out_but_those_meant_to_be_broken():
    refused = {named(folder) for folder in CAMPAIGNS if campaigns.check(folder).problems}
    assert refused == BROKEN
    assert len(CAMPAIGNS) >= 8  # the glob found the fixtures: envelopes/, own/, site/, table/, xss/


@pytest.mark.parametrize("folder", [f for f in CAMPAIGNS if named(f) not in BROKEN], ids=named)
def test_a_fixture_campaign_that_checks_out_builds(folder: Path, tmp_path: Path, cli):  # type: ignore[no-untyped-def]
    """The build ends well and writes every episode's page in every language."""
    site = tmp_path / "site"
    result = cli("build", folder, "-o", site)
    assert result.exit_code == 0, result.output
    checked = campaigns.check(folder)
    assert checked.campaign is not None
    for lang in ("es", "fr", "en"):
        for episode in checked.campaign.episodes:
            assert (site / lang / "campaigns" / folder.name / "episodes" / f"{episode.number:02d}" / "index.html").is_file()
