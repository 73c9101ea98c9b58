"""The coach on positions worked out by hand (issue 32, part 1): in each game, a round whose best
alternative is plain to see, with the value the player's episode would have had (DESIGN.md "The coach")."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from generator import campaigns
from generator.analysis import PlayerAnalysis, analyse_episode, difference
from helpers import R, dedent, episode

FARM = """
    name: {en: Farms, es: Granjas, fr: Fermes}
    buildable: [beach, heath]
    first_piece: {covers: beach}
    adjacency: matching-symbol
    pass_points: -1
    immediate:
      - {kind: symbol-group, symbol: field, size: 3, points: 3}
    assessment: {first: 2, second: 1}
    """
"""A farm of three fields completed scores 3 (as MI-E03's, smaller): nothing else scores."""

MINI_ISLAND = """
    game: my-island
    name: Two rows
    legend: {b: beach, h: heath}
    map: |
      b h h
       h h b
    """
"""   1  2  3
   A  b  h  h
   B    h  h  b     two beaches: A1, and B3 beside A3 and B2."""


def analysed(folder: Path, player: str = "Ana") -> tuple[campaigns.Checked, PlayerAnalysis]:
    checked = campaigns.check(folder)
    assert checked.campaign and checked.result and not checked.problems, [str(p.message) for p in checked.problems]
    found = analyse_episode(checked.campaign, checked.result, 1, [player])
    return checked, found.players[0]


def names(checked: campaigns.Checked, cells: tuple[tuple[int, int], ...]) -> set[str]:
    assert checked.campaign
    return {checked.campaign.board.grid.name(c) for c in cells}


def test_MI_E03_completing_a_farm_is_the_best_alternative(make_campaign: Callable[..., Path]) -> None:
    """Ana's field is on A1 (card 2: field A1, house A2). In round 2 she put card 6 (house, field, field) on
    A3, its house beside hers and its fields away on A4-A5: no farm, 10 points. Turned to lie on B1-B3, its
    two fields join A1's into a farm of three: 3 more (13)."""
    folder = make_campaign(episode(R(2, Ana="A1", Ben="stop"), R(6, Ana="A3"), R(1, Ana="stop"), rules="rules/farm.yaml"),
                           rules={"farm": FARM})
    checked, ana = analysed(folder)
    second = ana.rounds[1]
    assert (second.round, second.action.text, second.value) == (2, "A3r0", 10)
    assert second.best_value == 13 and second.lost == 3
    assert names(checked, second.best_action.cells) == {"B1", "B2", "B3"}
    gained, lost = difference(ana.items, second.best_items)
    # A farm of three is the group's own entry, not MI-E03's farm of five: it cites LG-15 (RULES.md, citations).
    assert [(i.rule, i.points, i.facts["count"]) for i in gained] == [("LG-15", 3, 3)] and lost == []


def test_MI_R06_covering_the_last_beach_is_the_best_alternative(make_campaign: Callable[..., Path]) -> None:
    """Two beaches: Ana's houses cover A1 (+1, MI-R05). In round 2 she put card 14 (house, path) on B1-B2,
    leaving B3's beach visible (-1 at the end, MI-R06): 10. With its house on A3 beside hers and its path
    turned onto B3, no beach is left: 11."""
    folder = make_campaign(episode(R(1, Ana="A1", Ben="stop"), R(14, Ana="B1"), R(3, Ana="stop")), board="tiny")
    (folder / "boards" / "tiny.yaml").write_text(dedent(MINI_ISLAND), encoding="utf-8")
    checked, ana = analysed(folder)
    second = ana.rounds[1]
    assert (second.value, second.best_value) == (10, 11)
    assert (second.best_action.text, names(checked, second.best_action.cells)) == ("A3r1", {"A3", "B3"})
    gained, lost = difference(ana.items, second.best_items)
    assert gained == [] and [(i.rule, i.points, i.facts["cells"]) for i in lost] == [("MI-R06", -1, [(2, 1)])]


def test_MC_R03_the_first_building_by_the_river_off_the_trees(make_campaign: Callable[..., Path]) -> None:
    """Tiny city, base rules (MC-R06 at the end: +1 a visible tree, -1 a visible rock, -1 an empty green space).
    Ana's first building, Y1, went along the river on B2-B3, covering B2's two trees: 10 +1 (E5's tree) -2
    (D2's rocks) -18 (empty spaces) = -9. Set on A2-A3 instead, the first of the placements in reading order
    that are still by the river (A3|A4, MC-R03) and off the trees, it keeps B2's two: -7. Stopping at once
    would leave 20 empty spaces: -9; passing, -10. With the cards that came, the best also builds R1 in round
    2, on D2's rocks (beside the first building): 10 +3 -0 -16 = -3."""
    folder = make_campaign(episode(R("Y1", Ana="B2", Ben="stop"), R("R1", Ana="stop")), game="my-city")
    checked, ana = analysed(folder)
    first = ana.rounds[0]
    assert (first.value, first.best_value, first.best_action.text) == (-9, -7, "A2r0")
    assert names(checked, first.best_action.cells) == {"A2", "A3"}
    assert (ana.played, ana.best, ana.searched) == (-9, -3, "exhaustive")
    assert "D2" in names(checked, ana.plan[1].action.cells)


def test_LG_03_a_later_placement_that_no_longer_fits_becomes_a_pass(make_campaign: Callable[..., Path]) -> None:
    """Had Ana put her first houses on B2-B3 (beach B3), her logged round 2 tile (house B1, path B2) would overlap
    them: the analysis counts a pass there (LG-03, -1; the rules would allow a stop too), and the round says so."""
    from generator.rules.solo import Solo

    folder = make_campaign(episode(R(1, Ana="A1", Ben="stop"), R(14, Ana="B1"), R(3, Ana="stop")), board="tiny")
    (folder / "boards" / "tiny.yaml").write_text(dedent(MINI_ISLAND), encoding="utf-8")
    checked = campaigns.check(folder)
    assert checked.campaign and checked.result and not checked.problems
    solo = Solo(checked.result.episodes[0], checked.campaign.game, checked.campaign.catalogue, "Ana")
    pos = solo.start()
    there = next(m for m in solo.choices(pos) if not isinstance(m, str) and names(checked, tuple(m.cells)) == {"B2", "B3"})
    solo.play(pos, there)
    solo.play_out(pos)
    assert pos.forced == ((2, "pass"),)
    assert solo.finish(pos) == 10 + 1 - 1 - 1  # a house on B3's beach (MI-R05), the forced pass, A1's beach visible (MI-R06)
