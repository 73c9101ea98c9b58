"""JSON Schemas (draft-07) of chronicle's files, for editors: completion and errors as a logger types.

They are derived from the shipped games and the declared vocabulary (generator.vocabulary), so their
lists of games, terrains, symbols, features, colours, ruleset keys, scoring kinds and rule IDs are
the validator's own. They are an aid
for typing: `chronicle check` stays the judge (the schemas cannot know a board's cells or a
catalogue's card ids).
"""

from __future__ import annotations

import functools
import json
from collections.abc import Iterable
from typing import Any

from generator.geometry.grid import GRID_KINDS, grid_for
from generator.model import LANGUAGES, Game
from generator.validate.content import games, load_game, rule_registry
from generator.vocabulary import keys
from generator.vocabulary.keys import Keys
from generator.vocabulary.ruleset import ruleset_keys
from generator.vocabulary.shapes import Record, Words
from generator.vocabulary.terms import VOCABULARY
from generator.words.i18n import ENGLISH, N_, Translator, translator
from generator.words.typography import typesetter

Schema = dict[str, Any]

DRAFT = "http://json-schema.org/draft-07/schema#"
MODES = ("legacy", "eternal")
COUNT = {"type": "integer", "minimum": 1, "maximum": 9, "description": N_("How many of the feature (default 1).")}
CELL = {"type": "string", "pattern": r"^\s*[A-Za-z][1-9][0-9]?\s*$",
        "description": N_("A space: a letter and a number as the board names it, such as C4 (or K1 on a board with `letters: columns`).")}
OFFSET = r"^\s*-?\d+\s*,\s*-?\d+\s*$"
WORD = {"type": ["string", "integer"]}


FACING = {"enum": sorted({name for kind in GRID_KINDS for name in grid_for(kind).facings}),
          "description": N_("A direction: east, west, north or south (My City); east, west, north-east, north-west, "
                            "south-east or south-west (My Island).")}

def globs() -> dict[str, list[str]]:
    """Where each schema applies in a group's repository: globs for the editor's settings."""
    return {
        "chronicle.schema.json": ["chronicle.yaml"],
        "campaign.schema.json": ["campaigns/*/campaign.yaml"],
        "episode.schema.json": ["campaigns/*/episodes/*.yaml"],
        "board.schema.json": ["games/*/boards/*.yaml"],
        "pieces.schema.json": ["games/*/pieces/*.yaml", "campaigns/*/pieces/*.yaml"],
        "component.schema.json": ["campaigns/*/boards/*.yaml"],  # a campaign's boards/ holds boards and pieces
        "ruleset.schema.json": ["campaigns/*/rules/*.yaml"],
        "vocabulary.schema.json": ["games/*/vocabulary.yaml"],
        **{f"ruleset.{game}.schema.json": [f"games/{game}/rules/*.yaml"] for game in games()},
    }


def schemas(tr: Translator = ENGLISH) -> dict[str, Schema]:
    """Every schema by its file name, its titles and descriptions in `tr`'s language (the group's: what
    an editor shows as the logger types)."""
    shipped = [load_game(g) for g in games()]
    made = {
        "chronicle.schema.json": _document(N_("chronicle.yaml: the root and settings of a group's repository"), _settings()),
        "campaign.schema.json": _document(N_("campaign.yaml of a chronicle campaign"), _campaign(shipped)),
        "episode.schema.json": _document(N_("An episode log of a chronicle campaign"), _episode(shipped)),
        "board.schema.json": _document(N_("A board of My Island or My City, drawn as text"), _board(shipped)),
        "pieces.schema.json": _document(N_("A piece catalogue: every card's piece"), _pieces(shipped)),
        "component.schema.json": _document(N_("A campaign's own board or piece catalogue"),
                                           {"if": {"required": ["map"]}, "then": _board(shipped), "else": _pieces(shipped)}),
        "ruleset.schema.json": _document(N_("A ruleset of either game"), _ruleset(shipped)),
        "vocabulary.schema.json": _document(N_("A group's own terrains, features, symbols and colours"), _vocabulary_file(shipped)),
    }
    for game in shipped:
        made[f"ruleset.{game.id}.schema.json"] = _document(tr.gettext(N_("A ruleset of %(game)s")) % {"game": game.names[tr.lang]},
                                                            _ruleset([game]))
    return {name: _translated(schema, tr) for name, schema in made.items()}


def _translated(schema: object, tr: Translator) -> Any:
    """`schema` with its titles and descriptions (marked N_ where they are written) in `tr`'s language, set as
    it sets them (French spacing outside `code`)."""
    if isinstance(schema, dict):
        return {key: typesetter(tr.lang)(tr.gettext(value)) if key in ("title", "description") and isinstance(value, str)
                else _translated(value, tr) for key, value in schema.items()}
    if isinstance(schema, list):
        return [_translated(value, tr) for value in schema]
    return schema


def as_text(schema: Schema) -> str:
    return json.dumps(schema, indent=1, ensure_ascii=False) + "\n"


def texts(language: str) -> dict[str, str]:
    """Every schema's file as `init` writes it, by file name, in `language`."""
    return dict(_texts(language))


@functools.cache
def _texts(language: str) -> dict[str, str]:
    # Once per language and process: the schemas follow from the shipped games alone, and json writes
    # them indented with its pure-Python encoder (about a second), which every `init` would pay again.
    return {name: as_text(schema) for name, schema in schemas(translator(language)).items()}


def _document(title: str, body: Schema) -> Schema:
    return {"$schema": DRAFT, "title": title, **body}


def _object(properties: dict[str, Schema], required: Iterable[str] = ()) -> Schema:
    return {"type": "object", "properties": properties, "required": list(required), "additionalProperties": False}


def _declared(declared: Keys, properties: dict[str, Schema]) -> Schema:
    """The object whose keys generator.vocabulary.keys declares: a schema for each, in its order."""
    if properties.keys() != set(declared.names):
        raise ValueError(f"schemas for {sorted(properties)}, keys declared {sorted(declared.names)}")
    return _object({name: properties[name] for name in declared.names}, declared.required)


def _enum(values: Iterable[str], description: str) -> Schema:
    return {"enum": sorted(set(values)), "description": description}


def _settings() -> Schema:
    return _declared(keys.SETTINGS, {
        "language": _enum(LANGUAGES, N_("The group's language: the default of 'chronicle new --language'.")),
        "base_url": {"type": "string", "pattern": "^(https?://|/)", "description": N_("Where the site is published.")},
    })


def _campaign(shipped: list[Game]) -> Schema:
    replacement = _declared(keys.REPLACEMENT, {
        "name": {"type": "string", "minLength": 1},
        "from_episode": {"type": "integer", "minimum": 2, "description": N_("The first episode the newcomer plays.")}})
    player = _declared(keys.PLAYER, {
        "name": {"type": "string", "minLength": 1, "not": {"enum": ["card", "blocked"]}},
        "animal": {"type": "string"},
        "board_name": {"type": "string"},
        "replaced_by": {"anyOf": [replacement, {"type": "array", "items": replacement}],
                        "description": N_("Who takes this seat from a later episode (LG-14).")},
    })
    return _declared(keys.CAMPAIGN, {
        "title": {"type": "string", "minLength": 1, "description": N_("The campaign's title on the site.")},
        "game": _enum((g.id for g in shipped), N_("The game played.")),
        "mode": _enum(MODES, N_("legacy: the 24-episode campaign; eternal: a stand-alone game.")),
        "board": {**WORD, "description": N_("A board name of the game (or of the group's games/), or a path inside the campaign such as boards/ours.yaml.")},
        "pieces": {**WORD, "description": N_("A piece catalogue name, or a path inside the campaign.")},
        "language": _enum(LANGUAGES, N_("The language of the group's notes.")),
        "players": {"type": "array", "items": player, "minItems": min(g.min_players for g in shipped),
                    "maxItems": max(g.max_players for g in shipped), "description": N_("In seat order.")},
        "aliases": {"type": "object", "additionalProperties": {"type": "string", "minLength": 1},
                    "description": N_("A player of this campaign -> the name the player has in the group's other campaigns "
                                      "(Bea: Beatriz), so that the record counts one person.")},
        "vocabulary": _vocabulary_file(shipped),
        "start": _declared(keys.START, {
            "episode": {"type": "integer", "minimum": 1, "maximum": 24, "description": N_("The log's first episode.")},
            "players": {"type": "object", "additionalProperties": _declared(keys.START_PLAYER, {
                "circles": {"type": "integer", "minimum": 0, "description": N_("Progress circles (symbols) coloured so far.")},
                "debt": {"type": "integer", "minimum": 0, "description": N_("Points still owed (LG-08).")},
                "board": {**WORD, "description": N_("The player's own board as it stands: a board name or a path inside the campaign.")},
                "counters": {"type": "object", "additionalProperties": {"type": "integer", "minimum": 0}},
                "changes": {"type": "array", "items": _change(_vocabulary(shipped), shipped),
                            "description": N_("Stickers and new terrain on the board so far, as board_changes writes them.")},
            })},
        }),
    })


def _action(shipped: list[Game]) -> Schema:
    symbols = sorted({s for g in shipped for s in g.symbols})
    return {"description": N_("pass, stop, an anchor and rotation such as C4 r2, the covered cells, or the cells with their symbols."),
            "anyOf": [
                {"type": "string", "pattern": r"^\s*([pP][aA][sS][sS]|[sS][tT][oO][pP]|[A-Za-z][1-9][0-9]?\s*([rR][0-9])?)\s*$"},
                {"type": "array", "items": CELL, "minItems": 1},
                {"type": "object", "propertyNames": CELL, "additionalProperties": {"enum": symbols}, "minProperties": 1},
            ]}


def _change(game: dict[str, list[str]], shipped: list[Game]) -> Schema:
    offsets = {"type": "object", "propertyNames": {"pattern": OFFSET}, "additionalProperties": {"enum": game["symbol"]}}
    return {"anyOf": [
        _object({"note": {"type": "string"}}, ["note"]),
        _object({"cell": CELL, "terrain": {"type": "string"}, "new": {"type": "boolean", "description": N_("A space the board gains.")}},
                ["cell", "terrain"]),
        _object({"cell": CELL, "add": {"type": "string"}, "count": COUNT, "facing": FACING}, ["cell", "add"]),
        _object({"cell": CELL, "remove": {"type": "string"}, "count": COUNT}, ["cell", "remove"]),
        _object({"counter": {"type": "string"}, "by": {"type": "integer", "description": N_("Negative to spend.")}}, ["counter", "by"]),
        _object({"piece": WORD, "add": _piece(shipped)}, ["piece", "add"]),
        _object({"piece": WORD, "remove": {"const": True}}, ["piece", "remove"]),
        _object({"piece": WORD, "stickers": offsets}, ["piece", "stickers"]),
        _object({"piece": WORD, "colour": {"enum": sorted({c for g in shipped for c in g.colours})}}, ["piece", "colour"]),
    ], "description": N_("A change after the episode (LG-12): terrain, a feature, a new space, a counter, a piece of the set, or a note.")}


def _episode(shipped: list[Game]) -> Schema:
    game = _vocabulary(shipped)
    round_ = {"type": "object", "required": ["card"],
              "properties": {"card": {**WORD, "description": N_("The card revealed: its piece id, or `block` (My City's Eternal game).")},
                             "blocked": {**WORD, "description": N_("With `card: block`, the card it blocks.")}},
              "additionalProperties": _action(shipped)}
    change = _change(game, shipped)
    return _declared(keys.EPISODE, {
        "episode": {"type": "integer", "minimum": 1, "description": N_("The episode's number: its place among the files in name order.")},
        "date": {"type": "string", "pattern": r"^\d{4}-\d{2}-\d{2}$", "description": N_("YYYY-MM-DD")},
        "rules": {"anyOf": [{**WORD, "description": N_("A ruleset's name, or a path inside the campaign.")}, _ruleset(shipped)]},
        "rounds": {"type": ["array", "null"], "items": round_, "description": N_("One entry per revealed card, in order.")},
        "adjustments": {"type": "array", "items": _declared(
            keys.ADJUSTMENT, {"player": WORD, "points": {"type": "integer"}, "reason": {"type": "string", "minLength": 1}})},
        "board_changes": {"type": "object", "additionalProperties": {"type": "array", "items": change},
                          "description": N_("Per player, the permanent changes after this episode (LG-12).")},
        "tiebreak": {"type": "array", "items": WORD, "description": N_("Best first, when LG-11 cannot separate a tie (C-2).")},
        "notes": {"type": "string", "description": N_("Markdown shown on the episode page.")},
    })


def _board(shipped: list[Game]) -> Schema:
    def for_game(game: Game) -> Schema:
        return {"properties": {
            "legend": {"additionalProperties": {"enum": sorted(game.terrains)}},
            "features": {"propertyNames": {"enum": sorted(game.features)}},
        }}

    counts = {"anyOf": [{"type": "array", "items": CELL},
                        {"type": "object", "propertyNames": CELL, "additionalProperties": {"type": "integer", "minimum": 1, "maximum": 9}}]}
    board = _declared(keys.BOARD, {
        "game": _enum((g.id for g in shipped), N_("The game this board belongs to.")),
        "name": {"type": "string", "minLength": 1},
        "legend": {"type": "object", "propertyNames": {"pattern": r"^[^.\s]$"},
                   "additionalProperties": {"enum": sorted({t for g in shipped for t in g.terrains})},
                   "description": N_("Map letters to terrains (added to the game's own legend).")},
        "map": {"type": "string", "description": N_("One line per row, top row first; one token per space, `.` for none.")},
        "river": {"type": "array", "items": {"type": "string", "pattern": r"^\s*[A-Za-z][1-9][0-9]?\s*[|/]\s*[A-Za-z][1-9][0-9]?\s*$"},
                  "description": N_("My City: the edges the river runs along, A4|A5 or B5/C5.")},
        "features": {"type": "object", "additionalProperties": counts,
                     "description": N_("Features on spaces: a list of cells, or cells with a count.")},
        "letters": {"enum": ["rows", "columns"], "description": N_(
                    "What the letter of a space's name counts: rows (C4: row C, column 4; the default) or columns "
                    "(K1: column K, row 1, as My City's board reads).")},
        "facing": {"type": "object", "propertyNames": CELL, "additionalProperties": FACING,
                   "description": N_("Where the feature of a space faces, such as {C3: east}: a line may look only that way.")},
        "regions": {"type": "object", "additionalProperties": {"type": "array", "items": {
            "type": "string", "pattern": r"^\s*[A-Za-z][1-9][0-9]?\s*(:\s*[A-Za-z][1-9][0-9]?\s*)?$"}},
                    "description": N_("Named sets of spaces rulesets may use: cells such as C4, or rectangles such as C3:D5.")},
    })
    board["allOf"] = [{"if": {"properties": {"game": {"const": g.id}}}, "then": for_game(g)} for g in shipped]
    return board


def _piece(shipped: list[Game]) -> Schema:
    return _declared(keys.PIECE, {
        "cells": {"description": N_("Offsets from the anchor \"0,0\": q,r on hexes, x,y on squares (with symbols on My Island).")},
        "colour": {"enum": sorted({c for g in shipped for c in g.colours})},
        "church": {"type": "boolean"},
        "extra": {"type": "boolean", "description": N_("A piece a legacy campaign adds later: a ruleset's `deck` holds it only by its id or through `extras`, never through `tiles` or `buildings`.")},
    })


def _pieces(shipped: list[Game]) -> Schema:
    def for_grid(game: Game) -> Schema:
        cells = {"type": "object", "propertyNames": {"pattern": OFFSET}, "additionalProperties": {"enum": sorted(game.symbols)}}
        piece: Schema = {"properties": {"cells": {"anyOf": [cells, {"type": "array", "items": {"type": "string", "pattern": OFFSET}}]}}}
        if game.colours:
            piece["properties"]["colour"] = {"enum": sorted(game.colours)}
            piece["required"] = ["colour"]
        return {"properties": {"pieces": {"additionalProperties": piece}}}

    piece = _piece(shipped)
    catalogue = _declared(keys.CATALOGUE, {
        "grid": _enum((g.grid.kind for g in shipped), N_("hex for My Island, square for My City.")),
        "name": {"type": "string"},
        "pieces": {"type": "object", "propertyNames": {"not": {"const": "block"}}, "additionalProperties": piece,
                   "description": N_("Each card's piece, under the id this catalogue gives it (such as 17 in My Island or R3 in My City).")},
    })
    catalogue["allOf"] = [{"if": {"properties": {"grid": {"const": g.grid.kind}}}, "then": for_grid(g)} for g in shipped]
    return catalogue


def _vocabulary(shipped: list[Game]) -> dict[str, list[str]]:
    return {"symbol": sorted({s for g in shipped for s in g.symbols}), "terrain": sorted({t for g in shipped for t in g.terrains}),
            "feature": sorted({f for g in shipped for f in g.features}), "colour": sorted({c for g in shipped for c in g.colours})}


def _vocabulary_file(shipped: list[Game]) -> Schema:
    return VOCABULARY.described(Words.of(shipped, rule_registry()))


def _ruleset(shipped: list[Game]) -> Schema:
    return Record(ruleset_keys()).schema(Words.of(shipped, rule_registry()))
