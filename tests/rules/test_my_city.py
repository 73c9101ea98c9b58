"""My City placement (MC-R01..R05), scoring (MC-R06, MC-E01..E08) and conventions C-3, C-4,
on the tiny test city (river between columns 3 and 4 of rows A-C, turning east under C4 and C5):

      1   2   3 | 4   5   6
  A   m   g$  g | g   g   f          $ gold vein, tt double tree, t tree,
  B   m   gtt g | g   g   f          oo double rock, w well,
  C   m   g   g | g   g   f          m mountain, f forest, g light green
              --------
  D   m   goo gw  g   g   f
  E   m   g   g   g$  gt  f
"""

from __future__ import annotations

import pytest

from helpers import R, episode, rules_of

ETERNAL = """
name: {en: Tiny eternal, es: Eterno mini, fr: Éternité mini}
buildable: [green]
first_piece: {along: river}
adjacency: any-building
must_build: [church]
deck: [Y1, Y2, Y3, R1, R2, R3, B1, B2, B3, C1, C2, block]
immediate:
  - {kind: first-to-cover-all, feature: gold, points: 3}
end:
  - {kind: largest-colour-group, points: 1}
  - {kind: church-colours, points: 3}
  - {kind: well-surrounded, points: 4}
  - {kind: visible-feature, feature: tree, points: 1, rule: MC-E08}
  - {kind: visible-feature, feature: rock, points: -1, rule: MC-E08}
  - {kind: empty-buildable, points: -1, rule: MC-E08}
"""
LEGACY = """
name: Tiny episode 1
buildable: [green]
first_piece: {along: river}
adjacency: any-building
end:
  - {kind: visible-feature, feature: tree, points: 1}
  - {kind: visible-feature, feature: rock, points: -1}
  - {kind: empty-buildable, points: -1, with_features: true}
"""
THREE = "[{name: Ana}, {name: Ben}, {name: Cloe}]"


@pytest.fixture
def city(make_campaign):  # type: ignore[no-untyped-def]
    def make(*episodes: str, players: str = "[{name: Ana}, {name: Ben}]", mode: str = "legacy",  # type: ignore[no-untyped-def]
             slug: str = "city"):
        return make_campaign(*episodes, game="my-city", mode=mode, players=players, slug=slug,
                             rules={"tiny-eternal": ETERNAL, "tiny-1": LEGACY})
    return make


def legacy(*rounds: str, extra: str = "") -> str:
    return episode(*rounds, rules="tiny-1", extra=extra)


def eternal(*rounds: str, extra: str = "") -> str:
    return episode(*rounds, rules="tiny-eternal", extra=extra)


def items(c, name: str, rule: str):  # type: ignore[no-untyped-def]
    player = next(p for p in c.result.episodes[0].players if p.name == name)
    return [(i.round, i.points) for i in player.items if i.rule == rule]


# --- placement ------------------------------------------------------------------------------

def test_MC_R01_never_in_the_mountains_or_the_forest(city, checked):
    c = checked(city(legacy(R("Y2", Ana="[A3, B3]", Ben="[A4, B4]"),
                            R("Y1", Ana="[A1, A2]", Ben="[A5, A6]"))))   # A1 is mountain, A6 forest
    assert rules_of(c.problems) == ["MC-R01", "MC-R01"]


def test_MC_R01_trees_and_rocks_may_be_built_on(city, checked):
    c = checked(city(legacy(R("Y1", Ana="[B2, B3]", Ben="[B3, C3]"),  # B2: two trees
                            R("R2", Ana="stop", Ben="[C2, D2]"),                                 # D2: two rocks
                            R("R1", Ben="stop"))))
    assert [p for p in c.problems if p.rule != "C-2"] == []


def test_MC_R02_a_building_may_not_lie_on_both_sides_of_the_river(city, checked):
    c = checked(city(legacy(R("Y1", Ana="[A3, A4]", Ben="stop"))))
    assert rules_of(c.problems) == ["MC-R02"]
    assert "between A3 and A4" in str(c.problems[0].message)


def test_MC_R02_along_the_river_is_fine(city, checked):
    c = checked(city(legacy(R("Y2", Ana="[A3, B3]", Ben="stop"))))
    assert not c.problems


def test_MC_R03_the_first_building_needs_a_full_side_along_the_river(city, checked):
    c = checked(city(legacy(R("Y2", Ana="[A2, B2]", Ben="stop"))))
    assert rules_of(c.problems) == ["MC-R03"]


def test_MC_R03_touching_the_river_only_at_a_corner_is_not_enough(city, checked):
    """D3's top-right corner is where the river turns; none of its sides lies along it."""
    c = checked(city(legacy(R("Y2", Ana="[D3, E3]", Ben="stop"))))
    assert rules_of(c.problems) == ["MC-R03"]
    assert "a corner is not enough" in str(c.problems[0].message)


def test_MC_R04_a_later_building_shares_a_full_side_with_an_earlier_one(city, checked):
    c = checked(city(legacy(R("Y2", Ana="[A3, B3]", Ben="stop"), R("R1", Ana="[C2, C3]"))))
    assert not c.problems


def test_MC_R04_corners_do_not_count(city, checked):
    c = checked(city(legacy(R("Y2", Ana="[A3, B3]", Ben="stop"), R("R1", Ana="[C4, C5]"))))
    assert rules_of(c.problems) == ["MC-R04"]


def test_MC_R04_buildings_facing_each_other_across_the_river_border(city, checked):
    c = checked(city(legacy(R("Y2", Ana="[A3, B3]", Ben="stop"), R("R2", Ana="[A4, B4]"))))
    assert not c.problems


def test_MC_R05_no_overlap(city, checked):
    c = checked(city(legacy(R("Y2", Ana="[A3, B3]", Ben="stop"), R("R1", Ana="[B2, B3]"))))
    assert rules_of(c.problems) == ["MC-R05"]


# --- episode 1 scoring and C-3 -------------------------------------------------------------

def test_MC_R06_trees_rocks_and_empty_spaces_at_the_end(city, checked):
    c = checked(city(legacy(R("Y2", Ana="[A3, B3]", Ben="[A4, B4]"), R("Y1", Ana="stop", Ben="stop"),
                            extra="tiebreak: [Ana, Ben]\n")))
    assert items(c, "Ana", "MC-R06") == [(None, 3), (None, -2), (None, -18)]


def test_C_3_a_visible_double_tree_scores_two_and_still_counts_as_empty(city, checked):
    """C-3: 'empty' means every uncovered buildable space. Leaving the double tree B2 open instead
    of the plain B3 gains its two trees and loses nothing else: both count as one empty space."""
    covers_tree = checked(city(legacy(R("Y3", Ana="[A2, A3, B2]", Ben="stop"), R("Y1", Ana="stop"))))
    covers_plain = checked(city(legacy(R("Y3", Ana="[A2, A3, B3]", Ben="stop"), R("Y1", Ana="stop")), slug="plain"))
    trees, _, empty = items(covers_tree, "Ana", "MC-R06")
    trees_open, _, empty_open = items(covers_plain, "Ana", "MC-R06")
    assert (trees, trees_open) == ((None, 1), (None, 3))
    assert empty == empty_open == (None, -17)
    net = [p.token - p.debt for p in (x.result.episodes[0].players[0] for x in (covers_tree, covers_plain))]
    assert net[1] - net[0] == 2


# --- Eternal game ---------------------------------------------------------------------------

def test_MC_E01_the_eternal_deck_is_27_buildings_and_the_blocking_card():
    from generator.load.nodes import load_file
    from generator.rules.deck import cards
    from generator.validate.content import load_game
    from generator.validate.pieces import read_catalogue
    from generator.validate.ruleset import read_ruleset
    from generator.vocabulary.reader import Reader

    game = load_game("my-city")
    r = Reader()
    pieces = read_catalogue(r, load_file(game.folder / "pieces/sample.yaml"), game)
    ruleset = read_ruleset(r, load_file(game.folder / "rules/eternal.yaml"), game, "eternal")
    assert not r.problems
    dealt = cards(ruleset.deck, pieces)
    assert len(dealt) == 28 and "block" in dealt
    assert sum(pieces.pieces[c].church for c in dealt if c != "block") == 3


def test_MC_E02_a_church_cannot_be_passed(city, checked):
    c = checked(city(eternal(R("Y2", Ana="[A3, B3]", Ben="[A3, B3]"), R("C1", Ana="pass", Ben="[C3]")), mode="eternal"))
    assert rules_of(c.problems) == ["MC-E02"] and c.problems[0].player == "Ana"


def test_MC_E02_ending_participation_on_a_church_is_allowed(city, checked):
    c = checked(city(eternal(R("Y2", Ana="[A3, B3]", Ben="[A3, B3]"), R("C1", Ana="stop", Ben="stop"),
                             extra="tiebreak: [Ana, Ben]\n"), mode="eternal"))
    assert not c.problems


def test_MC_E03_nobody_builds_the_blocked_building_and_nobody_pays(city, checked):
    text = eternal(R("Y2", Ana="[A3, B3]", Ben="[A3, B3]"), "  - card: block\n    blocked: C1\n",
                   R("Y1", Ana="stop", Ben="stop"), extra="tiebreak: [Ana, Ben]\n")
    c = checked(city(text, mode="eternal"))
    assert not c.problems
    ana = c.result.episodes[0].players[0]
    assert [t.action for t in ana.turns] == ["place", "blocked", "stop"]
    assert [i for i in ana.items if i.round == 2] == []


def test_MC_E03_the_blocked_card_is_gone_for_the_episode(city, checked):
    text = eternal(R("Y2", Ana="[A3, B3]", Ben="[A3, B3]"), "  - card: block\n    blocked: R1\n",
                   R("R1", Ana="[C2, C3]", Ben="stop"))
    assert rules_of(checked(city(text, mode="eternal")).problems) == ["LG-02"]


def test_MC_E03_acting_on_the_blocking_card_is_refused(city, checked):
    text = eternal(R("Y2", Ana="[A3, B3]", Ben="[A3, B3]"), "  - card: block\n    blocked: R1\n    Ana: pass\n")
    assert "MC-E03" in rules_of(checked(city(text, mode="eternal")).problems)


def test_MC_E04_each_colour_scores_its_largest_side_connected_group(city, checked):
    """Yellow A3-B3 and C2-C3 touch: one group of 2 buildings; red: 1; blue: none."""
    c = checked(city(eternal(R("Y2", Ana="[A3, B3]", Ben="stop"), R("Y1", Ana="[C2, C3]"), R("R2", Ana="[A4, B4]"),
                             R("B1", Ana="stop")), mode="eternal"))
    assert items(c, "Ana", "MC-E04") == [(None, 2), (None, 1)]


def test_MC_E05_C_4_a_church_touched_by_all_three_colours_scores_three(city, checked):
    c = checked(city(eternal(R("Y2", Ana="[A3, B3]", Ben="stop"), R("C1", Ana="[C3]"), R("R1", Ana="[C4, C5]"),
                             R("B2", Ana="[D3, E3]"), R("Y1", Ana="stop")), mode="eternal"))
    assert not c.problems
    assert items(c, "Ana", "MC-E05") == [(None, 3)]


def test_MC_E05_two_colours_are_not_enough(city, checked):
    c = checked(city(eternal(R("Y2", Ana="[A3, B3]", Ben="stop"), R("C1", Ana="[C3]"), R("R1", Ana="[C4, C5]"),
                             R("Y1", Ana="stop")), mode="eternal"))
    assert items(c, "Ana", "MC-E05") == []


def test_MC_E06_C_4_a_well_bordered_by_four_buildings_scores_four(city, checked):
    """The well D3: C3 above, D2 left, D4 right, E3 below, each a different building."""
    c = checked(city(eternal(R("Y2", Ana="[B3, C3]", Ben="stop"), R("R2", Ana="[C2, D2]"), R("R1", Ana="[C4, C5]"),
                             R("B2", Ana="[D4, E4]"), R("Y1", Ana="[E2, E3]"), R("B1", Ana="stop")), mode="eternal"))
    assert items(c, "Ana", "MC-E06") == [(None, 4)]


def test_MC_E06_C_4_one_building_on_two_sides_does_not_count_twice(city, checked):
    """D4 and E3 belong to one building: three buildings around the well, no points."""
    c = checked(city(eternal(R("Y2", Ana="[B3, C3]", Ben="stop"), R("R2", Ana="[C2, D2]"), R("R1", Ana="[C4, C5]"),
                             R("B3", Ana="[D4, E4, E3]"), R("B1", Ana="stop")), mode="eternal"))
    assert not c.problems
    assert items(c, "Ana", "MC-E06") == []


GOLD_ROUTE = (("Y1", "[A2, A3]"), ("Y2", "[B3, C3]"), ("R3", "[D3, D4, E3]"), ("R1", "[E4, E5]"))


def test_MC_E07_the_first_to_build_on_both_gold_veins_scores_three(city, checked):
    rounds = [R(card, Ana=cells) for card, cells in GOLD_ROUTE]
    rounds[0] = R("Y1", Ana="[A2, A3]", Ben="stop")
    c = checked(city(eternal(*rounds, R("B1", Ana="stop")), mode="eternal"))
    assert items(c, "Ana", "MC-E07") == [(4, 3)]


def test_MC_E07_players_completing_in_the_same_round_all_score_and_later_ones_do_not(city, checked):
    """Ana and Ben reach the second vein in round 4, Cloe in round 5: only Ana and Ben get +3."""
    rounds = [R(card, Ana=cells, Ben=cells, Cloe=cells) for card, cells in GOLD_ROUTE]
    rounds[3] = R("R1", Ana="[E4, E5]", Ben="[E4, E5]", Cloe="pass")
    rounds.append(R("B1", Ana="stop", Ben="stop", Cloe="[E4, E5]"))
    rounds.append(R("B2", Cloe="stop"))
    c = checked(city(eternal(*rounds, extra="tiebreak: [Ana, Ben]\n"), players=THREE, mode="eternal"))
    assert [p for p in c.problems if p.rule != "C-2"] == []
    assert (items(c, "Ana", "MC-E07"), items(c, "Ben", "MC-E07"), items(c, "Cloe", "MC-E07")) == ([(4, 3)], [(4, 3)], [])


def test_MC_E08_eternal_end_scores_trees_rocks_and_empty_spaces(city, checked):
    c = checked(city(eternal(R("Y2", Ana="[A3, B3]", Ben="stop"), R("Y1", Ana="stop")), mode="eternal"))
    assert items(c, "Ana", "MC-E08") == [(None, 3), (None, -2), (None, -18)]


# --- bad input through the command line, as for My Island ----------------------------------

@pytest.mark.parametrize(("rounds", "mode", "line", "rule"), [
    ([R("Y1", Ana="[A3, A4]", Ben="stop")], "legacy", 5, "MC-R02"),                         # across the river
    ([R("Y2", Ana="[A3, B3]", Ben="stop"), R("R1", Ana="[C4, C5]")], "legacy", 8, "MC-R04"),  # corner only
    ([R("Y2", Ana="[A3, B3]", Ben="[A3, B3]"), R("C1", Ana="pass", Ben="[C3]")], "eternal", 8, "MC-E02"),
    ([R("Y2", Ana="[A3, B3]", Ben="[A3, B3]"), "  - card: block\n    blocked: R1\n    Ana: pass\n"], "eternal", 9, "MC-E03"),
])
def test_my_city_mistakes_name_file_line_player_and_rule(city, cli, rounds, mode, line, rule):
    log = legacy(*rounds) if mode == "legacy" else eternal(*rounds)
    folder = city(log, mode=mode)
    result = cli("check", folder)
    assert result.exit_code == 1 and "Traceback" not in result.output
    first = result.stderr.splitlines()[0]
    assert first.startswith(f"{folder / 'episodes/01.yaml'}:{line}:") or f"episodes/01.yaml:{line}:" in first
    assert "Ana" in first and f"[{rule}" in first


def test_an_unknown_blocked_card_is_one_clear_error(city, cli):
    folder = city(eternal(R("Y2", Ana="[A3, B3]", Ben="[A3, B3]"), "  - card: block\n    blocked: R9\n"), mode="eternal")
    result = cli("check", folder)
    assert result.exit_code == 1
    assert len(result.stderr.splitlines()) == 1 and "unknown card 'R9'" in result.stderr


def test_MC_E03_the_engine_counts_a_blocked_card_among_those_revealed(city, checked):
    """The state every room reads (table mode, `moves`): the blocking card and the card it blocked
    both leave the deck (MC-E03); the cards left keep the deck's order (LG-02)."""
    text = eternal(R("Y2", Ana="[A3, B3]", Ben="[A3, B3]"), "  - card: block\n    blocked: C1\n")
    e = checked(city(text, mode="eternal")).result.episodes[0]
    assert e.deck == ("Y1", "Y2", "Y3", "R1", "R2", "R3", "B1", "B2", "B3", "C1", "C2", "block")
    assert e.revealed == ("Y2", "block", "C1")
    assert e.cards_left() == ["Y1", "Y3", "R1", "R2", "R3", "B1", "B2", "B3", "C2"]
    assert not e.over and e.still_playing() == ["Ana", "Ben"]


def test_MC_E02_the_game_names_the_colour_of_its_churches():
    """A purple piece is a church (MC-E02): the game says so once, for the FAQ's one-off pieces and
    for the drawings, and My Island has no churches."""
    from generator.rules.example import piece_for
    from generator.validate.content import load_game

    city, island = load_game("my-city"), load_game("my-island")
    assert city.church == "purple" and island.church is None
    assert piece_for({(0, 0): "purple"}, city)[0].church
    assert not piece_for({(0, 0): "red"}, city)[0].church
