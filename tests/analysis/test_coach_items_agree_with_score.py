"""What the coach says was scored "as played" is what `chronicle score` says was scored (LG-15, C-5): the
same items, round by round and space by space. A round's difference names only the points that round
changed: those of that round or later (what came before is the same on both lines), never an earlier
round's item that happens to give as much (reef-raiders 5, Diego, round 19: the field on palms scored
that round on H6, not round 7's on F10, which stopping in round 19 keeps)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from generator import campaigns
from generator.analysis import difference
from generator.analysis.coach import rounds_of
from generator.rules.solo import Solo
from helpers import DEMO


@pytest.fixture(autouse=True)
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Analyses kept in the test's own folder, never the user's cache."""
    monkeypatch.setenv("CHRONICLE_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.mark.parametrize(("lang", "as_played"), [
    ("es", "en cambio, lo que se jugó a partir de ahí se saldó con un campo en un espacio de palmeras: H6 (+1) y 2 pases (−2)"),
    ("fr", "en réalité, un champ sur une case Palmiers : H6 (+1) et passé 2 fois (−2)"),
    ("en", "instead, what was played from there resulted in a field on palm grove: H6 (+1) and 2 passes (−2)"),
])
def test_LG_15_round_19_as_played_names_the_field_of_round_19(cli: Callable[..., Any], lang: str, as_played: str) -> None:
    """Stopping in round 19 instead of placing on H5 loses round 19's field on palms (H6, as `score` says)
    and two passes; round 7's field on F10 is scored on both lines. One field is said as a player says it,
    without the score sheet's "1 ×"."""
    found = cli("--lang", lang, "analyse", DEMO / "reef-raiders", "5", "Diego")
    assert found.exit_code == 0, found.output
    text = re.sub("[\u00a0\u202f]", " ", found.stdout).replace("\u2019", "'")
    line = next(line for line in text.splitlines() if re.match(r"\s+(ronda|tour|round) 19\b", line))
    assert line.endswith(as_played), line
    assert "F10" not in line and "1 ×" not in line


def _demo_results() -> list[tuple[str, Any, Any]]:
    found = []
    for path in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()):
        checked = campaigns.check(path)
        assert checked.campaign and checked.result, path
        found += [(f"{path.name} {e.episode.number}", checked.campaign, e) for e in checked.result.episodes if e.complete]
    return found


@pytest.mark.parametrize(("name", "campaign", "result"), _demo_results(), ids=lambda v: v if isinstance(v, str) else "")
def test_LG_15_every_demo_round_says_items_score_gives(name: str, campaign: Any, result: Any) -> None:
    """Every demo episode, every player: the coach's game as played scores the items `score` gives, and
    each round's difference (what the better action gains and what the played one scored instead) holds
    only items of that round or later, or of the end; what it says was scored as played is an item of
    `score`'s for that very round and spaces."""
    for player in result.players:
        solo = Solo(result, campaign.game, campaign.catalogue, player.name)
        played = solo.start()
        solo.play_out(played)
        solo.finish(played)
        assert list(played.items) == list(player.items), (name, player.name)
        for r in rounds_of(solo):
            gained, lost = difference(player.items, r.best_items)
            assert all(i in player.items for i in lost), (name, player.name, r.round)
            late = [i for i in (*gained, *lost) if i.round is not None and i.round < r.round]
            assert not late, (name, player.name, r.round, late)
