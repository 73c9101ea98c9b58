"""Tied players in an episode that ends before its deck does, every player having ended participation (LG-05, LG-06:
the episode is over then, as the rules allow): its end is scored and it is assessed as any other. Two players level on
points (C-5: the signed score, the token less what is owed) are ranked by their open spaces row by row, top first
(LG-11), else by the log's `tiebreak:` (C-2, an error until it is written); the places colour 2 and 1 progress circles
with three players (LG-09); the campaign's standings let seats level on circles share a place (LG-13); the record's
wins are the first places (DESIGN "the record"). `chronicle score`, the episode page and the record say the same.

    tiny island, 3 players, legacy-1 (MI-R05 +1 a house on a beach, MI-R06 -1 a beach still visible), 22 beach spaces
    1  Ana A1 A2 (2 houses, top row), Ben F1 F2 (2 houses, bottom row), Cloe passes; round 2 all stop
       Ana 10+2-20 = -8 (owes 8), Ben -8 (owes 8): level; Ana's top row has 5 open spaces, Ben's 7: Ana 1st, Ben 2nd
       Cloe 10-1-22 = -13: 3rd
    2  Ana and Ben both A1 A2 (debt 8 each, repaid 2 by the houses), Cloe passes; round 2 all stop
       Ana -16, Ben -16, every row alike: the table says Ben first (tiebreak: [Ben, Ana])
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import html5lib
import pytest

from generator import campaigns
from generator.record.gather import gathered
from generator.words.i18n import ENGLISH, render

FIRST = """episode: 1
rules: legacy-1
rounds:
  - {card: 1, Ana: {A1: house, A2: house}, Ben: {F1: house, F2: house}, Cloe: pass}
  - {card: 2, Ana: stop, Ben: stop, Cloe: stop}
"""
SECOND = """episode: 2
rules: legacy-1
rounds:
  - {card: 1, Ana: {A1: house, A2: house}, Ben: {A1: house, A2: house}, Cloe: pass}
  - {card: 2, Ana: stop, Ben: stop, Cloe: stop}
"""
SETTLED = "tiebreak: [Ben, Ana]\n"


def _cut(make_campaign: Callable[..., Path], second: str = SECOND + SETTLED) -> Path:
    """The campaign 'cut': the tiny island, legacy, in English; Ana, Ben and Cloe."""
    return make_campaign(FIRST, second, players="[{name: Ana}, {name: Ben}, {name: Cloe}]", language="en", slug="cut")


def _finish(checked: campaigns.Checked, number: int) -> dict[str, tuple[int, int | None, int]]:
    """Each player's signed score, rank and circles in episode `number`."""
    assert checked.result is not None
    played = checked.result.episodes[number - 1]
    assert played.over and played.complete and not played.ties, played
    return {p.name: (p.score, p.rank, p.circles) for p in played.players}


def test_LG_06_LG_11_a_tie_on_points_where_everyone_stopped_is_ranked_by_the_rows(make_campaign):
    checked = campaigns.check(_cut(make_campaign))
    assert isinstance(checked, campaigns.Passed), checked.problems
    assert _finish(checked, 1) == {"Ana": (-8, 1, 2), "Ben": (-8, 2, 1), "Cloe": (-13, 3, 0)}  # LG-09: 2, 1, 0


def test_C_2_a_tie_the_rows_leave_where_everyone_stopped_is_the_tables_to_break(make_campaign):
    checked = campaigns.check(_cut(make_campaign))
    assert _finish(checked, 2) == {"Ben": (-16, 1, 2), "Ana": (-16, 2, 1), "Cloe": (-26, 3, 0)}


def test_C_2_without_the_tables_order_the_tie_is_an_error_naming_both(make_campaign):
    checked = campaigns.check(_cut(make_campaign, SECOND))
    said = [render(p.message, ENGLISH) for p in checked.problems if p.rule == "C-2"]
    assert said == ["Ana and Ben are tied for rank 1 on −16 points and on open spaces in every row; add 'tiebreak: "
                    "[Ana, Ben]' to the episode's file, best first, as your table decided"], said
    assert checked.result is not None
    tied = {p.name: (p.rank, p.circles) for p in checked.result.episodes[1].players}
    assert tied == {"Ana": (None, 0), "Ben": (None, 0), "Cloe": (3, 0)}  # no place for either before the table says


def test_score_says_the_rows_and_the_tables_order_and_the_standings_share_a_place(make_campaign, cli):
    folder = _cut(make_campaign)
    sheet = cli("--lang", "en", "score", folder).stdout
    assert "tied on −8: open spaces per row, top first: 5 7 7 7 7 7 (LG-11)" in sheet, sheet
    assert "your table settled it: Ben > Ana (C-2)" in sheet, sheet
    assert re.search(r"1\. Ana +3\n +1\. Ben +3\n +3\. Cloe +0", sheet), sheet  # LG-13: level seats share the place
    found = json.loads(cli("score", folder, "--json").stdout)
    ranked = [{p["name"]: (p["rank"], p["circles"]) for p in e["players"]} for e in found["episodes"]]
    assert ranked == [{"Ana": (1, 2), "Ben": (2, 1), "Cloe": (3, 0)}, {"Ben": (1, 2), "Ana": (2, 1), "Cloe": (3, 0)}]


def test_the_record_counts_a_first_place_on_the_rows_or_the_tables_order_as_a_win(make_campaign):
    people = {p.name: p for p in gathered([_cut(make_campaign)]).people}
    assert {name: (p.played, p.wins) for name, p in people.items()} == {"Ana": (2, 1), "Ben": (2, 1), "Cloe": (2, 0)}


@pytest.mark.slow
def test_the_episode_page_and_the_record_pages_say_the_same(make_campaign, tmp_path):
    from generator.site.build import build
    from generator.site.settings import Settings

    out = tmp_path / "site"
    build(Settings([_cut(make_campaign)], out, search=False, analysis=False))
    first = _text(out / "en" / "campaigns" / "cut" / "episodes" / "01" / "index.html")
    assert "Ana: 0 points, rank 1, 2 progress circles Tied on −8 points, ranked by open spaces per row" in first, first
    assert "Ben: 0 points, rank 2, 1 progress circle Tied on −8 points" in first, first
    second = _text(out / "en" / "campaigns" / "cut" / "episodes" / "02" / "index.html")
    assert "Ben: 0 points, rank 1, 2 progress circles" in second and "Ana: 0 points, rank 2, 1 progress circle" in second
    group = _text(out / "en" / "players" / "index.html")
    assert "Ana 2 1 −12.0" in group and "Ben 2 1 −12.0" in group and "Cloe 2 0 −19.5" in group, group


def _text(path: Path) -> str:
    """A page's <main> as a reader reads it: its words, each run of spaces one space."""
    main = html5lib.parse(path.read_bytes(), namespaceHTMLElements=False).find(".//main")
    return " ".join(" ".join(main.itertext()).split())
