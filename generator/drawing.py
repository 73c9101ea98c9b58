"""Draw boards and piece catalogues as text with cell names, to compare with the physical ones."""

from __future__ import annotations

from collections.abc import Mapping

from generator.geometry import Cell, Grid
from generator.model import Board, Catalogue, Piece

_WIDTH = 4


def board_text(board: Board, covered: dict[Cell, str] | None = None, glyphs: Mapping[str, str] = {}) -> str:
    """The board drawn row by row; odd hex rows shifted half a space, as in the map syntax; a group's
    own features are marked with their `glyphs`."""
    grid, covered = board.grid, covered or {}
    marks = {**MARKS, **glyphs}
    slots = {(r, c): _slot(board, grid.from_map(r, c), covered, marks) for r in range(board.rows) for c in range(board.columns)}
    width = max(_WIDTH, 1 + max(len(s) for s in slots.values()))
    lettered = grid.letters == "columns"  # K1: column K, row 1 (see Grid)
    lines = [(" " * 3 + "".join(f"{_label(c, lettered):<{width}}" for c in range(board.columns))).rstrip()]
    for row in range(board.rows):
        line = f"{_label(row, not lettered):<3}" + " " * (width // 2 if grid.kind == "hex" and row % 2 else 0)
        for col in range(board.columns):
            east = frozenset((grid.from_map(row, col), grid.from_map(row, col + 1)))
            line += slots[row, col].ljust(width - 1) + ("|" if east in board.river else " ")
        lines.append(line.rstrip())
        below = [frozenset((grid.from_map(row, c), grid.from_map(row + 1, c))) in board.river for c in range(board.columns)]
        if any(below):
            lines.append((" " * 3 + "".join(("-" * (width - 1) if b else " " * (width - 1)) + " " for b in below)).rstrip())
    legend = sorted(set(board.terrain.values()))
    legend_marks = ", ".join(f"{marks.get(f, '?')} {f}" for f in sorted(board.features))
    lines.append("")
    lines.append("terrain: " + ", ".join(f"{t[:2]} {t}" for t in legend) + (f"; features: {legend_marks}" if legend_marks else ""))
    if board.river:
        lines.append("river: " + ", ".join(sorted(_edge(grid, e) for e in board.river)))
    return "\n".join(lines)


def _label(index: int, letter: bool) -> str:
    return chr(ord("A") + index) if letter else str(index + 1)


MARKS = {"statue": "*", "square": "#", "tree": "t", "rock": "o", "well": "w", "gold": "$"}


def _slot(board: Board, cell: Cell, covered: dict[Cell, str], glyphs: Mapping[str, str]) -> str:
    if cell not in board.terrain:
        return "."
    if cell in covered:
        return covered[cell].upper()[:3]
    marks = "".join(glyphs.get(f, "?") * counts[cell] for f, counts in board.features.items() if cell in counts)
    return board.terrain[cell][:2] + marks


def _edge(grid: Grid, edge: frozenset[Cell]) -> str:
    a, b = sorted(edge, key=grid.to_map)
    sep = "|" if grid.to_map(a)[0] == grid.to_map(b)[0] else "/"
    return f"{grid.name(a)}{sep}{grid.name(b)}"


def piece_text(piece: Piece, grid: Grid, rotation: int = 0) -> str:
    """One piece, anchor in brackets, symbols abbreviated; rows as on a board."""
    placed = grid.place((0, 0), piece.offsets, rotation)
    symbols = {c: (s or piece.colour or "#") for c, (_, s) in zip(placed, piece.cells)}
    maps = {grid.to_map(c): c for c in placed}
    rows = [r for r, _ in maps]
    cols = [c for _, c in maps]
    lines = []
    for row in range(min(rows), max(rows) + 1):
        shift = _WIDTH // 2 if grid.kind == "hex" and row % 2 else 0
        text = " " * shift
        for col in range(min(cols), max(cols) + 1):
            cell = maps.get((row, col))
            label = "" if cell is None else symbols[cell][:2]
            text += (f"[{label}]" if cell == (0, 0) else f" {label} " if label else "")[:_WIDTH].ljust(_WIDTH)
        lines.append(text.rstrip())
    return "\n".join(lines)


def catalogue_text(catalogue: Catalogue) -> str:
    """Every piece of a catalogue in rotation 0, with its id, size and symbols or colour."""
    parts = [f"{catalogue.name}: {len(catalogue.pieces)} pieces; [..] marks the anchor (0,0)"]
    for piece in catalogue.pieces.values():
        kind = "church, " if piece.church else ""
        what = piece.colour or ", ".join(s or "" for _, s in piece.cells)
        parts.append(f"\npiece {piece.id} ({kind}{len(piece.cells)} spaces: {what})\n" + piece_text(piece, catalogue.grid))
    return "\n".join(parts)
