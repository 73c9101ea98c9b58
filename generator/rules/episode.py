"""Replay one episode: rounds (LG-02..LG-06), placements, scoring, token, assessment."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from generator.geometry import Cell
from generator.model import Action, Board, BoardChange, Catalogue, Episode, Game, Piece, Round, ScoringItem
from generator.rules import assessment, turn
from generator.rules.deck import BLOCK, cards, every_piece, not_dealt
from generator.rules.findings import Fault, Finding
from generator.rules.island import Covering, Island
from generator.rules.legal_placements import hint
from generator.rules.placement import cited, is_legal, violations
from generator.rules.results import EpisodeResult, Item, PlayerEpisode, Turn
from generator.rules.scoring import Memory, is_race, once_key, race_key, score_end, score_placement
from generator.rules.token import Token

_ANCHOR = re.compile(r"[A-Za-z][0-9]{1,2}")
HINTS = 50
"""Misplaced pieces of an episode whose message says where the piece could go: each hint searches the
board, and a log that misplaces more than this is wrong in a way a hint will not mend."""


class _Player:
    """A player's state as an episode is replayed (a plain slotted class: a dataclass compiles its
    methods at every run's start)."""

    __slots__ = ("name", "seat", "island", "token", "debt_before", "active", "cap_circle", "circles", "turns", "items",
                 "memory", "open_rows", "counters_before", "paid", "paid_before", "changes")

    circles: int
    """Circles given or taken by scoring items (envelope rules), beside the assessment and the cap."""
    paid: set[str]
    """The `once: campaign` items (scoring.once_key) this player was given, this episode or before."""
    changes: list[BoardChange]
    """What entries with `change:` do to the board after the episode."""

    def __init__(self, name: str, seat: int, island: Island, token: Token, debt_before: int, active: bool = True,
                 cap_circle: bool = False, circles: int = 0, turns: list[Turn] | None = None, items: list[Item] | None = None,
                 memory: dict[int, Memory] | None = None, open_rows: tuple[int, ...] | None = None,
                 counters_before: Mapping[str, int] | None = None, paid: set[str] | None = None,
                 paid_before: frozenset[str] = frozenset(), changes: list[BoardChange] | None = None) -> None:
        self.name, self.seat, self.island, self.token, self.debt_before = name, seat, island, token, debt_before
        self.active, self.cap_circle, self.circles, self.open_rows = active, cap_circle, circles, open_rows
        self.turns = [] if turns is None else turns
        self.items = [] if items is None else items
        self.memory = {} if memory is None else memory
        self.counters_before = {} if counters_before is None else counters_before
        self.paid = set() if paid is None else paid
        self.paid_before = paid_before
        self.changes = [] if changes is None else changes

    def credit(self, round: int | None, points: int, rule: str, kind: str, facts: Mapping[str, Any]) -> None:
        """Move the token (C-1: one item at a time) and record why, with what debt and cap did; circles
        an item gives are coloured beside the token, which they do not move (its counters changed as it
        was scored: generator.rules.scoring.score)."""
        move = self.token.add(points)
        circles = facts.get("circles", 0)
        self.items.append(Item(round, points, rule, kind, facts, circles))
        if move.owed or move.repaid or move.lost_to_cap:  # most points move the token freely
            for amount, effect, effect_rule in ((move.owed, "owed", "LG-08"), (-move.repaid, "repaid", "LG-08"),
                                                (-move.lost_to_cap, "capped", "LG-07")):
                if amount:
                    self.items.append(Item(round, amount, effect_rule, effect, {}))
        self.cap_circle |= move.reached_cap
        self.circles += circles


class _Replay:
    def __init__(self, episode: Episode, game: Game, catalogue: Catalogue,
                 boards: Mapping[str, Board], debts: Mapping[str, int], campaign_races: frozenset[str] = frozenset(),
                 counters: Mapping[str, Mapping[str, int]] = {}, pieces: Mapping[str, Catalogue] = {},
                 paid: Mapping[str, frozenset[str]] = {}, islands: dict[int, Island] | None = None) -> None:
        self.episode, self.game = episode, game
        self.pieces = {name: pieces.get(name, catalogue) for name in boards}
        """Each player's set: the campaign's catalogue with what the campaign added, took out or stickered."""
        self.catalogue = every_piece(catalogue, self.pieces.values())
        self.ruleset = episode.ruleset
        begin = turn.start(self.ruleset, game.start)
        blanks = {} if islands is None else islands
        self.players = [
            _Player(name, seat, _island(blanks, board, dict(counters.get(name, {}))), Token(begin, game.cap, debts.get(name, 0)),
                    debts.get(name, 0), counters_before=dict(counters.get(name, {})), paid=set(paid.get(name, ())),
                    paid_before=frozenset(paid.get(name, ())))
            for seat, (name, board) in enumerate(boards.items())
        ]
        self.deck = cards(self.ruleset.deck, self.catalogue)
        self.revealed: list[str] = []
        self.closed_races: set[int] = set()
        self.campaign_races = campaign_races
        """Campaign races (scoring.race_key) someone won in an earlier episode."""
        self.races_won: set[str] = set()
        self.problems: list[Fault] = []
        self.ties: tuple[assessment.Tie, ...] = ()
        self.hints = HINTS

    def problem(self, action: Action | Round | Episode, finding: Finding, rule: str, player: str | None = None,
                round: int | None = None) -> None:
        """A fault of the log at `action`: generator/problems/findings.py says it in the game's words."""
        self.problems.append(Fault(action.pos, finding, rule, player, round))

    def run(self, last: bool) -> EpisodeResult:
        for rnd in self.episode.rounds:
            if not any(p.active for p in self.players):
                self.problem(rnd, Finding("all-stopped"), "LG-06", round=rnd.number)
                break
            self.play_round(rnd)
        over = not any(p.active for p in self.players) or len(self.revealed) >= len(self.deck)
        if not over and not last:
            still = tuple(p.name for p in self.players if p.active)
            unrevealed = len(self.deck) - len(self.revealed)
            self.problem(self.episode, Finding("log-ends-early", {"round": len(self.episode.rounds), "players": still},
                                               unrevealed), "LG-06")
        if over or not last:
            self.score_end()
        ranks = self.assess(over) if over or not last else {}
        return EpisodeResult(self.episode, over or not last, tuple(self.result(p, ranks) for p in self.players),
                             tuple(self.problems), frozenset(self.races_won), self.deck, tuple(self.revealed), over,
                             self.ties)

    def play_round(self, rnd: Round) -> None:
        self.revealed += [rnd.card, *([rnd.blocked] if rnd.blocked else [])]
        refused = not_dealt(rnd.card, self.deck)
        if rnd.card == BLOCK:
            refused = refused or not_dealt(rnd.blocked or "", self.deck)
        if refused:
            self.problem(rnd, refused[0], refused[1], round=rnd.number)
        if rnd.card == BLOCK:
            for p in self.players:
                if p.active:
                    p.turns.append(Turn(rnd.number, rnd.blocked or "", "blocked", "", {}))
            return
        won: set[int] = set()
        for p in self.players:
            action = rnd.actions.get(p.name)
            if not p.active:
                if action is not None:
                    self.problem(action, Finding("already-stopped"), "LG-05", p.name, rnd.number)
                continue
            if action is None:
                self.problem(rnd, Finding("no-action"), "LG-02", p.name, rnd.number)
                continue
            self.act(p, rnd, action, won)
        self.closed_races |= won

    def act(self, p: _Player, rnd: Round, action: Action, won: set[int], legal: bool | None = None,
            coverings: tuple[tuple[Cell, Covering], ...] | None = None) -> None:
        """Play `p`'s `action` of round `rnd`; `legal` says the placement is known to be legal (not checked again),
        `coverings` what covers its spaces, where known (Island.coverings: a legal placement's, placed now)."""
        piece = self.pieces[p.name].pieces.get(rnd.card)
        colour = piece.colour if piece else None
        p.turns.append(Turn(rnd.number, rnd.card, action.kind, action.text, action.cells, colour))
        if action.kind == "stop":
            p.active = False
        elif piece is None and rnd.card in self.catalogue.pieces:
            self.lacking(p, rnd, action)
        elif action.kind == "pass":
            self.pass_(p, rnd, action, piece is not None and piece.church)
        elif piece is not None:
            self.place(p, rnd, action, piece, won, legal, coverings)

    def lacking(self, p: _Player, rnd: Round, action: Action) -> None:
        """A card whose piece the player's set lacks: they pass, at no cost unless the ruleset says otherwise."""
        if action.kind == "place":
            self.problem(action, Finding("set-lacks-piece", {"player": p.name, "piece": rnd.card}), "LG-12", p.name, rnd.number)
        elif self.ruleset.lacking == "free-pass":
            p.credit(rnd.number, 0, turn.free_pass_rule(self.ruleset), "free-pass", {"piece": rnd.card})
        else:
            self.pass_(p, rnd, action, False)

    def pass_(self, p: _Player, rnd: Round, action: Action, church: bool) -> None:
        refusal = turn.pass_refusal(p.token, self.ruleset, church)
        if refusal is None:
            p.credit(rnd.number, self.ruleset.pass_points, turn.pass_rule(self.ruleset), "pass", {})
            return
        refused = Finding("pass-refused", {"refusal": refusal, "cost": -self.ruleset.pass_points, "token": p.token.value})
        self.problem(action, refused, turn.refusal_rule(refusal, self.ruleset), p.name, rnd.number)

    def place(self, p: _Player, rnd: Round, action: Action, piece: Piece, won: set[int], legal: bool | None = None,
              coverings: tuple[tuple[Cell, Covering], ...] | None = None) -> None:
        first = p.island.placements == 0
        if legal is None:
            legal = is_legal(p.island, action.cells, self.ruleset, first)
        broken = [] if legal else list(violations(p.island, action.cells, self.ruleset, first))
        named = _ANCHOR.match(action.text) if broken and self.hints > 0 else None  # 'C4 r2', 'C4r2' or 'C4'
        anchor = p.island.board.grid.parse(named[0]) if named else None
        instead = hint(p.island, piece, self.ruleset, first, anchor) if anchor is not None else None
        self.hints -= instead is not None
        for number, v in enumerate(broken):  # the hint once, after the first (most basic) rule broken
            found = Finding("misplaced", {"piece": piece.id, "at": action.text, "problem": v.finding,
                                          "hint": None if number else instead})
            self.problem(action, found, cited(v.check, self.ruleset, self.game.placement_rules), p.name, rnd.number)
        if coverings is None:
            p.island.place(piece, action.cells)
        else:
            p.island.place_covering(coverings, action.cells)
        if broken:
            return
        for index, item, (points, facts) in score_placement(p.island, self.ruleset, tuple(action.cells), p.memory,
                                                             self.closed_races, self.campaign_races, p.paid):
            self.credit(p, rnd.number, item, points, facts)
            if is_race(item):
                won.add(index)

    def credit(self, p: _Player, round: int | None, item: ScoringItem, points: int, facts: Mapping[str, Any]) -> None:
        """Credit what `item` gave `p`, and remember the campaign races it won and the once it paid; an item
        that only moved helper counters (hidden) stays off the score sheet."""
        if points or facts.get("circles") or not self._helpers_only(facts):
            p.credit(round, points, item.rule, item.kind, facts)
        if item.params.get("change"):
            p.changes += _changed(p.island.board, item, facts.get("cells", ()), p.changes)
        if is_race(item) == "campaign":
            self.races_won.add(race_key(item))
        key = once_key(item)
        if key is not None:
            p.paid.add(key)

    def _helpers_only(self, facts: Mapping[str, Any]) -> bool:
        counters = self.game.counters
        return bool(facts.get("counters")) and all(name in counters and counters[name].hidden for name in facts["counters"])

    def end_items(self) -> tuple[ScoringItem, ...]:
        """The entries scored after the last round, in order: the episode's end, then the chapter's at
        every third episode."""
        return self.ruleset.end + (self.ruleset.chapter_end if self.episode.number % 3 == 0 else ())

    def score_end(self) -> None:
        """End items in the ruleset's order (C-1), each for every player before the next: what an item
        adds to a counter counts for the items after it, and for every player's comparison (most)."""
        everyone = tuple(p.island for p in self.players)
        for item in self.end_items():
            shared: dict[int, int] = {}
            scored = [(p, score_end(p.island, (item,), self.ruleset, everyone, shared, self.campaign_races, p.paid))
                      for p in self.players]
            for p, found in scored:
                for _item, (points, facts) in found:
                    self.credit(p, None, item, points, facts)
        for adj in self.episode.adjustments:
            player = next((p for p in self.players if p.name == adj.player), None)
            if player is not None:
                player.credit(None, adj.points, "LG-15", "adjustment", {"reason": adj.reason})

    def assess(self, over: bool) -> dict[str, int]:
        """Ranks and their circles; an episode cut short (LG-06, said where it ends) is ranked so that the campaign
        goes on, but a tie in it is no C-2 error: C-2 speaks of players still equal after the last row."""
        # signed: points owed rank below a token on 0 (no lower limit during an episode)
        standings = [assessment.Finish(p.name, p.token.value - p.token.debt, self.open_rows(p)) for p in self.players]
        ranking = assessment.rank(standings, self.episode.tiebreak)
        for tie in ranking.ties if over else ():
            # at the tiebreak that does not settle it, else where the rounds end, where one is written
            self.problems.append(Fault(self.episode.tiebreak_pos or self.episode.pos, assessment.unsettled(tie, standings), "C-2"))
        for needless in ranking.needless:
            # harmless: the rows decide and the extra names are ignored, so a warning (LG-11, C-2)
            self.problems.append(Fault(self.episode.tiebreak_pos or self.episode.pos, needless, "C-2", severity="warning"))
        self.ties = tuple(ranking.ties)
        return ranking.places()  # a tied player's place, and the circles it colours, wait for the table (C-2)

    def open_rows(self, p: _Player) -> tuple[int, ...]:
        if p.open_rows is None:  # the board no longer changes once the rounds are over
            p.open_rows = p.island.open_per_row(self.game.tiebreak_terrains)
        return p.open_rows

    def result(self, p: _Player, ranks: Mapping[str, int]) -> PlayerEpisode:
        """What the episode made of `p`'s board, token and circles."""
        place = ranks.get(p.name)
        circles = assessment.circles(place, len(self.players), self.ruleset.first, self.ruleset.second) if place else 0
        return PlayerEpisode(
            name=p.name, seat=p.seat, board=p.island.board, turns=tuple(p.turns), items=tuple(p.items),
            token=p.token.value, debt_before=p.debt_before, debt=p.token.debt,
            open_rows=self.open_rows(p), rank=place,
            circles=circles + int(p.cap_circle) + p.circles, cap_circle=p.cap_circle,
            counters=dict(sorted(p.island.counters.items())), counters_before=p.counters_before, pieces=self.pieces[p.name],
            paid=frozenset(p.paid), paid_before=p.paid_before, changes=tuple(p.changes),
        )


def replay_episode(episode: Episode, game: Game, catalogue: Catalogue, boards: Mapping[str, Board],
                   debts: Mapping[str, int], last: bool = True, campaign_races: frozenset[str] = frozenset(),
                   counters: Mapping[str, Mapping[str, int]] = {}, pieces: Mapping[str, Catalogue] = {},
                   paid: Mapping[str, frozenset[str]] = {}, islands: dict[int, Island] | None = None) -> EpisodeResult:
    """Replay an episode for the players of `boards` (in seat order), with debts, counters, sets of
    pieces and what was paid once a campaign (`paid`) carried in, and the campaign races
    (`campaign_races`) won in earlier episodes. `islands`, kept by a campaign's replay from episode to
    episode, holds a blank island per board (see `_island`)."""
    return _Replay(episode, game, catalogue, boards, debts, campaign_races, counters, pieces, paid, islands).run(last)


def _island(blanks: dict[int, Island], board: Board, counters: dict[str, int]) -> Island:
    """A player's island on `board` as an episode starts, sharing with every other island on that very
    board what depends on the board alone (`Island.fresh`): its conditions, reading order and terrains
    are worked out once for every player and episode that plays it, not once per player per episode.
    Keyed by the board's id: each blank holds its board, which therefore outlives its key, and the
    conditions the shared answers are kept for (by id) belong to rulesets the caller keeps alive."""
    blank = blanks.get(id(board))
    if blank is None:
        blank = blanks[id(board)] = Island(board)
    return blank.fresh(counters)


def _changed(board: Board, item: ScoringItem, cells: Iterable[Cell], made: list[BoardChange]) -> list[BoardChange]:
    """The board changes an entry's `change:` makes on the spaces it counted: a feature added where it
    is not yet (nor already added), removed where the board shows it (and not already removed)."""
    change = item.params["change"]
    feature = change.get("add") or change.get("remove")
    done = {c.cell for c in made if (c.add or c.remove) == feature}
    there = board.features.get(feature, {})
    if change.get("add"):
        return [BoardChange(item.pos, cell, add=feature) for cell in cells if cell not in there and cell not in done]
    return [BoardChange(item.pos, cell, remove=feature, count=there[cell]) for cell in cells if cell in there and cell not in done]


class Preview:
    """An episode replayed up to now, to tell what one more action would score before it is logged."""

    def __init__(self, result: EpisodeResult, game: Game, catalogue: Catalogue, campaign_races: frozenset[str] = frozenset()) -> None:
        boards = {p.name: p.board for p in result.players}
        debts = {p.name: p.debt_before for p in result.players}
        counters = {p.name: p.counters_before for p in result.players}
        pieces = {p.name: p.pieces or catalogue for p in result.players}
        paid = {p.name: p.paid_before for p in result.players}
        self._replay = _Replay(result.episode, game, catalogue, boards, debts, campaign_races, counters, pieces, paid)
        for rnd in result.episode.rounds:
            self._replay.play_round(rnd)

    def _copy(self, name: str) -> _Player:
        p = next(p for p in self._replay.players if p.name == name)
        island = Island(p.island.board, dict(p.island.covered), p.island.placements, dict(p.island.counters))
        token = Token(p.token.value, p.token.cap, p.token.debt, p.token.capped)
        return _Player(p.name, p.seat, island, token, p.debt_before,
                       memory={index: set(seen) for index, seen in p.memory.items()}, paid=set(p.paid))

    def placement(self, name: str, card: str, cells: Mapping[Cell, str | None], text: str) -> tuple[Item, ...]:
        """The items a placement of `card` on `cells` by `name` would score now (C-1 order)."""
        p = self._copy(name)
        action = Action("place", text, self._replay.episode.pos, cells)
        rnd = Round(len(self._replay.episode.rounds) + 1, card, {name: action}, self._replay.episode.pos)
        self._replay.place(p, rnd, action, self._replay.pieces[name].pieces[card], set())
        return tuple(p.items)

    def passing(self, name: str, card: str | None = None) -> tuple[Item, ...]:
        """The items a pass by `name` on `card` would score now (LG-03; free for a piece their set lacks)."""
        p = self._copy(name)
        replay = self._replay
        number = len(replay.episode.rounds) + 1
        action = Action("pass", "pass", replay.episode.pos)
        if card is not None and card not in replay.pieces[name].pieces and card in replay.catalogue.pieces:
            replay.lacking(p, Round(number, card, {name: action}, replay.episode.pos), action)
        else:
            p.credit(number, replay.ruleset.pass_points, turn.pass_rule(replay.ruleset), "pass", {})
        return tuple(p.items)
