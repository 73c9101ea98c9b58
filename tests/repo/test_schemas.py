"""The JSON Schemas chronicle gives editors agree with the validator: what chronicle accepts, they accept."""

from __future__ import annotations

import fnmatch
import json
import shutil
from pathlib import Path

import jsonschema
import pytest
import yaml

from generator import campaigns
from generator.load.nodes import load_file
from generator.repo.schemas import globs
from generator.validate.board import read_board
from generator.validate.content import CONTENT, load_game
from generator.validate.pieces import read_catalogue
from generator.vocabulary.reader import Reader
from helpers import SCHEMAS, as_editor_sees, errors

ROOT = Path(__file__).resolve().parents[2]


def schema_for(relative: str) -> str:
    """The schema an editor applies to a file of a group's repository, by the globs init writes."""
    found = [name for name, patterns in globs().items() if any(fnmatch.fnmatch(relative, p) for p in patterns)]
    assert len(found) == 1, (relative, found)
    return found[0]


def accepted_campaigns() -> list[Path]:
    folders = campaigns.find([ROOT / "campaigns", ROOT / "tests" / "fixtures" / "site", ROOT / "tests" / "fixtures" / "xss"])
    accepted = [f for f in folders if not campaigns.check(f).problems]
    assert len(accepted) >= 5
    return accepted


def test_every_schema_is_a_valid_draft_07_schema() -> None:
    for schema in SCHEMAS.values():
        jsonschema.Draft7Validator.check_schema(schema)
    assert set(globs()) == set(SCHEMAS)


@pytest.mark.parametrize("folder", accepted_campaigns(), ids=lambda f: f.name)
def test_every_file_of_an_accepted_campaign_validates_against_its_schema(folder: Path) -> None:
    for path in sorted(folder.rglob("*.yaml")):
        relative = f"campaigns/{folder.name}/{path.relative_to(folder).as_posix()}"
        assert errors(schema_for(relative), yaml.safe_load(path.read_text(encoding="utf-8"))) == [], relative


def shipped_components() -> list[tuple[str, Path]]:
    """Every shipped board, catalogue and ruleset, as a group would place it in its games/ folder."""
    files = sorted((CONTENT / "games").glob("*/*/*.yaml"))
    assert len(files) >= 10
    return [(f"games/{p.parent.parent.name}/{p.parent.name}/{p.name}", p) for p in files]


@pytest.mark.parametrize(("relative", "path"), shipped_components(), ids=lambda v: str(v))
def test_every_shipped_board_catalogue_and_ruleset_validates(relative: str, path: Path) -> None:
    assert errors(schema_for(relative), yaml.safe_load(path.read_text(encoding="utf-8"))) == []


def test_every_fixture_board_and_catalogue_that_chronicle_accepts_validates() -> None:
    checked = 0
    for game in ("my-island", "my-city"):
        for path in sorted((ROOT / "tests" / "fixtures" / game).glob("*/*.yaml")):
            r = Reader()
            node = load_file(path)
            (read_board if path.parent.name == "boards" else read_catalogue)(r, node, load_game(game))
            if not r.problems:
                checked += 1
                schema = "board.schema.json" if path.parent.name == "boards" else "pieces.schema.json"
                assert errors(schema, node.plain()) == [], path
    assert checked >= 5


def test_the_settings_of_a_new_repository_validate(tmp_path: Path, cli) -> None:
    cli("init", tmp_path / "g", "--base-url", "https://ours.example/")
    assert errors("chronicle.schema.json", yaml.safe_load((tmp_path / "g" / "chronicle.yaml").read_text())) == []
    assert errors("chronicle.schema.json", {"language": "de"})


EPISODE = {"episode": 1, "rules": "legacy-1", "rounds": [{"card": 17, "Ana": "C4 r2", "Ben": "pass"}]}


@pytest.mark.parametrize(("schema", "data", "where"), [
    ("campaign.schema.json", {"title": "T", "game": "my-island", "mode": "legasy", "board": "b", "pieces": "p",
                              "players": [{"name": "Ana"}, {"name": "Ben"}]}, "mode"),
    ("campaign.schema.json", {"title": "T", "game": "my-island", "mode": "legacy", "board": "b", "pieces": "p",
                              "players": [{"name": "Ana"}]}, "players"),
    ("episode.schema.json", {**EPISODE, "rounds": [{"card": 17, "Ana": "C4 r2 please"}]}, "rounds/0/Ana"),
    ("episode.schema.json", {**EPISODE, "rounds": [{"card": 17, "Ana": {"C4": "castle"}}]}, "rounds/0/Ana"),
    ("episode.schema.json", {**EPISODE, "round": []}, ""),
    ("episode.schema.json", {**EPISODE, "board_changes": {"Ana": [{"cell": "C4", "terain": "palm"}]}}, "board_changes/Ana/0"),
    ("board.schema.json", {"game": "my-city", "name": "x", "map": "g", "legend": {"b": "beach"}}, "legend/b"),
    ("pieces.schema.json", {"grid": "square", "pieces": {"Y1": {"cells": ["0,0"]}}}, "pieces/Y1"),
    ("pieces.schema.json", {"grid": "hex", "pieces": {"1": {"cells": {"0;0": "house"}}}}, "pieces/1/cells"),
    ("ruleset.my-city.schema.json", {"name": "Mine", "buildable": ["Beach"]}, "buildable/0"),  # a group's words are lowercase ids
    ("ruleset.schema.json", {"name": "Mine", "buildable": ["beach"], "end": [{"kind": "visible-terrain", "terrain": "beach"}]},
     "end/0"),
    ("ruleset.schema.json", {"name": "Mine", "buildable": ["beach"], "end": [{"kind": "visible-terain"}]}, "end/0/kind"),
])
def test_a_wrong_file_is_refused_where_it_is_wrong(schema: str, data: dict, where: str) -> None:
    found = errors(schema, data)
    assert found and any(e.startswith(f"{where}:") for e in found), found


def test_init_wires_the_schemas_up_for_editors(tmp_path: Path, cli) -> None:
    root = tmp_path / "g"
    cli("init", root)
    settings = json.loads((root / ".vscode" / "settings.json").read_text())
    mapping = settings["yaml.schemas"]
    assert set(mapping) == {f"./.chronicle/schemas/{name}" for name in SCHEMAS}  # "./": relative to the workspace
    for name, patterns in mapping.items():
        assert json.loads((root / name).read_text()) == SCHEMAS[Path(name).name]
        assert patterns == globs()[Path(name).name]


def _declared_objects() -> list[tuple[str, dict, object]]:
    from generator.vocabulary import keys

    campaign, episode = SCHEMAS["campaign.schema.json"], SCHEMAS["episode.schema.json"]
    player = campaign["properties"]["players"]["items"]
    start = campaign["properties"]["start"]
    pieces = SCHEMAS["pieces.schema.json"]
    return [("chronicle.yaml", SCHEMAS["chronicle.schema.json"], keys.SETTINGS), ("campaign.yaml", campaign, keys.CAMPAIGN),
            ("a player", player, keys.PLAYER), ("replaced_by", player["properties"]["replaced_by"]["anyOf"][0], keys.REPLACEMENT),
            ("start", start, keys.START), ("a player's start", start["properties"]["players"]["additionalProperties"], keys.START_PLAYER),
            ("an episode", episode, keys.EPISODE), ("an adjustment", episode["properties"]["adjustments"]["items"], keys.ADJUSTMENT),
            ("a board", SCHEMAS["board.schema.json"], keys.BOARD), ("a catalogue", pieces, keys.CATALOGUE),
            ("a piece", pieces["properties"]["pieces"]["additionalProperties"], keys.PIECE)]


@pytest.mark.parametrize("what, schema, declared", _declared_objects(), ids=[w for w, _, _ in _declared_objects()])
def test_the_schema_lists_the_keys_the_validator_reads(what: str, schema: dict, declared) -> None:  # type: ignore[no-untyped-def]
    """One declaration (generator.vocabulary.keys) feeds both: the same keys, in order, the same required."""
    assert list(schema["properties"]) == list(declared.names)
    assert schema["required"] == list(declared.required)
    assert schema["additionalProperties"] is False


def test_LG_12_a_board_changes_alternatives_together_hold_the_declared_keys() -> None:
    from generator.vocabulary import keys

    change = SCHEMAS["episode.schema.json"]["properties"]["board_changes"]["additionalProperties"]["items"]
    assert {key for option in change["anyOf"] for key in option["properties"]} == set(keys.BOARD_CHANGE.names)


def test_a_key_the_validator_does_not_know_is_refused_by_both(tmp_path: Path) -> None:
    """A key added to a file without its declaration: `check` names it and the schema refuses it."""
    campaign = yaml.safe_load((ROOT / "campaigns" / "reef-raiders" / "campaign.yaml").read_text(encoding="utf-8"))
    campaign["seating"] = "round"
    errors = list(jsonschema.Draft7Validator(SCHEMAS["campaign.schema.json"]).iter_errors(as_editor_sees(campaign)))
    assert any("seating" in e.message for e in errors)
    folder = tmp_path / "reef"
    shutil.copytree(ROOT / "campaigns" / "reef-raiders", folder)
    (folder / "campaign.yaml").write_text(yaml.safe_dump(campaign, allow_unicode=True), encoding="utf-8")
    problems = campaigns.check(folder).problems
    assert any("unknown key 'seating'" in str(p.message) for p in problems)
