"""Validate a campaign folder: campaign.yaml and its episode logs, against the game's content."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TypeVar

from generator.content import known_names, load_game, look_up, rule_registry, shelves
from generator.i18n import Message, _, ngettext
from generator.load import Node, display_path, load_file, shown, unreadable_reason
from generator.model import (Action, Adjustment, Board, BoardChange, Campaign, Catalogue, Episode, Game, Piece,
                             Round, Ruleset, Seat)
from generator.problems import Pos, Problem, Problems
from generator.rules.placement import fits, orient
from generator.validate.game import read_board, read_catalogue, read_cell, read_ruleset
from generator.validate import combination
from generator.validate.paths import OUTSIDE, Refused, listing, refusal, written
from generator.validate.reader import Reader, describe, one_of, suggest

CAMPAIGN_KEYS = ("title", "game", "mode", "board", "pieces", "language", "players")
EPISODE_KEYS = ("episode", "date", "rules", "rounds", "adjustments", "board_changes", "tiebreak", "notes")
_ANCHOR = re.compile(r"([A-Za-z][0-9]{1,2})\s*(?:[rR]([0-9]))?")
_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*")
T = TypeVar("T")


class _Context:
    """What episode validation needs from the campaign: game, board, pieces, rulesets, seats."""

    def __init__(self, folder: Path, game: Game, board: Board, catalogue: Catalogue, seats: list[Seat], mode: str,
                 language: str, table: combination.Table, drafts: Mapping[Path, str]):
        self.folder, self.game, self.board, self.catalogue, self.seats, self.mode = folder, game, board, catalogue, seats, mode
        self.language, self.table, self.drafts = language, table, drafts
        self.rulesets: dict[str, tuple[Ruleset, bool] | None] = {}
        """Rulesets read so far by the text that chose them, with whether chronicle ships them."""


def read_campaign(folder: Path, drafts: Mapping[Path, str] | None = None) -> Campaign:
    """Load and validate a campaign folder; raise Problems listing everything wrong.

    `drafts` maps episode files to text that replaces (or adds) them, so a change can be
    checked before it is written.
    """
    r = Reader()
    node = load_campaign_file(folder)
    f = r.fields(node, "campaign.yaml", required=("title", "game", "mode", "board", "pieces", "players"),
                 optional=CAMPAIGN_KEYS)
    if f is None or "game" not in f:
        raise Problems(r.problems)
    try:
        game = load_game(str(f["game"].value))
    except Problems as err:
        raise Problems(r.problems + [Problem(f["game"].pos, p.message) for p in err.problems]) from None
    mode = r.choice(f["mode"], "mode", ("legacy", "eternal")) if "mode" in f else None
    seats = _read_seats(r, f["players"], game) if "players" in f else []
    board = _content_file(r, f["board"], folder, game, "boards", read_board) if "board" in f else None
    catalogue = _content_file(r, f["pieces"], folder, game, "pieces", read_catalogue) if "pieces" in f else None
    language = r.choice(f["language"], "language", ("es", "fr", "en")) if "language" in f else "en"
    title = r.text(f["title"], "title") if "title" in f else None
    if board is None or catalogue is None or mode is None or not seats or r.failed:
        raise Problems(r.problems)
    table = combination.Table.of(game, board, catalogue, f"'{catalogue.name}' (pieces: {f['pieces'].value})")
    ctx = _Context(folder, game, board, catalogue, seats, mode, language or "en", table, drafts or {})
    episodes = _read_episodes(r, ctx)
    if r.failed:
        raise Problems(r.problems)
    return Campaign(folder.name, title or folder.name, game, mode, board, catalogue,
                    language or "en", tuple(seats), tuple(episodes), folder, tuple(r.problems))


def load_campaign_file(folder: Path) -> Node:
    """campaign.yaml, unless it is missing or a link leading outside the campaign (never read then)."""
    path = folder / "campaign.yaml"
    if not os.path.lexists(path):
        # named by its folder: a message never names a file that does not exist
        raise Problems([Problem(Pos(display_path(folder)), _("no campaign.yaml here: is this a campaign folder?"))])
    reason = refusal(path, folder)
    if reason is not None:
        raise Problems([Problem(Pos(display_path(path), 1, 1), _("chronicle does not read this file: %(reason)s", reason=reason))])
    return load_file(path)


def _read_seats(r: Reader, node: Node, game: Game) -> list[Seat]:
    seats: list[Seat] = []
    names: dict[str, Pos] = {}
    for item in r.items(node, "players"):
        f = r.fields(item, _("player"), required=("name",), optional=("name", "animal", "board_name", "replaced_by"))
        if f is None or "name" not in f:
            continue
        players = [(f["name"], 1)]
        if "replaced_by" in f:
            entries = f["replaced_by"].value if f["replaced_by"].is_list else [f["replaced_by"]]
            for entry in entries:
                rf = r.fields(entry, "replaced_by", required=("name", "from_episode"))
                if rf and {"name", "from_episode"} <= rf.keys():
                    start = r.integer(rf["from_episode"], "from_episode", 2)
                    if start and start <= players[-1][1]:
                        r.error(rf["from_episode"].pos, _("replacements must come in episode order"), "LG-14")
                    players.append((rf["name"], start or 2))
        seat = []
        for name_node, start in players:
            name = r.text(name_node, _("player name"))
            if name is None:
                continue
            if name in names or name in ("card", "blocked"):
                r.error(name_node.pos, _("player name '%(name)s' is already used", name=name) if name in names
                        else _("'%(name)s' is a key of a round and cannot be a player name", name=name))
            names[name] = name_node.pos
            seat.append((name.strip(), start))
        if seat:
            optional = {k: r.text(f[k], k) for k in ("animal", "board_name") if k in f}
            seats.append(Seat(tuple(seat), optional.get("animal"), optional.get("board_name")))
    if not game.min_players <= len(seats) <= game.max_players:
        r.error(node.pos, _("%(game)s is played by %(low)s to %(high)s players, not %(n)s", game=game,
                            low=game.min_players, high=game.max_players, n=len(seats)))
    return seats


def _inside(r: Reader, node: Node, folder: Path, text: str) -> Path | None:
    """A path written in a log, refused if it leads outside the campaign folder."""
    reason = written(text) or (Message(OUTSIDE.template, {"where": _("the campaign folder")})
                               if Path(text).is_absolute() else refusal(folder / text, folder))
    if reason is not None:
        r.error(node.pos, _("chronicle does not read %(path)s: %(reason)s", path=shown(text), reason=reason))
        return None
    path = folder / text
    if not os.path.lexists(path):
        r.error(node.pos, _("no file '%(path)s' in the campaign folder", path=text))
        return None
    return path.resolve()


def _stays_inside(r: Reader, path: Path, folder: Path, where: object = None) -> bool:
    """False (and a problem) for a file that is a link leading outside `folder`, or looping."""
    reason = refusal(path, folder, where)
    if reason is None:
        return True
    r.error(Pos(display_path(path), 1, 1), _("chronicle does not read this file: %(reason)s", reason=reason))
    return False


_WHAT: dict[str, tuple[Message, str]] = {
    "boards": (_("board"), "boards/ours.yaml"), "pieces": (_("piece catalogue"), "boards/our-pieces.yaml"),
    "rules": (_("ruleset"), "rules/big.yaml")}


def _locate(r: Reader, node: Node, text: str, folder: Path, game: Game, kind: str) -> tuple[Path, bool] | None:
    """The file a name or path leads to, and whether chronicle ships it.

    A path (with a / or ending in .yaml) stays inside the campaign folder; a name is looked up
    in the campaign's own folder, its repository's games/<game>/ and the shipped content.
    """
    what, example = _WHAT[kind]
    if "/" in text or text.endswith(".yaml"):
        path = _inside(r, node, folder, text)
        return (path, False) if path is not None else None
    found = shelves(game, folder, kind)
    for shelf in found:
        reason = shelf.refused()
        if reason is not None:
            r.error(node.pos, _("chronicle does not read %(where)s: %(reason)s", where=shelf.where, reason=reason))
            return None
    hit = look_up(found, text) if _NAME.fullmatch(text) else None
    if hit is not None and not hit[1].is_file():  # a folder, a FIFO, a dangling link... under the name
        r.error(node.pos, _("%(what)s '%(name)s' is %(path)s, which chronicle cannot read: %(reason)s", what=what, name=text,
                            path=display_path(hit[1]), reason=unreadable_reason(hit[1])))
        return None
    if hit is None:
        every = [name for shelf in found for name in shelf.names()]
        r.error(node.pos, _("unknown %(what)s '%(name)s'%(hint)s; known: %(known)s; or give a path inside the "
                            "campaign such as %(example)s", what=what, name=text, hint=suggest(text, every),
                            known=known_names(found), example=example))
        return None
    shelf, path = hit
    if not _stays_inside(r, path, shelf.within, shelf.where):
        return None
    return path, shelf.shipped


def _content_file(r: Reader, node: Node, folder: Path, game: Game, kind: str,
                  read: Callable[[Reader, Node, Game], T | None]) -> T | None:
    """A board or catalogue: a name (see `_locate`) or a .yaml path inside the campaign."""
    text = r.word(node, _WHAT[kind][0])
    found = _locate(r, node, text, folder, game, kind) if text is not None else None
    if found is None:
        return None
    try:
        return read(r, load_file(found[0]), game)
    except Problems as err:
        r.problems.extend(err.problems)
        return None


def _read_episodes(r: Reader, ctx: _Context) -> list[Episode]:
    try:
        listed = listing(ctx.folder / "episodes", ctx.folder)
    except Refused as err:
        r.error(Pos(display_path(ctx.folder / "episodes"), 1, 1), _("chronicle does not read this folder: %(reason)s",
                                                                     reason=err.args[0]))
        listed = []
    files = sorted({*listed, *ctx.drafts})
    episodes = []
    at = {path: Pos(display_path(path), 1, 1) for path in files}
    """Where each file says which episode it is: its `episode:` line, else its start."""
    for number, path in enumerate(files, 1):
        if path not in ctx.drafts and not _stays_inside(r, path, ctx.folder):
            continue
        try:
            node = load_file(path, ctx.drafts.get(path))
        except Problems as err:
            r.problems.extend(err.problems)
            continue
        at[path] = node.keys.get("episode", at[path])
        episode = _read_episode(r, node, ctx, number)
        if episode is not None:
            episodes.append(episode)
    if ctx.mode == "legacy" and len(files) > 24:
        r.error(at[files[24]], _("a legacy campaign has 24 episodes; this is a 25th"), "LG-13")
    return episodes


def _read_episode(r: Reader, node: Node, ctx: _Context, expected: int) -> Episode | None:
    f = r.fields(node, _("episode"), required=("episode", "rules", "rounds"), optional=EPISODE_KEYS)
    if f is None or not {"episode", "rules", "rounds"} <= f.keys():
        return None
    number = r.integer(f["episode"], _("episode number"), 1)
    if number is not None and number != expected:
        r.error(f["episode"].pos, _("this is episode file number %(expected)s in name order, but it says episode %(number)s",
                                    expected=expected, number=number))
    number = expected
    chosen = _episode_ruleset(r, f["rules"], ctx)
    if chosen is not None:
        combination.check(r, chosen, ctx.table)
    ruleset = chosen.ruleset if chosen is not None else None
    players = [seat.name_at(number) for seat in ctx.seats]
    with r.about(episode=number):
        rounds = _read_rounds(r, f["rounds"], ctx, players, number)
        adjustments = r.each(f["adjustments"], "adjustments", lambda n: _adjustment(r, n, players, ctx.game.cap)) if "adjustments" in f else []
        changes = _board_changes(r, f["board_changes"], ctx, players, number) if "board_changes" in f else {}
        tiebreak = r.each(f["tiebreak"], "tiebreak", lambda n: _player(r, n, players, ctx, number)) if "tiebreak" in f else []
    ctx.table.learn(c for player_changes in changes.values() for c in player_changes)
    date = f["date"].value if "date" in f else None
    if date is not None and not hasattr(date, "isoformat"):
        r.error(f["date"].pos, _("date must be written YYYY-MM-DD, not '%(date)s'", date=date))
        date = None
    notes = (r.text(f["notes"], "notes") or "") if "notes" in f else ""
    if ruleset is None:
        return None
    return Episode(number, date, ruleset, tuple(rounds), tuple(adjustments), changes, tuple(tiebreak), notes,
                   Pos(node.pos.file, _last_line(node), 1), f["tiebreak"].pos if "tiebreak" in f else None)


def _last_line(node: Node) -> int:
    """The line of an episode's last round: where a missing round would be written."""
    rounds = node.get("rounds")
    if rounds is not None and rounds.is_list and rounds.value:
        return rounds.value[-1].pos.line
    return node.pos.line


def _episode_ruleset(r: Reader, node: Node, ctx: _Context) -> combination.Chosen | None:
    """The episode's ruleset: written inline, a name (see `_locate`) or a path inside the campaign."""
    if node.is_map:
        ruleset = _check_rule_ids(r, read_ruleset(r, node, ctx.game, "inline", ctx.language))
        return combination.Chosen(ruleset, False, node.pos) if ruleset is not None else None
    text = r.word(node, "rules")
    if text is None:
        return None
    if text not in ctx.rulesets:
        ctx.rulesets[text] = _named_ruleset(r, node, ctx, text)
    read = ctx.rulesets[text]
    return combination.Chosen(read[0], read[1], node.pos) if read is not None else None


def _named_ruleset(r: Reader, node: Node, ctx: _Context, text: str) -> tuple[Ruleset, bool] | None:
    found = _locate(r, node, text, ctx.folder, ctx.game, "rules")
    if found is None:
        return None
    path, shipped = found
    try:
        ruleset = _check_rule_ids(r, read_ruleset(r, load_file(path), ctx.game, text, ctx.language))
    except Problems as err:
        r.problems.extend(err.problems)
        return None
    return (ruleset, shipped) if ruleset is not None else None


def _check_rule_ids(r: Reader, ruleset: Ruleset | None) -> Ruleset | None:
    if ruleset is not None:
        known = rule_registry()
        cited = [(item.rule, item.pos) for item in (*ruleset.immediate, *ruleset.end)]
        cited += [(rule, ruleset.pos) for rule in ruleset.cite.values()]
        for rule, pos in cited:
            if rule not in known:
                r.error(pos, _("rule '%(rule)s' is not in the rule registry%(hint)s", rule=rule, hint=suggest(rule, known)))
    return ruleset


def _player(r: Reader, node: Node, players: list[str], ctx: _Context, episode: int) -> str | None:
    name = r.word(node, _("player"))
    if name is None or name in players:
        return name
    seat = next((s for s in ctx.seats if name in dict(s.players)), None)
    if seat is not None:
        r.error(node.pos, _("%(name)s does not play episode %(episode)s: %(now)s has this seat now", name=name,
                            episode=episode, now=seat.name_at(episode)), "LG-14")
    else:
        r.error(node.pos, _unknown_player(name, players))
    return None


def _read_rounds(r: Reader, node: Node, ctx: _Context, players: list[str], episode: int) -> list[Round]:
    rounds: list[Round] = []
    revealed: dict[str, int] = {}
    for number, item in enumerate(r.items(node, "rounds") if node.value is not None else [], 1):
        with r.about(round=number):
            rnd = _read_round(r, item, ctx, players, episode, number, revealed)
        if rnd is not None:
            rounds.append(rnd)
    return rounds


def _reveal(r: Reader, node: Node, ctx: _Context, revealed: dict[str, int], number: int) -> str | None:
    card = r.word(node, _("card"))
    if card is None:
        return None
    if card != "block" and card not in ctx.catalogue.pieces:
        r.error(node.pos, ngettext("unknown card '%(card)s'%(hint)s; the catalogue '%(catalogue)s' has %(n)s piece",
                                   "unknown card '%(card)s'%(hint)s; the catalogue '%(catalogue)s' has %(n)s pieces",
                                   len(ctx.catalogue.pieces), card=card, hint=suggest(card, ctx.catalogue.pieces),
                                   catalogue=ctx.catalogue.name, n=len(ctx.catalogue.pieces)))
        return None
    if card in revealed:
        r.error(node.pos, _("card %(card)s was already revealed in round %(round)s; each card comes once per episode",
                            card=card, round=revealed[card]), "LG-02")
    revealed[card] = number
    return card


def _read_round(r: Reader, node: Node, ctx: _Context, players: list[str], episode: int, number: int,
                revealed: dict[str, int]) -> Round | None:
    if not node.is_map or "card" not in node.value:
        r.error(node.pos, _("each round is a mapping with the revealed 'card' and one entry per player, "
                            "such as {card: 17, Ana: C4 r2, Ben: pass}"))
        return None
    card = _reveal(r, node.value["card"], ctx, revealed, number)
    blocked = None
    names_blocked = "blocked" in node.value
    actions: dict[str, Action] = {}
    for key, value in node.value.items():
        pos = node.keys[key]
        if key == "card":
            continue
        if key == "blocked":
            if card != "block":
                r.error(pos, _("'blocked' belongs only to a round whose card is 'block'"), "MC-E03")
            blocked = _reveal(r, value, ctx, revealed, number)
            continue
        name = _player(r, Node(key, pos), players, ctx, episode)
        if name is None:
            continue
        if card == "block":
            r.error(pos, _("nobody acts on the blocking card: the blocked building is set aside at no cost"), "MC-E03",
                    player=name)
            continue
        if card is not None:
            with r.about(player=name):
                action = _read_action(r, value, ctx, card)
            if action is not None:
                actions[name] = action
    if card == "block" and not names_blocked:
        r.error(node.pos, _("a blocking card round names the blocked card: 'blocked: R3'"), "MC-E03")
    return Round(number, card, actions, node.pos, blocked) if card is not None else None


def _read_action(r: Reader, node: Node, ctx: _Context, card: str) -> Action | None:
    piece = ctx.catalogue.pieces[card]
    grid = ctx.board.grid
    if isinstance(node.value, str) and node.value.strip().lower() in ("pass", "stop"):
        return Action(node.value.strip().lower(), node.value.strip().lower(), node.pos)
    if isinstance(node.value, str):
        match = _ANCHOR.fullmatch(node.value.strip())
        if not match:
            r.error(node.pos, _("'%(text)s' is not an action: write pass, stop, an anchor such as C4 r2, "
                                "a list of covered cells or a mapping of cells to symbols", text=node.value))
            return None
        rotation = int(match[2] or 0)
        if rotation >= grid.rotations:
            r.error(node.pos, _rotation_missing(rotation, grid.kind, grid.rotations))
            return None
        anchor = grid.parse(match[1])
        if anchor is None:  # A0, A05: the pattern lets them through, the grid's names do not
            r.error(node.pos, _("'%(cell)s' is not a cell name: columns count from 1, written without a leading zero, "
                                "such as C4", cell=match[1]))
            return None
        placement = orient(piece, grid, anchor, rotation)
        return Action("place", node.value.strip(), node.pos, placement.cells)
    return _covered_cells(r, node, ctx, piece)


def _covered_cells(r: Reader, node: Node, ctx: _Context, piece: Piece) -> Action | None:
    grid = ctx.board.grid
    if node.is_map:
        cells = {}
        for key, value in node.value.items():
            cell = read_cell(r, Node(key, node.keys[key]), ctx.board)
            symbol = r.choice(value, _("symbol"), ctx.game.symbols)
            if cell is not None:
                cells[cell] = symbol
        symbols_given = True
    elif node.is_list:
        cells = {c: None for item in node.value if (c := read_cell(r, item, ctx.board)) is not None}
        symbols_given = False
    else:
        r.error(node.pos, _("an action is pass, stop, an anchor such as C4 r2, or covered cells, not %(value)s",
                            value=describe(node)))
        return None
    if len(cells) != len(node.value):
        return None
    text = " ".join(grid.name(c) for c in cells)
    found = fits(piece, grid, cells, symbols_given)
    if not found:
        r.error(node.pos, _not_the_piece(piece, text, symbols_given, ctx.game))
        return None
    if len({tuple(sorted(p.cells.items(), key=str)) for p in found}) > 1:
        r.error(node.pos, _("piece %(piece)s fits %(cells)s in more than one way with different symbols; "
                            "write the symbols ({C4: house, ...}) or the anchor and rotation", piece=piece.id, cells=text))
        return None
    return Action("place", found[0].text(grid), node.pos, found[0].cells)


def _not_the_piece(piece: Piece, cells: str, symbols_given: bool, game: Game) -> Message:
    """Covered cells that match no rotation of the card's piece, with what the piece looks like."""
    size = len(piece.cells)
    symbols = [game.term(s) or s for _cell, s in piece.cells if s]
    if symbols_given:
        return ngettext("these cells and symbols (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s space "
                        "showing %(symbols)s",
                        "these cells and symbols (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s spaces "
                        "showing %(symbols)s", size, cells=cells, piece=piece.id, n=size, symbols=symbols)
    if symbols:
        return ngettext("these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s space showing "
                        "%(symbols)s",
                        "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s spaces showing "
                        "%(symbols)s", size, cells=cells, piece=piece.id, n=size, symbols=symbols)
    return ngettext("these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s space",
                    "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s spaces", size,
                    cells=cells, piece=piece.id, n=size)


def _rotation_missing(rotation: int, kind: str, rotations: int) -> Message:
    if kind == "hex":
        return _("rotation r%(rotation)s does not exist: a hex piece turns r0 to r%(last)s", rotation=rotation, last=rotations - 1)
    return _("rotation r%(rotation)s does not exist: a square piece turns r0 to r%(last)s", rotation=rotation, last=rotations - 1)


def _unknown_player(name: str, players: list[str]) -> Message:
    return _("unknown player '%(name)s'%(hint)s; players: %(players)s", name=name, hint=suggest(name, players),
             players=one_of(players))


def _adjustment(r: Reader, node: Node, players: list[str], cap: int) -> Adjustment | None:
    """A manual adjustment; at most the whole track (the game's cap) either way, as any move of a token."""
    f = r.fields(node, _("adjustment"), required=("player", "points", "reason"))
    if f is None or not {"player", "points", "reason"} <= f.keys():
        return None
    name = r.word(f["player"], _("player"))
    if name not in players:
        r.error(f["player"].pos, _unknown_player(name or "", players))
        return None
    points, reason = r.integer(f["points"], "points", -cap, cap), r.text(f["reason"], "reason")
    if points is None or reason is None:
        return None
    return Adjustment(name, points, reason, node.pos)  # type: ignore[arg-type]


def _board_changes(r: Reader, node: Node, ctx: _Context, players: list[str], episode: int) -> dict[str, tuple[BoardChange, ...]]:
    if ctx.mode == "eternal":
        r.error(node.pos, _("the Eternal game keeps its board unchanged: remove board_changes"), "LG-12")
        return {}
    changes: dict[str, tuple[BoardChange, ...]] = {}
    if not node.is_map:
        r.error(node.pos, _("board_changes maps each player to a list of changes"))
        return changes
    for key, value in node.value.items():
        name = _player(r, Node(key, node.keys[key]), players, ctx, episode)
        if name is not None:
            with r.about(player=name):
                changes[name] = tuple(r.each(value, _("board changes"), lambda n: _board_change(r, n, ctx)))
    return changes


def _board_change(r: Reader, node: Node, ctx: _Context) -> BoardChange | None:
    f = r.fields(node, _("board change"), optional=("cell", "terrain", "add", "remove", "count", "note"))
    if f is None:
        return None
    if "note" in f:
        if len(f) > 1:
            r.error(node.pos, _("a note is a change of its own: {note: ...}"))
        return BoardChange(node.pos, note=r.text(f["note"], "note"))
    changes = [k for k in ("terrain", "add", "remove") if k in f]
    if "cell" not in f or len(changes) != 1 or ("count" in f and changes[0] == "terrain"):
        r.error(node.pos, _("a board change is {cell: C4, terrain: palm}, {cell: C4, add: statue}, "
                            "{cell: C4, remove: tree} (one of them; count: 2 for both trees of a double-tree space) "
                            "or {note: ...}"), "LG-12")
        return None
    cell = read_cell(r, f["cell"], ctx.board)
    terrain = r.choice(f["terrain"], _("terrain"), ctx.game.terrains) if "terrain" in f else None
    add = r.choice(f["add"], _("feature"), ctx.game.features) if "add" in f else None
    remove = r.choice(f["remove"], _("feature"), ctx.game.features) if "remove" in f else None
    count = r.integer(f["count"], "count", 1, 9) if "count" in f else 1
    if cell is None or not (terrain or add or remove) or count is None:
        return None
    return BoardChange(node.pos, cell, terrain, add, remove, count=count)
