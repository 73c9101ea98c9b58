"""The words of a condition on a space (model.Where), one entry per key, put together as a noun phrase.

`phrase` makes a condition the thing a sentence speaks of: "each covered Reef space", "each house next
to a lighthouse", "each building just placed". Its head is what the condition names best: a symbol
("each house": a space showing a house), else a feature ("each statue"), else a space of its terrains;
or, when a sentence counts tiles, buildings or features, that. Every other key qualifies the head with
its words in CONDITIONS, which hold, per key, what it says after a head of each kind: a key added to
Where tomorrow is added here, with its words, and tests/rulebook/test_readback.py fails until it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator.model import Game, Term, Where
from generator.rulebook import nouns
from generator.rulebook.phrases import Head, Phrase, Qualifier, Spoken, a
from generator.words.editions import context
from generator.words.elision import elides
from generator.words.i18n import N_, Listed, Message, Quoted, Translator, listed, pgettext, render

Words = Callable[[Any, Game, str], tuple[Qualifier, ...]]
"""A key's words: from its value, the game and the kind of head they qualify (space, piece, symbol, feature)."""

# What babel extracts of the words said in agreement with the head (msgctxt: its gender and number)
# or in the words of the game's edition (msgctxt: the game).
AGREEING = (
    N_("visible"), N_("covered by a %(colour)s building"),  # English's, where the head has no gender
    pgettext("masculine", "covered"), pgettext("feminine", "covered"),
    pgettext("masculine plural", "covered"), pgettext("feminine plural", "covered"),
    pgettext("masculine", "visible"), pgettext("feminine", "visible"),
    pgettext("masculine plural", "visible"), pgettext("feminine plural", "visible"),
    pgettext("masculine", "covered by a %(colour)s building"), pgettext("feminine", "covered by a %(colour)s building"),
    pgettext("masculine plural", "covered by a %(colour)s building"), pgettext("feminine plural", "covered by a %(colour)s building"),
    N_("covered by %(colour)s buildings"),
    pgettext("masculine plural", "covered by %(colour)s buildings"), pgettext("feminine plural", "covered by %(colour)s buildings"),
)
PER_GAME = (
    pgettext("my-island", "just placed"), pgettext("my-city", "just placed"),
    pgettext("my-island", "placed just before the last one"), pgettext("my-city", "placed just before the last one"),
    pgettext("my-island", "of the piece just placed"), pgettext("my-city", "of the piece just placed"),
    pgettext("my-island", "of the previous piece"), pgettext("my-city", "of the previous piece"),
    pgettext("my-island", "next to the piece just placed"), pgettext("my-city", "next to the piece just placed"),
    pgettext("my-island", "next to the previous piece"), pgettext("my-city", "next to the previous piece"),
)


def _terrain(value: frozenset[str], game: Game, head: str) -> tuple[Qualifier, ...]:
    if head == "space":  # the head itself: "beach space", "espacio de playa"
        return ()
    return (Qualifier(N_("on %(thing)s"), {"thing": a(Phrase(nouns.space(game, value)))}),)


def _feature(value: frozenset[str], game: Game, head: str) -> tuple[Qualifier, ...]:
    if head == "feature":
        return ()
    things = indefinite(Where(feature=value), game)
    if head == "piece":
        return (Qualifier(N_("covering %(thing)s"), {"thing": things}),)
    return (Qualifier(N_("with %(thing)s"), {"thing": things}),)


def _region(value: str, game: Game, head: str) -> tuple[Qualifier, ...]:
    named = game.regions.get(value)
    if named is None:  # a region the group's vocabulary does not name: its id, quoted as the group wrote it
        return (Qualifier(N_("in the region %(region)s"), {"region": Quoted(value)}),)
    return (InRegion(None, {"region": named}),)


# A named region, its article agreeing with its name: fr "de la grand-place", "du marché", "de l'île du Nord".
IN_REGION = (pgettext("feminine", "in the %(region)s"), pgettext("masculine", "in the %(region)s"),
             pgettext("vowel", "in the %(region)s"))


@dataclass(frozen=True)
class InRegion(Qualifier):
    """A region by its name in the reader's language ("in the main square", "de la plaza mayor"): where the
    language's article agrees with a name whose gender the vocabulary does not give, "in the region X"."""

    def say(self, tr: Translator, gender: str | None, plural: bool) -> str:
        region: Term = self.args["region"]  # type: ignore[assignment]
        own = region.genders.get(tr.lang)
        if tr.lang in ("es", "fr") and own is None:
            return Message("in the region %(region)s", {"region": region}).render(tr)
        context = "vowel" if tr.lang == "fr" and elides(render(region, tr)) else own
        return Message("in the %(region)s", {"region": region}, context=context).render(tr)


def _symbol(value: str, game: Game, head: str) -> tuple[Qualifier, ...]:
    if head == "symbol":
        return ()
    thing = indefinite(Where(symbol=value), game)
    if head == "piece":
        return (Qualifier(N_("with %(thing)s"), {"thing": thing}),)
    return (Qualifier(N_("under %(thing)s"), {"thing": thing}),)


def _colour(value: str, game: Game, head: str) -> tuple[Qualifier, ...]:
    colour = game.term(value) or value
    if head == "piece":  # "red (public) building", "edificio rojo (público)": a colour's name is the building's adjective
        plural = getattr(colour, "plural", None) or colour  # "edificios rojos (públicos)", where the game says it
        return (Qualifier(None, {"colour": colour}, before=True, plural_args={"colour": plural}),)
    plural = getattr(colour, "plural", None) or colour
    return (Qualifier("covered by a %(colour)s building", {"colour": colour}, agrees=True,
                      plural_args={"colour": plural}, plural_template="covered by %(colour)s buildings"),)


def _covered(value: bool, game: Game, head: str) -> tuple[Qualifier, ...]:
    if value and head in ("symbol", "piece"):  # a symbol shows, and a piece lies, only where a piece covers
        return ()
    return (Qualifier("covered" if value else "visible", before=True, agrees=True),)


def _piece(value: str, game: Game, head: str) -> tuple[Qualifier, ...]:
    if head == "piece":
        return (Qualifier("just placed" if value == "new" else "placed just before the last one", context=context(game)),)
    return (Qualifier("of the piece just placed" if value == "new" else "of the previous piece", context=context(game)),)


def _edge(value: bool, game: Game, head: str) -> tuple[Qualifier, ...]:
    return (Qualifier(N_("on the board's edge") if value else N_("not on the board's edge")),)


def _next_to(value: Where, game: Game, head: str) -> tuple[Qualifier, ...]:
    if value.piece is not None and value == Where(piece=value.piece):  # "next to the previous building": the one piece
        return (Qualifier("next to the piece just placed" if value.piece == "new" else "next to the previous piece",
                          context=context(game)),)
    return (Qualifier(N_("next to %(thing)s"), {"thing": indefinite(value, game)}),)


CONDITIONS: dict[str, Words] = {
    "terrain": _terrain,
    "feature": _feature,
    "region": _region,
    "symbol": _symbol,
    "colour": _colour,
    "covered": _covered,
    "piece": _piece,
    "edge": _edge,
    "next_to": _next_to,
}
"""Each key of Where and its words; every key given qualifies the head (phrase), in Where's order."""


PIECE_ORDER = ("symbol", *(key for key in Where._fields if key != "symbol"))
"""A tile's symbol qualifies the tile before the space it lies on: «una loseta con un muro sobre un espacio de
playa», never «una loseta sobre un espacio de playa con un muro», which gives the wall to the beach."""


def phrase(where: Where, game: Game, unit: str = "space") -> Phrase:
    """The condition as what a sentence speaks of: spaces where it holds (`unit` "space"), the tiles or
    buildings covering them ("piece"), the features they show ("feature") or the symbols ("symbol")."""
    head: Head
    if unit == "piece":
        head_kind, head, used = "piece", nouns.piece(game), set()
    elif unit == "symbol":  # the symbols the tiles show there, a double one counting 2
        head_kind, used = "symbol", {"symbol"}
        head = nouns.symbols(game, (where.symbol,)) if where.symbol is not None else nouns.ANY_SYMBOL
    elif unit == "feature":
        head_kind, used = "feature", {"feature"}
        head = nouns.features(game, tuple(sorted(where.feature))) if where.feature else nouns.ANY_FEATURE
    elif where.symbol is not None:
        head_kind, head, used = "symbol", nouns.symbols(game, (where.symbol,)), {"symbol"}
    elif where.feature:
        head_kind, head, used = "feature", nouns.features(game, tuple(sorted(where.feature))), {"feature"}
    else:
        head_kind, head, used = "space", nouns.space(game, where.terrain), {"terrain"}
    if where.covered and (where.colour is not None or where.symbol is not None):
        used.add("covered")  # "covered by a blue building", "under a wall" say it: never "covered spaces covered by"
    qualifiers: list[Qualifier] = []
    for key in (PIECE_ORDER if head_kind == "piece" else Where._fields):
        value = getattr(where, key)
        if key not in used and value not in (None, frozenset()):
            qualifiers += CONDITIONS[key](value, game, head_kind)
    return Phrase(head, tuple(qualifiers))


def indefinite(where: Where, game: Game) -> Spoken | Listed:
    """A space where the condition holds, any one: "a statue", "una casa", "un espacio de la región
    «cala»"; several features or symbols each with its own article ("un Faro o una estatua")."""
    if where.feature and len(where.feature) > 1 and where == Where(feature=where.feature):
        return listed([a(phrase(Where(feature=frozenset([f])), game)) for f in sorted(where.feature)], "or")
    return a(phrase(where, game))


WHERE_KEYS = tuple(CONDITIONS)
"""The keys this module has words for: tests/rulebook/test_readback.py holds them to Where's."""
