"""Validate game content: game.yaml, boards, piece catalogues and rulesets."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from pathlib import Path

from generator.geometry import Cell, Grid, grid_for
from generator.geometry.grid import GRID_KINDS, LETTERS
from generator.load.nodes import Node, load_file
from generator.model import (
    LANGUAGES,
    Board,
    Catalogue,
    Game,
    Params,
    Piece,
    Pos,
    Ruleset,
    ScoringItem,
    Term,
    Translated,
)
from generator.vocabulary import keys
from generator.vocabulary.kinds import COMPOSABLE, DECLARATIONS
from generator.vocabulary.reader import Reader, suggest
from generator.vocabulary.ruleset import PLACEMENT_CHECKS, ruleset_keys
from generator.vocabulary.shapes import Entry, Record, Scope, no_term
from generator.vocabulary.terms import acting, doubles
from generator.vocabulary.texts import translated
from generator.words.editions import said
from generator.words.i18n import Message, Named, Text, _

_COLUMNS = _("a map row has at most 99 spaces (columns 1 to 99)")
_OFFSET = re.compile(r"\s*(-?\d{1,2})\s*,\s*(-?\d{1,2})\s*")  # a piece spans a few spaces, a board 99 columns


def read_terms(r: Reader, node: Node | None, what: Text) -> dict[str, Term]:
    terms: dict[str, Term] = {}
    if node is None:
        return terms
    if not node.is_map:
        r.error(node.pos, _("%(what)s must be a mapping of names to their colour and translations", what=what))
        return terms
    for key, value in node.value.items():
        fields = r.fields(value, _("%(what)s '%(key)s'", what=what, key=key), required=("names",), optional=("colour", "genders", "space", "plural"))
        if fields is None:
            continue
        names = translated(r, fields["names"], _("names of '%(key)s'", key=key)) if "names" in fields else None
        colour = r.text(fields["colour"], "colour") if "colour" in fields else None
        genders = _genders(r, fields["genders"]) if "genders" in fields else {}
        space = _space(r, fields["space"]) if "space" in fields else {}
        plural = translated(r, fields["plural"], _("plural names of '%(key)s'", key=key)) if "plural" in fields else None
        if names:
            terms[key] = Term(key, names, colour or "#888888", genders=genders, space=space, plural=plural or {})
    return terms


GENDERS = {"m": "masculine", "f": "feminine"}


def _genders(r: Reader, node: Node) -> dict[str, str]:
    """A name's grammatical gender per language, {es: f, fr: m}: what the words around it agree with."""
    found: dict[str, str] = {}
    for lang, value in (r.fields(node, "genders", optional=("es", "fr")) or {}).items():
        gender = GENDERS.get(str(value.value))
        if gender is None:
            r.error(value.pos, _("a gender is m or f, not '%(value)s'", value=value.value))
        else:
            found[lang] = gender
    return found


def _space(r: Reader, node: Node) -> dict[str, str]:
    """A terrain's words after "a space", in the languages that need them: {fr: de montagne}."""
    fields = r.fields(node, "space", optional=LANGUAGES) or {}
    return {lang: text for lang, value in fields.items() if (text := r.text(value, "space"))}


def read_game(r: Reader, node: Node, folder: Path) -> Game | None:
    f = r.fields(node, "game.yaml", required=("id", "names", "grid", "start", "cap", "players", "circles", "terrains"),
                 optional=("symbols", "colours", "features", "tiebreak_terrains", "placement_rules", "legend", "church"))
    if f is None or len(r.problems):
        return None
    grid = r.choice(f["grid"], "grid", GRID_KINDS)
    terrains = read_terms(r, f["terrains"], "terrains")
    low, high = _player_counts(r, f["players"])
    tiebreak = None
    if "tiebreak_terrains" in f:
        tiebreak = frozenset(t for t in r.each(f["tiebreak_terrains"], "tiebreak_terrains", lambda n: r.choice(n, _("terrain"), terrains)))
    colours = read_terms(r, f.get("colours"), "colours")
    church = r.choice(f["church"], _("colour"), colours) if "church" in f else None
    rules = {}
    if "placement_rules" in f:
        rules = {k: r.text(v, k) or "" for k, v in (r.fields(f["placement_rules"], "placement_rules", optional=PLACEMENT_CHECKS) or {}).items()}
    game = Game(
        id=r.word(f["id"], "id") or "",
        names=translated(r, f["names"], "names") or {},
        grid=grid_for(grid or "hex"),
        terrains=terrains,
        symbols=read_terms(r, f.get("symbols"), "symbols"),
        colours=colours,
        features=read_terms(r, f.get("features"), "features"),
        start=r.integer(f["start"], "start", 0) or 0,
        cap=r.integer(f["cap"], "cap", 1) or 0,
        min_players=low or 0,
        max_players=high or 0,
        circles=r.integer(f["circles"], "circles", 1) or 0,
        tiebreak_terrains=tiebreak,
        placement_rules=rules,
        folder=folder,
        legend=_legend(r, f["legend"], terrains) if "legend" in f else {},
        church=church,
    )
    return game


def _player_counts(r: Reader, node: Node) -> tuple[int | None, int | None]:
    """How few and how many players the game takes: [fewest, most]."""
    players = r.items(node, "players")
    if len(players) != 2:
        r.error(node.pos, _("players must be [fewest, most], such as [2, 4]"))
        return None, None
    return r.integer(players[0], _("fewest players"), 1), r.integer(players[1], _("most players"), 1)


def _legend(r: Reader, node: Node, terrains: Mapping[str, Term]) -> dict[str, str]:
    legend: dict[str, str] = {}
    for letter, value in (r.fields(node, "legend", optional=tuple(node.keys)) or {}).items():
        terrain = r.choice(value, _("terrain"), terrains)
        if letter == "." or len(letter) != 1:
            r.error(node.keys[letter], _("legend keys are single letters other than '.', not '%(key)s'", key=letter))
        elif terrain:
            legend[letter] = terrain
    return legend


def read_board(r: Reader, node: Node, game: Game) -> Board | None:
    f = r.keys(node, _("board"), keys.BOARD)
    if f is None or not set(keys.BOARD.required) <= f.keys():
        return None
    if r.word(f["game"], "game") != game.id:
        r.error(f["game"].pos, _("this board is for '%(other)s', but the campaign plays '%(game)s'", other=f["game"].value,
                                 game=game.id))
    legend = {**game.legend, **(_legend(r, f["legend"], game.terrains) if "legend" in f else {})}
    letters = r.choice(f["letters"], "letters", LETTERS) if "letters" in f else "rows"
    grid = grid_for(game.grid.kind, letters or "rows")
    terrain, rows, columns = _read_map(r, f["map"], legend, grid)
    board = Board(r.text(f["name"], "name") or "", grid, terrain, {}, frozenset(), rows, columns)
    features = _read_features(r, f["features"], board, game) if "features" in f else {}
    river = _read_river(r, f["river"], board) if "river" in f else frozenset()
    regions = _read_regions(r, f["regions"], board) if "regions" in f else {}
    facing = _read_facing(r, f["facing"], board) if "facing" in f else {}
    return Board(board.name, grid, terrain, features, river, rows, columns, regions, acting(game), facing, doubles(game))


def _read_facing(r: Reader, node: Node, board: Board) -> dict[Cell, int]:
    """Where the features of some spaces face: {C3: east} (a lighthouse that looks along a line)."""
    facing: dict[Cell, int] = {}
    if not node.is_map:
        r.error(node.pos, _("facing maps spaces to the direction their feature faces, such as {C3: %(direction)s}",
                            direction=board.grid.facings[0]))
        return facing
    for name, value in node.value.items():
        cell = read_cell(r, Node(name, node.keys[name]), board)
        direction = read_facing(r, value, board)
        if cell is not None and direction is not None:
            facing[cell] = direction
    return facing


def read_facing(r: Reader, node: Node, board: Board) -> int | None:
    """A direction by its name on this board's grid, as an index of grid.directions."""
    name = r.choice(node, _("direction"), board.grid.facings)
    return board.grid.facings.index(name) if name is not None else None


def _read_regions(r: Reader, node: Node, board: Board) -> dict[str, frozenset[Cell]]:
    """Named sets of spaces: cells (C4) and rectangles of the map (C3:D5, rows C to D, columns 3 to 5)."""
    regions: dict[str, frozenset[Cell]] = {}
    if not node.is_map:
        r.error(node.pos, _("regions maps each region's name to its spaces, such as {east-bank: [A6, A7, \"B6:K11\"]}"))
        return regions
    for name, value in node.value.items():
        cells: set[Cell] = set()
        for item in r.items(value, _("region '%(name)s'", name=name)):
            text = r.word(item, _("space")) or ""
            if ":" in text:
                cells |= _rectangle(r, item, text, board)
            else:
                cell = read_cell(r, item, board)
                cells |= {cell} if cell is not None else set()
        regions[name] = frozenset(cells)
    return regions


def _rectangle(r: Reader, node: Node, text: str, board: Board) -> set[Cell]:
    """The spaces of the map between two corners, which need not be spaces themselves (A1 may be sea)."""
    parsed = [board.grid.parse(part) for part in text.split(":", 1)]
    corners = [c for c in parsed if c is not None]
    if len(corners) != len(parsed):
        r.error(node.pos, not_a_cell(text, board))
        return set()
    (top, left), (bottom, right) = sorted(board.grid.to_map(c) for c in corners)
    left, right = min(left, right), max(left, right)
    return {c for c in board.terrain if top <= board.grid.to_map(c)[0] <= bottom and left <= board.grid.to_map(c)[1] <= right}


def _read_map(r: Reader, node: Node, legend: dict[str, str], grid: Grid) -> tuple[dict[Cell, str], int, int]:
    terrain: dict[Cell, str] = {}
    text = r.text(node, "map") or ""
    written = [(offset, line) for offset, line in enumerate(text.splitlines()) if line.strip()]
    lines = [line for _offset, line in written]
    if len(lines) > 26:
        r.error(node.pos, _("a map has at most 26 rows (A to Z), this one has %(n)s", n=len(lines)))
    def at(row: int, column: int) -> Pos:
        """Where a row's token is written: on its own line of a block scalar ('map: |'), `column`
        counted in that line's text; a quoted map ("b b\\n b h") has every row on its value's line."""
        if not node.block:
            return node.pos
        return Pos(node.pos.file, node.pos.line + 1 + written[row][0], node.indent + column)

    columns = 0
    for row, line in enumerate(lines[:26]):
        tokens = line.split()
        if len(tokens) > 99:
            r.error(at(row, 1), _COLUMNS)
            tokens = tokens[:99]
        columns = max(columns, len(tokens))
        for col, token in enumerate(tokens):
            if token == ".":
                continue
            if token not in legend:
                r.error(at(row, line.find(token) + 1),
                        _("map token '%(token)s' is not in the legend%(hint)s", token=token, hint=suggest(token, legend)))
                continue
            terrain[grid.from_map(row, col)] = legend[token]
    if not terrain:
        r.error(node.pos, _("the map has no spaces"))
    return terrain, len(lines), columns


def read_cell(r: Reader, node: Node, board: Board, what: Text = _("cell")) -> Cell | None:
    name = r.word(node, what)
    if name is None:
        return None
    cell = board.grid.parse(name)
    if cell is None:
        r.error(node.pos, not_a_cell(name, board))
        return None
    if cell not in board.terrain:
        r.error(node.pos, _("%(what)s '%(name)s' is not a space of the board '%(board)s'", what=what, name=name,
                            board=Named(board.name)))
        return None
    return cell


def not_a_cell(name: str, board: Board) -> Message:
    """What a cell name looks like on this board: its letters name rows or columns (`letters:`)."""
    if board.grid.letters == "columns":
        return _("'%(name)s' is not a cell name; on this board cells are named column letter + row number, such as K1",
                 name=name)
    return _("'%(name)s' is not a cell name; cells are named row letter + column number, such as C4", name=name)


def _read_features(r: Reader, node: Node, board: Board, game: Game) -> dict[str, dict[Cell, int]]:
    features: dict[str, dict[Cell, int]] = {}
    for name, value in (r.fields(node, "features", optional=tuple(game.features)) or {}).items():
        counts: dict[Cell, int] = {}
        if value.is_map:
            for key, count in value.value.items():
                cell = read_cell(r, Node(key, value.keys[key]), board)
                n = r.integer(count, _("count of %(feature)s on %(cell)s", feature=game.term(name) or name, cell=key), 1, 9)
                if cell is not None and n:
                    counts[cell] = n
        else:
            for item in r.items(value, _("feature '%(name)s'", name=name)):
                cell = read_cell(r, item, board)
                if cell is not None:
                    counts[cell] = counts.get(cell, 0) + 1
        features[name] = counts
    return features


def _read_river(r: Reader, node: Node, board: Board) -> frozenset[frozenset[Cell]]:
    if board.grid.kind != "square":  # said once, at the key, rather than of each edge
        r.error(node.pos, _("only My City's boards have a river: leave out this board's river key"), rule="MC-R03")
        return frozenset()
    edges = set()
    for item in r.items(node, "river"):
        text = r.word(item, _("river edge")) or ""
        sep = "|" if "|" in text else "/"
        parts = text.split(sep)
        if len(parts) != 2:
            r.error(item.pos, _("'%(text)s' is not a river edge such as A4|A5 (between horizontal neighbours) or B5/C5 "
                                "(vertical)", text=text))
            continue
        a, b = (read_cell(r, Node(p.strip(), item.pos), board) for p in parts)
        if a is None or b is None:
            continue
        expected = (1, 0) if sep == "|" else (0, 1)
        if (b[0] - a[0], b[1] - a[1]) != expected:
            r.error(item.pos, _("'%(text)s': the two cells of a river edge must be neighbours, left|right or top/bottom",
                                text=text))
            continue
        edges.add(frozenset((a, b)))
    return frozenset(edges)


def read_catalogue(r: Reader, node: Node, game: Game) -> Catalogue | None:
    f = r.keys(node, _("piece catalogue"), keys.CATALOGUE)
    if f is None or not set(keys.CATALOGUE.required) <= f.keys():
        return None
    if r.word(f["grid"], "grid") != game.grid.kind:
        r.error(f["grid"].pos, _("this catalogue is for a %(grid)s grid, but %(game)s uses a %(kind)s grid",
                                 grid=f["grid"].value, game=game.id, kind=game.grid.kind))
    pieces: dict[str, Piece] = {}
    if not f["pieces"].is_map:
        r.error(f["pieces"].pos, _("pieces must be a mapping of card ids to pieces"))
        return None
    for pid, value in f["pieces"].value.items():
        piece = read_piece(r, pid, value, game)
        if piece:
            pieces[pid] = piece
    name = r.text(f["name"], "name") if "name" in f else "pieces"
    return Catalogue(name or "pieces", game.grid, pieces)


def read_piece(r: Reader, pid: str, node: Node, game: Game) -> Piece | None:
    if pid == "block":
        r.error(node.pos, _("'block' is the blocking card's name and cannot be a piece id"))
    f = r.keys(node, _("piece %(piece)s", piece=pid), keys.PIECE)
    if f is None or "cells" not in f:
        return None
    cells: list[tuple[Cell, str | None]] = []
    if f["cells"].is_map:
        for key, symbol in f["cells"].value.items():
            cells.append((offset(r, key, f["cells"].keys[key]), r.choice(symbol, _("symbol"), game.symbols, no_term("symbol", game))))
    else:
        cells = [(offset(r, r.word(item, _("offset")) or "", item.pos), None) for item in r.items(f["cells"], "cells")]
    colour = r.choice(f["colour"], _("colour"), game.colours, no_term("colour", game)) if "colour" in f else None
    if game.colours and colour is None and "colour" not in f:
        r.error(node.pos, _("piece %(piece)s needs a colour: %(colours)s", piece=pid, colours=list(game.colours.values())))
    church = bool(r.boolean(f["church"], "church")) if "church" in f else False
    extra = bool(r.boolean(f["extra"], "extra")) if "extra" in f else False
    offsets = [c for c, _symbol in cells]
    if (0, 0) not in offsets:
        r.error(f["cells"].pos, _("piece %(piece)s must include its anchor \"0,0\"", piece=pid))
    if len(set(offsets)) != len(offsets):
        r.error(f["cells"].pos, _("piece %(piece)s lists the same offset twice", piece=pid))
    elif not _connected(set(offsets), game.grid):
        r.error(f["cells"].pos, said(game, "the cells of piece %(piece)s do not form one connected shape", piece=pid))
    return Piece(pid, tuple(cells), colour, church, extra)


def offset(r: Reader, text: str, pos: Pos) -> Cell:
    match = _OFFSET.fullmatch(str(text))
    if not match:
        r.error(pos, _("'%(text)s' is not an offset such as \"1,0\" (two whole numbers)", text=text))
        return (0, 0)
    return (int(match[1]), int(match[2]))


def _connected(cells: set[Cell], grid: Grid) -> bool:
    if not cells:
        return False
    seen, todo = set(), [next(iter(cells))]
    while todo:
        cell = todo.pop()
        if cell not in seen:
            seen.add(cell)
            todo.extend(n for n in grid.neighbours(cell) if n in cells)
    return seen == cells


def read_ruleset(r: Reader, node: Node, game: Game, rid: str, language: str = "en", base: bool = False) -> Ruleset | None:
    """A ruleset on its own, against the game; `language` (the group's) is a fallback for its name.

    A placement check where it says other than the game's base rulebook (rules/legacy-1.yaml) cites the
    ruleset's own `cite`, else no rule: the game's default (MI-R04: beach and heath only) would back a
    sentence it contradicts. `base` reads the base rulebook itself, which has nothing to compare with.

    Whether it suits a campaign's board and catalogue is checked where they meet
    (generator.validate.combination), so that a problem is reported at the group's file.
    """
    v = Record(ruleset_keys(), name=_("ruleset '%(name)s'", name=rid)).read(r, node, Scope(game, language), rid)
    if v is None:
        return None
    first, assessment = v["first_piece"], v["assessment"]
    stated = None if base else _stated_entries(game)
    ruleset = Ruleset(
        id=rid,
        names=v["name"] or {},
        buildable=frozenset(v["buildable"] or ()),
        first_covers=first.get("covers"),
        first_along_river=first.get("along") == "river",
        adjacency=v["adjacency"],
        pass_points=v["pass_points"],
        must_build=frozenset(v["must_build"]),
        immediate=_scoring(r, v["immediate"], "immediate", v["own_rules"], stated),
        end=_scoring(r, v["end"], "end", v["own_rules"], stated),
        first=assessment.get("first", 2),
        second=assessment.get("second", 1),
        deck=v["deck"],
        cite={check: rule for check, rule in v["cite"].items() if rule},
        pos=node.pos,
        where={key: node.keys[key] for key in v if key in node.keys},
        first_next_to=first.get("next_to"),
        may_not_cover=tuple(v["may_not_cover"]),
        passing=v["passing"],
        start=v["start"],
        own_rules=v["own_rules"],
        chapter_end=_scoring(r, v["chapter_end"], "end", v["own_rules"], stated),
        lacking=v["lacking"],
        examples=v["examples"],
    )
    return ruleset if base else ruleset._replace(cite=_own_citations(ruleset, game))


PLACEMENT_SAYS: dict[str, Callable[[Ruleset], object]] = {
    "terrain": lambda s: s.buildable, "first": lambda s: (s.first_covers, s.first_next_to, s.first_along_river),
    "adjacency": lambda s: s.adjacency}
"""What each placement check that a ruleset may change says, in a ruleset."""


def _own_citations(ruleset: Ruleset, game: Game) -> dict[str, str]:
    """The ruleset's `cite`, with "" (no rule) for each check it changes from the base rulebook without citing one."""
    path = game.folder / "rules" / "legacy-1.yaml"
    base = read_ruleset(Reader(), load_file(path), game, "legacy-1", base=True) if path.is_file() else None
    changed = {check for check, says in PLACEMENT_SAYS.items() if base is not None and says(ruleset) != says(base)}
    return {**{check: "" for check in changed}, **ruleset.cite}


SHIPPED_RULESETS = ("legacy-1", "eternal")
"""The game's own rulesets (content/games/<game>/rules), whose entries state the rules their kinds cite."""


def _entry_key(kind: str, params: Params) -> str:
    return f"{kind} {sorted((k, repr(v)) for k, v in params.items())}"


def _stated_entries(game: Game) -> frozenset[str]:
    """The entries (_entry_key) the game's shipped rulesets write without `rule:`, each the statement of
    its kind's rule there (MI-R05: a house on a beach space, +1)."""
    return _stated_in(game.folder, game)


_STATED: dict[Path, frozenset[str]] = {}


def _stated_in(folder: Path, game: Game) -> frozenset[str]:
    if folder not in _STATED:  # shipped files: read once per process, for every ruleset read
        found: set[str] = set()
        for rid in SHIPPED_RULESETS:
            path = folder / "rules" / f"{rid}.yaml"
            ruleset = read_ruleset(Reader(), load_file(path), game, rid, base=True) if path.is_file() else None
            for item in ruleset.scoring if ruleset else ():
                if item.rule == DECLARATIONS[item.kind].computes.rule:
                    found.add(_entry_key(item.kind, item.params))
        _STATED[folder] = frozenset(found)
    return _STATED[folder]


def _scoring(r: Reader, entries: tuple[Entry, ...], when: str, own: Mapping[str, Translated],
             stated: frozenset[str] | None = None) -> tuple[ScoringItem, ...]:
    """The items as the engine takes them: what each kind computes with, its rule and the group's
    reason (else the statement of the group's own rule it cites).

    Without `rule:`, an entry cites its kind's rule (MI-R05) only if it is the entry that rule states
    (`stated`: the game's shipped rulesets; None reads those themselves); a group's own entry of that
    kind (walls on a reef space, pearls in My Island) cites LG-15, as the composable kinds do, and never
    a rule that says something else or belongs to the other game."""
    items = []
    for kind, values, pos in entries:
        params = {k: v for k, v in values.items() if k not in ("kind", "rule", "reason")}
        if kind in COMPOSABLE:
            _check_payout(r, pos, kind, params, when)
        rule = values["rule"] or _default_rule(kind, params, stated)
        items.append(ScoringItem(kind, params, rule, pos, values["reason"] or own.get(rule, {})))
    return tuple(items)


def _default_rule(kind: str, params: Params, stated: frozenset[str] | None) -> str:
    rule = DECLARATIONS[kind].computes.rule
    return rule if stated is None or _entry_key(kind, params) in stated else "LG-15"


def _check_payout(r: Reader, pos: Pos, kind: str, params: Params, when: str) -> None:
    """Payout keys that cannot work together, or not at this moment, said where the entry is written."""
    if not any(params.get(key) for key in ("points", "circles", "add", "set", "change")):
        r.error(pos, _("this '%(kind)s' entry gives nothing: write points, circles, add, set or change", kind=kind))
    _check_race_and_comparison(r, pos, params, when)
    _check_bounds(r, pos, params)
    if params["once"] == "each" and when != "immediate":
        r.error(pos, _("once: each pays a thing the first time it is counted during play: put this entry in immediate "
                       "(at the end every thing is counted once anyway)"))
    change = params.get("change")
    if change is not None and len([k for k in ("add", "remove") if change.get(k)]) != 1:
        r.error(pos, _("change adds or removes one feature: {add: tamed} or {remove: dragon}"))
    if params.get("of") is not None and params.get("per") == "group":
        r.error(pos, _("of says what is counted in each group: write per: space or per: piece with it"))


def _check_race_and_comparison(r: Reader, pos: Pos, params: Params, when: str) -> None:
    """A comparison (most, fewest, rank) is made at the end, a race (first) during play, and an entry is
    one or the other."""
    compared = "most" if params["most"] else "fewest" if params["fewest"] else None
    if compared and when != "end":
        r.error(pos, _("%(key)s compares the players when the episode is over: put this entry in end", key=compared))
    if params["most"] and params["fewest"]:
        r.error(pos, _("an entry compares by most or by fewest, not both"))
    if params["rank"] and not compared:
        r.error(pos, _("rank is the place of a comparison: write most or fewest with it"))
    if params["first"] == "episode" and when != "immediate":
        r.error(pos, _("at the episode's end every player who reaches it does so at once: write first: campaign "
                       "(only the players of the first episode in which someone does), or leave first out"))
    if compared and params["first"]:
        r.error(pos, _("an entry is either a race (first) or a comparison at the end (%(key)s), not both", key=compared))


def _check_bounds(r: Reader, pos: Pos, params: Params) -> None:
    """The bounds on the count (at_least, at_most, exactly) leave some count that scores."""
    low, high = params["at_least"], min(n for n in (params["at_most"], params["exactly"], 10**9) if n is not None)
    if params["exactly"] is not None and (params["at_least"] or params["at_most"] is not None):
        r.error(pos, _("exactly says the whole count: leave at_least and at_most out"))
    elif low is not None and low > high:
        r.error(pos, _("at_least %(low)s and at_most %(high)s leave no count that scores", low=low, high=high))
