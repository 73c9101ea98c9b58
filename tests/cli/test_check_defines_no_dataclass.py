"""A check's start-up compiles no methods (issue 35): the replay's and the reader's mutable states
(YAML nodes, islands, tokens, players, scenes, a group's kit) are plain slotted classes, not
dataclasses, whose decorator compiles an __init__, __repr__ and __eq__ from text for each class at
every run's start (3.6 ms of a 24-episode check): a check never imports dataclasses at all."""

from __future__ import annotations

from helpers import R, episode, modules_loaded

SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))


def test_a_check_never_imports_dataclasses(make_campaign):
    code, modules, said = modules_loaded("check", str(make_campaign(SCORED)))
    assert code == 0 and "dataclasses" not in modules, said


def test_the_replay_states_compare_and_show_as_before():
    """Tokens compare by value (the coach compares two tries' tokens, C-1), and a YAML node shows its
    fields (tests compare the trees the two readers make by their text)."""
    from generator.load.nodes import Node
    from generator.model import Pos
    from generator.rules.token import Token

    assert Token(3, 20, 1) == Token(3, 20, 1) and Token(3, 20) != Token(3, 20, capped=True)
    assert repr(Node(1, Pos("x.yaml", 2, 3))) == "Node(value=1, pos=%r, keys={}, block=False, indent=0)" % (Pos("x.yaml", 2, 3),)
