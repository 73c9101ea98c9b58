"""Words each game's edition says its own way: one English message, a translation per game.

The Spanish editions do not share all their words: My Island plays the "juego eterno", My City
the "versión eterna" (a player who stops "abandona" in both). A message that names such a thing
is written once in English and translated once per game, under gettext's msgctxt "my-island" or
"my-city"; `said` picks the translation by the campaign's game (the site and table pages call it as
`edition(game, "...")`). Babel extracts a msgctxt only from a literal, so every such message is
listed below with both contexts; tests/words/test_catalogues.py checks that every message shown through
`said` or `edition` is listed here, so none can fall back to English.
"""

from __future__ import annotations

from generator.words.i18n import Message, ngettext, pgettext

GAMES = ("my-island", "my-city")


def npgettext(context: str, singular: str, plural: str, count: int, **args: object) -> Message:
    """A counted message under a game's msgctxt (babel extracts npgettext with both forms)."""
    return Message(singular, args, plural, count, context)


# The messages, each under both games' contexts: what babel extracts (never shown from here).
LISTED = (
    # LG-11's open spaces are My City's empty green spaces (fr "cases vert clair vides")
    npgettext("my-island", "Tied on %(n)s point: ranked by open spaces per row, top row first: %(rows)s",
              "Tied on %(n)s points: ranked by open spaces per row, top row first: %(rows)s", 1),
    npgettext("my-city", "Tied on %(n)s point: ranked by open spaces per row, top row first: %(rows)s",
              "Tied on %(n)s points: ranked by open spaces per row, top row first: %(rows)s", 1),
    pgettext("my-island", "tied on %(n)s: open spaces per row, top first: %(rows)s (LG-11)"),
    pgettext("my-city", "tied on %(n)s: open spaces per row, top first: %(rows)s (LG-11)"),
    # LG-11's rows identical: the table's tiebreak decided (C-2), not the rows
    npgettext("my-island", "Tied on %(n)s point; open spaces per row, top row first: %(rows)s",
              "Tied on %(n)s points; open spaces per row, top row first: %(rows)s", 1),
    npgettext("my-city", "Tied on %(n)s point; open spaces per row, top row first: %(rows)s",
              "Tied on %(n)s points; open spaces per row, top row first: %(rows)s", 1),
    pgettext("my-island", "tied on %(n)s; open spaces per row, top first: %(rows)s (LG-11), identical; "
                          "your table settled it: %(order)s (C-2)"),
    pgettext("my-city", "tied on %(n)s; open spaces per row, top first: %(rows)s (LG-11), identical; "
                        "your table settled it: %(order)s (C-2)"),
    pgettext("my-island", "Eternal game"), pgettext("my-city", "Eternal game"),
    pgettext("my-island", "The Eternal game"), pgettext("my-city", "The Eternal game"),
    pgettext("my-island", "%(title)s (%(game)s, Eternal game)"), pgettext("my-city", "%(title)s (%(game)s, Eternal game)"),
    pgettext("my-island", "Game %(n)s (Eternal game)"), pgettext("my-city", "Game %(n)s (Eternal game)"),
    pgettext("my-island", "Game"), pgettext("my-city", "Game"),  # one of the Eternal game's games: a table's column
    pgettext("my-island", "The name in code beside each board and each set of pieces is what campaign.yaml gives as %(board)s or %(pieces)s."),
    pgettext("my-city", "The name in code beside each board and each set of pieces is what campaign.yaml gives as %(board)s or %(pieces)s."),
    pgettext("my-island", "%(title)s: standings and every game of %(game)s's Eternal game."),
    pgettext("my-city", "%(title)s: standings and every game of %(game)s's Eternal game."),
    pgettext("my-island", "The Eternal game keeps its board unchanged."),
    pgettext("my-city", "The Eternal game keeps its board unchanged."),
    pgettext("my-island", "the Eternal game keeps its board unchanged: remove board_changes"),
    pgettext("my-city", "the Eternal game keeps its board unchanged: remove board_changes"),
    pgettext("my-island", "the Eternal game's rules are for a campaign of `mode: eternal`, on the back of the board; "
                          "a legacy episode names its chapter's ruleset, such as legacy-1"),
    pgettext("my-city", "the Eternal game's rules are for a campaign of `mode: eternal`, on the back of the board; "
                        "a legacy episode names its chapter's ruleset, such as legacy-1"),
    # A terrain the episode does not open: es "espacios de playa y brezal" on My Island, "de tipo verde" on My City.
    npgettext("my-island", "%(cells)s is %(terrain)s; this episode only %(allowed)s may be covered",
              "%(cells)s are %(terrain)s; this episode only %(allowed)s may be covered", 1),
    npgettext("my-city", "%(cells)s is %(terrain)s; this episode only %(allowed)s may be covered",
              "%(cells)s are %(terrain)s; this episode only %(allowed)s may be covered", 1),
    # `chronicle new --from-episode`: what to fill in (My Island's circles, My City's symbols), each game's example.
    pgettext("my-island", "circles: progress circles coloured so far; debt: points still owed;"),
    pgettext("my-city", "circles: progress circles coloured so far; debt: points still owed;"),
    pgettext("my-island", "changes: its stickers and new terrain, as board_changes writes them ({cell: C4, terrain: palm});"),
    pgettext("my-city", "changes: its stickers and new terrain, as board_changes writes them ({cell: C4, terrain: palm});"),
    pgettext("my-island", "In campaign.yaml, fill in `start:` with each board's circles, debt and stickers as they stand; "
                          "in episodes/%(file)s.yaml, name episode %(n)s's ruleset on its `rules:` line."),
    pgettext("my-city", "In campaign.yaml, fill in `start:` with each board's circles, debt and stickers as they stand; "
                        "in episodes/%(file)s.yaml, name episode %(n)s's ruleset on its `rules:` line."),
    # Ending participation (LG-05): the table's button, its questions and hints, the CLI, the site.
    pgettext("my-island", "Stop"), pgettext("my-city", "Stop"),
    pgettext("my-island", "stop"), pgettext("my-city", "stop"),
    pgettext("my-island", "stopping"), pgettext("my-city", "stopping"),
    pgettext("my-island", "ends participation"), pgettext("my-city", "ends participation"),
    pgettext("my-island", "ended participation earlier"), pgettext("my-city", "ended participation earlier"),
    pgettext("my-island", "ended participation in round %(n)s"), pgettext("my-city", "ended participation in round %(n)s"),
    pgettext("my-island", "stopped in round %(round)s"), pgettext("my-city", "stopped in round %(round)s"),
    pgettext("my-island", "%(name)s ends participation for the rest of this episode (LG-05). Sure?"),
    pgettext("my-city", "%(name)s ends participation for the rest of this episode (LG-05). Sure?"),
    # The coach: a placement said with the game's verb (fr "poser la tuile en C5", es "construir el edificio en C5").
    pgettext("my-island", "placing the piece on %(better)s instead of on %(played)s"),
    pgettext("my-city", "placing the piece on %(better)s instead of on %(played)s"),
    pgettext("my-island", "placing the piece on %(cell)s, rotation %(better)s instead of %(played)s"),
    pgettext("my-city", "placing the piece on %(cell)s, rotation %(better)s instead of %(played)s"),
    pgettext("my-island", "placing the piece on %(where)s"), pgettext("my-city", "placing the piece on %(where)s"),
    # A catalogue's piece whose cells are apart: the catalogue's grid says whether it holds tiles or buildings.
    pgettext("my-island", "the cells of piece %(piece)s do not form one connected shape"),
    pgettext("my-city", "the cells of piece %(piece)s do not form one connected shape"),
    # The coach (chronicle analyse): a later logged placement that no longer fits after another action.
    pgettext("my-island", "then the placement logged in round %(n)s no longer fits: the analysis counts a pass"),
    pgettext("my-city", "then the placement logged in round %(n)s no longer fits: the analysis counts a pass"),
    pgettext("my-island", "then the placement logged in round %(n)s no longer fits and a pass is not allowed: the rules "
                          "force the end of participation (LG-04)"),
    pgettext("my-city", "then the placement logged in round %(n)s no longer fits and a pass is not allowed: the rules "
                        "force the end of participation (LG-04)"),
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
    # Players compared by the pieces of their largest group (generator/rulebook/sentences.py): tiles or buildings.
    pgettext("my-island", "the pieces of the largest connected group of %(members)s"),
    pgettext("my-city", "the pieces of the largest connected group of %(members)s"),
    npgettext("my-island", "the pieces of the largest connected group of %(size)s or more %(members)s",
              "the pieces of the largest connected group of %(size)s or more %(members)s", 1),
    npgettext("my-city", "the pieces of the largest connected group of %(size)s or more %(members)s",
              "the pieces of the largest connected group of %(size)s or more %(members)s", 1),
    # A round naming the blocking card where the deck has none (LG-02; problems/findings no-blocking-card): My Island
    # has none at all, a My City legacy deck none either.
    pgettext("my-island", "this episode's deck has no blocking card: a card is the id of a piece"),
    pgettext("my-city", "this episode's deck has no blocking card: a card is the id of a piece"),
    # A campaign whose log begins later (start:): what was coloured before, My Island's circles ticked
    # (cochés) or My City's symbols coloured (coloriés).
    pgettext("my-island", "logged from episode %(n)s: the standings count what was coloured before"),
    pgettext("my-city", "logged from episode %(n)s: the standings count what was coloured before"),
    # A ruleset that does not suit the campaign's catalogue or board (generator/validate/combination.py).
    pgettext("my-island", "every piece"), pgettext("my-city", "every piece"),
    pgettext("my-island", "the legacy extras"), pgettext("my-city", "the legacy extras"),
    pgettext("my-island", "; mark the legacy additions with 'extra: true'"),
    pgettext("my-city", "; mark the legacy additions with 'extra: true'"),
    pgettext("my-island", "your catalogue %(catalogue)s has no piece %(card)s%(hint)s"),
    pgettext("my-city", "your catalogue %(catalogue)s has no piece %(card)s%(hint)s"),
    pgettext("my-island", "wants the first piece on %(terrain)s"), pgettext("my-city", "wants the first piece on %(terrain)s"),
    pgettext("my-island", "the board has no such space, so no first piece could ever be placed"),
    pgettext("my-city", "the board has no such space, so no first piece could ever be placed"),
    # The transcription pages' refusals of a piece drawn (generator/table/transcribe.py).
    pgettext("my-island", "A piece id is the id printed on its card, such as 17 or R3."),
    pgettext("my-city", "A piece id is the id printed on its card, such as 17 or R3."),
    pgettext("my-island", "Piece %(id)s is in %(file)s already. Replace it?"),
    pgettext("my-city", "Piece %(id)s is in %(file)s already. Replace it?"),
    pgettext("my-island", "write the pieces of this catalogue as a block mapping to add to it"),
    pgettext("my-city", "write the pieces of this catalogue as a block mapping to add to it"),
    pgettext("my-island", "The piece sent is not one these pages draw; reload the page."),
    pgettext("my-city", "The piece sent is not one these pages draw; reload the page."),
    pgettext("my-island", "Give every space of the piece its symbol."), pgettext("my-city", "Give every space of the piece its symbol."),
    pgettext("my-island", "The anchor must be one of the piece's spaces."),
    pgettext("my-city", "The anchor must be one of the piece's spaces."),
    pgettext("my-island", "Choose the piece's colour."), pgettext("my-city", "Choose the piece's colour."),
    # What a piece is called wherever a campaign's game is known: My Island's tiles (losetas, tuiles),
    # My City's buildings (edificios, bâtiments); never the generic piece (pieza, pièce).
    pgettext("my-island", "piece %(card)s, round %(round)s"), pgettext("my-city", "piece %(card)s, round %(round)s"),
    pgettext("my-island", "Piece %(id)s"), pgettext("my-city", "Piece %(id)s"),
    pgettext("my-island", "Piece %(id)s, rotation r%(r)s"), pgettext("my-city", "Piece %(id)s, rotation r%(r)s"),
    pgettext("my-island", "Pieces"), pgettext("my-city", "Pieces"),
    pgettext("my-island", "Placing pieces"), pgettext("my-city", "Placing pieces"),
    pgettext("my-island", "the piece in question"), pgettext("my-city", "the piece in question"),
    pgettext("my-island", "pieces placed (%(n)s), shown by symbol or colour in capitals:"), pgettext("my-city", "pieces placed (%(n)s), shown by symbol or colour in capitals:"),
    pgettext("my-island", "no piece placed yet"), pgettext("my-city", "no piece placed yet"),
    pgettext("my-island", "piece %(piece)s at %(at)s: %(problem)s"), pgettext("my-city", "piece %(piece)s at %(at)s: %(problem)s"),
    pgettext("my-island", "the first piece of the episode must share a side with a space that is %(where)s"), pgettext("my-city", "the first piece of the episode must share a side with a space that is %(where)s"),
    pgettext("my-island", "the first piece of the episode must cover at least one %(terrain)s space"), pgettext("my-city", "the first piece of the episode must cover at least one %(terrain)s space"),
    pgettext("my-island", "the first piece of the episode must cover at least one space that is %(where)s"), pgettext("my-city", "the first piece of the episode must cover at least one space that is %(where)s"),
    pgettext("my-island", "the first piece of the episode must cover %(thing)s"), pgettext("my-city", "the first piece of the episode must cover %(thing)s"),
    pgettext("my-island", "the first piece of the episode must share a side with %(thing)s"), pgettext("my-city", "the first piece of the episode must share a side with %(thing)s"),
    pgettext("my-island", "no symbol of the piece shares a side with the same symbol on an earlier piece"), pgettext("my-city", "no symbol of the piece shares a side with the same symbol on an earlier piece"),
    npgettext("my-island", "%(num)s piece placed", "%(num)s pieces placed", 1),
    npgettext("my-city", "%(num)s piece placed", "%(num)s pieces placed", 1),
    npgettext("my-island", "the piece already placed", "the pieces already placed", 1),
    npgettext("my-city", "the piece already placed", "the pieces already placed", 1),
    npgettext("my-island", "%(n)s space of the piece is not on the board", "%(n)s spaces of the piece are not on the board", 1),
    npgettext("my-city", "%(n)s space of the piece is not on the board", "%(n)s spaces of the piece are not on the board", 1),
    npgettext("my-island", "open: %(n)s space where %(rules)s lets a piece go; uncovered spaces per row from the top (LG-11): %(rows)s",
              "open: %(n)s spaces where %(rules)s lets a piece go; uncovered spaces per row from the top (LG-11): %(rows)s", 1),
    npgettext("my-city", "open: %(n)s space where %(rules)s lets a piece go; uncovered spaces per row from the top (LG-11): %(rows)s",
              "open: %(n)s spaces where %(rules)s lets a piece go; uncovered spaces per row from the top (LG-11): %(rows)s", 1),
    # A score line (generator/report/explain.py PER_GAME): My City's empty green space, as its FAQ and rules say.
    pgettext("my-island", "%(count)s × empty buildable space"), pgettext("my-city", "%(count)s × empty buildable space"),
    pgettext("my-island", "an empty buildable space"), pgettext("my-city", "an empty buildable space"),
    pgettext("my-island", "%(count)s empty buildable spaces"), pgettext("my-city", "%(count)s empty buildable spaces"),
    npgettext("my-island", "%(name)s: %(n)s piece; [..] marks the anchor (0,0)", "%(name)s: %(n)s pieces; [..] marks the anchor (0,0)", 1),
    npgettext("my-city", "%(name)s: %(n)s piece; [..] marks the anchor (0,0)", "%(name)s: %(n)s pieces; [..] marks the anchor (0,0)", 1),
    npgettext("my-island", "piece %(id)s (%(n)s space: %(what)s)", "piece %(id)s (%(n)s spaces: %(what)s)", 1),
    npgettext("my-city", "piece %(id)s (%(n)s space: %(what)s)", "piece %(id)s (%(n)s spaces: %(what)s)", 1),
    pgettext("my-island", "%(name)s: every piece in every rotation"), pgettext("my-city", "%(name)s: every piece in every rotation"),
    pgettext("my-island", "Rounds, passing and stopping"), pgettext("my-city", "Rounds, passing and stopping"),
    pgettext("my-island", "piece %(piece)s joins the set"), pgettext("my-city", "piece %(piece)s joins the set"),
    pgettext("my-island", "piece %(piece)s leaves the set"), pgettext("my-city", "piece %(piece)s leaves the set"),
    pgettext("my-island", "piece %(piece)s becomes %(colour)s"), pgettext("my-city", "piece %(piece)s becomes %(colour)s"),
    pgettext("my-island", "stickers on piece %(piece)s: %(stickers)s"), pgettext("my-city", "stickers on piece %(piece)s: %(stickers)s"),
    pgettext("my-island", "%(symbol)s sticker on piece %(piece)s (space %(offset)s)"),
    pgettext("my-city", "%(symbol)s sticker on piece %(piece)s (space %(offset)s)"),
    # The games' pages: boards and tiles, boards and buildings.
    pgettext("my-island", "Boards and pieces: %(game)s"),
    pgettext("my-city", "Boards and pieces: %(game)s"),
    pgettext("my-island", "Every cell name of the %(game)s boards and every piece in every rotation, for logging placements."),
    pgettext("my-city", "Every cell name of the %(game)s boards and every piece in every rotation, for logging placements."),
    pgettext("my-island", "A placement is logged as the anchor cell of the piece and its rotation, such as %(example)s. Cells are named by row letter and column number."),
    pgettext("my-city", "A placement is logged as the anchor cell of the piece and its rotation, such as %(example)s. Cells are named by row letter and column number."),
    pgettext("my-island", "Rotations turn the piece clockwise about its anchor, which is outlined below."),
    pgettext("my-city", "Rotations turn the piece clockwise about its anchor, which is outlined below."),
    npgettext("my-island", "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s space",
              "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s spaces", 1),
    npgettext("my-city", "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s space",
              "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s spaces", 1),
    pgettext("my-island", "passed at no cost: no piece %(piece)s in this set"),
    pgettext("my-city", "passed at no cost: no piece %(piece)s in this set"),
    pgettext("my-island", "the set already has a piece %(piece)s: give the new one another id"),
    pgettext("my-city", "the set already has a piece %(piece)s: give the new one another id"),
    pgettext("my-island", "the set has no piece %(piece)s now"),
    pgettext("my-city", "the set has no piece %(piece)s now"),
    pgettext("my-island", "piece %(piece)s has no space at %(offset)s (its offsets: %(offsets)s)"),
    pgettext("my-city", "piece %(piece)s has no space at %(offset)s (its offsets: %(offsets)s)"),
    # The transcription pages, which draw the pieces of the game chosen (generator/table/transcribe.py).
    pgettext("my-island", "Add a piece to it"),
    pgettext("my-city", "Add a piece to it"),
    pgettext("my-island", "Colour of the piece"),
    pgettext("my-city", "Colour of the piece"),
    pgettext("my-island", "Compare the drawing with your pieces. In campaign.yaml write:"),
    pgettext("my-city", "Compare the drawing with your pieces. In campaign.yaml write:"),
    pgettext("my-island", "Draw a piece"),
    pgettext("my-city", "Draw a piece"),
    pgettext("my-island", "Each tap adds a space to the piece."),
    pgettext("my-city", "Each tap adds a space to the piece."),
    pgettext("my-island", "Paint your own board space by space and draw your pieces; they are saved in the campaign's boards/ folder, checked like every log."),
    pgettext("my-city", "Paint your own board space by space and draw your pieces; they are saved in the campaign's boards/ folder, checked like every log."),
    pgettext("my-island", "Piece id (as printed on its card)"),
    pgettext("my-city", "Piece id (as printed on its card)"),
    pgettext("my-island", "Save the piece"),
    pgettext("my-city", "Save the piece"),
    pgettext("my-island", "Spaces of the piece"),
    pgettext("my-city", "Spaces of the piece"),
    pgettext("my-island", "Tap the spaces the piece covers"),
    pgettext("my-city", "Tap the spaces the piece covers"),
    pgettext("my-island", "Transcribe your board and pieces"),
    pgettext("my-city", "Transcribe your board and pieces"),
    pgettext("my-island", "Transcribe a board or pieces"), pgettext("my-city", "Transcribe a board or pieces"),
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
    pgettext("my-island", "No legal placement of piece %(card)s for %(player)s (token %(token)s)"),
    pgettext("my-city", "No legal placement of piece %(card)s for %(player)s (token %(token)s)"),
    pgettext("my-island", "No legal placement of piece %(card)s for %(player)s (token %(token)s): pass (LG-03) or stop (LG-05)"),
    pgettext("my-city", "No legal placement of piece %(card)s for %(player)s (token %(token)s): pass (LG-03) or stop (LG-05)"),
)


def context(game: object) -> str:
    """The msgctxt of a game (a Game, or its id); My Island's for anything else (a broken campaign)."""
    game_id = getattr(game, "id", game)
    return game_id if game_id in GAMES else GAMES[0]


TRANSCRIBING = frozenset({
    "Add a piece to it", "Colour of the piece", "Compare the drawing with your pieces. In campaign.yaml write:", "Draw a piece",
    "Each tap adds a space to the piece.",
    "Paint your own board space by space and draw your pieces; they are saved in the campaign's boards/ folder, checked like every log.",
    "Piece id (as printed on its card)", "Save the piece", "Spaces of the piece", "Tap the spaces the piece covers",
    "Transcribe your board and pieces"})
"""The transcription pages' messages that name the piece: said in the words of the game being transcribed."""


def said(game: object, template: str, **args: object) -> Message:
    """`template` in the words of `game`'s edition, translated when it is shown."""
    return Message(template, args, context=context(game))


def said_n(game: object, singular: str, plural: str, count: int, **args: object) -> Message:
    """A counted message in the words of `game`'s edition."""
    return Message(singular, args, plural, count, context(game))


def progress(game_id: str, n: int) -> Message:
    """Progress in each game's words: My City colours symbols, My Island circles."""
    if game_id == "my-city":  # a penalty of one takes the singular too: "-1 círculo"
        return ngettext("%(num)s progress symbol", "%(num)s progress symbols", abs(n), num=n)
    return ngettext("%(num)s progress circle", "%(num)s progress circles", abs(n), num=n)
