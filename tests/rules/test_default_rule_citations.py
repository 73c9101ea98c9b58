"""The rule a group's scoring entry cites when it writes no `rule:` (issue 34, es review 11, F8).

A kind's rule (MI-R05, MC-R06 …) states one entry of the game's own rulesets; a group's own entry of
that kind (walls on palm spaces, a statue in My Island) is not that rule and cites LG-15 (the moment the
chapter's table gives it), as the composable kinds do: never a rule that says something else, nor one
of the other game.
"""

from __future__ import annotations

import pytest

from generator import campaigns
from generator.load.nodes import load_text
from generator.validate.content import load_game
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import ROOT

PREFIX = {"my-island": "MI-", "my-city": "MC-"}


def cited(game_id: str, moment: str, entry: str) -> str:
    reader = Reader()
    text = f"name: own\nbuildable: []\n{moment}:\n  - {entry}\n"
    ruleset = read_ruleset(reader, load_text(text, "own"), load_game(game_id), "own")
    assert ruleset is not None, entry
    (item,) = getattr(ruleset, moment)
    return item.rule


@pytest.mark.parametrize(("game", "moment", "entry", "rule"), [
    # the game's own entries keep the rule that states them
    ("my-island", "immediate", "{kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}", "MI-R05"),
    ("my-island", "end", "{kind: visible-terrain, terrain: beach, points: -1}", "MI-R06"),
    ("my-island", "immediate", "{kind: symbol-group, symbol: field, size: 5, points: 3}", "MI-E03"),
    ("my-island", "immediate", "{kind: road-to-sea, points: 5}", "MI-E04"),
    ("my-city", "end", "{kind: visible-feature, feature: tree, points: 1}", "MC-R06"),
    ("my-city", "end", "{kind: empty-buildable, points: -1, with_features: true}", "MC-R06"),
    ("my-city", "immediate", "{kind: first-to-cover-all, feature: gold, points: 3}", "MC-E07"),
    ("my-city", "end", "{kind: well-surrounded, points: 4}", "MC-E06"),
])
def test_the_games_own_entries_cite_their_rule(game: str, moment: str, entry: str, rule: str) -> None:
    """MI-R05, MI-R06, MI-E03, MI-E04, MC-R06, MC-E06, MC-E07: the entry each rule states cites it."""
    assert cited(game, moment, entry) == rule


@pytest.mark.parametrize(("game", "moment", "entry"), [
    ("my-island", "end", "{kind: visible-feature, feature: statue, points: 2}"),       # not MC-R06 (My City's trees)
    ("my-island", "immediate", "{kind: symbol-on-terrain, symbol: wall, terrain: palm, points: 2}"),  # not MI-R05
    ("my-island", "end", "{kind: visible-terrain, terrain: palm, points: -2}"),         # not MI-R06
    ("my-island", "end", "{kind: visible-terrain, terrain: beach, points: -2}"),        # MI-R06 says -1
    ("my-island", "immediate", "{kind: symbol-group, symbol: path, size: 4, points: 2}"),  # not MI-E03
    ("my-island", "end", "{kind: largest-group, symbol: field, points: 2}"),            # MI-E05 says 5
    ("my-city", "end", "{kind: visible-feature, feature: tree, points: 2}"),             # MC-R06 says 1
    ("my-city", "end", "{kind: well-surrounded, points: 2}"),                            # MC-E06 says 4
])
def test_a_groups_own_entry_without_rule_cites_lg_15(game: str, moment: str, entry: str) -> None:
    """LG-15: an own entry without `rule:` cites the moment's rule, not a rule that states another entry."""
    assert cited(game, moment, entry) == "LG-15"


@pytest.mark.parametrize("game", ["my-island", "my-city"])
def test_a_written_rule_is_cited_as_written(game: str) -> None:
    entry = "{kind: visible-terrain, terrain: beach, points: -2, rule: X-1}" if game == "my-island" else \
        "{kind: visible-feature, feature: tree, points: 2, rule: X-1}"
    assert cited(game, "end", entry) == "X-1"


def test_no_default_citation_names_the_other_game() -> None:
    """Every demo and fixture ruleset: an entry cites LG-15, a rule of its own game, or what the group wrote."""
    seen = 0
    for folder in sorted([*(ROOT / "campaigns").iterdir(), *(ROOT / "tests" / "fixtures" / "envelopes").iterdir()]):
        campaign = campaigns.check(folder).campaign if folder.is_dir() else None
        if campaign is None:
            continue
        other = PREFIX["my-city" if campaign.game.id == "my-island" else "my-island"]
        for ruleset in {e.ruleset.id: e.ruleset for e in campaign.episodes}.values():
            for item in ruleset.scoring:
                seen += 1
                assert not item.rule.startswith(other), (folder.name, ruleset.id, item.kind, item.rule)
    assert seen
