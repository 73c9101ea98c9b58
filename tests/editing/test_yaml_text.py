"""The one editor of a group's YAML as text (generator/editing/text.py): whatever it adds, every line the
group wrote stays byte for byte (what logs kept in git promise), on every demo and fixture file."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from generator.editing import text as yaml_text
from generator.editing.episodes import append_round, remove_last_round
from helpers import FIXTURES

ROOT = Path(__file__).resolve().parents[2]
EPISODES = sorted([*(ROOT / "campaigns").glob("*/episodes/*.yaml"), *FIXTURES.glob("**/episodes/*.yaml")])
CATALOGUES = sorted(p for p in [*(ROOT / "content" / "games").glob("*/pieces/*.yaml"), *FIXTURES.glob("**/pieces/*.yaml")])


def kept(before: str, after: str) -> bool:
    """Whether `after` is `before` with lines added (each line of `before` still there, in order)."""
    added = iter(after.splitlines(keepends=True))
    return all(any(line == other for other in added) for line in before.splitlines(keepends=True))


def rounds(text: str) -> list:
    return yaml.safe_load(text).get("rounds") or []


@pytest.mark.parametrize("path", EPISODES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_LG_02_a_round_added_then_taken_away_leaves_the_file_as_it_was(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    if not text.endswith("\n") or isinstance(yaml.safe_load(text).get("rounds"), list) and \
            yaml_text.entry(yaml_text.root(text), "rounds")[1].flow_style:  # type: ignore[index]
        pytest.skip("a flow list of rounds is refused (tested in test_play_cli)")
    added = append_round(text, "7", [("Ana", "pass"), ("Ben", "C4 r2")])
    assert kept(text, added)
    assert rounds(added)[-1] == {"card": 7, "Ana": "pass", "Ben": "C4 r2"} and len(rounds(added)) == len(rounds(text)) + 1
    assert remove_last_round(added) == text or not rounds(text)


def grown(line: str, entry: str) -> str:
    """A flow list's line with `entry` added before its closing bracket, a comment after it kept."""
    close = line.split("#")[0].rstrip().rfind("]")
    return line[:close] + ", " + entry + line[close:]


@pytest.mark.parametrize("path", EPISODES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_LG_12_an_adjustment_a_board_change_and_a_tiebreak_add_lines_and_change_none(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    if not isinstance(data.get("board_changes", {}), dict) or any(
            not isinstance(v, list) for v in (data.get("board_changes") or {}).values()):
        pytest.skip("board changes written by hand in another shape")
    try:
        edited = yaml_text.append_entry(text, ["adjustments"], {"player": "Ana", "points": -2, "reason": "a spilt drink"})
        edited = yaml_text.append_entry(edited, ["board_changes", "Ana"], {"cell": "C4", "terrain": "beach"})
    except ValueError:
        pytest.skip("a flow mapping of board changes is refused with a message")
    flowed = [line for line in text.splitlines(keepends=True) if line.lstrip().startswith("Ana: [")]
    assert kept("".join(line for line in text.splitlines(keepends=True) if line not in flowed), edited)
    assert all(grown(line, "{cell: C4, terrain: beach}") in edited for line in flowed)  # a flow list grows in place, comment kept
    after = yaml.safe_load(edited)
    assert after["adjustments"][-1] == {"player": "Ana", "points": -2, "reason": "a spilt drink"}
    assert after["board_changes"]["Ana"][-1] == {"cell": "C4", "terrain": "beach"}
    assert {k: v for k, v in after.items() if k not in ("adjustments", "board_changes")} == \
        {k: v for k, v in data.items() if k not in ("adjustments", "board_changes")}
    tied = yaml_text.set_value(edited, "tiebreak", ["Ben", "Ana"])
    assert yaml.safe_load(tied)["tiebreak"] == ["Ben", "Ana"]


@pytest.mark.parametrize("path", CATALOGUES, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_piece_added_to_a_catalogue_keeps_the_others_and_a_second_needs_the_word(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    added = yaml_text.put_entry(text, "pieces", "X9", '{cells: ["0,0", "1,0"]}')
    assert kept(text, added) and yaml.safe_load(added)["pieces"]["X9"] == {"cells": ["0,0", "1,0"]}
    with pytest.raises(yaml_text.Exists):
        yaml_text.put_entry(added, "pieces", "X9", '{cells: ["0,0"]}')
    replaced = yaml_text.put_entry(added, "pieces", "X9", '{cells: ["0,0"]}', replace=True)
    assert yaml.safe_load(replaced)["pieces"]["X9"] == {"cells": ["0,0"]} and kept(text, replaced)


def test_an_empty_list_opens_below_its_key_and_keeps_its_comment() -> None:
    text = "episode: 3\nrules: legacy-2\nrounds: []  # none yet\nadjustments:   # fines\n"
    assert append_round(text, "4", [("Ana", "pass")]) == \
        "episode: 3\nrules: legacy-2\nrounds:  # none yet\n  - card: 4\n    Ana: pass\nadjustments:   # fines\n"
    assert yaml_text.append_entry(text, ["adjustments"], {"player": "Ana", "points": 1, "reason": "x"}).endswith(
        "adjustments:  # fines\n  - {player: Ana, points: 1, reason: x}\n")


# --- set_in: a value deep in campaign.yaml's start (table mode's start form, generator/table/start.py)

START = """\
start:                 # as the boards stood
  episode: 13
  players:
    # circles: progress circles coloured so far
    Ana: {circles: 21, debt: 3, counters: {pearls: 2}}   # the lighthouse counted
    Ben:
      circles: 18      # recounted
      changes: [{cell: C4, terrain: palm}]
    Dana:
# the end
"""


def changed(before: str, after: str) -> list[tuple[str, str]]:
    """The lines that differ, pairwise (the edits keep the number of lines or add some at the end of a block)."""
    return [(a, b) for a, b in zip(before.splitlines(), after.splitlines()) if a != b]


def test_LG_07_LG_08_a_value_is_replaced_where_it_stands_in_a_flow_or_a_block_mapping() -> None:
    flowed = yaml_text.set_in(START, ["start", "players", "Ana", "circles"], 25)
    assert changed(START, flowed) == [("    Ana: {circles: 21, debt: 3, counters: {pearls: 2}}   # the lighthouse counted",
                                       "    Ana: {circles: 25, debt: 3, counters: {pearls: 2}}   # the lighthouse counted")]
    blocked = yaml_text.set_in(START, ["start", "players", "Ben", "circles"], 7)
    assert changed(START, blocked) == [("      circles: 18      # recounted", "      circles: 7      # recounted")]
    counted = yaml_text.set_in(START, ["start", "players", "Ana", "counters", "pearls"], 0)
    assert yaml.safe_load(counted)["start"]["players"]["Ana"]["counters"] == {"pearls": 0}


def test_LG_08_a_missing_key_joins_its_mapping_and_every_other_line_stays() -> None:
    text = yaml_text.set_in(START, ["start", "players", "Ana", "counters", "shells"], 1)
    text = yaml_text.set_in(text, ["start", "players", "Ben", "debt"], 4)
    text = yaml_text.set_in(text, ["start", "players", "Ben", "counters", "pearls"], 2)
    text = yaml_text.set_in(text, ["start", "players", "Cloe", "circles"], 5)
    text = yaml_text.set_in(text, ["start", "players", "Dana", "debt"], 1)  # `Dana:` with nothing after it
    assert text == START.replace("{pearls: 2}}", "{pearls: 2, shells: 1}}").replace(
        "      changes: [{cell: C4, terrain: palm}]\n",
        "      changes: [{cell: C4, terrain: palm}]\n      debt: 4\n      counters: {pearls: 2}\n").replace(
        "    Dana:\n", "    Dana: {debt: 1}\n    Cloe: {circles: 5}\n")


def test_the_mappings_a_path_needs_are_made_block_above_and_flow_at_the_last() -> None:
    assert yaml_text.set_in("start:\n  episode: 13\n", ["start", "players", "Inés", "circles"], 3) == \
        "start:\n  episode: 13\n  players:\n    Inés: {circles: 3}\n"
    assert yaml_text.set_in("start: {episode: 13}  # late\n", ["start", "players", "Ana", "circles"], 3) == \
        "start: {episode: 13, players: {Ana: {circles: 3}}}  # late\n"
    assert yaml_text.set_in("start: {episode: 13, players: {}}\n", ["start", "players", "Ana", "debt"], 2) == \
        "start: {episode: 13, players: {Ana: {debt: 2}}}\n"
    assert yaml_text.set_in("a: 1\n", ["b"], "yes") == "a: 1\nb: 'yes'\n"  # a text stays a text


def test_a_value_chronicle_cannot_reach_is_refused_with_a_message() -> None:
    with pytest.raises(ValueError, match="'players' is not a mapping"):
        yaml_text.set_in("start:\n  players: [Ana]\n", ["start", "players", "Ana", "circles"], 3)
    with pytest.raises(ValueError, match="'circles' is written over several lines"):
        yaml_text.set_in("start:\n  circles:\n    - 1\n", ["start", "circles"], 3)


def test_the_demo_campaign_started_at_episode_13_changes_one_line_per_value() -> None:
    path = ROOT / "campaigns" / "barrio-del-palacio" / "campaign.yaml"
    text = path.read_text(encoding="utf-8")
    edited = yaml_text.set_in(text, ["start", "players", "Mateo", "circles"], 12)
    edited = yaml_text.set_in(edited, ["start", "players", "Mateo", "counters", "monedas"], 1)
    assert len(changed(text, edited)) == 1 and len(edited.splitlines()) == len(text.splitlines())
    assert yaml.safe_load(edited)["start"]["players"]["Mateo"] == \
        {**yaml.safe_load(text)["start"]["players"]["Mateo"], "circles": 12, "counters": {"monedas": 1}}
