"""chronicle's own nouns, the heads of the read-back's phrases, with their gender in Spanish and French.

A gender here is the gender of the word the catalogue gives: "espacio" is masculine and "case"
feminine; My Island's "loseta" and "tuile" are feminine, My City's "edificio" and "bâtiment"
masculine. The words around a noun agree with it (generator/rulebook/phrases.py).
"""

from __future__ import annotations

from generator.model import Game, Term
from generator.rulebook.phrases import FEMININE, MASCULINE, Noun, Terms
from generator.words.editions import context, npgettext
from generator.words.i18n import listed

# What babel extracts (npgettext under a literal context); the nouns below are said from these.
EXTRACTED = (
    npgettext("noun", "space", "spaces", 1),
    npgettext("my-island", "%(terrain)s space", "%(terrain)s spaces", 1),
    npgettext("my-city", "%(terrain)s space", "%(terrain)s spaces", 1),
    npgettext("my-city", "light-green space", "light-green spaces", 1),
    npgettext("my-island", "piece", "pieces", 1),
    npgettext("my-city", "piece", "pieces", 1),
    npgettext("noun", "%(term)s symbol", "%(term)s symbols", 1),
    npgettext("noun", "%(term)s feature", "%(term)s features", 1),
    npgettext("noun", "feature", "features", 1),
    npgettext("noun", "symbol", "symbols", 1),
)

SPACE_GENDERS = {"es": MASCULINE, "fr": FEMININE}
PIECE_GENDERS = {"my-island": {"es": FEMININE, "fr": FEMININE}, "my-city": {"es": MASCULINE, "fr": MASCULINE}}
"""A tile (una loseta, une tuile), a building (un edificio, un bâtiment)."""

SPACE = Noun("space", "spaces", SPACE_GENDERS, "noun")


def space(game: Game, terrains: frozenset[str] = frozenset()) -> Noun:
    """A space, or a space of one of `terrains`: "beach space", "espacio de playa", "case Plage", "case de
    montagne" (a terrain's words after "a space", game.yaml's `space`, where its name alone does not follow it)."""
    if not terrains:
        return SPACE
    if game.id == "my-city" and terrains == {"green"}:  # MC-R01's own words: "espacio verde", "espacios verdes"
        return Noun("light-green space", "light-green spaces", SPACE_GENDERS, "my-city")
    words = [{**term.names, **term.space} if (term := game.terrains.get(t)) else t for t in sorted(terrains)]
    return Noun("%(terrain)s space", "%(terrain)s spaces", SPACE_GENDERS, context(game), {"terrain": listed(words, "or")})


def piece(game: Game) -> Noun:
    """The game's piece: My Island's tile, My City's building."""
    return Noun("piece", "pieces", PIECE_GENDERS[context(game)], context(game))


SYMBOL = Noun("%(term)s symbol", "%(term)s symbols", {"es": MASCULINE, "fr": MASCULINE}, "noun")
"""A symbol whose name's gender is not known ("símbolo de X"), and symbols in the plural."""
FEATURE = Noun("%(term)s feature", "%(term)s features", {"es": MASCULINE, "fr": MASCULINE}, "noun")
"""A feature whose name's gender is not known ("elemento Faro", "élément Phare")."""
ANY_FEATURE = Noun("feature", "features", {"es": MASCULINE, "fr": MASCULINE}, "noun")
"""Any feature a space shows: "each visible feature", "cada elemento visible"."""
ANY_SYMBOL = Noun("symbol", "symbols", {"es": MASCULINE, "fr": MASCULINE}, "noun")
"""Any symbol a tile shows: "each symbol on a beach space", "cada símbolo sobre un espacio de playa"."""


def symbols(game: Game, ids: tuple[str, ...]) -> Terms:
    """Symbols as a head: "house" (una casa), "símbolo de X" where a language does not know X's gender."""
    return Terms(_terms(game, ids), SYMBOL)


def features(game: Game, ids: tuple[str, ...]) -> Terms:
    """Features as a head: "statue", "Lighthouse or statue"; "elemento Faro" where a language does not know its gender."""
    return Terms(_terms(game, ids), FEATURE)


def _terms(game: Game, ids: tuple[str, ...]) -> tuple[Term | str, ...]:
    return tuple(game.term(i) or i for i in ids)
