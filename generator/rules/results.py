"""What replaying a campaign produces: the facts the CLI prints and the site renders."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.base.records import NamedTuple
from generator.geometry import Cell
from generator.model import Board, BoardChange, Catalogue, Episode
from generator.rules.assessment import Tie
from generator.rules.findings import Fault

TOKEN_KINDS = ("owed", "repaid", "capped")
"""Items that record what debt (LG-08) and the cap (LG-07) did to the points before them."""


class Item(NamedTuple):
    """Points that moved a token, and why. Items of an episode sum to the token's change."""

    round: int | None
    """The round of an immediate item; None for end scoring and adjustments."""
    points: int
    rule: str
    kind: str
    """A scoring kind of the catalogue, or pass, adjustment, owed, repaid, capped."""
    facts: Mapping[str, Any]
    """What the reason text shows: counts, cells and colours found, with the item's own keys (Params),
    so as open as they are."""
    circles: int = 0
    """Progress circles (symbols) the item colours, or erases when negative; they do not move the token."""


class Turn(NamedTuple):
    """One player's action in one round, as the replay shows it."""

    round: int
    card: str
    action: str  # place | pass | stop | blocked
    text: str
    cells: Mapping[Cell, str | None]
    colour: str | None = None


class PlayerEpisode(NamedTuple):
    name: str
    seat: int
    board: Board
    """The board as it stood at the start of the episode (earlier board changes applied)."""
    turns: tuple[Turn, ...]
    items: tuple[Item, ...]
    token: int
    debt_before: int
    debt: int
    open_rows: tuple[int, ...]
    rank: int | None
    circles: int
    cap_circle: bool
    counters: Mapping[str, int] = {}
    """The player's counters after the episode."""
    counters_before: Mapping[str, int] = {}
    paid: frozenset[str] = frozenset()
    """The entries paid once a campaign (`once: campaign`, scoring.once_key) given to the player so far."""
    paid_before: frozenset[str] = frozenset()
    changes: tuple[BoardChange, ...] = ()
    """What the ruleset's own entries change on the board after the episode (`change:`), as board changes."""
    pieces: Catalogue | None = None
    """The player's set of pieces this episode (the campaign's catalogue, changed by the campaign)."""

    @property
    def score(self) -> int:
        """The episode's signed result: the token less what is still owed (ranks compare it)."""
        return self.token - self.debt

    @property
    def passes(self) -> int:
        return sum(1 for t in self.turns if t.action == "pass")

    @property
    def stopped(self) -> int | None:
        return next((t.round for t in self.turns if t.action == "stop"), None)


class EpisodeResult(NamedTuple):
    episode: Episode
    complete: bool
    """False for a last episode still being played: no end scoring or assessment yet."""
    players: tuple[PlayerEpisode, ...]
    problems: tuple[Fault, ...]
    """What is wrong with the log, as data: generator/campaigns.py puts it into words."""
    races_won: frozenset[str] = frozenset()
    """Campaign races won in this episode (scoring.race_key): closed for everyone in later episodes."""
    deck: tuple[str, ...] = ()
    """The cards this episode deals (LG-02), from every player's set."""
    revealed: tuple[str, ...] = ()
    """The cards revealed so far, in order: a blocking card, then the card it blocked (MC-E03)."""
    over: bool = False
    """LG-06: every player ended participation, or the deck is exhausted."""
    ties: tuple[Tie, ...] = ()
    """Ties the log's tiebreak does not settle yet (C-2): their players have no rank, nor the circles of a place,
    until it does; `tie_of` says which a player is in."""

    @property
    def board_changes(self) -> dict[str, tuple[BoardChange, ...]]:
        """Each player's changes after the episode (LG-12): those the log writes, then those its rules made."""
        made = {p.name: p.changes for p in self.players if p.changes}
        logged = self.episode.board_changes
        return {name: (*logged.get(name, ()), *made.get(name, ())) for name in (*logged, *made)
                if logged.get(name) or made.get(name)}

    def cards_left(self) -> list[str]:
        """The cards still to be revealed, in the deck's order."""
        seen = set(self.revealed)
        return [card for card in self.deck if card not in seen]

    def still_playing(self) -> list[str]:
        """The players who have not ended participation."""
        return [p.name for p in self.players if p.stopped is None]

    def tie_of(self, player: PlayerEpisode) -> Tie | None:
        """The unsettled tie `player` is in (C-2), if any: the place they share and with whom."""
        return next((tie for tie in self.ties if player.name in tie.names), None)

    def tied(self, player: PlayerEpisode) -> bool:
        """Whether another player ended on the same score, so that LG-11's rows decided the rank."""
        return any(other.score == player.score for other in self.players if other is not player)

    def alike(self, player: PlayerEpisode) -> tuple[str, ...]:
        """The players `player` is tied with on points and on every row (LG-11), `player` among them, by rank: the
        rows did not separate them, the table's tiebreak did (C-2); () when there is no such tie or it is unsettled."""
        same = [p for p in self.players if (p.score, p.open_rows) == (player.score, player.open_rows)]
        if len(same) < 2 or any(p.rank is None for p in same):
            return ()
        return tuple(p.name for p in sorted(same, key=lambda p: p.rank or 0))


class Standing(NamedTuple):
    seat: int
    name: str
    circles: int
    rank: int | None
    """None before any episode is finished: nobody leads yet."""
    wins: int = 0
    """Episodes won: what ranks the players of Eternal games, which colour no circles."""


class CampaignResult(NamedTuple):
    episodes: tuple[EpisodeResult, ...]
    standings: tuple[Standing, ...]
    boards: tuple[Board, ...]
    """Each seat's board after the last episode's changes."""

    @property
    def problems(self) -> list[Fault]:
        return [p for e in self.episodes for p in e.problems]

    @property
    def finished(self) -> tuple[EpisodeResult, ...]:
        """The episodes played to their end: what every page and command counts as played. The last
        episode may still be being played (`playing`): shown as in progress, counted nowhere."""
        return tuple(e for e in self.episodes if e.complete)

    @property
    def playing(self) -> EpisodeResult | None:
        """The episode still being played, if the log's last one is."""
        return self.episodes[-1] if self.episodes and not self.episodes[-1].complete else None

    @property
    def leaders(self) -> tuple[Standing, ...]:
        """Whoever leads the campaign (LG-13): every seat level at the top, named together; none before
        an episode is finished."""
        return tuple(s for s in self.standings if s.rank == 1)
