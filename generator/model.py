"""The typed, frozen model that validation produces and the rules engine consumes.

Records are NamedTuples rather than frozen dataclasses: as immutable, and six times quicker to
define, which every run of `chronicle check` pays at import. Being tuples, they are never unpacked,
indexed or compared with plain tuples here; their empty-mapping defaults are shared, never changed.
They are made by generator/base/records.py, which compiles nothing per class (typing.NamedTuple
compiled each one's `__new__`, and each annotation written as text, at every run's start).
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

from generator.base.records import NamedTuple
from generator.geometry import Cell, Grid

if TYPE_CHECKING:  # a campaign keeps validation's warnings; the engine never loads how they are worded
    from generator.problems import Problem

Translated = Mapping[str, str]
"""Text in each site language: {'en': ..., 'es': ..., 'fr': ...}."""

LANGUAGES = ("es", "fr", "en")

Params = Mapping[str, Any]
"""A scoring item's keys as its ruleset wrote them: numbers, words, lists of words and `Where`
conditions. Any, because each kind declares its own keys and their types
(generator/vocabulary/kinds.py), validation checks them, and a kind reads only the keys it declared.
"""


class Pos(NamedTuple):
    """A place in a source file; line and col are 1-based."""

    file: str
    line: int = 0
    col: int = 0

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}" if self.line else self.file

class Term(NamedTuple):
    """A terrain, symbol, colour or feature of a game: its id, display colour and names."""

    id: str
    names: Translated
    colour: str = "#888888"
    glyph: str = ""
    """Characters drawn for a group's own feature or symbol (chronicle draws its own terms itself)."""
    acts_as: str | None = None
    """A feature that counts as covered by a piece of this symbol or colour (a palace, a building sticker)."""
    hidden: bool = False
    """A counter a group uses only to compute (a helper): its changes stay off the score sheet."""
    double_of: str | None = None
    """A symbol that is another shown twice on one space (a second sticker): that symbol for adjacency,
    groups and conditions, counted twice where symbols are counted."""
    genders: Translated = {}
    """Its name's grammatical gender per language ("masculine" or "feminine"), where the words around it
    agree with it: es "se añade una estatua", "se añade un árbol" (game.yaml's `genders: {es: f, fr: m}`)."""
    plural: Translated = {}
    """A colour's name said of several buildings, where it is not the same as of one: es "edificios rojos
    (públicos)", fr "bâtiments rouges (publics)" (game.yaml's `plural: {es: rojos (públicos), ...}`)."""
    space: Translated = {}
    """A terrain's words after "a space" in the languages where its name alone does not follow it: fr "D2
    devient une case de montagne" (game.yaml's `space: {fr: de montagne}`); an edition's capitalised
    label follows as it is ("une case Plage"), and so does an adjective ("une case vert clair")."""


class Game(NamedTuple):
    id: str
    names: Translated
    grid: Grid
    terrains: Mapping[str, Term]
    symbols: Mapping[str, Term]
    colours: Mapping[str, Term]
    features: Mapping[str, Term]
    start: int
    cap: int
    min_players: int
    max_players: int
    circles: int
    tiebreak_terrains: frozenset[str] | None
    """Spaces that count as open in LG-11 tie-breaks; None means every uncovered space."""
    placement_rules: Mapping[str, str]
    """Rule ID cited by each placement check: board, overlap, terrain, river, first, adjacency."""
    folder: Path
    legend: Mapping[str, str] = {}
    """Map letters a board may leave out of its own legend: {b: beach, ...}."""
    counters: Mapping[str, Term] = {}
    """A group's own counters and marks that last across episodes (resources collected, marks made)."""
    church: str | None = None
    """The colour of the churches (MC-E02): a piece of it is drawn with a cross; None in a game without."""
    regions: Mapping[str, Term] = {}
    """A group's names for its boards' regions (a board file gives their spaces under the same ids)."""

    def term(self, term_id: str) -> Term | None:
        """The terrain, symbol, colour, feature, counter or region called `term_id` (ids never repeat across them)."""
        for terms in (self.terrains, self.symbols, self.colours, self.features, self.counters, self.regions):
            if term_id in terms:
                return terms[term_id]
        return None


class Board(NamedTuple):
    name: str
    grid: Grid
    terrain: Mapping[Cell, str]
    features: Mapping[str, Mapping[Cell, int]]
    river: frozenset[frozenset[Cell]]
    rows: int
    columns: int
    regions: Mapping[str, frozenset[Cell]] = {}
    """Named sets of spaces that rulesets may use (a bank of the river, a plateau)."""
    acting: Mapping[str, tuple[str | None, str | None]] = {}
    """Features that count as covered by a piece: feature id -> (its symbol, its colour); one of them is None."""
    facing: Mapping[Cell, int] = {}
    """Where a space's feature faces, as an index of grid.directions (a lighthouse looking east)."""
    doubles: Mapping[str, str] = {}
    """Symbols that show another twice (Term.double_of): double symbol -> the symbol it shows."""

    def feature_count(self, feature: str, cell: Cell) -> int:
        return self.features.get(feature, {}).get(cell, 0)

    def shown(self, symbol: str | None) -> str | None:
        """The symbol a space showing `symbol` counts as for adjacency, groups and conditions: a double
        wall is a wall."""
        return self.doubles.get(symbol, symbol) if symbol is not None else None


class Piece(NamedTuple):
    id: str
    cells: tuple[tuple[Cell, str | None], ...]
    """Offsets from the anchor with the symbol each shows (None on My City buildings)."""
    colour: str | None = None
    church: bool = False
    extra: bool = False
    """A legacy addition (MI: the 4 campaign tiles), left out of decks of base pieces (MI-E01, MC-E01)."""

    @property
    def offsets(self) -> tuple[Cell, ...]:
        return tuple(offset for offset, _ in self.cells)


class Catalogue(NamedTuple):
    name: str
    grid: Grid
    pieces: Mapping[str, Piece]


class Where(NamedTuple):
    """A condition on one space of a board; every part given must hold (DESIGN.md "Envelope rules as data")."""

    terrain: frozenset[str] = frozenset()
    """One of these terrains."""
    feature: frozenset[str] = frozenset()
    """Showing one of these features."""
    region: str | None = None
    symbol: str | None = None
    """Covered by a piece showing this symbol there."""
    colour: str | None = None
    """Covered by a piece of this colour."""
    covered: bool | None = None
    piece: str | None = None
    """Covered by the piece just placed ("new") or the one placed before it ("previous")."""
    edge: bool | None = None
    """On the board's edge: some neighbour of the space is not on the board."""
    next_to: "Where | None" = None
    """Sharing a side with a space for which this condition holds."""


class ScoringItem(NamedTuple):
    """One entry of a ruleset's `immediate` or `end` list."""

    kind: str
    params: Params
    rule: str
    pos: Pos
    reason: Translated = {}
    """The group's own words for why it scores, shown instead of chronicle's."""


class ExamplePlay(NamedTuple):
    """A placement of a ruleset's example: the spaces it covers with the symbol each shows (My Island)
    or the building's colour (My City); None for a pass."""

    cells: Mapping[Cell, str] | None
    pos: Pos


class Expected(NamedTuple):
    """What a ruleset's example says the engine must find; None (or no counter) where it says nothing."""

    legal: bool = True
    broken: str | None = None
    """The rule ID an illegal play breaks."""
    points: int | None = None
    circles: int | None = None
    counters: Mapping[str, int] = {}
    """The player's counters after the play (and the end, when the example asks for it)."""
    where: Mapping[str, Pos] = {}
    """Where each value is written, to report a failure there."""


class Example(NamedTuple):
    """The group's own test of its ruleset (`examples:`, "this placement scores 4"): a board, the
    placements made earlier in the episode, the play judged and what the engine must find."""

    number: int
    """Its place in the ruleset's list, from 1: how a failure names an example without a name."""
    pos: Pos
    expected: Expected
    name: Translated = {}
    board: Board | None = None
    """A small board of its own; None for the campaign's."""
    features: Mapping[str, Mapping[Cell, int]] = {}
    """Features added to the board (stickers): feature -> cell -> how many."""
    counters: Mapping[str, int] = {}
    """The player's counters before the episode."""
    token: int | None = None
    """The token as the episode starts; None for the ruleset's start."""
    placed: tuple[ExamplePlay, ...] = ()
    """The placements made earlier in the episode, in order."""
    play: ExamplePlay | None = None
    """The play judged; None to judge the end of the episode alone."""
    end: str | None = None
    """None (the play only), "episode" (then the end entries) or "chapter" (end, then chapter_end)."""
    where: Mapping[str, Pos] = {}


class Ruleset(NamedTuple):
    id: str
    names: Translated
    buildable: frozenset[str]
    first_covers: Where | None
    first_along_river: bool
    adjacency: str
    pass_points: int
    must_build: frozenset[str]
    immediate: tuple[ScoringItem, ...]
    end: tuple[ScoringItem, ...]
    first: int
    second: int
    deck: tuple[str, ...]
    """As written: words of the deck vocabulary and card ids (generator.rules.deck deals them)."""
    cite: Mapping[str, str]
    """Rule IDs this ruleset cites for placement checks, over the game's defaults; "" (none) for a check it changes
    from the base rulebook without citing its own rule."""
    pos: Pos
    where: Mapping[str, Pos] = {}
    """Where each top-level key is written, for messages about that part of the ruleset."""
    first_next_to: Where | None = None
    """The first piece must share a side with such a space."""
    may_not_cover: tuple[Where, ...] = ()
    """No piece may cover a space for which one of these holds."""
    passing: str = "above-zero"
    """When a player may pass: above-zero (LG-04), never, or not-below-zero (the token stays at 0 or more)."""
    start: int | None = None
    """The token's start this episode; None for the game's (LG-01)."""
    own_rules: Mapping[str, Translated] = {}
    """The group's own rule IDs (from its envelopes) with their statements."""
    lacking: str = "free-pass"
    """What a pass costs a player whose set lacks the card's piece: nothing (free-pass), or as any pass."""
    chapter_end: tuple[ScoringItem, ...] = ()
    """Applied after `end` when the episode closes a chapter (episodes 3, 6, ... 24)."""
    examples: tuple[Example, ...] = ()
    """The group's own examples, which `chronicle check` plays through the engine."""

    @property
    def scoring(self) -> tuple[ScoringItem, ...]:
        """Every scoring item: immediate, end and chapter_end."""
        return self.immediate + self.end + self.chapter_end


class Action(NamedTuple):
    """What one player did in one round: place covering `cells`, pass or stop."""

    kind: str  # "place" | "pass" | "stop"
    text: str
    pos: Pos
    cells: Mapping[Cell, str | None] = {}


class Round(NamedTuple):
    number: int
    card: str
    actions: Mapping[str, Action]
    pos: Pos
    blocked: str | None = None


class Adjustment(NamedTuple):
    player: str
    points: int
    reason: str
    pos: Pos


class BoardChange(NamedTuple):
    """A permanent change to one player's board after an episode (LG-12)."""

    pos: Pos
    cell: Cell | None = None
    terrain: str | None = None
    add: str | None = None
    remove: str | None = None
    note: str | None = None
    count: int = 1  # type: ignore[assignment]  # the log's own key; hides tuple.count, which nothing calls on a change
    """How many of the feature are added or removed (a double-tree space holds 2 trees, MC-R06)."""
    counter: str | None = None
    """A counter of the player's changed by `by` (a mark made, a resource spent)."""
    by: int = 0
    new: bool = False
    """With `terrain`: a space the board did not have (an extension, a plateau)."""
    piece: str | None = None
    """A piece of the player's set: added (`added`), taken out (`removed`), stickered (`stickers`) or recoloured."""
    added: Piece | None = None
    removed: bool = False
    stickers: tuple[tuple[Cell, str], ...] = ()
    facing: int | None = None
    """With `add`: the direction the feature added faces (an index of grid.directions)."""
    """Offsets of the piece and the symbol a sticker shows there now."""
    colour: str | None = None


class Episode(NamedTuple):
    number: int
    date: date | None
    ruleset: Ruleset
    rounds: tuple[Round, ...]
    adjustments: tuple[Adjustment, ...]
    board_changes: Mapping[str, tuple[BoardChange, ...]]
    tiebreak: tuple[str, ...]
    notes: str
    pos: Pos
    """Where the rounds end: where a missing round or a tiebreak would be written."""
    tiebreak_pos: Pos | None = None


class Seat(NamedTuple):
    """One board at the table and who played it (LG-14: a newcomer keeps the board)."""

    players: tuple[tuple[str, int], ...]
    """(name, first episode) in order of taking over."""
    animal: str | None = None
    board_name: str | None = None
    circles: int = 0
    """Progress circles (symbols) coloured before the log's first episode (a campaign started later)."""
    debt: int = 0
    """Points owed at the start of the log's first episode (LG-08)."""
    board: Board | None = None
    """The seat's own board at the start of the log's first episode; None for the campaign's."""
    counters: Mapping[str, int] = {}
    """The seat's counters at the start of the log's first episode."""
    changes: tuple[BoardChange, ...] = ()
    """Changes made to that board before the log's first episode (stickers, new terrain: LG-12)."""

    def name_at(self, episode: int) -> str:
        current = self.players[0][0]
        for name, start in self.players:
            if episode >= start:
                current = name
        return current

    @property
    def name(self) -> str:
        return self.players[-1][0]


class Campaign(NamedTuple):
    slug: str
    title: str
    game: Game
    mode: str
    board: Board
    catalogue: Catalogue
    language: str
    seats: tuple[Seat, ...]
    episodes: tuple[Episode, ...]
    folder: Path
    warnings: "tuple[Problem, ...]" = ()
    """What validation found likely unintended but not against any rule."""
    first_episode: int = 1
    """The number of the log's first episode: a group may start logging a campaign partway through."""
    aliases: Mapping[str, str] = {}
    """A player of this log -> the name the player has in the repository's other campaigns (the record)."""
