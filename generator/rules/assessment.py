"""Ranks and progress circles of an episode (LG-09..LG-11, convention C-2)."""

from __future__ import annotations

from collections.abc import Sequence

from generator.base.records import NamedTuple
from generator.rules.findings import Finding


class Finish(NamedTuple):
    name: str
    token: int
    open_rows: tuple[int, ...]
    """Open spaces per row, top row first: fewer ranks higher on equal points (LG-11)."""


class Tie(NamedTuple):
    """Players whose order neither points nor rows (LG-11) nor the log's tiebreak settle (C-2): they share `place`,
    the best of the places they stand for, until the table's order is logged."""

    place: int
    names: tuple[str, ...]


class Ranking(NamedTuple):
    order: list[str]
    """Player names, best first; those of an unsettled tie in seat order, which decides nothing."""
    needless: list[Finding]
    """Names in the log's tiebreak that are not in an unbreakable tie (C-2)."""
    ties: list[Tie]
    """Ties that neither points nor rows separate and the log's tiebreak does not settle (C-2), with the place each
    shares: no player of one has a place of their own yet. The one record of them: the error that asks for a
    `tiebreak:` (`unsettled`) and the sheet's shared place are both read from here."""

    def places(self) -> dict[str, int]:
        """Each player's settled place, 1-based; none for a player in an unsettled tie (C-2): the table decides it."""
        waiting = {name for tie in self.ties for name in tie.names}
        return {name: place for place, name in enumerate(self.order, 1) if name not in waiting}


def rank(players: Sequence[Finish], tiebreak: Sequence[str]) -> Ranking:
    """Order players by token, then by open spaces row by row (LG-11), then by the log (C-2)."""
    order = sorted(players, key=lambda p: (-p.token, p.open_rows))
    groups: list[list[Finish]] = []
    for p in order:
        if groups and (groups[-1][0].token, groups[-1][0].open_rows) == (p.token, p.open_rows):
            groups[-1].append(p)
        else:
            groups.append([p])
    used: set[str] = set()
    ranked: list[str] = []
    ties: list[Tie] = []
    for group in groups:
        names = [p.name for p in group]
        if len(group) > 1:
            listed = [n for n in tiebreak if n in names]
            used.update(listed)
            if len(listed) == len(names):
                names = listed
            else:
                ties.append(Tie(len(ranked) + 1, tuple(names)))
        ranked.extend(names)
    return Ranking(ranked, _needless([n for n in tiebreak if n not in used], players), ties)


def unsettled(tie: Tie, players: Sequence[Finish]) -> Finding:
    """The error an unsettled tie is (C-2): who, the place they share, on how many points; what to write follows."""
    token = next(p.token for p in players if p.name == tie.names[0])
    return Finding("unsettled-tie", {"names": tie.names, "place": tie.place}, token)


def _needless(extra: list[str], players: Sequence[Finish]) -> list[Finding]:
    """Names the tiebreak did not need: tied on points but apart on LG-11's rows, or tied with nobody."""
    tokens = {p.name: p.token for p in players}
    tied = [n for n in extra if n not in tokens or sum(t == tokens[n] for t in tokens.values()) > 1]
    apart = [n for n in extra if n not in tied]
    needless = [Finding("tiebreak-not-tied", {"names": tuple(apart), "points": tuple(tokens[n] for n in apart)},
                        len(apart))] if apart else []
    return needless + ([Finding("needless-tiebreak", {"names": tuple(tied)}, len(tied))] if tied else [])


def circles(place: int, players: int, first: int, second: int) -> int:
    """Circles coloured for a 1-based place: first and second with 3-4 players, first only with 2."""
    if place == 1:
        return first
    if place == 2 and players >= 3:
        return second
    return 0
