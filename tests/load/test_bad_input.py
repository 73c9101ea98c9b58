"""Bad input is a normal case: one mistake per campaign, reported where it is, never a traceback.

Every problem is printed on stderr as

    file:line:col: error: round N, Player: message [RULE-ID]

(round, player and rule ID when they apply); the exit status is 1, and 2 for usage errors.
Each test below writes a small campaign on the tiny test island with exactly one mistake and
checks that the report names the right file, the right line (found from the text written, by a
marker on that line), and the rule of RULES.md that the mistake breaks, where one applies.

The tiny island (tests/fixtures/my-island/boards/tiny.yaml): rows A and F and the ends of every
row are beach, C3/C4 rainforest, C5/D5 palm, the rest heath. Tiles (pieces/tiny.yaml): 1 = two
houses, 3 = three houses in a line, 4 = three fields in a line.
"""

from __future__ import annotations

import os
import re
import time
from pathlib import Path

import pytest

from helpers import OUR_RULESET, absolute, edit, episode_file, expect_error, line_of, reported


def expect_usage_error(result) -> None:
    assert "Traceback" not in result.output, result.output
    assert result.exit_code == 2, f"exit {result.exit_code}, expected 2; output:\n{result.output}"
    assert "Usage:" in result.output or "Error" in result.output


OURS = """
    episode: 1
    rules: ours
    rounds:
      - card: 1
        Ana: A1
        Ben: stop
    """


# --- malformed YAML --------------------------------------------------------------------------

def test_yaml_bad_indentation(make_campaign, cli):
    """A key indented less than its siblings is reported on its own line."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A1
           Ben: A1   # one space short
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "one space short"), words=("YAML",))


def test_yaml_unclosed_bracket(make_campaign, cli):
    """An unclosed '[' is reported at the bracket's line (or the message points to that line)."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: [A1, A2
            Ben: A1
        """)
    result = cli("check", folder)
    opened = line_of(episode_file(folder), "[A1, A2")
    assert result.exit_code == 1 and "Traceback" not in result.output, result.output
    errors = [e for e in reported(result) if e.file == absolute(episode_file(folder))]
    assert errors, result.output
    assert any(e.line == opened or f"line {opened}" in e.message for e in errors), (
        f"the unclosed bracket is on line {opened}; reported:\n" + "\n".join(map(str, errors)))


def test_a_yaml_syntax_error_is_reported_at_its_column_counted_from_one(make_campaign, cli):
    """The flow mapping is never closed: the parser stops at the ':' after Ben, which is column 8 of
    its line as an editor counts (from 1), as every other position is."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: {A1: house, A2: house
            Ben: pass
        """)
    errors = reported(cli("check", folder))
    line = line_of(episode_file(folder), "Ben: pass")
    assert [(e.line, e.col) for e in errors] == [(line, 8)], "\n".join(map(str, errors))


def test_yaml_tab_character(make_campaign, cli):
    """A tab used for indentation is reported on its line."""
    text = "\n".join([
        "episode: 1",
        "rules: legacy-1",
        "rounds:",
        "  - card: 1",
        "    Ana: A1",
        "\tBen: A1",
        "",
    ])
    folder = make_campaign(text)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "\tBen"), words=("tab",))


def test_yaml_error_in_campaign_yaml(make_campaign, cli):
    """A syntax error in campaign.yaml names campaign.yaml and its line."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds: []
        """)
    path = folder / "campaign.yaml"
    edit(path, "title: Test campaign", "title: [Test campaign")
    result = cli("check", folder)
    assert result.exit_code == 1 and "Traceback" not in result.output, result.output
    errors = [e for e in reported(result) if e.file == absolute(path)]
    assert errors, result.output


# --- unknown keys, with a suggestion -----------------------------------------------------------

def test_unknown_key_in_campaign_yaml(make_campaign, cli):
    """campaign.yaml: 'langauge' -> did you mean 'language'."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds: []
        """)
    path = folder / "campaign.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "langauge: en\n", encoding="utf-8")
    result = cli("check", folder)
    expect_error(result, path, line_of(path, "langauge"), words=("langauge", "did you mean 'language'"))


def test_unknown_key_message_lists_each_known_key_once(make_campaign, cli):
    """The 'known keys' hint of an unknown key names each key once, so it reads clearly."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds: []
        notse: first evening
        """)
    result = cli("check", folder)
    error = expect_error(result, episode_file(folder), line_of(episode_file(folder), "notse"), words=("did you mean 'notes'",))
    known = re.findall(r"'([a-z_]+)'", error.message.partition("known keys:")[2])
    assert known and len(known) == len(set(known)), f"keys listed more than once: {error.message}"


def test_unknown_key_in_episode(make_campaign, cli):
    """Episode: 'rouns' -> did you mean 'rounds'."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rouns:
          - card: 1
            Ana: A1
            Ben: A1
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "rouns"), words=("did you mean 'rounds'",))


def test_unknown_key_in_adjustment(make_campaign, cli):
    """Adjustment (LG-15): 'pionts' -> did you mean 'points'."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A1
            Ben: stop
        adjustments:
          - {player: Ana, pionts: 2, reason: "lighthouse bonus"}
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "pionts"), words=("did you mean 'points'",))


def test_unknown_key_in_board_change(make_campaign, cli):
    """Board change (LG-12): 'terain' -> did you mean 'terrain'."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: stop
            Ben: stop
        board_changes:
          Ana: [{cell: C4, terain: palm}]
        tiebreak: [Ana, Ben]
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "terain"), words=("did you mean 'terrain'",))


def test_unknown_key_in_campaign_ruleset(make_campaign, cli):
    """A ruleset in the campaign's rules/ folder: 'adjacancy' -> did you mean 'adjacency'."""
    folder = make_campaign(OURS, rules={"ours": OUR_RULESET.replace("adjacency:", "adjacancy:")})
    path = folder / "rules" / "ours.yaml"
    result = cli("check", folder)
    expect_error(result, path, line_of(path, "adjacancy"), words=("did you mean 'adjacency'",))


def test_unknown_key_in_inline_ruleset(make_campaign, cli):
    """A ruleset written inline in the episode: 'pass_pionts' -> did you mean 'pass_points'."""
    folder = make_campaign("""
        episode: 1
        rules:
          name: Inline
          buildable: [beach, heath]
          first_piece: {covers: beach}
          pass_pionts: -1
        rounds:
          - card: 1
            Ana: A1
            Ben: stop
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "pass_pionts"),
                 words=("did you mean 'pass_points'",))


# --- unknown names ---------------------------------------------------------------------------

def test_LG_02_unknown_player_in_round(make_campaign, cli):
    """LG-02 (every player acts): 'Anna' is not a player -> did you mean 'Ana'."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Anna: A1
            Ben: A1
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "Anna"), round=1,
                 words=("Anna", "did you mean 'Ana'"))


def test_LG_02_unknown_card(make_campaign, cli):
    """LG-02: card 99 is not in the piece catalogue."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 99
            Ana: A1
            Ben: A1
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "card: 99"), round=1, words=("99",))


@pytest.mark.parametrize("action, cell", [
    ("[A1, Z9]", "Z9"),                    # a cell name beyond the board
    ("{A7: house, A8: house}", "A8"),     # row A has 7 spaces
    ("[A1, 1A]", "1A"),                    # not a cell name at all
])
def test_MI_R03_unknown_cell_in_covered_cells(make_campaign, cli, action, cell):
    """MI-R03 (spaces on the island): a covered cell that is not a space of the board."""
    folder = make_campaign(f"""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: {action}
            Ben: stop
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), action), round=1, player="Ana", words=(cell,))


def test_MI_R03_anchor_cell_off_the_board(make_campaign, cli):
    """MI-R03: an anchor Z9 lies nowhere on the island."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: Z9
            Ben: stop
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "Ana: Z9"), "MI-R03", round=1, player="Ana",
                 words=("Z9",))


def test_unknown_ruleset_name(make_campaign, cli):
    """'legacy-2' is neither shipped nor in the campaign's rules/ -> did you mean 'legacy-1'."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-2
        rounds:
          - card: 1
            Ana: A1
            Ben: A1
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "legacy-2"), words=("legacy-2", "did you mean 'legacy-1'"))


@pytest.mark.parametrize("old, new, bad, right", [
    ("buildable: [beach, heath]", "buildable: [beach, heat]", "heat", "heath"),
    ("symbol: house", "symbol: hous", "hous", "house"),
    ("{kind: visible-terrain, terrain: beach, points: -1}", "{kind: visible-feature, feature: statu, points: 1}",
     "statu", "statue"),
])
def test_unknown_terrain_symbol_feature_in_ruleset(make_campaign, cli, old, new, bad, right):
    """A ruleset naming a terrain, symbol or feature the game does not have, with a suggestion."""
    assert old in OUR_RULESET
    folder = make_campaign(OURS, rules={"ours": OUR_RULESET.replace(old, new)})
    path = folder / "rules" / "ours.yaml"
    result = cli("check", folder)
    expect_error(result, path, line_of(path, new),
                 words=(f"'{bad}'", f"did you mean '{right}'"))


# --- duplicates ------------------------------------------------------------------------------

def test_LG_02_same_card_revealed_twice(make_campaign, cli):
    """LG-02: each card is revealed once per episode; card 1 again in round 2 is wrong."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A1
            Ben: A1
          - card: 1     # again
            Ana: B1 r0
            Ben: B1 r0
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "# again"), "LG-02", round=2)


def test_LG_02_same_player_twice_in_one_round(make_campaign, cli):
    """LG-02 (one action per player): a duplicate key 'Ana' in a round is reported at the second."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A1
            Ben: A1
            Ana: pass   # second action
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "second action"), words=("Ana", "twice"))


# --- the shape of an episode (LG-02..LG-06) --------------------------------------------------

def test_LG_05_acting_after_stopping(make_campaign, cli):
    """LG-05: ending participation is final; Ana cannot place in round 2."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: stop
            Ben: A1
          - card: 3
            Ana: A1     # after stopping
            Ben: A3
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "after stopping"), "LG-05", round=2, player="Ana")


def test_LG_02_player_missing_from_round(make_campaign, cli):
    """LG-02: every player still in the episode acts; Ben has no action in round 1."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1     # Ben forgotten
            Ana: A1
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "Ben forgotten"), "LG-02", round=1, player="Ben",
                 words=("no action",))


def test_LG_06_round_after_everyone_stopped(make_campaign, cli):
    """LG-06: the episode is over when everyone has stopped; round 3 cannot follow."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A1
            Ben: stop
          - card: 3
            Ana: stop
          - card: 4     # too late
            Ana: A3
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "too late"), "LG-06", round=3)


def test_LG_06_earlier_episode_left_unfinished(make_campaign, cli):
    """LG-06: only the last episode may be in progress; episode 1 stops with both playing."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1     # the log stops here
            Ana: A1
            Ben: stop
        """, """
        episode: 2
        rules: legacy-1
        rounds:
          - card: 1
            Ana: stop
            Ben: stop
        """)  # no tie in episode 2: Ana and Ben carry different debts from episode 1 (C-5)
    result = cli("check", folder)
    expect_error(result, episode_file(folder, 1), line_of(episode_file(folder, 1), "the log stops here"), "LG-06",
                 words=("Ana",))


def test_LG_04_passing_with_the_token_on_0(make_campaign, cli):
    """LG-04: ten passes take Ana from 10 to 0 (LG-03); the eleventh pass is not allowed."""
    rounds = "".join(f"  - card: {card}\n    Ana: pass\n" + ("    Ben: stop\n" if card == 1 else "")
                     for card in range(1, 11))
    text = "episode: 1\nrules: legacy-1\nrounds:\n" + rounds + "  - card: 11\n    Ana: pass   # token on 0\n"
    folder = make_campaign(text)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "token on 0"), "LG-04", round=11, player="Ana")


def test_LG_04_passing_at_0_after_heavy_penalty(make_campaign, cli):
    """LG-04: a -5 per house penalty takes Ana from 10 to 0 (debt LG-08); she may not pass then."""
    penalty = OUR_RULESET.replace("house, terrain: beach, points: 1", "house, terrain: beach, points: -5")
    folder = make_campaign("""
        episode: 1
        rules: ours
        rounds:
          - card: 3
            Ana: A1
            Ben: stop
          - card: 4
            Ana: pass    # token on 0
        """, rules={"ours": penalty})
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "token on 0"), "LG-04", round=2, player="Ana")


# --- placements on My Island (MI-R01..MI-R04) ------------------------------------------------

def test_MI_R03_tile_off_the_board(make_campaign, cli):
    """MI-R03: two houses anchored on A7 would put the second on A8, off the island."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A7     # half off
            Ben: stop
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "half off"), "MI-R03", round=1, player="Ana",
                 words=("A8",))


def test_MI_R03_tile_overlapping_an_earlier_tile(make_campaign, cli):
    """MI-R03: three houses from A2 cover A2, already under the first tile."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A1
            Ben: stop
          - card: 3
            Ana: A2     # overlaps
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "overlaps"), "MI-R03", round=2, player="Ana",
                 words=("A2",))


@pytest.mark.parametrize("anchor, cell, terrain", [("C1", "C3", "rainforest"), ("C5", "C5", "palm")])
def test_MI_R04_covering_palm_or_rainforest_in_episode_1(make_campaign, cli, anchor, cell, terrain):
    """MI-R04: in episode 1 only beach and heath may be covered."""
    folder = make_campaign(f"""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 3
            Ana: {anchor}     # closed terrain
            Ben: stop
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "closed terrain"), "MI-R04", round=1, player="Ana",
                 words=(cell, terrain))


def test_MI_R01_first_tile_not_on_beach(make_campaign, cli):
    """MI-R01: the first tile (B2, B3: heath) covers no beach."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: B2     # inland
            Ben: A1
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "inland"), "MI-R01", round=1, player="Ana",
                 words=("beach",))


def test_MI_R02_later_tile_not_next_to_earlier_tiles(make_campaign, cli):
    """MI-R02: fields on A5-A7 touch nothing placed before."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A1
            Ben: stop
          - card: 4
            Ana: A5     # far away
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "far away"), "MI-R02", round=2, player="Ana")


def test_MI_R02_tile_touching_only_by_different_symbols(make_campaign, cli):
    """MI-R02: a field on A3 next to a house on A2 is not enough: the symbols must match."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A1
            Ben: stop
          - card: 4
            Ana: A3     # field beside house
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "field beside house"), "MI-R02", round=2,
                 player="Ana")


def test_MI_R03_cells_that_are_not_the_pieces_shape(make_campaign, cli):
    """MI-R03 (tiles as printed): piece 3 is a straight line; A1, A2, B1 is a triangle."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 3
            Ana: [A1, A2, B1]
            Ben: stop
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "[A1, A2, B1]"), round=1, player="Ana",
                 words=("piece 3",))


def test_MI_R03_cells_with_the_wrong_symbols(make_campaign, cli):
    """MI-R03 (tiles as printed): piece 2 is field + house, not two fields."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 2
            Ana: {A1: field, A2: field}
            Ben: stop
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "A2: field"), round=1, player="Ana",
                 words=("piece 2",))


def test_rotation_r6_on_a_hex_grid(make_campaign, cli):
    """Hex tiles turn r0 to r5 (DESIGN.md 'rotation steps'); r6 does not exist."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A1 r6
            Ben: stop
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "A1 r6"), round=1, player="Ana", words=("r6",))


# --- ties (LG-11, C-2) -----------------------------------------------------------------------

def test_C_2_tie_that_LG_11_cannot_separate_needs_tiebreak(make_campaign, cli):
    """C-2: Ana and Ben stop at once: equal tokens and identical open rows, no tiebreak."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1     # both stop
            Ana: stop
            Ben: stop
        """)
    result = cli("check", folder)
    path = episode_file(folder)
    # an episode-wide problem: at the episode's head or at its last round
    expect_error(result, path, {line_of(path, "episode: 1"), line_of(path, "both stop")}, "C-2",
                 words=("Ana", "Ben", "tiebreak"))


def test_C_2_tiebreak_naming_an_unknown_player(make_campaign, cli):
    """C-2: a tiebreak may only name players of the episode -> did you mean 'Ben'."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: stop
            Ben: stop
        tiebreak: [Ana, Benn]
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "tiebreak:"), words=("Benn", "did you mean 'Ben'"))


# --- wrong types -----------------------------------------------------------------------------

def test_episode_number_as_text(make_campaign, cli):
    """'episode: one' must be a whole number."""
    folder = make_campaign("""
        episode: one
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A1
            Ben: A1
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "episode: one"), words=("whole number",))


def test_LG_15_adjustment_points_as_text(make_campaign, cli):
    """LG-15 (adjustments): 'points: two' must be a whole number."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: A1
            Ben: stop
        adjustments:
          - {player: Ana, points: two, reason: "lighthouse bonus"}
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "points: two"), words=("whole number", "two"))


def test_LG_02_rounds_as_a_mapping(make_campaign, cli):
    """LG-02 (one entry per revealed card): rounds is a list, not a mapping."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds: {card: 1, Ana: A1, Ben: A1}
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "rounds:"), words=("list", "block of keys"))


def test_LG_02_card_as_a_list(make_campaign, cli):
    """LG-02 (one card per round): 'card: [1, 3]' is not one card."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: [1, 3]
            Ana: A1
            Ben: A1
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "card: [1, 3]"), round=1)


# --- security --------------------------------------------------------------------------------

def test_alias_bomb_is_refused_quickly(make_campaign, cli):
    """A 'billion laughs' alias bomb (9^9 values) is refused in well under a second or two."""
    levels = ["  l0: &l0 [" + ", ".join(["lol"] * 9) + "]"]
    levels += [f"  l{i}: &l{i} [" + ", ".join([f"*l{i - 1}"] * 9) + "]" for i in range(1, 9)]
    text = "episode: 1\nrules: legacy-1\nrounds: []\nnotes:   # the bomb\n" + "\n".join(levels) + "\n"
    folder = make_campaign(text)
    start = time.perf_counter()
    result = cli("check", folder)
    elapsed = time.perf_counter() - start
    assert elapsed < 5, f"took {elapsed:.1f}s"
    path = episode_file(folder)
    # the whole document is refused: at its start, or where the bomb is
    expect_error(result, path, {1, line_of(path, "the bomb")}, words=("alias",))


def test_recursive_alias_is_reported_not_crashing(make_campaign, cli):
    """A recursive alias (a list that contains itself) is bad input, not a crash."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds: &r [*r]   # itself
        """)
    result = cli("check", folder)
    expect_error(result, episode_file(folder), line_of(episode_file(folder), "itself"))


def test_file_over_2_MB_is_refused(make_campaign, cli):
    """A file larger than 2 MB is refused before it is parsed."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds: []
        """)
    path = episode_file(folder)
    with path.open("a", encoding="utf-8") as handle:
        handle.write("# " + "x" * 2_100_000 + "\n")
    start = time.perf_counter()
    result = cli("check", folder)
    assert time.perf_counter() - start < 5
    # the whole file is refused: reported at its first line
    expect_error(result, path, 1, words=("bytes",))


@pytest.mark.parametrize("key, value", [
    ("board", "../../etc/passwd"),
    ("board", "/etc/passwd"),
    ("pieces", "../../../etc/passwd"),
])
def test_campaign_paths_outside_the_folder_are_refused(make_campaign, cli, key, value):
    """board/pieces paths must stay inside the campaign folder."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds: []
        """)
    path = folder / "campaign.yaml"
    edit(path, f"{key}: {'boards' if key == 'board' else 'pieces'}/tiny.yaml", f"{key}: {value}")
    result = cli("check", folder)
    expect_error(result, path, line_of(path, value), words=("outside",))
    assert "root:" not in result.output


def test_symlinked_board_leading_outside_is_refused(make_campaign, cli, tmp_path):
    """A board inside boards/ that is a symlink to a file outside the campaign is refused."""
    outside = tmp_path / "outside.yaml"
    outside.write_text((Path(__file__).parents[1] / "fixtures/my-island/boards/tiny.yaml").read_text(encoding="utf-8"),
                       encoding="utf-8")
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds: []
        """)
    (folder / "boards" / "evil.yaml").symlink_to(outside)
    path = folder / "campaign.yaml"
    edit(path, "board: boards/tiny.yaml", "board: boards/evil.yaml")
    result = cli("check", folder)
    expect_error(result, path, line_of(path, "boards/evil.yaml"), words=("outside",))


def test_symlinked_episode_leading_outside_is_refused(make_campaign, cli, tmp_path):
    """An episode file that is a symlink to a file outside the campaign is refused, unread."""
    secret = tmp_path / "passwd"
    secret.write_text("root:x:0:0:root:/root:/bin/bash-SECRET\n", encoding="utf-8")
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: stop
            Ben: stop
        tiebreak: [Ana, Ben]
        """)
    episode_file(folder, 2).symlink_to(secret)
    result = cli("check", folder)
    expect_error(result, episode_file(folder, 2), 1)
    assert "root:x" not in result.output and "SECRET" not in result.output, result.output


# --- files that are not what they should be ---------------------------------------------------

def test_file_not_utf8(make_campaign, cli):
    """A Latin-1 'é' in an episode: not UTF-8, reported at the line of the bad byte."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds: []
        """)
    path = episode_file(folder)
    path.write_bytes(path.read_bytes() + "notes: caf\xe9 con leche\n".encode("latin-1"))
    result = cli("check", folder)
    expect_error(result, path, line_of(path, "notes:"), words=("UTF-8",))


def test_empty_episode_file(make_campaign, cli):
    """An empty episode file lacks episode, rules and rounds: reported at its line 1."""
    folder = make_campaign("")
    assert episode_file(folder).read_text(encoding="utf-8") == ""
    result = cli("check", folder)
    expect_error(result, episode_file(folder), 1, words=("episode",))


@pytest.mark.parametrize("command", ["check", "score"])
def test_campaign_folder_without_campaign_yaml(make_campaign, cli, command):
    """A folder with episodes but no campaign.yaml: bad input (exit 1) naming the folder, since a
    message never names a file that is not there (it says campaign.yaml is what is missing)."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds: []
        """)
    (folder / "campaign.yaml").unlink()
    result = cli(command, folder)
    assert "Traceback" not in result.output
    assert result.exit_code == 1, f"exit {result.exit_code}, expected 1; output:\n{result.output}"
    # the file is missing, so no line can be named: 'folder: error: no campaign.yaml here...'
    named = [absolute(m[1]) for m in re.finditer(r"^(.+?)(?::\d+:\d+)?: error: ", result.stderr, re.M)]
    assert absolute(folder) in named and "campaign.yaml" in result.stderr, result.stderr


# --- usage errors (exit 2) -------------------------------------------------------------------

def test_usage_score_missing_folder(cli, tmp_path):
    """'chronicle score' of a folder that does not exist is a usage error."""
    expect_usage_error(cli("score", tmp_path / "no-such-campaign"))


def test_usage_bad_option(make_campaign, cli):
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds: []\n")
    expect_usage_error(cli("check", "--no-such-option", folder))


def test_usage_score_episode_not_a_number(make_campaign, cli):
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds: []\n")
    expect_usage_error(cli("score", folder, "--episode", "two"))


def test_usage_add_malformed_pair(make_campaign, cli):
    """'Ana-A1' is not PLAYER=ACTION; the episode file is left as it was."""
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds: []\n")
    before = episode_file(folder).read_bytes()
    result = cli("add", folder, "1", "--card", "1", "Ana-A1", "Ben=A1")
    expect_usage_error(result)
    assert "Ana-A1" in result.output
    assert episode_file(folder).read_bytes() == before


def test_usage_add_without_card(make_campaign, cli):
    folder = make_campaign("episode: 1\nrules: legacy-1\nrounds: []\n")
    expect_usage_error(cli("add", folder, "1", "Ana=A1", "Ben=A1"))


# --- chronicle add -----------------------------------------------------------------------------

COMMENTED = """
    # Thursday at Lucía's: episode 1 of the test campaign.
    episode: 1
    rules: legacy-1   # the rulebook's first chapter
    rounds:
      - card: 1       # Ana opens on the beach
        Ana: A1
        Ben: A1       # Ben copies her
    # the next card is still face down
    """


def test_MI_R02_add_illegal_round_leaves_file_unchanged(make_campaign, cli):
    """MI-R02 via 'add': Ana's houses on A5 touch nothing; the file stays byte-for-byte the same."""
    folder = make_campaign(COMMENTED)
    path = episode_file(folder)
    before = path.read_bytes()
    listing = sorted(os.listdir(path.parent))
    result = cli("add", folder, "1", "--card", "3", "Ana=A5", "Ben=B1")
    # the new round would follow the last one: '- card: 3' then 'Ana: A5' on the next line
    ana_line = line_of(path, "Ben copies her") + 2
    expect_error(result, path, ana_line, "MI-R02", round=2, player="Ana")
    assert path.read_bytes() == before
    assert sorted(os.listdir(path.parent)) == listing, "a temporary file was left behind"


def test_LG_02_add_unknown_player_leaves_file_unchanged(make_campaign, cli):
    """LG-02 via 'add': 'Anna' is not a player; nothing is written."""
    folder = make_campaign(COMMENTED)
    path = episode_file(folder)
    before = path.read_bytes()
    result = cli("add", folder, "1", "--card", "3", "Anna=A3", "Ben=B1")
    assert result.exit_code == 1 and "Traceback" not in result.output, result.output
    assert "did you mean 'Ana'" in result.stderr
    assert path.read_bytes() == before


def test_add_to_a_broken_episode_leaves_file_unchanged(make_campaign, cli):
    """'add' on an episode that is not valid YAML reports the syntax error and writes nothing."""
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 1
            Ana: [A1, A2
            Ben: A1
        """)
    path = episode_file(folder)
    before = path.read_bytes()
    result = cli("add", folder, "1", "--card", "3", "Ana=A3", "Ben=B1")
    assert result.exit_code == 1, f"exit {result.exit_code}; output:\n{result.output}"
    assert "Traceback" not in result.output
    assert any(e.file == absolute(path) for e in reported(result)), result.stderr
    assert path.read_bytes() == before


def test_add_legal_round_appends_and_keeps_comments(make_campaign, cli):
    """A legal round is appended after the last one; every comment and line stays as it was."""
    folder = make_campaign(COMMENTED)
    path = episode_file(folder)
    before = path.read_text(encoding="utf-8")
    result = cli("add", folder, "1", "--card", "3", "Ana=A3", "Ben=B1r0")
    assert result.exit_code == 0, result.output
    after = path.read_text(encoding="utf-8")
    old = before.splitlines()
    new = after.splitlines()
    at = line_of(path, "Ben copies her")
    assert new[:at] == old[:at]
    assert new[at:at + 3] == ["  - card: 3", "    Ana: A3", "    Ben: B1 r0"]
    assert new[at + 3:] == old[at:]
    for comment in ("# Thursday at Lucía's", "# the rulebook's first chapter", "# Ana opens on the beach",
                    "# Ben copies her", "# the next card is still face down"):
        assert comment in after
    check = cli("check", folder)
    assert check.exit_code == 0, check.output
