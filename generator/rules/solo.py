"""One player's episode played again alone, the other players' as logged: what the coach asks of the rules.

The coach (generator/analysis) values every action a player could have taken and searches for the best
episode the cards that came allowed. Replaying the whole episode for each try would play every player's
rounds again; here the others' play is worked out once (their boards at the end of the rounds, and the
rounds in which they close each race) and only the one player's rounds are played, from a copy of a
position. Each round is played by the replay's own code (episode._Replay.act), so that a try scores
exactly as a logged action would.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from generator.geometry import Cell
from generator.model import Action, Board, Catalogue, Game, Piece, Round, ScoringItem
from generator.rules.episode import _Player, _Replay
from generator.rules.island import Covering, Island
from generator.rules.legal_placements import legal_placements
from generator.rules.placement import Placement, fits, is_legal, legal_now, orient, settle
from generator.rules.results import EpisodeResult, Item
from generator.rules.scoring import is_race, once_key, score_end
from generator.rules.token import Token
from generator.rules.turn import pass_refusal

Move = Placement | Literal["pass", "stop"]
"""What a player does in a round: a placement (anchor and rotation), a pass or ending participation."""


@dataclass(slots=True)
class Position:
    """One player's game between two rounds: board, token, what was scored, and the moves that led here."""

    player: _Player
    next: int = 0
    """The index (in the episode's rounds) of the next round to play: never a blocked one (MC-E03: nobody
    acts), which Solo skips as it starts and plays."""
    won: set[int] = field(default_factory=set)
    """The immediate race entries (by index) this player won: closed for them afterwards, as for everyone."""
    moves: tuple[tuple[int, Move], ...] = ()
    """The moves played, with the number of their round."""
    forced: tuple[tuple[int, Literal["pass", "stop"]], ...] = ()
    """The rounds where the logged action no longer fitted, with what the rules forced instead: a pass,
    or the end of participation where a pass is refused (LG-04)."""

    @property
    def score(self) -> int:
        """The episode's signed result so far: the token less what is owed (C-5)."""
        return self.player.token.value - self.player.token.debt

    @property
    def items(self) -> tuple[Item, ...]:
        return tuple(self.player.items)

    @property
    def active(self) -> bool:
        return self.player.active


def compares_players(item: ScoringItem) -> bool:
    """Whether an end entry looks at the other players' boards: the largest group, most or fewest."""
    return item.kind == "largest-group" or bool(item.params.get("most") or item.params.get("fewest"))


class Logged:
    """An episode played as logged, every player: what a Solo of any of its players reads of the others, their
    boards, counters and once-paid entries as the rounds left them. Played once per episode for all its players'
    Solos (each would play the whole episode again): no Solo changes what it holds but a board's counters, which
    an end entry scoring another player's board may change and each finish puts back from `counters`, kept
    apart as the rounds left them."""

    __slots__ = ("islands", "counters", "paid", "blanks")

    def __init__(self, result: EpisodeResult, game: Game, catalogue: Catalogue, campaign_races: frozenset[str] = frozenset()) -> None:
        self.blanks: dict[int, Island] = {}
        """A blank island per board (by id), whose copies every replay of the episode's Solos starts from: what
        depends on the board alone (reading order, conditions of the board, its buildable spaces as bits) worked
        out once per episode, not once per player's Solo (episode._island); the placements built on it, once per
        build for every board of the same spaces (rules/shapes.py)."""
        logged = _replay(result, game, catalogue, campaign_races, [p.name for p in result.players], self.blanks)
        for rnd in result.episode.rounds:
            logged.play_round(rnd)
        self.islands = tuple(p.island for p in logged.players)
        self.counters = tuple(dict(island.counters) for island in self.islands)
        self.paid = tuple(frozenset(p.paid) for p in logged.players)

    def fresh(self) -> Logged:
        """The same, every board's counters put back as the rounds left them (an earlier Solo's finish may have
        scored them), for another player's Solo."""
        for island, counters in zip(self.islands, self.counters):
            island.counters = dict(counters)
        return self


class Solo:
    """`name`'s episode of `result` to play again with other moves, everyone else's play as logged.

    The other players keep their boards, counters and races as the log has them; where the player's
    moves change a comparison across players (a race, the most of something), the score says so."""

    def __init__(self, result: EpisodeResult, game: Game, catalogue: Catalogue, name: str,
                 campaign_races: frozenset[str] = frozenset(), logged: Logged | None = None) -> None:
        """`logged`: the episode as logged, where the caller holds it for every player's Solo (else played here)."""
        self.result, self.name = result, name
        self.rounds: tuple[Round, ...] = result.episode.rounds
        self.seat = next(index for index, p in enumerate(result.players) if p.name == name)
        logged = Logged(result, game, catalogue, campaign_races) if logged is None else logged.fresh()
        self._engine = _replay(result, game, catalogue, campaign_races, [p.name for p in result.players], logged.blanks)
        self.ruleset = self._engine.ruleset
        self.grid = game.grid
        self._pieces = self._engine.pieces[name]
        self._islands = list(logged.islands)
        self._counters = list(logged.counters)
        self._paid = list(logged.paid)
        self._end = self._engine.end_items()
        self._everyone = _counted_for_others(self._end)
        self._others_fixed = not any(self._everyone)
        """Whether the others' boards and counters are the same at every finish: nothing scores them."""
        self._others = frozenset(id(island) for seat, island in enumerate(self._islands) if seat != self.seat)
        self._measured: list[dict[int, int]] = [{} for _ in self._end]
        """Per end entry, what it measured on each other player's board (composable._measured, keyed by
        the board's id as the scene's `shared` is): measured at the first finish, read at every later one,
        where the others' boards and counters are the same at every finish."""
        self._closed = self._closures(result, game, catalogue, campaign_races, logged.blanks)
        self._logged = [self._as_logged(rnd) for rnd in self.rounds]
        self._actions = [rnd.actions.get(name) if isinstance(move, Placement) else None
                         for rnd, move in zip(self.rounds, self._logged)]
        """The logged placements as the log writes them, played as they are (a pass or stop is made anew)."""
        board = self.board
        self._settled = [settle(board, move.cells, self.ruleset) if isinstance(move, Placement) else None for move in self._logged]
        """The logged placements settled on the player's board (placement.Settled): a play-out asks whether each
        still fits in every round it plays."""
        self._racing = any(is_race(item) for item in self.ruleset.immediate)
        self._texts: dict[tuple[Cell, int], str] = {}
        self._said = {move: [Action(move, move, rnd.pos) for rnd in self.rounds] for move in ("pass", "stop")}
        """Per round, a pass and a stop as the replay takes them (made once: every try forced to pass plays one)."""
        self._playable = _playable(self.rounds)
        self._coverings: dict[tuple[int, int], tuple[tuple[Cell, Covering], ...]] = {}

    def _closures(self, result: EpisodeResult, game: Game, catalogue: Catalogue, campaign_races: frozenset[str],
                  blanks: dict[int, Island]) -> list[frozenset[int]]:
        """Before each round, the races the other players had closed (a race closes after the round
        someone wins it): played once without this player, whose own wins are the position's."""
        if not any(is_race(item) for item in self.ruleset.immediate):
            return [frozenset()] * (len(self.rounds) + 1)
        others = _replay(result, game, catalogue, campaign_races, [p.name for p in result.players if p.name != self.name], blanks)
        closed = []
        for rnd in self.rounds:
            closed.append(frozenset(others.closed_races))
            others.play_round(rnd)
        return closed + [frozenset(others.closed_races)]

    def start(self) -> Position:
        """The player before the first round, as the episode began."""
        return self.branch(Position(self._engine.players[self.seat], self._playable[0] if self.rounds else 0))

    def branch(self, pos: Position) -> Position:
        """A copy of `pos` to play on apart."""
        p = pos.player
        token = Token(p.token.value, p.token.cap, p.token.debt, p.token.capped)
        # what an entry remembered, where it remembers anything (scoring makes an empty memory where it asks one)
        memory = {index: set(seen) for index, seen in p.memory.items() if seen}
        player = _Player(p.name, p.seat, p.island.copy(), token, p.debt_before, active=p.active, cap_circle=p.cap_circle,
                         circles=p.circles, turns=list(p.turns), items=list(p.items), memory=memory,
                         counters_before=p.counters_before, paid=set(p.paid), paid_before=p.paid_before, changes=list(p.changes))
        return Position(player, pos.next, set(pos.won), pos.moves, pos.forced)

    def over(self, pos: Position) -> bool:
        """Whether the player has nothing more to decide: the rounds are over, or they ended participation."""
        return pos.next >= len(self.rounds) or not pos.active

    def round(self, pos: Position) -> Round:
        """The round to be played next (call `over` first)."""
        return self.rounds[pos.next]

    def choices(self, pos: Position) -> list[Move]:
        """Every legal move for the card of the next round: each placement (by anchor in reading order,
        then rotation), a pass where allowed, and ending participation (LG-02..LG-05)."""
        if self.over(pos):
            return []
        card = self.round(pos).card
        piece = self._pieces.pieces.get(card)
        if piece is None:  # the player's set lacks it (LG-12): a pass, free unless the ruleset says otherwise
            return ["pass", "stop"]
        island = pos.player.island
        moves: list[Move] = list(legal_placements(island, piece, self.ruleset, first=island.placements == 0))
        if pass_refusal(pos.player.token, self.ruleset, piece.church) is None:
            moves.append("pass")
        return [*moves, "stop"]

    @property
    def end_items(self) -> tuple[ScoringItem, ...]:
        """The entries scored at the episode's end, in order (the chapter's at every third episode)."""
        return self._end

    @property
    def board(self) -> Board:
        """The player's board as the episode began."""
        return self._engine.players[self.seat].island.board

    def piece(self, card: str) -> Piece | None:
        """The player's piece for `card`; None where their set lacks it (LG-12)."""
        return self._pieces.pieces.get(card)

    @property
    def others(self) -> tuple[Island, ...]:
        """The other players' boards as the log leaves them (what every comparison across players sees)."""
        return tuple(island for seat, island in enumerate(self._islands) if seat != self.seat)

    def closed(self, pos: Position) -> frozenset[int]:
        """The immediate race entries (by index) closed for the player in the next round: won by the
        others in an earlier round, or by the player."""
        return self._closed[min(pos.next, len(self.rounds))] | pos.won

    def following(self, pos: Position) -> int:
        """The index of the round after the next one in which players act (the number of rounds past the last)."""
        return self._playable[pos.next + 1] if pos.next + 1 < len(self.rounds) else pos.next + 1

    def ends(self, pos: Position, move: Move) -> bool:
        """Whether playing `move` in the next round leaves the player nothing more to decide: a stop, or
        the last round in which players act."""
        return move == "stop" or self.following(pos) >= len(self.rounds)

    def logged_at(self, index: int) -> Move:
        """The move the log gives the player in the round of that index ('stop' once stopped, or blocked)."""
        return self._logged[index]

    def logged(self, pos: Position) -> Move:
        """The move the log gives the player in the next round; 'stop' once the log has them stopped."""
        return self._logged[pos.next]

    def _as_logged(self, rnd: Round) -> Move:
        action = rnd.actions.get(self.name)
        if action is None or action.kind == "stop" or rnd.card == "block":
            return "stop"
        if action.kind == "pass":
            return "pass"
        piece = self._pieces.pieces[rnd.card]
        found = fits(piece, self.grid, action.cells, symbols_given=True)
        return found[0] if found else Placement(next(iter(action.cells)), 0, action.cells)

    def allowed(self, pos: Position, move: Move) -> bool:
        """Whether `move` may be played in the next round from `pos`."""
        if move == "stop":
            return True
        card = self.round(pos).card
        piece = self._pieces.pieces.get(card)
        if move == "pass":
            return piece is None or pass_refusal(pos.player.token, self.ruleset, piece.church) is None
        island = pos.player.island
        return piece is not None and is_legal(island, move.cells, self.ruleset, island.placements == 0)

    def _logged_allowed(self, pos: Position) -> bool:
        """Whether the logged move of the next round may be played (`allowed`), a placement asked as settled."""
        settled = self._settled[pos.next]
        if settled is None:
            return self.allowed(pos, self._logged[pos.next])
        island = pos.player.island  # (a logged placement's piece is the player's: _as_logged found it)
        return legal_now(island, settled, self.ruleset, island.placements == 0)

    def play(self, pos: Position, move: Move, action: Action | None = None) -> None:
        """Play `move` in the next round (it must be allowed: see `allowed`), changing `pos`; `action` is
        the move as the log writes it, when it is the logged one."""
        rnd = self.round(pos)
        engine = self._engine
        if self._racing:
            engine.closed_races = set(self._closed[pos.next] | pos.won)  # what placing reads of the races
        won: set[int] = set()
        coverings = None
        if action is None:
            action = Action("place", self._text(move), rnd.pos, move.cells) if isinstance(move, Placement) \
                else self._said[move][pos.next]
        elif isinstance(move, Placement):  # the logged placement: what covers its spaces is known
            coverings = self._covering(pos.next, pos.player.island)
        engine.act(pos.player, rnd, action, won, legal=True, coverings=coverings)  # allowed, as a move played here must be
        pos.won |= won
        pos.moves += ((rnd.number, move),)
        pos.next = self.following(pos)

    def _text(self, move: Placement) -> str:
        """The placement as a log writes it ('C4 r2'): named once per anchor and rotation, as the search
        plays the same ones from many positions."""
        key = (move.anchor, move.rotation)
        found = self._texts.get(key)
        if found is None:
            found = self._texts[key] = move.text(self.grid)
        return found

    def play_logged(self, pos: Position) -> None:
        """Play the logged move of the next round; one that no longer fits becomes the pass the rules
        force, or the end of participation where a pass is refused (LG-04)."""
        move = self.logged(pos)
        if self._logged_allowed(pos):
            self.play(pos, move, self._actions[pos.next])
            return
        move = "pass" if self.allowed(pos, "pass") else "stop"
        pos.forced += ((self.round(pos).number, move),)
        self.play(pos, move)

    def play_counted(self, pos: Position, points: Sequence[int], added: Mapping[str, int], move: Move | None = None) -> None:
        """Play the next round as `play_logged` would (`move`: as `play` would), where the caller knows what
        its placement scores (`points`, item by item, and the counters it `added` to: what the placement's own
        spaces decide, whatever else the board holds): only the board, the token (C-1: one item at a time,
        debt and cap) and the counters move, and a pass the rules force costs what a pass does. No item,
        turn or move is written: the position is good for its score alone (the coach's play-outs)."""
        action = None
        if move is None:
            move, action = self.logged(pos), self._actions[pos.next]
            if not self._logged_allowed(pos):
                move = "pass" if self.allowed(pos, "pass") else "stop"
        p = pos.player
        if isinstance(move, Placement):
            if action is None:
                p.island.place(self._pieces.pieces[self.round(pos).card], move.cells)
            else:  # the logged placement, legal now: what covers its spaces is known
                p.island.place_covering(self._covering(pos.next, p.island), action.cells)
            for amount in points:
                p.token.add(amount)
            counters = p.island.counters
            for name, amount in added.items():
                counters[name] = counters.get(name, 0) + amount
        elif move == "pass" and self.piece(self.round(pos).card) is not None:
            p.token.add(self.ruleset.pass_points)  # as _Replay.pass_ credits it, the pass allowed
        else:  # a stop, or a card whose piece the set lacks (LG-12): as the replay plays it
            self.play(pos, move)
            return
        pos.next = self.following(pos)

    def _covering(self, index: int, island: Island) -> tuple[tuple[Cell, Covering], ...]:
        """What covers each space of the logged placement of the round of that index, legal on `island` and placed
        now (Island.coverings): worked out once per round and number of pieces placed before it."""
        key = (index, island.placements)
        found = self._coverings.get(key)
        if found is None:
            action = self._actions[index]
            assert action is not None  # (a logged placement: its action as the log writes it)
            found = self._coverings[key] = island.coverings(self._pieces.pieces[self.rounds[index].card], action.cells)
        return found

    def play_out(self, pos: Position) -> None:
        """Play every remaining round as logged (see play_logged)."""
        while not self.over(pos):
            self.play_logged(pos)

    def finish(self, pos: Position) -> int:
        """Score the end of the episode on `pos` (which it changes: branch first to go on from it) and
        return the episode's signed result (C-5). Entries comparing players see the others' boards as
        logged, each entry after the earlier ones changed everyone's counters (C-1)."""
        engine, p = self._engine, pos.player
        for item, points, facts in self._end_scores(p.island, p.paid):
            engine.credit(p, None, item, points, facts)
        for adj in self.result.episode.adjustments:
            if adj.player == self.name:
                p.credit(None, adj.points, "LG-15", "adjustment", {"reason": adj.reason})
        pos.next = len(self.rounds)
        return pos.score

    def ending(self, pos: Position) -> int:
        """What `pos` would score were the episode to end now (what `finish` returns), leaving it as it is:
        the end is scored on a board that shares `pos`'s spaces (end scoring places nothing) with counters,
        token and once-paid entries of its own, and only the token is moved: no item is written, as the
        search ranks thousands of positions by this and keeps a few, and each round's tries are valued
        by it (the best alone is finished)."""
        p = pos.player
        token = Token(p.token.value, p.token.cap, p.token.debt, p.token.capped)
        paid = set(p.paid)
        for item, points, _facts in self._end_scores(p.island.sharing(dict(p.island.counters)), paid):
            token.add(points)  # as _Player.credit moves it (C-1: one item at a time, debt and cap)
            key = once_key(item)
            if key is not None:  # as _Replay.credit: a later entry of the same once sees it paid
                paid.add(key)
        for adj in self.result.episode.adjustments:
            if adj.player == self.name:
                token.add(adj.points)
        return token.value - token.debt

    def _end_scores(self, island: Island, paid: set[str]) -> Iterator[tuple[ScoringItem, int, dict[str, Any]]]:
        """The player's end items on `island`, in order, each yielded before the next entry is scored (the
        caller credits it first: `paid` may gain its once key). Entries comparing players see the others'
        boards as logged, each entry after the earlier ones changed everyone's counters (C-1)."""
        engine = self._engine
        islands = list(self._islands)
        islands[self.seat] = island
        everyone = tuple(islands)
        if not self._others_fixed:  # from the counters the rounds left them, whatever an earlier finish did
            for seat, other in enumerate(islands):
                if seat != self.seat:
                    other.counters = dict(self._counters[seat])
        for item, everyone_scored, measured in zip(self._end, self._everyone, self._measured):
            shared = dict(measured)
            for seat, board in (enumerate(islands) if everyone_scored else ((self.seat, island),)):
                found = score_end(board, (item,), self.ruleset, everyone, shared, engine.campaign_races,
                                  paid if seat == self.seat else self._paid[seat])
                if seat == self.seat:
                    for _item, (points, facts) in found:
                        yield item, points, facts
            if self._others_fixed and len(measured) < len(self._others):
                measured.update((key, value) for key, value in shared.items() if key in self._others)

    def placement(self, card: str, anchor: Cell, rotation: int) -> Placement:
        """The placement of `card`'s piece (in this player's set) anchored on `anchor`, turned `rotation` steps."""
        return orient(self._pieces.pieces[card], self.grid, anchor, rotation)


def _playable(rounds: Sequence[Round]) -> list[int]:
    """Per round index, the first index from it of a round in which players act: blocked rounds skipped
    (MC-E03: nobody acts), the number of rounds past the last."""
    found, following = [0] * len(rounds), len(rounds)
    for index in range(len(rounds) - 1, -1, -1):
        if rounds[index].card != "block":
            following = index
        found[index] = following
    return found


def _counted_for_others(items: Sequence[ScoringItem]) -> list[bool]:
    """Per end entry, whether the other players must be scored for it too: only where it changes their
    counters (add, set) and a later entry compares players, who might then compare those counters.
    Their boards do not change, so what is measured on them alone is the same at every finish."""
    return [bool(item.params.get("add") or item.params.get("set")) and any(compares_players(later) for later in items[i + 1:])
            for i, item in enumerate(items)]


def _replay(result: EpisodeResult, game: Game, catalogue: Catalogue, campaign_races: frozenset[str],
            names: Sequence[str], blanks: dict[int, Island]) -> _Replay:
    """A replay of `result`'s episode for the players `names`, begun as the episode began, each island a copy of
    its board's blank in `blanks` (made there where missing)."""
    players = [p for p in result.players if p.name in names]
    return _Replay(result.episode, game, catalogue, {p.name: p.board for p in players},
                   {p.name: p.debt_before for p in players}, campaign_races,
                   {p.name: p.counters_before for p in players}, {p.name: p.pieces or catalogue for p in players},
                   {p.name: p.paid_before for p in players}, blanks)
