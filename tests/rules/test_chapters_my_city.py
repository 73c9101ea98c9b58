"""An invented 8-chapter My City legacy campaign (tests/fixtures/envelopes/ciudad): every envelope
primitive of this game's share, scored by the engine and checked against numbers worked out by hand.

The board (boards/ciudad.yaml, letters: columns, so E1 is column E, row 1):

          A    B    C    D  |  E    F    G    H
     1    m    g    g    g  |  g    g    g    f
     2    m    g$   g    g  |  g    gtt  g    f        $ gold vein     tt double tree
     3    m    g    g    g  |  g    g    g    f        w well          t  tree
                             ---------------             o rock
     4    m    g    gw   g     g    g    g$   f
     5    m    g    gt   g     go   g    g    f

Regions: orilla-norte E1:G3 (the north bank), orilla-sur the other 21 green spaces, mercado B5:G5.
Palaces (a red building sticker, acts_as: red) from episode 2 on: Ana C3, Bruno F4, Chloé E2.
Ana's extra gold vein on D3 from episode 3; Chloé's R2 is blue from episode 3; Bruno has no Y4
from episode 4; coins: Ana 2, Bruno 1, Chloé 1 after episode 3; Bruno spends 1 after it, Ana 2
after episode 6.

Chapters and episodes: 1 -> 01, 2 -> 02, 3 -> 03, 4 -> 04, 5 -> 05 and 06, 6 -> 07, 7 -> 08, 8 -> 09.
chapter_end items score in episodes 3, 6 and 9 only. Every player starts an episode on 10 (LG-01)
except in chapter 7 (start: 0). Three players: first 2 circles, second 1 (LG-09).
"Rows" below are the empty light-green spaces per row, row 1 first (LG-11); a palace covers its space.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from generator import campaigns

FOLDER = Path(__file__).parents[1] / "fixtures" / "envelopes" / "ciudad"
PLAYERS = ("Ana", "Bruno", "Chloé")


@pytest.fixture(scope="module")
def ciudad() -> campaigns.Checked:
    return campaigns.check(FOLDER)


def me(c: campaigns.Checked, episode: int, player: str):  # type: ignore[no-untyped-def]
    assert c.result is not None, [str(p) for p in c.problems]
    return next(p for p in c.result.episodes[episode - 1].players if p.name == player)


def items(c: campaigns.Checked, episode: int, player: str) -> list[tuple[int | None, int, str]]:
    return [(i.round, i.points, i.rule) for i in me(c, episode, player).items]


def line_of(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)


def copy(tmp_path: Path) -> Path:
    folder = tmp_path / "ciudad"
    shutil.copytree(FOLDER, folder)
    return folder


def test_the_campaign_checks_clean(ciudad):
    assert [str(p) for p in ciudad.problems] == []
    assert [str(w) for w in ciudad.warnings] == []
    assert ciudad.result is not None and len(ciudad.result.episodes) == 9
    assert all(e.complete for e in ciudad.result.episodes)


def test_the_groups_own_words_board_regions_and_names_as_printed(ciudad):
    """letters: columns (E1 is column E, row 1), three regions, the palace (acts_as: red) and coins."""
    game, board = ciudad.campaign.game, ciudad.campaign.board
    assert board.grid.letters == "columns" and board.grid.name((4, 0)) == "E1"
    assert {name: len(cells) for name, cells in board.regions.items()} == {"orilla-norte": 9, "orilla-sur": 21, "mercado": 6}
    palace = game.features["palace"]
    assert (palace.acts_as, palace.glyph, palace.names["fr"]) == ("red", "P", "Palais")
    assert game.counters["coins"].names["es"] == "monedas"
    # the palaces stand on the boards from episode 2 on (board_changes of episode 1)
    assert [(p, me(ciudad, 2, p).board.features["palace"]) for p in PLAYERS] == [
        ("Ana", {(2, 2): 1}), ("Bruno", {(5, 3): 1}), ("Chloé", {(4, 1): 1})]
    assert me(ciudad, 1, "Ana").board.features.get("palace", {}) == {}


# --- each episode: (token, debt, rank, circles) per player, worked out by hand ------------------

EXPECTED = {
    # Episode 1, CH1 (the foundations). No palaces yet. Trees F2 (double) and C5 stay visible on
    # every board: CH1-1 +3 each.
    #   Ana covers E1 F1 E2 | E3 F3 G3 | G1 G2: 8 of the 9 north-bank spaces (F2 left): CH1-2 +8.
    #       10 + 3 + 8 = 21, first (2 circles, LG-09).
    #   Bruno passes in round 2 (LG-03, -1), covers no north-bank space: 10 - 1 + 3 = 12, third.
    #   Chloé stops in round 2 after E4 F4 E5 (south bank): 10 + 3 = 13, second (1 circle).
    1: {"Ana": (21, 0, 1, 2), "Bruno": (12, 0, 3, 0), "Chloé": (13, 0, 2, 1)},
    # Episode 2, CH2 (the palace). First building beside the palace (first_piece next_to).
    #   Ana: palace C3 + R2 C1 C2 + R3 B4 C4 B5 + B1 D4 E4. Lines from C3 (CH2-1): north C2 C1 (2),
    #       south C4 (1), west B3 and east D3 empty: +3. Red group C1 C2 C3 C4 B4 B5 = 6 spaces.
    #   Bruno: palace F4 + R2 G4 G5 + R3 E4 E5 D4. Lines from F4: west E4 D4 (2), east G4 (1; H4 is
    #       forest): +3. Red group F4 G4 G5 E4 E5 D4 = 6.
    #   Chloé: palace E2 + R2 F2 G2. Line east F2 G2: +2. Red group E2 F2 G2 = 3.
    #   CH2-2 (most: true) gives 4 once to the largest red group: Ana and Bruno tie on 6, both +4.
    #   Ana 10 + 3 + 4 = 17, Bruno 17, Chloé 10 + 2 = 12.
    #   17 = 17: LG-11 rows, Ana (5, 5, 5, 2, 5) against Bruno (6, 6, 6, 2, 4): Ana's row 1 has 5
    #   empty spaces (C1 covered), Bruno's 6 -> Ana first, Bruno second.
    2: {"Ana": (17, 0, 1, 2), "Bruno": (17, 0, 2, 1), "Chloé": (12, 0, 3, 0)},
    # Episode 3, CH3 (gold rush), a chapter's end.
    #   Round 1: Ana covers her own vein D3 (D2 D3) and Bruno G4 (G4 G5) in the same round: both win
    #       the race (CH3-1, first: episode) +3, and a coin each (CH3-2).
    #   Round 2: Ana covers B2 (B2 C2 B3), Chloé G4 (F4 G4 F5): a coin each, the race is closed.
    #   End: Ana has 2 veins covered (D3, B2): CH3-3 at_least 2 -> +1 circle; the others have 1.
    #   Chapter end: coins Ana 2, Bruno 1, Chloé 1: CH3-4 (most) +3 for Ana only.
    #   Ana 10 + 3 + 3 = 16 (first: 2 + 1 circles), Bruno 10 + 3 = 13, Chloé 10.
    3: {"Ana": (16, 0, 1, 3), "Bruno": (13, 0, 2, 1), "Chloé": (10, 0, 3, 0)},
    # Episode 4, CH4 (the flood): no building on the north bank (CH4-1), no passing (CH4-2);
    # CH4-3: +1 per blue space at the end.
    #   Ana: R2 D1 D2 (red), B4 B1 C1 B2 C2 (4 blue): 10 + 4 = 14.
    #   Bruno: R2 E4 E5, B4 C4 D4 C5 D5 (4), B1 F5 G5 (2): 10 + 6 = 16.
    #   Chloé: her R2 is blue since episode 2's sticker: D2 D3 (2), B4 B2 C2 B3 C3 (4): 10 + 6 = 16.
    #   16 = 16: rows Chloé (6, 2, 3, 6, 6) against Bruno (6, 6, 6, 2, 1): equal in row 1, Chloé's
    #   row 2 (B2 C2 D2 and the palace E2 covered) decides: Chloé first, Bruno second, Ana third.
    4: {"Ana": (14, 0, 3, 0), "Bruno": (16, 0, 2, 1), "Chloé": (16, 0, 1, 2)},
    # Episode 5, CH5 (market row), first of two: its chapter_end (coins) does not score here.
    #   CH5-1: +1 for each building beside the one placed just before it.
    #   Ana: Y4 E1 F1 G1 (first, 0), R1 F2 G2 beside F1 G1 (+1), B3 E3 E2 F3 beside F2 (+1):
    #       10 + 2 = 12. No market space covered.
    #   Bruno: round 1 is Y4, which left his set: a free pass (0). R1 D2 D3 first (0), B3 B3 C3 B4
    #       beside D3 (+1): 10 + 1 = 11.
    #   Chloé: Y4 E4 F4 G4 (0), R1 E5 F5 beside them (+1); market E5 F5 covered (CH5-2 +2): 13.
    #   Chloé first, Ana second, Bruno third.
    5: {"Ana": (12, 0, 2, 1), "Bruno": (11, 0, 3, 0), "Chloé": (13, 0, 1, 2)},
    # Episode 6, CH5 again, a chapter's end: CH5-3 scores 3 per coin (Ana 2, Bruno 0, Chloé 1).
    #   Ana: B2 D1 D2 (0), Y3 B1 C1 B2 (+1), R4 B3 B4 B5 (+1); market B5 (+1); coins 2 x 3 = +6:
    #       10 + 1 + 1 + 1 + 6 = 19.
    #   Bruno: B2 D3 D4 (0), Y3 B4 C4 B5 (+1), R4 C5 D5 E5 (+1); market B5 C5 D5 E5 (+4); no coin:
    #       10 + 2 + 4 = 16.
    #   Chloé: B2 G4 G5 (0), Y3 E5 E4 F5 (+1); market G5 E5 F5 (+3); 1 coin x 3 = +3: 17.
    6: {"Ana": (19, 0, 1, 2), "Bruno": (16, 0, 3, 0), "Chloé": (17, 0, 2, 1)},
    # Episode 7, CH6 (the wells): the well C4 scores 4 when B4 D4 C3 C5 are covered by four different
    # buildings (CH6-1, distinct: true); a visible rock (E5) erases one circle (CH6-2, at_least 1).
    #   Ana: Y2 D3 D4, Y1 D5 E5 (the rock), B2 C5 B5, R2 B3 B4; C3 is her palace, a building of its
    #       own: the well is walled in by four (D4, C5, palace, B4): 10 + 4 = 14.
    #   Bruno: Y2 D3 D4, Y1 C5 D5, B2 C2 C3, R2 B4 B5: walled in (+4) = 14; the rock is visible: -1 circle.
    #   Chloé: Y2 D1 D2, Y1 B1 C1: 10; rock visible: -1 circle.
    #   14 = 14: rows Bruno (6, 5, ...) against Ana (6, 6, ...): Bruno's C2 decides, Bruno first.
    #   Circles: Bruno 2 - 1 = 1, Ana 1, Chloé 0 - 1 = -1.
    7: {"Ana": (14, 0, 2, 1), "Bruno": (14, 0, 1, 1), "Chloé": (10, 0, 3, -1)},
    # Episode 8, CH7 (night market): tokens start on 0 (start: 0), so nobody may pass (LG-04).
    #   CH7-1 +1 per yellow building; CH7-2 -1 per empty market space (B5..G5) at the end.
    #   Ana: R4 E4 F4 G4, Y3 D5 D4 E5 (+1), B1 F5 G5; market empty B5 C5: 0 + 1 - 2: token 0, owes 1.
    #   Bruno: R4 D1 D2 D3, Y3 D4 E4 D5 (+1); market empty B5 C5 E5 F5 G5: 0 + 1 - 5: token 0, owes 4.
    #   Chloé: as Ana, then Y1 B5 C5 (+1): the whole market covered: 0 + 2 = 2.
    #   C-5: Ana (0 - 1 = -1) ranks above Bruno (0 - 4 = -4), although Bruno's row 1 has fewer
    #   empty spaces (D1 covered: 5 against Ana's 6), which would have ranked him higher by LG-11.
    8: {"Ana": (0, 1, 2, 1), "Bruno": (0, 4, 3, 0), "Chloé": (2, 0, 1, 2)},
    # Episode 9, CH8 (great fair), the last chapter's end. Debts carried in (LG-08): Ana 1, Bruno 4.
    #   CH8-1: +3 per church built. CH8-2: +1 per red space (the palace counts). CH8-3: the most
    #   coins colour a circle (Ana 0, Bruno 0, Chloé 1).
    #   Ana: C2 D1 D2 (+3, 1 of it repays her debt: token 12), R3 B1 C1 B2; red C3 B1 C1 B2 (+4): 16.
    #   Bruno: C2 G4 G5 (+3, all repaying: token 10, owes 1), R3 E4 E5 D4, R2 D2 D3; red F4 E4 E5 D4
    #       D2 D3 (+6, 1 repays the rest): 10 + 5 = 15.
    #   Chloé: C2 E3 F3 (+3), R3 F1 G1 F2, R2 G2 G3 (blue: not red), C1 D3 (+3); red E2 F1 G1 F2
    #       (+4): 10 + 3 + 3 + 4 = 20; the most coins: +1 circle. First: 2 + 1 circles.
    9: {"Ana": (16, 0, 2, 1), "Bruno": (15, 0, 3, 0), "Chloé": (20, 0, 1, 3)},
}


@pytest.mark.parametrize("episode", sorted(EXPECTED))
def test_each_episode_token_debt_rank_and_circles_LG_09_LG_11_C_5(ciudad, episode):
    found = {p.name: (p.token, p.debt, p.rank, p.circles) for p in ciudad.result.episodes[episode - 1].players}
    assert found == EXPECTED[episode]


def test_standings_add_the_circles_of_every_episode_LG_13(ciudad):
    """Ana 2+2+3+0+1+2+1+1+1 = 13, Chloé 1+0+0+2+2+1-1+2+3 = 10, Bruno 0+1+1+1+0+0+1+0+0 = 4."""
    assert [(s.name, s.circles, s.rank) for s in ciudad.result.standings] == [
        ("Ana", 13, 1), ("Chloé", 10, 2), ("Bruno", 4, 3)]


# --- the score sheets of the interesting episodes -----------------------------------------------

def test_episode_1_a_region_and_double_trees_CH1_1_CH1_2_and_a_pass_LG_03(ciudad):
    assert items(ciudad, 1, "Ana") == [(None, 3, "CH1-1"), (None, 8, "CH1-2")]
    assert items(ciudad, 1, "Bruno") == [(2, -1, "LG-03"), (None, 3, "CH1-1")]
    assert items(ciudad, 1, "Chloé") == [(None, 3, "CH1-1")]


def test_episode_2_palace_lines_and_the_largest_red_district_CH2_1_CH2_2_LG_11(ciudad):
    """The palace acts as a red building: it starts the lines and belongs to the red groups; Ana
    and Bruno tie on the largest district (6) and both score it; their rows decide the rank."""
    assert items(ciudad, 2, "Ana") == [(None, 3, "CH2-1"), (None, 4, "CH2-2")]
    assert items(ciudad, 2, "Bruno") == [(None, 3, "CH2-1"), (None, 4, "CH2-2")]
    assert items(ciudad, 2, "Chloé") == [(None, 2, "CH2-1")]
    assert me(ciudad, 2, "Ana").open_rows == (5, 5, 5, 2, 5)
    assert me(ciudad, 2, "Bruno").open_rows == (6, 6, 6, 2, 4)


def test_episode_3_gold_race_coins_at_least_and_chapter_end_CH3(ciudad):
    """Two winners of the race in round 1 (Ana, Bruno); Ana's and Chloé's round-2 veins give only
    a coin (0 points); two veins give Ana a circle (at_least); the chapter's end pays the richest."""
    assert items(ciudad, 3, "Ana") == [(1, 3, "CH3-1"), (1, 0, "CH3-2"), (2, 0, "CH3-2"),
                                       (None, 0, "CH3-3"), (None, 3, "CH3-4")]
    assert [i.circles for i in me(ciudad, 3, "Ana").items] == [0, 0, 0, 1, 0]
    assert items(ciudad, 3, "Bruno") == [(1, 3, "CH3-1"), (1, 0, "CH3-2")]
    assert items(ciudad, 3, "Chloé") == [(2, 0, "CH3-2")]
    assert {p: me(ciudad, 3, p).counters for p in PLAYERS} == {
        "Ana": {"coins": 2}, "Bruno": {"coins": 1}, "Chloé": {"coins": 1}}


def test_episode_4_a_recoloured_piece_counts_blue_CH4_3(ciudad):
    """Chloé's R2 was stickered blue after episode 2: D2 D3 count for her, Ana's red R2 does not."""
    assert items(ciudad, 4, "Ana") == [(None, 4, "CH4-3")]
    assert items(ciudad, 4, "Chloé") == [(None, 6, "CH4-3")]
    assert me(ciudad, 4, "Chloé").pieces.pieces["R2"].colour == "blue"
    assert me(ciudad, 4, "Ana").pieces.pieces["R2"].colour == "red"
    assert me(ciudad, 4, "Bruno").counters == {"coins": 0}  # 1 - 1 spent after episode 3


def test_episode_5_next_to_the_previous_building_and_a_free_pass_CH5_1_LG_03(ciudad):
    """The first building of each player scores nothing (no previous one); Bruno, whose Y4 left his
    set, passes on it for free; the chapter's coins are not scored: episode 5 ends no chapter."""
    assert items(ciudad, 5, "Ana") == [(2, 1, "CH5-1"), (3, 1, "CH5-1")]
    assert items(ciudad, 5, "Bruno") == [(1, 0, "LG-03"), (3, 1, "CH5-1")]
    assert me(ciudad, 5, "Bruno").items[0].kind == "free-pass"
    assert "Y4" not in me(ciudad, 5, "Bruno").pieces.pieces
    assert items(ciudad, 5, "Chloé") == [(2, 1, "CH5-1"), (None, 2, "CH5-2")]


def test_episode_6_the_chapters_end_pays_the_coins_CH5_3(ciudad):
    assert items(ciudad, 6, "Ana") == [(2, 1, "CH5-1"), (3, 1, "CH5-1"), (None, 1, "CH5-2"), (None, 6, "CH5-3")]
    assert items(ciudad, 6, "Bruno") == [(2, 1, "CH5-1"), (3, 1, "CH5-1"), (None, 4, "CH5-2")]
    assert items(ciudad, 6, "Chloé") == [(2, 1, "CH5-1"), (None, 3, "CH5-2"), (None, 3, "CH5-3")]


def test_episode_7_a_well_walled_in_by_a_palace_and_a_rock_penalty_CH6_1_CH6_2(ciudad):
    assert items(ciudad, 7, "Ana") == [(None, 4, "CH6-1")]
    assert items(ciudad, 7, "Bruno") == [(None, 4, "CH6-1"), (None, 0, "CH6-2")]
    assert [i.circles for i in me(ciudad, 7, "Bruno").items] == [0, -1]
    assert items(ciudad, 7, "Chloé") == [(None, 0, "CH6-2")]


def test_episode_8_start_0_debts_and_C_5(ciudad):
    """The owed points are their own lines (LG-08), so each sheet sums to its token: Ana 0 + 1 - 2
    + 1 = 0, Bruno 0 + 1 - 5 + 4 = 0."""
    assert items(ciudad, 8, "Ana") == [(2, 1, "CH7-1"), (None, -2, "CH7-2"), (None, 1, "LG-08")]
    assert items(ciudad, 8, "Bruno") == [(2, 1, "CH7-1"), (None, -5, "CH7-2"), (None, 4, "LG-08")]
    assert items(ciudad, 8, "Chloé") == [(2, 1, "CH7-1"), (4, 1, "CH7-1")]
    ana, bruno = me(ciudad, 8, "Ana"), me(ciudad, 8, "Bruno")
    assert bruno.open_rows[0] < ana.open_rows[0]  # LG-11 alone would have put Bruno above Ana
    assert (ana.rank, bruno.rank) == (2, 3)


def test_episode_9_debts_repaid_from_the_first_gains_LG_08(ciudad):
    assert [(p, me(ciudad, 9, p).debt_before) for p in PLAYERS] == [("Ana", 1), ("Bruno", 4), ("Chloé", 0)]
    assert items(ciudad, 9, "Ana") == [(1, 3, "CH8-1"), (1, -1, "LG-08"), (None, 4, "CH8-2")]
    assert items(ciudad, 9, "Bruno") == [(1, 3, "CH8-1"), (1, -3, "LG-08"), (None, 6, "CH8-2"), (None, -1, "LG-08")]
    assert items(ciudad, 9, "Chloé") == [(1, 3, "CH8-1"), (4, 3, "CH8-1"), (None, 4, "CH8-2"), (None, 0, "CH8-3")]
    assert [i.circles for i in me(ciudad, 9, "Chloé").items] == [0, 0, 0, 1]
    assert {p: me(ciudad, 9, p).counters for p in PLAYERS} == {
        "Ana": {"coins": 0}, "Bruno": {"coins": 0}, "Chloé": {"coins": 1}}


# --- a log the envelope's rules refuse ----------------------------------------------------------

REFUSED = [
    # Episode 4, Bruno's round 3: B1 on E3 F3 (beside his E4 across the river, so only CH4-1 is broken).
    ("04.yaml", "Bruno: F5      # F5 G5", "Bruno: E3      # E3 F3: the flooded north bank", "CH4-1", "Bruno", 3,
     "E3 and F3 may not be covered this episode (region 'orilla-norte')"),
    # Episode 4, Bruno's round 3: a pass, which chapter 4 forbids (passing: never, cite: {pass: CH4-2}).
    ("04.yaml", "Bruno: F5      # F5 G5", "Bruno: pass    # no passing during the flood", "CH4-2", "Bruno", 3,
     "forbid passing"),
    # Episode 2, Chloé's round 1: R2 on G1 G2, not beside her palace E2 (first_piece: {next_to: ...}):
    # chapter 2 cites no rule of its own for the first piece, so the game's MC-R03.
    ("02.yaml", "Chloé: F2 r3   # F2 G2, beside the palace on E2", "Chloé: G1      # G1 G2: far from the palace",
     "MC-R03", "Chloé", 1, "the first piece of the episode must share a side with a Palace"),
]


@pytest.mark.parametrize(("log", "old", "new", "rule", "player", "round", "words"), REFUSED)
def test_a_log_the_envelope_forbids_is_refused_with_its_rule_player_round_and_line(tmp_path, log, old, new, rule,
                                                                                 player, round, words):
    """CH4-1 (may_not_cover a region), CH4-2 (passing: never) and MC-R03 (first_piece next_to the
    palace): each change is the log's only problem, reported at the action's line."""
    folder = copy(tmp_path)
    path = folder / "episodes" / log
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path.write_text(text.replace(old, new), encoding="utf-8")
    c = campaigns.check(folder)
    assert len(c.problems) == 1, [str(p) for p in c.problems]
    problem = c.problems[0]
    assert (problem.rule, problem.player, problem.round) == (rule, player, round)
    assert Path(problem.pos.file).name == log
    assert problem.pos.line == line_of(path, new)
    assert words in str(problem.message)


# --- what these chapters found in the engine, now fixed -------------------------------------------

def test_the_first_building_beside_a_palace_has_no_previous_building_CH5_1(tmp_path):
    """Episode 5 rewritten: Bruno's first building, R1 on E4 E5, is along the river and beside his
    palace (F4). There is no building before it, so CH5-1 gives nothing; the market space E5 gives
    1 (CH5-2): 10 + 1 = 11."""
    folder = copy(tmp_path)
    for later in ("06", "07", "08", "09"):
        (folder / "episodes" / f"{later}.yaml").unlink()
    (folder / "episodes" / "05.yaml").write_text(
        "episode: 5\nrules: chapter-5\nrounds:\n"
        "  - card: R1\n    Ana: stop\n    Bruno: E4 r1   # E4 E5, beside his palace\n    Chloé: stop\n"
        "  - card: Y2\n    Bruno: stop\n", encoding="utf-8")
    c = campaigns.check(folder)
    assert not c.problems, [str(p) for p in c.problems]
    assert items(c, 5, "Bruno") == [(None, 1, "CH5-2")]
    assert me(c, 5, "Bruno").token == 11


def test_the_replay_of_a_start_0_episode_ends_on_its_result(ciudad):
    """Episode 8 starts on 0: the replay's first step shows 0 and its last the tokens 0, 0, 2."""
    from generator.rules.timeline import timeline

    steps = timeline(ciudad.result.episodes[7], ciudad.campaign.game)
    assert [m.token for m in steps[0].players] == [0, 0, 0]
    assert [(m.token, m.debt) for m in steps[-1].players] == [(0, 1), (0, 4), (2, 0)]


def test_a_chapter_end_item_citing_an_undeclared_rule_is_refused(tmp_path):
    """CH8-9 is not in chapter 8's own_rules: refused at its line, as an end or immediate item is."""
    folder = copy(tmp_path)
    rules = folder / "rules" / "chapter-8.yaml"
    rules.write_text(rules.read_text(encoding="utf-8").replace("circles: 1, rule: CH8-3}", "circles: 1, rule: CH8-9}"),
                     encoding="utf-8")
    c = campaigns.check(folder)
    assert len(c.problems) == 1, [str(p) for p in c.problems]
    assert "CH8-9" in str(c.problems[0].message) and c.problems[0].pos.line == line_of(rules, "CH8-9")


def test_the_score_sheet_of_a_counter_item_says_its_reason_and_its_circles(ciudad):
    """Episode 3, Ana's CH3-4 says the group's words (reason: el más rico); episode 9, Chloé's CH8-3
    (no reason written) says the progress symbol it colours, as CH3-3's and CH6-2's lines do."""
    from generator.report.explain import reason

    game = ciudad.campaign.game
    richest = next(i for i in me(ciudad, 3, "Ana").items if i.rule == "CH3-4")
    assert "el más rico" in reason(richest, game)
    symbol = next(i for i in me(ciudad, 9, "Chloé").items if i.rule == "CH8-3")
    assert "1 progress symbol" in reason(symbol, game)
