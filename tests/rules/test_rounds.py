"""The round structure shared by both games (LG-02..LG-06)."""

from __future__ import annotations

from helpers import R, episode, rules_of


def test_LG_02_every_player_still_in_acts_each_round(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana="{A1: house, A2: house}"))))
    assert rules_of(c.problems) == ["LG-02"]
    assert c.problems[0].player == "Ben" and "no action in this round" in str(c.problems[0].message)
    assert c.problems[0].round == 1


def test_LG_02_a_card_is_revealed_once_per_episode(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana="{A1: house, A2: house}", Ben="stop"), R(1, Ana="pass"))))
    assert rules_of(c.problems) == ["LG-02"]
    assert "already revealed in round 1" in str(c.problems[0].message)


def test_LG_03_a_pass_costs_one_point_at_once_and_the_player_stays_in(make_campaign, checked):
    c = checked(make_campaign(episode(
        R(1, Ana="pass", Ben="stop"), R(2, Ana="pass"), R(3, Ana="{A1: house, A2: house, A3: house}"))))
    assert not c.problems
    ana = c.result.episodes[0].players[0]
    passes = [(i.round, i.points, i.rule) for i in ana.items if i.kind == "pass"]
    assert passes == [(1, -1, "LG-03"), (2, -1, "LG-03")]
    assert ana.passes == 2 and ana.stopped is None


def test_LG_04_no_pass_with_the_token_on_zero(make_campaign, checked):
    rounds = [R(1, Ana="pass", Ben="stop")] + [R(card, Ana="pass") for card in range(2, 12)]
    c = checked(make_campaign(episode(*rounds)))
    assert rules_of(c.problems) == ["LG-04"]
    assert c.problems[0].round == 11 and c.problems[0].player == "Ana"


def test_LG_04_with_the_token_on_zero_stopping_is_allowed(make_campaign, checked):
    rounds = [R(1, Ana="pass", Ben="stop")] + [R(card, Ana="pass") for card in range(2, 11)] + [R(11, Ana="stop")]
    assert not checked(make_campaign(episode(*rounds, extra="tiebreak: [Ana, Ben]\n"))).problems


def test_LG_05_ending_participation_is_free_and_final(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana="stop", Ben="{A1: house, A2: house}"), R(2, Ana="pass", Ben="pass"))))
    assert rules_of(c.problems) == ["LG-05"]
    ana = c.result.episodes[0].players[0]
    assert [i for i in ana.items if i.round is not None] == []  # the stop itself cost nothing


def test_LG_05_a_stopped_player_is_simply_absent_from_later_rounds(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana="stop", Ben="{A1: house, A2: house}"), R(2, Ben="stop"))))
    assert not c.problems
    assert c.result.episodes[0].players[0].stopped == 1


def test_LG_06_the_episode_ends_when_everyone_has_stopped(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana="stop", Ben="stop"), R(2, Ana="pass"), extra="tiebreak: [Ana, Ben]\n")))
    assert rules_of(c.problems) == ["LG-06"]


def test_LG_06_the_episode_ends_when_the_deck_is_exhausted(make_campaign, checked):
    """A deck of three cards: after three rounds the episode is over and scored, players still in."""
    deck = "rules:\n  name: Short deck\n  buildable: [beach, heath]\n  deck: [1, 2, 3]\n  end: [{kind: visible-terrain, terrain: beach, points: -1}]\n"
    text = "episode: 1\n" + deck + "rounds:\n" + R(1, Ana="pass", Ben="pass") + R(2, Ana="pass", Ben="pass") + R(3, Ana="pass", Ben="pass")
    text += "tiebreak: [Ana, Ben]\n"
    c = checked(make_campaign(text))
    assert not c.problems
    e = c.result.episodes[0]
    assert e.complete and all(p.rank for p in e.players)


def test_LG_06_an_earlier_episode_cannot_stop_while_players_are_still_in(make_campaign, checked):
    first = episode(R(1, Ana="{A1: house, A2: house}", Ben="stop"))
    second = episode(R(1, Ana="stop", Ben="stop"), number=2, extra="tiebreak: [Ana, Ben]\n")
    c = checked(make_campaign(first, second))
    assert rules_of(c.problems) == ["LG-06"]
    assert "Ana still playing" in str(c.problems[0].message)


def test_LG_06_the_last_episode_may_still_be_in_progress(make_campaign, checked):
    c = checked(make_campaign(episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"))))
    assert not c.problems
    e = c.result.episodes[0]
    assert not e.complete and [p.rank for p in e.players] == [None, None]
    assert [p.token for p in e.players] == [12, 9]  # immediate points only, no end scoring yet


def test_LG_06_the_engine_says_when_the_episode_is_over_and_who_is_still_in(make_campaign, checked):
    """What table mode and `moves` ask the engine rather than work out again: the cards left, who
    still plays, and whether the episode is over (LG-06: everyone stopped, or the deck ran out)."""
    deck = "rules:\n  name: Short deck\n  buildable: [beach, heath]\n  deck: [1, 2, 3]\n  end: []\n"
    playing = checked(make_campaign("episode: 1\n" + deck + "rounds:\n" + R(2, Ana="stop", Ben="pass"), slug="a")).result.episodes[0]
    assert (playing.revealed, playing.cards_left(), playing.still_playing(), playing.over) == (("2",), ["1", "3"], ["Ben"], False)
    text = "episode: 1\n" + deck + "rounds:\n" + R(2, Ana="stop", Ben="pass") + R(1, Ben="pass") + R(3, Ben="pass")
    ran_out = checked(make_campaign(text, slug="b")).result.episodes[0]
    assert ran_out.over and ran_out.cards_left() == [] and ran_out.still_playing() == ["Ben"]
    stopped = checked(make_campaign(episode(R(1, Ana="stop", Ben="stop"), extra="tiebreak: [Ana, Ben]\n"), slug="c")).result.episodes[0]
    assert stopped.over and stopped.still_playing() == [] and len(stopped.cards_left()) == len(stopped.deck) - 1
