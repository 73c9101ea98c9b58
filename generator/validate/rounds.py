"""The rounds of an episode log: the card revealed and each player's action, against the pieces and board."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

from generator.geometry.grid import Cell, Grid
from generator.load.nodes import Node
from generator.model import Action, Board, Game, Piece, Round
from generator.rules.deck import BLOCK, not_dealt
from generator.rules.deck import cards as deal
from generator.rules.placement import fits, orient
from generator.validate.board import read_cell
from generator.validate.context import Context, player
from generator.vocabulary.reader import About, Reader, describe, suggest
from generator.vocabulary.shapes import no_term
from generator.words.editions import said_n
from generator.words.i18n import Message, Named, _, listed, ngettext

_ANCHOR = re.compile(r"([A-Za-z][0-9]{1,2})\s*(?:[rR]([0-9]))?")
_CARD = _("card")


def read_rounds(r: Reader, node: Node, ctx: Context, players: list[str], episode: int,
                deck: Sequence[str] | None) -> list[Round]:
    """The rounds of an episode; `deck` is its ruleset's deck when the ruleset is known, to name its cards
    when a card is not one (the catalogue's size says nothing of the deck)."""
    rounds: list[Round] = []
    revealed: dict[str, int] = {}
    cards = ctx.every_piece().pieces  # the sets change only between episodes
    acting = {name: r.about(player=name) for name in players}  # each player's block, entered at every round
    for number, item in enumerate(r.items(node, "rounds") if node.value is not None else [], 1):
        with r.about(round=number):
            rnd = _read_round(r, item, ctx, players, episode, number, revealed, cards, deck, acting)
        if rnd is not None:
            rounds.append(rnd)
    return rounds


def _reveal(r: Reader, node: Node, ctx: Context, revealed: dict[str, int], number: int,
            cards: Mapping[str, object], deck: Sequence[str] | None) -> str | None:
    card = r.word(node, _CARD)
    if card is None:
        return None
    refused = not_dealt(card, deck) if card == BLOCK and deck is not None else None
    if refused:  # My Island's decks, My City's legacy ones: the engine's own answer, its words and rule (LG-02)
        from generator.problems.findings import message  # the engine's words, imported when a fault is met

        r.error(node.pos, message(refused[0], ctx.game), refused[1])
        return None
    if card != "block" and card not in cards and deck:  # the deck's cards worked out only for the message
        dealt = [c for c in deal(deck, ctx.every_piece()) if c != BLOCK]  # a player's own pieces too
        r.error(node.pos, _("unknown card '%(card)s'%(hint)s; this episode deals %(cards)s", card=card,
                            hint=suggest(card, cards), cards=listed(dealt)))
        return None
    if card != "block" and card not in cards:
        r.error(node.pos, ngettext("unknown card '%(card)s'%(hint)s; the catalogue '%(catalogue)s' has %(n)s piece",
                                   "unknown card '%(card)s'%(hint)s; the catalogue '%(catalogue)s' has %(n)s pieces",
                                   len(cards), card=card, hint=suggest(card, cards), catalogue=Named(ctx.catalogue.name),
                                   n=len(cards)))
        return None
    if card in revealed and card == "block":  # the internal id is not said: a person reads "the blocking card"
        r.error(node.pos, _("the blocking card was already revealed in round %(round)s; the deck has only one",
                            round=revealed[card]), "LG-02")
    elif card in revealed:
        r.error(node.pos, _("card %(card)s was already revealed in round %(round)s; each card comes once per episode",
                            card=card, round=revealed[card]), "LG-02")
    revealed[card] = number
    return card


def _read_round(r: Reader, node: Node, ctx: Context, players: list[str], episode: int, number: int,
                revealed: dict[str, int], cards: Mapping[str, object], deck: Sequence[str] | None,
                acting: Mapping[str, About]) -> Round | None:
    if not node.is_map or "card" not in node.value:
        r.error(node.pos, _("each round is a mapping with the revealed 'card' and one entry per player, "
                            "such as {card: 17, Ana: C4 r2, Ben: pass}"))
        return None
    card = _reveal(r, node.value["card"], ctx, revealed, number, cards, deck)
    blocked = None
    names_blocked = "blocked" in node.value
    actions: dict[str, Action] = {}
    for key, value in node.value.items():
        pos = node.keys[key]
        if key == "card":
            continue
        if key == "blocked":
            if card is None and str(node.value["card"].value).strip() == BLOCK:  # a blocking card refused above, once
                continue
            if card != "block":
                r.error(pos, _("'blocked' belongs only to a round whose card is 'block'"), "MC-E03")
            blocked = _reveal(r, value, ctx, revealed, number, cards, deck)
            continue
        name = key if key in players else player(r, Node(key, pos), players, ctx, episode)  # a player of the episode, as most are
        if name is None:
            continue
        if card == "block":
            r.error(pos, _("nobody acts on the blocking card: the blocked building is set aside at no cost"), "MC-E03",
                    player=name)
            continue
        if card is not None:
            with acting[name]:
                action = _read_action(r, value, ctx, card, players.index(name))
            if action is not None:
                actions[name] = action
    if card == "block" and not names_blocked:
        r.error(node.pos, _("a blocking card round must name the blocked card, such as 'blocked: R3'"), "MC-E03")
    return Round(number, card, actions, node.pos, blocked) if card is not None else None


def _read_action(r: Reader, node: Node, ctx: Context, card: str, seat: int) -> Action | None:
    """What a player did with the card, read against their own set of pieces and board."""
    piece = ctx.sets[seat].pieces.get(card)
    grid = ctx.board.grid
    written = node.value.strip() if isinstance(node.value, str) else None
    if written is not None and written.lower() in ("pass", "stop"):
        text = written.lower()
        return Action(text, text, node.pos)
    if piece is None:  # the player's set lacks it: the replay says so, once
        return Action("place", str(node.plain()), node.pos)
    if written is not None:
        anchored = _anchored(grid, written)
        if anchored is not None:  # a cell the grid names and a rotation it has: most actions
            return Action("place", written, node.pos, orient(piece, grid, *anchored).cells)
        text = written
        match = _ANCHOR.fullmatch(text)
        if not match:
            # My City's buildings have no symbols: no mapping of cells to symbols there, in any language (English too)
            r.error(node.pos, _("'%(text)s' is not an action: write pass, stop, an anchor such as C4 r2 "
                                "or a list of covered cells", text=node.value) if ctx.game.id == "my-city" else
                    _("'%(text)s' is not an action: write pass, stop, an anchor such as C4 r2, "
                      "a list of covered cells or a mapping of cells to symbols", text=node.value))
            return None
        rotation = int(match[2] or 0)
        if rotation >= grid.rotations:
            r.error(node.pos, _rotation_missing(rotation, grid.kind, grid.rotations))
            return None
        anchor = grid.parse(match[1])
        if anchor is None:  # A0, A05: the pattern lets them through, the grid's names do not
            r.error(node.pos, _("'%(cell)s' is not a cell name: columns count from 1, written without a leading zero, "
                                "such as C4", cell=match[1]))
            return None
        return Action("place", text, node.pos, orient(piece, grid, anchor, rotation).cells)
    return _covered_cells(r, node, ctx, piece, ctx.boards[seat])


@lru_cache(maxsize=4096)
def _anchored(grid: Grid, text: str) -> tuple[Cell, int] | None:
    """The anchor and rotation an action such as 'C4 r2' names, or None where it names none the grid has
    (_read_action then says why). Kept per grid and text: a log writes the same few hundred actions
    again and again."""
    match = _ANCHOR.fullmatch(text)
    rotation = int(match[2] or 0) if match else grid.rotations
    anchor = grid.parse(match[1]) if match and rotation < grid.rotations else None
    return (anchor, rotation) if anchor is not None else None


def _covered_cells(r: Reader, node: Node, ctx: Context, piece: Piece, board: Board) -> Action | None:
    grid = board.grid
    if node.is_map:
        cells = {}
        for key, value in node.value.items():
            cell = read_cell(r, Node(key, node.keys[key]), board)
            symbol = r.choice(value, _("symbol"), ctx.game.symbols, no_term("symbol", ctx.game))
            if cell is not None:
                cells[cell] = symbol
        symbols_given = True
    elif node.is_list:
        cells = {c: None for item in node.value if (c := read_cell(r, item, board)) is not None}
        symbols_given = False
    else:
        r.error(node.pos, _("an action is pass, stop, an anchor such as C4 r2, or covered cells, not %(value)s",
                            value=describe(node)))
        return None
    if len(cells) != len(node.value):
        return None
    text = " ".join(grid.name(c) for c in cells)
    found = fits(piece, grid, cells, symbols_given)
    if not found:
        r.error(node.pos, _not_the_piece(piece, text, symbols_given, ctx.game))
        return None
    if len({tuple(sorted(p.cells.items(), key=str)) for p in found}) > 1:
        r.error(node.pos, _("piece %(piece)s fits %(cells)s in more than one way with different symbols; "
                            "write the symbols ({C4: house, ...}) or the anchor and rotation", piece=piece.id, cells=text))
        return None
    return Action("place", found[0].text(grid), node.pos, found[0].cells)


def _not_the_piece(piece: Piece, cells: str, symbols_given: bool, game: Game) -> Message:
    """Covered cells that match no rotation of the card's piece, with what the piece looks like."""
    size = len(piece.cells)
    symbols = [game.term(s) or s for _cell, s in piece.cells if s]
    if symbols_given:
        return ngettext("these cells and symbols (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s space "
                        "showing %(symbols)s",
                        "these cells and symbols (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s spaces "
                        "showing %(symbols)s", size, cells=cells, piece=piece.id, n=size, symbols=listed(symbols))
    if symbols:
        return ngettext("these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s space showing "
                        "%(symbols)s",
                        "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s spaces showing "
                        "%(symbols)s", size, cells=cells, piece=piece.id, n=size, symbols=listed(symbols))
    return said_n(game, "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s space",
                  "these cells (%(cells)s) are not piece %(piece)s in any rotation: it has %(n)s spaces", size,
                  cells=cells, piece=piece.id, n=size)


def _rotation_missing(rotation: int, kind: str, rotations: int) -> Message:
    if kind == "hex":
        return _("rotation r%(rotation)s does not exist: a hex piece turns r0 to r%(last)s", rotation=rotation, last=rotations - 1)
    return _("rotation r%(rotation)s does not exist: a square piece turns r0 to r%(last)s", rotation=rotation, last=rotations - 1)
