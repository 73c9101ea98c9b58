"""Transcription pages of table mode: a group paints its own board and draws its pieces, and saves
them as YAML in the campaign's boards/ folder, checked as `chronicle board` checks them.

The table server hands every request under /transcribe and /api/transcribe/ to `handle`, after
checking the write key of every POST.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path
from typing import Any

import yaml
from markupsafe import Markup

from generator.base.shipped import TEMPLATES
from generator.editing.atomic import write_atomically
from generator.editing.text import Exists
from generator.frontend.i18n import LANGUAGE_NAMES, N_, Translator
from generator.frontend.templates import environment
from generator.load import files
from generator.load.nodes import load_file, load_text, read_text
from generator.load.reasons import os_reason, unreadable_reason
from generator.model import LANGUAGES, Game, Pos
from generator.problems import Problem, Problems
from generator.report import drawing
from generator.table.answers import json_object
from generator.table.component_yaml import (
    PaintedBoard,
    add_piece,
    board_yaml,
    new_catalogue,
    offsets,
    piece_yaml,
)
from generator.validate import content
from generator.validate.board import read_board
from generator.validate.pieces import read_catalogue
from generator.vocabulary.reader import Reader
from generator.words import editions
from generator.words.i18n import _, translator
from generator.words.typography import french_html, typesetter

Answer = tuple[int, str, bytes]
STATIC = {"/transcribe/static/transcribe.js": "text/javascript; charset=utf-8",
          "/transcribe/static/transcribe.css": "text/css; charset=utf-8"}
FILE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,63}")
MAX_ROWS, MAX_COLUMNS, MAX_PIECE = 26, 30, 7


class BadRequest(ValueError):
    """A request the pages never send: answered 400 with the reason, in the page's language."""


def handle(method: str, path: str, query: dict[str, str], body: bytes, campaign: Path,
           lang: str, lock: AbstractContextManager[Any] = nullcontext()) -> Answer | None:
    """Answer a request under /transcribe or /api/transcribe/ (status, content type, body); None for 404.

    Saves hold `lock` (the table's write lock) from reading the file to writing it: two phones saving
    pieces into one catalogue, or two new boards of one name, never lose each other's work."""
    t = translator(lang if lang in LANGUAGES else "en")
    if method == "GET" and path in STATIC:
        return 200, STATIC[path], (TEMPLATES / "table/static" / Path(path).name).read_bytes()
    try:
        game = _game(campaign, query.get("game"))
        if method == "GET" and path in ("/transcribe", "/transcribe/"):
            return _html(_index(campaign, game, t))
        if method == "GET" and path in ("/transcribe/board", "/transcribe/piece"):
            return _html(_editor(path.rsplit("/", 1)[1], campaign, game, t, query.get("file", "")))
        if method == "POST" and path == "/api/transcribe/board":
            data = _body(body, t)
            with lock:
                return _json(*save_board(campaign, game, data, t))
        if method == "POST" and path == "/api/transcribe/piece":
            data = _body(body, t)
            with lock:
                return _json(*save_piece(campaign, game, data, t))
    except BadRequest as err:  # in the page's typography: transcribe.js shows it as it comes
        return _json(400, {"error": typesetter(t.lang)(str(err))})
    return None


def _html(page: str) -> Answer:
    return 200, "text/html; charset=utf-8", page.encode("utf-8")


def _json(status: int, value: Any) -> Answer:
    return status, "application/json; charset=utf-8", json.dumps(value, ensure_ascii=False).encode("utf-8")


def _body(body: bytes, t: Translator) -> dict[str, Any]:
    data = json_object(body)
    if data is None:
        raise BadRequest(t.gettext(N_("The request is not JSON.")))
    return data


def _game(campaign: Path, chosen: str | None) -> Game:
    """The game asked for, else the campaign's (read leniently: a broken log must not stop transcribing)."""
    names = content.games()
    if chosen in names:
        return content.load_game(chosen)
    try:
        setup = load_file(campaign / "campaign.yaml").plain()  # a regular file only: a FIFO would hang the page
    except Problems:
        setup = None
    game = setup.get("game") if isinstance(setup, dict) else None
    return content.load_game(game if game in names else names[0])


# Saving


def boards_folder(campaign: Path, t: Translator) -> Path:
    """The campaign's boards/ folder, refused when it is a link leading outside the campaign."""
    folder = campaign / "boards"
    if folder.exists() and not folder.resolve().is_relative_to(campaign.resolve()):
        raise BadRequest(t.gettext(N_("boards/ is a link that leads outside the campaign folder: nothing is read or written there.")))
    return folder


def _target(campaign: Path, name: object, t: Translator) -> Path:
    """boards/<name>.yaml for a file name that is one plain word: no folders, no dots, no links out."""
    if not isinstance(name, str) or not FILE.fullmatch(name):
        raise BadRequest(t.gettext(N_("A file name is letters, digits, - and _ (at most 64 characters), such as our-island.")))
    path = boards_folder(campaign, t) / f"{name}.yaml"
    if path.is_symlink():
        raise BadRequest(t.gettext(N_("That file is a link; choose another name.")))
    return path


def _not_regular(path: Path, shown: str) -> list[Problem]:
    """Why `path` cannot be written in place, when it is there and no regular file (a folder, a FIFO):
    replacing it would lose a folder or hang on a pipe."""
    try:
        kind = files.kind_of(os.lstat(path).st_mode)
    except FileNotFoundError:
        return []
    except OSError as err:
        return [Problem(Pos(shown), _("%(file)s cannot be written: %(reason)s", file=shown, reason=os_reason(err)))]
    if kind == "regular":
        return []
    return [Problem(Pos(shown), _("%(file)s cannot be written: %(reason)s; choose another name", file=shown,
                                  reason=unreadable_reason(path)))]


def _read_own(path: Path, shown: str) -> tuple[str | None, list[Problem]]:
    """The text of a file in boards/ (None when there is none), read as every group's file is read:
    a regular file of UTF-8 text, or the problems that say why not, at `shown`."""
    refused = _not_regular(path, shown)
    if refused or not path.exists():
        return None, refused
    try:
        return read_text(path), []
    except Problems as err:
        return None, [Problem(Pos(shown, p.pos.line, p.pos.col), p.message) for p in err.problems]


def _checked(text: str, shown: str, read: Callable[[Reader, Any, Game], Any], game: Game) -> tuple[Any, list[Problem]]:
    """The component read back from `text` as `chronicle board` would, with its problems."""
    r = Reader()
    try:
        return read(r, load_text(text, shown), game), r.problems
    except Problems as err:
        return None, err.problems


def _problems(problems: list[Problem], t: Translator) -> dict[str, Any]:
    """The problems of a component read back, in the page's language (as `chronicle check` says them)."""
    return {"problems": [{"message": p.render(t), "rule": p.rule} for p in problems]}


def save_board(campaign: Path, game: Game, data: dict[str, Any], t: Translator) -> tuple[int, dict[str, Any]]:
    """Write boards/<file>.yaml from a painted board: 200, 409 if it exists (unless overwrite), 422 if invalid."""
    path = _target(campaign, data.get("file"), t)
    shown = f"boards/{path.name}"
    painted = _painted_board(game, data, t)
    text = board_yaml(game, painted)
    board, problems = _checked(text, shown, read_board, game)
    if problems or board is None:
        return 422, _problems(problems, t)
    if refused := _not_regular(path, shown):
        return 422, _problems(refused, t)
    if path.exists() and data.get("overwrite") is not True:
        return 409, {"error": typesetter(t.lang)(t.gettext(N_("%(file)s exists already. Replace it?")) % {"file": shown}),
                     "exists": True}
    write_atomically(path, text)
    shown_drawing = typesetter(t.lang)(drawing.board_text(board, tr=t, game=game))  # as chronicle board shows it
    return 200, {"file": shown, "yaml": text, "drawing": shown_drawing, "use": f"board: {shown}"}


def _said(t: Translator, game: Game, message: str) -> str:
    """A message about the piece drawn, in the words of the game being transcribed (a tile, a
    building: generator/words/editions.py lists it under both games' msgctxt)."""
    return t.gettext(message, editions.context(game))


def save_piece(campaign: Path, game: Game, data: dict[str, Any], t: Translator) -> tuple[int, dict[str, Any]]:
    """Add a drawn piece to boards/<catalogue>.yaml (created if new): 200, 409 for an id in use, 422 if invalid."""
    path = _target(campaign, data.get("catalogue"), t)
    shown = f"boards/{path.name}"
    pid = data.get("id")
    if not isinstance(pid, str) or not pid.strip() or len(pid) > 20 or not pid.isprintable() or pid.strip() == "block":
        raise BadRequest(_said(t, game, "A piece id is the id printed on its card, such as 17 or R3."))
    pid = pid.strip()
    entry = _drawn_piece(game, data, t)
    before, unreadable = _read_own(path, shown)
    if unreadable:
        return 422, _problems(unreadable, t)
    before = before if before is not None else new_catalogue(game.grid, _text(data.get("name")) or path.stem)
    try:
        text = add_piece(before, pid, entry, replace=data.get("overwrite") is True)
    except Exists:
        return 409, {"error": typesetter(t.lang)(_said(t, game, "Piece %(id)s is in %(file)s already. Replace it?")
                                                 % {"id": pid, "file": shown}),
                     "exists": True}
    except (ValueError, yaml.YAMLError):
        return 422, _problems(_checked(before, shown, read_catalogue, game)[1] or
                              [Problem(Pos(shown), editions.said(game, "write the pieces of this catalogue as a block mapping to add to it"))],
                              t)
    catalogue, problems = _checked(text, shown, read_catalogue, game)
    if problems or catalogue is None:
        return 422, _problems(problems, t)
    write_atomically(path, text)
    return 200, {"file": shown, "yaml": text, "drawing": typesetter(t.lang)(drawing.catalogue_text(catalogue, t, game)), "use": f"pieces: {shown}",
                 "pieces": len(catalogue.pieces)}


def _text(value: object) -> str:
    return value.strip() if isinstance(value, str) else ""


def _painted_board(game: Game, data: dict[str, Any], t: Translator) -> PaintedBoard:
    """The request's board, every value checked for type and range before any YAML is written."""
    bad = BadRequest(t.gettext(N_("The board sent is not one these pages draw; reload the page.")))
    terrain = _painted_terrain(game, data.get("terrain"), bad)
    given, edges = data.get("features") or {}, data.get("river") or []
    if not isinstance(given, dict) or not isinstance(edges, list):
        raise bad
    features = _painted_features(game, given, bad)
    river = _painted_river(game, edges, bad)
    name = _text(data.get("name"))
    if not name or len(name) > 80:
        raise BadRequest(t.gettext(N_("Give the board a name (at most 80 characters).")))
    return PaintedBoard(name, terrain, features, river)


def _painted_terrain(game: Game, rows: object, bad: BadRequest) -> list[list[str | None]]:
    """Each row's terrains (None where nothing is painted), within the grid the pages draw."""
    if not isinstance(rows, list) or not 0 < len(rows) <= MAX_ROWS or not all(isinstance(r, list) and len(r) <= MAX_COLUMNS for r in rows):
        raise bad
    terrain = [[None if v is None else str(v) for v in row] for row in rows]
    if any(v is not None and v not in game.terrains for row in terrain for v in row):
        raise bad
    return terrain


def _painted_features(game: Game, given: dict[object, object], bad: BadRequest) -> dict[str, dict[tuple[int, int], int]]:
    """How many of each of the game's features each painted space holds."""
    features: dict[str, dict[tuple[int, int], int]] = {}
    for feature, counts in given.items():
        if not isinstance(feature, str) or feature not in game.features or not isinstance(counts, dict):
            raise bad
        features[feature] = {_map_cell(cell, bad): _count(n, bad) for cell, n in counts.items() if n}
    return features


def _painted_river(game: Game, edges: list[object], bad: BadRequest) -> frozenset[tuple[tuple[int, int], tuple[int, int]]]:
    """The river's edges, each between two spaces side by side (My City's square grid only)."""
    river = set()
    for edge in edges:
        if game.grid.kind != "square" or not isinstance(edge, list) or len(edge) != 2:
            raise bad
        a, b = sorted((_map_cell(edge[0], bad), _map_cell(edge[1], bad)))
        if (b[0] - a[0], b[1] - a[1]) not in ((0, 1), (1, 0)):
            raise bad
        river.add((a, b))
    return frozenset(river)


def _map_cell(value: object, bad: BadRequest) -> tuple[int, int]:
    """'row,col' (or [row, col]) of the painted grid."""
    parts = value.split(",") if isinstance(value, str) else value
    if not isinstance(parts, list) or len(parts) != 2:
        raise bad
    try:
        row, col = int(parts[0]), int(parts[1])
    except (TypeError, ValueError):
        raise bad from None
    if not (0 <= row < MAX_ROWS and 0 <= col < MAX_COLUMNS):
        raise bad
    return row, col


def _count(value: object, bad: BadRequest) -> int:
    if type(value) is not int or not 1 <= value <= 9:
        raise bad
    return value


def _drawn_piece(game: Game, data: dict[str, Any], t: Translator) -> str:
    bad = BadRequest(_said(t, game, "The piece sent is not one these pages draw; reload the page."))
    cells = data.get("cells")
    if not isinstance(cells, dict) or not 0 < len(cells) <= MAX_PIECE * MAX_PIECE:
        raise bad
    symbols = {_map_cell(cell, bad): (None if s is None else str(s)) for cell, s in cells.items()}
    if game.symbols and any(s not in game.symbols for s in symbols.values()):
        raise BadRequest(_said(t, game, "Give every space of the piece its symbol."))
    if not game.symbols:
        symbols = dict.fromkeys(symbols)
    anchor = _map_cell(data.get("anchor"), bad)
    if anchor not in symbols:
        raise BadRequest(_said(t, game, "The anchor must be one of the piece's spaces."))
    colour = data.get("colour") if game.colours else None
    if game.colours and not (isinstance(colour, str) and colour in game.colours):
        raise BadRequest(_said(t, game, "Choose the piece's colour."))
    return piece_yaml(offsets(game.grid, symbols, anchor), colour, data.get("church") is True and bool(game.colours))


# Pages


def _page(template: str, t: Translator, game: Game, **context: Any) -> str:
    def gettext(message: str, **variables: object) -> Markup:
        text = Markup(t.gettext(message, editions.context(game) if message in editions.TRANSCRIBING else None))  # a tile or a building
        return text % variables if variables else text

    env = environment(TEMPLATES)
    return french_html(env.get_template(f"table/{template}").render(
        lang=t.lang, languages=LANGUAGES, language_names=LANGUAGE_NAMES, _=gettext, gettext=gettext, game=game,
        games=[content.load_game(g) for g in content.games()], **context), t.lang)


def _index(campaign: Path, game: Game, t: Translator) -> str:
    return _page("transcribe.html", t, game, files=_own_files(boards_folder(campaign, t)))


def _own_files(folder: Path) -> list[dict[str, Any]]:
    """The boards and catalogues in boards/, each with what it is, to open it again."""
    found = []
    for path in sorted(folder.glob("*.yaml")) if folder.is_dir() else []:
        try:
            node = load_file(path)
        except Problems:
            found.append({"file": path.stem, "kind": "broken"})
            continue
        kind = "board" if node.get("map") is not None else "piece" if node.get("pieces") is not None else "other"
        found.append({"file": path.stem, "kind": kind})
    return found


def _editor(kind: str, campaign: Path, game: Game, t: Translator, file: str) -> str:
    letters = drawing.feature_letters(sorted(game.features), drawing.marked_name(game, t))  # as `chronicle board` marks them
    data = {"grid": game.grid.kind, "game": game.id,
            "terrains": _terms(game.terrains, t),
            "features": [{**f, "mark": letters[f["id"]] if f["id"] in drawing.MARKS else f["name"][:1]}
                         for f in _terms(game.features, t)],
            "symbols": _terms(game.symbols, t), "colours": _terms(game.colours, t),
            "start": _existing(boards_folder(campaign, t), game, kind, file)}
    return _page(f"transcribe_{kind}.html", t, game, data=data, file=file if FILE.fullmatch(file) else "")


def _terms(terms: Any, t: Translator) -> list[dict[str, str]]:
    """The game's terms for the page's script, in the page's typography ("filon d’or")."""
    typeset = typesetter(t.lang)
    return [{"id": term.id, "name": typeset(term.names.get(t.lang, term.id)), "colour": term.colour} for term in terms.values()]


def _existing(folder: Path, game: Game, kind: str, file: str) -> dict[str, Any] | None:
    """A saved board to paint on again (the piece page starts empty: pieces are added one by one)."""
    if kind != "board" or not FILE.fullmatch(file):
        return None
    path = folder / f"{file}.yaml"
    if not path.is_file() or path.is_symlink():
        return None
    try:
        board = read_board(Reader(), load_file(path), game)
    except Problems:
        return None
    if board is None:
        return None
    grid = game.grid
    terrain = [[board.terrain.get(grid.from_map(r, c)) for c in range(board.columns)] for r in range(board.rows)]
    features = {f: {",".join(map(str, grid.to_map(c))): n for c, n in counts.items()} for f, counts in board.features.items()}
    river = [sorted(list(grid.to_map(c)) for c in edge) for edge in board.river]
    return {"name": board.name, "terrain": terrain, "features": features, "river": river}
