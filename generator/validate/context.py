"""What validating an episode needs from its campaign, and who may act in an episode."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from generator.load.nodes import Node
from generator.model import Board, BoardChange, Catalogue, Game, Ruleset, Seat
from generator.rules.campaign import change_board, change_pieces
from generator.rules.deck import every_piece
from generator.rules.findings import Fault
from generator.validate import combination
from generator.vocabulary.reader import Reader, suggest
from generator.words.i18n import Message, _, listed


class Context:
    """What episode validation needs from the campaign: game, board, pieces, rulesets, seats."""

    def __init__(self, folder: Path, game: Game, board: Board, catalogue: Catalogue, seats: list[Seat], mode: str,
                 language: str, table: combination.Kit, drafts: Mapping[Path, str]):
        self.folder, self.game, self.board, self.catalogue, self.seats, self.mode = folder, game, board, catalogue, seats, mode
        self.language, self.table, self.drafts = language, table, drafts
        self.rulesets: dict[str, tuple[Ruleset, bool] | None] = {}
        """Rulesets read so far by the text that chose them, with whether chronicle ships them."""
        self.first = 1
        """The number of the log's first episode (campaign.yaml's start)."""
        self.boards = [board] * len(seats)
        """Each seat's board as it stands at the episode being read (its changes so far)."""
        self.sets = [catalogue] * len(seats)
        """Each seat's set of pieces as it stands at the episode being read."""

    def copy(self, drafts: Mapping[Path, str]) -> Context:
        """This context as it stands, with other drafts, to read on from here more than once (table
        mode reads its current episode again at every round): what reading changes is copied."""
        copied = Context(self.folder, self.game, self.board, self.catalogue, list(self.seats), self.mode, self.language,
                         self.table.copy(), drafts)
        copied.rulesets, copied.first = dict(self.rulesets), self.first
        copied.boards, copied.sets = list(self.boards), list(self.sets)
        return copied

    def every_piece(self) -> Catalogue:
        """Every card an episode may reveal: the catalogue's and those a player's set gained."""
        return every_piece(self.catalogue, self.sets)

    def change(self, seat: int, changes: Sequence[BoardChange]) -> None:
        """Follow a seat's board and set through the changes of an episode (the replay reports their problems)."""
        ignored: list[Fault] = []
        self.boards[seat] = change_board(self.boards[seat], changes, ignored)
        self.sets[seat] = change_pieces(self.sets[seat], changes, ignored)


_PLAYER = _("player")


def player(r: Reader, node: Node, players: list[str], ctx: Context, episode: int) -> str | None:
    name = r.word(node, _PLAYER)
    if name is None or name in players:
        return name
    seat = next((s for s in ctx.seats if name in dict(s.players)), None)
    if seat is not None:
        start = dict(seat.players)[name]
        if start > episode:  # written in before taking over: the player being replaced still plays this episode
            r.error(node.pos, _("%(name)s only plays from episode %(start)s: %(now)s still plays episode %(episode)s",
                                name=name, start=start, episode=episode, now=seat.name_at(episode)), "LG-14")
        else:
            r.error(node.pos, _("%(name)s does not play episode %(episode)s: %(now)s has this seat now", name=name,
                                episode=episode, now=seat.name_at(episode)), "LG-14")
    else:
        r.error(node.pos, unknown_player(name, players))
    return None


def unknown_player(name: str, players: list[str]) -> Message:
    return _("unknown player '%(name)s'%(hint)s; players: %(players)s", name=name, hint=suggest(name, players),
             players=listed(players))
