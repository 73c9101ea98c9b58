"""The words of issue 31 against the tricks groups used before them (fixtures/envelopes/words-* and
tricks-*): the same invented chapter per game, written once with the new words (once, at_most,
exactly, fewest, rank, if, set, groups per: piece and of, first: campaign at the end, a hidden helper
counter, cite: pass and lacking; and those added after them: a feature that faces one way, in the
board file and in a board change, line with facing and of, change, and in My Island a double symbol
(double_of) stickered on a tile and placed, with count: symbols) and once with only the earlier ones
(locks that lose 9 once they have paid, reset entries at the end, flat rewards taken back, helper
counters that add up conditions, one entry per tree space; one entry per space of a directed
feature's line, each space a region of the board; board changes typed by hand after the episode;
a symbol of the group's own for the double one, plus entries adding what it should count). Both
check out; the new words score every round as worked out by hand in the episodes' comments; the
twins give the same tokens, ranks and circles for every player and episode (LG-15, C-1, C-5,
LG-11), their helper counters aside, and start every episode on the same features (LG-12).

What no earlier word can say (rank: 2, groups per: piece with of, first: campaign at the end or the
chapter's end) is an adjustment in the twin, as groups recorded it: those entries are checked by
the hand figure alone, and the twin's adjustments must be those same figures.
"""

from __future__ import annotations

import re
import shutil
from typing import Any

import pytest
import yaml

from generator import campaigns
from generator.rules.results import PlayerEpisode
from helpers import FIXTURES

ENVELOPES = FIXTURES / "envelopes"
PAIRS = {"my-island": ("words-isla", "tricks-isla"), "my-city": ("words-ciudad", "tricks-ciudad")}
RULES = {"words-isla": "perlas", "tricks-isla": "perlas", "words-ciudad": "mina", "tricks-ciudad": "mina"}
NO_TRICK = {"my-island": ("PE-12", "PE-13", "PE-14"), "my-city": ("CA-10", "CA-11", "CA-12", "CA-13")}
"""The rules of the words that no earlier word or trick can say: adjustments in the twin."""


@pytest.fixture(scope="module")
def checked() -> dict[str, campaigns.Checked]:
    return {name: campaigns.check(ENVELOPES / name) for pair in PAIRS.values() for name in pair}


def players(c: campaigns.Checked) -> dict[tuple[int, str], PlayerEpisode]:
    assert c.result is not None, [str(p.message) for p in c.problems]
    return {(e.episode.number, p.name): p for e in c.result.episodes for p in e.players}


def ruleset(name: str) -> dict[str, Any]:
    return yaml.safe_load((ENVELOPES / name / "rules" / f"{RULES[name]}.yaml").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", [name for pair in PAIRS.values() for name in pair])
def test_both_chapters_pass_chronicle_check(cli, name):  # type: ignore[no-untyped-def]
    result = cli("check", ENVELOPES / name)
    assert result.exit_code == 0, result.output
    c = campaigns.check(ENVELOPES / name)
    assert [str(p.message) for p in c.problems] == [] and [str(w.message) for w in c.warnings] == []
    assert c.result is not None and len(c.result.episodes) == 3


# --- the words say every new word; the twins none ---------------------------------------------------------

def campaign_file(name: str, path: str) -> Any:
    return yaml.safe_load((ENVELOPES / name / path).read_text(encoding="utf-8"))


def words_of(name: str) -> set[str]:
    """The words of issue 31 and after a campaign's chapter writes: in its ruleset, its vocabulary (hidden
    counters, double symbols), its board (facing), its board changes (facing, a double symbol's sticker)
    and its rounds (a double symbol placed)."""
    found: set[str] = set()
    rules = ruleset(name)
    for moment in ("immediate", "end", "chapter_end"):
        for entry in rules.get(moment, ()):
            if entry["kind"] == "line":
                found |= {f"line: {key}" for key in ("facing", "of") if key in entry}
            if entry.get("count") == "symbols":
                found.add("count: symbols")
            if "change" in entry:
                found |= {"change"} | {f"change: {key}" for key in entry["change"]}
            found |= {key for key in ("at_most", "exactly", "fewest", "rank", "set", "of") if key in entry}
            found |= {f"if: {key}" for key in ("at_least", "at_most", "equals") if key in entry.get("if", {})}
            if "once" in entry:
                found.add(f"once: {entry['once']}")
            if entry.get("per") == "piece":
                found.add("per: piece")
            if entry.get("first") == "campaign" and moment != "immediate":
                found.add(f"first: campaign in {moment}")
            if entry.get("exactly") == 0:
                found.add("exactly: 0")
    cite = rules.get("cite", {})
    if "pass" in cite and rules.get("pass_points", -1) != -1:
        found.add("cite: pass")
    if "lacking" in cite:
        found.add("cite: lacking")
    campaign = campaign_file(name, "campaign.yaml")
    vocabulary = campaign["vocabulary"]
    if any(counter.get("hidden") for counter in vocabulary.get("counters", {}).values()):
        found.add("hidden")
    doubles = {symbol for symbol, term in vocabulary.get("symbols", {}).items() if "double_of" in term}
    if doubles:
        found.add("double_of")
    if "facing" in campaign_file(name, campaign["board"]):
        found.add("facing: board")
    episodes = [campaign_file(name, f"episodes/{path.name}") for path in sorted((ENVELOPES / name / "episodes").iterdir())]
    changes = [change for players in (campaign.get("start") or {}).get("players", {}).values() for change in players.get("changes", ())]
    changes += [change for episode in episodes for made in (episode.get("board_changes") or {}).values() for change in made]
    if any("facing" in change for change in changes):
        found.add("facing: board change")
    if any(doubles & set(change.get("stickers", {}).values()) for change in changes):
        found.add("double_of: sticker")
    if any(doubles & set(action.values()) for episode in episodes for rnd in episode["rounds"]
           for action in rnd.values() if isinstance(action, dict)):
        found.add("double_of: placed")
    return found


EVERY_CHAPTER = {"once: each", "once: episode", "once: campaign", "at_most", "exactly", "fewest", "rank", "set",
                 "per: piece", "of", "first: campaign in end", "hidden", "cite: pass", "cite: lacking",
                 "facing: board", "facing: board change", "line: facing", "line: of", "change"}
BETWEEN_THEM = {"exactly: 0", "if: at_least", "if: at_most", "if: equals", "first: campaign in chapter_end",
                "change: add", "change: remove"}
SYMBOLS = {"double_of", "double_of: sticker", "double_of: placed", "count: symbols"}
"""Words about tiles' symbols: My Island's only (My City's buildings show colours)."""


def test_each_words_chapter_writes_every_new_word_and_no_twin_writes_one():
    words = {game: words_of(pair[0]) for game, pair in PAIRS.items()}
    for game, found in words.items():
        assert EVERY_CHAPTER - found == set(), game
        assert any(word.startswith("if: ") for word in found), game
    assert SYMBOLS - words["my-island"] == set()
    assert BETWEEN_THEM - set().union(*words.values()) == set()
    for _words, twin in PAIRS.values():
        assert words_of(twin) - {"cite: pass"} == set(), twin  # cite: pass named every pass before issue 31


# --- the new words, scored by hand --------------------------------------------------------------------------

# (episode, player, token, debt, rank, circles), worked out in the episodes' comments.
EXPECTED = {
    "words-isla": [
        (1, "Ana", 31, 0, 1, 3), (1, "Ben", 28, 0, 2, 1), (1, "Cloe", 12, 0, 3, 1),
        (2, "Ana", 26, 0, 2, 1), (2, "Ben", 33, 0, 1, 3), (2, "Cloe", 19, 0, 3, 0),
        (3, "Ana", 20, 0, 3, 0), (3, "Ben", 32, 0, 1, 2), (3, "Cloe", 22, 0, 2, 1),
    ],
    "words-ciudad": [
        (1, "Ana", 28, 0, 2, 2), (1, "Bruno", 17, 0, 3, 0), (1, "Chloé", 30, 0, 1, 2),
        (2, "Ana", 26, 0, 1, 2), (2, "Bruno", 20, 0, 3, 0), (2, "Chloé", 24, 0, 2, 2),
        # Ana and Chloé tie on 16: LG-11's row 1, Ana 5 empty spaces, Chloé 6
        (3, "Ana", 16, 0, 2, 1), (3, "Bruno", 17, 0, 1, 2), (3, "Chloé", 16, 0, 3, 0),
    ],
}


@pytest.mark.parametrize(("name", "episode", "player", "token", "debt", "rank", "circles"),
                         [(name, *row) for name, rows in EXPECTED.items() for row in rows],
                         ids=[f"{name}-ep{row[0]}-{row[1]}" for name, rows in EXPECTED.items() for row in rows])
def test_each_episode_by_hand(checked, name, episode, player, token, debt, rank, circles):  # type: ignore[no-untyped-def]
    p = players(checked[name])[episode, player]
    assert (p.token, p.debt, p.rank, p.circles) == (token, debt, rank, circles)


# Every line of the score sheet that cites a rule, as (round, points, circles, rule), round None at the
# end; the bare counter changes (a pearl, a coin, the mine) cite LG-15 and are left out here. An entry
# that only changes the board (CA-16's tree) is a line of 0.
SHEETS: dict[str, dict[tuple[int, str], list[tuple[int | None, int, int, str]]]] = {
    "words-isla": {
        (1, "Ana"): [(2, 0, 1, "PE-3"), (3, 2, 0, "PE-1"), (6, 3, 0, "PE-2"), (None, 2, 0, "PE-7"), (None, 2, 0, "PE-9"),
                     (None, 2, 0, "PE-10"), (None, 4, 0, "PE-11"), (None, 2, 0, "PE-13"), (None, 2, 0, "PE-18"),
                     (None, 2, 0, "PE-19")],
        (1, "Ben"): [(1, 4, 0, "PE-5"), (2, -2, 0, "PE-16"), (6, 3, 0, "PE-2"), (None, 2, 0, "PE-7"), (None, 4, 0, "PE-11"),
                     (None, 2, 0, "PE-18"), (None, 2, 0, "PE-19"), (None, 3, 0, "PE-20")],
        (1, "Cloe"): [(2, 0, 1, "PE-3"), (4, -2, 0, "PE-16"), (None, 2, 0, "PE-9"), (None, 2, 0, "PE-18")],
        (2, "Ana"): [(1, 4, 0, "PE-5"), (4, 3, 0, "PE-2"), (None, 2, 0, "PE-10"), (None, 2, 0, "PE-12"), (None, 2, 0, "PE-18"),
                     (None, 3, 0, "PE-20")],
        (2, "Ben"): [(1, 4, 0, "PE-5"), (2, 0, 1, "PE-3"), (4, 3, 0, "PE-2"), (None, 3, 0, "PE-8"), (None, 2, 0, "PE-9"),
                     (None, 2, 0, "PE-12"), (None, 5, 0, "PE-14"), (None, 2, 0, "PE-18"), (None, 2, 0, "PE-19")],
        (2, "Cloe"): [(4, -2, 0, "PE-16"), (5, 2, 0, "PE-1"), (6, 0, 0, "PE-17"), (None, 2, 0, "PE-7"), (None, 2, 0, "PE-9"),
                      (None, 4, 0, "PE-11"), (None, 1, 0, "PE-13")],
        (3, "Ana"): [(1, 4, 0, "PE-5"), (None, 4, 0, "PE-11"), (None, 2, 0, "PE-18")],
        (3, "Ben"): [(1, 4, 0, "PE-5"), (4, 3, 0, "PE-2"), (None, 3, 0, "PE-8"), (None, 2, 0, "PE-9"), (None, 2, 0, "PE-10"),
                     (None, 4, 0, "PE-11"), (None, 2, 0, "PE-18"), (None, 2, 0, "PE-19")],
        (3, "Cloe"): [(1, 4, 0, "PE-5"), (None, 4, 0, "PE-11"), (None, 4, 0, "PE-18")],
    },
    "words-ciudad": {
        (1, "Ana"): [(1, 0, 0, "CA-4"), (2, 3, 0, "CA-5"), (4, 1, 0, "CA-1"), (4, 2, 0, "CA-2"), (4, 0, 1, "CA-3"),
                     (None, 2, 0, "CA-6"), (None, 2, 0, "CA-8"), (None, 1, 0, "CA-10"), (None, 2, 0, "CA-11"),
                     (None, 2, 0, "CA-16"), (None, 0, 0, "CA-16"), (None, 3, 0, "CA-17")],
        (1, "Bruno"): [(1, 2, 0, "CA-1"), (1, 0, 0, "CA-4"), (3, -3, 0, "CA-14"), (None, 2, 0, "CA-6"), (None, 3, 0, "CA-7"),
                       (None, 1, 0, "CA-10"), (None, 2, 0, "CA-11")],
        (1, "Chloé"): [(1, 0, 0, "CA-4"), (3, 1, 0, "CA-1"), (4, 2, 0, "CA-2"), (None, 2, 0, "CA-6"), (None, 2, 0, "CA-8"),
                       (None, 3, 0, "CA-9"), (None, 4, 0, "CA-11"), (None, 4, 0, "CA-12"), (None, 2, 0, "CA-16"),
                       (None, 0, 0, "CA-16")],
        (2, "Ana"): [(1, 0, 0, "CA-4"), (2, 3, 0, "CA-5"), (3, 2, 0, "CA-1"), (3, 2, 0, "CA-2"), (None, 2, 0, "CA-6"),
                     (None, 2, 0, "CA-8"), (None, 3, 0, "CA-9"), (None, 2, 0, "CA-11")],
        (2, "Bruno"): [(1, 2, 0, "CA-1"), (2, 3, 0, "CA-5"), (3, 0, 0, "CA-15"), (None, 3, 0, "CA-7"), (None, 2, 0, "CA-17")],
        (2, "Chloé"): [(3, 0, 1, "CA-3"), (4, 2, 0, "CA-1"), (4, 2, 0, "CA-2"), (None, 2, 0, "CA-6"), (None, 2, 0, "CA-8"),
                       (None, 1, 0, "CA-10"), (None, 2, 0, "CA-11"), (None, 3, 0, "CA-17")],
        (3, "Ana"): [(1, 0, 0, "CA-4"), (None, 3, 0, "CA-9"), (None, 3, 0, "CA-13")],
        (3, "Bruno"): [(1, 2, 0, "CA-1"), (1, 0, 0, "CA-4"), (None, 3, 0, "CA-9"), (None, 2, 0, "CA-17")],
        (3, "Chloé"): [(None, 3, 0, "CA-9"), (None, 3, 0, "CA-13")],
    },
}


@pytest.mark.parametrize("name", list(SHEETS))
def test_every_rule_of_the_new_words_scores_each_round_as_worked_out_by_hand(checked, name):
    found = {key: [(i.round, i.points, i.circles, i.rule) for i in p.items if i.rule != "LG-15"]
             for key, p in players(checked[name]).items()}
    assert found == SHEETS[name]


COUNTERS = {
    "words-isla": {"pearls": {"Ana": [1, 1, 1], "Ben": [0, 1, 2], "Cloe": [1, 3, 1]},
                   "caminos": {"Ana": [0, 0, 0], "Ben": [0, 0, 0], "Cloe": [0, 0, 0]}},
    "words-ciudad": {"monedas": {"Ana": [0, 1, 3], "Bruno": [2, 0, 1], "Chloé": [3, 3, 3]},
                     "mina": {"Ana": [3, 4, 5], "Bruno": [0, 0, 0], "Chloé": [1, 4, 5]},
                     "marcas": {"Ana": [0, 0, 0], "Bruno": [0, 0, 0], "Chloé": [0, 0, 0]}},
}
"""Each counter after episodes 1, 2 and 3: pearls spent two at a time (if, add), coins spent (set: 0) and
never above 3 (set: 3), the mine kept from episode to episode, the helpers back to 0 (set: 0)."""


@pytest.mark.parametrize("name", list(COUNTERS))
def test_counters_after_each_episode(checked, name):
    seen = players(checked[name])
    for counter, per_player in COUNTERS[name].items():
        for player, values in per_player.items():
            assert [seen[e, player].counters.get(counter, 0) for e in (1, 2, 3)] == values, (counter, player)


# --- the twins ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("game", list(PAIRS))
def test_the_twins_give_the_same_tokens_ranks_and_circles(checked, game):
    words, tricks = (checked[name] for name in PAIRS[game])
    new, old = players(words), players(tricks)
    assert new.keys() == old.keys()
    shared = {counter for p in new.values() for counter in p.counters}  # the twin's helpers aside
    for key, p in new.items():
        twin = old[key]
        assert (twin.token, twin.debt, twin.rank, twin.circles) == (p.token, p.debt, p.rank, p.circles), key
        assert {c: twin.counters.get(c, 0) for c in shared} == {c: p.counters.get(c, 0) for c in shared}, key
    assert words.result is not None and tricks.result is not None
    assert words.result.standings == tricks.result.standings


@pytest.mark.parametrize("game", list(PAIRS))
def test_what_no_trick_can_say_is_the_twins_adjustment_by_the_same_hand_figure(checked, game):
    words, tricks = (players(checked[name]) for name in PAIRS[game])
    given = {key: sum(i.points for i in p.items if i.rule in NO_TRICK[game]) for key, p in words.items()}
    adjusted = {key: sum(i.points for i in p.items if i.kind == "adjustment") for key, p in tricks.items()}
    assert adjusted == given and sum(given.values()) > 0
    assert not [i for p in words.values() for i in p.items if i.kind == "adjustment"]


def test_a_hidden_helper_stays_off_the_score_sheet_where_the_twins_shows_every_change(checked):
    """words-isla's caminos (hidden) changes with every path placed and goes back to 0 at the end, on no
    line of the sheet; the twin's caminos, an ordinary counter, shows a line for each change."""
    def lines_moving_only(name: str, counter: str) -> int:
        return sum(1 for p in players(checked[name]).values() for i in p.items
                   if set(i.facts.get("counters", {})) == {counter} and not i.points and not i.circles)
    assert lines_moving_only("words-isla", "caminos") == 0 and lines_moving_only("words-ciudad", "marcas") == 0
    assert lines_moving_only("tricks-isla", "caminos") > 0 and lines_moving_only("tricks-ciudad", "marcas") > 0


@pytest.mark.parametrize(("game", "passing", "free"), [("my-island", "PE-16", "PE-17"), ("my-city", "CA-14", "CA-15")])
def test_passes_cite_the_envelope_only_where_it_changes_them(checked, game, passing, free):
    """cite: {pass} names the pass whose cost the chapter changes; cite: {lacking} the free pass on a
    card whose piece the player lost. The twin, without cite: lacking, leaves the free pass to LG-03."""
    words, tricks = (players(checked[name]) for name in PAIRS[game])
    for seen, expected in ((words, {"pass": {passing}, "free-pass": {free}}), (tricks, {"pass": {passing}, "free-pass": {"LG-03"}})):
        cited = {kind: {i.rule for p in seen.values() for i in p.items if i.kind == kind} for kind in ("pass", "free-pass")}
        assert cited == expected


def test_the_twins_locks_go_below_zero_and_back(checked):
    """The trick behind once: each and once: episode: a lock that has paid holds -8 (or more, after
    later houses), and the end entries bring it back to 0; once: campaign's lock stays below."""
    seen = players(checked["tricks-isla"])
    assert [seen[e, "Ana"].counters.get("faro", 0) for e in (1, 2, 3)] == [0, 0, 0]
    assert [seen[e, "Ana"].counters.get("campo", 0) for e in (1, 2, 3)] == [-8, -7, -7]


# --- the words added after issue 31: facing, change, double symbols ---------------------------------------------

LINES = {"my-island": "PE-18", "my-city": "CA-17"}
"""The rule of each chapter's directed features: a line with facing and of in the words, an entry per space in the twin."""


@pytest.mark.parametrize("game", list(PAIRS))
def test_a_directed_features_line_counts_the_spaces_the_twins_entries_count_one_by_one(checked, game):
    """line with facing: true looks from each feature only the way it faces (the board's facing, a board
    change's), until a space that is not `through`; of: counts only the spaces where it holds. The twin,
    without facing, writes an entry per space of each line (a region per space, next_to nested along the
    line): both count the same spaces, for every player and episode, and some line stops early."""
    words, tricks = (players(checked[name]) for name in PAIRS[game])

    def lit(p: PlayerEpisode) -> set[str]:
        grid = p.board.grid
        return {grid.name(c) for i in p.items if i.rule == LINES[game] for c in i.facts.get("cells", ())}

    seen = {key: lit(p) for key, p in words.items()}
    assert seen == {key: lit(p) for key, p in tricks.items()}
    assert any(seen.values()) and not all(seen.values())  # a line that lights something, and one stopped at once
    facing = {key: {p.board.grid.name(c) for c in p.board.facing} for key, p in words.items()}
    assert {frozenset(cells) for cells in facing.values()} == (
        {frozenset({"C3"}), frozenset({"C3", "D5"})} if game == "my-island" else {frozenset({"A5"}), frozenset({"A5", "H1"})})
    assert not any(p.board.facing for p in tricks.values())


@pytest.mark.parametrize("game", list(PAIRS))
def test_what_an_entry_changes_for_good_is_what_the_twin_types_by_hand_LG_12(checked, game):
    """change: the features an entry adds or removes after the episode, on the spaces it counted, are the
    board changes the twin's group typed in the episode's file; each episode then starts on the same
    features in both (the shipwreck rescued, the rock quarried and the tree planted in its place)."""
    words, tricks = (checked[name] for name in PAIRS[game])
    assert words.campaign is not None and tricks.campaign is not None and words.result is not None

    def features(p: PlayerEpisode) -> dict[str, dict[tuple[int, int], int]]:
        return {feature: dict(cells) for feature, cells in p.board.features.items() if cells}

    def typed(c: campaigns.Checked, number: int, name: str) -> set[tuple[Any, ...]]:
        assert c.campaign is not None
        changes = c.campaign.episodes[number - 1].board_changes.get(name, ())
        return {(m.cell, m.add, m.remove) for m in changes if m.add or m.remove}

    made = 0
    for e in words.result.episodes:
        for p in e.players:
            by_entries = {(m.cell, m.add, m.remove) for m in p.changes}
            made += len(by_entries)
            assert typed(words, e.episode.number, p.name) | by_entries == typed(tricks, e.episode.number, p.name), p.name
    assert made > 0
    new, old = players(words), players(tricks)
    assert {key: features(p) for key, p in new.items()} == {key: features(p) for key, p in old.items()}


def test_a_double_wall_counts_twice_where_symbols_are_counted_and_is_no_wall_in_the_twin(checked, tmp_path):
    """Ben's tile 9 shows a double wall (double_of: wall): PE-19 counts 2 walls on his one space E1 (count:
    symbols), as the twin's helper adds 2 for its own symbol muro-doble. A wall tile touching only the
    double wall D7 matches it (MI-R02) in the words; in the twin muro-doble is no wall, so the same
    placement breaks MI-R02: the one thing the twin cannot say, and the logs never ask it."""
    ben = players(checked["words-isla"])[2, "Ben"]
    (nineteen,) = [i for i in ben.items if i.rule == "PE-19"]
    assert nineteen.facts["count"] == 2 and [ben.board.grid.name(c) for c in nineteen.facts["cells"]] == ["E1"]
    for name, broken in (("words-isla", []), ("tricks-isla", ["MI-R02"])):
        folder = tmp_path / name
        shutil.copytree(ENVELOPES / name, folder)
        first = folder / "episodes" / "01.yaml"
        text = first.read_text(encoding="utf-8")
        assert text.count("    Ben: stop  ") == 1
        text = re.sub(r"    Ben: stop  [^\n]*", "    Ben: {E7: wall, F7: wall}", text)  # card 8
        first.write_text(text.replace("  - card: 12\n    Ana: stop\n", "  - card: 12\n    Ana: stop\n    Ben: stop\n"),
                         encoding="utf-8")
        assert [p.rule for p in campaigns.check(folder).problems] == broken, name
