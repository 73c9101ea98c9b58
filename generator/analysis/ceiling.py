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

A logged placement to come that a try leaves no room for, or that touches nothing the adjacency asks once the
try's move replaces the logged one (MI-R02, MC-R02: in cascade, as one that no longer fits is a pass and those
that touched only it fail in turn), adds nothing, leaves its spaces uncovered and costs the pass it becomes
(LG-03), unless a pass may be refused there (LG-04), which the token decides.

Where every immediate entry is one a placement's own spaces decide, a try's later rounds are counted
(`Counting`): its legality, the piece put down and the token moved, not the replay's scenes.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from collections.abc import Set as AbstractSet

from generator.analysis.placed import END, Placed, additive, counters_kept, credited, end_units, has_effects
from generator.analysis.reach import (
    Covered,
    Prospect,
    Reach,
    Shown,
    State,
    Upcoming,
    neighbourhood,
    reach,
)
from generator.geometry import Cell
from generator.model import Piece, ScoringItem
from generator.rules.island import Covering, Island
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
        self._upcoming = Upcoming(solo) if self._reaches else None
        self._near = neighbourhood(solo)
        self._gains, self._rises, self._spaces, self._beyond = _logged_ahead(solo, played, adding)
        """From each round index on: the most the logged rounds can still add to the score and to the token
        by the entries that add up over a placement's own spaces (C-1: one entry at a time, the cap reached
        between two), every space they may cover, and the placements among them that add more than a pass
        (their spaces, and how much more to the score and to the token)."""
        self._losing = any(points < 0 for points, _counts in (end_units(item, solo) for item in counted))
        """Whether an end entry counts a loss over what no logged placement to come can cover."""
        self._placements = _placements_ahead(solo)
        self._paying = max(0, -solo.ruleset.pass_points)
        """What a pass costs (LG-03): a logged placement to come known not to fit is a pass, or the end of
        participation where a pass is refused (LG-04; `_passes`)."""
        self._logged_cells = [_cells(solo.logged_at(index)) for index in range(len(solo.rounds))]
        self._falls = _falls(solo, played, self._paying) if len(adding) == len(solo.ruleset.immediate) else None
        """Per round index, the most the token's value can fall in it (a pass, or what the logged placement's items
        that take add up to), where every immediate entry is one a placement's own spaces decide (else None)."""
        self._counted = [end_units(item, solo) for item in counted]
        self._gaining, self._taking = _weights(self._counted, True), _weights(self._counted, False)
        """Per space, what the end entries counted over what stays uncovered that give count it for, and what those
        that take count against it: each sum over what stays uncovered is one difference of sets, not one per entry."""
        self._adjusted, self._raised = _adjustments(solo)
        self._shown_as = solo.board.shown if solo.ruleset.adjacency == "matching-symbol" else None
        self._touching = _touching(solo, self._shown_as) if solo.ruleset.adjacency in ADJACENT else None
        """Per round index, the logged placement's spaces, what it shows to the placements after it (`marks`) and
        what one of them must show for it to fit (`needs`: MI-R02, MC-R02); None for another move, and no list
        where the ruleset asks nothing of what a placement touches."""
        self._before: _Before | None = None
        """What the position last asked about (`after`) decides of the ceilings of all its moves."""

    def of(self, pos: Position, gone: AbstractSet[Cell] | None = None) -> int:
        """The most `pos` can end with (call only where `known`); `gone` as `room` takes it."""
        return self._most(pos, None, gone)

    def room(self, pos: Position, best: int, gone: AbstractSet[Cell] | None = None) -> int:
        """How far above `best` `pos` might still end (call only where `known`): `of(pos) - best` where that
        is above 0, else a number not above 0, the entries that do not add up over spaces worked out only
        while the others leave it open. `gone` holds the spaces of the logged placements to come known not to fit
        (what `tried` found for the try `pos` plays out: a placement that did not fit is never put down, so the
        same hold all the way); where None, they are worked out (`_failing`)."""
        return self._most(pos, best, gone) - best

    def after(self, pos: Position, move: Move, best: int) -> int | None:
        """`room` for the position `move` leads to from `pos`, without playing it (call only where `known`):
        the points of the entries a placement's own spaces decide worked out, the others' reaches asked of
        the board before the move with its spaces among those ahead (what it scores now, they may score
        later: never less), the logged placements to come that will no longer fit left out. None where the
        player's set lacks the card's piece (LG-12). What the position alone decides is worked out once for all
        its moves (`_Before`); a move takes its spaces from it."""
        return self.tried(pos, move, best)[0]

    def tried(self, pos: Position, move: Move, best: int) -> tuple[int | None, AbstractSet[Cell] | None]:
        """`after`, and the spaces of the logged placements to come that `move` leaves touching nothing they must
        (_Before.failing): what `room` takes for the try's play-out (None where not worked out). Those are asked
        only of a move the ceiling without them does not drop, and leave out of it what they would add, the spaces
        they would cover and the passes they become, not what the entries' reaches see ahead (never less)."""
        solo, p = self.solo, pos.player
        piece = solo.piece(solo.round(pos).card)
        if piece is None:
            return None, None
        token, counters = credited(self._adding, solo, pos, move, piece)  # the others are reached below
        if token.capped:  # nothing moves the token any more
            return token.value - token.debt - best, None
        if move == "stop":  # the player plays no more: nothing ahead, the entries reach what shows now
            following = solo.following(pos)
            view = None if self._upcoming is None else \
                Prospect(State(p.island, p.memory, counters, following, False, solo.closed(pos)), {}, self._near)
            return self._bounded(token, False, following, p.island.covered.keys(), view, best) - best, None
        before = self._before_moves(pos)
        cells = move.cells if isinstance(move, Placement) else {}
        left = before.overlapped(cells)
        later, rise, gained, lost = before.moved(cells, left, token)
        view = None if self._upcoming is None else self._moved(before, pos, cells, piece, counters, left)
        room = self._reached(token, later, rise, gained, lost, view, best) - best
        # most moves of a round are dropped before asking which placements to come still touch what they must
        failing = before.failing(cells, left, self._shown_as) if room > 0 else []
        if not failing:
            return room, frozenset()
        later, rise, gained, lost = before.moved(cells, left.union(failing), token)  # the reaches see as before
        return self._reached(token, later, rise, gained, lost, view, best) - best, before.spaces(failing)

    def _moved(self, before: _Before, pos: Position, cells: Mapping[Cell, str | None], piece: Piece,
               counters: Mapping[str, int], left: Iterable[int]) -> Prospect:
        """What the entries' reaches ask of a move's first ceiling (not the stop's): the board before it, and
        ahead the logged placements to come that still fit with its `cells` covered and those spaces themselves;
        it differs from the position's (`_Before.whole`) only on them and the spaces of the placements to come
        they leave no room for (`left`, _Before.overlapped), and takes its groups from that one by them."""
        ahead, changed = before.ahead_of(cells, left)
        if cells:
            shown, terrain = self.solo.board.shown, self.solo.board.terrain
            ahead.update((c, Covered(shown(s), piece)) for c, s in cells.items() if c in terrain)
        p = pos.player
        state = State(p.island, p.memory, counters, before.following, True, before.closed)
        return Prospect(state, ahead, self._near, before.kept, (before.whole, changed))

    def _before_moves(self, pos: Position) -> _Before:
        """What `pos` decides of the ceilings of all its moves but the stop, worked out once (a position played
        on has moved to a later round, and is another once branched)."""
        kept = self._before
        if kept is None or kept.pos is not pos or kept.next != pos.next:
            kept = self._before = _Before(self, pos)
        return kept

    def _most(self, pos: Position, best: int | None, gone: AbstractSet[Cell] | None) -> int:
        """The ceiling of `pos`; where `best` is given, as soon as it is not above `best`, a number not above it;
        the logged placements to come with a space in `gone` known not to fit (None: worked out)."""
        p = pos.player
        covered = p.island.covered.keys()
        if gone is None:
            gone = self._failing(pos)
        view = None if self._upcoming is None else \
            Prospect(State.of(pos, self.solo), self._upcoming.ahead(pos.next, p.active, covered | gone if gone else covered),
                     self._near)
        return self._bounded(p.token, p.active, pos.next, covered, view, best, gone)

    def _failing(self, pos: Position) -> AbstractSet[Cell]:
        """The spaces of the logged placements to come that still fit `pos`'s board but will touch nothing the
        adjacency asks (MI-R02, MC-R02): in the rounds' order, those that touch neither the board nor a placement
        before them that may still fit (a piece that does not fit is a pass, LG-03). None while the board is empty
        (the next placement is the first)."""
        touching, island = self._touching, pos.player.island
        if touching is None or island.placements == 0:
            return frozenset()
        covered, shown = island.covered, self._shown_as
        marks: set[Hashable] = set(covered) if shown is None else \
            {(cell, c.symbol) for cell, c in covered.items() if c.symbol is not None}  # (a Covering's symbol is shown)
        failing: set[Cell] = set()
        for ahead in touching[pos.next:]:
            if ahead is None or not covered.keys().isdisjoint(ahead[0]):
                continue
            if ahead[2].isdisjoint(marks):
                failing |= ahead[0]
            else:
                marks |= ahead[1]
        return failing

    def _bounded(self, token: Token, active: bool, next: int, covered: AbstractSet[Cell], view: Prospect | None,
                 best: int | None, gone: AbstractSet[Cell] = frozenset()) -> int:
        """The ceiling of a position whose token, activity, next round and covered spaces are given, with
        what the entries' reaches ask of it (`view`), the logged placements to come with a space in `gone` known
        not to fit."""
        if token.capped:  # nothing moves the token any more
            return token.value - token.debt
        later, rise, spaces = self._ahead(token, active, next, covered, gone)
        gained, lost = self._shown(covered, spaces)
        return self._reached(token, later, rise, gained, lost, view, best)

    def _reached(self, token: Token, later: int, rise: int, gained: int, lost: int, view: Prospect | None,
                 best: int | None) -> int:
        """The ceiling of a position whose token is not capped, the logged rounds to come adding at most `later`
        to its score and `rise` to its token, the end counted over what stays uncovered `gained` and `lost`,
        with what the entries' reaches ask of it (`view`)."""
        if view is not None:  # the entries that do not add up over spaces: each at its most
            gained += sum(r.most(view) for r in self._reaches if r.top is None)
            left = sum(r.top for r in self._reaches if r.top is not None)  # what the others give at the very most
            for reached in self._reaches:
                if reached.top is None:
                    continue
                if best is not None and self._capped(token, later + gained + lost + left, rise + gained + left) <= best:
                    return best
                gained, left = gained + reached.most(view), left - reached.top
        return self._capped(token, later + gained + lost, rise + gained)

    def _ahead(self, token: Token, active: bool, next: int, covered: AbstractSet[Cell],
               gone: AbstractSet[Cell] = frozenset()) -> tuple[int, int, frozenset[Cell]]:
        """The most the logged rounds from round index `next` can still add to the score and to the token by the
        entries a placement's own spaces decide, and the spaces they may still cover, with `covered` covered and
        the placements with a space in `gone` known not to fit (passes that cost, as `token` may pay them)."""
        if not active:
            return 0, 0, frozenset()
        later, rise = self._gains[next], self._rises[next]  # the index is at most the number of rounds: every list has it
        for cells, gain, up in self._beyond[next]:
            if not covered.isdisjoint(cells) or not gone.isdisjoint(cells):  # a piece is never taken back: it never
                later, rise = later - gain, rise - up  # fits again, a pass at the most
        if self._paying:
            later -= self._passes(token, next, [index for index in range(next, len(self._logged_cells))
                                                if (cells := self._logged_cells[index])
                                                and (not covered.isdisjoint(cells) or not gone.isdisjoint(cells))])
        if not self._losing:
            return later, rise, self._spaces[next]
        return later, rise, frozenset[Cell]().union(*(cells for cells in self._placements[next]
                                                      if covered.isdisjoint(cells) and gone.isdisjoint(cells)))

    def _shown(self, covered: AbstractSet[Cell], spaces: frozenset[Cell]) -> tuple[int, int]:
        """What the end entries counted over what stays uncovered can still give (what shows now: the most that
        can) and must still take (what no logged placement to come can cover: the least)."""
        gaining, taking = self._gaining, self._taking  # (the sets' own differences: a step per space counted costs more)
        gained = sum(map(gaining.__getitem__, gaining.keys() - covered)) if gaining else 0
        return gained, sum(map(taking.__getitem__, taking.keys() - covered - spaces)) if taking else 0

    def _passes(self, token: Token, next: int, failed: list[int]) -> int:
        """What the logged placements to come known not to fit (the round indices `failed`, in order, from round
        index `next` on, `token` as it stands) surely take from what the rounds to come add as `_ahead` counts them
        (at most what a pass gives, 0 where it costs, the others what they scored as played): each a pass that costs
        (LG-03), unless a pass is refused and the player stops (LG-04) in a round from the first where the token may
        not hold enough (`_first_stop`). A stop in a round up to one of them, the i-th, ends no higher than one
        there: the passes before it paid and no round after it played. The least of what each way takes."""
        if not failed:
            return 0
        stop, paying, gains = self._first_stop(token, next), self._paying, self._gains
        taken, beyond = paying * len(failed), 0  # (beyond: what the later ones among them would have added)
        for before in range(len(failed) - 1, -1, -1):
            index = failed[before]
            if index < stop:
                break
            taken = min(taken, gains[index + 1] - beyond + paying * before)
            beyond += gains[index] - gains[index + 1]
        return taken

    def _first_stop(self, token: Token, next: int) -> int:
        """The first round index from `next` on in which a pass may be refused (LG-04, MC-E02), by the least the
        token's value can hold then (every round before it falling by its most, `_falls`); past the last round
        where none may be."""
        falls, ruleset = self._falls, self.solo.ruleset
        if falls is None or ruleset.passing == "never" or ruleset.must_build:
            return next
        least, below = token.value, ruleset.passing == "not-below-zero"
        for index in range(next, len(falls)):
            if least + ruleset.pass_points < 0 if below else least <= 0:
                return index
            least -= falls[index]
        return len(falls)

    def _capped(self, token: Token, more: int, rise: int) -> int:
        """The most a token ends with when its score may still gain `more` and its value rise `rise`."""
        most = token.value - token.debt + more + self._adjusted
        if token.value + rise + self._raised >= token.cap:  # it might reach the cap, and keep it less the debt
            return max(most, token.cap)
        return most

class _Before:
    """What a position decides of the first ceilings of its moves (Ceiling.after), all but the stop: the round
    after the next and the races closed then, what the logged rounds to come may still add (those whose spaces
    are all free), what the end counted over what stays uncovered gives, and what the board shows (`kept`,
    shared by the moves' Prospects). A move's spaces take from it what they cover (`moved`): the same sums as
    worked out afresh with them covered. A loss is counted per space (`taking`) with how many placements to come
    may still cover it (`ahead`), so that a move changes it by its own spaces and those of the placements it
    leaves no room for or that no longer touch what they must (`left`), not by a walk over every space counted."""

    __slots__ = ("pos", "next", "following", "closed", "covered", "later", "rise", "beyond", "gained", "gaining",
                 "taking", "lost", "placements", "ahead", "upcoming", "kept", "whole", "_apart", "coming", "_coming_at",
                 "_failed", "_chain", "_touching", "_board", "empty", "_more", "_taken", "_upcoming_of", "_passes")

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
        self.gained, self.gaining = ceiling._shown(covered, frozenset())[0], ceiling._gaining
        self.taking = {cell: n for cell, n in ceiling._taking.items() if cell not in covered}
        """Per space still uncovered, what the end entries that take (not give) count against it."""
        self.placements = [cells for cells in ceiling._placements[self.following] if covered.isdisjoint(cells)] \
            if self.taking else []
        self.ahead: dict[Cell, int] = {}
        """Per space, how many of the logged placements to come that still fit (`placements`) cover it."""
        for cells in self.placements:
            for cell in cells:
                self.ahead[cell] = self.ahead.get(cell, 0) + 1
        self.lost = sum(n for cell, n in self.taking.items() if cell not in self.ahead)
        self.upcoming = ceiling._upcoming.fitting(self.following, covered) if ceiling._upcoming is not None else []
        self.kept = Shown(State(p.island, p.memory, p.island.counters, self.following, True, self.closed), ceiling._near)
        whole: dict[Cell, Covered] = {}
        for _spaces, placed in self.upcoming:
            whole.update(placed)
        self.whole = Prospect(self.kept.state, whole, ceiling._near, self.kept)
        """The position with every logged placement to come that still fits ahead: the groups its moves' Prospects
        are updated from (Ceiling._moved)."""
        self._apart = sum(len(placed) for _spaces, placed in self.upcoming) == len(whole)
        """Whether no two of `upcoming` share a space (a log's placements never do): then a move's `ahead` is the
        whole's less the placements it leaves no room for."""
        self._coming_rounds(ceiling, p.island.covered, p.island.placements)

    def _coming_rounds(self, ceiling: Ceiling, covered: Mapping[Cell, Covering], placements: int) -> None:
        """The logged placements to come, what a move finds those that will not fit by (`left`)."""
        self.coming: list[tuple[int, frozenset[Cell]]] = []
        """The round index and spaces of each logged placement to come that still fits, in the rounds' order."""
        self._failed: list[int] = []
        """The round indices of those that no longer fit (a space covered)."""
        for index in range(self.following, len(ceiling._logged_cells)):
            if cells := ceiling._logged_cells[index]:
                if covered.keys().isdisjoint(cells):
                    self.coming.append((index, cells))
                else:
                    self._failed.append(index)
        self._coming_at = _by_space(cells for _index, cells in self.coming)
        """Per space, the places in `coming` of those that cover it: a move's spaces find those it leaves no room
        for by their own, not by a walk over every one."""
        self._chain: list[tuple[int, frozenset[Hashable], frozenset[int]]] | None = None if ceiling._touching is not None else []
        """Those of `coming` that touch nothing the board holds as they must (MI-R02, MC-R02): each with its place,
        what it must touch and the places of those before it that it touches. A move decides whether they fit.
        Worked out when a move first asks (`failing`: most positions' moves are all dropped before)."""
        self._touching, self._board = ceiling._touching, covered
        self.empty = placements == 0
        """Whether no piece was placed yet: then, after a pass, the next logged placement is the first (LG-01), whatever
        the board holds as it began."""
        gain_of = {cells: (gain, up) for cells, gain, up in self.beyond}
        self._more = [gain_of.get(cells) for _index, cells in self.coming]
        """Per placement of `coming`, what it adds more than a pass to the score and to the token (`beyond`; None
        where nothing)."""
        taking = self.taking
        self._taken = [sum(taking.get(c, 0) for c in cells) for _index, cells in self.coming] \
            if taking and all(n == 1 for n in self.ahead.values()) else None
        """Per placement of `coming`, what the end's losses count over its spaces (no two of them sharing one, as a
        log's placements never do: then a space left by one is sure to stay uncovered unless a move covers it)."""
        self._upcoming_of = {spaces: index for index, (spaces, _placed) in enumerate(self.upcoming)}
        """Per placement of `coming` (by its spaces), its place in `upcoming`."""
        self._passes = ceiling._passes if ceiling._paying else None

    def overlapped(self, cells: Mapping[Cell, str | None]) -> set[int]:
        """The places in `coming` of the logged placements to come that a move on `cells` leaves no room for."""
        return _meeting(self._coming_at, cells)

    def failing(self, cells: Mapping[Cell, str | None], overlapped: set[int],
                shown: Callable[[str | None], str | None] | None) -> list[int]:
        """The places in `coming` of the other logged placements to come that will not fit once a move on `cells`
        is played, besides those it leaves no room for (`overlapped`): in the rounds' order, those of `_chain` that
        touch neither the move nor a placement before them that may still fit (a piece that no longer fits is a
        pass, LG-03, and the placements that touched only it fail in turn). Exact as a ceiling: a placement said
        to fail touches nothing that can lie on the board in its round."""
        chain = self._chain
        if chain is None:
            assert self._touching is not None  # (None only where the ruleset asks what a placement touches)
            chain = self._chain = _chain(self._touching, self.coming, self._board, shown)
        if not chain or (self.empty and not cells):
            return []
        left, marks, failing = set(overlapped), _marks(cells, shown), []
        for place, needs, before in chain:
            if place in left or not needs.isdisjoint(marks) or not left.issuperset(before):
                continue
            left.add(place)
            failing.append(place)
        return failing

    def spaces(self, places: Iterable[int]) -> frozenset[Cell]:
        """The spaces of the placements of `coming` at `places`."""
        return frozenset[Cell]().union(*(self.coming[place][1] for place in places))

    def ahead_of(self, cells: Mapping[Cell, str | None], left: Iterable[int]) -> tuple[dict[Cell, Covered], set[Cell]]:
        """What the logged placements to come that still fit once a move's `cells` are covered would place (as
        `upcoming` merged in the rounds' order), and the spaces where that and the whole's differ: the move's, and
        those of the placements that will not fit (`left`, their places in `coming`)."""
        upcoming_of, coming = self._upcoming_of, self.coming
        dropped = {index for place in left if (index := upcoming_of.get(coming[place][1])) is not None}
        changed = set(cells)
        if self._apart:
            ahead = dict(self.whole.ahead)
            for index in dropped:
                spaces = self.upcoming[index][0]
                changed |= spaces
                for cell in spaces:
                    del ahead[cell]
            return ahead, changed
        ahead = {}
        for index, (spaces, placed) in enumerate(self.upcoming):
            if index in dropped:
                changed |= spaces
            else:
                ahead.update(placed)
        return ahead, changed

    def moved(self, cells: Mapping[Cell, str | None], left: Iterable[int], token: Token) -> tuple[int, int, int, int]:
        """What the logged rounds to come may still add to the score and to the token, and what the end counted
        gives and takes, once a move's `cells` are covered too (none for a pass), the placements to come at the
        places `left` (in `coming`) not played: passes, that cost where `token` (the move's) may pay them."""
        later, rise, covered, coming, more = self.later, self.rise, self.covered, self.coming, self._more
        for place in left:
            adds = more[place]
            if adds is not None:
                later, rise = later - adds[0], rise - adds[1]
        gaining = self.gaining
        gained = self.gained - sum(gaining.get(c, 0) for c in cells if c not in covered)
        lost = self._lost(cells, left)
        if self._passes is not None and (left or self._failed):
            later -= self._passes(token, self.following, sorted(self._failed + [coming[place][0] for place in left]))
        return later, rise, gained, lost

    def _lost(self, cells: Mapping[Cell, str | None], left: Iterable[int]) -> int:
        """What the end's losses surely take once a move covers `cells` and the placements to come at the places
        `left` will not fit: a space none of the others covers is then sure to stay uncovered, unless the move
        covers it."""
        taking, ahead = self.taking, self.ahead
        if not taking:
            return 0
        if self._taken is not None:  # (each space ahead of one placement alone: the move's own left with theirs)
            taken = self._taken
            return self.lost - sum(taking.get(c, 0) for c in cells) + sum(taken[place] for place in left)
        lost = self.lost - sum(taking.get(c, 0) for c in cells if c not in ahead)
        out: dict[Cell, int] = {}
        for place in left:
            for cell in self.coming[place][1]:
                out[cell] = out.get(cell, 0) + 1
        return lost + sum(taking.get(c, 0) for c, k in out.items() if k == ahead[c] and c not in cells)


ADJACENT = ("matching-symbol", "any-building")
"""The rulesets' adjacency rules that a later placement may no longer meet once a try's move replaces the logged
one (MI-R02: beside a space showing one of its symbols; MC-R02: beside any building)."""

Touching = tuple[frozenset[Cell], frozenset[Hashable], frozenset[Hashable]]
"""A logged placement's spaces, what it shows the placements after it (`_marks`) and what one of them must show
for it to fit (`_needs`)."""


def _marks(cells: Mapping[Cell, str | None], shown: Callable[[str | None], str | None] | None) -> frozenset[Hashable]:
    """What a piece on `cells` shows a later placement's adjacency: each space with the symbol it shows (MI-R02:
    `shown` is the board's), or each space (MC-R02: `shown` None)."""
    if shown is None:
        return frozenset(cells)
    return frozenset((cell, symbol) for cell, symbol in ((c, shown(s)) for c, s in cells.items()) if symbol is not None)


def _needs(cells: Mapping[Cell, str | None], shown: Callable[[str | None], str | None] | None,
           neighbours: Callable[[Cell], Iterable[Cell]]) -> frozenset[Hashable]:
    """What a placement on `cells` fits beside (as `_marks` says it): a neighbour of one of its spaces showing that
    space's symbol (MI-R02), or any neighbour covered (MC-R02)."""
    if shown is None:
        return frozenset(n for cell in cells for n in neighbours(cell))
    return frozenset((n, symbol) for cell, symbol in ((c, shown(s)) for c, s in cells.items()) if symbol is not None
                     for n in neighbours(cell))


def _touching(solo: Solo, shown: Callable[[str | None], str | None] | None) -> list[Touching | None]:
    """Per round index, the logged placement's spaces, marks and needs (Ceiling._touching)."""
    neighbours = solo.grid.neighbours
    found: list[Touching | None] = []
    for index in range(len(solo.rounds)):
        move = solo.logged_at(index)
        found.append((frozenset(move.cells), _marks(move.cells, shown), _needs(move.cells, shown, neighbours))
                     if isinstance(move, Placement) else None)
    return found


def _chain(touching: list[Touching | None], coming: list[tuple[int, frozenset[Cell]]], covered: Mapping[Cell, Covering],
           shown: Callable[[str | None], str | None] | None) -> list[tuple[int, frozenset[Hashable], frozenset[int]]]:
    """Those of the logged placements to come that still fit `covered` (`coming`: round index, spaces) that touch
    none of it as they must, each with its place in `coming`, its needs and the places of those before it it
    touches (_Before._chain)."""
    board = frozenset(covered) if shown is None else \
        frozenset((cell, c.symbol) for cell, c in covered.items() if c.symbol is not None)  # (a Covering's symbol is shown)
    found = []
    marks: list[frozenset[Hashable]] = []  # (those of `coming` before, in order)
    for place, (index, _spaces) in enumerate(coming):
        logged = touching[index]
        assert logged is not None  # (a logged placement's)
        needs = logged[2]
        if needs.isdisjoint(board):
            found.append((place, needs, frozenset(j for j, shown in enumerate(marks) if not needs.isdisjoint(shown))))
        marks.append(logged[1])
    return found


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

def _logged_ahead(solo: Solo, played: Position, adding: list[ScoringItem]) \
        -> tuple[list[int], list[int], list[frozenset[Cell]], list[tuple[tuple[frozenset[Cell], int, int], ...]]]:
    """From each round index on (and past the last round: nothing): the most the logged rounds can still add
    to the score and to the token by the entries `adding`, each round at least the pass's points, every
    space their placements cover, and the placements that add more than a pass (their spaces, and how much
    more to the score and to the token: what is not added where one no longer fits)."""
    rounds, entries = solo.rounds, {id(item.params) for item in adding}
    gains, rises = [0] * (len(rounds) + 1), [0] * (len(rounds) + 1)
    spaces: list[frozenset[Cell]] = [frozenset()] * (len(rounds) + 1)
    beyond: list[tuple[tuple[frozenset[Cell], int, int], ...]] = [()] * (len(rounds) + 1)
    passing = max(0, solo.ruleset.pass_points)
    for index in range(len(rounds) - 1, -1, -1):
        scored, cells = _scored_in(played, rounds[index].number, entries), _cells(solo.logged_at(index))
        gain, rise = max(sum(scored), passing), max(sum(p for p in scored if p > 0), passing)
        gains[index], rises[index] = gains[index + 1] + gain, rises[index + 1] + rise
        spaces[index] = spaces[index + 1] | cells
        more = ((cells, gain - passing, rise - passing),) if cells and (gain > passing or rise > passing) else ()
        beyond[index] = more + beyond[index + 1]
    return gains, rises, spaces, beyond

def _falls(solo: Solo, played: Position, paying: int) -> list[int]:
    """Per round index, the most the token's value can fall in that round (Ceiling._falls): what a pass costs, or
    what the logged placement's points that take add up to (whatever the order they come in, C-1), nothing in a
    round the player does not play (a logged stop, a blocked round)."""
    taken: dict[int, int] = {}
    for item in played.items:
        if item.points < 0 and item.round is not None:
            taken[item.round] = taken.get(item.round, 0) - item.points
    return [0 if solo.logged_at(index) == "stop" else max(paying, taken.get(rnd.number, 0))
            for index, rnd in enumerate(solo.rounds)]

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
