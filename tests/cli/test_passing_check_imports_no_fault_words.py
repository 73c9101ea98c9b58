"""A campaign that checks out never needs the words of what would be wrong with it (issue 35: check's
start-up): the engine's faults said in the game's words (problems/findings.py), the judge of a ruleset's
own examples (rules/ruleset_examples.py), YAML's syntax errors (load/syntax.py) and the system's
reasons a file cannot be read (load/reasons.py) are imported where such a problem is met. A campaign
with those problems still has them said (tests/load, tests/validate, tests/rules)."""

from __future__ import annotations

from helpers import R, episode, modules_loaded

SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))
FAULT_WORDS = {"generator.problems.findings", "generator.rules.ruleset_examples", "generator.load.syntax",
               "generator.load.reasons"}


def test_a_passing_check_imports_none_of_the_words_of_faults(make_campaign) -> None:  # type: ignore[no-untyped-def]
    code, modules, said = modules_loaded("check", str(make_campaign(SCORED)))
    assert code == 0, said
    assert not FAULT_WORDS & modules


def test_a_passing_check_imports_none_of_clicks_words(make_campaign) -> None:  # type: ignore[no-untyped-def]
    """click's own words and the help's placeholders are said by help and errors alone (cli/help.py)."""
    code, modules, said = modules_loaded("check", str(make_campaign(SCORED)))
    assert code == 0, said
    assert not {"generator.cli.click_words", "generator.cli.placeholders"} & modules


def test_a_piece_on_covered_spaces_is_still_said_in_the_games_words(make_campaign) -> None:  # type: ignore[no-untyped-def]
    """A tile put on spaces already covered, a fault the replay finds (MI-R03), is worded by
    problems/findings.py once it is met, as before."""
    twice = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="{A1: house, A2: house, A3: house}", Ben="pass"))
    code, modules, said = modules_loaded("check", str(make_campaign(twice)))
    assert code == 1 and "generator.problems.findings" in modules
    assert "round 2, Ana: tile 3 at A1: A1 and A2 are already covered" in said and "[MI-R03]" in said, said
