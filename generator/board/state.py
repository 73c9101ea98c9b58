"""A player's board as it stood at a moment of a campaign: stickers, pieces and open spaces."""

from __future__ import annotations

from dataclasses import dataclass

from generator.geometry import Cell
from generator.model import Board, BoardChange, Campaign, Catalogue, Ruleset
from generator.rules.island import Island
from generator.rules.results import CampaignResult, PlayerEpisode, Turn
from generator.vocabulary.reader import suggest
from generator.words.held import not_logged
from generator.words.i18n import Message, _, listed


@dataclass(frozen=True, slots=True)
class Changes:
    """The board changes a seat received after one episode, and who received them."""

    episode: int
    player: str
    changes: tuple[BoardChange, ...]


@dataclass(frozen=True, slots=True)
class BoardState:
    player: str
    episode: int
    round: int
    """Rounds of the episode played so far: 0 is the start, before any piece."""
    rounds: int
    """Rounds logged in the episode."""
    ruleset: Ruleset
    board: Board
    """The board with every earlier board change applied (LG-12)."""
    placed: tuple[Turn, ...]
    history: tuple[Changes, ...]
    """Board changes of earlier episodes, oldest first: what made `board` differ from the printed one."""
    open_rows: tuple[int, ...]
    """Open spaces per row, top first, as LG-11 counts them."""

    @property
    def covered(self) -> dict[Cell, str | None]:
        """Each covered cell with its symbol, or its piece's colour on My City; a feature that acts as a
        piece (a palace) covers its space from the start."""
        standing = {cell: symbol or colour for feature, (symbol, colour) in self.board.acting.items()
                    for cell in self.board.features.get(feature, {})}
        return {**standing, **{cell: symbol or turn.colour for turn in self.placed for cell, symbol in turn.cells.items()}}

    def open_cells(self) -> list[Cell]:
        """Spaces this episode's ruleset lets a piece cover that no piece covers yet, top row first."""
        covered = self.covered
        grid = self.board.grid
        return sorted((c for c, t in self.board.terrain.items() if t in self.ruleset.buildable and c not in covered),
                      key=grid.to_map)


class NoSuchMoment(ValueError):
    """The player, episode or round asked for does not exist; the message says what does."""


def board_state(campaign: Campaign, result: CampaignResult, player: str, episode: int | None = None,
                round: int | None = None) -> BoardState:
    """`player`'s board in `episode` (default: the last) after `round` (default: every logged round)."""
    if not result.episodes:
        raise NoSuchMoment(_("the campaign has no episode yet"))
    first, last = campaign.first_episode, campaign.first_episode + len(result.episodes) - 1
    number = episode if episode is not None else last
    if not first <= number <= last:
        raise NoSuchMoment(not_logged(first, last, number))
    played = result.episodes[number - first]
    seat = _seat(campaign, played.players, player, number)
    rounds = len(played.episode.rounds)
    upto = rounds if round is None else round
    if not 0 <= upto <= rounds:
        raise NoSuchMoment(_no_round(number, rounds, upto))
    placed = tuple(t for t in seat.turns if t.action == "place" and t.round <= upto)
    history = tuple(Changes(e.episode.number, p.name, e.board_changes[p.name])
                    for e in result.episodes[:number - first] for p in e.players
                    if p.seat == seat.seat and e.board_changes.get(p.name))
    return BoardState(seat.name, number, upto, rounds, played.episode.ruleset, seat.board, placed, history,
                      _open_rows(seat.board, placed, campaign, seat.pieces))


def _no_round(number: int, rounds: int, upto: int) -> Message:
    """Why round `upto` of an episode with `rounds` logged is not there: never "rounds 1 to 0", nor "1 to 1", nor "1 to 2"."""
    if rounds == 0:
        return _("episode %(n)s has no round logged yet: only round 0 (its start) exists, not %(upto)s", n=number, upto=upto)
    if rounds == 1:
        return _("episode %(n)s has only round 1 logged (0 is its start), not %(upto)s", n=number, upto=upto)
    if rounds == 2:  # not "rounds 1 to 2"
        return _("episode %(n)s has rounds 1 and 2 logged (0 is its start), not %(upto)s", n=number, upto=upto)
    return _("episode %(n)s has rounds 1 to %(rounds)s logged (0 is its start), not %(upto)s", n=number, rounds=rounds,
             upto=upto)


def _seat(campaign: Campaign, players: tuple[PlayerEpisode, ...], name: str, episode: int) -> PlayerEpisode:
    for p in players:
        if p.name.lower() == name.lower():
            return p
    for seat in campaign.seats:
        if any(n.lower() == name.lower() for n, _ in seat.players):
            now = seat.name_at(episode)
            raise NoSuchMoment(_("%(name)s does not play episode %(n)s: %(now)s has that seat then (LG-14)", name=name,
                                 n=episode, now=now))
    names = [p.name for p in players]
    raise NoSuchMoment(_("no player %(name)s%(hint)s; episode %(n)s is played by %(players)s", name=name,
                         hint=suggest(name, names), n=episode, players=listed(names)))


def _open_rows(board: Board, placed: tuple[Turn, ...], campaign: Campaign, pieces: Catalogue | None) -> tuple[int, ...]:
    island = Island(board)
    for turn in placed:
        island.place((pieces or campaign.catalogue).pieces[turn.card], dict(turn.cells))
    return island.open_per_row(campaign.game.tiebreak_terrains)
