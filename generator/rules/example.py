"""Evaluate a small rules example (an FAQ scenario): is the play legal, and what does it score?"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from generator.base.records import NamedTuple
from generator.geometry import Cell
from generator.model import Board, Game, Piece, Ruleset
from generator.rules.findings import Finding
from generator.rules.island import Island
from generator.rules.placement import Check, cited, violations
from generator.rules.scoring import Memory, score_end, score_placement
from generator.rules.token import Token
from generator.rules.turn import pass_refusal, refusal_rule, start

Play = Mapping[Cell, str] | str
"""A placement as cells with their symbol (My Island) or colour (My City), or 'pass' / 'stop'."""


class Verdict(NamedTuple):
    """What a rule example's play comes to (a record: a frozen dataclass compiled its methods at import;
    its empty mappings are shared, never changed)."""

    legal: bool
    broken: tuple[str, ...] = ()
    """Rule IDs the play breaks, most basic first."""
    reasons: tuple[Finding, ...] = ()
    """Why, as data: generator/problems/findings.py says each."""
    points: Mapping[str, int] = {}
    """Points by rule ID: the play's immediate points, then end scoring if asked."""
    lost: Mapping[str, int] = {}
    """Of those points, by rule ID, what never reached the token because it sat on the cap (LG-07)."""
    owed: Mapping[str, int] = {}
    """Of those points, by rule ID, what would have taken the token below 0 and is owed instead (LG-08)."""
    repaid: Mapping[str, int] = {}
    """Of those points, by rule ID, what paid that debt rather than move the token (LG-08)."""
    token: int = 0
    cells: tuple[Cell, ...] = ()
    """The spaces of the play that break the first rule broken, to point at in a picture."""


def piece_for(cells: Mapping[Cell, str], game: Game, name: str = "example") -> tuple[Piece, dict[Cell, str | None]]:
    """A one-off piece covering `cells`; values are symbols (My Island) or one colour (My City)."""
    if game.colours:
        colour = next(iter(cells.values()))
        return Piece(name, tuple(((0, 0), None) for _ in cells), colour, colour == game.church), {c: None for c in cells}
    return Piece(name, tuple(((0, 0), s) for s in cells.values())), dict(cells)


def evaluate(game: Game, board: Board, ruleset: Ruleset, placed: Sequence[Mapping[Cell, str]], play: Play,
             token: int | None = None, end: bool = False, church: bool = False) -> Verdict:
    """Place `placed` in order (scoring them silently), then judge and score `play`."""
    island = Island(board)
    memory: dict[int, Memory] = {}
    for cells in placed:
        _place_and_score(island, game, ruleset, cells, memory)
    counter = Token(start(ruleset, game.start) if token is None else token, game.cap)
    points: dict[str, int] = {}
    lost: dict[str, int] = {}
    owed: dict[str, int] = {}
    repaid: dict[str, int] = {}

    def score(rule: str, gained: int) -> None:
        """Move the token, keeping apart what the cap or the floor kept from it: a caption shows what reached it."""
        move = counter.add(gained)
        points[rule] = points.get(rule, 0) + gained
        for kept, by in ((lost, move.lost_to_cap), (owed, move.owed), (repaid, move.repaid)):
            if by:
                kept[rule] = kept.get(rule, 0) + by

    if play == "pass":
        refusal = pass_refusal(counter, ruleset, church)
        if refusal is not None:
            return Verdict(False, (refusal_rule(refusal, ruleset),), (Finding("example-pass-refused", {"refusal": refusal}),),
                           token=counter.value)
        score("LG-03", ruleset.pass_points)
    elif not isinstance(play, str):  # cells; 'stop' places nothing
        first = island.placements == 0
        _piece, covered = piece_for(play, game)
        broken = list(violations(island, covered, ruleset, first))
        if broken:
            rules = tuple(cited(v.check, ruleset, game.placement_rules) for v in broken)
            return Verdict(False, rules, tuple(v.finding for v in broken), token=counter.value,
                           cells=offending(island, tuple(covered), ruleset, broken[0].check))
        for rule, gained in _place_and_score(island, game, ruleset, play, memory):
            score(rule, gained)
    if end:
        for item, (gained, _facts) in score_end(island, ruleset.end, ruleset, (island,)):
            score(item.rule, gained)
    return Verdict(True, points=points, lost=lost, owed=owed, repaid=repaid, token=counter.value)


def _place_and_score(island: Island, game: Game, ruleset: Ruleset, cells: Mapping[Cell, str],
                     memory: dict[int, Memory]) -> list[tuple[str, int]]:
    piece, covered = piece_for(cells, game)
    island.place(piece, covered)
    return [(item.rule, gained) for _index, item, (gained, _facts) in score_placement(island, ruleset, tuple(covered), memory)]


def offending(island: Island, cells: Sequence[Cell], ruleset: Ruleset, check: Check) -> tuple[Cell, ...]:
    """The spaces a broken placement check is about: those off the board, already covered or of a
    closed terrain; the whole piece when the piece as a whole is at fault (first piece, adjacency,
    river)."""
    board = island.board
    at_fault = {
        "board": [c for c in cells if c not in board.terrain],
        "overlap": [c for c in cells if c in island.covered],
        "terrain": [c for c in cells if c in board.terrain and board.terrain[c] not in ruleset.buildable],
    }.get(check)
    return tuple(at_fault if at_fault else [c for c in cells if c in board.terrain])
