"""The best in hindsight: a search over the whole episode with the cards that came (issue 32, part 2).

Round by round, every position reached is expanded by every legal action of the round's card; positions
that are the same in all that decides the rest of the episode (board, token, debt, counters, what was
already scored) are merged, which keeps the search exact. While a round holds at most `exhaustive`
distinct positions the search is exhaustive; past that it becomes a beam search: each round keeps the
`width` positions that would score the most if the episode ended there (the end entries scored on a
copy), ties in the order the actions were tried (anchor in reading order, rotation, pass, stop), so
that the same log always gives the same plan. Lines found otherwise (the game as played, each round's
best alternative) are candidates too, so that the best found is never below them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from generator.analysis.counted_end import valuing
from generator.analysis.foresight import Foresight
from generator.analysis.placed import Placed
from generator.analysis.results import Act, PlanStep
from generator.base.records import NamedTuple
from generator.rules.solo import Move, Position, Solo

BEAM = 3
"""The beam's width: positions kept each round once the search can no longer keep them all."""
EXHAUSTIVE = 500
"""The most distinct positions a round may hold for the search to stay exhaustive."""


class Line(NamedTuple):
    """A whole episode for one player: its score and the position it ends in (moves and items)."""

    value: int
    position: Position


def best_line(solo: Solo, candidates: Sequence[Line], width: int = BEAM, exhaustive: int = EXHAUSTIVE,
              placed: Placed | None = None) -> tuple[Line, str]:
    """The best line found and how far the search looked ('exhaustive' or 'beam N'; `placed`: what a placement
    scores, as part 1 found it)."""
    found, narrowed = _search(solo, width, exhaustive, placed)
    for line in found:  # valued alone as the search went: finished now, for its items
        solo.finish(line.position)
    lines = [*found, *candidates]
    best = max(lines, key=lambda line: line.value)  # the first of the highest: the search's, in its order
    return best, (f"beam {width}" if narrowed else "exhaustive")


def _search(solo: Solo, width: int, exhaustive: int, placed: Placed | None = None) -> tuple[list[Line], bool]:
    """Every finished line the search reached (the best first; its end valued, not yet scored on it),
    and whether it had to narrow to a beam."""
    level = [solo.start()]
    finished: list[Line | _Child] = []
    narrowed = False
    valued, foresight = valuing(solo), Foresight(solo, placed)
    while level:
        first = solo.choices(level[0])
        ahead = None if narrowed or _too_many(level, first, exhaustive) else _before_narrowing(foresight, level, first, exhaustive)
        if isinstance(ahead, _Valued):  # the next level would narrow to the beam: its children are not all played
            narrowed = True
            level = _narrowed(solo, ahead, width, finished)
            continue
        children = None if narrowed or ahead == "too many" or _too_many(level, first, exhaustive) \
            else _expand(solo, level, first, exhaustive)
        if children is None:  # too many to keep them all: a beam from here on
            narrowed = True
            kept = _most_promising(valued, level, width)
            moves = first if kept[0] is level[0] else solo.choices(kept[0])
            foreseen = _foreseen(foresight, kept, [moves, *map(solo.choices, kept[1:])]) if foresight.known else None
            if foreseen is not None:  # valued without playing them: only the kept and, once the search ends, the best finished are played
                level = _narrowed(solo, foreseen, width, finished)
                continue
            children = _expand(solo, kept, moves) or []
        level = []
        for child in children:
            if solo.over(child):
                finished.append(Line(valued(child), child))
            else:
                level.append(child)
        if narrowed:
            level = _most_promising(valued, level, width)
    return _best_first(solo, finished), narrowed


class _Child(NamedTuple):
    value: int
    order: int
    """Where `_expand` would have played it: the kept position's place, then the move's."""
    parent: Position
    move: Move


class _Valued(NamedTuple):
    """A level's children valued beforehand, each list in the order `_expand` plays them (a child's place in it
    is its order): its value, its parent, its move, whether it ends the episode. Kept as lists, not a record per
    child: the demo's beams value some 40,000 children to play a tenth of them."""

    values: list[int]
    parents: list[Position]
    moves: list[Move]
    over: list[bool]


def _foreseen(foresight: Foresight, kept: list[Position], moves: list[list[Move]]) -> _Valued | None:
    """Every child of `kept` (`moves`: each position's choices) with its value, in the order `_expand` plays
    them; None where one of them is known only by playing it."""
    solo = foresight.solo
    found = _Valued([], [], [], [])
    for pos, played in zip(kept, moves):
        values = foresight.values(pos, played)
        if values is None:
            return None
        found.values.extend(values)
        found.parents.extend([pos] * len(played))
        found.moves.extend(played)
        last = solo.ends(pos, "pass")  # the round is the last in which players act (a stop ends it anyway)
        found.over.extend([True] * len(played) if last else [move == "stop" for move in played])
    return found


def _before_narrowing(foresight: Foresight, level: list[Position], first: list[Move], exhaustive: int) -> _Valued | str | None:
    """The children of `level` (whose first position's choices are `first`), each with its value foreseen, where
    the next level would hold too many positions to keep them all (`_too_many`) and so keep only the most
    promising: as `_narrowed` takes them from these, without playing the others; 'too many' where the
    children themselves are more than `exhaustive` distinct positions (`_expand` would give up: the level
    narrows now). None where the next level would be kept whole, or where that is not known without playing
    them: another ruleset, a child known only by playing it; a level of several positions, whose children
    may meet, needs each child's key foreseen too (`Foresight.keyed`). A level's children are distinct by
    their keys, so the next level holds one position per distinct child that goes on. Which of these it is
    asks no child's value: the values are foreseen only for the children returned."""
    if not foresight.known or (len(level) > 1 and not foresight.keyed):
        return None
    solo = foresight.solo
    piece = solo.piece(solo.round(level[0]).card)
    if piece is None:  # the pass of a set that lacks the piece is known only by playing it
        return None
    moves = [first if index == 0 else solo.choices(pos) for index, pos in enumerate(level)]
    children = [(pos, move) for pos, played in zip(level, moves) for move in played]
    if len(level) == 1:  # one position's children are all distinct (placements of distinct spaces, a pass)
        distinct = children
    else:
        firsts: dict[Hashable, tuple[Position, Move]] = {}
        for pos, move in children:
            firsts.setdefault(foresight.key(pos, move, piece), (pos, move))
            if len(firsts) > exhaustive:  # known without the others' keys
                return "too many"
        distinct = list(firsts.values())
    going = [(pos, move) for pos, move in distinct if not solo.ends(pos, move)]
    if not going or len(going) * len(solo.choices(_played(solo, *going[0]))) <= exhaustive:  # as _too_many
        return None
    return _foreseen(foresight, level, moves)


def _narrowed(solo: Solo, children: _Valued, width: int, finished: list[Line | _Child]) -> list[Position]:
    """The beam's next round from its children valued beforehand: the `width` most promising distinct ones
    (earliest first among equals, as `_most_promising` keeps them from every child played and merged), and
    the best of those that end the episode added to `finished` (the first of the highest, as `_best_first`
    takes it). A child merged with an earlier one has its value: taking the children best first and
    earliest first among equals, the first of each position is the one `_expand` keeps."""
    values, over = children.values, children.over
    ending = [order for order, ends in enumerate(over) if ends]
    if ending:
        best = max(ending, key=values.__getitem__)  # the first of the highest
        finished.append(_Child(values[best], best, children.parents[best], children.moves[best]))  # played only if the best line found: _best_first
    kept: dict[Hashable, tuple[int, Position]] = {}
    for order in sorted((order for order, ends in enumerate(over) if not ends), key=values.__getitem__, reverse=True):  # stable: earliest first among equals
        if len(kept) == width:
            break
        pos = _played(solo, children.parents[order], children.moves[order])
        kept.setdefault(_key(pos), (order, pos))
    return [pos for _order, pos in sorted(kept.values(), key=lambda kept_: kept_[0])]


def _played(solo: Solo, parent: Position, move: Move) -> Position:
    pos = solo.branch(parent)
    solo.play(pos, move)
    return pos


def _too_many(level: list[Position], first: list[Move], limit: int) -> bool:
    """Whether the next round would clearly hold more than `limit` positions: as many as the first
    position's choices (`first`) for each (merging only makes fewer), so that none is played in vain."""
    return bool(level) and len(level) * len(first) > limit


def _expand(solo: Solo, level: list[Position], first: list[Move], limit: int | None = None) -> list[Position] | None:
    """Every distinct position one more round leads to from `level` (whose first position's choices are
    `first`), in the order tried; None as soon as there are more than `limit`."""
    children: dict[Hashable, Position] = {}
    for index, pos in enumerate(level):
        for move in first if index == 0 else solo.choices(pos):
            child = solo.branch(pos)
            solo.play(child, move)
            children.setdefault(_key(child), child)
            if limit is not None and len(children) > limit:
                return None
    return list(children.values())


def _most_promising(valued: Callable[[Position], int], positions: list[Position], width: int) -> list[Position]:
    """The `width` positions that would score the most were the episode to end now (`valued`: Solo.ending's
    value), earliest first among equals."""
    if len(positions) <= width:
        return positions
    scored = [(valued(pos), index) for index, pos in enumerate(positions)]
    kept = sorted(scored, key=lambda s: (-s[0], s[1]))[:width]
    return [positions[index] for _value, index in sorted(kept, key=lambda s: s[1])]


def _best_first(solo: Solo, lines: list[Line | _Child]) -> list[Line]:
    """The first of the highest of the lines finished, in the order the search finished them: a child valued
    beforehand (the best of a beam's round that ends the episode, `_narrowed`) played now, its parent unchanged
    since (a position the search goes on from is played on as a copy)."""
    if not lines:
        return []
    best = max(lines, key=lambda line: line.value)  # the first of the highest
    return [best if isinstance(best, Line) else Line(best.value, _played(solo, best.parent, best.move))]


def _key(pos: Position) -> Hashable:
    """All that decides the rest of a player's episode: two positions with the same key score the same
    whatever is played next."""
    p = pos.player
    covered = p.island.signature()  # whichever placement covered a space: transpositions merge
    memory = frozenset((index, frozenset(seen)) for index, seen in p.memory.items() if seen)
    return (pos.next, p.active, covered, p.token.value, p.token.debt, p.token.capped, frozenset(pos.won),
            frozenset(p.island.counters.items()), memory, frozenset(p.paid))


def stop_after(solo: Solo, end: Position) -> tuple[PlanStep, ...]:
    """The stop that ends a plan still playing when the log's rounds run out before the deck does (everyone
    else had stopped): the next card, whichever it is, is revealed, and the player ends participation at
    no cost (LG-05), which is what the plan's value counts."""
    if not end.active or not solo.result.cards_left() or not solo.rounds:
        return ()
    return (PlanStep(solo.rounds[-1].number + 1, Act("stop", "stop")),)
