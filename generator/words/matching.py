"""Names as typed at the table: player names and card ids matched without case or accents."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

from generator.base.records import NamedTuple
from generator.model import Campaign
from generator.rules.campaign import sets_at
from generator.rules.deck import every_piece
from generator.words.i18n import Message, Text, _, listed

BREAKS = frozenset([*map(chr, range(0x20)), *map(chr, range(0x7F, 0xA0)), "\u2028", "\u2029"])
"""Characters YAML reads as a line break (\\n, \\r, U+0085, U+2028, U+2029) and the other control
characters: what `add` refuses in an action (editing/actions.py), and so in a player's name. A set,
not a character class: compiling that class was a third of this module's import, on every check."""


def not_one_line(name: str) -> Message | None:
    """Why `name` cannot be a player's name, where it is first written (`new`, campaign.yaml): it
    holds a line break or a control character, which no action could name. None when it can."""
    if BREAKS.isdisjoint(name):
        return None
    escaped = "".join(repr(c)[1:-1] if c in BREAKS else c for c in name)  # shown as typed: 'Ana\\u2028Mateo'
    return _("the player name '%(name)s' holds a line break or a control character; a player's name is one line",
             name=escaped)


class Ambiguous(ValueError):
    """A typed name that folds to more than one known name."""


def fold(text: str) -> str:
    """`text` without case or accents: 'Inés' and 'INES' both fold to 'ines'."""
    decomposed = unicodedata.normalize("NFKD", text.strip())
    return "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()


def nearest(given: str, known: Iterable[str]) -> str | None:
    """The known name closest to `given` once case and accents are set aside, if one is close (difflib's ratio of
    0.6, as vocabulary.reader.suggest): 'Teo' is near Théo ('teo', 'theo'), though not near 'Théo' as written."""
    import difflib  # only for a name that matches nobody

    folded: dict[str, str] = {}
    for name in known:
        folded.setdefault(fold(name), name)
    close = difflib.get_close_matches(fold(given), list(folded), n=1, cutoff=0.6)
    return folded[close[0]] if close else None


def slug(text: str) -> str:
    """A path-safe name: 'Cloé Dupont' -> 'cloe-dupont', 'Île aux trésors' -> 'ile-aux-tresors' ('' for no letter)."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


def match(given: str, known: Iterable[str], what: Text) -> tuple[str, Message | None]:
    """The known name `given` stands for, and a note saying so when it was not typed exactly.

    A name that matches nothing comes back as typed, for the validator to report with its
    suggestions; one that folds to two known names raises Ambiguous naming both.
    """
    known = list(known)
    if given in known:
        return given, None
    found = [name for name in known if fold(name) == fold(given)]
    if len(found) > 1:
        raise Ambiguous(_("%(what)s '%(given)s' could be %(found)s: write it exactly as in the campaign", what=what,
                          given=given, found=listed(found, "or")))
    if found:
        return found[0], _("matched %(what)s '%(given)s' to %(name)s", what=what, given=given, name=found[0])
    return given, None


class TypedRound(NamedTuple):
    """A round as typed, with the campaign's spellings of its names and how each was matched."""

    card: str
    blocked: str | None
    actions: list[tuple[str, str]]
    notes: list[Message]


def typed_round(campaign: Campaign, episode: int, card: str, actions: Sequence[tuple[str, str]],
                blocked: str | None = None) -> TypedRound:
    """Card ids and player names of a round matched to the campaign's (see `match`)."""
    players = [seat.name_at(episode) for seat in campaign.seats]
    cards = [*every_piece(campaign.catalogue, sets_at(campaign, episode)).pieces, "block"]  # a player's own pieces too
    notes: list[Message] = []

    def spelt(given: str, known: list[str], what: Message) -> str:
        name, note = match(given, known, what)
        notes.extend([note] if note else [])
        return name

    card = spelt(card, cards, _("card"))
    blocked = spelt(blocked, cards[:-1], _("card")) if blocked is not None else None
    matched = [(spelt(player, players, _("player")), value) for player, value in actions]
    _one_action_each(campaign, episode, matched)
    return TypedRound(card, blocked, matched, notes)


def _one_action_each(campaign: Campaign, episode: int, actions: Sequence[tuple[str, str]]) -> None:
    """Raise ValueError when a player is given more than one action (LG-02: each places, passes or stops once a
    round), however the name was typed: said of the round about to be logged, before any file is drafted."""
    for name in dict.fromkeys(player for player, _value in actions):
        given = [value for player, value in actions if player == name]
        if len(given) > 1:
            logged = next((len(e.rounds) for e in campaign.episodes if e.number == episode), 0)
            raise ValueError(_("round %(round)s: %(player)s is given more than one action (%(actions)s); each player "
                               "takes one action a round (LG-02)", round=logged + 1, player=name, actions=listed(given)))
