"""The JSON API of table mode (DESIGN.md "Table mode"): each handler takes the request's data and
answers a status and a JSON-ready value. Writes go through Table.write: version, validation, atomic."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from datetime import date
from functools import lru_cache
from pathlib import Path
from typing import Any

from generator.editing.actions import parse_actions
from generator.editing.episodes import append_round, new_episode, remove_last_round
from generator.editing.text import append_entry, set_value
from generator.frontend import cells, svg
from generator.frontend.i18n import Translator
from generator.load.nodes import load_file
from generator.model import BoardChange, Campaign, Translated
from generator.problems import Problem, Problems
from generator.report.explain import feature_change, reason, shown_points, terrain_change
from generator.report.moves import NoMoves, options
from generator.rules.deck import every_piece
from generator.rules.results import TOKEN_KINDS, EpisodeResult, Item
from generator.table.state import Pending, Rejected, Snapshot, Stale, Table, Written
from generator.validate.campaign import fits_mode
from generator.validate.content import rule_registry, shelves
from generator.vocabulary.reader import Reader
from generator.vocabulary.texts import some_languages
from generator.words.editions import context, said
from generator.words.formats import join_list
from generator.words.i18n import N_, Message, _, render
from generator.words.typography import french_html, typesetter

Answer = tuple[int, Any]
_WORD = re.compile(r"[A-Za-z0-9_-]{1,20}")

_FIELDS = {
    "card": N_("the card"), "blocked": N_("the blocked card"), "player": N_("the player's name"),
    "action": N_("the action"), "reason": N_("the reason for the adjustment"), "cell": N_("the space"),
    "terrain": N_("the new terrain"), "add": N_("the sticker to add"), "remove": N_("the sticker to remove"),
    "note": N_("the note"), "rules": N_("the episode's rules"), "date": N_("the date"), "version": N_("the page's version"),
}
"""What a field of a request is to a player: an error names it in words, never by its JSON key."""


class BadRequest(Exception):
    """The request itself is malformed (HTTP 400): not a rule problem, not a stale version."""


def json_object(body: bytes) -> dict[str, Any] | None:
    """A request body's JSON object (empty: {}); None for anything else, however malformed or deep."""
    try:
        data = json.loads(body or b"{}")
    except (ValueError, RecursionError):  # not JSON, not UTF-8, a number of 5,000 digits, nesting past the stack
        return None
    return data if isinstance(data, dict) else None


def problem_json(problem: Problem, t: Translator) -> dict[str, Any]:
    lang = t.lang
    rule = rule_registry().get(problem.rule or "")
    return {"message": render(problem.message, t), "rule": problem.rule, "player": problem.player, "round": problem.round,
            "where": str(problem.pos), "title": rule["title"].get(lang, "") if rule else ""}


def items_json(items: tuple[Item, ...] | list[Item], campaign: Campaign, t: Translator) -> list[dict[str, Any]]:
    """Each item's points, as a sheet shows them (`shown`: LG-08's debt has its number in its reason, not a
    "+21" that reads as a gain), its rule and its reason, in the reader's typography (French apostrophes)."""
    typeset = typesetter(t.lang)
    return [{"points": i.points, "shown": shown_points(i), "rule": i.rule, "reason": typeset(reason(i, campaign.game, t))}
            for i in items]


def scored(items: tuple[Item, ...]) -> int:
    """The points an action scores, before debt and the cap move them (those are items of their own)."""
    return sum(i.points for i in items if i.kind not in TOKEN_KINDS)


def _current(snap: Snapshot) -> tuple[Campaign, EpisodeResult]:
    campaign, result = snap.checked.campaign, snap.checked.result
    if campaign is None or result is None or snap.problems:
        raise BadRequest(_("the campaign does not check out now; see the problems on the page"))
    if not result.episodes:
        raise BadRequest(_("the campaign has no episode yet: start the first one"))
    return campaign, result.episodes[-1]


# --- reading -----------------------------------------------------------------------------------

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
    for p in sorted(episode.players, key=lambda p: p.rank or 99):  # the signed result: a token less its debt (C-5)
        groups.setdefault((p.score, p.open_rows), []).append(p.name)
    ties = [names for names in groups.values() if len(names) > 1]  # C-2: settled by the table, or to settle
    return {
        "players": [{"name": p.name, "token": p.token, "debt": p.debt, "rank": p.rank, "circles": p.circles,
                     "open_rows": list(p.open_rows),
                     "items": items_json([i for i in p.items if i.round is None], campaign, t)}
                    for p in sorted(episode.players, key=lambda p: (p.rank or 99, p.seat))],
        "ties": ties, "tied_names": [join_list(names, t.lang) for names in ties],
        "tiebreak": list(ep.tiebreak), "unsettled": bool(snap.tie),
        "adjustments": [{"player": a.player, "points": a.points, "reason": a.reason} for a in ep.adjustments],
        "board_changes": {name: [_change_text(c, campaign, t) for c in changes] for name, changes in ep.board_changes.items()},
        "board_changes_allowed": campaign.mode == "legacy",
    }


def _change_text(change: BoardChange, campaign: Campaign, t: Translator) -> str:
    if change.note is not None:
        return change.note
    cell = campaign.board.grid.name(change.cell) if change.cell else ""
    if change.terrain:
        return render(terrain_change(change, campaign.game, cell), t)
    return render(feature_change(change, campaign.game, cell), t) if change.add or change.remove else cell


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
    campaign, episode = _current(snap)
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
    campaign, episode = _current(snap)
    me = next((p for p in episode.players if p.name == player), None)
    if me is None:
        raise BadRequest(_("unknown player '%(name)s'; players: %(players)s", name=player,
                           players=", ".join(p.name for p in episode.players)))
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


# --- writing -------------------------------------------------------------------------------------

def _text(body: Mapping[str, Any], key: str, required: bool = True, limit: int = 200) -> str | None:
    value = body.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, (str, int)) or isinstance(value, bool) or not str(value).strip() or len(str(value)) > limit:
        raise BadRequest(_("Fill in %(what)s (at most %(limit)s characters).", what=_(_FIELDS[key]),
                           limit=limit))
    return str(value).strip()


def _version(body: Mapping[str, Any]) -> str:
    return _text(body, "version") or ""


def _written(table: Table, snap: Snapshot) -> Answer:
    table.pending = Pending()
    table.notify()
    result = snap.checked.result
    last = result.episodes[-1].episode if result and result.episodes else None
    return 200, {"episode": last.number if last else 0, "round": len(last.rounds) if last else 0, "version": snap.version}


def _guarded(table: Table, t: Translator, change: Callable[[], Answer]) -> Answer:
    """Run a write under the lock: 409 on a stale version, 422 with the problems, nothing written."""
    with table.write_lock:
        try:
            return change()
        except Stale as err:
            return 409, {"error": t.gettext("The episode changed meanwhile (another phone or a hand edit): "
                                            "the page now shows it as it is."), "version": err.version}
        except Rejected as err:
            return 422, {"problems": [problem_json(p, t) for p in err.problems]}


def round_(table: Table, t: Translator, body: Mapping[str, Any]) -> Answer:
    """POST /api/round: a whole round at once, or My City's blocking card."""
    card = _text(body, "card")
    assert card is not None
    version = _version(body)
    if card == "block":
        blocked = _text(body, "blocked")
        return _guarded(table, t, lambda: _write_round(table, version, card, [], blocked))
    actions = body.get("actions")
    if not isinstance(actions, dict) or not actions:
        raise BadRequest(_("Choose an action for each player: a placement such as C4 r2, pass or stop."))
    pairs = _pairs({str(k): v for k, v in actions.items()})
    return _guarded(table, t, lambda: _write_round(table, version, card, pairs, None))


def _pairs(actions: Mapping[str, Any]) -> list[tuple[str, str]]:
    for player, action in actions.items():
        if not isinstance(action, str) or not action.strip() or len(action) > 200 or len(player) > 100 or "\n" in player:
            raise BadRequest(_("the action of '%(player)s' must be a placement such as C4 r2, or pass, or stop", player=player))
    try:
        return parse_actions([f"{player}={action}" for player, action in actions.items()])
    except ValueError as err:
        raise BadRequest(err.args[0]) from None


def _write_round(table: Table, version: str, card: str, pairs: list[tuple[str, str]], blocked: str | None) -> Answer:
    def edit(snap: Snapshot) -> tuple[Path, str]:
        campaign, episode = _current(snap)
        if episode.over:
            raise BadRequest(_("this episode is over (LG-06): log its end, then start the next episode"))
        assert snap.path is not None
        try:
            return snap.path, append_round(snap.text, card, pairs, blocked)
        except ValueError as err:
            raise BadRequest(err.args[0]) from None

    return _written(table, table.write(version, edit))


def card(table: Table, t: Translator, body: Mapping[str, Any]) -> Answer:
    """POST /api/card: the card revealed this round, shown on every page; None takes it back."""
    chosen = _text(body, "card", required=False)
    with table.write_lock:
        snap = table.snapshot()
        if _version(body) != snap.version:
            return 409, {"error": t.gettext("The episode changed meanwhile (another phone or a hand edit): "
                                            "the page now shows it as it is."), "version": snap.version}
        campaign, episode = _current(snap)
        if chosen is not None and chosen not in episode.cards_left():
            raise BadRequest(_("card %(card)s is not among the cards left (LG-02)", card=chosen))
        if chosen != table.pending.card:
            table.pending = Pending(chosen)
            table.notify()
    return 200, {"card": chosen}


def choice(table: Table, t: Translator, body: Mapping[str, Any]) -> Answer:
    """POST /api/choice: one player's action for the pending card; the round is written once all have acted."""
    player = _text(body, "player")
    action = _text(body, "action", required=False)
    assert player is not None
    version = _version(body)

    def change() -> Answer:
        snap = table.snapshot()
        if version != snap.version:
            return _overtaken(table, t, snap, version, player, action)
        campaign, episode = _current(snap)
        pending = table.pending
        if pending.card is None:
            raise BadRequest(_("pick the card revealed first"))
        if all(p.name != player for p in episode.players):  # not in the campaign at all: LG-05 is about stopping
            raise BadRequest(_("unknown player '%(name)s'; players: %(players)s", name=player,
                               players=", ".join(p.name for p in episode.players)))
        if player not in episode.still_playing():
            raise BadRequest(_("%(player)s is not playing this round (LG-05)", player=player))
        if action is not None:
            _pairs({player: action})
        if "replacing" in body and body["replacing"] != pending.actions.get(player):  # two phones, one player
            pending.refused[player] = action or ""
            table.notify()
            return 409, {"error": render(_("%(player)s chose on another phone meanwhile (%(action)s): that choice stands; "
                                           "to change it, tap Change my choice", player=player,
                                           action=pending.actions.get(player) or "–"), t), "version": snap.version}
        pending.refused.pop(player, None)
        if action is None:
            pending.actions.pop(player, None)
        else:
            pending.actions[player] = action
        waiting = [name for name in episode.still_playing() if name not in pending.actions]
        if waiting:
            table.notify()
            return 200, {"waiting": waiting, "version": snap.version}
        pairs = _pairs({name: pending.actions[name] for name in episode.still_playing()})
        try:
            answer = _write_round(table, version, pending.card, pairs, None)
            table.written = Written(version, answer[1]["round"], dict(pairs))
            return answer
        except Rejected as err:  # the players whose action broke a rule choose again
            for problem in err.problems:
                pending.actions.pop(problem.player or "", None)
            table.notify()
            raise

    return _guarded(table, t, change)


def _overtaken(table: Table, t: Translator, snap: Snapshot, version: str, player: str, action: str | None) -> Answer:
    """A choice made against an older file. When that file is the one the table's last round was written
    over, and the round holds this player, another phone chose for them first: the phone is told
    that its own choice was not written and which one was (the same one: it was)."""
    written = table.written
    if written is None or written.before != version or player not in written.actions or action is None:
        raise Stale(snap.version)
    kept = written.actions[player]
    if _pairs({player: action})[0][1] == kept:
        return 200, {"round": written.round, "version": snap.version}
    game = snap.checked.campaign.game if snap.checked.campaign else "my-island"
    return 409, {"error": render(_("Your choice for %(player)s (%(action)s) was not written: another phone chose first. "
                                   "Round %(round)s was written with %(player)s: %(written)s.", player=player,
                                   action=_said(action, game), round=written.round, written=_said(kept, game)), t),
                 "version": snap.version,
                 "overtaken": {"player": player, "action": action, "written": kept, "round": written.round}}


def _said(action: str, game: object) -> Message | str:
    """An action as the page says it: pass and stop in words (stop in the game's), a placement as written."""
    if action == "pass":
        return _("pass")
    return said(game, "stop") if action == "stop" else action


def undo(table: Table, t: Translator, body: Mapping[str, Any]) -> Answer:
    """POST /api/undo: remove the last round of the current episode."""
    version = _version(body)

    def edit(snap: Snapshot) -> tuple[Path, str]:
        if snap.path is None or not snap.checked.campaign or not snap.checked.campaign.episodes[-1].rounds:
            raise BadRequest(_("the current episode has no round to undo"))
        try:
            return snap.path, remove_last_round(snap.text)
        except ValueError as err:
            raise BadRequest(err.args[0]) from None

    return _guarded(table, t, lambda: _written(table, table.write(version, edit)))


def end(table: Table, t: Translator, body: Mapping[str, Any]) -> Answer:
    """POST /api/end: an adjustment, a board change, or the tiebreak of the current episode."""
    version = _version(body)
    edits: list[Callable[[str], str]] = []
    if "adjustment" in body:
        a = body["adjustment"] if isinstance(body["adjustment"], dict) else {}
        points = a.get("points")
        if not isinstance(points, int) or isinstance(points, bool) or abs(points) > 100:
            raise BadRequest(_("an adjustment's points are a whole number, such as 2 or -1"))
        item = {"player": _text(a, "player"), "points": points, "reason": _text(a, "reason", limit=500)}
        edits.append(lambda text: append_entry(text, ["adjustments"], item))
    if "board_change" in body:
        c = body["board_change"] if isinstance(body["board_change"], dict) else {}
        player = _text(c, "player")
        assert player is not None
        change = _board_change(c)
        edits.append(lambda text: append_entry(text, ["board_changes", player], change))
    if "tiebreak" in body:
        order = body["tiebreak"]
        if not isinstance(order, list) or not all(isinstance(n, str) and n.strip() for n in order) or len(order) > 8:
            raise BadRequest(_("Put the tied players in order, best first."))
        edits.append(lambda text: set_value(text, "tiebreak", [n.strip() for n in order]))
    if not edits:
        raise BadRequest(_("Nothing to record: give an adjustment, a board change or the order of the tied players."))

    def edit(snap: Snapshot) -> tuple[Path, str]:
        _current(snap)
        assert snap.path is not None
        text = snap.text
        for apply in edits:
            try:
                text = apply(text)
            except ValueError as err:
                raise BadRequest(err.args[0]) from None
        return snap.path, text

    return _guarded(table, t, lambda: _written(table, table.write(version, edit)))


def _board_change(c: Mapping[str, Any]) -> dict[str, str]:
    note = _text(c, "note", required=False, limit=500)
    if note is not None:
        return {"note": note}
    cell = _text(c, "cell")
    kinds = [k for k in ("terrain", "add", "remove") if c.get(k)]
    if len(kinds) != 1:
        raise BadRequest(_("a board change is a space with a new terrain, a sticker added or removed, or a note"))
    value = _text(c, kinds[0])
    assert cell is not None and value is not None
    if not _WORD.fullmatch(cell) or not _WORD.fullmatch(value):
        raise BadRequest(_("a space is named like C4; a terrain or a sticker by its id, such as palm or statue"))
    return {"cell": cell.upper(), kinds[0]: value}


def episode(table: Table, t: Translator, body: Mapping[str, Any]) -> Answer:
    """POST /api/episode: start the next episode with its ruleset and date."""
    rules = _text(body, "rules")
    when = _text(body, "date", required=False)
    try:
        day = date.fromisoformat(when) if when else None
    except ValueError:
        raise BadRequest(_("the date is written YYYY-MM-DD")) from None
    version = _version(body)

    def edit(snap: Snapshot) -> tuple[Path, str]:
        campaign, result = snap.checked.campaign, snap.checked.result
        if campaign is None or result is None or snap.problems:
            raise BadRequest(_("the campaign does not check out now; see the problems on the page"))
        if result.episodes and not result.episodes[-1].over:
            raise BadRequest(_("the current episode is still being played (LG-06)"))
        known = [named["id"] for named in named_rulesets(campaign, t.lang)]
        if rules not in known:
            raise BadRequest(_("unknown ruleset '%(name)s'; known: %(known)s", name=rules, known=", ".join(known)))
        number = campaign.first_episode + len(table.episode_files())
        path = (table.folder / "episodes" / f"{number:02d}.yaml").resolve()
        if path.exists():
            raise BadRequest(_("%(file)s exists already but is not in name order; rename the episode files", file=path.name))
        return path, new_episode(number, rules, day)

    return _guarded(table, t, lambda: _written(table, table.write(version, edit)))
