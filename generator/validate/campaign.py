"""Validate a campaign folder: campaign.yaml (game, components, own words, start, seats, aliases), then
its episode logs (episodes.py), against the game's content."""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path

from generator.base.records import NamedTuple
from generator.base.root import shared_folder
from generator.load.nodes import Node, display_path, load_file
from generator.model import Board, Campaign, Catalogue, Episode, Game, Pos, Seat
from generator.problems import Problem, Problems
from generator.validate import combination
from generator.validate.board import read_board
from generator.validate.board_changes import read_board_change
from generator.validate.components import content_file
from generator.validate.content import load_game
from generator.validate.context import Context, player, unknown_player
from generator.validate.episodes import Log, read_episodes, read_last
from generator.validate.paths import refusal
from generator.validate.pieces import read_catalogue
from generator.vocabulary import keys
from generator.vocabulary.reader import Reader, describe
from generator.vocabulary.shapes import Counts, Scope
from generator.vocabulary.terms import extend
from generator.words.i18n import Named, _
from generator.words.matching import not_one_line


class Kept(NamedTuple):
    """A campaign read up to its last episode file, and how reading stood then: what reading that
    file alone again needs (`read_last_episode`). Table mode keeps it while only the episode being
    played changes, so that a round told checks that episode, never the whole log again."""

    log: Log
    problems: tuple[Problem, ...]
    """What the reading found before the last file."""
    ctx: Context
    """As it stood before the last file; copied at every reading, never changed."""
    title: str | None
    aliases: Mapping[str, str]

    @property
    def last(self) -> Path:
        """The last episode file: the one read again."""
        return self.log.files[-1]


def read_campaign(folder: Path, drafts: Mapping[Path, str] | None = None, keep: Callable[[Kept], None] | None = None) -> Campaign:
    """Load and validate a campaign folder; raise Problems listing everything wrong.

    `drafts` maps episode files (and campaign.yaml) to text that replaces (or adds) them, so a
    change can be checked before it is written. `keep` is told how the reading stood before the last
    episode file, when it got that far (`read_last_episode` reads from there).
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

    def kept(log: Log) -> None:
        if keep is not None:
            keep(Kept(log, tuple(r.problems), ctx.copy({}), title, aliases))

    return _campaign(r, ctx, read_episodes(r, ctx, kept if keep is not None else None), title, aliases)


def read_last_episode(kept: Kept, draft: str | None = None) -> Campaign:
    """The campaign `kept` was made from, its last episode file read again (as `draft` says it, when
    given): what read_campaign finds when no other file changed since, reading that file alone."""
    r = Reader()
    r.problems.extend(kept.problems)
    ctx = kept.ctx.copy({kept.last: draft} if draft is not None else {})
    return _campaign(r, ctx, read_last(r, ctx, kept.log), kept.title, kept.aliases)


def _campaign(r: Reader, ctx: Context, episodes: list[Episode], title: str | None, aliases: Mapping[str, str]) -> Campaign:
    """The campaign read, once every episode is: the warnings of what no episode could score, or Problems."""
    ctx.table.settle(r)
    if r.failed:
        raise Problems(r.problems)
    return Campaign(ctx.folder.name, title or ctx.folder.name, ctx.game, ctx.mode, ctx.board, ctx.catalogue, ctx.language,
                    tuple(ctx.seats), tuple(episodes), ctx.folder, tuple(r.problems), ctx.first, aliases)


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
    changes = tuple(r.each(f["changes"], _("board changes"), lambda n: read_board_change(r, n, ctx, board))) if "changes" in f else ()
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
