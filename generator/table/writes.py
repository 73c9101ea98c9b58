"""The writing half of table mode's JSON API (DESIGN.md "Table mode"): each handler takes the request's
data and answers a status and a JSON-ready value. Writes go through Table.write: version, validation, atomic."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from datetime import date
from pathlib import Path
from typing import Any

from generator.editing.actions import parse_actions
from generator.editing.episodes import append_round, new_episode, remove_last_round
from generator.editing.text import append_entry, set_value
from generator.frontend.i18n import Translator
from generator.report.moves import undealt
from generator.rules.deck import BLOCK
from generator.table.answers import Answer, BadRequest, current, problem_json
from generator.table.reads import named_rulesets
from generator.table.state import Pending, Rejected, Snapshot, Stale, Table, Written
from generator.words.editions import said
from generator.words.i18n import N_, Message, _, listed, render

_WORD = re.compile(r"[A-Za-z0-9_-]{1,20}")

_FIELDS = {
    "card": N_("the card"), "blocked": N_("the blocked card"), "player": N_("the player's name"),
    "action": N_("the action"), "reason": N_("the reason for the adjustment"), "cell": N_("the space"),
    "terrain": N_("the new terrain"), "add": N_("the sticker to add"), "remove": N_("the sticker to remove"),
    "note": N_("the note"), "rules": N_("the episode's rules"), "date": N_("the date"), "version": N_("the page's version"),
}
"""What a field of a request is to a player: an error names it in words, never by its JSON key."""



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
        campaign, episode = current(snap)
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
        campaign, episode = current(snap)
        refused = undealt(chosen, episode.deck, campaign.game) if chosen == BLOCK else None
        if refused:  # My Island's decks, My City's legacy ones: as `check` and `moves` say it (LG-02)
            raise BadRequest(refused)
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
        campaign, episode = current(snap)
        pending = table.pending
        if pending.card is None:
            raise BadRequest(_("pick the card revealed first"))
        if all(p.name != player for p in episode.players):  # not in the campaign at all: LG-05 is about stopping
            raise BadRequest(_("unknown player '%(name)s'; players: %(players)s", name=player,
                               players=listed(p.name for p in episode.players)))
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
        current(snap)
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
            raise BadRequest(_("unknown ruleset '%(name)s'; known: %(known)s", name=rules, known=listed(known)))
        number = campaign.first_episode + len(table.episode_files())
        path = (table.folder / "episodes" / f"{number:02d}.yaml").resolve()
        if path.exists():
            raise BadRequest(_("%(file)s exists already but is not in name order; rename the episode files", file=path.name))
        return path, new_episode(number, rules, day)

    return _guarded(table, t, lambda: _written(table, table.write(version, edit)))
