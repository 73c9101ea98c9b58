"""Envelope rules as data: each primitive of a ruleset's vocabulary (DESIGN.md "Envelope rules as
data"), with the points worked out by hand on the tiny test city with banks (fixtures/my-city/boards/
banks.yaml), and a log that must be refused with its own rule ID and position.

      1   2   3 | 4   5   6
  A   m   g$  g | g   g   f          $ gold vein, tt double tree, t tree,
  B   m   gtt g | g   g   f          oo double rock, w well, m mountain, f forest
  C   m   g   g | g   g   f          regions: west A2:E3, east A4:C5, south D4 D5 E4 E5
              --------
  D   m   goo gw  g   g   f
  E   m   g   g   g$  gt  f

Pieces (fixtures/my-city/pieces/tiny.yaml): Y1 R1 B1 a horizontal domino, Y2 R2 B2 a vertical one,
Y3 R3 B3 an L (anchor, east, south), C1 C2 churches.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from generator import campaigns
from helpers import BASE, ENDED, FISH, R, ep, episode, items, me, only_problem


def at_rules(checked: campaigns.Checked, problem, text: str) -> bool:  # type: ignore[no-untyped-def]
    """Whether `problem` is reported on the line of the chapter's ruleset that holds `text`."""
    path = Path(problem.pos.file)
    return path.name == "chapter.yaml" and problem.pos.line == line_of(path, text)


def line_of(path: Path, text: str) -> int:
    return next(n for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if text in line)




# --- placement: regions, what may not be covered, the first piece -------------------------------

BANK = """
may_not_cover: [{region: east}]
cite: {cover: CH3-1}
own_rules:
  CH3-1: {en: Only the west bank may be built on, es: Solo se construye en la orilla oeste}
"""


def test_may_not_cover_a_region_is_refused_with_the_envelopes_own_rule(chapter, checked):
    """A piece on the east bank breaks CH3-1 (the group's rule), reported at Ana's action of round 1."""
    folder = chapter(BANK, ep(R("Y1", Ana="A4   # the east bank", Ben="A2"), ENDED))
    problem = only_problem(checked(folder))
    assert (problem.rule, problem.player, problem.round) == ("CH3-1", "Ana", 1)
    assert problem.pos.line == line_of(folder / "episodes" / "01.yaml", "the east bank")
    assert "A4 and A5 may not be covered this episode (region 'east')" in str(problem.message)


def test_a_region_the_board_lacks_is_refused_at_the_ruleset(chapter, checked):
    folder = chapter("may_not_cover: [{region: sotuh}]\n", ep(R("Y1", Ana="A2", Ben="A2"), ENDED))
    problem = only_problem(checked(folder))
    assert at_rules(checked, problem, "may_not_cover")
    assert "no such region (did you mean 'south'?)" in str(problem.message)


def test_first_piece_covering_a_region_cites_the_games_first_piece_rule_MC_R03(chapter, checked):
    folder = chapter("first_piece: {covers: {region: south}}\n", ep(R("Y1", Ana="A2", Ben="D4"), ENDED))
    problem = only_problem(checked(folder))
    assert (problem.rule, problem.player) == ("MC-R03", "Ana")
    assert "must cover at least one space in the region 'south'" in str(problem.message)


def test_first_piece_next_to_a_feature(chapter, checked):
    """The first building must touch the well (D3): C3 does, A3 does not."""
    rules = "first_piece: {along: river, next_to: {feature: well}}\n"
    folder = chapter(rules, ep(R("R2", Ana="A3", Ben="B3   # B3, C3: C3 touches the well"), ENDED))
    problem = only_problem(checked(folder))
    assert (problem.rule, problem.player) == ("MC-R03", "Ana")


# --- turn rules: the token's start, passing ------------------------------------------------------

def test_a_ruleset_that_forbids_passing_refuses_a_pass_with_its_own_rule(chapter, checked):
    rules = "passing: never\ncite: {pass: CH2-1}\nown_rules: {CH2-1: No passing in this chapter}\n"
    folder = chapter(rules, ep(R("Y1", Ana="pass", Ben="A2"), ENDED))
    problem = only_problem(checked(folder))
    assert (problem.rule, problem.player, problem.round) == ("CH2-1", "Ana", 1)
    assert "forbid passing" in str(problem.message)


def test_a_pass_that_would_take_the_token_below_0_is_refused_LG_03(chapter, checked):
    """start: 1 and a pass costing 2, allowed only if the token stays at 0 or more."""
    rules = "start: 1\npass_points: -2\npassing: not-below-zero\n"
    problem = only_problem(checked(chapter(rules, ep(R("Y1", Ana="pass", Ben="A2"), ENDED))))
    assert (problem.rule, problem.player) == ("LG-03", "Ana")
    assert "costs 2 and the token is on 1" in str(problem.message)


def test_the_token_may_start_on_0_and_then_LG_04_forbids_a_pass(chapter, checked):
    folder = chapter("start: 0\n", ep(R("Y1", Ana="pass", Ben="A2"), ENDED))
    assert only_problem(checked(folder)).rule == "LG-04"
    folder = chapter("start: 0\n", ep(R("Y1", Ana="stop", Ben="A2"), R("Y2", Ben="stop")), slug="again")
    assert me(checked(folder), "Ana").token == 0  # nothing to score: stays on 0


def test_a_free_pass_at_0_is_allowed_when_the_token_stays_at_0(chapter, checked):
    folder = chapter("start: 0\npass_points: 0\npassing: not-below-zero\n",
                     ep(R("Y1", Ana="pass", Ben="A2"), ENDED))
    c = checked(folder)
    assert not c.problems and items(c, "Ana") == [(1, 0, "LG-03")]


# --- scoring: count -------------------------------------------------------------------------------

def test_count_spaces_of_a_region_left_empty_with_the_groups_reason(chapter, checked):
    """West bank: 10 green spaces (A2:E3). Ana covers A2 A3 and leaves 8 (-8); Ben leaves 10 (-10)."""
    rules = BANK + ("end:\n  - {kind: count, where: {region: west, covered: false}, points: -1, rule: CH3-1,\n"
                    "     reason: {en: west bank left empty, es: orilla oeste vacía}}\n")
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="stop"), R("Y2", Ana="stop"))))
    assert not c.problems, c.problems
    assert items(c, "Ana") == [(None, -8, "CH3-1")]
    assert (me(c, "Ana").token, me(c, "Ben").token, me(c, "Ben").debt) == (2, 0, 0)
    assert str(reason_of(c, "Ana")).startswith("west bank left empty (8): B2 B3 C2 C3")


def reason_of(c: campaigns.Checked, player: str) -> str:
    from generator.report.explain import reason

    assert c.campaign is not None
    return reason(me(c, player).items[0], c.campaign.game)


def test_count_next_to_your_previous_building_scores_once_per_piece(chapter, checked):
    """+2 for each building placed next to the one placed just before it: round 2 (B2 under A2) and
    round 3 (B3 beside B2) score, round 4 (A4 A5, across the river from A3, the first) does not."""
    rules = ("immediate:\n  - {kind: count, where: {next_to: {piece: previous}}, count: pieces, points: 2, rule: CH5-1}\n"
             "own_rules: {CH5-1: {en: Build next to your previous building}}\n")
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="stop"), R("Y2", Ana="B2"), R("R2", Ana="B3"),
                                  R("B1", Ana="A4"), R("C1", Ana="stop"))))
    assert not c.problems, c.problems
    assert items(c, "Ana") == [(2, 2, "CH5-1"), (3, 2, "CH5-1")]


def test_count_features_counts_a_double_tree_twice_and_circles_can_be_a_penalty(chapter, checked):
    """Visible trees +1 each (B2 holds 2, E5 1); any visible rock takes one progress symbol, once."""
    rules = ("end:\n  - {kind: count, where: {feature: tree, covered: false}, count: features, points: 1}\n"
             "  - {kind: count, where: {feature: rock, covered: false}, at_least: 1, circles: -1}\n")
    c = checked(chapter(rules, ep(R("Y3", Ana="A2   # A2 A3 B2: the double tree is covered", Ben="stop"),
                                  R("Y1", Ana="stop"))))
    assert not c.problems, c.problems
    assert items(c, "Ana") == [(None, 1, "LG-15"), (None, 0, "LG-15")]
    assert items(c, "Ben") == [(None, 3, "LG-15"), (None, 0, "LG-15")]
    assert [(p.rank, p.circles) for p in (me(c, "Ben"), me(c, "Ana"))] == [(1, 2 - 1), (2, 0 - 1)]  # LG-10, then -1
    assert c.result is not None and [(s.name, s.circles) for s in c.result.standings] == [("Ben", 1), ("Ana", -1)]


def test_most_scores_only_the_players_with_the_highest_count(chapter, checked):
    """Red spaces at the end: Ana 3 (R3), Ben 2 (R1): only Ana scores the 4."""
    rules = "end:\n  - {kind: count, where: {colour: red}, most: true, points: 4}\n"
    c = checked(chapter(rules, ep(R("R3", Ana="A2", Ben="stop"), R("R1", Ana="stop")),
                        players="[{name: Ana}, {name: Ben}]"))
    assert items(c, "Ana") == [(None, 4, "LG-15")] and items(c, "Ben") == []
    tie = checked(chapter(rules, ep(R("R1", Ana="A2", Ben="A2"), ENDED), slug="tie"))
    assert items(tie, "Ana") == items(tie, "Ben") == [(None, 4, "LG-15")]


def test_first_to_cover_a_gold_vein_is_a_race_closed_after_its_round(chapter, checked):
    """Round 1: Ana covers A2's gold (+3). Round 2: Ben covers his A2 too late."""
    rules = "immediate:\n  - {kind: count, where: {feature: gold}, first: episode, points: 3}\n"
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="B2"), R("Y2", Ana="stop", Ben="A3 r1   # A3 A2: the gold"),
                                  R("C1", Ben="stop"))))
    assert not c.problems, c.problems
    assert items(c, "Ana") == [(1, 3, "LG-15")] and items(c, "Ben") == []


def test_a_campaign_race_stays_closed_in_later_episodes(chapter, checked):
    rules = ("immediate:\n  - {kind: count, where: {feature: gold}, first: campaign, points: 3, rule: CH1-1}\n"
             "own_rules: {CH1-1: First gold vein of the campaign}\n")
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="B2"), ENDED),
                        ep(R("Y1", Ana="stop", Ben="A2"), R("C1", Ben="stop"), number=2)))
    assert not c.problems, c.problems
    assert items(c, "Ana", 1) == [(1, 3, "CH1-1")]
    assert items(c, "Ben", 2) == []


# --- scoring: groups, connections, lines, enclosures ------------------------------------------------

def test_groups_score_once_when_completed_and_the_largest_counts_per_space(chapter, checked):
    """Yellow: A2 A3 (2), then B2 C2 makes 4 (+2, once), then D2 D3 E2 joins it (no more);
    at the end the largest yellow group has 7 spaces (+7)."""
    rules = ("immediate:\n  - {kind: groups, where: {colour: yellow}, size: 3, points: 2}\n"
             "end:\n  - {kind: groups, where: {colour: yellow}, largest: true, per: space, points: 1}\n")
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="stop"), R("Y2", Ana="B2"), R("Y3", Ana="D2"), R("C1", Ana="stop"))))
    assert not c.problems, c.problems
    assert items(c, "Ana") == [(2, 2, "LG-15"), (None, 7, "LG-15")]


def test_groups_touching_a_feature(chapter, checked):
    """Only groups of covered spaces that touch the well count: Ben's (C3 B3) does, Ana's (A2 A3) does not."""
    rules = "end:\n  - {kind: groups, where: {covered: true}, touching: {next_to: {feature: well}}, points: 5}\n"
    c = checked(chapter(rules, ep(R("R2", Ana="A3", Ben="B3"), ENDED)))
    assert items(c, "Ana") == [] and items(c, "Ben") == [(None, 5, "LG-15")]


def test_connect_a_feature_to_the_edge(chapter, checked):
    """A chain of buildings from beside the well (D2) to the board's top edge (A2): +5 when it closes."""
    rules = "immediate:\n  - {kind: connect, from: {feature: well}, through: {covered: true}, to: {edge: true}, points: 5}\n"
    c = checked(chapter(rules, ep(R("Y3", Ana="A2", Ben="stop"), R("Y2", Ana="C2   # C2 D2: beside the well"),
                                  R("C1", Ana="stop"))))
    assert not c.problems, c.problems
    assert items(c, "Ana") == [(2, 5, "LG-15")]


def test_line_counts_covered_spaces_in_straight_lines_from_a_feature(chapter, checked):
    """From the well (D3): west D2 (then a mountain), north C3 B3 A3: 4 spaces."""
    rules = "end:\n  - {kind: line, from: {feature: well}, through: {covered: true}, points: 1}\n"
    c = checked(chapter(rules, ep(R("R2", Ana="B3", Ben="stop"), R("Y2", Ana="A3 r1"), R("B2", Ana="C2"),
                                  R("C1", Ana="stop"))))
    assert not c.problems, c.problems
    assert items(c, "Ana") == [(None, 4, "LG-15")]


def test_enclosed_with_distinct_pieces_is_the_well_of_MC_E06(chapter, checked):
    """The well D3 with C3, D2, D4, E3 covered by four different buildings scores; three do not."""
    rules = "end:\n  - {kind: enclosed, where: {feature: well}, distinct: true, points: 4}\n"
    four = ep(R("R2", Ana="B3   # B3 C3", Ben="stop"), R("Y2", Ana="B2   # B2 C2"), R("B2", Ana="D2   # D2 E2"),
              R("R1", Ana="E3   # E3 E4"), R("Y1", Ana="D4   # D4 D5"), R("C1", Ana="stop"))
    c = checked(chapter(rules, four))
    assert not c.problems, c.problems
    assert items(c, "Ana") == [(None, 4, "LG-15")]
    three = four.replace('R("Y1", Ana="D4   # D4 D5"), ', "").replace("    Ana: D4   # D4 D5\n", "").replace("  - card: Y1\n", "")
    c = checked(chapter(rules, three, slug="three"))
    assert not c.problems and items(c, "Ana") == [], c.problems


# --- the group's own rule IDs ---------------------------------------------------------------------

def test_an_own_rule_may_not_take_an_id_of_the_registry(chapter, checked):
    problem = only_problem(checked(chapter("own_rules: {MC-R06: Ours}\n", ep(R("Y1", Ana="A2", Ben="A2"), ENDED))))
    assert "is a rule of chronicle's registry" in str(problem.message)


def test_a_cited_rule_must_be_declared_in_own_rules(chapter, checked):
    rules = "end:\n  - {kind: count, where: {covered: false}, points: -1, rule: CH8-9}\n"
    problem = only_problem(checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A2"), ENDED))))
    assert "neither in the rule registry nor in this ruleset's own_rules" in str(problem.message)
    assert at_rules(checked, problem, "CH8-9")


@pytest.mark.parametrize(("entry", "words"), [
    ("{kind: count, where: {covered: false}}", "gives nothing"),
    ("{kind: count, where: {coverd: false}, points: 1}", "unknown key 'coverd'"),
    ("{kind: groups, points: 1}", "lacks the key 'where'"),
    ("{kind: count, first: episode, points: 1}", "write first: campaign"),
])
def test_a_wrong_scoring_entry_is_refused_where_it_is_written(chapter, checked, entry, words):
    problem = only_problem(checked(chapter(f"end:\n  - {entry}\n", ep(R("Y1", Ana="A2", Ben="A2"), ENDED))))
    assert words in str(problem.message) and at_rules(checked, problem, "kind:")


# --- ranks below 0 (C-5) and a campaign started partway through -----------------------------------

def test_C_5_a_player_owing_less_ranks_higher(chapter, checked):
    """Both tokens end on 0: Ana owes 7 (17 empty spaces), Ben 5 (covers 2 more): Ben ranks first."""
    rules = "end:\n  - {kind: count, where: {terrain: green, covered: false}, points: -1}\n"
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A2"), R("Y2", Ana="stop", Ben="B2"), R("C1", Ben="stop"))))
    assert not c.problems, c.problems
    assert [(p.name, p.token, p.debt, p.rank) for p in c.result.episodes[0].players] == [  # type: ignore[union-attr]
        ("Ana", 0, 8, 2), ("Ben", 0, 6, 1)]


START = """start:
  episode: 13
  players:
    Ana: {circles: 20, debt: 3, changes: [{cell: A5, add: gold}, {cell: B5, terrain: mountain}]}
    Ben: {circles: 18}
"""


def test_a_campaign_started_at_episode_13_carries_circles_debt_and_board(chapter, checked):
    """Episode 13: Ana's debt of 3 is paid first from her gold (+3 for each gold space covered),
    her B5 is a mountain now, and the standings add the circles coloured before the log began."""
    rules = "immediate:\n  - {kind: count, where: {feature: gold}, points: 3}\n"
    folder = chapter(rules, extra_campaign=START)
    (folder / "episodes" / "13.yaml").write_text(ep(R("Y1", Ana="A4   # A4 A5: gold on A5", Ben="A2   # gold on A2"),
                                                    ENDED, number=13), encoding="utf-8")
    c = checked(folder)
    assert not c.problems, c.problems
    assert [e.episode.number for e in c.result.episodes] == [13]  # type: ignore[union-attr]
    ana, ben = me(c, "Ana"), me(c, "Ben")
    assert [(i.points, i.rule) for i in ana.items] == [(3, "LG-15"), (-3, "LG-08")]
    assert (ana.token, ana.debt, ben.token) == (10, 0, 13)
    assert ana.board.terrain[(4, 1)] == "mountain"
    assert [(s.name, s.circles) for s in c.result.standings] == [("Ana", 20 + 0), ("Ben", 18 + 2)]  # type: ignore[union-attr]


def test_an_episode_file_misnamed_after_the_start_is_a_warning(chapter, checked):
    folder = chapter("", extra_campaign="start: {episode: 13}\n")
    (folder / "episodes" / "01.yaml").write_text(ep(R("Y1", Ana="A2", Ben="A2"), ENDED, number=13), encoding="utf-8")
    c = checked(folder)
    assert not c.problems and any("name it 13.yaml" in str(w.message) for w in c.warnings)


EVERY_PRIMITIVE = """
name: {en: Test chapter, es: Capítulo de prueba}
buildable: [green]
adjacency: any-building
first_piece: {covers: {region: west}, along: river, next_to: {feature: [tree, rock]}}
may_not_cover: [{region: east}, {terrain: forest, edge: true}]
passing: not-below-zero
pass_points: -2
start: 8
cite: {cover: CH3-1, pass: CH2-1}
own_rules:
  CH2-1: {es: Pasar cuesta 2 y no deja la ficha bajo 0}
  CH3-1: Only the west bank
immediate:
  - {kind: count, where: {next_to: {piece: previous}}, count: pieces, points: 2, reason: {en: Next to the last one}}
  - {kind: count, where: {feature: gold}, first: campaign, circles: 1}
  - {kind: groups, where: {colour: yellow}, size: 3, points: 2}
  - {kind: connect, from: {feature: well}, through: {covered: true}, to: {edge: true}, points: 5}
end:
  - {kind: count, where: {region: west, covered: false}, points: -1, rule: CH3-1}
  - {kind: count, where: {feature: tree, covered: false}, count: features, at_least: 2, points: 3}
  - {kind: count, where: {colour: red}, most: true, points: 4}
  - {kind: groups, where: {covered: true}, largest: true, per: space, touching: {next_to: {feature: well}}, points: 1}
  - {kind: line, from: {feature: well}, through: {covered: true}, points: 1}
  - {kind: enclosed, where: {feature: well}, distinct: true, circles: 1}
"""


def test_a_ruleset_using_every_primitive_checks_and_its_schema_accepts_it(chapter, checked):
    """The editor's schema (chronicle init) and the validator read the same declaration."""
    import jsonschema
    import yaml

    from generator.repo.schemas import schemas

    folder = chapter("", ep(R("Y1", Ana="A2", Ben="A2"), ENDED))
    (folder / "rules" / "chapter.yaml").write_text(EVERY_PRIMITIVE.lstrip(), encoding="utf-8")
    c = checked(folder)
    assert not c.problems, [str(p.message) for p in c.problems]
    for name in ("ruleset.schema.json", "ruleset.my-city.schema.json"):
        validator = jsonschema.Draft7Validator(schemas()[name])
        data = yaml.safe_load(EVERY_PRIMITIVE)
        assert list(validator.iter_errors(data)) == []
        data["end"][0]["where"]["coverd"] = False
        assert [e.json_path for e in validator.iter_errors(data)] == ["$.end[0].where"]


# --- the group's own words: features, terrains, symbols and colours -------------------------------

PALACE = """vocabulary:
  features:
    palace: {names: {es: Palacio, en: Palace}, colour: "#8e44ad", glyph: P, acts_as: red}
"""


def test_a_feature_of_the_groups_own_acts_as_a_building_for_adjacency_and_conditions(chapter, checked):
    """Ana's palace sticker (C2, after episode 1) counts as a red building: in episode 2 D2 E2 touches it
    and is legal (MC-R04), and the palace is one red space at the end."""
    rules = "end:\n  - {kind: count, where: {colour: red}, points: 2}\n"
    first = ep(R("Y1", Ana="A2", Ben="A2"), ENDED, extra="tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{cell: C2, add: palace}]\n")
    second = ep(R("Y1", Ana="A2", Ben="A2"), R("Y2", Ana="D2   # D2 E2, touching only the palace", Ben="stop"),
                R("C1", Ana="stop"), number=2)
    c = checked(chapter(rules, first, second, extra_campaign=PALACE))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert items(c, "Ana", 2) == [(None, 2, "LG-15")] and items(c, "Ana", 1) == []
    assert c.campaign is not None and c.campaign.game.features["palace"].names["fr"] == "Palace"  # English stands in


def test_without_its_own_words_the_same_move_is_refused_MC_R04(chapter, checked):
    first = ep(R("Y1", Ana="A2", Ben="A2"), ENDED)
    second = ep(R("Y1", Ana="A2", Ben="A2"), R("Y2", Ana="D2", Ben="stop"), R("C1", Ana="stop"), number=2)
    assert only_problem(checked(chapter("", first, second))).rule == "MC-R04"


@pytest.mark.parametrize(("words", "message"), [
    ("  features:\n    palace: {names: Palacio, acts_as: gren}\n", "acts_as names a symbol or colour"),
    ("  features:\n    palace: {names: Palacio, glyph: PAL}\n", "one or two characters"),
    ("  features:\n    Palace: {names: Palacio}\n", "is not an id"),
    ("  features:\n    tree: {names: Árbol}\n", None),  # redrawing the game's own word is allowed
    ("  terrains:\n    tree: {names: Árbol}\n", "already one of the game's features"),
    ("  colours:\n    green-roof: {names: Tejado verde, colour: green}\n", "#rrggbb"),
])
def test_a_wrong_word_is_refused(chapter, checked, words, message):
    c = checked(chapter("", ep(R("Y1", Ana="A2", Ben="A2"), ENDED), extra_campaign="vocabulary:\n" + words))
    if message is None:
        assert not c.problems
    else:
        assert message in str(only_problem(c).message)


def test_the_repositorys_vocabulary_is_shared_by_its_campaigns(chapter, checked, tmp_path):
    """games/my-city/vocabulary.yaml of the group's repository (chronicle.yaml marks its root)."""
    (tmp_path / "chronicle.yaml").write_text("language: es\n", encoding="utf-8")
    (tmp_path / "games" / "my-city").mkdir(parents=True)
    (tmp_path / "games" / "my-city" / "vocabulary.yaml").write_text(PALACE.split("\n", 1)[1].replace("  features", "features", 1)
                                                                   .replace("\n    ", "\n  "), encoding="utf-8")
    rules = "end:\n  - {kind: count, where: {feature: palace}, points: 1}\n"
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A2"), ENDED)))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert "palace" in c.campaign.game.features  # type: ignore[union-attr]


# --- counters that last across episodes, and chapter ends ---------------------------------------



def test_counters_are_collected_carried_spent_and_scored_at_a_chapters_end(chapter, checked):
    """A log started at episode 2: Ana holds 2 fish, covers a gold vein in episodes 2 and 3 (+1 fish
    each) and spends 1 after episode 2; at the end of episode 3, a chapter's end, she holds
    2 + 1 - 1 + 1 = 3 fish, 2 points each. (items(c, player, 1) is the log's first episode: 2.)"""
    rules = ("immediate:\n  - {kind: count, where: {feature: gold}, add: {fish: 1}}\n"
             "chapter_end:\n  - {kind: counter, counter: fish, points: 2}\n")
    start = FISH + "start:\n  episode: 2\n  players:\n    Ana: {counters: {fish: 2}}\n"
    folder = chapter(rules, extra_campaign=start)
    two = ep(R("Y1", Ana="A2   # gold", Ben="B2"), ENDED, number=2,
             extra="tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{counter: fish, by: -1}]\n")
    three = ep(R("Y1", Ana="A2   # gold again", Ben="B2"), ENDED, number=3)
    (folder / "episodes" / "02.yaml").write_text(two, encoding="utf-8")
    (folder / "episodes" / "03.yaml").write_text(three, encoding="utf-8")
    c = checked(folder)
    assert not c.problems, [str(p.message) for p in c.problems]
    assert me(c, "Ana", 1).counters == {"fish": 3} and me(c, "Ana", 2).counters == {"fish": 3}
    assert items(c, "Ana", 1) == [(1, 0, "LG-15")]  # episode 2 is not a chapter's end: nothing scored for fish
    assert items(c, "Ana", 2) == [(1, 0, "LG-15"), (None, 6, "LG-15")]
    assert items(c, "Ben", 2) == []
    assert "fish +1" in reason_of(c, "Ana")


def test_a_counter_cannot_be_spent_below_0(chapter, checked):
    folder = chapter("", ep(R("Y1", Ana="A2", Ben="B2"), ENDED,
                            extra="tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{counter: fish, by: -1}]\n"),
                     extra_campaign=FISH)
    problem = only_problem(checked(folder))
    assert "the fish counter stands at 0, so 1 cannot be taken from it" in str(problem.message) and problem.rule == "LG-12"


# --- sets of pieces that differ per player, and boards that grow ---------------------------------

def test_a_piece_taken_out_of_a_set_gives_a_free_pass_and_cannot_be_placed_LG_12(chapter, checked):
    """After episode 1 Ana's Y1 leaves her set: in episode 2 she passes on Y1 at no cost (token
    still 10), Ben places his; Ana placing it is refused."""
    changes = "tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{piece: Y1, remove: true}]\n"
    second = ep(R("Y1", Ana="pass", Ben="A2"), R("C1", Ana="stop", Ben="stop"), number=2)
    c = checked(chapter("", ep(R("Y1", Ana="A2", Ben="A2"), ENDED, extra=changes), second))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert items(c, "Ana", 2) == [(1, 0, "LG-03")] and me(c, "Ana", 2).token == 10
    assert "no piece Y1" in reason_of_episode(c, "Ana", 2)
    refused = ep(R("Y1", Ana="A2   # not hers any more", Ben="A2"), R("C1", Ana="stop", Ben="stop"), number=2)
    problem = only_problem(checked(chapter("", ep(R("Y1", Ana="A2", Ben="A2"), ENDED, extra=changes), refused,
                                           slug="refused")))
    assert (problem.rule, problem.player, problem.round) == ("LG-12", "Ana", 1)


def reason_of_episode(c: campaigns.Checked, player: str, episode: int) -> str:
    from generator.report.explain import reason

    assert c.campaign is not None
    return reason(me(c, player, episode).items[0], c.campaign.game)


def test_a_piece_added_to_one_players_set_is_dealt_and_the_others_pass_for_free(chapter, checked):
    """Ben gains X1, a red I of three: the card is revealed in episode 2, Ben builds A3 B3 C3 along
    the river, Ana (without X1) passes at no cost; a lacking pass may cost as any pass (lacking: pass)."""
    changes = "tiebreak: [Ana, Ben]\nboard_changes:\n  Ben: [{piece: X1, add: {colour: red, cells: [\"0,0\", \"0,1\", \"0,2\"]}}]\n"
    second = ep(R("X1", Ana="pass", Ben="A3"), R("C1", Ana="stop", Ben="stop"), number=2)
    rules = "end:\n  - {kind: count, where: {colour: red}, points: 1}\n"
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A2"), ENDED, extra=changes), second))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert items(c, "Ben", 2) == [(None, 3, "LG-15")] and items(c, "Ana", 2) == [(1, 0, "LG-03")]
    costly = checked(chapter(rules + "lacking: pass\n", ep(R("Y1", Ana="A2", Ben="A2"), ENDED, extra=changes), second,
                             slug="costly"))
    assert items(costly, "Ana", 2) == [(1, -1, "LG-03")]


def test_a_recoloured_piece_counts_in_its_new_colour(chapter, checked):
    changes = "tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{piece: R1, colour: blue}]\n"
    rules = "end:\n  - {kind: count, where: {colour: blue}, points: 1}\n"
    second = ep(R("R1", Ana="A2", Ben="A2"), R("C1", Ana="stop", Ben="stop"), number=2)
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A2"), ENDED, extra=changes), second))
    assert items(c, "Ana", 2) == [(None, 2, "LG-15")] and items(c, "Ben", 2) == []


def test_a_sticker_on_a_tile_changes_the_symbol_it_shows(make_campaign, checked):
    """My Island: Ana's tile 1 (house, house) gets a wall sticker on its second space; in episode 2
    it covers A1 (house) and A2 (wall) on beach: one house on beach, +1 (MI-R05) instead of +2."""
    first = episode(R(1, Ana="A1", Ben="A1"), R(2, Ana="stop", Ben="stop"),
                    extra="tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{piece: 1, stickers: {\"1,0\": wall}}]\n")
    second = episode(R(1, Ana="{A1: house, A2: wall}", Ben="A1"), R(2, Ana="stop", Ben="stop"), number=2,
                     extra="tiebreak: [Ana, Ben]\n")
    c = checked(make_campaign(first, second))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert [i for i in items(c, "Ana", 2) if i[2] == "MI-R05"] == [(1, 1, "MI-R05")]
    assert [i for i in items(c, "Ben", 2) if i[2] == "MI-R05"] == [(1, 2, "MI-R05")]


def test_a_board_grows_a_new_space(chapter, checked):
    """Ana's board gains F2 (green) after episode 1: 21 green spaces, 19 left empty in episode 2."""
    changes = "tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{cell: F2, terrain: green, new: true}]\n"
    rules = "end:\n  - {kind: count, where: {terrain: green, covered: false}, points: -1}\n"
    second = ep(R("Y1", Ana="A2", Ben="A2"), R("C1", Ana="stop", Ben="stop"), number=2)
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A2"), ENDED, extra=changes), second))
    assert not c.problems, [str(p.message) for p in c.problems]
    assert items(c, "Ana", 2)[0][1] == -19 and items(c, "Ben", 2)[0][1] == -18
    again = "tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{cell: E2, terrain: green, new: true}]\n"
    problem = only_problem(checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A2"), ENDED, extra=again), slug="again")))
    assert "already a space of the board" in str(problem.message)


def test_a_board_names_its_spaces_as_printed_column_letter_then_row(make_campaign, checked, cli):
    """letters: columns: "K1, the top right corner" is column K, row 1. On this board the gold vein
    at column B, row 1 is B1, and the domino at B1 covers B1 C1 (east), C1 being along the river."""
    folder = make_campaign(game="my-city", board="banks", slug="columns",
                           rules={"chapter": BASE + "immediate:\n  - {kind: count, where: {feature: gold}, points: 3}\n"})
    board = folder / "boards" / "banks.yaml"
    text = board.read_text(encoding="utf-8").replace("game: my-city\n", "game: my-city\nletters: columns\n")
    text = (text.replace("river: [A3|A4, B3|B4, C3|C4, C4/D4, C5/D5]", "river: [C1|D1, C2|D2, C3|D3, D3/D4, E3/E4]")
            .replace("tree: {B2: 2, E5: 1}", "tree: {B2: 2, E5: 1}").replace("gold: [A2, E4]", "gold: [B1, D5]")
            .replace('west: ["A2:E3"]', 'west: ["B1:C5"]').replace('east: ["A4:C5"]', 'east: ["D1:E3"]')
            .replace("south: [D4, D5, E4, E5]", "south: [D4, E4, D5, E5]").replace("well: [D3]", "well: [C4]")
            .replace("rock: {D2: 2}", "rock: {B4: 2}").replace("tree: {B2: 2, E5: 1}", "tree: {B2: 2, E5: 1}"))
    board.write_text(text, encoding="utf-8")
    (folder / "episodes" / "01.yaml").write_text(ep(R("Y1", Ana="B1   # B1 C1: the gold", Ben="stop"),
                                                    R("C1", Ana="stop")), encoding="utf-8")
    c = checked(folder)
    assert not c.problems, [str(p.message) for p in c.problems]
    assert items(c, "Ana") == [(1, 3, "LG-15")] and "B1" in reason_of(c, "Ana")
    drawn = cli("board", board).stdout.splitlines()
    assert drawn[0].split() == ["A", "B", "C", "D", "E", "F"] and drawn[1].startswith("1")
