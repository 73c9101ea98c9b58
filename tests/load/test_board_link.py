"""A board, catalogue or ruleset given by a path that is a link chronicle cannot follow is reported
where the group wrote it (issue 33, the audit's seams): at campaign.yaml's `board:` line, naming the
link and where it leads, never at the missing file's path, line 1, which no editor can open."""

from __future__ import annotations

import os

import pytest

from helpers import absolute, expect_error, line_of

OK = """
    episode: 1
    rules: legacy-1
    rounds:
      - card: 1
        Ana: pass
        Ben: stop
    """


@pytest.mark.parametrize("target", ["../gone/tiny.yaml", "/nowhere/tiny.yaml.missing"], ids=["inside", "absolute"])
def test_a_board_that_is_a_link_to_a_missing_file_is_reported_at_the_board_line(make_campaign, cli, target):
    folder = make_campaign(OK)
    board = folder / "boards" / "tiny.yaml"
    board.unlink()
    os.symlink(target, board)
    result = cli("check", folder)
    campaign = folder / "campaign.yaml"
    error = expect_error(result, campaign, line_of(campaign, "board:"))
    assert "boards/tiny.yaml" in error.message
    assert not any("gone" in line.split(": ", 1)[0] or "nowhere" in line.split(": ", 1)[0]
                   for line in result.stderr.splitlines())
    assert str(absolute(folder / "gone")) not in result.stderr


def test_a_board_that_is_a_link_to_a_folder_is_reported_at_the_board_line(make_campaign, cli):
    folder = make_campaign(OK)
    board = folder / "boards" / "tiny.yaml"
    board.unlink()
    (folder / "boards" / "real").mkdir()
    os.symlink("real", board)
    campaign = folder / "campaign.yaml"
    error = expect_error(cli("check", folder), campaign, line_of(campaign, "board:"))
    assert "folder" in error.message


def test_a_link_to_a_board_inside_the_campaign_is_read_as_before(make_campaign, cli):
    folder = make_campaign(OK)
    board = folder / "boards" / "tiny.yaml"
    board.rename(folder / "boards" / "real.yaml")
    os.symlink("real.yaml", board)
    assert cli("check", folder).exit_code == 0
