"""The words chapters keep needing (issue 31): once, bounds and comparisons, a counter's value as a
condition and set, pieces counted in groups, first decided at the episode's end, helper counters,
and passes that cite only what they are about. Points are worked out by hand on the tiny test city
with banks (tests/test_envelope_rules.py draws it: gold veins A2 E4, a double tree on B2, a tree on
E5, a double rock on D2, a well on D3; Y1 R1 B1 horizontal dominoes, Y2 a vertical one). LG-15, C-1.
"""

from __future__ import annotations

from helpers import ENDED, FISH, R, ep, items, me, only_problem

THREE = "[{name: Ana}, {name: Ben}, {name: Cloe}]"


def points(c, player: str, episode: int = 1) -> list[tuple[int | None, int]]:  # type: ignore[no-untyped-def]
    """The items that moved the token: (round, points), round None at the end."""
    return [(r, p) for r, p, _rule in items(c, player, episode) if p]


def test_once_each_pays_a_tree_the_first_time_a_building_stands_next_to_it(chapter, checked):
    """Round 1: Ana's Y1 on A2 A3 stands next to the double tree B2: +2 (a double tree counts 2).
    Round 2: her R2 on B3 C3 is next to B2 again: nothing, B2 was paid. Without once: each an
    immediate count looks only at the spaces just covered, and B2 is never one of them."""
    rules = "immediate:\n  - {kind: count, count: features, where: {feature: tree, next_to: {covered: true}}, once: each, points: 1}\n"
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A4"), R("R2", Ana="B3", Ben="stop"), R("C1", Ana="stop"))))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert points(c, "Ana") == [(1, 2)] and points(c, "Ben") == []


def test_a_counter_as_a_condition_and_set_back_to_0(chapter, checked):
    """Every building adds a fish; a building placed while Ana holds 2 fish or more scores 2 and
    empties the basket: round 1 fish 1, round 2 fish 2 (+2, back to 0), round 3 fish 1."""
    rules = ("immediate:\n  - {kind: count, where: {piece: new}, count: pieces, add: {fish: 1}}\n"
             "  - {kind: count, where: {piece: new}, count: pieces, points: 2, if: {counter: fish, at_least: 2}, "
             "set: {fish: 0}}\n")
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A4"), R("R1", Ana="B2", Ben="stop"), R("B1", Ana="C2"),
                                  R("C1", Ana="stop")), extra_campaign=FISH))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert points(c, "Ana") == [(2, 2)] and me(c, "Ana").counters == {"fish": 1}


def test_bounds_and_comparisons_at_most_exactly_fewest_and_the_second_most(chapter, checked):
    """Covered spaces at the end: Ana 4 (two dominoes), Ben 2, Cloe 0 (she stops at once).
    at_most 2: Ben and Cloe +1; exactly 0: Cloe +5; fewest: Cloe +2; most with rank 2: Ben +3."""
    rules = ("end:\n"
             "  - {kind: count, where: {covered: true}, at_most: 2, points: 1}\n"
             "  - {kind: count, where: {covered: true}, exactly: 0, points: 5}\n"
             "  - {kind: count, where: {covered: true}, fewest: true, points: 2}\n"
             "  - {kind: count, where: {covered: true}, most: true, rank: 2, points: 3}\n")
    log = ep(R("Y1", Ana="A2", Ben="A2", Cloe="stop"), R("R1", Ana="B2", Ben="stop"), R("C1", Ana="stop"),
             extra="tiebreak: [Ana, Ben, Cloe]\n")
    c = checked(chapter(rules, log, players=THREE))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert points(c, "Ana") == [] and points(c, "Ben") == [(None, 1), (None, 3)]
    assert points(c, "Cloe") == [(None, 1), (None, 5), (None, 2)]


def test_pieces_of_a_colour_counted_in_the_groups_that_touch_the_well(chapter, checked):
    """Ana's Y1 on C2 C3, R2 (vertical) on D2 E2 and R1 on B2 B3 make one group touching the well
    D3 (C3 and D2 are beside it) that holds 2 red buildings: +2. Counted per space it would be 4."""
    rules = ("end:\n  - {kind: groups, where: {covered: true}, touching: {next_to: {feature: well}}, per: piece, "
             "of: {colour: red}, points: 1}\n")
    log = ep(R("Y1", Ana="C2", Ben="stop"), R("R2", Ana="D2"), R("R1", Ana="B2"), R("C1", Ana="stop"))
    c = checked(chapter(rules, log))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert points(c, "Ana") == [(None, 2)]


def test_first_campaign_at_the_end_goes_to_every_player_of_the_first_episode_that_reaches_it(chapter, checked):
    """Both players end episode 1 on a gold vein: +4 each; in episode 2 nobody gets it again."""
    rules = "end:\n  - {kind: count, where: {feature: gold, covered: true}, first: campaign, points: 4}\n"
    one = ep(R("Y1", Ana="A2", Ben="A2"), ENDED)
    two = ep(R("Y1", Ana="A2", Ben="A2"), ENDED, number=2)
    c = checked(chapter(rules, one, two))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert points(c, "Ana", 1) == points(c, "Ben", 1) == [(None, 4)]
    assert points(c, "Ana", 2) == points(c, "Ben", 2) == []


def test_once_campaign_pays_a_player_once_across_episodes(chapter, checked):
    """'The first time you build on a gold vein': Ana in episode 1 (+2), not again in episode 2;
    Ben first in episode 2 (+2)."""
    rules = "immediate:\n  - {kind: count, where: {feature: gold, piece: new}, once: campaign, points: 2}\n"
    one = ep(R("Y1", Ana="A2", Ben="A4"), ENDED)
    two = ep(R("Y1", Ana="A2", Ben="A2"), ENDED, number=2)
    c = checked(chapter(rules, one, two))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert points(c, "Ana", 1) == [(1, 2)] and points(c, "Ana", 2) == []
    assert points(c, "Ben", 1) == [] and points(c, "Ben", 2) == [(1, 2)]


def test_a_helper_counter_stays_off_the_score_sheet(chapter, checked):
    """A hidden counter changes as the rules say, and the entries that only move it show no line."""
    helper = "vocabulary:\n  counters:\n    tally: {names: {en: tally}, hidden: true}\n"
    rules = ("immediate:\n  - {kind: count, where: {piece: new}, add: {tally: 1}}\n"
             "end:\n  - {kind: counter, counter: tally, at_least: 2, points: 3}\n")
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="stop"), R("C1", Ana="stop")), extra_campaign=helper))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert items(c, "Ana") == [(None, 3, "LG-15")] and me(c, "Ana").counters == {"tally": 2}


def test_an_ordinary_pass_cites_LG_03_and_only_a_changed_one_the_envelopes_rule(chapter, checked):
    """cite: {pass: CH5-1} relabels only a pass whose cost the ruleset changes; cite: {lacking: CH5-2}
    labels the free pass on a building Ana's set no longer holds (LG-12)."""
    own = "own_rules:\n  CH5-1: {en: Passing costs 2}\n  CH5-2: {en: A lost building is passed for free}\n"
    ordinary = checked(chapter("cite: {pass: CH5-1}\n" + own, ep(R("Y1", Ana="pass", Ben="A2"), ENDED)))
    assert not ordinary.problems, [str(p.message) for p in ordinary.problems]
    assert items(ordinary, "Ana") == [(1, -1, "LG-03")]
    dearer = checked(chapter("cite: {pass: CH5-1}\npass_points: -2\n" + own, ep(R("Y1", Ana="pass", Ben="A2"), ENDED),
                             slug="dearer"))
    assert items(dearer, "Ana") == [(1, -2, "CH5-1")]
    lost = "tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{piece: Y1, remove: true}]\n"
    free = checked(chapter("cite: {lacking: CH5-2}\n" + own, ep(R("Y1", Ana="A2", Ben="A2"), ENDED, extra=lost),
                           ep(R("Y1", Ana="pass", Ben="B2"), ENDED, number=2), slug="free"))
    assert not free.problems, [str(p.message) for p in free.problems]
    assert items(free, "Ana", 2) == [(1, 0, "CH5-2")]


WRONG = [
    ("{kind: count, where: {covered: true}, rank: 2, points: 1}", "end", "rank is the place of a comparison"),
    ("{kind: count, where: {covered: true}, fewest: true, points: 1}", "immediate", "fewest compares the players"),
    ("{kind: count, where: {covered: true}, exactly: 2, at_least: 1, points: 1}", "end", "exactly says the whole count"),
    ("{kind: count, where: {covered: true}, at_least: 5, at_most: 2, points: 1}", "end", "leave no count that scores"),
    ("{kind: count, where: {covered: true}, once: each, points: 1}", "end", "put this entry in immediate"),
    ("{kind: groups, where: {covered: true}, of: {colour: red}, points: 1}", "end", "write per: space or per: piece"),
    ("{kind: count, where: {covered: true}, set: {}, if: {counter: fish, at_least: 1}}", "end", "gives nothing"),
]


def test_words_that_cannot_work_together_are_refused_where_the_entry_is_written(chapter, checked):
    for entry, moment, words in WRONG:
        folder = chapter(f"{moment}:\n  - {entry}\n", ep(R("Y1", Ana="A2", Ben="A2"), ENDED), extra_campaign=FISH,
                         slug=f"wrong{WRONG.index((entry, moment, words))}")
        problem = only_problem(checked(folder))
        assert words in str(problem.message), (entry, str(problem.message))
        assert problem.pos.file.endswith("chapter.yaml") and problem.pos.line == 6


def test_next_to_nested_beyond_eight_is_refused_at_the_level_that_goes_too_deep(chapter, checked):
    """Each level costs one pass over the board now; nine levels is beyond what any chapter says."""
    deep = "{next_to: " * 9 + "{covered: true}" + "}" * 9
    problem = only_problem(checked(chapter(f"end:\n  - {{kind: count, where: {deep}, points: 1}}\n",
                                           ep(R("Y1", Ana="A2", Ben="A2"), ENDED))))
    assert "at most 8 deep" in str(problem.message) and problem.pos.line == 6


def test_a_feature_that_faces_a_way_looks_only_that_way_until_something_stops_it(chapter, checked):
    """The well D3 faces north (the board's `facing:`): at the end it sees C3 and B3, then Ana's
    building on A3 stops it: +2. After episode 1 Ana adds a well on E2 facing east (a board change):
    in episode 2 it sees E3 E4 E5 E6 as well, +4 more (the forest is a space it sees across)."""
    rules = "end:\n  - {kind: line, from: {feature: well}, through: {covered: false}, facing: true, points: 1}\n"
    turned = "tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{cell: E2, add: well, facing: east}]\n"
    folder = chapter(rules, ep(R("Y1", Ana="A2", Ben="stop"), R("C1", Ana="stop"), extra=turned),
                     ep(R("Y1", Ana="A2", Ben="stop"), R("C1", Ana="stop"), number=2))
    board = folder / "boards" / "banks.yaml"
    board.write_text(board.read_text(encoding="utf-8") + "facing: {D3: north}\n", encoding="utf-8")
    c = checked(folder)
    assert not c.problems, [str(p.message) for p in c.problems]
    assert points(c, "Ana", 1) == [(None, 2)] and points(c, "Ana", 2) == [(None, 6)]


def test_a_facing_is_a_direction_of_the_boards_grid(chapter, checked):
    folder = chapter("", ep(R("Y1", Ana="A2", Ben="A2"), ENDED))
    board = folder / "boards" / "banks.yaml"
    board.write_text(board.read_text(encoding="utf-8") + "facing: {D3: north-east}\n", encoding="utf-8")
    problem = only_problem(checked(folder))
    assert "unknown direction 'north-east'" in str(problem.message) and problem.pos.file.endswith("banks.yaml")


def test_an_entry_changes_the_board_for_good_after_the_episode_LG_12(chapter, checked):
    """A gold vein built on is mined out: after episode 1 the entry removes the gold from Ana's A2 and
    marks it claimed, as board changes would (listed with them); in episode 2 the claim scores 1 and
    the vein nothing more."""
    claimed = "vocabulary:\n  features:\n    claimed: {names: {en: claimed, es: reclamado, fr: revendiqué}}\n"
    rules = ("end:\n  - {kind: count, where: {feature: claimed}, points: 1}\n"
             "  - {kind: count, where: {feature: gold, covered: true}, points: 2, change: {remove: gold}}\n"
             "  - {kind: count, where: {feature: gold, covered: true}, change: {add: claimed}}\n")
    one = ep(R("Y1", Ana="A2", Ben="A4"), ENDED)
    two = ep(R("Y1", Ana="A2", Ben="A4"), ENDED, number=2)
    c = checked(chapter(rules, one, two, extra_campaign=claimed))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert points(c, "Ana", 1) == [(None, 2)] and points(c, "Ana", 2) == [(None, 1)]
    made = c.result.episodes[0].board_changes["Ana"]  # type: ignore[union-attr]
    assert [(c.campaign.board.grid.name(m.cell), m.add, m.remove) for m in made] == [  # type: ignore[union-attr]
        ("A2", None, "gold"), ("A2", "claimed", None)]
    assert "Ben" not in c.result.episodes[0].board_changes  # type: ignore[union-attr]


def test_a_double_symbol_is_its_symbol_for_adjacency_and_groups_and_counts_twice(make_campaign, checked):
    """A second wall sticker on tile 1's first space (double-wall, double_of: wall): placed beside a wall
    it meets MI-R02, the wall group it joins has 3 spaces, and the walls counted are 4."""
    rules = """
        name: Walls
        buildable: [beach, heath]
        first_piece: {covers: beach}
        adjacency: matching-symbol
        end:
          - {kind: count, where: {symbol: wall}, count: symbols, points: 1}
          - {kind: groups, where: {symbol: wall}, size: 3, points: 10}
        """
    folder = make_campaign(
        "episode: 1\nrules: walls\nrounds:\n"
        "  - card: 1\n    Ana: {A1: wall, A2: wall}\n    Ben: stop\n"
        "  - card: 2\n    Ana: {A3: double-wall, A4: house}\n"
        "  - card: 3\n    Ana: stop\n",
        rules={"walls": rules})
    with (folder / "campaign.yaml").open("a", encoding="utf-8") as f:
        f.write("vocabulary:\n  symbols:\n    double-wall: {names: {en: double wall}, glyph: W, double_of: wall}\n"
                "start:\n  episode: 1\n  players:\n    Ana: {changes: [{piece: '1', stickers: {'0,0': wall, '1,0': wall}},"
                " {piece: '2', stickers: {'0,0': double-wall, '1,0': house}}]}\n")
    c = checked(folder)
    assert not c.problems, [str(p.message) for p in c.problems]
    assert points(c, "Ana") == [(None, 4), (None, 10)]


def test_once_an_episode_gives_its_points_once_not_for_each_thing_counted(chapter, checked):
    """'+3 the first time you build on the west bank this episode': Ana's first building covers two
    spaces of it (+3, not +6), her second one more (nothing)."""
    rules = "immediate:\n  - {kind: count, where: {piece: new, region: west}, once: episode, points: 3}\n"
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="stop"), R("R1", Ana="B2"), R("C1", Ana="stop"))))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert points(c, "Ana") == [(1, 3)]


def test_an_entry_without_a_reason_reads_as_its_sentence_on_the_score_sheet_LG_15(chapter, checked):
    """The score sheet says an entry the group gave no `reason:` as `chronicle rules` reads it back,
    never as '1 × by the piece just placed, next to (by the previous piece)'; lower-case, as every reason
    is said mid-line (Spanish review 6, fault 3)."""
    from generator.report.explain import reason
    from generator.words.i18n import translator

    rules = "immediate:\n  - {kind: count, where: {next_to: {piece: previous}}, count: pieces, points: 2}\n"
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="stop"), R("Y2", Ana="B2"), R("C1", Ana="stop"))))
    assert not c.problems, [str(p.message) for p in c.problems]
    said = {lang: reason(me(c, "Ana").items[0], c.campaign.game, translator(lang)).replace("\xa0", " ")  # type: ignore[union-attr]
            for lang in ("en", "es", "fr")}
    assert said["en"] == "each building next to the previous building scores 2 points, once per building (1): B2"
    assert said["es"].startswith("cada edificio junto al edificio anterior da 2 puntos")
    assert said["fr"].startswith("chaque bâtiment à côté du bâtiment précédent rapporte 2 points")
    assert not any("×" in text or "(by the" in text for text in said.values())


def test_a_word_where_there_is_none_to_choose_says_so_rather_than_an_empty_list(chapter, checked):
    """My City has no symbols: `symbol: house` is refused in words, never '... expected one of ' and nothing."""
    problem = only_problem(checked(chapter("end:\n  - {kind: count, where: {symbol: house}, points: 1}\n",
                                           ep(R("Y1", Ana="A2", Ben="A2"), ENDED))))
    assert "My City has no symbols" in str(problem.message), str(problem.message)
    assert "expected one of" not in str(problem.message)


def test_misplaced_pieces_past_the_hint_budget_are_said_without_a_hint(chapter, checked, monkeypatch):
    """Each hint searches the board: past HINTS misplaced pieces in an episode, a message says what is
    wrong and no longer where the piece could go (MC-R03), so a log full of errors stays quick to check."""
    from generator.rules import episode

    monkeypatch.setattr(episode, "HINTS", 1)
    c = checked(chapter("", ep(R("Y1", Ana="D2", Ben="D2"), ENDED)))
    first, second = (str(p.message) for p in c.problems)
    assert "the nearest legal anchors are" in first and "along the river" in second
    assert "nearest" not in second and "rotation" not in second
