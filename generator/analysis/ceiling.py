"""The most a try of part 1 can still end with, so that a play-out that cannot beat the round's best is
stopped early (issue 32, part 5). Exact: a try is dropped only when even this ceiling is not above the
best value found, and a try replaces the best only when its value is above it.

The ceiling adds up, per entry: immediate points that the placement's own spaces decide
(`symbol-on-terrain`, a `count` of the new piece's spaces: what a later logged placement scores wherever
it still fits is what it scored as played), end points counted over the spaces that stay uncovered
(`visible-terrain`, `visible-feature`, `empty-buildable`), which only grow fewer as pieces are placed, and
for the other kinds the most each can still give (analysis/reach.py: groups, roads, races, the largest
and the most across players, counters). Where an entry has none (reach.reach says which), every try is
played to its end.

Where every immediate entry is one a placement's own spaces decide, a try's later rounds are counted
(`Counting`): its legality, the piece put down and the token moved, not the replay's scenes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from collections.abc import Set as AbstractSet

from generator.analysis.placed import END, Placed, additive, counters_kept, credited, end_units, has_effects
from generator.analysis.prospect import Covered, Prospect, Shown, State, Upcoming, neighbourhood
from generator.analysis.reach import Reach, reach
from generator.geometry import Cell
from generator.model import Piece, ScoringItem
from generator.rules.island import Island
from generator.rules.placement import Placement
from generator.rules.solo import Move, Position, Solo
from generator.rules.token import Token


class Ceiling:
    """Per position of `solo`'s player, an upper bound on the episode's value were the rest played as logged."""

    def __init__(self, solo: Solo, played: Position, placed: Placed | None = None) -> None:
        self.solo = solo
        adding = [item for item in solo.ruleset.immediate if additive(item)]
        self._adding = Placed(solo.ruleset.immediate) if placed is None else placed
        """What the entries of `adding` give a placement (Placed: the others' are None, and add nothing here)."""
        reaches = _reaches(solo)
        counted = [item for item in solo.end_items if item.kind in END]
        self.known = _known(solo, adding, reaches, counted)
        self._reaches = sorted((r for r in reaches if r is not None), key=lambda r: -1 if r.top is None else -r.top)
        """The entries that do not add up over spaces, those that may give the most first (no limit: first of all)."""
        self._unlimited = [r for r in self._reaches if r.top is None]
        self._tops = sum(r.top for r in self._reaches if r.top is not None)
        """Those without a limit, and what the others give at the very most."""
        self._upcoming = Upcoming(solo) if self._reaches else None
        self._bounds = [(r.symbol, r.added) for r in self._reaches if r.added is not None]
        """The reaches' bounds for a move's first ceiling (Reach.added), asked before the reaches themselves where
        every reach has one: most of a round's tries fall below its best by them alone."""
        self._near = neighbourhood(solo)
        self._counted = [end_units(item, solo) for item in counted]
        self._gaining, self._taking = _weights(self._counted, True), _weights(self._counted, False)
        """Per space, what the end entries counted over what stays uncovered that give count it for, and what those
        that take count against it: each sum over what stays uncovered is one difference of sets, not one per entry."""
        self._gains, self._rises, self._beyond = _logged_ahead(solo, played, adding, self._gaining, self._taking)
        """From each round index on: the most the logged rounds can still add to the score and to the token
        by the entries that add up over a placement's own spaces (C-1: one entry at a time, the cap reached
        between two), and with the end counted over what stays uncovered, and the placements among them that add
        other than a pass or more to the token (their spaces, and how much more to the score and to the token:
        what is not added where one no longer fits)."""
        self._placements = _placements_ahead(solo)
        self._adjusted, self._raised = _adjustments(solo)
        self._before: _Before | None = None
        """What the position last asked about (`after`) decides of the ceilings of all its moves."""

    def of(self, pos: Position) -> int:
        """The most `pos` can end with (call only where `known`)."""
        return self._most(pos, None)

    def room(self, pos: Position, best: int, settled: Settled | None = None) -> int:
        """How far above `best` `pos` might still end (call only where `known`): `of(pos) - best` where that
        is above 0, else a number not above 0, the entries that do not add up over spaces worked out only
        while the others leave it open. `settled`: what the earlier ceilings of `pos`'s try found (its first,
        `after`, and those of its play-out), where `pos` was played on only as logged since."""
        return self._most(pos, best, settled) - best

    def after(self, pos: Position, move: Move, best: int, settled: Settled | None = None) -> int | None:
        """`room` for the position `move` leads to from `pos`, without playing it (call only where `known`):
        the points of the entries a placement's own spaces decide worked out, the others' reaches asked of
        the board before the move with its spaces among those ahead (what it scores now, they may score
        later: never less). None where the player's set lacks the card's piece (LG-12). What the position
        alone decides is worked out once for all its moves (`_Before`); a move takes its spaces from it. What it
        finds that the try's play-out does not change goes to `settled`."""
        solo, p = self.solo, pos.player
        piece = solo.piece(solo.round(pos).card)
        if piece is None:
            return None
        token, counters = credited(self._adding, solo, pos, move, piece)  # the others are reached below
        if token.capped:  # nothing moves the token any more
            return token.value - token.debt - best
        if move == "stop":  # the player plays no more: nothing ahead, the entries reach what shows now
            following = solo.following(pos)
            view = None if self._upcoming is None else \
                Prospect(State(p.island, p.memory, counters, following, False, solo.closed(pos)), {}, self._near)
            return self._bounded(token, False, following, p.island.covered.keys(), view, best) - best
        before = self._before_moves(pos)
        cells = move.cells if isinstance(move, Placement) else {}
        later, rise, gained, lost, fitting = before.moved(cells)
        known = None if settled is None else settled.at(p.island.placements + (1 if cells else 0) + fitting)
        if known is not None:
            known.lost = lost
        if self._reaches and len(self._bounds) == len(self._reaches):  # (every reach has a bound: none is unlimited)
            loose = self._loose(before, cells)
            most = self._capped(token, later + gained + lost + loose, rise + gained + loose)
            if most <= best:
                return most - best
        view = None if self._upcoming is None else self._moved(before, pos, cells, piece, counters)
        return self._reached(token, later, rise, gained, lost, view, best, known) - best

    def _moved(self, before: _Before, pos: Position, cells: Mapping[Cell, str | None], piece: Piece,
               counters: Mapping[str, int]) -> Prospect:
        """What the entries' reaches ask of a move's first ceiling (not the stop's): the board before it, and
        ahead the logged placements to come that still fit with its `cells` covered and those spaces themselves;
        it differs from the position's (`_Before.whole`) only on them and the spaces of the placements to come
        they leave no room for, and takes its groups from that one by them."""
        ahead, changed = before.ahead_of(cells)
        if cells:
            shown, terrain = self.solo.board.shown, self.solo.board.terrain
            ahead.update((c, Covered(shown(s), piece)) for c, s in cells.items() if c in terrain)
        p = pos.player
        state = State(p.island, p.memory, counters, before.following, True, before.closed)
        return Prospect(state, ahead, self._near, before.kept, (before.whole, changed))

    def _loose(self, before: _Before, cells: Mapping[Cell, str | None]) -> int:
        """What the reaches give a move of `cells` at the most by their bounds (Reach.added): never below what they
        give its first ceiling. A bound whose symbol the move does not show is its position's, asked once."""
        shown, terrain = self.solo.board.shown, self.solo.board.terrain
        showing = {c: shown(s) for c, s in cells.items() if c in terrain}
        whole, symbols = before.whole, set(showing.values())
        if before.loose is None:
            before.loose = [added(whole, {}) for _symbol, added in self._bounds]
        return sum(added(whole, showing) if symbol is None or symbol in symbols else alone
                   for (symbol, added), alone in zip(self._bounds, before.loose))

    def _before_moves(self, pos: Position) -> _Before:
        """What `pos` decides of the ceilings of all its moves but the stop, worked out once (a position played
        on has moved to a later round, and is another once branched)."""
        kept = self._before
        if kept is None or kept.pos is not pos or kept.next != pos.next:
            kept = self._before = _Before(self, pos)
        return kept

    def _most(self, pos: Position, best: int | None, settled: Settled | None = None) -> int:
        """The ceiling of `pos`; where `best` is given, as soon as it is not above `best`, a number not above it."""
        p = pos.player
        if p.token.capped:  # nothing moves the token any more (nothing else need be asked)
            return p.token.value - p.token.debt
        covered = p.island.covered.keys()
        view = None if self._upcoming is None else \
            Prospect(State.of(pos, self.solo), self._upcoming.ahead(pos.next, p.active, covered), self._near)
        return self._bounded(p.token, p.active, pos.next, covered, view, best, (settled, p.island.placements) if p.active else None)

    def _bounded(self, token: Token, active: bool, next: int, covered: AbstractSet[Cell], view: Prospect | None,
                 best: int | None, settled: tuple[Settled | None, int] | None = None) -> int:
        """The ceiling of a position whose token, activity, next round and covered spaces are given, with
        what the entries' reaches ask of it (`view`); `settled`: what its try found that it keeps (Settled.at), with
        the number of placements on its board."""
        if token.capped:  # nothing moves the token any more
            return token.value - token.debt
        later, rise, fitting = self._ahead(active, next, covered)
        known = None if settled is None or settled[0] is None else settled[0].at(settled[1] + len(fitting))
        lost = None if known is None else known.lost
        if lost is None:
            lost = self._lost(covered, frozenset[Cell]().union(*fitting)) if self._taking else 0
            if known is not None:
                known.lost = lost
        return self._reached(token, later, rise, self._gained(covered), lost, view, best, known)

    def _reached(self, token: Token, later: int, rise: int, gained: int, lost: int, view: Prospect | None,
                 best: int | None, known: Settled | None = None) -> int:
        """The ceiling of a position whose token is not capped, the logged rounds to come adding at most `later`
        to its score and `rise` to its token, the end counted over what stays uncovered `gained` and `lost`,
        with what the entries' reaches ask of it (`view`), the settled ones' values taken from and kept in `known`."""
        if view is not None:  # the entries that do not add up over spaces: each at its most
            if self._unlimited:
                gained += sum(r.most(view) for r in self._unlimited)
            left = self._tops
            for index, reached in enumerate(self._reaches):
                if reached.top is None:
                    continue
                if best is not None and self._capped(token, later + gained + lost + left, rise + gained + left) <= best:
                    return best
                if known is None or not reached.settled:
                    gained += reached.most(view)
                elif index in known.values:
                    gained += known.values[index]
                else:
                    gained += known.values.setdefault(index, reached.most(view))
                left -= reached.top
        return self._capped(token, later + gained + lost, rise + gained)

    def _ahead(self, active: bool, next: int, covered: AbstractSet[Cell]) -> tuple[int, int, list[frozenset[Cell]]]:
        """The most the logged rounds from round index `next` can still add to the score and to the token by the
        entries a placement's own spaces decide, and the spaces of each logged placement to come that still fits,
        with `covered` covered."""
        if not active:
            return 0, 0, []
        later, rise = self._later(next, covered)
        return later, rise, [cells for cells in self._placements[next] if covered.isdisjoint(cells)]

    def _later(self, next: int, covered: AbstractSet[Cell]) -> tuple[int, int]:
        """The most the logged rounds from round index `next` can still add to the score and to the token by the
        entries a placement's own spaces decide, with `covered` covered."""
        later, rise = self._gains[next], self._rises[next]  # the index is at most the number of rounds: every list has it
        for cells, gain, up in self._beyond[next]:
            if not covered.isdisjoint(cells):  # a piece is never taken back: it never fits again, a pass at the most
                later, rise = later - gain, rise - up
        return later, rise

    def _gained(self, covered: AbstractSet[Cell]) -> int:
        """What the end entries counted over what stays uncovered can still give: what shows now, the most that can
        (the sets' own differences: a step per space counted costs more)."""
        gaining = self._gaining
        return sum(map(gaining.__getitem__, gaining.keys() - covered)) if gaining else 0

    def _lost(self, covered: AbstractSet[Cell], spaces: frozenset[Cell]) -> int:
        """What they must still take: what neither shows covered nor any logged placement to come (`spaces`) can
        cover, the least."""
        taking = self._taking
        return sum(map(taking.__getitem__, taking.keys() - covered - spaces)) if taking else 0

    def _capped(self, token: Token, more: int, rise: int) -> int:
        """The most a token ends with when its score may still gain `more` and its value rise `rise`."""
        most = token.value - token.debt + more + self._adjusted
        if token.value + rise + self._raised >= token.cap:  # it might reach the cap, and keep it less the debt
            return max(most, token.cap)
        return most

class Settled:
    """What a try's ceilings found of the reaches its play-out cannot change (Reach.settled: they ask only which
    spaces show or may show what, and a logged placement to come played where it fits moves its spaces from
    those ahead to those that show), while every logged placement to come that fitted is played: the placements
    on the board and those to come that still fit add up to the same number (its `stamp`) until one of them no
    longer fits (a pass instead: one fewer). One per try, asked by its first ceiling and then by those of its
    play-out, which plays it on only as logged."""

    __slots__ = ("stamp", "values", "lost")

    def __init__(self) -> None:
        self.stamp = -1
        self.values: dict[int, int] = {}
        """Each settled reach's value (by its place in Ceiling._reaches), where it was worked out."""
        self.lost: int | None = None
        """What the end counted over what stays uncovered must still take, where it was worked out: what neither
        shows covered nor a placement to come can cover, the same while every one that fitted is played."""

    def at(self, stamp: int) -> Settled:
        """What was found at a position of that stamp: nothing where it differs from the last one asked."""
        if stamp != self.stamp:
            self.stamp, self.values, self.lost = stamp, {}, None
        return self


class _Before:
    """What a position decides of the first ceilings of its moves (Ceiling.after), all but the stop: the round
    after the next and the races closed then, what the logged rounds to come may still add (those whose spaces
    are all free), what the end counted over what stays uncovered gives, and what the board shows (`kept`,
    shared by the moves' Prospects). A move's spaces take from it what they cover (`moved`): the same sums as
    worked out afresh with them covered. A loss is counted per space (`taking`) with how many placements to come
    may still cover it (`ahead`), so that a move changes it by its own spaces and those of the placements it
    leaves no room for, not by a walk over every space counted."""

    __slots__ = ("pos", "next", "following", "closed", "covered", "later", "rise", "beyond", "gained", "gaining",
                 "taking", "bare", "lost", "placements", "ahead", "upcoming", "kept", "whole", "loose", "_beyond_at", "_placed_at",
                 "_upcoming_at", "_apart")

    def __init__(self, ceiling: Ceiling, pos: Position) -> None:
        solo, p = ceiling.solo, pos.player
        self.pos, self.next, self.following, self.closed = pos, pos.next, solo.following(pos), solo.closed(pos)
        covered = self.covered = p.island.covered.keys()
        self.later, self.rise, self.beyond = ceiling._gains[self.following], ceiling._rises[self.following], []
        for cells, gain, up in ceiling._beyond[self.following]:
            if covered.isdisjoint(cells):
                self.beyond.append((cells, gain, up))
            else:  # a piece is never taken back: it never fits again, a pass at the most
                self.later, self.rise = self.later - gain, self.rise - up
        self.gained = ceiling._gained(covered)
        self.gaining = {cell: n for cell, n in ceiling._gaining.items() if cell not in covered}
        """Per space still uncovered, what the end entries that give count for it."""
        self.taking = {cell: n for cell, n in ceiling._taking.items() if cell not in covered}
        """Per space still uncovered, what the end entries that take (not give) count against it."""
        self.placements = [cells for cells in ceiling._placements[self.following] if covered.isdisjoint(cells)]
        self.ahead: dict[Cell, int] = {}
        """Per space, how many of the logged placements to come that still fit (`placements`) cover it."""
        for cells in self.placements:
            for cell in cells:
                self.ahead[cell] = self.ahead.get(cell, 0) + 1
        self.bare = {cell: n for cell, n in self.taking.items() if cell not in self.ahead}
        """What `taking` counts of the spaces none of `placements` covers: sure to stay uncovered unless a move covers
        them."""
        self.lost = sum(self.bare.values())
        self.upcoming = ceiling._upcoming.fitting(self.following, covered) if ceiling._upcoming is not None else []
        self.kept = Shown(State(p.island, p.memory, p.island.counters, self.following, True, self.closed), ceiling._near)
        whole: dict[Cell, Covered] = {}
        for _spaces, placed in self.upcoming:
            whole.update(placed)
        self.whole = Prospect(self.kept.state, whole, ceiling._near, self.kept)
        """The position with every logged placement to come that still fits ahead: the groups its moves' Prospects
        are updated from (Ceiling._moved)."""
        self.loose: list[int] | None = None
        """Each reach's bound for a move that shows none of its symbol (Ceiling._loose), once asked."""
        self._beyond_at, self._placed_at = _by_space(spaces for spaces, _gain, _up in self.beyond), _by_space(self.placements)
        self._upcoming_at = _by_space(spaces for spaces, _placed in self.upcoming)
        """Per space, the placements of `beyond`, `placements` and `upcoming` that cover it (their places in the
        lists): a move's spaces find those it leaves no room for by their own, not by a walk over every one."""
        self._apart = sum(len(placed) for _spaces, placed in self.upcoming) == len(whole)
        """Whether no two of `upcoming` share a space (a log's placements never do): then a move's `ahead` is the
        whole's less the placements it leaves no room for."""

    def ahead_of(self, cells: Mapping[Cell, str | None]) -> tuple[dict[Cell, Covered], set[Cell]]:
        """What the logged placements to come that still fit once a move's `cells` are covered would place (as
        `upcoming` merged in the rounds' order), and the spaces where that and the whole's differ: the move's, and
        those of the placements it leaves no room for."""
        left = _meeting(self._upcoming_at, cells)
        changed = set(cells)
        if self._apart:
            ahead = dict(self.whole.ahead)
            for index in left:
                spaces = self.upcoming[index][0]
                changed |= spaces
                for cell in spaces:
                    del ahead[cell]
            return ahead, changed
        ahead = {}
        for index, (spaces, placed) in enumerate(self.upcoming):
            if index in left:
                changed |= spaces
            else:
                ahead.update(placed)
        return ahead, changed

    def moved(self, cells: Mapping[Cell, str | None]) -> tuple[int, int, int, int, int]:
        """What the logged rounds to come may still add to the score and to the token, what the end counted gives
        and takes, and how many logged placements to come still fit, once a move's `cells` are covered too (none
        for a pass)."""
        later, rise = self.later, self.rise
        for index in _meeting(self._beyond_at, cells):
            _spaces, gain, up = self.beyond[index]
            later, rise = later - gain, rise - up
        gaining, bare, taking, ahead = self.gaining, self.bare, self.taking, self.ahead  # (a move covers a few of their spaces)
        gained = self.gained - sum(map(gaining.__getitem__, gaining.keys() & cells.keys())) if gaining else self.gained
        lost = self.lost - sum(map(bare.__getitem__, bare.keys() & cells.keys())) if bare else self.lost
        left = _meeting(self._placed_at, cells)  # the placements to come the move leaves no room for
        if left and taking:  # a space none of the others covers is now sure to stay uncovered, unless the move covers it
            gone: dict[Cell, int] = {}
            for index in left:
                for cell in self.placements[index]:
                    gone[cell] = gone.get(cell, 0) + 1
            lost += sum(taking.get(c, 0) for c, k in gone.items() if k == ahead[c] and c not in cells)
        return later, rise, gained, lost, len(self.placements) - len(left)


def _by_space(placements: Iterable[frozenset[Cell]]) -> dict[Cell, list[int]]:
    """Per space, the places in `placements` of those that cover it."""
    found: dict[Cell, list[int]] = {}
    for index, spaces in enumerate(placements):
        for cell in spaces:
            found.setdefault(cell, []).append(index)
    return found


def _meeting(at: Mapping[Cell, list[int]], cells: Iterable[Cell]) -> set[int]:
    """The places of the placements that `at` (`_by_space`) holds that share a space with `cells`."""
    return {index for cell in cells if cell in at for index in at[cell]}


def _weights(counted: list[tuple[int, Mapping[Cell, int]]], giving: bool) -> dict[Cell, int]:
    """Per space, what the end entries counted over what stays uncovered that give (`giving`), or those that take,
    count for it: the points of each times the units the space shows."""
    found: dict[Cell, int] = {}
    for points, counts in counted:
        if (points >= 0) == giving:
            for cell, n in counts.items():
                found[cell] = found.get(cell, 0) + points * n
    return found


def _reaches(solo: Solo) -> list[Reach | None]:
    """The reach of each entry that does not add up over a placement's own spaces: the immediate ones (by
    their index) that are not `additive`, the end ones not counted over what stays uncovered (END); None
    for an entry that has none."""
    return [reach(solo, item, index) for index, item in enumerate(solo.ruleset.immediate) if not additive(item)] \
        + [reach(solo, item, None) for item in solo.end_items if item.kind not in END]

def _known(solo: Solo, adding: list[ScoringItem], reaches: list[Reach | None], counted: list[ScoringItem]) -> bool:
    """Whether the ceiling holds for `solo`'s ruleset: every entry that does not add up over spaces has its
    reach, no end entry counted over what stays uncovered does more than give its points, and the
    counters move only as the ceiling counts them."""
    return all(r is not None for r in reaches) and not any(has_effects(item) for item in counted) \
        and counters_kept(solo, adding)

def _logged_ahead(solo: Solo, played: Position, adding: list[ScoringItem], gaining: Mapping[Cell, int],
                  taking: Mapping[Cell, int]) -> tuple[list[int], list[int], list[tuple[tuple[frozenset[Cell], int, int], ...]]]:
    """From each round index on (and past the last round: nothing): the most the logged rounds can still add
    to the score and to the token by the entries `adding`, and the placements that add other than a pass or more
    to the token (their spaces, and how much more to the score and to the token: what is not added where one no
    longer fits). A logged placement to come that still fits is played where the log has it or not at all, and
    no other covers its spaces (a log's placements share none): played, it scores what it scored as played and
    covers its spaces (what the end counted over what stays uncovered, `gaining`, counts for them, the ceiling no
    longer gets); not, it scores a pass at the most and they stay uncovered (what `taking` counts against them,
    the ceiling's loss leaves out while it may still cover them, is lost). So each round adds the more of the
    two, where the log's placements share no space (else the most each can: its points, or a pass)."""
    rounds, entries = solo.rounds, {id(item.params) for item in adding}
    gains, rises = [0] * (len(rounds) + 1), [0] * (len(rounds) + 1)
    beyond: list[tuple[tuple[frozenset[Cell], int, int], ...]] = [()] * (len(rounds) + 1)
    passing = max(0, solo.ruleset.pass_points)
    placements = [_cells(solo.logged_at(index)) for index in range(len(rounds))]
    apart = sum(map(len, placements)) == len(frozenset[Cell]().union(*placements))
    for index in range(len(rounds) - 1, -1, -1):
        scored, cells = _scored_in(played, rounds[index].number, entries), placements[index]
        shown = sum(gaining.get(c, 0) for c in cells) if apart else 0
        left = sum(taking.get(c, 0) for c in cells) if apart else 0
        gain, rise = max(sum(scored) - shown, passing + left), max(sum(p for p in scored if p > 0), passing)
        gains[index], rises[index] = gains[index + 1] + gain, rises[index + 1] + rise
        more = ((cells, gain - passing, rise - passing),) if cells and (gain != passing or rise > passing) else ()
        beyond[index] = more + beyond[index + 1]
    return gains, rises, beyond

def _placements_ahead(solo: Solo) -> list[tuple[frozenset[Cell], ...]]:
    """From each round index on, the spaces of each logged placement."""
    found: list[tuple[frozenset[Cell], ...]] = [()] * (len(solo.rounds) + 1)
    for index in range(len(solo.rounds) - 1, -1, -1):
        cells = _cells(solo.logged_at(index))
        found[index] = ((cells,) if cells else ()) + found[index + 1]
    return found

def _scored_in(played: Position, number: int, entries: set[int]) -> list[int]:
    """The points the logged line `played` scored in round `number` by the entries whose params' ids are `entries`."""
    return [i.points for i in played.items if i.round == number and id(i.facts.get("entry")) in entries]

def _cells(move: Move) -> frozenset[Cell]:
    """The spaces a move covers: a placement's, none for a pass or a stop."""
    return frozenset(move.cells) if isinstance(move, Placement) else frozenset()

def _adjustments(solo: Solo) -> tuple[int, int]:
    """The player's adjustments of the episode (what the score is changed by in the end), and those of them
    above 0 (what may lift the token to its cap)."""
    adjustments = [a.points for a in solo.result.episode.adjustments if a.player == solo.name]
    return sum(adjustments), sum(p for p in adjustments if p > 0)

class Counting:
    """Part 1's play-outs counted, where every immediate entry is one a placement's own spaces decide
    (`additive`) and the counters move only by them: a logged placement that still fits scores what it
    scored as played, on any board, so each logged round's points (item by item, C-1) and counters are
    worked out once, and a later round of a try is its legality, the piece put on the board and the token
    moved (`Solo.play_counted`), not the replay's scoring. The position a play-out leaves is good for its
    value alone: a try that beats the best is played again in full, for its items and forced rounds."""

    def __init__(self, solo: Solo, placed: Placed | None = None) -> None:
        self.solo = solo
        immediate = solo.ruleset.immediate
        adding = [item for item in immediate if additive(item)]
        self.known = len(adding) == len(immediate) and counters_kept(solo, adding)
        self._placed = Placed(immediate) if placed is None else placed
        island = solo.start().player.island
        self._scored = [self._logged(index, island) for index in range(len(solo.rounds))] if self.known else []

    def _logged(self, index: int, island: Island) -> tuple[tuple[int, ...], dict[str, int]]:
        """What the logged placement of the round of that index scores, wherever it fits (nothing for a pass
        or a stop)."""
        move, piece = self.solo.logged_at(index), self.solo.piece(self.solo.rounds[index].card)
        return self._scoring(island, move.cells, piece) if isinstance(move, Placement) and piece is not None else ((), {})

    def _scoring(self, island: Island, cells: Mapping[Cell, str | None], piece: Piece) -> tuple[tuple[int, ...], dict[str, int]]:
        """What a placement of `piece` on `cells` scores on any board it fits: the points of each immediate
        entry that gives some, in order, and the counters added to."""
        points: list[int] = []
        counters: dict[str, int] = {}
        for scored in self._placed.of(island, cells, piece):
            given, added = scored or (0, {})  # (every entry is `additive` where Counting is known)
            for name, amount in added.items():
                counters[name] = counters.get(name, 0) + amount
            if given:
                points.append(given)
        return tuple(points), counters

    def play_logged(self, pos: Position) -> None:
        """Play the logged move of `pos`'s next round, counted (call only where `known`)."""
        points, added = self._scored[pos.next]
        self.solo.play_counted(pos, points, added)

    def play(self, pos: Position, move: Move) -> None:
        """Play `move` in `pos`'s next round, counted where it is a placement (call only where `known`; the move
        allowed, as Solo.play asks)."""
        piece = self.solo.piece(self.solo.round(pos).card)
        if not isinstance(move, Placement) or piece is None:
            self.solo.play(pos, move)
            return
        self.solo.play_counted(pos, *self._scoring(pos.player.island, move.cells, piece), move)
