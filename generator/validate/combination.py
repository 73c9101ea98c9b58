"""Whether a ruleset suits a campaign's board and catalogue, reported at the group's own file.

A ruleset, a board and a catalogue are each valid alone; trouble comes from combining them
(a deck asking for churches a catalogue lacks, a first piece that must cover a terrain the
board does not have). When the ruleset is one chronicle ships, the group cannot fix it, so
the problem is reported where the group chose it: the episode's `rules:` line.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from generator.base.records import NamedTuple
from generator.model import (
    Board,
    BoardChange,
    Catalogue,
    Game,
    Piece,
    Pos,
    Ruleset,
    ScoringItem,
    Where,
)
from generator.rules import deck
from generator.vocabulary.kinds import SCORING
from generator.vocabulary.reader import Reader, suggest
from generator.vocabulary.shapes import ListOf, Term
from generator.words.editions import said
from generator.words.i18n import N_, Message, Text, _, listed

_DECK_WORDS = {"buildings": _("the buildings"), "tiles": _("the tiles"), "churches": _("the churches")}
# The deck's words that name a game's pieces, said in its edition's words (editions.said): its tiles
# (losetas, tuiles) or its buildings (edificios, bâtiments).
_PER_GAME_DECK_WORDS = {"all": "every piece", "extras": "the legacy extras"}


class Kit:
    """What the group brought to an episode: its catalogue and what its boards have shown so far (a
    plain slotted class: a dataclass compiles its methods at every run's start)."""

    __slots__ = ("game", "catalogue", "catalogue_label", "terrains", "features", "regions", "reported", "unmet", "met")

    game: Game
    catalogue: Catalogue
    catalogue_label: Text
    """How messages name the catalogue: the campaign's `pieces:` value."""
    terrains: set[str]
    features: set[str]
    regions: set[str]
    reported: set[tuple[Pos, str]]
    unmet: dict[tuple[Pos, str], Unmet]
    """Items that could not score in any episode checked so far, with what the warning says."""
    met: set[tuple[Pos, str]]
    """Items that could score in some episode: a later episode's want of a term does not make them never score."""

    def __init__(self, game: Game, catalogue: Catalogue, catalogue_label: Text, terrains: set[str] | None = None,
                 features: set[str] | None = None, regions: set[str] | None = None,
                 reported: set[tuple[Pos, str]] | None = None, unmet: dict[tuple[Pos, str], Unmet] | None = None,
                 met: set[tuple[Pos, str]] | None = None) -> None:
        self.game, self.catalogue, self.catalogue_label = game, catalogue, catalogue_label
        self.terrains = set() if terrains is None else terrains
        self.features = set() if features is None else features
        self.regions = set() if regions is None else regions
        self.reported = set() if reported is None else reported
        self.unmet = {} if unmet is None else unmet
        self.met = set() if met is None else met

    @classmethod
    def of(cls, game: Game, board: Board, catalogue: Catalogue, label: Text) -> Kit:
        return cls(game, catalogue, label, set(board.terrain.values()), {f for f, cells in board.features.items() if cells},
                   set(board.regions))

    def copy(self) -> Kit:
        """What the group brought so far, to read on from here more than once (Context.copy)."""
        return Kit(self.game, self.catalogue, self.catalogue_label, set(self.terrains), set(self.features),
                   set(self.regions), set(self.reported), dict(self.unmet), set(self.met))

    def see(self, board: Board) -> None:
        """Note what a seat's own board brings (a campaign started partway through)."""
        self.terrains.update(board.terrain.values())
        self.features.update(f for f, cells in board.features.items() if cells)
        self.regions.update(board.regions)

    def learn(self, changes: Iterable[BoardChange]) -> None:
        """Note what the board changes of an episode bring to later episodes (LG-12)."""
        for change in changes:
            self.terrains.update([change.terrain] if change.terrain else [])
            self.features.update([change.add] if change.add else [])

    def settle(self, r: Reader) -> None:
        """Warn of the items that could score in none of the episodes that use them, once the whole log is
        read: a feature a later board change brings, or a sticker, lets an earlier ruleset's item score."""
        for key, u in self.unmet.items():  # in the order the log first met them
            if key not in self.met:
                _report(r, u.chosen, self, u.pos, u.what, u.why, u.rule, warning=True, entry=u.entry)


class Chosen(NamedTuple):
    """A ruleset as an episode chose it: whether chronicle ships it, and the episode's `rules:` line."""

    ruleset: Ruleset
    shipped: bool
    at: Pos


class Unmet(NamedTuple):
    """An item that names a term no episode so far could show it: the warning to give if none ever does."""

    chosen: Chosen
    pos: Pos
    what: Message
    why: Message
    rule: str
    entry: str
    """The item's kind: the warning speaks of the entry ("this 'count' entry asks for…"), not the ruleset."""


def check(r: Reader, chosen: Chosen, table: Kit, sets: Sequence[Catalogue], episode: int) -> None:
    """Report what in the ruleset the group's catalogue or boards cannot satisfy at `episode`, where
    `sets` are the players' sets of pieces as they stand (pieces added, taken out or stickered: LG-12)."""
    sets = sets or [table.catalogue]
    every = deck.every_piece(table.catalogue, sets)
    _deck(r, chosen, table, every, episode)
    _placement(r, chosen, table)
    dealt = _dealt(chosen.ruleset, every, sets)
    shown = _shown(table, dealt)
    # a feature an entry adds for good (change: add) is on the board in the episodes after it
    table.features.update(item.params["change"]["add"] for item in chosen.ruleset.scoring
                          if (item.params.get("change") or {}).get("add"))
    for item in chosen.ruleset.scoring:
        _scoring_item(r, chosen, table, item, dealt, shown)
    _regions(r, chosen, table)


def _shown(table: Kit, dealt: list[Piece]) -> dict[str, set[str]]:
    """The game terms of each kind the episode can show: the terrains and features on the boards, the
    symbols and colours of the pieces dealt. A feature that acts as a symbol or colour (a palace, a
    building sticker) counts as a piece showing it, and a double symbol where its single one shows."""
    acting = {term.acts_as for f, term in table.game.features.items() if f in table.features and term.acts_as}
    shown = {
        "terrain": table.terrains,
        "feature": table.features,
        "symbol": {s for piece in dealt for _cell, s in piece.cells if s} | {a for a in acting if a in table.game.symbols},
        "colour": {piece.colour for piece in dealt if piece.colour} | {a for a in acting if a in table.game.colours},
    }
    shown["symbol"] |= {t.double_of for s, t in table.game.symbols.items() if s in shown["symbol"] and t.double_of}
    return shown


def _dealt(ruleset: Ruleset, every: Catalogue, sets: Sequence[Catalogue]) -> list[Piece]:
    """The pieces the deck puts in players' hands: each player's own version of every card dealt
    (a sticker changes a symbol, a board change a colour), and a player's own pieces too."""
    cards = [c for c in deck.cards(ruleset.deck, every) if c != deck.BLOCK]
    distinct = {id(mine): mine for mine in sets}.values()  # players whose sets no change told apart hold one set: dealt once
    return [mine.pieces[card] for mine in distinct for card in cards if card in mine.pieces]


def _report(r: Reader, chosen: Chosen, table: Kit, own_pos: Pos, what: Message, message: Message, rule: str | None,
            warning: bool = False, once: str | None = None, entry: str | None = None) -> None:
    """One problem, once per campaign, at the group's file: the ruleset if it is theirs, else the episode;
    `once` names the problem when its words change from episode to episode (the cards that exist); `entry`,
    the kind of the scoring entry it is about, which is then its subject."""
    ruleset = chosen.ruleset
    pos = chosen.at if chosen.shipped else own_pos
    where = f"{own_pos.file}:{own_pos.line}"
    if chosen.shipped and entry is not None:
        text = _("the '%(kind)s' entry of the shipped ruleset '%(ruleset)s' (%(where)s) %(what)s, but %(problem)s",
                 kind=entry, ruleset=ruleset.id, where=where, what=what, problem=message)
    elif chosen.shipped:
        text = _("the shipped ruleset '%(ruleset)s' (%(where)s) %(what)s, but %(problem)s", ruleset=ruleset.id,
                 where=where, what=what, problem=message)
    elif entry is not None:
        text = _("this '%(kind)s' entry %(what)s, but %(problem)s", kind=entry, what=what, problem=message)
    else:
        text = _("this ruleset %(what)s, but %(problem)s", what=what, problem=message)
    key = (pos, once or str(text))
    if key in table.reported:
        return
    table.reported.add(key)
    (r.warn if warning else r.error)(pos, text, rule)


def _deck(r: Reader, chosen: Chosen, table: Kit, every: Catalogue, episode: int) -> None:
    """Deck entries nothing can deal: a card id is dealt when the catalogue or a player's own set holds
    it at `episode` (`every`: a piece added by a board change or start:, LG-12)."""
    where = chosen.ruleset.where.get("deck", chosen.ruleset.pos)
    for word in deck.missing(chosen.ruleset.deck, every):
        if word in _DECK_WORDS or word in _PER_GAME_DECK_WORDS:
            cards = _DECK_WORDS[word] if word in _DECK_WORDS else said(table.game, _PER_GAME_DECK_WORDS[word])
            what = _("deals %(cards)s ('%(word)s')", cards=cards, word=word)
            lacks = _("your catalogue %(catalogue)s has none%(hint)s", catalogue=table.catalogue_label,
                      hint=_hint(word, table.game))
        else:
            what = _("deals card %(card)s", card=word)
            known = list(every.pieces)
            hint = _("%(near)s; at episode %(episode)s the cards are %(cards)s; add it to the catalogue, "
                     "or write the ruleset's deck with words such as [buildings] that need no ids",
                     near=suggest(word, known), episode=episode, cards=listed(known))
            lacks = said(table.game, "your catalogue %(catalogue)s has no piece %(card)s%(hint)s",
                         catalogue=table.catalogue_label, card=word, hint=hint)
        rule = "MC-E01" if word in ("churches", "block") else "LG-02"
        _report(r, chosen, table, where, what, lacks, rule, once=f"deck {word}")


def _hint(word: str, game: Game) -> Message:
    if word == "churches":
        return _("; mark your churches with 'church: true'")
    if word == "extras":
        return said(game, "; mark the legacy additions with 'extra: true'")
    return _("; add it to the catalogue, or write the ruleset's deck with words such as [buildings] that need no ids")


def _placement(r: Reader, chosen: Chosen, table: Kit) -> None:
    ruleset, game = chosen.ruleset, table.game
    first = ruleset.first_covers.terrain if ruleset.first_covers is not None else frozenset()
    if first and not first & table.terrains:
        _report(r, chosen, table, ruleset.where.get("first_piece", ruleset.pos),
                said(game, "wants the first piece on %(terrain)s", terrain=[_term(game, t) for t in sorted(first)]),
                said(game, "the board has no such space, so no first piece could ever be placed"),
                game.placement_rules.get("first"),
                warning=True)  # a log where every player stops at once is still legal: each placement says why it fails
    if ruleset.buildable and not ruleset.buildable & table.terrains:
        names = [_term(game, t) for t in sorted(ruleset.buildable)]
        _report(r, chosen, table, ruleset.where.get("buildable", ruleset.pos),
                _("lets pieces cover only %(terrains)s", terrains=names),
                _("the board has none of these spaces"), game.placement_rules.get("terrain"), warning=True)


def _scoring_item(r: Reader, chosen: Chosen, table: Kit, item: ScoringItem, dealt: list[Piece],
                  shown: dict[str, set[str]]) -> None:
    """A warning for an item that can never score: it names what the `dealt` pieces or the boards never
    show (`shown`, by kind of term)."""
    never = {"terrain": _NO_TERRAIN, "feature": _NO_TERRAIN, "symbol": _NO_SYMBOL, "colour": _NO_COLOUR}
    for kind, values, some in _terms_named(item):
        if kind not in shown:  # counters: any player may hold some
            continue
        key = (item.pos, f"{kind} {values}")
        absent = [v for v in values if v is not None and v not in shown[kind]]
        if not absent or (some and len(absent) < len(values)):
            table.met.add(key)
        elif key not in table.unmet:  # said once the whole log is read (Kit.settle), if no episode lets it score
            things = listed([_asked(table.game, kind, v) for v in absent], "or")
            table.unmet[key] = Unmet(chosen, item.pos, _("asks for %(things)s", things=things), _(never[kind]),
                                     item.rule, item.kind)
    if item.kind == "church-colours" and not any(piece.church for piece in dealt):
        _report(r, chosen, table, item.pos, _("scores churches"), _("it deals no church, so it can never score"), item.rule,
                warning=True)


def _terms_named(item: ScoringItem) -> Iterator[tuple[str, tuple[str | None, ...], bool]]:
    """The game terms an item names, by kind (None where an optional one is left out); `some`: a list of
    which any one may score (colours)."""
    for key in SCORING[item.kind]:
        value = item.params.get(key.name)
        if isinstance(key.shape, Term):
            yield key.shape.kind, (value,), False
        elif isinstance(key.shape, ListOf) and isinstance(key.shape.item, Term):
            yield key.shape.item.kind, tuple(value or ()), True
    for where in _conditions(item.params.values()):
        for kind, values in (("terrain", where.terrain), ("feature", where.feature), ("symbol", (where.symbol,)),
                             ("colour", (where.colour,))):
            if any(values):
                yield kind, tuple(sorted(v for v in values if v)), True


def _conditions(values: Iterable[object]) -> Iterator[Where]:
    """Every condition among `values`, with those nested in next_to."""
    for value in values:
        while isinstance(value, Where):
            yield value
            value = value.next_to


def _regions(r: Reader, chosen: Chosen, table: Kit) -> None:
    """A condition naming a region the board does not have can never hold: most likely a misspelling."""
    ruleset = chosen.ruleset
    placed = [(w, ruleset.where.get(key, ruleset.pos)) for key, w in (("first_piece", ruleset.first_covers),
                                                                      ("first_piece", ruleset.first_next_to))]
    placed += [(w, ruleset.where.get("may_not_cover", ruleset.pos)) for w in ruleset.may_not_cover]
    placed += [(w, item.pos) for item in ruleset.scoring for w in item.params.values()]
    for value, pos in placed:
        for where in _conditions([value]):
            if where.region is not None and where.region not in table.regions:
                known = ", ".join(sorted(table.regions)) or _("none")
                _report(r, chosen, table, pos, _("names the region '%(region)s'", region=where.region),
                        _("the board has no such region%(hint)s (its regions: %(known)s)",
                          hint=suggest(where.region, table.regions), known=known), None)


# What an entry asks for that nothing shows, said of the things themselves (whatever their gender): "this
# 'count' entry asks for purple (church) buildings, but the deck deals none, so it can never score".
_NO_TERRAIN = N_("the board has none, so it can never score")
_NO_SYMBOL = N_("no tile dealt shows any, so it can never score")
_NO_COLOUR = N_("the deck deals none, so it can never score")


def _asked(game: Game, kind: str, value: str) -> Message:
    """What an entry asks for, in the plural, as the rulebook says it: "purple (church) buildings", "Reef
    spaces", "walls", "quarries"; a group's feature that has a gender but no plural, in the singular: « un phare »."""
    from generator.rulebook.conditions import phrase
    from generator.rulebook.phrases import some

    if kind == "colour":
        return some(phrase(Where(colour=value), game, "piece"))
    if kind == "symbol":
        return some(phrase(Where(symbol=value), game, "symbol"))
    if kind == "feature":
        return some(phrase(Where(feature=frozenset([value])), game, "feature"), or_a=True)
    return some(phrase(Where(terrain=frozenset([value])), game))


def _term(game: Game, term_id: str) -> object:
    """A terrain, symbol, colour or feature by its name in the reader's language."""
    return game.term(term_id) or term_id

