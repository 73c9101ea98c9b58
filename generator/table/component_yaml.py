"""Board and piece YAML from what was painted on the transcription pages, in the formats of the README."""

from __future__ import annotations

import string
from collections.abc import Mapping
from dataclasses import dataclass

import yaml

from generator.editing.text import put_entry
from generator.geometry import Cell, Grid
from generator.model import Game

MapCell = tuple[int, int]
"""A painted cell by its 0-based map row and column, as the page shows it."""


@dataclass(frozen=True, slots=True)
class PaintedBoard:
    name: str
    terrain: list[list[str | None]]
    """Per map row, per column: a terrain id, or None where the board has no space."""
    features: Mapping[str, Mapping[MapCell, int]]
    river: frozenset[tuple[MapCell, MapCell]]
    """Edges between a cell and its east or south neighbour (My City)."""


def board_yaml(game: Game, painted: PaintedBoard) -> str:
    """The board file: legend letters, the map (odd hex rows shifted), features and river."""
    grid = game.grid
    rows = painted.terrain
    while len(rows) > 1 and not any(rows[-1]):
        rows = rows[:-1]
    used = [t for t in game.terrains if any(t in row for row in rows)]
    letters = _letters(game, used)
    lines = []
    for index, row in enumerate(rows):
        tokens = [letters[t] if t else "." for t in row]
        while len(tokens) > 1 and tokens[-1] == ".":
            tokens.pop()
        lines.append(("  " + (" " if grid.kind == "hex" and index % 2 else "") + " ".join(tokens)).rstrip())
    text = "# Transcribed on chronicle's table pages; check it with: chronicle board FILE\n"
    text += f"game: {game.id}\n" + _dump({"name": painted.name})
    text += "legend: {" + ", ".join(f"{letters[t]}: {t}" for t in used) + "}\n"
    text += "map: |\n" + "\n".join(lines) + "\n"
    features = [(f, painted.features[f]) for f in game.features if painted.features.get(f)]
    if features:
        text += "features:\n" + "".join(f"  {f}: {_feature_cells(grid, counts)}\n" for f, counts in features)
    if painted.river:
        text += "river: [" + ", ".join(_edge(grid, a, b) for a, b in sorted(painted.river)) + "]\n"
    return text


def _letters(game: Game, used: list[str]) -> dict[str, str]:
    """Each terrain's map letter: the game's own, else the first free letter of its name."""
    letters = {terrain: letter for letter, terrain in game.legend.items()}
    taken = set(letters.values())
    for terrain in used:
        if terrain not in letters:
            letter = next(c for c in terrain.lower() + string.ascii_lowercase if c in string.ascii_lowercase and c not in taken)
            letters[terrain] = letter
            taken.add(letter)
    return letters


def _name(grid: Grid, cell: MapCell) -> str:
    return grid.name(grid.from_map(*cell))


def _feature_cells(grid: Grid, counts: Mapping[MapCell, int]) -> str:
    cells = sorted(counts)
    if all(counts[c] == 1 for c in cells):
        return "[" + ", ".join(_name(grid, c) for c in cells) + "]"
    return "{" + ", ".join(f"{_name(grid, c)}: {counts[c]}" for c in cells) + "}"


def _edge(grid: Grid, a: MapCell, b: MapCell) -> str:
    return f"{_name(grid, a)}{'|' if a[0] == b[0] else '/'}{_name(grid, b)}"


def _dump(value: Mapping[str, object]) -> str:
    """Keys and values as YAML lines, quoted only where they must be."""
    text: str = yaml.safe_dump(dict(value), allow_unicode=True, sort_keys=False, width=1000)
    return text


def offsets(grid: Grid, cells: Mapping[MapCell, str | None], anchor: MapCell) -> dict[Cell, str | None]:
    """Drawn cells as offsets from the anchor, in the grid's own coordinates (axial q,r or x,y)."""
    aq, ar = grid.from_map(*anchor)
    placed = {grid.from_map(*cell): symbol for cell, symbol in cells.items()}
    return {(q - aq, r - ar): placed[(q, r)] for q, r in sorted(placed, key=grid.to_map)}


def piece_yaml(cells: Mapping[Cell, str | None], colour: str | None, church: bool) -> str:
    """One piece as a flow mapping, as the sample catalogues write it."""
    parts = [f"colour: {colour}"] if colour else []
    if church:
        parts.append("church: true")
    names = [f'"{q},{r}"' for q, r in cells]
    if any(symbol is not None for symbol in cells.values()):
        parts.append("cells: {" + ", ".join(f"{n}: {s}" for n, s in zip(names, cells.values())) + "}")
    else:
        parts.append("cells: [" + ", ".join(names) + "]")
    return "{" + ", ".join(parts) + "}"


def new_catalogue(grid: Grid, name: str) -> str:
    return ("# Transcribed on chronicle's table pages; check it with: chronicle board FILE\n"
            f"grid: {grid.kind}\n" + _dump({"name": name}) + "pieces: {}\n")


def add_piece(text: str, pid: str, entry: str, replace: bool = False) -> str:
    """The catalogue with piece `pid` added after the others (or replaced), comments untouched."""
    return put_entry(text, "pieces", pid, entry, replace)
