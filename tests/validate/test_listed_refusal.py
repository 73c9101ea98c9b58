"""Issue 35: an episode file the folder's listing has just found is refused by one lstat (paths.listed_refusal):
its folder was resolved inside the campaign, so only the file itself, a link, can lead elsewhere. For every kind
of entry a listing finds (a file, links inside, outside, dangling or looping) it refuses what `refusal` refuses,
in the same words."""

from __future__ import annotations

import os
from pathlib import Path

from generator.validate.paths import listed_refusal, listing, refusal


def test_a_listed_file_is_refused_as_refusal_refuses_it(tmp_path: Path) -> None:
    campaign, outside = tmp_path / "campaign", tmp_path / "elsewhere.yaml"
    episodes = campaign / "episodes"
    episodes.mkdir(parents=True)
    outside.write_text("episode: 1\n")
    (episodes / "01.yaml").write_text("episode: 1\n")
    os.symlink("01.yaml", episodes / "02.yaml")  # inside
    os.symlink(outside, episodes / "03.yaml")  # outside
    os.symlink("../../elsewhere.yaml", episodes / "04.yaml")  # outside, relative
    os.symlink("missing.yaml", episodes / "05.yaml")  # dangling, inside
    os.symlink("06.yaml", episodes / "06.yaml")  # a loop
    found = listing(episodes, campaign)
    assert [p.name for p in found] == ["01.yaml", "02.yaml", "03.yaml", "04.yaml", "05.yaml", "06.yaml"]
    said = [listed_refusal(path, campaign) for path in found]
    assert said == [refusal(path, campaign) for path in found]
    assert [reason is None for reason in said] == [True, True, False, False, True, False]
