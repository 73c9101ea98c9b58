"""The replay's ghost (issue 32, part 3): a round's better placement is outlined on the player's board while
the replay shows that round, with its legend line, and hidden at every other step (site.js)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from generator import campaigns
from generator.analysis import analyse_campaign
from generator.analysis.cache import Cache
from generator.site.build import build
from generator.site.settings import Settings
from helpers import DEMO, served_site

playwright = pytest.importorskip("playwright.sync_api")


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    out = tmp_path_factory.mktemp("ghosts") / "site"
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("CHRONICLE_CACHE", str(out.parent / "cache"))
        build(Settings([DEMO / "river-town"], out, search=False, workers=1))
    yield from served_site(out)


def first_ghost(cache: Path) -> tuple[int, int, int]:
    """(episode, seat, round) of the first round of the demo's river town whose better action is a placement."""
    checked = campaigns.check(DEMO / "river-town")
    assert isinstance(checked, campaigns.Passed)
    for analysis in analyse_campaign(checked.campaign, checked.result, cache=Cache(cache)):
        for seat, player in enumerate(analysis.players):
            for r in player.rounds:
                if r.lost > 0 and r.best_action.kind == "place":
                    return analysis.episode, seat, r.round
    raise AssertionError("the river town has no round a placement would have bettered")


def test_the_ghost_shows_with_its_round_only(url: str, browser, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    episode, seat, number = first_ghost(tmp_path)
    tab = browser.new_page(viewport={"width": 390, "height": 844})
    tab.goto(f"{url}/en/campaigns/river-town/episodes/{episode:02d}/#round-{number}")
    ghost = tab.locator(f"#board-{seat + 1} svg g.ghost[data-ghost='{number}']")
    line = tab.locator(f"[data-part=ghost-legend] li[data-ghost='{number}'][data-seat='{seat}']")
    ghost.wait_for(state="visible")
    assert line.is_visible()
    assert tab.locator("svg g.ghost.shown").count() == tab.locator(f"svg g.ghost[data-ghost='{number}']").count()
    tab.keyboard.press("ArrowRight")  # the next round: this ghost goes
    assert not ghost.is_visible()
    tab.locator("[data-step=last]").click()  # the end: no ghost, no legend
    assert tab.locator("svg g.ghost.shown").count() == 0
    assert not tab.locator("[data-part=ghost-legend]").is_visible()
    tab.close()
