"""My Island placement (MI-R01..R04) and scoring (MI-R05, MI-R06, MI-E01..MI-E06) on the tiny island.

   1   2   3   4   5   6   7
A  be  be  be  be  be  be  be
B    be  he  he  he  he  he  be
C  be  he  ra* ra# pa  he  be        * statue, # small square
D    be  he  he  he  pa  he  be
E  be  he  he  he  he  he  be
F    be  be  be  be  be  be  be
"""

from __future__ import annotations

import pytest

from generator.load.nodes import load_file
from generator.model import Piece
from generator.rules.island import Island
from generator.rules.scoring import Scene, score
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import FIXTURES, R, episode, rules_of

HOUSES_ON_A1_A2 = "{A1: house, A2: house}"


@pytest.fixture
def tiny_board():  # type: ignore[no-untyped-def]
    return read_board(Reader(), load_file(FIXTURES / "my-island/boards/tiny.yaml"), load_game("my-island"))


@pytest.fixture
def eternal():  # type: ignore[no-untyped-def]
    game = load_game("my-island")
    return read_ruleset(Reader(), load_file(game.folder / "rules/eternal.yaml"), game, "eternal")


def ana(c):  # type: ignore[no-untyped-def]
    return c.result.episodes[0].players[0]


def points(player, rule):  # type: ignore[no-untyped-def]
    return [(i.round, i.points) for i in player.items if i.rule == rule]


# --- placement ------------------------------------------------------------------------------

def test_MI_R01_the_first_tile_must_cover_a_beach_space(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana="{B2: house, B3: house}", Ben="stop"))))
    assert rules_of(c.problems) == ["MI-R01"]


def test_MI_R01_applies_to_the_first_tile_of_every_episode(make_campaign, checked):
    first = episode(R(1, Ana=HOUSES_ON_A1_A2, Ben="{A6: house, A7: house}"), R(2, Ana="stop", Ben="stop"),
                    extra="tiebreak: [Ana, Ben]\n")
    second = episode(R(1, Ana="{B2: house, B3: house}", Ben="stop"), number=2)
    c = checked(make_campaign(first, second))
    assert rules_of(c.problems) == ["MI-R01"] and c.problems[0].pos.file.endswith("02.yaml")


def test_MI_R02_a_later_tile_needs_the_same_symbol_on_a_shared_side(make_campaign, checked):
    legal = checked(make_campaign(episode(R(1, Ana=HOUSES_ON_A1_A2, Ben="stop"), R(2, Ana="{B1: field, B2: house}"))))
    assert not legal.problems


def test_MI_R02_touching_an_earlier_tile_with_other_symbols_is_not_enough(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana=HOUSES_ON_A1_A2, Ben="stop"), R(9, Ana="{B1: wall, B2: field}"))))
    assert rules_of(c.problems) == ["MI-R02"]
    assert "same symbol" in str(c.problems[0].message)


def test_MI_R03_tiles_never_overlap(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana=HOUSES_ON_A1_A2, Ben="stop"), R(3, Ana="{A2: house, A3: house, A4: house}"))))
    assert rules_of(c.problems) == ["MI-R03"]
    assert "A2 is already covered" in str(c.problems[0].message)


def test_MI_R03_every_space_of_a_tile_lies_on_the_island(make_campaign, checked):
    c = checked(make_campaign(episode(R(3, Ana="A6", Ben="stop"))))
    assert rules_of(c.problems) == ["MI-R03"]
    assert "not on the board" in str(c.problems[0].message)


def test_MI_R04_episode_one_covers_only_beach_and_heath(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana=HOUSES_ON_A1_A2, Ben="stop"), R(2, Ana="{B2: house, C3: field}"))))
    assert rules_of(c.problems) == ["MI-R04"]
    assert "rainforest" in str(c.problems[0].message)


def test_MI_E02_eternal_opens_palm_but_not_rainforest(make_campaign, checked):
    palm = checked(make_campaign(episode(R(7, Ana="{B6: path, B7: path}", Ben="stop"),
                                         R(13, Ana="{C5: path, C6: path, C7: path}"), rules="eternal"), mode="eternal"))
    assert not palm.problems
    forest = checked(make_campaign(episode(R(7, Ana="{B2: path, B1: path}", Ben="stop"),
                                           R(13, Ana="{C2: path, C3: path, C4: path}"), rules="eternal"),
                                   mode="eternal", slug="forest"))
    assert rules_of(forest.problems) == ["MI-E02"]


def test_MI_E01_an_eternal_deck_holds_only_its_cards(make_campaign, checked):
    """MI-E01: a ruleset's deck lists the cards in play; any other card is refused."""
    text = ("episode: 1\nrules: {name: Base deck, buildable: [beach, heath], deck: [1, 2, 3]}\nrounds:\n"
            + R(4, Ana="pass", Ben="pass"))
    c = checked(make_campaign(text))
    assert rules_of(c.problems) == ["LG-02"] and "not in this episode's deck" in str(c.problems[0].message)


# --- scoring, episode 1 -------------------------------------------------------------------------

def test_MI_R05_each_house_on_a_beach_scores_one_at_once(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana=HOUSES_ON_A1_A2, Ben="stop"), R(6, Ana="{B1: house, B2: field, B3: field}"))))
    assert points(ana(c), "MI-R05") == [(1, 2), (2, 1)]


def test_MI_R05_houses_on_heath_and_other_symbols_on_beach_score_nothing(make_campaign, checked):
    c = checked(make_campaign(episode(R(2, Ana="{A2: field, B2: house}", Ben="stop"))))
    assert points(ana(c), "MI-R05") == []


def test_MI_R06_each_visible_beach_costs_one_at_the_end_heath_costs_nothing(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana=HOUSES_ON_A1_A2, Ben="stop"), R(2, Ana="stop"))))
    assert points(ana(c), "MI-R06") == [(None, -20)]  # 22 beaches, 2 covered; 16 heath ignored
    assert ana(c).token == 0 and ana(c).debt == 8


# --- scoring, Eternal game ------------------------------------------------------------------

def test_MI_E03_a_group_of_five_houses_scores_three_once(make_campaign, checked):
    c = checked(make_campaign(episode(
        R(3, Ana="{A1: house, A2: house, A3: house}", Ben="stop"),
        R(1, Ana="{A4: house, A5: house}"),           # the village reaches 5: +3
        R(5, Ana="{A6: house, B5: house, B6: house}"),  # it grows to 8: nothing more
        rules="eternal"), mode="eternal"))
    assert points(ana(c), "MI-E03") == [(2, 3)]


def test_MI_E03_joining_two_scored_groups_scores_nothing_and_takes_nothing_back(tiny_board, eternal):
    island = Island(tiny_board)
    memory: set = set()

    def place(*names: str) -> list:
        cells = {tiny_board.grid.parse(n): "house" for n in names}
        island.place(Piece("t", tuple((c, "house") for c in cells)), cells)
        return score(eternal.immediate[1], Scene(island, eternal, tuple(cells), memory))

    assert [p for p, _ in place("A1", "A2", "A3", "B1", "B2")] == [3]
    assert [p for p, _ in place("A5", "A6", "A7", "B6", "B7")] == [3]
    assert place("A4") == []  # one village of 11 now: nothing more, nothing taken back


def test_MI_E04_a_road_from_a_statue_to_the_beach_scores_five_at_once(make_campaign, checked):
    """The statue on C3 touches B2; paths on B2 and the beach B1 link it to the sea."""
    c = checked(make_campaign(episode(R(7, Ana="{B1: path, B2: path}", Ben="stop"), rules="eternal"), mode="eternal"))
    assert points(ana(c), "MI-E04") == [(1, 5)]


def test_MI_E04_a_road_that_does_not_reach_the_beach_scores_nothing(make_campaign, checked):
    c = checked(make_campaign(episode(R(14, Ana="{A2: house, B2: path}", Ben="stop"), rules="eternal"), mode="eternal"))
    assert points(ana(c), "MI-E04") == []


def test_MI_E04_each_statue_scores_once(make_campaign, checked):
    c = checked(make_campaign(episode(R(7, Ana="{B1: path, B2: path}", Ben="stop"),
                                      R(13, Ana="{B3: path, B4: path, B5: path}"), rules="eternal"), mode="eternal"))
    assert points(ana(c), "MI-E04") == [(1, 5)]


def test_MI_E05_largest_group_of_each_symbol_scores_five_and_ties_all_score(make_campaign, checked):
    c = checked(make_campaign(episode(
        R(3, Ana="{A1: house, A2: house, A3: house}", Ben="{A5: house, A6: house, A7: house}"),
        R(4, Ana="stop", Ben="{B5: field, B6: field, B7: field}"),
        R(8, Ben="stop"),
        rules="eternal"), mode="eternal"))
    e = c.result.episodes[0]
    bonus = {p.name: [i.facts["symbol"] for i in p.items if i.rule == "MI-E05"] for p in e.players}
    assert bonus == {"Ana": ["house"], "Ben": ["field", "house"]}


def test_MI_E06_eternal_visible_beach_costs_one_each(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana=HOUSES_ON_A1_A2, Ben="stop"), R(2, Ana="stop"), rules="eternal"),
                              mode="eternal"))
    assert points(ana(c), "MI-E06") == [(None, -20)]


def test_a_ruleset_may_only_cite_rule_ids_of_the_registry(make_campaign, checked):
    """A group's ruleset that cites an unknown ID is refused: every citation points to content/rules.yaml."""
    text = ("episode: 1\nrules: {name: Ours, buildable: [beach], cite: {terrain: MI-R99}}\nrounds:\n"
            + R(1, Ana="pass", Ben="stop"))
    c = checked(make_campaign(text))
    assert [str(p.message) for p in c.problems] == ["rule 'MI-R99' is neither in the rule registry nor in this ruleset's own_rules (did you mean 'MI-R07'?)"]
