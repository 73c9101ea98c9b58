"""Which cards an episode deals: the deck vocabulary of rulesets, resolved against a catalogue.

A ruleset names its deck without naming piece ids, so that it works with any catalogue a
group transcribes (MC-E01, MI-E01): words stand for kinds of pieces, and explicit card ids
remain possible for a group's own rulesets.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from generator.model import Catalogue, Piece

BLOCK = "block"
"""The blocking card of My City's Eternal game (MC-E03): a card without a piece."""

_KINDS: dict[str, Callable[[Piece], bool]] = {
    "all": lambda piece: True,
    "buildings": lambda piece: not piece.church and not piece.extra,
    "tiles": lambda piece: not piece.church and not piece.extra,
    "churches": lambda piece: piece.church,
    "extras": lambda piece: piece.extra,
}
WORDS = (*_KINDS, BLOCK)
"""Deck words: every piece; the base pieces (buildings or tiles: not churches, not extras);
the churches; the legacy extras; the blocking card. Anything else is a card id."""

EVERY_PIECE = ("all",)


def cards(deck: Sequence[str], catalogue: Catalogue) -> tuple[str, ...]:
    """The card ids `deck` deals from `catalogue`, in the deck's order, each once."""
    dealt: dict[str, None] = {}
    for word in deck:
        if word in _KINDS:
            dealt.update((pid, None) for pid, piece in catalogue.pieces.items() if _KINDS[word](piece))
        elif word == BLOCK or word in catalogue.pieces:
            dealt[word] = None
    return tuple(dealt)


def missing(deck: Sequence[str], catalogue: Catalogue) -> list[str]:
    """Deck entries the catalogue cannot deal: unknown card ids and words that match no piece."""
    return [word for word in deck
            if (word in _KINDS and not any(map(_KINDS[word], catalogue.pieces.values())))
            or (word not in WORDS and word not in catalogue.pieces)]
