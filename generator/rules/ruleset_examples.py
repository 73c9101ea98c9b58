"""Play a ruleset's own examples (`examples:`, the group's test of what it wrote) through the engine.

An example is a small episode of one player, replayed by the code that replays a campaign's
(generator.rules.episode.replay_episode): the placements made earlier and the play are its rounds,
so immediate entries apply in order, each seeing what the earlier ones changed, and the token,
counters and circles are credited as in play; the end entries (and chapter_end) follow when the
example asks. There is no second scorer here: only the episode the example describes, and a
comparison of what the replay found with what the example expects.

What differs is a `Fault` at the line that expects it, a code with its values
(generator/problems/findings.py says them); the FAQ's examples are judged by generator.rules.example.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from generator.base.records import NamedTuple
from generator.geometry import Cell, Grid
from generator.model import Action, Board, Catalogue, Episode, Example, ExamplePlay, Game, Piece, Round, Ruleset
from generator.rules.episode import replay_episode
from generator.rules.findings import Fault, Finding
from generator.rules.results import TOKEN_KINDS, Item, PlayerEpisode

PLAYER = "example"
"""The one player of an example's episode (findings name the example, never this player)."""


class Verdict(NamedTuple):
    """What the engine found of an example: the faults of its rounds, and what its play gave."""

    faults: Mapping[int, tuple[Fault, ...]]
    """By round: the placements of `placed` from 1, then the play."""
    items: tuple[Item, ...]
    """The items of the play (and of the end, when asked): points, circles, counters, each with its rule."""
    player: PlayerEpisode


def replay(example: Example, game: Game, board: Board, ruleset: Ruleset) -> Verdict:
    """The example as an episode of one player on `board` (its features added), replayed."""
    board = board._replace(features=_with(board.features, example.features)) if example.features else board
    plays = [*example.placed, *([example.play] if example.play is not None else [])]
    pieces: dict[str, Piece] = {}
    rounds = []
    for number, play in enumerate(plays, 1):
        card = str(number)
        pieces[card] = _piece(card, play, game)
        action = (Action("pass", "pass", play.pos) if play.cells is None
                  else Action("place", _text(play.cells, board.grid), play.pos, _covered(play.cells, game)))
        rounds.append(Round(number, card, {PLAYER: action}, play.pos))
    deck = tuple(pieces)
    if example.end is None:  # a card left to reveal: the episode goes on, so no end entry scores
        spare = str(len(pieces) + 1)
        pieces[spare] = Piece(spare, (((0, 0), None),))
        deck += (spare,)
    rules = ruleset._replace(deck=deck, start=ruleset.start if example.token is None else example.token)
    episode = Episode(3 if example.end == "chapter" else 1, None, rules, tuple(rounds), (), {}, (), "", example.pos)
    result = replay_episode(episode, game, Catalogue("example", game.grid, pieces), {PLAYER: board}, {},
                            counters={PLAYER: dict(example.counters)})
    faults: dict[int, list[Fault]] = {}
    for fault in result.problems:
        if fault.round is not None and fault.severity == "error":
            faults.setdefault(fault.round, []).append(fault)
    judged = len(plays) if example.play is not None else None
    player = result.players[0]
    items = tuple(i for i in player.items if i.kind not in TOKEN_KINDS and (i.round is None or i.round == judged))
    return Verdict({n: tuple(found) for n, found in faults.items()}, items, player)


def judge(example: Example, game: Game, board: Board, ruleset: Ruleset) -> list[Fault]:
    """Where the engine finds otherwise than `example` expects, each at the line that expects it."""
    verdict = replay(example, game, board, ruleset)
    named = {"name": example.name or None, "number": example.number}
    for number, placed in enumerate(example.placed, 1):
        if number in verdict.faults:  # what follows was never the episode the example describes
            faults = verdict.faults[number]
            return [Fault(placed.pos, Finding("example-placed-illegal", {**named, "n": number, **_broken(faults)}),
                          faults[0].rule)]
    expected, where = example.expected, example.expected.where
    play = example.play
    broken = verdict.faults.get(len(example.placed) + 1, ()) if play is not None else ()
    if broken and expected.legal:
        at = where.get("legal", play.pos if play is not None else example.pos)
        return [Fault(at, Finding("example-illegal", {**named, **_broken(broken)}), broken[0].rule)]
    if broken:
        if expected.broken is not None and expected.broken not in _rules(broken):
            values = {**named, "rule": expected.broken, **_broken(broken)}
            return [Fault(where["broken"], Finding("example-other-rule", values), broken[0].rule)]
        return []
    if not expected.legal:
        at = where.get("broken", where.get("legal", example.pos))
        return [Fault(at, Finding("example-legal", {**named, "rule": expected.broken, "points": _total(verdict.items)}),
                      expected.broken or "")]
    return _compare(example, verdict, ruleset, named)


def _compare(example: Example, verdict: Verdict, ruleset: Ruleset, named: Mapping[str, object]) -> list[Fault]:
    """Points, circles and counters found against those expected, each with the rules that gave them
    (else those that could have)."""
    expected, where, items = example.expected, example.expected.where, verdict.items
    looked = _entries(example, ruleset)
    faults = []
    if expected.points is not None and expected.points != _total(items):
        scored = _by_rule((i.rule, i.points) for i in items if i.points)
        values = {**named, "expected": expected.points, "found": _total(items), "scored": scored, "rules": looked}
        faults.append(Fault(where["points"], Finding("example-points", values), _cited(scored, looked)))
    circles = sum(i.circles for i in items)
    if expected.circles is not None and expected.circles != circles:
        scored = _by_rule((i.rule, i.circles) for i in items if i.circles)
        values = {**named, "expected": expected.circles, "found": circles, "scored": scored, "rules": looked}
        faults.append(Fault(where["circles"], Finding("example-circles", values), _cited(scored, looked)))
    for counter, wanted in expected.counters.items():
        found = verdict.player.counters.get(counter, 0)
        if wanted != found:
            scored = _by_rule((i.rule, i.facts.get("counters", {}).get(counter, 0)) for i in items
                              if i.facts.get("counters", {}).get(counter))
            values = {**named, "counter": counter, "expected": wanted, "found": found, "scored": scored, "rules": looked}
            faults.append(Fault(where["counters"], Finding("example-counter", values), _cited(scored, looked)))
    return faults


def _cited(scored: list[tuple[str, int]], looked: tuple[str, ...]) -> str:
    """The rule a number found otherwise cites: the first that gave some, else the first that could have."""
    return scored[0][0] if scored else (looked[0] if looked else "LG-15")


def _broken(faults: tuple[Fault, ...]) -> dict[str, object]:
    """A placement (or pass) refused: the rules it breaks, and what is wrong in the words of the first."""
    first = faults[0].finding
    return {"rules": _rules(faults), "problem": first.values["problem"] if first.code == "misplaced" else first}


def _rules(faults: Iterable[Fault]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(f.rule for f in faults))


def _total(items: Iterable[Item]) -> int:
    return sum(i.points for i in items)


def _by_rule(amounts: Iterable[tuple[str, int]]) -> list[tuple[str, int]]:
    """What each rule gave, in the order the engine scored them."""
    totals: dict[str, int] = {}
    for rule, amount in amounts:
        totals[rule] = totals.get(rule, 0) + amount
    return list(totals.items())


def _entries(example: Example, ruleset: Ruleset) -> tuple[str, ...]:
    """The rules of the entries that could have scored the example: immediate ones for a play, end ones
    (and chapter_end) when it asks."""
    items = ruleset.immediate if example.play is not None else ()
    if example.end is not None:
        items += ruleset.end + (ruleset.chapter_end if example.end == "chapter" else ())
    if example.play is not None and example.play.cells is None:
        return (ruleset.cite.get("pass", "LG-03"), *dict.fromkeys(i.rule for i in items))
    return tuple(dict.fromkeys(i.rule for i in items))


def _piece(card: str, play: ExamplePlay, game: Game) -> Piece:
    """The piece a placement shows: its spaces as offsets from the first, with their symbols (My Island) or
    its colour (My City); any one-space piece for a pass."""
    if play.cells is None:
        return Piece(card, (((0, 0), None),))
    q, r = next(iter(play.cells))
    if game.colours:
        colour = next(iter(play.cells.values()))
        return Piece(card, tuple(((c[0] - q, c[1] - r), None) for c in play.cells), colour, colour == game.church)
    return Piece(card, tuple(((c[0] - q, c[1] - r), symbol) for c, symbol in play.cells.items()))


def _covered(cells: Mapping[Cell, str], game: Game) -> dict[Cell, str | None]:
    """The spaces as a round's action covers them: with their symbol, or None on a building."""
    return {c: None for c in cells} if game.colours else dict(cells)


def _text(cells: Mapping[Cell, str], grid: Grid) -> str:
    """The placement as written ({A1: house, A2: field}): never read as an anchor, so the replay offers no hint."""
    return "{" + ", ".join(f"{grid.name(c)}: {term}" for c, term in cells.items()) + "}"


def _with(features: Mapping[str, Mapping[Cell, int]], added: Mapping[str, Mapping[Cell, int]]) -> dict[str, Mapping[Cell, int]]:
    merged = {name: dict(cells) for name, cells in features.items()}
    for name, cells in added.items():
        for cell, count in cells.items():
            merged.setdefault(name, {})[cell] = merged.get(name, {}).get(cell, 0) + count
    return dict(merged)
