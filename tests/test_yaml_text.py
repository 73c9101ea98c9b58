"""The one editor of a group's YAML as text (generator/editing/text.py): whatever it adds, every line the
group wrote stays byte for byte (what logs kept in git promise), on every demo and fixture file."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from generator.editing import text as yaml_text
from generator.editing.episodes import append_round, remove_last_round
from helpers import FIXTURES

ROOT = Path(__file__).resolve().parent.parent
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
    assert all(line.rstrip()[:-1] + ", {cell: C4, terrain: beach}]\n" in edited for line in flowed)  # a flow list grows in place
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
