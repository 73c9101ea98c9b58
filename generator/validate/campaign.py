"""Validate a campaign folder: campaign.yaml and its episode logs, against the game's content."""

from __future__ import annotations

import os
from collections.abc import Mapping
from datetime import date
from functools import partial
from pathlib import Path

from generator.base.root import shared_folder
from generator.geometry import Cell
from generator.load.nodes import Node, display_path, load_file
from generator.model import (
    Adjustment,
    Board,
    BoardChange,
    Campaign,
    Catalogue,
    Episode,
    Game,
    Pos,
    Ruleset,
    Seat,
)
from generator.notes import bounds
from generator.problems import Problem, Problems
from generator.validate import combination
from generator.validate.components import content_file, locate, stays_inside
from generator.validate.content import load_game, rule_ids
from generator.validate.context import Context, player, unknown_player
from generator.validate.game import (
    not_a_cell,
    offset,
    read_board,
    read_catalogue,
    read_cell,
    read_facing,
    read_piece,
    read_ruleset,
)
from generator.validate.paths import Refused, listing, refusal
from generator.validate.rounds import read_rounds
from generator.vocabulary import keys
from generator.vocabulary.reader import Reader, describe, suggest
from generator.vocabulary.shapes import Counts, Scope
from generator.vocabulary.terms import extend
from generator.words.editions import said
from generator.words.i18n import Message, Named, _, listed
from generator.words.matching import not_one_line

MAX_NOTES = bounds.MAX_CHARS

def fits_mode(ruleset: str, mode: str) -> bool:
    """Whether an episode of a campaign in `mode` may name this ruleset: the shipped `eternal` is the
    board's back, a game of its own, never a legacy episode's."""
    return not (ruleset == "eternal" and mode == "legacy")

def read_campaign(folder: Path, drafts: Mapping[Path, str] | None = None) -> Campaign:
    """Load and validate a campaign folder; raise Problems listing everything wrong.

    `drafts` maps episode files (and campaign.yaml) to text that replaces (or adds) them, so a
    change can be checked before it is written.
    """
    r = Reader()
    drafts = dict(drafts or {})
    node = load_campaign_file(folder, drafts.pop(folder / "campaign.yaml", None))
    f = r.keys(node, "campaign.yaml", keys.CAMPAIGN)
    if f is None:
        raise Problems(r.problems)
    game = _read_game(r, f)
    mode = r.choice(f["mode"], "mode", ("legacy", "eternal")) if "mode" in f else None
    language = r.choice(f["language"], "language", ("es", "fr", "en")) if "language" in f else "en"
    game = _own_words(r, f.get("vocabulary"), folder, game, language or "en")
    seats = _read_seats(r, f["players"], game) if "players" in f else []
    aliases = _read_aliases(r, f["aliases"], seats) if "aliases" in f else {}
    game, board, catalogue = _components(r, f, folder, game)
    title = r.text(f["title"], "title") if "title" in f else None
    if board is None or catalogue is None or mode is None or not seats or r.failed:
        raise Problems(r.problems)
    table = combination.Kit.of(game, board, catalogue, _("'%(catalogue)s' (`pieces: %(pieces)s`)", catalogue=Named(catalogue.name),
                                                         pieces=f["pieces"].value))
    ctx = Context(folder, game, board, catalogue, seats, mode, language or "en", table, drafts)
    if "start" in f:
        _read_start(r, f["start"], ctx)
    episodes = _read_episodes(r, ctx)
    table.settle(r)
    if r.failed:
        raise Problems(r.problems)
    return Campaign(folder.name, title or folder.name, game, mode, board, catalogue, language or "en", tuple(ctx.seats),
                    tuple(episodes), folder, tuple(r.problems), ctx.first, aliases)


def _read_game(r: Reader, f: dict[str, Node]) -> Game:
    """The game campaign.yaml names; Problems when it names none it can play, since nothing else reads
    without one."""
    game_id = r.word(f["game"], "game") if "game" in f else None
    if game_id is None:
        raise Problems(r.problems)
    try:
        return load_game(game_id)
    except Problems as err:
        raise Problems(r.problems + [Problem(f["game"].pos, p.message) for p in err.problems]) from None


def _components(r: Reader, f: dict[str, Node], folder: Path, game: Game) -> tuple[Game, Board | None, Catalogue | None]:
    """The campaign's board and piece catalogue, and the game naming spaces as that board prints them
    (letters:), in every message and page."""
    board = content_file(r, f["board"], folder, game, "boards", read_board) if "board" in f else None
    if board is not None:
        game = game._replace(grid=board.grid)
    catalogue = content_file(r, f["pieces"], folder, game, "pieces", read_catalogue) if "pieces" in f else None
    return game, board, catalogue


def _own_words(r: Reader, node: Node | None, folder: Path, game: Game, language: str) -> Game:
    """The game with the group's own words: its repository's games/<game>/vocabulary.yaml, then the campaign's."""
    shared = shared_folder(folder)
    if shared is not None and os.path.lexists(path := shared / game.id / "vocabulary.yaml"):
        reason = refusal(path, shared.parent)
        if reason is not None:
            r.error(Pos(display_path(path), 1, 1), _("chronicle does not read this file: %(reason)s", reason=reason))
        else:
            try:
                game = extend(r, load_file(path), game, language)
            except Problems as err:
                r.problems.extend(err.problems)
    return extend(r, node, game, language) if node is not None else game


def _read_start(r: Reader, node: Node, ctx: Context) -> None:
    """Where a log that begins partway through a campaign starts: its first episode, and each seat's
    circles, debt and board as they stand then (LG-12, LG-08)."""
    f = r.keys(node, "start", keys.START)
    if f is None or "episode" not in f:
        return
    if ctx.mode == "eternal":
        r.error(node.pos, _("an Eternal game stands alone and starts at episode 1: remove start"), "LG-12")
        return
    ctx.first = r.integer(f["episode"], _("first episode"), 1, 24) or 1
    names = [seat.name_at(ctx.first) for seat in ctx.seats]
    given = f["players"].value if "players" in f and f["players"].is_map else {}
    if "players" in f and not f["players"].is_map:
        r.error(f["players"].pos, _("start players maps each player to their circles, debt, board and changes"))
    for key, value in given.items():
        name = player(r, Node(key, f["players"].keys[key]), names, ctx, ctx.first)
        if name is not None:
            with r.about(player=name):
                seat = names.index(name)
                ctx.seats[seat] = _seat_start(r, value, ctx, ctx.seats[seat])
                ctx.boards[seat] = ctx.seats[seat].board or ctx.board
                ctx.change(seat, ctx.seats[seat].changes)


def _seat_start(r: Reader, node: Node, ctx: Context, seat: Seat) -> Seat:
    f = r.keys(node, _("the start of a player"), keys.START_PLAYER)
    if f is None:
        return seat
    circles = r.integer(f["circles"], _("circles so far"), 0, ctx.game.circles) if "circles" in f else 0
    debt = r.integer(f["debt"], _("points owed"), 0, 99 * ctx.game.cap) if "debt" in f else 0
    board = content_file(r, f["board"], ctx.folder, ctx.game, "boards", read_board) if "board" in f else None
    if board is not None:
        ctx.table.see(board)
    changes = tuple(r.each(f["changes"], _("board changes"), lambda n: _board_change(r, n, ctx, board))) if "changes" in f else ()
    ctx.table.learn(changes)
    counters = Counts(0, 999).read(r, f["counters"], Scope(ctx.game, ctx.language), "counters") if "counters" in f else {}
    return seat._replace(circles=circles or 0, debt=debt or 0, board=board, changes=changes, counters=counters)


def load_campaign_file(folder: Path, draft: str | None = None) -> Node:
    """campaign.yaml (or the draft text meant for it), unless it is missing or a link leading outside
    the campaign (never read then)."""
    path = folder / "campaign.yaml"
    if not os.path.lexists(path):
        # named by its folder: a message never names a file that does not exist
        raise Problems([Problem(Pos(display_path(folder)), _("no campaign.yaml here: is this a campaign folder?"))])
    reason = refusal(path, folder)
    if reason is not None:
        raise Problems([Problem(Pos(display_path(path), 1, 1), _("chronicle does not read this file: %(reason)s", reason=reason))])
    return load_file(path, draft)


def _read_aliases(r: Reader, node: Node, seats: list[Seat]) -> dict[str, str]:
    """Who the players of this log are in the repository's other campaigns: `aliases: {Bea: Beatriz}`
    says that Bea here is the Beatriz of the others, so that the record (generator/record/) counts one
    person. Two players of one campaign stay two people."""
    if not node.is_map:
        r.error(node.pos, _("aliases maps a player of this campaign to the name the player has in the group's other "
                            "campaigns, such as {Bea: Beatriz}, not %(value)s", value=describe(node)))
        return {}
    names = [name for seat in seats for name, _start in seat.players]
    aliases: dict[str, str] = {}
    for key, value in node.value.items():
        if key not in names:
            r.error(node.keys[key], unknown_player(str(key), names))
            continue
        person = r.text(value, _("the name of %(name)s in the other campaigns", name=key))
        if person is not None:
            aliases[key] = person.strip()
    people: dict[str, str] = {}
    for name in names:
        person = aliases.get(name, name)
        if person in people:
            other = people[person]
            r.error(node.value[name].pos if name in aliases else node.value[other].pos,
                    _("%(name)s and %(other)s would both be %(person)s: two players of one campaign are two people",
                      name=other, other=name, person=person))
        people.setdefault(person, name)
    return aliases


def _read_seats(r: Reader, node: Node, game: Game) -> list[Seat]:
    seats: list[Seat] = []
    names: dict[str, Pos] = {}
    for item in r.items(node, "players"):
        f = r.keys(item, _("player"), keys.PLAYER)
        if f is None or "name" not in f:
            continue
        players = [(f["name"], 1), *(_replacements(r, f["replaced_by"]) if "replaced_by" in f else ())]
        seat = []
        for name_node, start in players:
            name = r.text(name_node, _("player name"))
            if name is None:
                continue
            if (breaks := not_one_line(name)) is not None:  # kept as a seat: the other checks go on
                r.error(name_node.pos, breaks)
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


def _replacements(r: Reader, node: Node) -> list[tuple[Node, int]]:
    """Who takes a seat over (replaced_by: one, or a list), each with the episode they start at (LG-14)."""
    players: list[tuple[Node, int]] = []
    for entry in node.value if node.is_list else [node]:
        rf = r.keys(entry, "replaced_by", keys.REPLACEMENT)
        if rf and set(keys.REPLACEMENT.required) <= rf.keys():
            start = r.integer(rf["from_episode"], "from_episode", 2)
            if start and start <= (players[-1][1] if players else 1):
                r.error(rf["from_episode"].pos, _("replacements must come in episode order"), "LG-14")
            players.append((rf["name"], start or 2))
    return players


def _read_episodes(r: Reader, ctx: Context) -> list[Episode]:
    try:
        listed = listing(ctx.folder / "episodes", ctx.folder)
    except Refused as err:
        r.error(Pos(display_path(ctx.folder / "episodes"), 1, 1), _("chronicle does not read this folder: %(reason)s",
                                                                     reason=err.args[0]))
        listed = []
    files = sorted({*listed, *ctx.drafts})
    if files and ctx.first > 1 and files[0].stem.isdigit() and int(files[0].stem) != ctx.first:
        r.warn(Pos(display_path(files[0]), 1, 1), _("the log starts at episode %(n)s (campaign.yaml's start), so this file "
                                                   "is episode %(n)s; name it %(name)s", n=ctx.first, name=f"{ctx.first:02d}.yaml"))
    episodes = []
    at = {path: Pos(display_path(path), 1, 1) for path in files}
    """Where each file says which episode it is: its `episode:` line, else its start."""
    for number, path in enumerate(files, ctx.first):
        if path not in ctx.drafts and not stays_inside(r, path, ctx.folder):
            continue
        try:
            node = load_file(path, ctx.drafts.get(path))
        except Problems as err:
            r.problems.extend(err.problems)
            continue
        at[path] = node.keys.get("episode", at[path])
        if _missing_before(r, node, number):
            break  # what the missing episodes did (boards, debts, players) is not known: the rest cannot be checked
        episode = _read_episode(r, node, ctx, number)
        if episode is not None:
            episodes.append(episode)
    if ctx.mode == "legacy" and ctx.first + len(files) - 1 > 24:
        r.error(at[files[24 - ctx.first + 1]], _("a legacy campaign has 24 episodes; this is a 25th"), "LG-13")
    return episodes


def _missing_before(r: Reader, node: Node, expected: int) -> bool:
    """Whether the files of the episodes before this one are missing: its name and its `episode:` agree
    on a later episode than its place among the files ("04.yaml" says 4 but is the third file). A
    name and a number that disagree are a slip in one of them, said by _read_episode."""
    said = node.get("episode")
    if said is None or not isinstance(said.value, int) or isinstance(said.value, bool) or said.value <= expected \
            or Path(said.pos.file).stem.lstrip("0") != str(said.value):
        return False
    number = said.value
    if number == expected + 1:
        r.error(said.pos, _("the file of episode %(first)s is missing: the next file in name order says `episode: %(number)s`; "
                            "episodes from %(first)s on are checked once it is added", first=expected, number=number))
    else:
        r.error(said.pos, _("the files of episodes %(episodes)s are missing: the next file in name order says "
                            "`episode: %(number)s`; episodes from %(first)s on are checked once they are added",
                            first=expected, episodes=listed(range(expected, number)), number=number))
    return True


def _read_episode(r: Reader, node: Node, ctx: Context, expected: int) -> Episode | None:
    f = r.keys(node, _("episode"), keys.EPISODE)
    if f is None or not set(keys.EPISODE.required) <= f.keys():
        return None
    number = r.integer(f["episode"], _("episode number"), 1)
    if number is not None and number != expected:  # its place among the files, not its name, gives `expected`
        r.error(f["episode"].pos, _("counting the episode files in name order, this one should be episode %(expected)s, but it "
                                    "says episode %(number)s", expected=expected, number=number))
    number = expected
    chosen = _episode_ruleset(r, f["rules"], ctx)
    if chosen is not None:
        combination.check(r, chosen, ctx.table, ctx.sets, number)
    ruleset = chosen.ruleset if chosen is not None else None
    players = [seat.name_at(number) for seat in ctx.seats]
    with r.about(episode=number):
        rounds = read_rounds(r, f["rounds"], ctx, players, number, ruleset.deck if ruleset else None)
        adjustments = r.each(f["adjustments"], "adjustments", lambda n: _adjustment(r, n, players, ctx.game.cap)) if "adjustments" in f else []
        changes = _board_changes(r, f["board_changes"], ctx, players, number) if "board_changes" in f else {}
        tiebreak = r.each(f["tiebreak"], "tiebreak", lambda n: player(r, n, players, ctx, number)) if "tiebreak" in f else []
    ctx.table.learn(c for player_changes in changes.values() for c in player_changes)
    for name, made in changes.items():
        ctx.change(players.index(name), made)
    day = _episode_date(r, f["date"]) if "date" in f else None
    notes = (r.text(f["notes"], "notes") or "") if "notes" in f else ""
    _check_notes(r, f.get("notes"), notes)
    if ruleset is None:
        return None
    return Episode(number, day, ruleset, tuple(rounds), tuple(adjustments), changes, tuple(tiebreak), notes,
                   Pos(node.pos.file, _last_line(node), 1), f["tiebreak"].pos if "tiebreak" in f else None)


def _episode_date(r: Reader, node: Node) -> date | None:
    """The day the episode was played, as YAML reads YYYY-MM-DD."""
    if node.value is not None and not isinstance(node.value, date):
        r.error(node.pos, _("date must be written YYYY-MM-DD, not %(value)s", value=describe(node)))
        return None
    day: date | None = node.value
    return day


def _check_notes(r: Reader, node: Node | None, notes: str) -> None:
    """Notes Markdown would take long to lay out: refused past MAX_NOTES characters, else shown as
    plain text (generator/notes/bounds.py), said at the line that goes past the bounds."""
    found = bounds.excess(notes)
    if node is None or found is None:
        return
    if len(notes) > MAX_NOTES:
        r.error(node.pos, found.message)
        return
    at = Pos(node.pos.file, node.pos.line + 1 + found.line, node.indent + found.column) if node.block else node.pos
    r.warn(at, _("%(why)s: these notes are shown as plain text", why=found.message))


def _last_line(node: Node) -> int:
    """The line of an episode's last round: where a missing round would be written."""
    rounds = node.get("rounds")
    if rounds is not None and rounds.is_list and rounds.value:
        last: Node = rounds.value[-1]
        return last.pos.line
    return node.pos.line


def _episode_ruleset(r: Reader, node: Node, ctx: Context) -> combination.Chosen | None:
    """The episode's ruleset: written inline, a name (see `locate`) or a path inside the campaign."""
    if node.is_map:
        ruleset = _check_rule_ids(r, read_ruleset(r, node, ctx.game, "inline", ctx.language))
        return combination.Chosen(ruleset, False, node.pos) if ruleset is not None else None
    text = r.word(node, "rules")
    if text is None:
        return None
    if not fits_mode(text, ctx.mode):  # one slip in a list of rulesets, and a whole episode scored wrong
        r.error(node.pos, said(ctx.game, "the Eternal game's rules are for a campaign of `mode: eternal`, on the back of the board; "
                                 "a legacy episode names its chapter's ruleset, such as legacy-1"))
        return None
    if text not in ctx.rulesets:
        ctx.rulesets[text] = _named_ruleset(r, node, ctx, text)
    read = ctx.rulesets[text]
    return combination.Chosen(read[0], read[1], node.pos) if read is not None else None


def _named_ruleset(r: Reader, node: Node, ctx: Context, text: str) -> tuple[Ruleset, bool] | None:
    found = locate(r, node, text, ctx.folder, ctx.game, "rules")
    if found is None:
        return None
    path, shipped = found
    try:
        ruleset = _check_rule_ids(r, read_ruleset(r, load_file(path), ctx.game, text, ctx.language))
    except Problems as err:
        r.problems.extend(err.problems)
        return None
    return (ruleset, shipped) if ruleset is not None else None


def ruleset_in(folder: Path, game: Game, language: str, text: str) -> tuple[Path | None, Ruleset | None, list[Problem]]:
    """A ruleset the campaign in `folder` could use, named as an episode names it (a name, or a path inside
    the campaign), read and checked as the episodes' are, though no episode uses it yet: its file (None
    when `text` names none), the ruleset (None when it does not read) and the problems found."""
    r = Reader()
    found = locate(r, Node(text, Pos("")), text, folder.resolve(), game, "rules")
    if found is None:
        return None, None, r.problems
    path = found[0].resolve()
    try:
        return path, _check_rule_ids(r, read_ruleset(r, load_file(path), game, text, language)), r.problems
    except Problems as err:
        return path, None, [*r.problems, *err.problems]


def _check_rule_ids(r: Reader, ruleset: Ruleset | None) -> Ruleset | None:
    """Every rule a ruleset cites is chronicle's (the registry) or its own (`own_rules`), never both."""
    if ruleset is not None:
        registry = rule_ids()
        known = (*registry, *ruleset.own_rules)
        for rule in ruleset.own_rules:
            if rule in registry:
                r.error(ruleset.where.get("own_rules", ruleset.pos),
                        _("'%(rule)s' is a rule of chronicle's registry; give the envelope's rule an ID of its own, such "
                          "as CH2-1", rule=rule))
        cited = [(item.rule, item.pos) for item in ruleset.scoring]
        cited += [(rule, ruleset.where.get("cite", ruleset.pos)) for rule in ruleset.cite.values()]
        for rule, pos in cited:
            if rule not in known:
                r.error(pos, _("rule '%(rule)s' is neither in the rule registry nor in this ruleset's own_rules%(hint)s",
                               rule=rule, hint=suggest(rule, known)))
    return ruleset


def _adjustment(r: Reader, node: Node, players: list[str], cap: int) -> Adjustment | None:
    """A manual adjustment; at most the whole track (the game's cap) either way, as any move of a token."""
    f = r.keys(node, _("adjustment"), keys.ADJUSTMENT)
    if f is None or not set(keys.ADJUSTMENT.required) <= f.keys():
        return None
    name = r.word(f["player"], _("player"))
    if name not in players:
        r.error(f["player"].pos, unknown_player(name or "", players))
        return None
    points, reason = r.integer(f["points"], "points", -cap, cap), r.text(f["reason"], "reason")
    if points is None or reason is None:
        return None
    return Adjustment(name, points, reason, node.pos)


def _board_changes(r: Reader, node: Node, ctx: Context, players: list[str], episode: int) -> dict[str, tuple[BoardChange, ...]]:
    if ctx.mode == "eternal":
        r.error(node.pos, said(ctx.game, "the Eternal game keeps its board unchanged: remove board_changes"), "LG-12")
        return {}
    changes: dict[str, tuple[BoardChange, ...]] = {}
    if not node.is_map:
        r.error(node.pos, _("board_changes maps each player to a list of changes"))
        return changes
    for key, value in node.value.items():
        name = player(r, Node(key, node.keys[key]), players, ctx, episode)
        if name is not None:
            board = ctx.boards[players.index(name)]
            with r.about(player=name):
                changes[name] = tuple(r.each(value, _("board changes"), partial(_board_change, r, ctx=ctx, board=board)))
    return changes


def _counter_change(r: Reader, node: Node, f: dict[str, Node], ctx: Context) -> BoardChange | None:
    """{counter: fish, by: -2}: a mark made or a resource spent, on a counter of the vocabulary."""
    if set(f) != {"counter", "by"}:
        r.error(node.pos, _("a counter changes as {counter: fish, by: 2} (by: -2 to spend), with nothing else"))
        return None
    counter = r.choice(f["counter"], _("counter"), ctx.game.counters)
    by = r.integer(f["by"], "by", -99, 99)
    return BoardChange(node.pos, counter=counter, by=by) if counter is not None and by is not None else None


def _board_change(r: Reader, node: Node, ctx: Context, board: Board | None = None) -> BoardChange | None:
    """One change, its cell read on `board` (a seat's own) or the campaign's."""
    f = r.keys(node, _("board change"), keys.BOARD_CHANGE)
    if f is None:
        return None
    if "counter" in f or "by" in f:
        return _counter_change(r, node, f, ctx)
    if "piece" in f:
        return _piece_change(r, node, f, ctx)
    if "note" in f:
        if len(f) > 1:
            r.error(node.pos, _("a note is a change of its own: {note: ...}"))
        return BoardChange(node.pos, note=r.text(f["note"], "note"))
    if not _one_space_change(f):
        r.error(node.pos, _space_change_forms(ctx.game), "LG-12")
        return None
    return _space_change(r, node, f, ctx, board or ctx.board)


def _one_space_change(f: dict[str, Node]) -> bool:
    """Whether the keys make one change of one space: a terrain (perhaps of a new space), a feature added
    (perhaps facing a side) or removed (perhaps a count of them)."""
    changes = [k for k in ("terrain", "add", "remove") if k in f]
    if "cell" not in f or len(changes) != 1 or {"stickers", "colour"} & f.keys():
        return False
    change = changes[0]
    return not (("count" in f and change == "terrain") or ("new" in f and change != "terrain")
                or ("facing" in f and change != "add"))


def _space_change_forms(game: Game) -> Message:
    """The forms of a board change, in each game's own example: My Island's statues and palm groves, My
    City's trees (never a tree on an island)."""
    if game.id == "my-island":
        return _("a board change is {cell: C4, terrain: palm}, {cell: C4, add: statue}, "
                 "{cell: C4, remove: statue} (one of them), a new space {cell: L1, terrain: beach, new: true}, "
                 "a change of a tile {piece: 7, ...} or {note: ...}")
    return _("a board change is {cell: C4, terrain: forest}, {cell: C4, add: tree}, "
             "{cell: C4, remove: tree} (one of them; `count: 2` for both trees of a double-tree space), "
             "a new space {cell: L1, terrain: green, new: true}, a change of a building {piece: 7, ...} "
             "or {note: ...}")


def _space_change(r: Reader, node: Node, f: dict[str, Node], ctx: Context, board: Board) -> BoardChange | None:
    """A change of one space, its keys known to make one (_one_space_change)."""
    new = bool(r.boolean(f["new"], "new")) if "new" in f else False
    cell = _new_space(r, f["cell"], board) if new else read_cell(r, f["cell"], board)
    terrain = r.choice(f["terrain"], _("terrain"), ctx.game.terrains) if "terrain" in f else None
    add = r.choice(f["add"], _("feature"), ctx.game.features) if "add" in f else None
    remove = r.choice(f["remove"], _("feature"), ctx.game.features) if "remove" in f else None
    count = r.integer(f["count"], "count", 1, 9) if "count" in f else 1
    facing = read_facing(r, f["facing"], board) if "facing" in f else None
    if cell is None or not (terrain or add or remove) or count is None:
        return None
    return BoardChange(node.pos, cell, terrain, add, remove, count=count, new=new, facing=facing)


def _new_space(r: Reader, node: Node, board: Board) -> Cell | None:
    """A space a board gains (an extension): named as the map would name it, not one the board has."""
    name = r.word(node, _("cell")) or ""
    cell = board.grid.parse(name)
    if cell is None:
        r.error(node.pos, not_a_cell(name, board))
    elif cell in board.terrain:
        r.error(node.pos, _("%(name)s is already a space of the board: leave out new: true to change its terrain",
                            name=name), "LG-12")
        return None
    return cell


def _piece_change(r: Reader, node: Node, f: dict[str, Node], ctx: Context) -> BoardChange | None:
    """A change to a player's set: {piece: X1, add: {cells: ...}}, {piece: 7, remove: true},
    {piece: 3, stickers: {"1,0": wall}} or {piece: R2, colour: blue} (LG-12)."""
    kinds = [k for k in ("add", "remove", "stickers", "colour") if k in f]
    if len(kinds) != 1 or set(f) - {"piece", *kinds}:
        r.error(node.pos, _("a change of a piece is {piece: X1, add: {cells: ...}}, {piece: 7, remove: true}, "
                            "{piece: 3, stickers: {\"1,0\": wall}} or {piece: R2, colour: blue}: one of them"), "LG-12")
        return None
    pid = r.word(f["piece"], _("piece"))
    if pid is None:
        return None
    if "add" in f:
        added = read_piece(r, pid, f["add"], ctx.game)
        return BoardChange(node.pos, piece=pid, added=added) if added is not None else None
    if "remove" in f:
        return BoardChange(node.pos, piece=pid, removed=True) if r.boolean(f["remove"], "remove") else None
    if "colour" in f:
        colour = r.choice(f["colour"], _("colour"), ctx.game.colours)
        return BoardChange(node.pos, piece=pid, colour=colour) if colour is not None else None
    stickers = []
    for key, value in (f["stickers"].value.items() if f["stickers"].is_map else ()):
        symbol = r.choice(value, _("symbol"), ctx.game.symbols)
        if symbol is not None:
            stickers.append((offset(r, key, f["stickers"].keys[key]), symbol))
    if not f["stickers"].is_map:
        r.error(f["stickers"].pos, _("stickers maps offsets of the piece to the symbol the sticker shows, such as "
                                     "{\"1,0\": wall}"))
    return BoardChange(node.pos, piece=pid, stickers=tuple(stickers)) if stickers else None
