"""The rulebooks' worked examples, reproduced as real logs on islands where they happen."""

from __future__ import annotations

from generator.report.moves import options

R07_EPISODE = """
    episode: 1
    rules: legacy-1
    rounds:
      - card: 3                                   # three houses on the beach: +3
        Ana: {A1: house, A2: house, A3: house}
        Ben: stop
      - card: 5                                   # three more, next to the first houses: +3
        Ana: {B1: house, C1: house, C2: house}
      - card: 12
        Ana: pass                                 # -1
      - card: 2                                   # the seventh house on the beach: +1
        Ana: B4 r4
      - card: 9                                   # wall and field on the heath: nothing
        Ana: B2
      - card: 4                                   # a triple of fields: no room left, so she stops (0)
        Ana: stop
    """


def test_MI_R07_rulebook_example_token_14(make_campaign, checked):
    """MI-R07: 7 houses on beach (+7), a pass (-1), a stop (0), 2 beaches visible (-2): 14."""
    result = checked(make_campaign(R07_EPISODE, board="r07")).result
    ana = result.episodes[0].players[0]
    assert ana.token == 14
    by_rule = {}
    for item in ana.items:
        by_rule[item.rule] = by_rule.get(item.rule, 0) + item.points
    assert by_rule == {"MI-R05": 7, "LG-03": -1, "MI-R06": -2}
    assert ana.rank == 1 and ana.circles == 2


def test_MI_R07_the_triple_really_could_not_be_placed(make_campaign, checked):
    """MI-R07: when the triple was revealed, no legal placement existed on her island."""
    lines = R07_EPISODE.rstrip().splitlines()
    folder = make_campaign("\n".join(lines[:-2]) + "\n", board="r07")
    c = checked(folder)
    assert options(c.campaign, c.result, 1, "Ana", "4").placements == []
