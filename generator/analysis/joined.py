"""The groups of a symbol a placement would join, without placing it (MI-E03..E05): what the search's foresight
(foresight.py) asks of a child of its beam, worked out from the position's groups and the placement's spaces."""

from __future__ import annotations

from collections.abc import Mapping

from generator.base.records import NamedTuple
from generator.geometry import Cell
from generator.model import Params, ScoringItem
from generator.rules.solo import Position, Solo


class Joined(NamedTuple):
    """A group of a symbol once a piece is placed that holds some of its spaces: how many spaces, the groups
    of the board before it that it takes in (by their number in `Joining.labels`), and its new spaces."""

    size: int
    labels: frozenset[int]
    new: tuple[Cell, ...]

class Joining:
    """The groups of a symbol a placement would join, worked out from the position's groups (numbered once
    per position for all its moves) and the placement's spaces, without placing it: what MI-E03 scores
    (a group of its size holding a new space, none of it scored before), MI-E04 (a statue beside a road
    the new piece extends, reaching the terrain) and MI-E05 (the largest group) ask of the child."""

    def __init__(self, solo: Solo) -> None:
        self.solo, board = solo, solo.board
        self.near = self._near = {c: board.grid.neighbours(c) for c in board.terrain}
        self._shown = board.shown
        self._last: tuple[Position, int, dict[str, tuple[dict[Cell, int], list[set[Cell]]]]] | None = None
        self._statues: dict[str, list[Cell]] = {}
        self._remembered: tuple[Position | None, int, dict[int, frozenset[int]]] = (None, 0, {})
        """The position `scored_before` was last asked about (and its round), and the groups its memory holds per entry."""
        self._move: tuple[Mapping[Cell, str | None] | None, Position | None, int, dict[str, list[Joined]]] = (None, None, 0, {})
        """The move `of` was last asked about (its spaces, its position and round) and what it found."""

    def labels(self, pos: Position, symbol: str) -> tuple[dict[Cell, int], list[set[Cell]]]:
        """Each space of `pos`'s board showing `symbol` with the number of its group, and the groups."""
        if self._last is None or self._last[0] is not pos or self._last[1] != pos.next:
            self._last = (pos, pos.next, {})
        kept = self._last[2]
        found = kept.get(symbol)
        if found is None:
            groups = pos.player.island.symbol_groups(symbol)
            found = kept[symbol] = ({c: number for number, group in enumerate(groups) for c in group}, groups)
        return found

    def of(self, pos: Position, cells: Mapping[Cell, str | None], symbol: str) -> list[Joined]:
        """The groups of `symbol` holding a space of a placement on `cells` from `pos`, in no order (worked
        out once per move: its immediate entries and the end's largest groups ask them in turn)."""
        if self._move[0] is not cells or self._move[1] is not pos or self._move[2] != pos.next:
            self._move = (cells, pos, pos.next, {})
        found = self._move[3].get(symbol)
        if found is None:
            found = self._move[3][symbol] = self._joining(pos, cells, symbol)
        return found

    def _joining(self, pos: Position, cells: Mapping[Cell, str | None], symbol: str) -> list[Joined]:
        shown = self._shown
        new = [c for c, written in cells.items() if shown(written) == symbol]
        if not new:
            return []
        label, groups = self.labels(pos, symbol)
        near = self._near
        root = {c: c for c in new}

        def find(c: Cell) -> Cell:
            while root[c] != c:
                c = root[c]
            return c

        owner: dict[int, Cell] = {}
        for c in new:
            for n in near[c]:
                if n in root:
                    root[find(n)] = find(c)
                elif n in label:
                    number = label[n]
                    if number in owner:
                        root[find(owner[number])] = find(c)
                    else:
                        owner[number] = c
        joined: dict[Cell, tuple[list[Cell], set[int]]] = {}
        for c in new:
            joined.setdefault(find(c), ([], set()))[0].append(c)
        for number, c in owner.items():
            joined[find(c)][1].add(number)
        return [Joined(len(spaces) + sum(len(groups[n]) for n in numbers), frozenset(numbers), tuple(spaces))
                for spaces, numbers in joined.values()]

    def scored(self, pos: Position, cells: Mapping[Cell, str | None], index: int, item: ScoringItem) -> list[int]:
        """The points the immediate entry `item` (of GROUPED, `index` in the ruleset's list) gives a placement
        on `cells` from `pos`, each group or statue apart, as the replay scores it."""
        p, memory = item.params, pos.player.memory.get(index, set())
        if item.kind == "symbol-group":
            scored = self.scored_before(pos, index, p["symbol"])
            return [p["points"] for g in self.of(pos, cells, p["symbol"]) if g.size >= p["size"] and g.labels.isdisjoint(scored)]
        return self._roads(pos, cells, memory, p)

    def scored_before(self, pos: Position, index: int, symbol: str) -> frozenset[int]:
        """The groups of `symbol` on `pos`'s board (by their number in `labels`) holding a space the immediate
        entry `index` remembers (they scored): once per position for all its moves."""
        label, _groups = self.labels(pos, symbol)
        kept = self._memory_labels(pos)
        found = kept.get(index)
        if found is None:
            found = kept[index] = frozenset(label[c] for c in pos.player.memory.get(index, set()) if c in label)
        return found

    def _memory_labels(self, pos: Position) -> dict[int, frozenset[int]]:
        if self._remembered[0] is not pos or self._remembered[1] != pos.next:
            self._remembered = (pos, pos.next, {})
        return self._remembered[2]

    def _roads(self, pos: Position, cells: Mapping[Cell, str | None], memory: set[Cell | str], p: Params) -> list[int]:
        """MI-E04: each statue, in reading order, not scored before and uncovered, beside a road of the symbol
        that holds a new space and reaches the terrain (a road: every group of the symbol beside the statue)."""
        symbol, terrain, reached = p["symbol"], self.solo.board.terrain, p["terrain"]
        joined = self.of(pos, cells, symbol)
        if not joined:
            return []
        label, groups = self.labels(pos, symbol)
        merged = {number: g for g in joined for number in g.labels}
        new = {c: g for g in joined for c in g.new}

        def on_terrain(group: Joined | int) -> bool:
            if isinstance(group, int):
                return any(terrain[c] == reached for c in groups[group])
            return any(terrain[c] == reached for c in group.new) or any(on_terrain(number) for number in group.labels)

        covered, found = pos.player.island.covered, []
        for statue in self._statues_of(pos, p["feature"]):
            if statue in memory or statue in covered or statue in cells:
                continue
            beside = [new[n] if n in new else merged.get(label[n], label[n]) for n in self._near[statue] if n in new or n in label]
            if any(isinstance(g, Joined) for g in beside) and any(on_terrain(g) for g in beside):
                found.append(p["points"])
        return found

    def near_statues(self, pos: Position, memory: set[Cell | str], p: Params) -> frozenset[Cell]:
        """MI-E04's spaces where a new space of its symbol may extend a road beside a statue from `pos`: beside
        a statue not scored before (`memory`) and uncovered, or beside a group of the symbol beside one."""
        near, covered = self._near, pos.player.island.covered
        beside = {n for statue in self._statues_of(pos, p["feature"]) if statue not in memory and statue not in covered
                  for n in near[statue]}
        label, groups = self.labels(pos, p["symbol"])
        reaching = {label[n] for n in beside if n in label}
        return frozenset(beside.union(*(near[c] for number in reaching for c in groups[number])))

    def _statues_of(self, pos: Position, feature: str) -> list[Cell]:
        found = self._statues.get(feature)
        if found is None:
            found = self._statues[feature] = pos.player.island.in_reading_order(self.solo.board.features.get(feature, {}))
        return found
