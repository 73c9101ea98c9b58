"""Hostile envelope rulesets for bench/fuzz.py: deep conditions, every scoring kind and payout word,
the largest boards (issue 31, "What must be shown").

Two ways to make a mutant of them, both drawn from the mutant's own random.Random:
- `graft`: a copied campaign gets a ruleset (or two) of its own words in rules/, each named by at
  least one of its episodes (two counters added to its vocabulary when it has none, or now and then);
- `largest`: a campaign written from nothing on a board up to the largest allowed (26 rows x 99
  columns; one in twenty a row or a column more, to be refused), with regions, features (some facing
  a way; one of the group's own acting as a piece), a terrain of its own, a double symbol (My Island),
  counters, 2 to 4 players, and one to three episodes from a chapter's end (3, 6 ... 24) of up to
  every card, each player's pieces set 7 spaces apart so that most are legal where the ruleset allows.

A ruleset (`ruleset`) nests next_to 1 to 12 deep in one of its conditions (8 is the most allowed:
deeper must be refused at its line; one ruleset in six goes deeper), writes conditions with every key,
scoring entries of every kind (count, groups, connect, line, enclosed, counter and the episode-1 and
Eternal kinds) with every payout word (points, circles, at_least, at_most, exactly, most, fewest,
rank, first, once, add, set, change, if; count's spaces/pieces/features/symbols, groups' size,
largest, per, of and touching, line's facing and of, enclosed's distinct) in immediate, end and
chapter_end, placement limits, and now and then examples of its own; mostly as the validator accepts
them, and one in seven with words it must refuse (a word of the other game, a comparison during play,
bounds that leave nothing, an unknown region or counter, an entry that gives nothing).
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import yaml

MAX_ROWS, MAX_COLUMNS = 26, 99
MAX_NEXT_TO = 8
DEEPEST = 12
COUNTERS = ("pearls", "ore")

WORDS: dict[str, dict[str, Any]] = {
    "my-island": {
        "terrains": ["beach", "heath", "palm", "rainforest"], "letters": {"beach": "b", "heath": "h", "palm": "p",
                                                                         "rainforest": "r"},
        "own_terrain": ("reef", "a"), "symbols": ["field", "house", "wall", "path"], "colours": [],
        "features": ["statue", "square"], "own_feature": ("lighthouse", "house"),
        "adjacency": "matching-symbol", "cards": [str(n) for n in range(1, 29)], "grid": "hex",
        "immediate_kinds": ["symbol-on-terrain", "symbol-group", "road-to-sea"],
        "end_kinds": ["visible-terrain", "visible-feature", "empty-buildable", "largest-group"],
        "wrong": {"colour": "red", "feature": "well", "terrain": "green"},
    },
    "my-city": {
        "terrains": ["green", "mountain", "forest"], "letters": {"green": "g", "mountain": "m", "forest": "f"},
        "own_terrain": ("sand", "s"), "symbols": [], "colours": ["yellow", "red", "blue", "purple"],
        "features": ["tree", "rock", "square", "well", "gold"], "own_feature": ("palace", "red"),
        "adjacency": "any-building",
        "cards": [f"{c}{n}" for c in "YRB" for n in range(1, 9)] + ["C1", "C2", "C3"], "grid": "square",
        "immediate_kinds": ["first-to-cover-all"],
        "end_kinds": ["visible-terrain", "visible-feature", "empty-buildable", "largest-colour-group", "church-colours",
                      "well-surrounded"],
        "wrong": {"symbol": "house", "feature": "statue", "terrain": "beach"},
    },
}


class Words:
    """What one campaign's rulesets may name: the game's words, its own, its regions and counters."""

    def __init__(self, game: str, regions: list[str], counters: list[str], own: bool) -> None:
        self.game = game
        base = WORDS[game]
        self.terrains = list(base["terrains"]) + ([base["own_terrain"][0]] if own else [])
        self.features = list(base["features"]) + ([base["own_feature"][0]] if own else [])
        self.symbols, self.colours = base["symbols"], base["colours"]
        self.regions = regions
        self.counters = counters
        self.base = base
        self.hostile = 0.0
        """How often a condition gets a word it cannot take (a ruleset meant to be refused)."""


# --- conditions ---------------------------------------------------------------------------------

def condition(rng: random.Random, w: Words, depth: int = 0, every: bool = False) -> dict[str, Any]:
    """A condition on a space: a few keys (or every key, `every`), next_to nested `depth` deep; now and
    then a word it cannot take when the ruleset is meant to be refused (`w.hostile`)."""
    keys = ["terrain", "feature", "region", "symbol" if w.symbols else "colour", "covered", "piece", "edge"]
    chosen = keys if every else [k for k in keys if rng.random() < 0.25]
    where: dict[str, Any] = {}
    for key in chosen:
        value = _value(rng, w, key)
        if value is not None:
            where[key] = value
    if rng.random() < w.hostile:  # a word of the other game, a region the board does not name
        key = rng.choice(["colour", "symbol", "feature", "terrain", "region", "piece", "covered"])
        where[key] = {"region": "nowhere", "piece": "next", "covered": "maybe"}.get(key, w.base["wrong"].get(key, "nothing"))
    if depth:
        where["next_to"] = condition(rng, w, depth - 1, every and rng.random() < 0.5)
    elif not where and rng.random() < 0.7:
        where["covered"] = rng.random() < 0.5
    return where


def _value(rng: random.Random, w: Words, key: str) -> Any:
    if key == "terrain":
        return rng.choice(w.terrains) if rng.random() < 0.6 else rng.sample(w.terrains, rng.randint(1, len(w.terrains)))
    if key == "feature":
        return rng.choice(w.features) if rng.random() < 0.6 else rng.sample(w.features, rng.randint(1, len(w.features)))
    if key == "region":
        return rng.choice(w.regions) if w.regions else None
    if key == "symbol":
        return rng.choice(w.symbols)
    if key == "colour":
        return rng.choice(w.colours)
    if key == "piece":
        return rng.choice(["new", "previous"])
    return rng.random() < 0.5  # covered, edge


def deep(rng: random.Random) -> int:
    """How deep the ruleset's deepest next_to goes: 1 to 12, one in six beyond what is allowed, and
    often the most allowed or nearly (the costliest that must be scored)."""
    return rng.choice([*range(1, MAX_NEXT_TO + 1), *range(1, MAX_NEXT_TO + 1), *range(MAX_NEXT_TO - 3, MAX_NEXT_TO + 1),
                       *range(MAX_NEXT_TO + 1, DEEPEST + 1)])


# --- scoring entries ----------------------------------------------------------------------------

def payout(rng: random.Random, when: str, w: Words, valid: bool) -> dict[str, Any]:
    """What an entry gives: valid as the validator reads it (`valid`), else with words that cannot go together."""
    given = _gifts(rng, w)
    compared = _modifiers(rng, when, w, valid, given)
    if valid and compared and "first" in given:
        del given["first"]
    if not valid:  # one word the validator must refuse, said at the entry's line
        _break(rng, when, w, given)
    return given


def _gifts(rng: random.Random, w: Words) -> dict[str, Any]:
    """One to three of points, circles, add, set and change."""
    given: dict[str, Any] = {}
    for key in rng.sample(["points", "circles", "add", "set", "change"], rng.randint(1, 3)):
        if key == "points":
            given["points"] = rng.choice([1, 2, 3, -1, -2, 5, 10, -10, 0]) or 1
        elif key == "circles":
            given["circles"] = rng.choice([1, 2, -1])
        elif key == "add" and w.counters:
            given["add"] = {rng.choice(w.counters): rng.choice([1, 2, -1, 3, 99, -99])}
        elif key == "set" and w.counters:
            given["set"] = {rng.choice(w.counters): rng.choice([0, 1, 5, 999])}
        elif key == "change":
            given["change"] = {rng.choice(["add", "remove"]): rng.choice(w.features)}
    if not given:
        given["points"] = 1
    return given


def _modifiers(rng: random.Random, when: str, w: Words, valid: bool, given: dict[str, Any]) -> bool:
    """Up to three of bounds, a comparison, a race, once, a counter's condition, into `given`; whether
    it compares."""
    compared = False
    for modifier in rng.sample(["bounds", "compare", "first", "once", "if"], rng.choice([0, 1, 1, 2, 2, 3])):
        if modifier == "bounds":
            _bounds(rng, given)
        elif modifier == "compare" and (when != "immediate" or not valid):
            given[rng.choice(["most", "fewest"])] = True
            compared = True
            if rng.random() < 0.5:
                given["rank"] = rng.randint(1, 4)
        elif modifier == "first" and not (valid and compared):
            given["first"] = "episode" if when == "immediate" and rng.random() < 0.5 else "campaign"
        elif modifier == "once":
            given["once"] = rng.choice(["each", "episode", "campaign"] if when == "immediate" else ["episode", "campaign"])
        elif modifier == "if" and w.counters:
            test = {"counter": rng.choice(w.counters)}
            for bound in rng.sample(["at_least", "at_most", "equals"], rng.randint(1, 2)):
                test[bound] = rng.choice([0, 1, 2, 3, 999])
            given["if"] = test
    return compared


def _bounds(rng: random.Random, given: dict[str, Any]) -> None:
    shape = rng.randrange(4)
    if shape == 0:
        given["at_least"] = rng.choice([1, 2, 3, 5, 10, 40])
    elif shape == 1:
        given["at_most"] = rng.choice([0, 1, 2, 5])
    elif shape == 2:
        given["exactly"] = rng.choice([0, 1, 2, 3, 4])
    else:
        low = rng.choice([1, 2, 3])
        given.update(at_least=low, at_most=low + rng.choice([0, 1, 4]))


def _break(rng: random.Random, when: str, w: Words, given: dict[str, Any]) -> None:
    """One word in `given` that the validator must refuse."""
    bad = rng.randrange(9)
    if bad == 0:
        given.update(most=True, fewest=True)
    elif bad == 1:
        given["rank"] = rng.choice([2, 5, 0])
    elif bad == 2:
        given.update(exactly=2, at_least=1)
    elif bad == 3:
        given.update(at_least=5, at_most=2)
    elif bad == 4:
        given["once"] = "each" if when != "immediate" else "always"
    elif bad == 5:
        given["first"] = "episode" if when != "immediate" else "ever"
    elif bad == 6:
        given[rng.choice(["add", "set"])] = {"nothing": 1}
    elif bad == 7:
        given["change"] = rng.choice([{"add": w.features[0], "remove": w.features[-1]}, {}, {"add": "nothing"}])
    else:
        for key in ("points", "circles", "add", "set", "change"):
            given.pop(key, None)


def entry(rng: random.Random, when: str, w: Words, depth: int, valid: bool, deepest: bool = False) -> dict[str, Any]:
    """One scoring entry of `when` (immediate, end): a composable kind, or one of episode 1's and the Eternal
    game's; `deepest`: the entry that holds the ruleset's deepest condition (so never one without a condition)."""
    if rng.random() < 0.15 and not deepest:
        return catalogue(rng, when, w, valid)
    kinds = ["count", "groups", "connect", "line", "enclosed"] + (["counter"] if (w.counters or not valid) and not deepest else [])
    kind = rng.choice(kinds)
    cond = lambda: condition(rng, w, rng.choice([0, 0, 1, 2, depth]), rng.random() < 0.15)  # noqa: E731
    item: dict[str, Any] = {"kind": kind}
    if kind == "count":
        item["where"] = condition(rng, w, depth, rng.random() < 0.3)
        if rng.random() < 0.6:
            item["count"] = rng.choice(["spaces", "pieces", "features", "symbols"])
    elif kind == "groups":
        item["where"] = condition(rng, w, depth, rng.random() < 0.2)
        if rng.random() < 0.5:
            item["size"] = rng.choice([1, 2, 3, 5, 10, 2574])
        if rng.random() < 0.3:
            item["largest"] = True
        per = rng.choice(["group", "space", "piece", None])
        if per:
            item["per"] = per
        if per in ("space", "piece") and rng.random() < 0.6 or not valid and rng.random() < 0.3:
            item["of"] = cond()
        if rng.random() < 0.4:
            item["touching"] = cond()
    elif kind == "connect":
        item.update({"from": cond(), "through": condition(rng, w, depth, rng.random() < 0.2), "to": cond()})
    elif kind == "line":
        item.update({"from": cond(), "through": condition(rng, w, depth, rng.random() < 0.2)})
        if rng.random() < 0.4:
            item["facing"] = rng.random() < 0.8
        if rng.random() < 0.3:
            item["of"] = cond()
    elif kind == "enclosed":
        item["where"] = condition(rng, w, depth, rng.random() < 0.2)
        if rng.random() < 0.5:
            item["distinct"] = rng.random() < 0.7
    else:
        item["counter"] = rng.choice(w.counters) if w.counters else "pearls"
    item.update(payout(rng, when, w, valid))
    if rng.random() < 0.3:
        item["rule"] = f"H-{rng.randint(1, 4)}"
    if rng.random() < 0.2:
        item["reason"] = rng.choice(["por la costa", {"en": "the coast", "es": "la costa", "fr": "la côte"}])
    return item


def catalogue(rng: random.Random, when: str, w: Words, valid: bool) -> dict[str, Any]:
    """An entry of episode 1's and the Eternal game's kinds, in the list it belongs to (else, rarely, the other)."""
    own = w.base["immediate_kinds"] if when == "immediate" else w.base["end_kinds"]
    other = w.base["end_kinds"] if when == "immediate" else w.base["immediate_kinds"]
    kind = rng.choice(own if valid or rng.random() < 0.5 else other)
    symbol = rng.choice(w.symbols) if w.symbols else "house"
    keys: dict[str, dict[str, Any]] = {
        "symbol-on-terrain": {"symbol": symbol, "terrain": rng.choice(w.terrains), "points": 1},
        "symbol-group": {"symbol": symbol, "size": rng.choice([2, 5, 40]), "points": 3},
        "road-to-sea": {"points": 5},
        "first-to-cover-all": {"feature": rng.choice(w.features), "points": 3},
        "visible-terrain": {"terrain": rng.choice(w.terrains), "points": -1},
        "visible-feature": {"feature": rng.choice(w.features), "points": rng.choice([1, -1])},
        "empty-buildable": {"points": -1, "with_features": rng.random() < 0.5},
        "largest-group": {"symbol": symbol, "points": 5},
        "largest-colour-group": {"points": 1, "colours": rng.sample(w.colours or ["red"], rng.randint(1, max(1, len(w.colours))))},
        "church-colours": {"points": 3},
        "well-surrounded": {"points": 4, "feature": rng.choice(w.features)},
    }
    item = {"kind": kind, **keys[kind]}
    if kind == "road-to-sea" and w.game == "my-island" and rng.random() < 0.5:
        item.update(symbol="path", feature=rng.choice(w.features), terrain=rng.choice(w.terrains))
    return item


def examples(rng: random.Random, w: Words, size: tuple[int, int, str]) -> list[dict[str, Any]]:
    """The ruleset's own examples (check plays each): on the campaign's board, a small one of their own
    or one of the largest size, with features, counters, a token, earlier placements, a play or a pass,
    the end, and what they expect (which the engine mostly does not find: a positioned error)."""
    rows, columns, letters = size
    buildable = w.base["letters"][w.base["terrains"][0]]
    found = []
    for number in range(rng.randint(1, 3)):
        example: dict[str, Any] = {}
        if rng.random() < 0.3:
            example["name"] = rng.choice([f"Example {number}", {"en": f"Example {number}", "es": f"Ejemplo {number}"}])
        roll = rng.random()
        high, wide = rows, columns  # the campaign's board, unless the example draws its own
        if roll < 0.4:
            high, wide = (rng.randint(2, 6), rng.randint(2, 8)) if roll < 0.3 else (MAX_ROWS, MAX_COLUMNS)
            board_map = "\n".join(" ".join([buildable] * wide) for _ in range(high))
            example["board"] = board_map if rng.random() < 0.7 else {"map": board_map}
        limit = (min(high, MAX_ROWS), min(wide, 26 if letters == "columns" else MAX_COLUMNS))
        at = lambda: (rng.randrange(limit[0]), rng.randrange(max(1, limit[1] - 2)))  # noqa: E731
        if rng.random() < 0.3:
            example["features"] = {rng.choice(w.features): [cell_name(*at(), letters) for _ in range(rng.randint(1, 3))]}
        if w.counters and rng.random() < 0.3:
            example["counters"] = {rng.choice(w.counters): rng.randint(0, 5)}
        if rng.random() < 0.2:
            example["token"] = rng.choice([0, 5, 10])
        placed = [_piece(rng, w, at(), letters) for _ in range(rng.randint(0, 3))]
        if placed:
            example["placed"] = placed
        if rng.random() < 0.9:
            example["play"] = _piece(rng, w, at(), letters) if rng.random() < 0.85 else "pass"
        if rng.random() < 0.4 or "play" not in example:
            example["end"] = rng.choice([True, "chapter"])
        expect = rng.randrange(4)
        example["expect"] = [{"points": rng.randint(-3, 6)}, {"legal": False, "broken": f"H-{rng.randint(1, 4)}"},
                             {"counters": {w.counters[0]: rng.randint(0, 3)}} if w.counters else {"points": 0},
                             {"circles": rng.randint(0, 2), "points": rng.randint(0, 3)}][expect]
        found.append(example)
    return found


def _piece(rng: random.Random, w: Words, at: tuple[int, int], letters: str) -> dict[str, str]:
    """A tile or building as an example writes it: its spaces in a row, each with its symbol (My Island) or
    the building's colour (My City)."""
    row, column = at
    colour = rng.choice(w.colours) if w.colours else None
    return {cell_name(row, column + k, letters): colour or rng.choice(w.symbols) for k in range(rng.randint(1, 3))}


# --- rulesets -----------------------------------------------------------------------------------

def ruleset(rng: random.Random, w: Words, name: str, permissive: bool = False,
            size: tuple[int, int, str] = (11, 11, "rows")) -> tuple[str, int, bool]:
    """A hostile ruleset's text, how deep its deepest next_to goes and whether every entry was meant valid.
    `permissive`: no placement limit beyond the board, so that a campaign's pieces mostly stay legal;
    `size`: the campaign board's rows, columns and lettering, where its examples play."""
    depth = deep(rng)
    valid = rng.random() < 0.85
    w.hostile = 0.0 if valid else 0.05
    doc: dict[str, Any] = {"name": rng.choice([name, {"en": name, "es": name, "fr": name}])}
    doc["buildable"] = list(w.terrains) if permissive or rng.random() < 0.6 else rng.sample(w.terrains, rng.randint(1, len(w.terrains)))
    doc["adjacency"] = "none" if permissive or rng.random() < 0.5 else w.base["adjacency"]
    if not permissive and rng.random() < 0.4:
        first: dict[str, Any] = {}
        if rng.random() < 0.6:
            first["covers"] = rng.choice(w.terrains) if rng.random() < 0.5 else condition(rng, w, rng.randint(0, depth))
        if rng.random() < 0.4:
            first["next_to"] = condition(rng, w, rng.randint(0, depth))
        if w.game == "my-city" and rng.random() < 0.4:
            first["along"] = "river"
        doc["first_piece"] = first
    if not permissive and rng.random() < 0.3 or rng.random() < 0.1:
        doc["may_not_cover"] = [condition(rng, w, rng.randint(0, depth)) for _ in range(rng.randint(1, 3))]
    for key, values in (("passing", ["above-zero", "never", "not-below-zero"]), ("lacking", ["free-pass", "pass"]),
                        ("pass_points", [-1, -2, 0, -5]), ("start", [0, 10, 30, 50])):
        if rng.random() < 0.25:
            doc[key] = rng.choice(values)
    doc["own_rules"] = {f"H-{n}": {"en": f"Hostile rule {n}", "es": f"Regla hostil {n}"} for n in range(1, 5)}
    if rng.random() < 0.2:
        doc["cite"] = {rng.choice(["cover", "first", "terrain", "pass", "board"]): f"H-{rng.randint(1, 4)}"}
    sizes = {"immediate": rng.randint(0, 6), "end": rng.randint(0, 6), "chapter_end": rng.randint(0, 4)}
    deepest = rng.choice([k for k, n in sizes.items() if n] or ["end"])
    sizes[deepest] = max(1, sizes[deepest])
    for moment, n in sizes.items():
        when = "immediate" if moment == "immediate" else "end"
        entries = []
        for i in range(n):
            first = moment == deepest and i == 0
            level = depth if first else rng.choice([0, 1, 2, 3, depth, min(depth, MAX_NEXT_TO)])
            entries.append(entry(rng, when, w, level, valid or rng.random() < 0.7, first))
        if entries:
            doc[moment] = entries
    if rng.random() < 0.15:
        doc["examples"] = examples(rng, w, size)
    # another condition may nest deeper than the one drawn deep (3 when that one is 1); first_piece's next_to is its own
    depth = nesting([v for k, v in doc.items() if k != "first_piece"] + list(doc.get("first_piece", {}).values()))
    style = rng.choice([None, None, True, False])
    text = yaml.safe_dump(doc, allow_unicode=True, sort_keys=False, width=rng.choice([100, 10**6]), default_flow_style=style)
    return text, depth, valid


def nesting(node: Any) -> int:
    """How deep the deepest chain of next_to in a document goes."""
    deepest = 0
    stack = [node]
    while stack:
        here = stack.pop()
        children = list(here.values()) if isinstance(here, dict) else here if isinstance(here, list) else []
        stack.extend(children)
        chain, inner = 0, here
        while isinstance(inner, dict) and "next_to" in inner:
            chain, inner = chain + 1, inner["next_to"]
        deepest = max(deepest, chain)
    return deepest


# --- boards and campaigns -----------------------------------------------------------------------

def cell_name(row: int, col: int, letters: str) -> str:
    lettered, numbered = (col, row) if letters == "columns" else (row, col)
    return f"{chr(65 + lettered)}{numbered + 1}"


def board(rng: random.Random, game: str, rows: int, columns: int, letters: str, own_terrain: bool) -> tuple[str, list[str]]:
    """A board file's text and the names of its regions: terrains in bands and patches, features,
    regions as rectangles and cells, a river for My City."""
    base = WORDS[game]
    letter_of = dict(base["letters"])
    if own_terrain:
        letter_of[base["own_terrain"][0]] = base["own_terrain"][1]
    buildable = base["terrains"][:3] if game == "my-island" else ["green"]
    weights = {t: (6 if t in buildable else 1) for t in letter_of}
    lines = []
    pattern = rng.randrange(3)
    for row in range(rows):
        tokens = []
        for col in range(columns):
            if pattern == 0:
                terrain = buildable[(row + col) % len(buildable)]
            elif pattern == 1:
                terrain = rng.choices(list(weights), weights=list(weights.values()))[0]
            else:
                terrain = buildable[0] if 0 < row < rows - 1 and 0 < col < columns - 1 else rng.choice(list(letter_of))
            tokens.append("." if rng.random() < 0.003 else letter_of[terrain])
        indent = " " * (row % 2 + 2) if game == "my-island" else "  "
        lines.append(indent + " ".join(tokens))
    named = [(r, c) for r in range(min(rows, MAX_ROWS)) for c in range(min(columns, MAX_COLUMNS))
             if (c if letters == "columns" else r) < 26 and lines[r].split()[c] != "."]
    text = f"game: {game}\nname: Hostile board {rows} x {columns}\n"
    if letters == "columns" or rng.random() < 0.2:
        text += f"letters: {letters}\n"
    if own_terrain:
        text += f"legend: {{{base['own_terrain'][1]}: {base['own_terrain'][0]}}}\n"
    text += "map: |\n" + "\n".join(lines) + "\n"
    features = list(base["features"]) + ([base["own_feature"][0]] if own_terrain else [])
    chosen: dict[str, list[tuple[int, int]]] = {}
    if named:
        for feature in rng.sample(features, rng.randint(1, len(features))):
            cells = rng.sample(named, min(len(named), rng.choice([1, 3, 10, 60])))
            chosen[feature] = cells
        text += "features:\n"
        for feature, cells in chosen.items():
            if rng.random() < 0.3:
                text += f"  {feature}: {{" + ", ".join(f"{cell_name(r, c, letters)}: {rng.randint(1, 3)}" for r, c in cells) + "}\n"
            else:
                text += f"  {feature}: [" + ", ".join(cell_name(r, c, letters) for r, c in cells) + "]\n"
    if named and chosen and rng.random() < 0.4:  # where some features face (line's facing)
        directions = ["east", "south-east", "south-west", "west", "north-west", "north-east"] if game == "my-island" \
            else ["east", "south", "west", "north"]
        faced = list(dict.fromkeys(cell for cells in chosen.values() for cell in cells))[:rng.choice([1, 5, 30])]
        text += "facing: {" + ", ".join(f"{cell_name(r, c, letters)}: {rng.choice(directions)}" for r, c in faced) + "}\n"
    regions = []
    if named:
        text += "regions:\n"
        for n in range(rng.randint(1, 4)):
            name = rng.choice(["band", "coast", "harbour", "north", "old-town"]) + f"-{n}"
            parts = []
            for _ in range(rng.randint(1, 3)):
                (r1, c1), (r2, c2) = rng.choice(named), rng.choice(named)
                parts.append(f'"{cell_name(r1, c1, letters)}:{cell_name(r2, c2, letters)}"' if rng.random() < 0.7
                             else cell_name(r1, c1, letters))
            text += f"  {name}: [{', '.join(parts)}]\n"
            regions.append(name)
    if game == "my-city" and rows and columns > 1:
        split = rng.randrange(columns - 1)
        edges = [f"{cell_name(r, split, letters)}|{cell_name(r, split + 1, letters)}" for r in range(rows)
                 if (max(split + 1, 0) if letters == "columns" else r) < 26 and lines[r].split()[split] != "."
                 and lines[r].split()[split + 1] != "."]
        if edges:
            text += f"river: [{', '.join(edges)}]\n"
    return text, regions


def rounds(rng: random.Random, w: Words, players: list[str], rows: int, columns: int, letters: str) -> str:
    """An episode's rounds: every card (or the first few, then everyone stops) in a random order, each
    player's piece at an anchor of a lattice 7 spaces apart, a new one each round (legal where the
    ruleset allows, while the board has room), now and then a pass, a stop, or an anchor anywhere."""
    cards = list(w.base["cards"])
    rng.shuffle(cards)
    cards = cards[:rng.choice([len(cards), len(cards), rng.randint(1, len(cards))])]
    named_columns = min(columns, 26 if letters == "columns" else MAX_COLUMNS)
    slots = [(r, c) for r in range(3, min(rows, MAX_ROWS) - 3, 7) for c in range(4, named_columns - 4, 7)]
    rng.shuffle(slots)
    if 0 < len(slots) < len(cards):  # as many rounds as the lattice has room for, then everyone stops
        cards = cards[:len(slots)]
    stopped: set[str] = set()
    text = ""
    for number, card in enumerate(cards):
        text += f"  - card: '{card}'\n"
        last = number == len(cards) - 1 and len(cards) < len(w.base["cards"])
        for index, player in enumerate(players):
            if player in stopped:
                continue
            roll = rng.random()
            if last or roll < 0.01 and number > 3:
                action = "stop"
                stopped.add(player)
            elif roll < 0.03:
                action = "pass"
            elif roll < 0.05 or not slots:
                r, c = rng.randrange(min(rows, MAX_ROWS)), rng.randrange(named_columns)
                action = f"{cell_name(r, c, letters)} r{rng.randrange(6 if w.game == 'my-island' else 4)}"
            else:
                r, c = slots[(number + 5 * index) % len(slots)]
                action = cell_name(r, c, letters) + (f" r{rng.randrange(6 if w.game == 'my-island' else 4)}"
                                                     if rng.random() < 0.3 else "")
            text += f"    {player}: {action}\n"
        if len(stopped) == len(players):
            break
    return text


def largest(rng: random.Random, into: Path) -> list[str]:
    """A campaign written from nothing on a board up to the largest allowed; what was done, to reproduce it."""
    game = rng.choice(["my-island", "my-city"])
    roll = rng.random()
    rows = MAX_ROWS if roll < 0.5 else MAX_ROWS + 1 if roll < 0.53 else rng.randint(1, MAX_ROWS) if roll < 0.6 \
        else rng.randint(12, MAX_ROWS)
    roll = rng.random()
    columns = MAX_COLUMNS if roll < 0.5 else MAX_COLUMNS + 1 if roll < 0.53 else rng.randint(1, MAX_COLUMNS) if roll < 0.6 \
        else rng.randint(20, MAX_COLUMNS)
    too_large = rows > MAX_ROWS or columns > MAX_COLUMNS  # refused: then nothing else of the campaign is read
    letters = "columns" if game == "my-city" and rng.random() < 0.3 else "rows"
    own = rng.random() < 0.7
    board_text, regions = board(rng, game, rows, columns, letters, own)
    counters = list(COUNTERS) if rng.random() < 0.9 else []
    w = Words(game, regions, counters, own)
    players = ["Ana", "Ben", "Cloe", "Dora"][:rng.randint(2, 4)]
    first = rng.choice([3, 6, 9, 12, 15, 18, 21, 24, 1, 2, 23])
    episodes = list(range(first, min(24, first + rng.randint(0, 2)) + 1))
    (into / "episodes").mkdir(parents=True)
    (into / "rules").mkdir()
    (into / "boards").mkdir()
    (into / "boards/largest.yaml").write_text(board_text, encoding="utf-8")
    done = [f"largest {game} {rows}x{columns} letters={letters}" + (", a board to refuse" if too_large else "")]
    vocabulary: dict[str, Any] = {}
    if own:
        terrain, letter = w.base["own_terrain"]
        feature, acts = w.base["own_feature"]
        vocabulary["terrains"] = {terrain: {"names": {"en": terrain}, "colour": "#7fd3c8", "letter": letter}}
        vocabulary["features"] = {feature: {"names": {"en": feature}, "glyph": "P", "acts_as": acts}}
    double = game == "my-island" and rng.random() < 0.5  # a symbol shown twice (a second sticker on a tile)
    if double:
        vocabulary["symbols"] = {"double-wall": {"names": {"en": "double wall"}, "glyph": "W", "double_of": "wall"}}
        w.symbols = [*w.symbols, "double-wall"]
    if counters:
        vocabulary["counters"] = {c: {"names": {"en": c}} for c in counters}
    doc: dict[str, Any] = {"title": "Hostile", "game": game, "mode": "legacy", "board": "boards/largest.yaml",
                           "pieces": "sample", "language": "en", "players": [{"name": p} for p in players]}
    if vocabulary:
        doc["vocabulary"] = vocabulary
    start: dict[str, Any] = {"episode": first}
    if counters and rng.random() < 0.5:
        start["players"] = {p: {"counters": {rng.choice(counters): rng.randint(0, 5)}} for p in players}
    if double:
        stickers = [{"piece": card, "stickers": {"0,0": "double-wall"}} for card in rng.sample(w.base["cards"], 6)]
        start.setdefault("players", {})
        start["players"] = {p: {**start["players"].get(p, {}), "changes": stickers} for p in players}
    if first > 1 or len(start) > 1:
        doc["start"] = start
    (into / "campaign.yaml").write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    names = []
    for n in range(rng.randint(1, len(episodes))):
        text, depth, valid = ruleset(rng, w, f"Hostile {n}", rng.random() < 0.7, (rows, columns, letters))
        (into / f"rules/hostile-{n}.yaml").write_text(text, encoding="utf-8")
        names.append(f"hostile-{n}")
        done.append(f"rules/hostile-{n}.yaml next_to {depth} deep{'' if valid else ', invalid words'}")
    for index, episode in enumerate(episodes):  # every ruleset named by an episode: check must read each
        (into / f"episodes/{episode:02d}.yaml").write_text(
            f"episode: {episode}\nrules: {names[index] if index < len(names) else rng.choice(names)}\nrounds:\n{rounds(rng, w, players, rows, columns, letters)}"
            f"tiebreak: [{', '.join(players)}]\n", encoding="utf-8")
    return done


# --- grafted onto a copied campaign -------------------------------------------------------------

def graft(rng: random.Random, into: Path, content: Path) -> list[str]:
    """A hostile ruleset (or two) in a copied campaign, named by some of its episodes."""
    path = into / "campaign.yaml"
    try:
        doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, yaml.YAMLError, UnicodeDecodeError):
        return []
    if not isinstance(doc, dict) or doc.get("game") not in WORDS:
        return []
    game = doc["game"]
    vocabulary = doc.get("vocabulary") if isinstance(doc.get("vocabulary"), dict) else {}
    counters = list(vocabulary.get("counters") or {})
    if not counters or rng.random() < 0.3:
        vocabulary.setdefault("counters", {})
        vocabulary["counters"] = {**(vocabulary["counters"] or {}), **{c: {"names": {"en": c}} for c in COUNTERS}}
        doc["vocabulary"] = vocabulary
        counters = list(vocabulary["counters"])
        path.write_text(yaml.safe_dump(doc, allow_unicode=True, sort_keys=False), encoding="utf-8")
    w = Words(game, _regions(into, doc, content), counters, own=False)
    w.features += [f for f in vocabulary.get("features") or {} if f not in w.features]
    w.terrains += [t for t in vocabulary.get("terrains") or {} if t not in w.terrains]
    episodes = sorted((into / "episodes").glob("*.yaml"))
    if not episodes:
        return []
    done = []
    names = []
    for n in range(min(len(episodes), rng.choice([1, 1, 2]))):
        text, depth, valid = ruleset(rng, w, f"Grafted {n}", permissive=rng.random() < 0.5)
        (into / "rules").mkdir(exist_ok=True)
        (into / f"rules/hostile-{n}.yaml").write_text(text, encoding="utf-8")
        names.append(f"hostile-{n}")
        done.append(f"graft rules/hostile-{n}.yaml next_to {depth} deep{'' if valid else ', invalid words'}")
    for index, episode in enumerate(rng.sample(episodes, rng.randint(len(names), len(episodes)))):
        text = episode.read_text(encoding="utf-8")
        name = names[index] if index < len(names) else rng.choice(names)  # each ruleset named at least once
        text, n = re.subn(r"(?m)^rules:.*$", f"rules: {name}", text)
        episode.write_text(text if n else f"rules: {name}\n{text}", encoding="utf-8")
        done.append(f"{episode.name} plays {name}")
    return done


def _regions(into: Path, doc: dict[str, Any], content: Path) -> list[str]:
    """The regions the campaign's board names (its own file, or a shipped board)."""
    name = str(doc.get("board") or "")
    for path in (into / name, content / "games" / doc["game"] / "boards" / f"{name}.yaml"):
        try:
            board_doc = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError, UnicodeDecodeError, ValueError):
            continue
        if isinstance(board_doc, dict) and isinstance(board_doc.get("regions"), dict):
            return [str(k) for k in board_doc["regions"]]
    return []
