"""One player's board during an episode: its spaces and the pieces covering them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from generator.base.records import NamedTuple
from generator.geometry import Cell
from generator.model import Board, Piece
from generator.rules.shapes import Layout, Shapes


class Covering(NamedTuple):
    """What covers one space: which placement, of which piece, showing which symbol."""

    placement: int
    piece: Piece
    symbol: str | None
    times: int = 1
    """How many of its symbol the space shows: 2 for a double (a second sticker, Board.doubles)."""


class Island:
    """A board with the pieces placed on it so far this episode (an island or a city). A plain slotted
    class: a dataclass compiles its methods at every run's start."""

    __slots__ = ("board", "covered", "placements", "counters", "_order", "_edges", "_touching", "held", "fixed",
                 "_groups", "_largest", "_since", "_uncovered", "_last", "_beside", "_signature", "_terrains", "_rank", "shapes",
                 "_bits", "_later")

    counters: dict[str, int]
    """The player's counters (the group's own marks and resources), as they stand now."""
    _touching: dict[str, frozenset[Cell]]
    """Per symbol, the spaces beside a space showing it: found once per placement, forgotten at the next."""
    held: dict[tuple[int, str], frozenset[Cell]]
    """Per condition (by id), the spaces where it holds as the board stands now: worked out once per
    placement (generator.rules.where.where_set), forgotten when a piece is placed."""
    fixed: dict[tuple[int, str], frozenset[Cell]]
    """The same for conditions of the board alone (terrain, features, regions, edges): kept all episode."""
    _groups: dict[str, list[set[Cell]]]
    """Per symbol, its groups over the whole board: found once per placement (the end asks each board
    for its largest group once per player compared), forgotten at the next."""
    _largest: dict[str, int]
    """Per symbol, the size of its largest group, as it was before the pieces `_since` were placed: once asked,
    it is brought up to date when asked again (`largest_group`), not at every piece placed (the coach's play-outs
    place many and ask it at the end). Shared by copies, never changed but for a symbol first asked."""
    _since: tuple[Cell, ...]
    """The spaces of the pieces placed since `_largest` was up to date (MI-E05: only a group holding one of them
    can have grown)."""
    _uncovered: list[Cell] | None
    """The spaces no piece covers, likewise (each end entry that counts what shows asks for them)."""
    _last: tuple[Cell, ...]
    """The spaces the last piece was placed on, as given (what immediate scoring calls the new spaces)."""
    _beside: dict[str, list[set[Cell]]]
    """Per symbol, the groups holding them: found once per placement for the largest groups kept up
    to date and for each entry that scores a group the piece is part of."""
    _signature: frozenset[tuple[Cell, str, str | None, int]] | None
    """What covers each space (see `signature`), once asked: kept up to date as pieces are placed."""
    _terrains: dict[str, list[Cell]]
    """Per terrain, its spaces in the board's order: the board's alone, shared by every copy."""
    _rank: dict[Cell, int]
    """Each space's place in reading order, likewise: sorting by it is sorting by the grid's map position
    (one to one on a board), without working that out again for every space of every list sorted."""
    shapes: Shapes
    """The board's spaces as bits and the placements built on it (legal_placements.legal_placements), likewise (those
    shared further, by every board of the same spaces: rules/shapes.py): the coach asks the legal placements of
    thousands of positions of one board."""
    _bits: tuple[Layout, int, dict[str | None, int]] | None
    """The covered spaces as bits of a layout of the board, and per symbol shown those showing it (`bits`), once
    asked, as they were before the spaces `_later` were covered: brought up to date when asked again, not at
    every piece placed (a position's legal placements ask them, a play-out's rounds do not). Shared by copies,
    never changed."""
    _later: tuple[tuple[Cell, Covering], ...]
    """The spaces covered since `_bits`, with what covers them."""

    def __init__(self, board: Board, covered: dict[Cell, Covering] | None = None, placements: int = 0,
                 counters: dict[str, int] | None = None, _order: list[Cell] | None = None,
                 _edges: frozenset[Cell] | None = None, _touching: dict[str, frozenset[Cell]] | None = None,
                 held: dict[tuple[int, str], frozenset[Cell]] | None = None,
                 fixed: dict[tuple[int, str], frozenset[Cell]] | None = None,
                 _groups: dict[str, list[set[Cell]]] | None = None, _largest: dict[str, int] | None = None,
                 _since: tuple[Cell, ...] = (), _uncovered: list[Cell] | None = None, _last: tuple[Cell, ...] = (),
                 _beside: dict[str, list[set[Cell]]] | None = None,
                 _signature: frozenset[tuple[Cell, str, str | None, int]] | None = None,
                 _terrains: dict[str, list[Cell]] | None = None, _rank: dict[Cell, int] | None = None,
                 shapes: Shapes | None = None, _bits: tuple[Layout, int, dict[str | None, int]] | None = None,
                 _later: tuple[tuple[Cell, Covering], ...] = ()) -> None:
        self.board, self.placements, self._order, self._edges = board, placements, _order, _edges
        self.covered = {} if covered is None else covered
        self.counters = {} if counters is None else counters
        self._touching = {} if _touching is None else _touching
        self.held = {} if held is None else held
        self.fixed = {} if fixed is None else fixed
        self._groups = {} if _groups is None else _groups
        self._largest, self._since = ({} if _largest is None else _largest), _since
        self._uncovered, self._last, self._signature = _uncovered, _last, _signature
        self._beside = {} if _beside is None else _beside
        self._terrains = {} if _terrains is None else _terrains
        self._rank = {} if _rank is None else _rank
        self.shapes = Shapes(board) if shapes is None else shapes
        self._bits, self._later = _bits, _later
        if not self.covered:  # features that act as pieces stand there before the first placement
            for feature, (symbol, colour) in sorted(board.acting.items()):
                stands = Piece(feature, (((0, 0), symbol),), colour)
                for cell in board.features.get(feature, {}):
                    self.covered[cell] = Covering(-1, stands, symbol)

    def place(self, piece: Piece, cells: Mapping[Cell, str | None]) -> None:
        """Place `piece` on `cells`, covering those on the board not yet covered (a misplaced piece of a log
        covers what it can)."""
        terrain, covered = self.board.terrain, self.covered
        self.place_covering(tuple((cell, c) for cell, c in self.coverings(piece, cells) if cell in terrain and cell not in covered),
                            cells)

    def coverings(self, piece: Piece, cells: Mapping[Cell, str | None]) -> tuple[tuple[Cell, Covering], ...]:
        """What would cover each space of `piece` on `cells` placed now (see `place_covering`)."""
        doubles, number, found = self.board.doubles, self.placements, []  # Board.shown, read here: every placement
        for cell, symbol in cells.items():
            shown = doubles.get(symbol, symbol) if symbol is not None else None  # a double symbol: the symbol it shows, twice
            found.append((cell, Covering(number, piece, shown, 2 if shown != symbol else 1)))
        return tuple(found)

    def place_covering(self, coverings: tuple[tuple[Cell, Covering], ...], cells: Mapping[Cell, str | None]) -> None:
        """Place a piece on `cells`, covering the spaces of `coverings` (each on the board and uncovered) as it says
        (`coverings` of this number of placements): as `place` would, what covers them worked out beforehand where
        known (each player's Solo plays its logged placements in thousands of play-outs)."""
        self.covered.update(coverings)
        if self._signature is not None:
            self._signature = self._signature.union((cell, c.piece.id, c.symbol, c.times) for cell, c in coverings)
        if self._bits is not None:
            self._later += coverings
        self.placements += 1
        self.held.clear()
        self._touching.clear()
        self._groups.clear()
        self._uncovered = None
        self._last, self._beside = tuple(cells), {}
        if self._largest:
            self._since += self._last

    def _grown(self) -> dict[str, int]:
        """The largest groups known before the pieces `_since` were placed, as they are now: a group that did
        not take in one of their spaces is as it was, so the largest is the larger of the old largest and the
        groups holding their spaces, of the symbols they show (the coach asks it of positions some pieces apart)."""
        since = self._since
        shown = {covering.symbol for cell in since if (covering := self.covered.get(cell)) is not None}
        return {symbol: max([size, *(len(group) for group in self.symbol_groups(symbol, since))]) if symbol in shown else size
                for symbol, size in self._largest.items()}

    def copy(self) -> Island:
        """A copy to place on apart from this one (the coach tries many placements from one board state):
        what depends on the board alone (reading order, edges, fixed conditions) is shared, not worked out again,
        and so are the largest groups and bits as last brought up to date, which neither changes (but an empty table
        of the largest groups, which the first asking fills: each its own)."""
        return Island(self.board, dict(self.covered), self.placements, dict(self.counters), self._order, self._edges,
                      dict(self._touching), dict(self.held), self.fixed, dict(self._groups), self._largest or {}, self._since,
                      self._uncovered, _signature=self._signature, _terrains=self._terrains, _rank=self._rank,
                      shapes=self.shapes, _bits=self._bits, _later=self._later)

    def bits(self, layout: Layout) -> tuple[int, dict[str | None, int]]:
        """The covered spaces as bits of `layout` (the board's: Shapes.layout), and per symbol shown the bits of
        the spaces showing it (not to be changed): worked out once, then brought up to date as asked."""
        kept = self._bits
        if kept is None or kept[0] is not layout:
            bits, covered, showing = layout.bits, 0, dict[str | None, int]()
            for cell, covering in self.covered.items():
                bit = bits.get(cell, 0)  # (every covered space is one of the board's)
                covered |= bit
                showing[covering.symbol] = showing.get(covering.symbol, 0) | bit
            kept, self._later = (layout, covered, showing), ()
        elif self._later:
            kept, self._later = _with_bits(kept, self._later), ()
        self._bits = kept
        return kept[1], kept[2]

    def signature(self) -> frozenset[tuple[Cell, str, str | None, int]]:
        """What covers each space: the piece, the symbol it shows and how many times, whichever placement
        put it there (two boards with the same signature score the same; the coach's search merges them)."""
        if self._signature is None:
            self._signature = frozenset((cell, c.piece.id, c.symbol, c.times) for cell, c in self.covered.items())
        return self._signature

    def sharing(self, counters: dict[str, int]) -> Island:
        """This board with `counters` of its own, sharing its spaces and what is known of them: for
        scoring the end on a board that no piece is placed on afterwards (the coach's search)."""
        return Island(self.board, self.covered, self.placements, counters, self._order, self._edges, self._touching,
                      self.held, self.fixed, self._groups, self._largest, self._since, self._uncovered,
                      _terrains=self._terrains, _rank=self._rank, shapes=self.shapes)

    def fresh(self, counters: dict[str, int]) -> Island:
        """The same board with no piece placed yet and `counters` of its own, sharing what depends on
        the board alone (reading order, edges, terrains, conditions of the board): another player's
        island on this board, or this board's in a later episode (a campaign's replay: rules/episode.py)."""
        return Island(self.board, counters=counters, _order=self._order, _edges=self._edges, fixed=self.fixed,
                      _terrains=self._terrains, _rank=self._rank, shapes=self.shapes)

    def terrain_cells(self, terrain: str) -> list[Cell]:
        """The spaces of `terrain`, covered or not, in the board's order; not to be changed."""
        found = self._terrains.get(terrain)
        if found is None:
            found = self._terrains[terrain] = [c for c, kind in self.board.terrain.items() if kind == terrain]
        return found

    def symbol(self, cell: Cell) -> str | None:
        covering = self.covered.get(cell)
        return covering.symbol if covering else None

    def in_reading_order(self, cells: Iterable[Cell]) -> list[Cell]:
        """Cells top row first, left to right, as a player reads the board."""
        found, rank = list(cells), self.rank()
        try:
            found.sort(key=rank.__getitem__)
        except KeyError:  # a space off the board: by its map position, as the board's own are
            found.sort(key=self.board.grid.to_map)
        return found

    def rank(self) -> dict[Cell, int]:
        """Each space of the board by its place in reading order (see `_rank`); not to be changed."""
        if not self._rank:
            self._rank.update((cell, index) for index, cell in enumerate(sorted(self.board.terrain, key=self.board.grid.to_map)))
        return self._rank

    def reading_order(self) -> list[Cell]:
        """Every space of the board, top row first (sorted once: the board does not change in an episode)."""
        if self._order is None:
            self._order = list(self.rank())  # the ranks were given in reading order
        return self._order

    def edges(self) -> frozenset[Cell]:
        """The spaces on the board's edge, some neighbour off the board (found once: the board does not
        change in an episode)."""
        if self._edges is None:
            terrain, neighbours = self.board.terrain, self.board.grid.neighbours
            self._edges = frozenset(c for c in terrain if any(n not in terrain for n in neighbours(c)))
        return self._edges

    def touching(self, symbol: str | None) -> frozenset[Cell]:
        """The spaces that share a side with a space showing `symbol` (MI-R02 asks it of every placement
        a player might make); none for a space without a symbol."""
        if symbol is None:
            return frozenset()
        found = self._touching.get(symbol)
        if found is None:
            neighbours = self.board.grid.neighbours
            found = self._touching[symbol] = frozenset(
                n for c, covering in self.covered.items() if covering.symbol == symbol for n in neighbours(c))
        return found

    def beside(self, cell: Cell, symbol: str | None) -> bool:
        """Whether `cell` shares a side with a space showing `symbol` (MI-R02): looked up in `touching`
        once that is known for the symbol (the coach asks it of every candidate of one board state),
        else found among the cell's own neighbours (a replay asks it once a placement, where walking
        every covered space to find `touching` would cost more than the whole placement)."""
        if symbol is None:
            return False
        known = self._touching.get(symbol)
        if known is not None:
            return cell in known
        covered = self.covered
        for n in self.board.grid.neighbours(cell):  # a loop, not any() over a generator: some 12,000 a 24-episode replay
            covering = covered.get(n)
            if covering is not None and covering.symbol == symbol:
                return True
        return False

    def uncovered(self) -> list[Cell]:
        """The spaces no piece covers, in the board's order; not to be changed."""
        if self._uncovered is None:
            covered = self.covered
            self._uncovered = [cell for cell in self.board.terrain if cell not in covered]
        return self._uncovered

    def region(self, starts: Iterable[Cell], inside: Callable[[Cell], bool]) -> set[Cell]:
        """Every cell connected to `starts` through side-sharing cells for which `inside` holds."""
        neighbours = self.board.grid.neighbours
        seen: set[Cell] = set()
        todo = [c for c in starts if inside(c)]
        while todo:
            cell = todo.pop()
            if cell in seen:
                continue
            seen.add(cell)
            todo.extend(n for n in neighbours(cell) if n not in seen and inside(n))
        return seen

    def groups(self, inside: Callable[[Cell], bool], among: Iterable[Cell] | None = None) -> list[set[Cell]]:
        """The connected groups of cells for which `inside` holds (those touching `among`, if given)."""
        found: list[set[Cell]] = []
        claimed: set[Cell] = set()
        for cell in sorted(self.covered if among is None else among):
            if cell not in claimed and inside(cell):
                group = self.region([cell], inside)
                claimed |= group
                found.append(group)
        return found

    def symbol_groups(self, symbol: str, among: Iterable[Cell] | None = None) -> list[set[Cell]]:
        """The groups of spaces showing `symbol` (those touching `among`, if given), as `groups` finds
        them (in the same order); not to be changed."""
        if among is not None:
            among = tuple(among)
            if among != self._last:
                return self._grouped(symbol, among)
            found = self._beside.get(symbol)
            if found is None:
                found = self._beside[symbol] = self._grouped(symbol, among)
            return found
        found = self._groups.get(symbol)
        if found is None:
            found = self._groups[symbol] = self._grouped(symbol, [c for c, cov in self.covered.items() if cov.symbol == symbol])
        return found

    def largest_group(self, symbol: str) -> int:
        """The size of the largest group of `symbol` (0 when none shows it)."""
        if self._since:
            self._largest, self._since = self._grown(), ()
        found = self._largest.get(symbol)
        if found is None:
            found = self._largest[symbol] = max((len(g) for g in self.symbol_groups(symbol)), default=0)
        return found

    def _grouped(self, symbol: str, among: Iterable[Cell]) -> list[set[Cell]]:
        """The groups of `symbol` holding the spaces of `among` that show it: a walk over the spaces
        showing it alone (scoring asks it of every placement, and the end of every board compared)."""
        covered, neighbours = self.covered, self.board.grid.neighbours
        found: list[set[Cell]] = []
        claimed: set[Cell] = set()
        for cell in sorted(among):
            covering = covered.get(cell)
            if cell in claimed or covering is None or covering.symbol != symbol:
                continue
            group, todo = {cell}, [cell]
            while todo:
                for n in neighbours(todo.pop()):
                    if n not in group and (beside := covered.get(n)) is not None and beside.symbol == symbol:
                        group.add(n)
                        todo.append(n)
            claimed |= group
            found.append(group)
        return found

    def open_per_row(self, terrains: frozenset[str] | None) -> tuple[int, ...]:
        """Uncovered spaces in each row, top row first (LG-11 tie-break)."""
        counts = [0] * self.board.rows
        row = self.board.grid.row
        for cell, terrain in self.board.terrain.items():
            if cell not in self.covered and (terrains is None or terrain in terrains):
                counts[row(cell)] += 1
        return tuple(counts)


def _with_bits(kept: tuple[Layout, int, dict[str | None, int]],
               added: tuple[tuple[Cell, Covering], ...]) -> tuple[Layout, int, dict[str | None, int]]:
    """Island's kept bits with the spaces `added` newly covered among them (new ones: copies share the old)."""
    layout, covered, showing = kept
    bits, showing = layout.bits, dict(showing)
    for cell, covering in added:
        bit = bits.get(cell, 0)
        covered |= bit
        showing[covering.symbol] = showing.get(covering.symbol, 0) | bit
    return layout, covered, showing
