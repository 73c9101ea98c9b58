"""An invented 8-chapter My Island legacy campaign (fixtures/envelopes/isla), scored by hand.

Every chapter is made up for chronicle (NOT the published envelopes); each uses some of the words of
content/guide/en/envelopes.md, and every number below was worked out by hand from the board, the rulesets and the
logs, then compared with the engine.

The board (boards/isla.yaml), rows A-F; odd rows are drawn shifted right, so a space of an even row
(A, C, E) touches columns n-1 and n of the rows above and below, one of an odd row (B, D, F) n and n+1:

       1  2  3  4  5  6  7
   A   b  b  b  b  b  b  b        b beach (21), h heath (15), p palm (C5 D5), r rainforest (D4),
   B    b  h  h  h  h  a  b       a reef, the group's own terrain (B6 C7 E2; 'a' in the map)
   C   b  h  hL h  p  h  a        L lighthouse, the group's own feature: C3 (neighbours C2 C4 B2 B3 D2 D3)
   D    b  h  h  rS p  h  b       S statue: D4 (neighbours D3 D5 C4 C5 E4 E5)
   E   b  a  h  h  h  h  b        regions: cove = A5 A6 A7 B7, lagoon = D2 D3 E2 E3
   F    b  b  b  b  b  b  b

What stays between episodes (board_changes): Ana's new reef space C8 (after 1), her second lighthouse
on E5 and 2 pearls spent (after 3); Ben loses tile 7 and Cloe gains X1 (path, house, path) after 4;
Ben's tile 1 gets a wall sticker on its second space (after 6); Ben's new reef space C8 (after 7).

Chapters (rules/chapter-N.yaml), one episode each, chapter 8 twice (episodes 8 and 9):
  1 CH1-1 +2 per house placed next to a lighthouse; CH1-2 -1 per visible cove space (end)
  2 first tile on a reef; CH2-1 +1 pearl per reef covered; CH2-2 -2 per visible reef (end)
  3 first tile in the lagoon; CH3-1 never on a lighthouse; CH3-2 pearls; CH3-3 field groups of 3+
    touching a space next to a lighthouse, +1 per space; CH3-4 chapter end: most pearls, 1 circle
  4 token starts on 3; CH4-1 a pass costs 2 and may not take the token below 0; CH4-3 +1 per wall
    on beach; CH4-2 -2 per visible cove space (end)
  5 a missing tile is a free pass; CH5-1 +3 once per village of 4+ houses; CH5-2 +2 per path on beach
  6 a missing tile costs a pass (lacking: pass); CH6-1 +4 per lighthouse linked by paths to the edge;
    CH6-2 chapter end: +2 per visible lighthouse or statue (count: features)
  7 CH7-1 +2 per wall placed next to the statue; CH7-2 wall groups of 3+ touching a space next to
    the statue +1 per space; CH7-3 +5 for the statue enclosed
  8 CH8-1 first of the campaign to enclose a lighthouse: 1 circle; CH8-2 pearls; CH8-3 +5 once with
    3+ reefs covered; CH8-4 most houses +3; CH8-5 10+ visible heath: -1 circle; CH8-6 chapter end
    (episode 9 only): +1 per pearl

Assessment (LG-09, three players): first 2 circles, second 1, third 0. Ties on points go to LG-11's
rows (open beach/heath/palm/rainforest spaces, top row first).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator import campaigns

ISLA = Path(__file__).parents[1] / "fixtures" / "envelopes" / "isla"


@pytest.fixture(scope="module")
def isla() -> campaigns.Checked:
    return campaigns.check(ISLA)


def me(c: campaigns.Checked, player: str, episode: int):  # type: ignore[no-untyped-def]
    assert c.result is not None, [str(p.message) for p in c.problems]
    return next(p for p in c.result.episodes[episode - 1].players if p.name == player)


def items(c: campaigns.Checked, player: str, episode: int) -> list[tuple[int | None, int, str]]:
    return [(i.round, i.points, i.rule) for i in me(c, player, episode).items]


def line_of(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)


def test_the_invented_campaign_checks_without_errors_or_warnings(isla):
    assert [str(p.message) for p in isla.problems] == []
    assert [str(w.message) for w in isla.warnings] == []
    assert isla.result is not None and len(isla.result.episodes) == 9


# (episode, player, token, debt, rank, circles), worked out by hand.
EXPECTED = [
    # Episode 1, chapter 1 (LG-01: tokens start on 10).
    # Ana: A5 A6 A7 then B4 B5 (no house next to the lighthouse C3); cove: only B7 visible.
    #      10 -1 (CH1-2, B7) = 9; second: 1 circle.
    (1, "Ana", 9, 0, 2, 1),
    # Ben: round 2 B2 B3 both next to C3, +4 (CH1-1); round 3 C2 D1 D2: C2 and D2 next to C3, +4;
    #      the cove A5 A6 A7 B7 all visible, -4 (CH1-2). 10 +4 +4 -4 = 14; first: 2 circles (LG-09).
    (1, "Ben", 14, 0, 1, 2),
    # Cloe: a pass (-1, LG-03), no house near C3, the cove all visible (-4). 10 -1 -4 = 5.
    (1, "Cloe", 5, 0, 3, 0),
    # Episode 2, chapter 2: reefs give pearls (no points), each visible reef costs 2 (CH2-2).
    # Ana (reefs B6 C7 E2 and her new C8): covers C7 C8 B6, E2 visible: 10 -2 = 8.
    # Ben: covers B6 C7, E2 visible: 10 -2 = 8. Tied with Ana on 8: LG-11 rows. Row A: 7 open each;
    #      row B: Ana B1 B2 B3 B7 open (4), Ben B1-B5 open (5): Ana ranks first.
    (2, "Ana", 8, 0, 1, 2),
    (2, "Ben", 8, 0, 2, 1),
    # Cloe: covers E2, B6 and C7 visible (-4), one pass (-1): 10 -1 -4 = 5.
    (2, "Cloe", 5, 0, 3, 0),
    # Episode 3, chapter 3 (closes chapter 1: chapter_end scores, episode 3).
    # Ana: fields D2 D3 E2 E3 + C4 C5 C6, one group of 7 with D2 next to the lighthouse C3: +7 (CH3-3).
    #      Pearls: 3 + 1 (E2) = 4, the most: 1 circle (CH3-4). 10 +7 = 17.
    #      Tied with Cloe on 17: rows A and B equal (7, 6); row C: Ana C1 C2 C3 open (3), Cloe C1-C6 (6).
    #      First: 2 circles + 1 (pearls) = 3.
    (3, "Ana", 17, 0, 1, 3),
    # Ben: fields E2 E3 E4 F2-F6, a group of 8 that touches no space next to C3: 0. Pearls 2+1 = 3.
    (3, "Ben", 10, 0, 3, 0),
    # Cloe: fields D1 D2 E1 E2 F1 F2 F3, 7, D2 next to C3: +7. 10 +7 = 17, second. Pearls 1+1 = 2.
    (3, "Cloe", 17, 0, 2, 1),
    # Episode 4, chapter 4: tokens start on 3 (start: 3); a pass costs 2 (CH4-1).
    # Ana: walls A5 A6 A7 on beach +3, B7 (beach) B6 (reef) +1 (CH4-3); the cove all covered. 3+3+1 = 7.
    (4, "Ana", 7, 0, 1, 2),
    # Ben: +3 (F1 F2 F3 walls on beach), three passes -2 each: 3 +3 -6 = 0 (the third is allowed: it
    #      stays at 0); the cove all visible, -8 (CH4-2): the token stays on 0 and he owes 8 (LG-08).
    #      Signed result -8: third (C-5).
    (4, "Ben", 0, 8, 3, 0),
    # Cloe: +3 (A1 A2 A3), a pass -2, A4 wall on beach +1: 3+3-2+1 = 5; cove -8: 0, owing 3.
    #      Signed -3 ranks above Ben's -8 (C-5).
    (4, "Cloe", 0, 3, 2, 1),
    # Episode 5, chapter 5: Ben and Cloe start on 10 owing 8 and 3 (LG-08).
    # Ana: a free pass on X1 (she lacks it), paths A1 A2, a pass (-1), paths on beach A1 A2 +4 (CH5-2).
    #      10 -1 +4 = 13, second.
    (5, "Ana", 13, 0, 2, 1),
    # Ben: free passes on X1 and on his lost 7; F2 F3 F4 then F5 F6: a village of 5, +3 (CH5-1), all
    #      taken by the debt: 10, owing 8-3 = 5. Signed 5: third.
    (5, "Ben", 10, 5, 3, 0),
    # Cloe: X1 on A3 (path) A4 (house) B3 (path); paths A1 A2; houses A5 A6 A7 make A4-A7, +3 (CH5-1)
    #      paying her 3 owed; B4 B5 grow the same village: nothing. Paths on beach A1 A2 A3: +6.
    #      10 +3 -3 +6 = 16, first.
    (5, "Cloe", 16, 0, 1, 2),
    # Episode 6, chapter 6 (closes chapter 2).
    # Ana: paths A1 B1 C2 link the lighthouse C3 to the edge (A1): +4 (CH6-1); no X1: a pass that costs
    #      (lacking: pass), -1; chapter end: lighthouses C3, E5 and the statue D4 visible, 3 x 2 = +6.
    #      10 +4 -1 +6 = 19.
    (6, "Ana", 19, 0, 1, 2),
    # Ben (owes 5): paths D1 D2 D3 from C3 to the edge D1, +4, all to the debt (owes 1); a pass for X1
    #      -1 (9); chapter end C3 and D4, +4, 1 to the debt: 9 +3 = 12.
    (6, "Ben", 12, 0, 3, 0),
    # Cloe: paths F1 F2 F3 and X1 (F4 E5 F5) reach no lighthouse; chapter end C3 and D4: +4. 14.
    (6, "Cloe", 14, 0, 2, 1),
    # Episode 7, chapter 7.
    # Ana: walls E4 E5 (+4) and D5 (+2) next to the statue (CH7-1); a pass (-1); walls F3 F4 F5 E4 E5
    #      D5, a group of 6 touching the statue, +6 (CH7-2); C4 C5 D3 D5 E4 E5 all covered around D4:
    #      +5 (CH7-3). 10 +4 +2 -1 +6 +5 = 26.
    (7, "Ana", 26, 0, 1, 2),
    # Ben: a pass (-1); his stickered tile 1 on C3 (house) C4 (wall): C4 next to the statue +2; walls
    #      A2 A3 A4 B3 B4 C4, 6 touching the statue via C4: +6. 10 -1 +2 +6 = 17.
    (7, "Ben", 17, 0, 3, 0),
    # Cloe: C5 wall next to the statue +2; walls A5 A6 A7 B5 B6 C5, 6: +6. 10 +2 +6 = 18.
    (7, "Cloe", 18, 0, 2, 1),
    # Episode 8, chapter 8 (not a chapter's end: no pearls scored).
    # Ana: houses B1 B2 B3, C2 D1 D2, D3 C4: the lighthouse C3 is surrounded, the first of the campaign:
    #      1 circle (CH8-1). Houses 8, as many as Cloe: both +3 (CH8-4). Heath covered B2 B3 C2 C4 D2
    #      D3: 15-6 = 9 visible, under 10. 10 +3 = 13; tied with Cloe on 13: row B Ana B4 B5 B7 open
    #      (3), Cloe 6: Ana second, 1 circle + 1 (CH8-1) = 2.
    (8, "Ana", 13, 0, 2, 2),
    # Ben: reefs C7, B6 and his new C8 covered (3 pearls): +5 (CH8-3, at_least 3); houses 7 (tile 1
    #      shows a wall on D7 now); heath covered D6 only: 14 visible, -1 circle (CH8-5).
    #      10 +5 = 15, first: 2 - 1 = 1 circle.
    (8, "Ben", 15, 0, 1, 1),
    # Cloe: houses F2 F3 F4 D3 E3 E4 E5 E6 = 8: +3; heath covered D3 E3 E4 E5 E6: 10 visible, -1 circle.
    #      13, third: 0 - 1 = -1 circle.
    (8, "Cloe", 13, 0, 3, -1),
    # Episode 9, chapter 8 again (closes chapter 3: chapter_end scores the pearls, CH8-6).
    # Ana: houses A5 A6 A7 only; heath all visible (15): -1 circle; pearls 2: +2. 12, third: -1.
    (9, "Ana", 12, 0, 3, -1),
    # Ben: B7 C7 D6, A7 A6 B6: 2 reefs (2 pearls, 6+2 = 8), under 3 for CH8-3; houses 6; heath 14
    #      visible: -1 circle; pearls 8: +8. 18, first: 2 - 1 = 1.
    (9, "Ben", 18, 0, 1, 1),
    # Cloe: surrounds her C3 in round 3, but CH8-1 was won in episode 8 (first: campaign): nothing.
    #      Houses 8, the most: +3; heath visible 9; pearls 2: +2. 15, second: 1.
    (9, "Cloe", 15, 0, 2, 1),
]


@pytest.mark.parametrize(("episode", "player", "token", "debt", "rank", "circles"), EXPECTED,
                         ids=[f"ep{e}-{p}" for e, p, *_ in EXPECTED])
def test_each_episode_by_hand_LG_08_LG_09_LG_11_C_5(isla, episode, player, token, debt, rank, circles):
    p = me(isla, player, episode)
    assert (p.token, p.debt, p.rank, p.circles) == (token, debt, rank, circles)


def test_campaign_standings_LG_13(isla):
    """Circles per episode (assessment, plus CH3-4, CH8-1 and CH8-5):
    Ana  1 + 2 + 3 + 2 + 1 + 2 + 2 + 2 - 1 = 14
    Ben  2 + 1 + 0 + 0 + 0 + 0 + 0 + 1 + 1 = 5
    Cloe 0 + 0 + 1 + 1 + 2 + 1 + 1 - 1 + 1 = 6"""
    assert isla.result is not None
    assert [(s.name, s.circles, s.rank) for s in isla.result.standings] == [("Ana", 14, 1), ("Cloe", 6, 2), ("Ben", 5, 3)]


def test_pearls_are_collected_spent_and_carried(isla):
    """CH2-1, CH3-2, CH8-2: a pearl per reef space covered. Ana 2 + 1 (ep 2: C7 C8, B6) + 1 (ep 3: E2),
    2 spent after episode 3; Ben 1 + 1, + 1 (E2), + 3 (C7 B6 C8), + 2 (C7 B6); Cloe 1 + 1."""
    pearls = {player: [me(isla, player, e).counters.get("pearls", 0) for e in range(1, 10)] for player in ("Ana", "Ben", "Cloe")}
    assert pearls == {"Ana": [0, 3, 4, 2, 2, 2, 2, 2, 2],
                      "Ben": [0, 2, 3, 3, 3, 3, 3, 6, 8],
                      "Cloe": [0, 1, 2, 2, 2, 2, 2, 2, 2]}


def test_ch1_houses_next_to_the_lighthouse(isla):
    """CH1-1 (count, piece: new, next_to a feature): Ben's B2 B3 (+4) and C2 D2 of C2 D1 D2 (+4);
    CH1-2 (count, region cove, covered: false): A5 A6 A7 B7 visible, -4."""
    assert items(isla, "Ben", 1) == [(2, 4, "CH1-1"), (3, 4, "CH1-1"), (None, -4, "CH1-2")]
    assert items(isla, "Ana", 1) == [(None, -1, "CH1-2")]
    assert items(isla, "Cloe", 1) == [(2, -1, "LG-03"), (None, -4, "CH1-2")]


def test_ch3_pearls_groups_touching_and_most_at_the_chapters_end(isla):
    """CH3-2 gives a pearl and no points; CH3-3 counts 7 spaces; CH3-4 (chapter_end, most) colours
    Ana's circle with no points. Ben's group of 8 does not touch a space next to the lighthouse."""
    assert items(isla, "Ana", 3) == [(1, 0, "CH3-2"), (None, 7, "CH3-3"), (None, 0, "CH3-4")]
    assert [i.circles for i in me(isla, "Ana", 3).items] == [0, 0, 1]
    assert items(isla, "Ben", 3) == [(3, 0, "CH3-2")]
    assert items(isla, "Cloe", 3) == [(1, 0, "CH3-2"), (None, 7, "CH3-3")]


def test_ch4_start_on_3_passes_cost_2_and_the_storm_makes_debts_LG_08(isla):
    """start: 3, pass_points: -2 (cited CH4-1); the cove's -8 goes below 0: owed (LG-08 item +8 so the
    items sum to the token's move, 3 -> 0)."""
    assert items(isla, "Ben", 4) == [(1, 3, "CH4-3"), (2, -2, "CH4-1"), (3, -2, "CH4-1"), (4, -2, "CH4-1"),
                                     (None, -8, "CH4-2"), (None, 8, "LG-08")]
    assert items(isla, "Cloe", 4) == [(1, 3, "CH4-3"), (2, -2, "CH4-1"), (3, 1, "CH4-3"), (None, -8, "CH4-2"),
                                      (None, 3, "LG-08")]
    assert items(isla, "Ana", 4) == [(1, 3, "CH4-3"), (2, 1, "CH4-3")]


def test_ch5_free_passes_for_missing_tiles_and_debts_repaid(isla):
    """lacking: free-pass: X1 is only in Cloe's set, tile 7 no longer in Ben's: 0-point passes (LG-03).
    CH5-1 (groups, size 4, immediate) scores once per village; the debt takes it first (LG-08)."""
    assert items(isla, "Ben", 5) == [(1, 0, "LG-03"), (2, 0, "LG-03"), (4, 3, "CH5-1"), (4, -3, "LG-08")]
    assert [i.kind for i in me(isla, "Ben", 5).items][:2] == ["free-pass", "free-pass"]
    assert items(isla, "Ana", 5) == [(1, 0, "LG-03"), (3, -1, "LG-03"), (None, 4, "CH5-2")]
    assert items(isla, "Cloe", 5) == [(3, 3, "CH5-1"), (3, -3, "LG-08"), (None, 6, "CH5-2")]


def test_ch6_roads_to_the_edge_a_costly_missing_tile_and_features_counted(isla):
    """CH6-1 (connect to {edge: true}); lacking: pass charges the X1 pass (LG-03, -1); CH6-2 (chapter_end,
    count: features) counts Ana's two lighthouses and the statue: 3 x 2."""
    assert items(isla, "Ana", 6) == [(1, 4, "CH6-1"), (2, -1, "LG-03"), (None, 6, "CH6-2")]
    assert items(isla, "Ben", 6) == [(1, 4, "CH6-1"), (1, -4, "LG-08"), (2, -1, "LG-03"), (None, 4, "CH6-2"),
                                     (None, -1, "LG-08")]
    assert items(isla, "Cloe", 6) == [(None, 4, "CH6-2")]


def test_ch7_walls_and_the_enclosed_statue(isla):
    assert items(isla, "Ana", 7) == [(2, 4, "CH7-1"), (3, 2, "CH7-1"), (4, -1, "LG-03"), (None, 6, "CH7-2"),
                                     (None, 5, "CH7-3")]
    assert items(isla, "Ben", 7) == [(3, -1, "LG-03"), (4, 2, "CH7-1"), (None, 6, "CH7-2")]


def test_ch8_a_campaign_race_at_least_most_and_a_circle_erased(isla):
    """Episode 8: Ana encloses C3 first (CH8-1, a circle, no points); Ben reaches 3 reefs (at_least);
    Ana and Cloe tie on 8 houses and both score (most); CH8-5 takes a circle from Ben and Cloe.
    Episode 9: Cloe encloses C3 too late (the race closed in episode 8); pearls score at the chapter end."""
    assert items(isla, "Ana", 8) == [(3, 0, "CH8-1"), (None, 3, "CH8-4")]
    assert me(isla, "Ana", 8).items[0].circles == 1
    assert items(isla, "Ben", 8) == [(1, 0, "CH8-2"), (2, 0, "CH8-2"), (3, 0, "CH8-2"), (None, 5, "CH8-3"),
                                     (None, 0, "CH8-5")]
    assert me(isla, "Ben", 8).items[-1].circles == -1
    assert items(isla, "Cloe", 8) == [(None, 3, "CH8-4"), (None, 0, "CH8-5")]
    assert items(isla, "Cloe", 9) == [(None, 3, "CH8-4"), (None, 2, "CH8-6")]
    assert items(isla, "Ben", 9) == [(1, 0, "CH8-2"), (2, 0, "CH8-2"), (None, 0, "CH8-5"), (None, 8, "CH8-6")]
    assert items(isla, "Ana", 9) == [(None, 0, "CH8-5"), (None, 2, "CH8-6")]


def test_the_boards_and_sets_carried_between_episodes_LG_12(isla):
    """C8 is a reef space of Ana's board from episode 2 on and of Ben's from episode 8 on; E5 holds a
    lighthouse on Ana's board from episode 4; Ben's tile 1 shows house, wall from episode 7."""
    grid = me(isla, "Ana", 1).board.grid
    c8, e5 = grid.parse("C8"), grid.parse("E5")
    assert c8 not in me(isla, "Ana", 1).board.terrain and me(isla, "Ana", 2).board.terrain[c8] == "reef"
    assert c8 not in me(isla, "Ben", 7).board.terrain and me(isla, "Ben", 8).board.terrain[c8] == "reef"
    assert me(isla, "Ana", 4).board.features["lighthouse"].get(e5) == 1
    assert me(isla, "Cloe", 4).board.features["lighthouse"].get(e5) is None
    ben = me(isla, "Ben", 7).pieces
    assert ben is not None and [s for _o, s in ben.pieces["1"].cells] == ["house", "wall"] and "7" not in ben.pieces
    cloe = me(isla, "Cloe", 5).pieces
    assert cloe is not None and "X1" in cloe.pieces


# --- a log made illegal by an envelope rule -------------------------------------------------------

ILLEGAL = [
    # CH3-1 (may_not_cover the lighthouse, cite: {cover: CH3-1}): Cloe's fields C3 D3 E4 in round 2
    # (D3 matches her field D2, so only CH3-1 is broken; her row C keeps 5 open spaces, so she does not
    # tie Ana's rows on 17 and no C-2 problem joins it).
    ("03.yaml", "    Cloe: {F1: field, F2: field, F3: field}   # the lighthouse must stay visible (CH3-1)\n",
     "    Cloe: {C3: field, D3: field, E4: field}   # on the lighthouse\n", "on the lighthouse", ("CH3-1", "Cloe", 2),
     "C3 may not be covered this episode (Lighthouse)"),
    # CH4-1 (passing: not-below-zero, pass_points: -2, cite: {pass: CH4-1}): Ben on 0 passes again in
    # round 5 (he stops in round 6 instead).
    ("04.yaml", "    Ben: stop        # on 0 another pass is refused (CH4-1)\n",
     "    Ben: pass        # one pass too many\n  - card: 2\n    Ben: stop\n", "one pass too many", ("CH4-1", "Ben", 5),
     "a pass here costs 2 and the token is on 0"),
]


@pytest.mark.parametrize(("file", "old", "new", "marker", "who", "words"), ILLEGAL, ids=["CH3-1-cover", "CH4-1-pass"])
def test_an_envelope_rule_refuses_an_illegal_log_with_its_own_rule_id(tmp_path, file, old, new, marker, who, words):
    folder = tmp_path / "isla"
    shutil.copytree(ISLA, folder)
    log = folder / "episodes" / file
    text = log.read_text(encoding="utf-8")
    assert old in text
    log.write_text(text.replace(old, new), encoding="utf-8")
    c = campaigns.check(folder)
    assert len(c.problems) == 1, [str(p.message) for p in c.problems]
    problem = c.problems[0]
    assert (problem.rule, problem.player, problem.round) == who
    assert Path(problem.pos.file).name == file and problem.pos.line == line_of(log, marker)
    assert words in str(problem.message)


# --- what these chapters found in the engine, now fixed: end items in order, races, LG-11, board -----

def variant(tmp_path: Path, edits: dict[str, tuple[str, str]]) -> campaigns.Checked:
    """The campaign copied to tmp_path with one text replaced in each of some files."""
    folder = tmp_path / "isla"
    shutil.copytree(ISLA, folder)
    for name, (old, new) in edits.items():
        path = folder / name
        text = path.read_text(encoding="utf-8")
        assert old in text, (name, old)
        path.write_text(text.replace(old, new), encoding="utf-8")
    return campaigns.check(folder)


PEARLS_AT_THE_END = "  - {kind: count, where: {terrain: reef, covered: true}, add: {pearls: 1}, rule: CH8-2}\n"


def test_chapter_end_counts_the_pearls_end_just_added_C_1(tmp_path):
    """Chapter 8 with one more end item: +1 pearl per reef space covered. Ben: 3 pearls after episode 7;
    episode 8 +3 placed (C7 B6 C8) +3 at the end = 9; episode 9 +2 placed (C7 B6) = 11, then +2 at the end
    = 13. chapter_end comes after end (content/guide/en/envelopes.md section 7), so CH8-6 pays 13: token 10 + 13 = 23."""
    c = variant(tmp_path, {"rules/chapter-8.yaml": ("chapter_end:\n", "  " + PEARLS_AT_THE_END.strip() + "\nchapter_end:\n")})
    assert not c.problems, [str(p.message) for p in c.problems]
    assert me(c, "Ben", 9).counters == {"pearls": 13}
    assert (items(c, "Ben", 9)[-1], me(c, "Ben", 9).token) == ((None, 13, "CH8-6"), 23)


def test_most_pearls_compares_everyone_after_the_end_items(tmp_path):
    """Chapter 3 with one more end item: +2 pearls per wall. Only Ben shows a wall (D1): 3 + 2 = 5 pearls,
    more than Ana's 4 and Cloe's 2, so CH3-4's circle is Ben's: Ana 2 circles (first), Ben 0 + 1."""
    c = variant(tmp_path, {"rules/chapter-3.yaml": (
        "chapter_end:\n", "  - {kind: count, where: {symbol: wall}, add: {pearls: 2}, rule: CH3-2}\nchapter_end:\n")})
    assert not c.problems, [str(p.message) for p in c.problems]
    assert [me(c, p, 3).counters["pearls"] for p in ("Ana", "Ben", "Cloe")] == [4, 5, 2]
    assert [me(c, p, 3).circles for p in ("Ana", "Ben", "Cloe")] == [2, 1, 1]


def test_a_chapter_end_item_citing_an_undeclared_rule_is_refused_as_in_end(tmp_path):
    """In end, `rule: CH3-9` without own_rules is an error; chapter_end should be read the same way."""
    c = variant(tmp_path, {"rules/chapter-3.yaml": ("circles: 1, rule: CH3-4}", "circles: 1, rule: CH3-9}")})
    assert len(c.problems) == 1, [str(p.message) for p in c.problems]
    assert "neither in the rule registry nor in this ruleset's own_rules" in str(c.problems[0].message)


def test_a_campaign_race_is_not_closed_by_an_unrelated_race_without_rule(tmp_path):
    """Chapter 7 gains a race of its own (first wall on the beach, won by all three in round 1) and
    chapter 8's lighthouse race loses its `rule: CH8-1`: both cite LG-15. Ana still surrounds C3 first
    in episode 8 and should colour its circle: 1 (second) + 1 = 2."""
    c = variant(tmp_path, {
        "rules/chapter-7.yaml": ("immediate:\n", "immediate:\n  - {kind: count, where: {piece: new, symbol: wall, "
                                                 "terrain: beach}, first: campaign, points: 1}\n"),
        "rules/chapter-8.yaml": ("first: campaign, circles: 1, rule: CH8-1}", "first: campaign, circles: 1}"),
    })
    assert not c.problems, [str(p.message) for p in c.problems]
    assert items(c, "Ana", 7)[0] == (1, 1, "LG-15")
    assert me(c, "Ana", 8).circles == 2


def test_LG_11_counts_a_visible_reef_as_an_open_space(tmp_path):
    """Chapter 5, one round: Ana walls A7 B6 (B6 reef), Ben A6 B5 (B5 heath). Both stay on 10. Row A: 6 open
    each; row B: Ana B1-B5 B7 open (6), Ben B1-B4 B6 B7 (6); every other row equal: LG-11 cannot separate
    them, so the log's tiebreak (C-2) puts Ana first, and it is not needless."""
    log = ("episode: 1\nrules: chapter-5\nrounds:\n"
           "  - card: 8\n    Ana: {A7: wall, B6: wall}\n    Ben: {A6: wall, B5: wall}\n    Cloe: {A1: wall, A2: wall}\n"
           "  - card: 12\n    Ana: stop\n    Ben: stop\n    Cloe: pass\n"
           "  - card: 4\n    Cloe: stop\ntiebreak: [Ana, Ben]\n")
    folder = tmp_path / "tie"
    (folder / "episodes").mkdir(parents=True)
    for part in ("campaign.yaml", "boards", "pieces", "rules"):
        (shutil.copytree if (ISLA / part).is_dir() else shutil.copy)(ISLA / part, folder / part)
    (folder / "episodes" / "01.yaml").write_text(log, encoding="utf-8")
    c = campaigns.check(folder)
    assert not c.problems, [str(p.message) for p in c.problems]
    assert [(me(c, p, 1).token, me(c, p, 1).rank) for p in ("Ana", "Ben", "Cloe")] == [(10, 1), (10, 2), (9, 3)]
    assert [str(w.message) for w in c.warnings] == []


def test_board_command_lists_a_players_earlier_piece_changes_LG_12(cli):
    """Ben lost tile 7 after episode 4: his board in episode 5 lists that change among the earlier ones."""
    result = cli("--lang", "en", "board", ISLA, "--player", "Ben", "--episode", "5")
    assert result.exit_code == 0 and "after episode 4 (Ben)" in result.stdout
