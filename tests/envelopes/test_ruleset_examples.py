"""A ruleset's own examples (`examples:`, content/guide/en/envelopes.md section 11): the group's test of
what it wrote, played by `chronicle check` through the engine that replays its episodes (LG-15, C-1),
every failure an error at the line that expects otherwise, with what was expected, what the engine
found and the rules involved.

The invented campaigns carry examples worked out by hand in their comments (fixtures/envelopes/isla
and ciudad, rules/chapter-N.yaml); so does the demonstration campaign barrio-del-palacio. Here each
is copied and one expectation is changed at a time.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import yaml

from generator import campaigns
from generator.load.nodes import load_text
from generator.model import Example, ExamplePlay, Expected, Game, Pos
from generator.problems import Problem
from generator.rules.ruleset_examples import replay
from generator.validate.content import CONTENT, load_game
from generator.validate.examples import check_examples
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.examples import example_keys
from generator.vocabulary.reader import Reader
from generator.vocabulary.terms import extend
from generator.words.i18n import render, translator
from helpers import SCHEMAS, edit, errors, line_of

ROOT = Path(__file__).resolve().parents[2]
ENVELOPES = ROOT / "tests" / "fixtures" / "envelopes"
ISLA, CIUDAD = ENVELOPES / "isla", ENVELOPES / "ciudad"
BARRIO = ROOT / "campaigns" / "barrio-del-palacio"
GUIDES = [CONTENT / "guide" / lang / "envelopes.md" for lang in ("en", "es", "fr")]
GUIDED = [block for guide in GUIDES for block in re.findall(r"```yaml\n(.*?)```", guide.read_text(encoding="utf-8"), re.DOTALL)
          if "examples:" in block]
"""The guide's rulesets with examples (section 11), in English, Spanish and French."""


def island_of_the_guide() -> Game:
    """My Island with the words the guide's campaign.yaml declares (its lighthouse, its pearls)."""
    text = (CONTENT / "guide" / "en" / "envelopes.md").read_text(encoding="utf-8")
    block = next(b for b in re.findall(r"```yaml\n(.*?)```", text, re.DOTALL) if b.startswith("# campaign.yaml (My Island"))
    r = Reader()
    game = extend(r, load_text(block, "guide").value["vocabulary"], load_game("my-island"), "en")
    assert not r.problems, [str(p.message) for p in r.problems]
    return game


def copied(tmp_path: Path, folder: Path) -> Path:
    target = tmp_path / folder.name
    shutil.copytree(folder, target)
    return target


def judged(folder: Path) -> int:
    """How many examples `chronicle check` plays in a campaign that checks out: those of every ruleset its
    episodes name, each ruleset once."""
    checked = campaigns.check(folder)
    assert checked.campaign is not None and not checked.problems, [str(p) for p in checked.problems]
    rulesets = {id(e.ruleset): e.ruleset for e in checked.campaign.episodes}
    return sum(len(r.examples) for r in rulesets.values())


def only(folder: Path) -> Problem:
    problems = campaigns.check(folder).problems
    assert len(problems) == 1, [str(p) for p in problems]
    return problems[0]


def said(problem: Problem, lang: str = "en") -> str:
    return render(problem.message, translator(lang))


def at(problem: Problem, path: Path, marker: str, value: str) -> bool:
    """Whether `problem` points at `value` on the line of `path` that holds `marker`."""
    line = line_of(path, marker)
    column = path.read_text(encoding="utf-8").splitlines()[line - 1].index(value) + 1
    return Path(problem.pos.file).name == path.name and (problem.pos.line, problem.pos.col) == (line, column)


# --- passing examples ------------------------------------------------------------------------------

@pytest.mark.parametrize(("folder", "count"), [(ISLA, 7), (CIUDAD, 6), (BARRIO, 3)], ids=["isla", "ciudad", "barrio"])
def test_LG_15_every_example_of_the_invented_and_demonstration_campaigns_checks_out(folder: Path, count: int) -> None:
    assert judged(folder) == count


def test_LG_15_an_example_scores_what_the_same_placements_score_in_a_log() -> None:
    """Ben's first two tiles of the invented episode 1 (fixtures/envelopes/isla/episodes/01.yaml), written
    as an example: the same items, rule for rule, as the replayed log gives him for round 2 (CH1-1: +4)."""
    checked = campaigns.check(ISLA)
    assert checked.campaign is not None and checked.result is not None
    campaign, ben = checked.campaign, checked.result.episodes[0].players[1]
    grid, here = campaign.board.grid, Pos("example", 1, 1)
    cells = {name: grid.parse(name) for name in ("A2", "A3", "A4", "B2", "B3")}
    example = Example(1, here, Expected(points=4), placed=(ExamplePlay({cells[n]: "house" for n in ("A2", "A3", "A4")}, here),),
                      play=ExamplePlay({cells["B2"]: "house", cells["B3"]: "house"}, here))
    verdict = replay(example, campaign.game, campaign.board, campaign.episodes[0].ruleset)
    logged = [(i.points, i.rule, i.kind) for i in ben.items if i.round == 2]
    assert [(i.points, i.rule, i.kind) for i in verdict.items] == logged == [(4, "CH1-1", "count")]


def test_C_1_end_entries_each_see_what_the_earlier_ones_added_to_a_counter(tmp_path: Path) -> None:
    """Pearls added by the first end entry are paid by the second (C-1), as in an episode."""
    folder = copied(tmp_path, ISLA)
    rules = folder / "rules" / "chapter-2.yaml"
    edit(rules, "  - {kind: count, where: {terrain: reef, covered: false}, points: -2, rule: CH2-2,\n",
         "  - {kind: count, where: {terrain: reef, covered: true}, add: {pearls: 1}, rule: CH2-1}\n"
         "  - {kind: counter, counter: pearls, points: 1, rule: CH2-1}\n"
         "  - {kind: count, where: {terrain: reef, covered: false}, points: -2, rule: CH2-2,\n")
    # the play covers the reef E2: +1 pearl (2 in all); at the end, the reef covered: +1 pearl (3), which the
    # counter entry pays: +3 (it would pay 2 had it not seen it); the reef B6 and C7 left visible: -4 (CH2-2)
    edit(rules, "    expect: {points: 0, counters: {pearls: 2}}", "    end: true\n    expect: {points: -1, counters: {pearls: 3}}")
    assert judged(folder) == 7


# --- failures ------------------------------------------------------------------------------------

def test_LG_15_a_wrong_number_of_points_is_reported_at_its_line_with_what_was_expected_and_found(tmp_path: Path, cli) -> None:
    folder = copied(tmp_path, ISLA)
    rules = folder / "rules" / "chapter-1.yaml"
    edit(rules, "expect: {points: 4}", "expect: {points: 5}")
    problem = only(folder)
    assert at(problem, rules, "expect: {points: 5}", "5") and problem.rule == "CH1-1" and not problem.is_warning
    assert said(problem) == ("example 'Two houses next to the lighthouse': expected 5\u00a0points, the engine finds 4\u00a0points "
                             "(CH1-1: +4)")
    assert said(problem, "es") == "el ejemplo «Dos casas junto al faro» espera 5\u00a0puntos, pero el motor cuenta 4\u00a0puntos (CH1-1: +4)"
    shown = cli("--lang", "fr", "check", folder)
    assert shown.exit_code == 1 and "Traceback" not in shown.output, shown.output
    line = line_of(rules, "expect: {points: 5}")
    assert (f"chapter-1.yaml:{line}:22: erreur\u00a0: l\u2019exemple «\u00a0Dos casas junto al faro\u00a0» attend "
            "5\u00a0points, mais le moteur compte 4\u00a0points (CH1-1\u00a0: +4) [CH1-1]") in shown.output, shown.output


def test_LG_15_an_end_example_names_every_rule_it_scored(tmp_path: Path) -> None:
    folder = copied(tmp_path, ISLA)
    rules = folder / "rules" / "chapter-1.yaml"
    edit(rules, "expect: {points: -2}", "expect: {points: -1}")
    problem = only(folder)
    assert at(problem, rules, "expect: {points: -1}", "-1") and problem.rule == "CH1-2"
    assert said(problem) == "example 'The cove left visible': expected −1\u00a0point, the engine finds −2\u00a0points (CH1-2: −2)"


def test_MI_R02_an_illegal_play_expected_legal_names_the_rule_it_breaks(tmp_path: Path) -> None:
    folder = copied(tmp_path, ISLA)
    rules = folder / "rules" / "chapter-3.yaml"
    edit(rules, "expect: {legal: false, broken: CH3-1}", "expect: {points: 0}")
    problem = only(folder)
    assert at(problem, rules, "play: {D2: field, C3: field}", "{D2") and problem.rule == "CH3-1"
    assert said(problem) == ("example 'Nothing on the lighthouse': expected a legal play, the engine finds it breaks CH3-1: "
                             "C3 may not be covered this episode (Lighthouse)")


def test_LG_03_a_legal_play_expected_illegal_says_what_it_scores(tmp_path: Path) -> None:
    folder = copied(tmp_path, ISLA)
    rules = folder / "rules" / "chapter-4.yaml"
    edit(rules, "expect: {points: -2}", "expect: {legal: false}")
    problem = only(folder)
    assert at(problem, rules, "expect: {legal: false}", "false}") and problem.rule is None
    assert said(problem) == "example 'Passing at the start': expected an illegal play, the engine finds it legal (−2\u00a0points)"


def test_MC_R04_an_illegal_play_breaking_another_rule_than_expected_names_both(tmp_path: Path) -> None:
    folder = copied(tmp_path, CIUDAD)
    rules = folder / "rules" / "chapter-4.yaml"
    edit(rules, "expect: {legal: false, broken: CH4-1}", "expect: {legal: false, broken: CH4-9}")
    problem = only(folder)
    assert at(problem, rules, "broken: CH4-9}", "CH4-9}") and problem.rule == "CH4-1"
    assert said(problem) == ("example 'The flooded north bank': expected the play to break CH4-9, the engine finds it breaks "
                             "CH4-1: E1 and E2 may not be covered this episode (region 'orilla-norte')")


def test_MI_R02_an_illegal_earlier_placement_is_reported_where_it_is_written(tmp_path: Path) -> None:
    folder = copied(tmp_path, ISLA)
    rules = folder / "rules" / "chapter-1.yaml"
    edit(rules, "      - {A2: house, B2: house}", "      - {A2: house, B2: house}\n      - {C5: field, D5: field}")
    problem = only(folder)
    assert at(problem, rules, "{C5: field, D5: field}", "{C5") and problem.rule == "MI-R04"
    assert said(problem).startswith("example 'Two houses next to the lighthouse': placement 2 of `placed` breaks MI-R04")


def test_LG_15_circles_and_counters_found_otherwise_are_each_reported(tmp_path: Path) -> None:
    folder = copied(tmp_path, CIUDAD)
    rules = folder / "rules" / "chapter-3.yaml"
    edit(rules, "expect: {points: 3, circles: 1, counters: {coins: 2}}", "expect: {points: 3, circles: 2, counters: {coins: 1}}")
    problems = campaigns.check(folder).problems
    assert [(p.rule, said(p)) for p in problems] == [
        ("CH3-3", "example 'Two veins at once': expected 2\u00a0progress symbols, the engine finds 1\u00a0progress symbol (CH3-3: +1)"),
        ("CH3-2", "example 'Two veins at once': expected the coins counter at 1, the engine leaves it at 2 (CH3-2: +2)"),
    ]
    assert at(problems[0], rules, "circles: 2,", "2, counters") and at(problems[1], rules, "circles: 2,", "{coins: 1}")
    assert said(problems[1], "es") == ("el ejemplo «Dos vetas a la vez» espera el contador de monedas en 1, pero el motor "
                                       "lo deja en 2 (CH3-2: +2)")


def test_LG_15_a_chapter_end_example_scores_chapter_end_only_when_it_says_so(tmp_path: Path) -> None:
    folder = copied(tmp_path, ISLA)
    rules = folder / "rules" / "chapter-3.yaml"
    edit(rules, "    end: chapter ", "    end: true    ")
    assert said(only(folder)) == ("example 'The pearl that closes the chapter': expected 1\u00a0progress circle, the engine finds "
                                  "0\u00a0progress circles (none of CH3-2 or CH3-3 gives any)")


def test_LG_04_a_pass_refused_at_zero_is_the_rule_an_example_may_expect(tmp_path: Path) -> None:
    folder = copied(tmp_path, CIUDAD)
    rules = folder / "rules" / "chapter-7.yaml"
    with rules.open("a", encoding="utf-8") as f:
        f.write("  - play: pass                        # the token starts on 0 (start: 0): no pass (LG-04)\n"
                "    expect: {legal: false, broken: LG-04}\n"
                "  - play: pass\n"
                "    token: 2\n"
                "    expect: {points: -1}\n")
    assert judged(folder) == 8


# --- reading -------------------------------------------------------------------------------------

def test_what_an_example_says_wrong_is_reported_where_it_is_written(tmp_path: Path) -> None:
    folder = copied(tmp_path, CIUDAD)
    rules = folder / "rules" / "chapter-6.yaml"
    with rules.open("a", encoding="utf-8") as f:
        f.write("  - plays: {B1: red}\n    expect: {points: 1}\n"
                "  - end: maybe\n    expect: {points: 1}\n"
                "  - play: {B1: red, B2: blue}\n    expect: {points: 1}\n"
                "  - expect: {points: 1}\n"
                "  - play: pass\n    expect: {legal: false, points: -1}\n")
    found = [(p.pos.line, p.pos.col, str(p.message)) for p in campaigns.check(folder).problems]
    text = rules.read_text(encoding="utf-8")
    assert [(line, col) for line, col, _message in found] == [
        (line_of(rules, "plays:"), 5), (line_of(rules, "end: maybe"), 10), (line_of(rules, "{B1: red, B2: blue}"), 11),
        (line_of(rules, "  - expect: {points: 1}"), 5), (line_of(rules, "legal: false, points: -1"), 13)], (found, text)
    assert [message.split(" (")[0].split(";")[0] for _line, _col, message in found] == [
        "unknown key 'plays' in example 2", "end is `true`", "a building has one colour, not blue, red",
        "an example judges a play", "expect holds what a legal play gives"]


def test_a_feature_an_example_adds_off_the_campaigns_board_is_reported(tmp_path: Path) -> None:
    folder = copied(tmp_path, CIUDAD)
    rules = folder / "rules" / "chapter-6.yaml"
    with rules.open("a", encoding="utf-8") as f:
        f.write("  - features: {gold: [Z9]}\n    end: true\n    expect: {points: 0}\n")
    problem = only(folder)
    assert at(problem, rules, "features: {gold: [Z9]}", "{gold") and problem.rule is None
    assert said(problem) == "cell 'Z9' is not a space of the board 'Ciudad de los dos ríos (inventada)'"


# --- one declaration: the validator and the JSON Schemas ------------------------------------------

def test_the_ruleset_schema_accepts_the_examples_the_validator_reads() -> None:
    for path in [*sorted((ISLA / "rules").glob("*.yaml")), *sorted((CIUDAD / "rules").glob("*.yaml")),
                 BARRIO / "rules" / "capitulo-5.yaml"]:
        assert errors("ruleset.schema.json", yaml.safe_load(path.read_text(encoding="utf-8"))) == [], path
    example = SCHEMAS["ruleset.schema.json"]["properties"]["examples"]["items"]
    assert list(example["properties"]) == [key.name for key in example_keys()] and example["required"] == ["expect"]


@pytest.mark.parametrize(("example", "where"), [
    ({"play": {"A1": "house"}, "expect": {"points": "four"}}, "examples/0/expect/points"),
    ({"play": {"A1": "house"}, "expect": {"pionts": 4}}, "examples/0/expect"),
    ({"play": "stop", "expect": {"points": 4}}, "examples/0/play"),
    ({"play": {"A1": "house"}, "end": "later", "expect": {}}, "examples/0/end"),
    ({"play": {"A1": "house"}}, "examples/0"),
])
def test_the_ruleset_schema_refuses_a_wrong_example_where_it_is_wrong(example: dict, where: str) -> None:
    found = errors("ruleset.schema.json", {"name": "Mine", "buildable": ["beach"], "examples": [example]})
    assert found and any(e.startswith(f"{where}:") for e in found), found


# --- the guide -------------------------------------------------------------------------------------

@pytest.mark.parametrize("block", GUIDED, ids=["en", "es", "fr"])
def test_LG_15_the_guides_examples_pass_in_every_language(block: str) -> None:
    """The guide's examples carry their own small board, so they are played without a campaign."""
    game = island_of_the_guide()
    r = Reader()
    ruleset = read_ruleset(r, load_text(block, "guide"), game, "guide", "es")
    assert ruleset is not None and not r.problems, [str(p.message) for p in r.problems]
    assert len(ruleset.examples) == 3 and all(e.board is not None for e in ruleset.examples)
    assert [str(p) for p in check_examples(ruleset, game, None)] == []
    broken = read_ruleset(r, load_text(block.replace("expect: {points: 2}", "expect: {points: 3}"), "guide"), game, "guide")
    assert broken is not None and [p.rule for p in check_examples(broken, game, None)] == ["CH7-1"]
