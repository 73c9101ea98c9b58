"""Assessment (LG-09..LG-11, C-2), the cap circle (LG-07) and the campaign across episodes
(LG-01, LG-08, LG-12..LG-15)."""

from __future__ import annotations

import json

from helpers import R, episode, rules_of

NO_END = "rules: {name: Houses only, buildable: [beach, heath], first_piece: {covers: beach}, adjacency: matching-symbol, immediate: [{kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}]}\n"
THREE = "[{name: Ana}, {name: Ben}, {name: Cloe}]"


def short(*rounds: str, extra: str = "", number: int = 1) -> str:
    return f"episode: {number}\n" + NO_END + "rounds:\n" + "".join(rounds) + extra


def players(c, episode: int = 1):  # type: ignore[no-untyped-def]
    return {p.name: p for p in c.result.episodes[episode - 1].players}


def test_LG_09_with_three_players_first_colours_two_circles_second_one(make_campaign, checked):
    c = checked(make_campaign(short(
        R(1, Ana="{A1: house, A2: house}", Ben="{A5: house, B5: house}", Cloe="stop"),
        R(3, Ana="stop", Ben="stop")), players=THREE))
    assert not c.problems
    assert {n: (p.rank, p.circles) for n, p in players(c).items()} == {"Ana": (1, 2), "Ben": (2, 1), "Cloe": (3, 0)}


def test_LG_10_with_two_players_the_second_colours_nothing(make_campaign, checked):
    c = checked(make_campaign(short(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(3, Ana="stop"))))
    assert {n: (p.rank, p.circles) for n, p in players(c).items()} == {"Ana": (1, 2), "Ben": (2, 0)}


def test_LG_11_a_tie_goes_to_fewer_open_spaces_in_the_top_row(make_campaign, checked):
    """Both end on 12; Ana covered two spaces of row A, Ben two of row F: Ana ranks first."""
    c = checked(make_campaign(short(R(1, Ana="{A1: house, A2: house}", Ben="{F1: house, F2: house}"),
                                    R(3, Ana="stop", Ben="stop"))))
    assert not c.problems
    p = players(c)
    assert p["Ana"].token == p["Ben"].token == 12
    assert (p["Ana"].rank, p["Ben"].rank) == (1, 2)
    assert p["Ana"].open_rows[0] == 5 and p["Ben"].open_rows[0] == 7


def test_LG_11_equal_top_rows_are_separated_by_the_next_row_down(make_campaign, checked):
    c = checked(make_campaign(short(R(2, Ana="{A2: field, B2: house}", Ben="{A7: field, B6: house}"),
                                    R(3, Ana="stop", Ben="{B3: house, B4: house, B5: house}"),
                                    R(4, Ben="stop"))))
    p = players(c)
    assert p["Ana"].token == p["Ben"].token == 10
    assert (p["Ben"].rank, p["Ana"].rank) == (1, 2)


def test_C_2_an_unbreakable_tie_must_be_settled_in_the_log(make_campaign, checked):
    rounds = (R(1, Ana="{A1: house, A2: house}", Ben="{A6: house, A7: house}"), R(3, Ana="stop", Ben="stop"))
    c = checked(make_campaign(short(*rounds)))
    assert rules_of(c.problems) == ["C-2"]
    assert "Ana and Ben are tied" in str(c.problems[0].message)
    settled = checked(make_campaign(short(*rounds, extra="tiebreak: [Ben, Ana]\n"), slug="settled"))
    assert not settled.problems
    assert [(p.name, p.rank) for p in settled.result.episodes[0].players] == [("Ana", 2), ("Ben", 1)]


def test_C_2_a_tiebreak_between_players_who_are_not_tied_is_only_a_warning(make_campaign, checked):
    """LG-11 separates them, so the log's tiebreak is ignored: the ranks follow the points."""
    c = checked(make_campaign(short(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(3, Ana="stop"),
                                    extra="tiebreak: [Ben, Ana]\n")))
    assert not c.problems
    assert rules_of(c.warnings) == ["C-2"]
    assert [(p.name, p.rank) for p in c.result.episodes[0].players] == [("Ana", 1), ("Ben", 2)]


def test_LG_07_reaching_the_cap_colours_a_circle_on_top_of_the_rank(make_campaign, checked, cli):
    folder = make_campaign(short(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(3, Ana="stop"),
                                 extra="adjustments: [{player: Ana, points: 50, reason: big bonus}]\n"))
    p = players(checked(folder))["Ana"]
    assert (p.token, p.cap_circle, p.circles) == (55, True, 3)
    data = json.loads(cli("score", folder, "--json").stdout)
    ana = data["episodes"][0]["players"][0]
    assert (ana["token"], ana["circles"]) == (55, 3)
    assert data["standings"][0] == {"name": "Ana", "circles": 3, "rank": 1, "wins": 1}


def test_LG_01_every_episode_starts_on_ten(make_campaign, checked):
    first = short(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(3, Ana="{A3: house, A4: house, A5: house}"),
                  R(4, Ana="stop"))
    second = short(R(1, Ana="stop", Ben="pass"), R(2, Ben="stop"), number=2)
    c = checked(make_campaign(first, second))
    assert players(c, 1)["Ana"].token == 15
    assert players(c, 2)["Ana"].token == 10 and players(c, 2)["Ben"].token == 9


def test_LG_08_debt_survives_into_the_next_episode_and_is_paid_from_gains(make_campaign, checked):
    first = episode(R(1, Ana="{A1: house, A2: house}", Ben="{A6: house, A7: house}"), R(2, Ana="stop", Ben="stop"),
                    extra="tiebreak: [Ana, Ben]\n")
    second = short(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(2, Ana="stop"), number=2)
    c = checked(make_campaign(first, second))
    assert not c.problems
    assert (players(c, 1)["Ana"].token, players(c, 1)["Ana"].debt) == (0, 8)
    ana = players(c, 2)["Ana"]
    assert ana.debt_before == 8
    assert [(i.kind, i.points) for i in ana.items] == [("symbol-on-terrain", 2), ("repaid", -2)]
    assert (ana.token, ana.debt) == (10, 6)


def test_LG_08_the_eternal_game_carries_no_debt_between_plays(make_campaign, checked):
    first = episode(R(1, Ana="{A1: house, A2: house}", Ben="{A6: house, A7: house}"), R(2, Ana="stop", Ben="stop"),
                    extra="tiebreak: [Ana, Ben]\n", rules="eternal")
    second = episode(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(2, Ana="stop"), number=2, rules="eternal")
    c = checked(make_campaign(first, second, mode="eternal"))
    assert players(c, 2)["Ana"].debt_before == 0


def test_LG_12_pieces_never_carry_over_but_board_changes_do(make_campaign, checked):
    first = short(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(3, Ana="stop"),
                  extra="board_changes:\n  Ana: [{cell: B2, terrain: palm}, {cell: A4, add: statue}, {note: named the bay}]\n")
    second = short(R(1, Ana="{A1: house, A2: house}", Ben="stop"),    # A1, A2 are free again
                   R(2, Ana="{B1: field, B2: house}"), number=2)       # but B2 is palm now
    c = checked(make_campaign(first, second))
    assert rules_of(c.problems) == ["MI-R04"]
    board = players(c, 2)["Ana"].board
    assert board.terrain[board.grid.parse("B2")] == "palm"
    assert board.feature_count("statue", board.grid.parse("A4")) == 1
    assert players(c, 2)["Ben"].board.terrain[board.grid.parse("B2")] == "heath"  # only Ana's board changed


def test_LG_12_removing_a_feature_that_is_not_there_is_refused(make_campaign, checked):
    c = checked(make_campaign(short(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(3, Ana="stop"),
                                    extra="board_changes:\n  Ana: [{cell: B2, remove: statue}]\n")))
    assert rules_of(c.problems) == ["LG-12"]


def test_LG_12_a_terrain_change_to_the_terrain_a_space_has_is_refused_as_changing_nothing(make_campaign, checked):
    """A slip of the end-of-episode form (the terrain left as it was) must not log a change that is none."""
    c = checked(make_campaign(short(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(3, Ana="stop"),
                                    extra="board_changes:\n  Ana: [{cell: B2, terrain: heath}]\n")))
    assert rules_of(c.problems) == ["LG-12"] and "changes nothing" in str(c.problems[0])


def test_a_legacy_episode_under_the_eternal_games_rules_is_refused(make_campaign, checked):
    """The Eternal game is the board's back, a mode of its own: one slip in a list of rulesets must
    not score a legacy episode under its rules."""
    text = short(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(3, Ana="stop")).replace(NO_END, "rules: eternal\n")
    c = checked(make_campaign(text))
    assert any("for a campaign of \u201cmode: eternal\u201d" in str(p) for p in c.problems)


def test_LG_13_standings_total_the_circles_of_every_episode(make_campaign, checked):
    first = short(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(3, Ana="stop"))
    second = short(R(1, Ben="{A1: house, A2: house}", Ana="stop"), R(3, Ben="stop"), number=2)
    third = short(R(1, Ben="{A1: house, A2: house}", Ana="stop"), R(3, Ben="stop"), number=3)
    c = checked(make_campaign(first, second, third))
    assert [(s.name, s.circles, s.rank) for s in c.result.standings] == [("Ben", 4, 1), ("Ana", 2, 2)]


def test_LG_14_a_new_player_takes_over_the_seat_board_and_circles(make_campaign, checked):
    seats = "[{name: Ana}, {name: Ben, replaced_by: {name: Dana, from_episode: 2}}]"
    first = short(R(1, Ben="{A1: house, A2: house}", Ana="stop"), R(3, Ben="stop"),
                  extra="board_changes:\n  Ben: [{cell: B2, terrain: palm}]\n")
    second = short(R(1, Dana="{A1: house, A2: house}", Ana="stop"), R(3, Dana="stop"), number=2)
    c = checked(make_campaign(first, second, players=seats))
    assert not c.problems
    dana = players(c, 2)["Dana"]
    assert dana.board.terrain[dana.board.grid.parse("B2")] == "palm"
    assert [(s.name, s.circles) for s in c.result.standings] == [("Dana", 4), ("Ana", 0)]


def test_LG_14_the_replaced_player_no_longer_plays(make_campaign, checked):
    seats = "[{name: Ana}, {name: Ben, replaced_by: {name: Dana, from_episode: 2}}]"
    first = short(R(1, Ben="{A1: house, A2: house}", Ana="stop"), R(3, Ben="stop"))
    second = short(R(1, Ben="stop", Ana="stop"), number=2)
    c = checked(make_campaign(first, second, players=seats))
    assert "LG-14" in rules_of(c.problems)
    assert "Dana has this seat now" in next(str(p.message) for p in c.problems if p.rule == "LG-14")


def test_LG_15_immediate_points_carry_their_round_end_points_and_adjustments_none(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(3, Ana="stop"),
                                      extra="adjustments: [{player: Ana, points: 3, reason: lighthouse bonus}]\n")))
    items = [(i.round, i.rule, i.points) for i in players(c)["Ana"].items]
    assert items == [(1, "MI-R05", 2), (None, "MI-R06", -20), (None, "LG-08", 8), (None, "LG-15", 3), (None, "LG-08", -3)]
    assert players(c)["Ana"].items[3].facts["reason"] == "lighthouse bonus"
