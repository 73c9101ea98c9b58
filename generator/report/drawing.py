"""Draw boards and piece catalogues as text with cell names, to compare with the physical ones."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Mapping

from generator.geometry import Cell, Grid
from generator.model import Board, Catalogue, Game, Piece
from generator.words.editions import said_n
from generator.words.i18n import ENGLISH, Translator, _, ngettext, render

_WIDTH = 4


def board_text(board: Board, covered: dict[Cell, str] | None = None, glyphs: Mapping[str, str] = {},
               tr: Translator = ENGLISH, game: Game | None = None) -> str:
    """The board drawn row by row; odd hex rows shifted half a space, as in the map syntax; a group's
    own features are marked with their `glyphs`. The legend names terrains and features in the
    reader's words (`game`'s names), and so do the marks on the board: the first letters of each
    name in the reader's language (Spanish "ca" casa, "pl" playa), explained in the legend."""
    grid, covered = board.grid, covered or {}

    def name(term_id: str) -> str:
        return render(game.term(term_id) or term_id, tr) if game is not None else term_id

    said = marked_name(game, tr)
    marks = {**feature_letters(sorted(board.features), said), **glyphs}
    terrain_codes = abbreviations(set(board.terrain.values()), said, 2)
    present = set(covered.values()) - {""}
    covered_codes = {k: v for k, v in piece_codes(present, game, tr).items() if k in present}
    slots = {(r, c): _slot(board, grid.from_map(r, c), covered, marks, terrain_codes, covered_codes)
             for r in range(board.rows) for c in range(board.columns)}
    lines = _rows(board, slots)
    terrains = ", ".join(f"{terrain_codes[t]} {name(t)}" for t in sorted(set(board.terrain.values())))
    features = ", ".join(f"{marks.get(f, '?')} {name(f)}" for f in sorted(board.features))
    legend = _("terrain: %(terrains)s", terrains=terrains)
    lines += ["", render(_("%(first)s; %(rest)s", first=legend, rest=_("features: %(features)s", features=features))
                         if features else legend, tr)]
    if covered_codes:
        marks_legend = ", ".join(f"{code} {name(m)}" for m, code in sorted(covered_codes.items(), key=lambda i: i[1]))
        lines.append(render(_("colours: %(marks)s", marks=marks_legend) if grid.kind == "square"
                            else _("symbols: %(marks)s", marks=marks_legend), tr))
    if board.river:
        lines.append(render(_("river: %(edges)s", edges=", ".join(sorted(_edge(grid, e) for e in board.river))), tr))
    return "\n".join(lines)


def _rows(board: Board, slots: Mapping[tuple[int, int], str]) -> list[str]:
    """The board's lines: a heading of column labels, then each row with its label, the river drawn
    between spaces (| across a row, - below it)."""
    grid = board.grid
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
    return lines


def _label(index: int, letter: bool) -> str:
    return chr(ord("A") + index) if letter else str(index + 1)


MARKS = {"statue": "*", "square": "#", "tree": "t", "rock": "r", "well": "w", "gold": "$"}
"""How a feature is marked on a text board: a sign, or a letter taken from its name in the reader's words."""


def marked_name(game: Game | None, tr: Translator) -> Callable[[str], str]:
    """The name a term's mark is taken from: its name in the reader's language; English keeps the ids' letters, which
    are English words. One source for `chronicle board` and table mode's brushes, so both show the same letters."""
    if game is None or tr.lang == "en":
        return str
    return lambda term_id: render(game.term(term_id) or term_id, tr)


def feature_letters(features: Iterable[str], name: Callable[[str], str]) -> dict[str, str]:
    """Each feature's mark: its sign ("$" gold), or where MARKS gives a letter, a letter of the feature's name in the
    reader's language (es "a" árbol, "r" roca, "p" pozo; fr "a" arbre, "p" puits), never one another feature of the
    board already has, so that the legend explains each letter once."""
    found: dict[str, str] = {}
    for feature in features:
        mark = MARKS.get(feature, "?")
        if mark.isalpha():
            letters = [ch for ch in unicodedata.normalize("NFD", name(feature).lower()) if ch.isascii() and ch.isalpha()]
            mark = next((ch for ch in [*letters, mark] if ch not in found.values()), mark)
        found[feature] = mark
    return found


def abbreviations(ids: Iterable[str], name: Callable[[str], str], width: int) -> dict[str, str]:
    """A mark of `width` letters for each id, from its name in the reader's language ("cas" casa,
    "cam" campo), never the same for two ids ("cmn" camino then, its consonants), so that a legend can explain it."""
    found: dict[str, str] = {}
    for term_id in sorted(ids):
        letters = "".join(ch for ch in name(term_id).lower() if ch.isalnum()) or term_id.lower()
        consonants = "".join(ch for ch in letters[1:] if ch.isalpha() and ch not in "aeiouáéíóúàâèêëîïôûüœæy")
        tried = [letters[:width], *([letters[:1] + consonants[:width - 1]] if len(consonants) >= width - 1 else []),  # "cmn" camino
                 *(letters[:width - 1] + ch for ch in letters[width:]),
                 *(letters[:width - 1] + str(n) for n in range(2, 10))]
        found[term_id] = next((c for c in tried if c not in found.values()), letters[:width])
    return found


def piece_codes(ids: Iterable[str], game: Game | None, tr: Translator) -> dict[str, str]:
    """The marks of the symbols (My Island) or colours (My City) pieces show, one set per language for every
    view that draws pieces (a player's board, a catalogue): three capitals from the name in the reader's
    language (es CAM campo, CAS casa, CMN camino, MUR muro), chosen among all of the game's, so that a
    mark never stands for one word in one view and another in the other."""
    every = set(ids) | (set(game.symbols) | set(game.colours) if game is not None else set())
    return {k: v.upper() for k, v in abbreviations(every, marked_name(game, tr), 3).items()}


def _slot(board: Board, cell: Cell, covered: dict[Cell, str], glyphs: Mapping[str, str],
          terrains: Mapping[str, str], pieces: Mapping[str, str]) -> str:
    if cell not in board.terrain:
        return "."
    if cell in covered:
        return pieces.get(covered[cell], covered[cell].upper()[:3])
    marks = "".join(glyphs.get(f, "?") * counts[cell] for f, counts in board.features.items() if cell in counts)
    return terrains.get(board.terrain[cell], board.terrain[cell][:2]) + marks


def _edge(grid: Grid, edge: frozenset[Cell]) -> str:
    a, b = sorted(edge, key=grid.to_map)
    sep = "|" if grid.to_map(a)[0] == grid.to_map(b)[0] else "/"
    return f"{grid.name(a)}{sep}{grid.name(b)}"


def piece_text(piece: Piece, grid: Grid, rotation: int = 0, codes: Mapping[str, str] = {}) -> str:
    """One piece, anchor in brackets, symbols abbreviated; rows as on a board."""
    placed = grid.place((0, 0), piece.offsets, rotation)
    symbols = {c: (s or piece.colour or "#") for c, (_, s) in zip(placed, piece.cells)}
    maps = {grid.to_map(c): c for c in placed}
    rows = [r for r, _ in maps]
    cols = [c for _, c in maps]
    labels = {c: codes.get(s, s[:2]) for c, s in symbols.items()}
    width = max(_WIDTH, 2 + max(len(label) for label in labels.values()))  # "[CAS]" and a space after it
    lines = []
    for row in range(min(rows), max(rows) + 1):
        shift = width // 2 if grid.kind == "hex" and row % 2 else 0
        text = " " * shift
        for col in range(min(cols), max(cols) + 1):
            cell = maps.get((row, col))
            label = "" if cell is None else labels[cell]
            text += (f"[{label}]" if cell == (0, 0) else f" {label} " if label else "").ljust(width)
        lines.append(text.rstrip())
    return "\n".join(lines)


def catalogue_text(catalogue: Catalogue, tr: Translator = ENGLISH, game: Game | None = None) -> str:
    """Every piece of a catalogue in rotation 0, with its id, size and symbols or colour (named in
    the reader's words when the `game` is known; the drawing keeps the ids' letters)."""
    def name(term_id: str) -> str:
        return render(game.term(term_id) or term_id, tr) if game is not None else term_id

    n = len(catalogue.pieces)
    kind = game if game is not None else ("my-city" if catalogue.grid.kind == "square" else "my-island")
    parts = [render(said_n(kind, "%(name)s: %(n)s piece; [..] marks the anchor (0,0)",
                           "%(name)s: %(n)s pieces; [..] marks the anchor (0,0)", n, name=tr.gettext(catalogue.name), n=n), tr)]
    marks = sorted({piece.colour or s or "" for piece in catalogue.pieces.values() for _, s in piece.cells} - {""})
    codes = piece_codes(marks, game, tr)
    if game is not None:  # the drawing marks spaces with their names' first letters: say what each stands for
        legend = ", ".join(f"{codes[m]} {name(m)}" for m in marks)
        parts.append(render(_("colours: %(marks)s", marks=legend) if catalogue.grid.kind == "square"
                            else _("symbols: %(marks)s", marks=legend), tr))
    for piece in catalogue.pieces.values():
        what = name(piece.colour) if piece.colour else ", ".join(name(s) if s else "" for _, s in piece.cells)
        size = len(piece.cells)
        # A church says only its size: its colour's name ("purple (church)") would say "church" twice.
        heading = (ngettext("piece %(id)s (church, %(n)s space)", "piece %(id)s (church, %(n)s spaces)",
                            size, id=piece.id, n=size) if piece.church else
                   said_n(kind, "piece %(id)s (%(n)s space: %(what)s)", "piece %(id)s (%(n)s spaces: %(what)s)",
                          size, id=piece.id, n=size, what=what))
        parts.append("\n" + render(heading, tr) + "\n" + piece_text(piece, catalogue.grid, codes=codes))
    return "\n".join(parts)
