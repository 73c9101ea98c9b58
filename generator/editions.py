"""Words each game's edition says its own way: one English message, a translation per game.

The Spanish editions do not share their words: My Island's player "finaliza su participación" in
the "Juego Eterno", My City's "abandona" in the "versión eterna". A message that names such a thing
is written once in English and translated once per game, under gettext's msgctxt "my-island" or
"my-city"; `said` picks the translation by the campaign's game (the site and table pages call it as
`edition(game, "...")`). Babel extracts a msgctxt only from a literal, so every such message is
listed below with both contexts; tests/test_i18n.py checks that every message shown through
`said` or `edition` is listed here, so none can fall back to English.
"""

from __future__ import annotations

from generator.i18n import Message, pgettext

GAMES = ("my-island", "my-city")


def npgettext(context: str, singular: str, plural: str, count: int, **args: object) -> Message:
    """A counted message under a game's msgctxt (babel extracts npgettext with both forms)."""
    return Message(singular, args, plural, count, context)


# The messages, each under both games' contexts: what babel extracts (never shown from here).
LISTED = (
    pgettext("my-island", "Eternal game"), pgettext("my-city", "Eternal game"),
    pgettext("my-island", "The Eternal game"), pgettext("my-city", "The Eternal game"),
    pgettext("my-island", "The Eternal game keeps its board unchanged."),
    pgettext("my-city", "The Eternal game keeps its board unchanged."),
    pgettext("my-island", "the Eternal game keeps its board unchanged: remove board_changes"),
    pgettext("my-city", "the Eternal game keeps its board unchanged: remove board_changes"),
    pgettext("my-island", "the Eternal game's rules are for a campaign of mode: eternal, on the back of the board; "
                          "a legacy episode names its chapter's ruleset, such as legacy-1"),
    pgettext("my-city", "the Eternal game's rules are for a campaign of mode: eternal, on the back of the board; "
                        "a legacy episode names its chapter's ruleset, such as legacy-1"),
    # Ending participation (LG-05): the table's button, its questions and hints, the CLI, the site.
    pgettext("my-island", "Stop"), pgettext("my-city", "Stop"),
    pgettext("my-island", "stop"), pgettext("my-city", "stop"),
    pgettext("my-island", "ends participation"), pgettext("my-city", "ends participation"),
    pgettext("my-island", "ended participation earlier"), pgettext("my-city", "ended participation earlier"),
    pgettext("my-island", "ended participation in round %(n)s"), pgettext("my-city", "ended participation in round %(n)s"),
    pgettext("my-island", "stopped in round %(round)s"), pgettext("my-city", "stopped in round %(round)s"),
    pgettext("my-island", "%(name)s ends participation for the rest of this episode (LG-05). Sure?"),
    pgettext("my-city", "%(name)s ends participation for the rest of this episode (LG-05). Sure?"),
    pgettext("my-island", "This piece fits nowhere: pass or stop."),
    pgettext("my-city", "This piece fits nowhere: pass or stop."),
    pgettext("my-island", "The token is on 0: passing is not allowed; place the piece or stop (LG-04)."),
    pgettext("my-city", "The token is on 0: passing is not allowed; place the piece or stop (LG-04)."),
    pgettext("my-island", "This episode's rules forbid passing: place the piece or stop."),
    pgettext("my-city", "This episode's rules forbid passing: place the piece or stop."),
    pgettext("my-island", "A pass would take the token below 0, which this episode's rules forbid: place the piece or stop."),
    pgettext("my-city", "A pass would take the token below 0, which this episode's rules forbid: place the piece or stop."),
    pgettext("my-island", "Your set has no piece %(card)s now: pass at no cost, or stop."),
    pgettext("my-city", "Your set has no piece %(card)s now: pass at no cost, or stop."),
    pgettext("my-island", "%(name)s's set has no piece %(card)s now: pass at no cost or end participation"),
    pgettext("my-city", "%(name)s's set has no piece %(card)s now: pass at no cost or end participation"),
    pgettext("my-island", "%(player)s's set has no piece %(piece)s now: pass or end participation"),
    pgettext("my-city", "%(player)s's set has no piece %(piece)s now: pass or end participation"),
    pgettext("my-island", "the token is on 0: passing is not allowed, place or stop (LG-04)"),
    pgettext("my-city", "the token is on 0: passing is not allowed, place or stop (LG-04)"),
    pgettext("my-island", "this episode's rules forbid passing: place or stop"),
    pgettext("my-city", "this episode's rules forbid passing: place or stop"),
    pgettext("my-island", "a pass would take the token below 0, which this episode's rules forbid: place or stop"),
    pgettext("my-city", "a pass would take the token below 0, which this episode's rules forbid: place or stop"),
    pgettext("my-island", "or pass (LG-03), or stop (LG-05)"), pgettext("my-city", "or pass (LG-03), or stop (LG-05)"),
    # The piece itself: a tile (una loseta, une tuile) or a building (un edificio, un bâtiment), whose
    # gender the words around it follow ("gírala" / "gíralo").
    pgettext("my-island", "Tap a highlighted space: the piece is drawn there, turn it, then confirm."),
    pgettext("my-city", "Tap a highlighted space: the piece is drawn there, turn it, then confirm."),
    pgettext("my-island", "No legal placement of this piece covers %(cell)s."),
    pgettext("my-city", "No legal placement of this piece covers %(cell)s."),
    npgettext("my-island", "%(n)s legal placement of piece %(card)s for %(player)s (token %(token)s)",
              "%(n)s legal placements of piece %(card)s for %(player)s (token %(token)s)", 1),
    npgettext("my-city", "%(n)s legal placement of piece %(card)s for %(player)s (token %(token)s)",
              "%(n)s legal placements of piece %(card)s for %(player)s (token %(token)s)", 1),
)


def context(game: object) -> str:
    """The msgctxt of a game (a Game, or its id); My Island's for anything else (a broken campaign)."""
    game_id = getattr(game, "id", game)
    return game_id if game_id in GAMES else GAMES[0]


def said(game: object, template: str, **args: object) -> Message:
    """`template` in the words of `game`'s edition, translated when it is shown."""
    return Message(template, args, context=context(game))


def said_n(game: object, singular: str, plural: str, count: int, **args: object) -> Message:
    """A counted message in the words of `game`'s edition."""
    return Message(singular, args, plural, count, context(game))
