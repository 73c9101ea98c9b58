"""The reading half of table mode's JSON API (DESIGN.md "Table mode"): each handler takes the request's
data and answers a status and a JSON-ready value, the table as it is; nothing is written."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from generator.frontend import cells, svg
from generator.frontend.i18n import Translator
from generator.load.nodes import load_file
from generator.model import BoardChange, Campaign, Translated
from generator.problems import Problems
from generator.report.explain import note_said, what_changed
from generator.report.moves import NoMoves, options
from generator.rules.deck import every_piece
from generator.rules.results import EpisodeResult, PlayerEpisode
from generator.table.answers import Answer, BadRequest, current, items_json, problem_json, scored
from generator.table.state import Snapshot, Table
from generator.validate.content import shelves
from generator.validate.rulesets import fits_mode
from generator.vocabulary.reader import Reader
from generator.vocabulary.texts import some_languages
from generator.words.editions import context
from generator.words.formats import join_list
from generator.words.i18n import _, listed, render
from generator.words.typography import french_html, typesetter


def state(table: Table, t: Translator) -> Answer:
    snap = table.snapshot()
    pending = table.pending
    answer: dict[str, Any] = {
        "campaign": table.folder.name, "version": snap.version, "serial": table.serial,
        "problems": [problem_json(p, t) for p in snap.problems],
        "episode": None, "round": 0, "players": [], "cards_left": [], "complete": False,
        "pending": {"card": pending.card, "actions": dict(pending.actions), "refused": dict(pending.refused)},
        "start": {"offered": snap.setup.offered, "version": snap.setup.version},  # campaign.yaml's start: (start.py)
    }
    campaign, result = snap.checked.campaign, snap.checked.result
    if campaign is None or result is None:
        return 200, answer
    answer |= {"title": campaign.title, "game": campaign.game.id, "mode": campaign.mode, "language": campaign.language,
               "rulesets": named_rulesets(campaign, t.lang), "next_rules": campaign.episodes[-1].ruleset.id if campaign.episodes else "",
               "terrains": {k: typesetter(t.lang)(v.names[t.lang]) for k, v in campaign.game.terrains.items()},
               "features": {k: typesetter(t.lang)(v.names[t.lang]) for k, v in campaign.game.features.items()},
               "cells": [campaign.board.grid.name(c) for c in sorted(campaign.board.terrain, key=campaign.board.grid.to_map)]}
    if not result.episodes:
        answer["complete"] = True  # nothing to play: the page offers to start the first episode
        return 200, answer
    episode = result.episodes[-1]
    over = episode.over
    answer |= {
        "episode": episode.episode.number, "round": len(episode.episode.rounds),
        "rules": episode.episode.ruleset.names.get(t.lang, episode.episode.ruleset.id),
        "players": [{"name": p.name, "token": p.token, "debt": p.debt, "active": p.stopped is None and not over,
                     "stopped": p.stopped, "chosen": p.name in pending.actions} for p in episode.players],
        "cards_left": [] if over else episode.cards_left(), "deck": list(episode.deck),
        "complete": over, "end": end_json(campaign, episode, snap, t) if over else None,
    }
    return 200, answer


def end_json(campaign: Campaign, episode: EpisodeResult, snap: Snapshot, t: Translator) -> dict[str, Any]:
    """The end of the episode: end scoring with reasons, ranks, ties to settle, changes logged so far."""
    ep = episode.episode
    groups: dict[tuple[int, tuple[int, ...]], list[str]] = {}
    best_first = sorted(episode.players, key=lambda p: (_place(episode, p) or 99, p.seat))
    for p in best_first:  # the signed result: a token less its debt (C-5)
        groups.setdefault((p.score, p.open_rows), []).append(p.name)
    ties = [names for names in groups.values() if len(names) > 1]  # C-2: settled by the table, or to settle
    return {
        "players": [{"name": p.name, "token": p.token, "debt": p.debt, "rank": _place(episode, p),
                     "circles": p.circles, "open_rows": list(p.open_rows),
                     "items": items_json([i for i in p.items if i.round is None], campaign, t)}
                    for p in best_first],
        "ties": ties, "tied_names": [join_list(names, t.lang) for names in ties],
        "tiebreak": list(ep.tiebreak), "unsettled": bool(snap.tie),
        "adjustments": [{"player": a.player, "points": a.points, "reason": a.reason} for a in ep.adjustments],
        "board_changes": {name: [_change_text(c, campaign, t) for c in changes] for name, changes in ep.board_changes.items()},
        "board_changes_allowed": campaign.mode == "legacy",
    }


def _place(episode: EpisodeResult, p: PlayerEpisode) -> int | None:
    """A player's place; in a tie the log does not settle yet (C-2), the place the tied players share."""
    tie = episode.tie_of(p)
    return p.rank or (tie.place if tie else None)


def _change_text(change: BoardChange, campaign: Campaign, t: Translator) -> str:
    """A change in words; a note is the group's own, quoted and said to be in the campaign's language when the page
    reads another, as `board -p`, `score` and the site say it (« … » (en espagnol)). Plain: the page typesets it."""
    if change.note is not None:
        return note_said(change.note, campaign.language, t)
    return render(what_changed(change, campaign.game, campaign.board.grid.name), t)  # as `board -p` says it


def named_rulesets(campaign: Campaign, lang: str) -> list[dict[str, str]]:
    """The rulesets a new episode may name, each with its name in the page's language for the choice.

    One pass over the shelves: the first shelf holding a name is the one `rules:` would read (see `look_up`).
    An Eternal log is offered chronicle's Eternal game and the group's own rules, never a shipped
    chapter of the legacy campaign (the front of the board, review 9).
    """
    names: dict[str, str] = {}
    for shelf in shelves(campaign.game, campaign.folder, "rules"):
        for rid in shelf.names():
            chapter = shelf.shipped and campaign.mode == "eternal" and rid != "eternal"
            if rid not in names and fits_mode(rid, campaign.mode) and not chapter:
                names[rid] = _ruleset_name(shelf.folder / f"{rid}.yaml", campaign.language, lang) or rid
    return [{"id": rid, "name": names[rid]} for rid in sorted(names)]


def _ruleset_name(path: Path, group_language: str, lang: str) -> str | None:
    try:
        version = path.stat().st_mtime_ns
    except OSError:  # a dangling link under the name: listed by its id; `rules:` says what is wrong
        return None
    return _ruleset_names(path, version, group_language).get(lang)


@lru_cache(maxsize=256)
def _ruleset_names(path: Path, mtime: int, language: str) -> Translated:
    """A ruleset file's `name:` in every language (read once per version of the file: the page asks often)."""
    try:
        node = load_file(path).get("name")
    except Problems:
        return {}
    return (some_languages(Reader(), node, "name", language) or {}) if node is not None else {}


def moves(table: Table, t: Translator, player: str, card: str) -> Answer:
    snap = table.snapshot()
    campaign, episode = current(snap)
    result = snap.checked.result
    assert result is not None
    try:
        found = options(campaign, result, episode.episode.number, player, card)
    except NoMoves as err:
        raise BadRequest(err.args[0]) from None
    player, card = found.player, found.card  # as the campaign spells them (options matches loosely)
    grid = campaign.board.grid
    preview = snap.preview()
    listed = []
    for placement in found.placements:
        text = placement.text(grid)
        items = preview.placement(player, card, placement.cells, text)
        cells = sorted(placement.cells.items(), key=lambda i: grid.to_map(i[0]))
        listed.append({"action": text, "anchor": grid.name(placement.anchor), "rotation": placement.rotation,
                       "cells": [grid.name(c) for c, _ in cells],
                       "symbols": [s for _, s in cells], "points": scored(items),
                       "items": items_json(items, campaign, t)})
    passing = preview.passing(player, card)
    return 200, {"moves": listed, "token": found.token, "can_pass": found.can_pass, "must_build": found.must_build,
                 "pass_refused": found.pass_refused, "lacking": found.lacking,
                 "colour": found.colour, "pass": {"points": scored(passing), "items": items_json(passing, campaign, t)}}


def board(table: Table, t: Translator, player: str) -> Answer:
    snap = table.snapshot()
    campaign, episode = current(snap)
    me = next((p for p in episode.players if p.name == player), None)
    if me is None:
        raise BadRequest(_("unknown player '%(name)s'; players: %(players)s", name=player,
                           players=listed(p.name for p in episode.players)))
    label = t.gettext("piece %(card)s, round %(round)s", context(campaign.game))
    pieces = [svg.Drawn(turn.cells, turn.round, turn.colour, label % {"card": turn.card, "round": turn.round})
              for turn in me.turns if turn.action == "place"]
    grid = me.board.grid
    title = render(_("Board of %(name)s", name=me.name), t)  # French "d'Inés" (Message.render)
    drawing = svg.board_svg(me.board, campaign.game, t.lang, pieces, title=title, classes="board table-board")
    return 200, {"player": me.name, "svg": french_html(str(drawing), t.lang),  # its titles: « emplacement d’autocollant »
                 "centres": {grid.name(c): [round(v, 1) for v in cells.centre(grid, c)] for c in me.board.terrain}}


def pieces(table: Table, t: Translator) -> Answer:
    """Every card of the campaign's catalogue drawn as its piece, and how to draw a piece cell by cell;
    also the pieces the players' own sets gained, which the deck deals too (LG-12)."""
    snap = table.snapshot()
    campaign, result = snap.checked.campaign, snap.checked.result
    if campaign is None:
        raise BadRequest(_("the campaign does not check out now; see the problems on the page"))
    grid = campaign.board.grid
    sets = [p.pieces for p in result.episodes[-1].players] if result is not None and result.episodes else []
    drawn = {card: str(svg.piece_svg(dict(piece.cells), piece.colour, campaign.game, grid,
                                     t.gettext("Piece %(id)s", context(campaign.game)) % {"id": card}, scale=0.5))
             for card, piece in every_piece(campaign.catalogue, sets).pieces.items()}
    drawn = {card: french_html(drawing, t.lang) for card, drawing in drawn.items()}  # titles in the page's typography
    return 200, {"pieces": drawn, "stamp": svg.stamp(campaign.game, grid)}

