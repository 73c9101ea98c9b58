"""The rules engine's findings in words: each code in the words of the game's edition, translated when shown.

The engine speaks data, not words (docs/DESIGN.md, "The rules engine"; generator/rules/findings.py):
a placement check broken is a code with its parameters (cell names, ids of terrains, conditions).
`WORDINGS` holds the one wording of each code, as gettext messages written out here so that pybabel
extracts them; `message` puts a finding into words for a game.

A wording that depends on the game's edition (My Island's tiles and "finalizar la participación",
My City's buildings and "abandonar") is chosen here, by the game, never by the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from generator.model import Game, Where
from generator.rules.findings import Finding
from generator.words.editions import said, said_n
from generator.words.i18n import Message, _, ngettext, pgettext

Values = Mapping[str, Any]
"""A finding's parameters, as the engine gives them (generator/rules/findings.py says which)."""
Wording = Callable[[Values, Game, int], Message]
"""A code's words: from the finding's values, the game and its count."""


def message(finding: Finding, game: Game) -> Message:
    """`finding` in words, for a campaign (or an FAQ example) of `game`."""
    return WORDINGS[finding.code](finding.values, game, finding.count)


def describe(where: Where, game: Game) -> object:
    """The condition in the reader's words, as a message argument: 'beach, uncovered, next to (statue)'."""
    parts: list[object] = []
    for names in (where.terrain, where.feature):
        if names:
            parts.append(_or([_term(game, n) for n in sorted(names)]))
    if where.region is not None:
        parts.append(_("region %(region)s", region=where.region))
    for term in (where.symbol, where.colour):
        if term is not None:
            parts.append(_term(game, term))
    if where.covered is not None:
        parts.append(_("covered") if where.covered else _("uncovered"))
    if where.piece is not None:
        parts.append(_("by the piece just placed") if where.piece == "new" else _("by the previous piece"))
    if where.edge is not None:
        parts.append(_("on the edge") if where.edge else _("off the edge"))
    if where.next_to is not None:
        parts.append(_("next to (%(where)s)", where=describe(where.next_to, game)))
    if not parts:
        return _("any space")
    return parts  # a list: shown joined by commas, each part in the reader's language


def _term(game: Game, term_id: str) -> object:
    """A terrain, symbol, colour or feature by its translated names; its id when the game has none."""
    return game.term(term_id) or term_id


def _or(items: list[object]) -> object:
    if len(items) == 1:
        return items[0]
    return _("%(some)s or %(last)s", some=items[:-1], last=items[-1])


def _and(items: list[object]) -> object:
    """'a, b and c' in the reader's language."""
    if len(items) == 1:
        return items[0]
    return _("%(some)s and %(last)s", some=items[:-1], last=items[-1])


def _edition(game: Game, island: Message, city: Message) -> Message:
    """The message in the words of this game's edition (es: "finalizar la participación" or "abandonar").

    Both are written out under their msgctxt, so that pybabel extracts each (generator/words/editions.py)."""
    return city if game.id == "my-city" else island


# Placement (generator/rules/placement.py: violations and hint)

def _off_board(v: Values, game: Game, n: int) -> Message:
    """Spaces past the board's edge, by their names when the board's lettering reaches them."""
    if v["cells"] is not None:
        return ngettext("%(cells)s is not on the board", "%(cells)s are not on the board", n, cells=v["cells"])
    return said_n(game, "%(n)s space of the piece is not on the board", "%(n)s spaces of the piece are not on the board", n, n=n)


def _closed_terrain(v: Values, game: Game, n: int) -> Message:
    buildable: Sequence[str] = v["buildable"]
    allowed = _and([_term(game, t) for t in buildable]) if buildable else _("nothing")
    return ngettext("%(cells)s is %(terrain)s; this episode only %(allowed)s may be covered",
                    "%(cells)s are %(terrain)s; this episode only %(allowed)s may be covered",
                    n, cells=v["cells"], terrain=_term(game, v["terrain"]), allowed=allowed)


def _first_covers(v: Values, game: Game, n: int) -> Message:
    where: Where = v["where"]
    if where == Where(terrain=where.terrain) and len(where.terrain) == 1:
        return said(game, "the first piece of the episode must cover at least one %(terrain)s space",
                    terrain=_term(game, next(iter(where.terrain))))
    return said(game, "the first piece of the episode must cover at least one space that is %(where)s", where=describe(where, game))


# The short reasons of an FAQ example (generator/rules/example.py), one per refused pass.
_EXAMPLE_PASS_REFUSED = {"church": _("a church cannot be passed"), "zero": _("no pass with the token on 0"),
                         "never": _("no pass in this episode"), "below-zero": _("no pass that would take the token below 0")}


WORDINGS: dict[str, Wording] = {
    # placement: violations
    "off-board": _off_board,
    "covered": lambda v, game, n: ngettext("%(cells)s is already covered", "%(cells)s are already covered", n, cells=v["cells"]),
    "closed-terrain": _closed_terrain,
    "barred": lambda v, game, n: ngettext("%(cells)s may not be covered this episode (%(where)s)",
                                          "%(cells)s may not be covered this episode (%(where)s)",
                                          n, cells=v["cells"], where=describe(v["where"], game)),
    "river-crossed": lambda v, game, n: _("the piece lies on both sides of the river between %(a)s and %(b)s", a=v["a"], b=v["b"]),
    "first-covers": _first_covers,
    "first-next-to": lambda v, game, n: said(game, "the first piece of the episode must share a side with a space that is %(where)s",
                                             where=describe(v["where"], game)),
    "first-along-river": lambda v, game, n: _("the first building must have a full side along the river (a corner is not enough)"),
    "no-matching-symbol": lambda v, game, n: said(game, "no symbol of the piece shares a side with the same symbol on an earlier piece"),
    "no-building-touched": lambda v, game, n: _("the building shares no full side with an earlier building"),
    # placement: hint
    "legal-rotations": lambda v, game, n: ngettext("at %(cell)s the legal rotation is %(rotations)s",
                                                   "at %(cell)s the legal rotations are %(rotations)s",
                                                   n, cell=v["cell"], rotations=v["rotations"]),
    "no-legal-placement": lambda v, game, n: _edition(
        game,
        pgettext("my-island", "piece %(piece)s has no legal placement now: pass (LG-03) or end participation (LG-05)",
                 piece=v["piece"]),
        pgettext("my-city", "piece %(piece)s has no legal placement now: pass (LG-03) or end participation (LG-05)",
                 piece=v["piece"])),
    "nearest-anchors": lambda v, game, n: _("no rotation fits at %(cell)s; the nearest legal anchors are %(anchors)s",
                                            cell=v["cell"], anchors=v["anchors"]),
    # FAQ examples
    "example-pass-refused": lambda v, game, n: _EXAMPLE_PASS_REFUSED[v["refusal"]],
}
