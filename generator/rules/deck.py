"""Which cards an episode deals: the deck vocabulary of rulesets, resolved against a catalogue.

A ruleset names its deck without naming piece ids, so that it works with any catalogue a
group transcribes (MC-E01, MI-E01): words stand for kinds of pieces, and explicit card ids
remain possible for a group's own rulesets.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from generator.model import Catalogue, Piece
from generator.rules.findings import Finding

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


def every_piece(catalogue: Catalogue, sets: Iterable[Catalogue | None]) -> Catalogue:
    """Every card an episode may reveal: the campaign's catalogue, then each piece a player's own set
    gained (`{piece, add: ...}` board changes, campaign.yaml's start:), as the first set holding it has it.

    A card is one for the whole table even when only one player's set holds its piece (LG-02): the
    others lack it and pass."""
    merged = dict(catalogue.pieces)
    for mine in sets:
        if mine is not None:
            merged.update((pid, piece) for pid, piece in mine.pieces.items() if pid not in merged)
    return catalogue._replace(pieces=merged) if len(merged) != len(catalogue.pieces) else catalogue


def piece_of(card: str, catalogue: Catalogue, sets: Iterable[Catalogue | None]) -> Piece | None:
    """The piece a card shows as printed: the catalogue's, else the one a player's own set gained;
    None for the blocking card or an id nobody holds."""
    return catalogue.pieces.get(card) or next((mine.pieces[card] for mine in sets if mine is not None and card in mine.pieces),
                                              None)


def cards(deck: Sequence[str], catalogue: Catalogue) -> tuple[str, ...]:
    """The card ids `deck` deals from `catalogue`, in the deck's order, each once."""
    dealt: dict[str, None] = {}
    for word in deck:
        if word in _KINDS:
            dealt.update((pid, None) for pid, piece in catalogue.pieces.items() if _KINDS[word](piece))
        elif word == BLOCK or word in catalogue.pieces:
            dealt[word] = None
    return tuple(dealt)


def not_dealt(card: str, deck: Sequence[str]) -> tuple[Finding, str] | None:
    """Why `card` cannot come in an episode that deals `deck`, with the rule it breaks; None when it can.

    The one answer to "which cards may come this episode": the replay refuses a logged round by it, and so do
    validation (a log's blocking card, check and add), table mode's card and `chronicle moves`, so they cannot
    disagree. Every card the deck does not deal breaks LG-02, the blocking card too (My Island's decks, My City's
    legacy ones): MC-E03 says what that card does where a deck deals it, not where it may come."""
    if card in deck:
        return None
    if card == BLOCK:
        return Finding("no-blocking-card"), "LG-02"
    return Finding("card-not-in-deck", {"card": card}), "LG-02"


def missing(deck: Sequence[str], catalogue: Catalogue) -> list[str]:
    """Deck entries the catalogue cannot deal: unknown card ids and words that match no piece."""
    return [word for word in deck
            if (word in _KINDS and not any(map(_KINDS[word], catalogue.pieces.values())))
            or (word not in WORDS and word not in catalogue.pieces)]
