"""MI-E07: the rulebook's Eternal-game example, reproduced as a real two-player log.

Ana's island (tests/fixtures/my-island/boards/e07.yaml) has a beach ring, heath, palms and a
rainforest with 4 statues: D3 and F3 share the heath space E3, D8 and F8 share E9. She walls the
north-west beach, builds one village along the north beach and another on the east and south
beaches, one farm in the north-east and one along the south and west beaches, and lays two short
roads to the sea, E1-E3 (west) and E9-E10 (east). Ben builds a bigger fortification and a longer
path system, then stops, so the largest-wall and largest-path bonuses are his.
"""

from __future__ import annotations

from generator.geometry import grid_for

E07_EPISODE = """
    episode: 1
    rules: eternal
    rounds:
      - card: 1                                   # four walls on the north beach (both start on the beach)
        Ana: {A1: wall, A2: wall, A3: wall, A4: wall}
        Ben: {A7: wall, A8: wall, A9: wall, A10: wall}
      - card: 2                                   # Ana passes (-1); Ben: fortification of 5 (+3), road
        Ana: pass                                 #   C10-D9-E9 from statues D8 and F8 to the sea (+10)
        Ben: {B10: wall, C10: path, D9: path, E9: path}
      - card: 3                                   # Ana: fifth wall, fortification (+3), a lone path, a house
        Ana: {A5: wall, B5: path, A6: house}      # Ben: sixth wall, fourth path, then he stops
        Ben: {B8: wall, C9: path, B9: house}
      - card: 4                                   # first village A6-A10 (+3)
        Ana: {A7: house, A8: house, A9: house, A10: house}
        Ben: stop
      - card: 5                                   # the village grows (nothing); a farm begins
        Ana: {B10: house, B9: field, C10: field, C9: field}
      - card: 6                                   # first farm B9-D10 (+3); road E9-E10 from D8 and F8 (+10)
        Ana: {D9: field, D10: field, E9: path, E10: path}
      - card: 7                                   # the road reaches F9; a second village begins at F10
        Ana: {F9: path, F10: house, G10: house, H10: house}
      - card: 8                                   # second village F10-I9 (+3); a second farm begins
        Ana: {I7: field, I8: field, I9: house, I10: house}
      - card: 9                                   # second farm I3-I8 (+3)
        Ana: {I3: field, I4: field, I5: field, I6: field}
      - card: 10                                  # the farm grows round the south-west corner (nothing)
        Ana: {G1: field, H1: field, I2: field, I1: field}
      - card: 11                                  # road E1-E3 from D3 and F3 to the sea (+10)
        Ana: {F1: field, E1: path, E2: path, E3: path}
      - card: 12                                  # Ana ends participation (LG-05): the episode is over
        Ana: stop
    """


def by_rule(player) -> dict[str, tuple[int, int]]:
    """Points and number of items per rule ID."""
    sums: dict[str, tuple[int, int]] = {}
    for item in player.items:
        points, count = sums.get(item.rule, (0, 0))
        sums[item.rule] = (points + item.points, count + 1)
    return sums


def run(make_campaign, checked):
    c = checked(make_campaign(E07_EPISODE, mode="eternal", board="e07", pieces="e07"))
    assert not c.result.episodes[0].problems
    return c.result.episodes[0]


def test_MI_E07_rulebook_example_token_51(make_campaign, checked):
    """MI-E07: villages, farms and a fortification +15, 4 roads +20, a pass -1, largest village
    and farm +10, 3 beaches visible -3: 41 gained, token 10 + 41 = 51."""
    episode = run(make_campaign, checked)
    assert episode.complete
    ana = episode.players[0]
    assert ana.token == 51
    assert by_rule(ana) == {"MI-E03": (15, 5), "MI-E04": (20, 4), "LG-03": (-1, 1),
                            "MI-E05": (10, 2), "MI-E06": (-3, 1)}
    assert ana.passes == 1 and ana.debt == 0 and not ana.cap_circle
    assert ana.rank == 1


def test_MI_E03_two_villages_two_farms_one_fortification_once_each(make_campaign, checked):
    """MI-E03: each group of 5+ scores +3 once, when completed; growing it scores nothing more."""
    ana = run(make_campaign, checked).players[0]
    groups = [(item.round, item.facts["symbol"]) for item in ana.items if item.rule == "MI-E03"]
    assert groups == [(3, "wall"), (4, "house"), (6, "field"), (8, "house"), (9, "field")]
    assert all(item.points == 3 for item in ana.items if item.rule == "MI-E03")


def test_MI_E04_roads_from_all_four_statues(make_campaign, checked):
    """MI-E04: E9-E10 links statues D8 and F8 to the sea, E1-E3 links D3 and F3: +5 each."""
    ana = run(make_campaign, checked).players[0]
    grid = grid_for("hex")
    roads = {(item.round, grid.name(item.facts["cells"][0])) for item in ana.items if item.rule == "MI-E04"}
    assert roads == {(6, "D8"), (6, "F8"), (11, "D3"), (11, "F3")}
    assert all(item.points == 5 for item in ana.items if item.rule == "MI-E04")


def test_MI_E05_largest_village_and_farm_are_Anas_wall_and_path_are_Bens(make_campaign, checked):
    """MI-E05: +5 per largest group; Ben's 6 walls beat Ana's 5 and his 4 paths her 3,
    while his single house and no field lose to her village of 6 and farm of 11."""
    ana, ben = run(make_campaign, checked).players
    largest = {p.name: {item.facts["symbol"]: item.facts["count"] for item in p.items if item.rule == "MI-E05"}
               for p in (ana, ben)}
    assert largest == {"Ana": {"field": 11, "house": 6}, "Ben": {"wall": 6, "path": 4}}


def test_MI_E06_three_beaches_visible(make_campaign, checked):
    """MI-E06: -1 per visible beach space; Ana leaves B1, C1 and D1 open."""
    episode = run(make_campaign, checked)
    ana = episode.players[0]
    grid = episode.players[0].board.grid
    beach = [item for item in ana.items if item.rule == "MI-E06"]
    assert [item.points for item in beach] == [-3]
    assert sorted(grid.name(c) for c in beach[0].facts["cells"]) == ["B1", "C1", "D1"]
