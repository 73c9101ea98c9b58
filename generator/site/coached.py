"""The coach on an episode page (issue 32, part 3): each player's analysis as plain values, which the
template puts into words in each language and the replay draws (a round's best alternative as a ghost).

The site knows nothing of rules: the coach (generator/analysis) found the numbers and the actions, and
this module only keeps what the page shows of them."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from generator.analysis import Act, EpisodeAnalysis, PlayerAnalysis, RoundAnalysis
from generator.base.records import NamedTuple
from generator.geometry import Cell


class Action(NamedTuple):
    """An action as a log reads it: 'C5 r2' for a placement; a pass or a stop, which the template says."""

    kind: str
    """place | pass | stop"""
    text: str = ""


class Costly(NamedTuple):
    """A round that left points: what was played, the better action and how many more points it made."""

    round: int
    played: Action
    better: Action
    lost: int


class Ghost(NamedTuple):
    """A round's best alternative as the replay draws it: the spaces it would have covered."""

    round: int
    seat: int
    played: Action
    better: Action
    lost: int
    cells: tuple[Cell, ...]


class Coached(NamedTuple):
    """One player's summary under the score sheet."""

    name: str
    seat: int
    played: int
    best: int
    percent: int
    """The accuracy (played / best) in whole percent."""
    beam: int
    """0 when the search was exhaustive, else the positions it kept each round."""
    costliest: tuple[Costly, ...]


def action(act: Act) -> Action:
    if act.kind == "place":
        anchor, rotation = act.text.rsplit("r", 1)
        return Action("place", f"{anchor} r{rotation}")
    return Action(act.kind)


def summaries(analysis: EpisodeAnalysis, seats: Mapping[str, int]) -> tuple[Coached, ...]:
    """Each analysed player's summary, in seat order, with the three rounds that left the most points."""
    return tuple(Coached(p.name, seats[p.name], p.played, p.best, round(p.accuracy * 100), _beam(p),
                         tuple(Costly(r.round, action(r.action), action(r.best_action), r.lost) for r in p.costliest(3)))
                 for p in analysis.players)


def ghosts(analysis: EpisodeAnalysis, seats: Mapping[str, int]) -> tuple[Ghost, ...]:
    """Every round that left points and whose better action is a placement, per player: the spaces it covers."""
    return tuple(_ghost(r, seats[p.name]) for p in analysis.players for r in _placed_better(p.rounds))


def _placed_better(rounds: Iterable[RoundAnalysis]) -> Iterable[RoundAnalysis]:
    return (r for r in rounds if r.lost > 0 and r.best_action.kind == "place")


def _ghost(r: RoundAnalysis, seat: int) -> Ghost:
    return Ghost(r.round, seat, action(r.action), action(r.best_action), r.lost, r.best_action.cells)


def _beam(player: PlayerAnalysis) -> int:
    return 0 if player.searched == "exhaustive" else int(player.searched.split()[-1])
