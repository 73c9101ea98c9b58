"""The start form of table mode: each player's progress circles, debt and counters before the log's
first episode, as campaign.yaml's `start:` holds them (a legacy log that begins partway through a
campaign), entered on a phone instead of typed into the file.

A save goes through the one text editor (`editing.text.set_in`: every other line and comment of
campaign.yaml kept) and `Table.write_setup` (the file's version, the whole campaign checked with the
draft as `chronicle check` checks it, an atomic write). The values are written as they were typed:
a wrong one is refused with the message `chronicle check` would give, in the page's language.

Only a log with a `start:` gets the form. A log from the campaign's first episode has nothing before
it (no circles coloured, LG-07; no debt, LG-08), and a `start:` added to it would renumber its
episode files: `chronicle new --from-episode` writes one for a log that begins later.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import yaml

from generator.editing.text import set_in
from generator.frontend.i18n import Translator
from generator.load.nodes import Node, load_text
from generator.problems import Problems
from generator.table.answers import Answer, BadRequest, problem_json
from generator.table.state import SETUP, Pending, Rejected, Snapshot, Stale, Table
from generator.words.i18n import Text, _, render
from generator.words.typography import typesetter

FIELDS = ("circles", "debt")
"""A player's numbers in the form besides the counters, by their keys in `start:`."""
LONGEST = 20
"""The most characters of a value as typed (a whole number is a few digits)."""


def form(table: Table, t: Translator) -> Answer:
    """GET /api/start: the form's players with what campaign.yaml says of each, the counters to fill in
    and the file's version; `offered` false (with the reason) for a log that has no `start:`."""
    snap = table.snapshot()
    return 200, _form(snap, t)


def _form(snap: Snapshot, t: Translator) -> dict[str, Any]:
    setup = snap.setup
    campaign = snap.checked.campaign
    if not setup.offered:
        eternal = campaign is not None and campaign.mode == "eternal"
        why = (_("This campaign's games stand alone: there is nothing before them to fill in.") if eternal else
               _("This log begins with the campaign's first episode: there is nothing before it to fill in."))
        return {"offered": False, "version": setup.version, "reason": _said(why, t)}
    root = _root(setup.text)
    start = root.get("start") if root is not None else None
    given = start.get("players") if start is not None else None
    written = given.plain() if given is not None and given.is_map else {}
    episode = campaign.first_episode if campaign is not None else _number(start.get("episode") if start else None)
    counters = _counters(snap, root, t)
    players = []
    for name in _names(snap, root, episode):
        mine = _mapping(written.get(name))
        own = _mapping(mine.get("counters"))
        players.append({"name": name, **{key: _shown(mine.get(key)) for key in FIELDS},
                        "counters": {c["id"]: _shown(own.get(c["id"])) for c in counters}})
    game = campaign.game.id if campaign is not None else _plain(root, "game")
    return {"offered": True, "version": setup.version, "episode": episode, "game": game,
            "checked": campaign is not None, "players": players, "counters": counters}


def _said(message: Text, t: Translator) -> str:
    return typesetter(t.lang)(render(message, t))


def _root(text: str) -> Node | None:
    try:
        node = load_text(text, SETUP)
    except Problems:  # the page shows the check's problems
        return None
    return node if node.is_map else None


def _plain(root: Node | None, key: str) -> Any:
    node = root.get(key) if root is not None else None
    return node.plain() if node is not None else None


def _number(node: Node | None) -> int | None:
    value = node.value if node is not None else None
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _mapping(value: object) -> dict[str, object]:
    """A value read from the file when it is a mapping; an empty one for anything else (the check says what)."""
    return value if isinstance(value, dict) else {}


def _shown(value: object) -> int | str:
    """A value as the form shows it: what the file says (0 when it says nothing), a wrong one as written."""
    if value is None:
        return 0
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    return str(value)


def _names(snap: Snapshot, root: Node | None, episode: int | None) -> list[str]:
    """The players at the log's first episode (LG-14: a newcomer who took over a seat by then)."""
    campaign = snap.checked.campaign
    if campaign is not None:
        return [seat.name_at(campaign.first_episode) for seat in campaign.seats]
    names = []  # the campaign does not check out (maybe for the very value to correct): read what is written
    for seat in _plain(root, "players") or []:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
            continue
        name, later = seat["name"], seat.get("replaced_by") or []
        for newcomer in later if isinstance(later, list) else [later]:
            if isinstance(newcomer, dict) and isinstance(newcomer.get("name"), str) and episode is not None \
                    and isinstance(newcomer.get("from_episode"), int) and newcomer["from_episode"] <= episode:
                name = newcomer["name"]
        names.append(name)
    return names


def _counters(snap: Snapshot, root: Node | None, t: Translator) -> list[dict[str, str]]:
    """The counters the campaign's vocabulary declares, named in the page's language."""
    typeset = typesetter(t.lang)
    campaign = snap.checked.campaign
    if campaign is not None:
        return [{"id": term.id, "name": typeset(term.names.get(t.lang) or term.id), "glyph": term.glyph}
                for term in campaign.game.counters.values()]
    vocabulary = _plain(root, "vocabulary")
    declared = vocabulary.get("counters") if isinstance(vocabulary, dict) else None
    return [{"id": str(key), "name": str(key), "glyph": ""} for key in declared] if isinstance(declared, dict) else []


def save(table: Table, t: Translator, body: Mapping[str, Any]) -> Answer:
    """POST /api/start {"player", "circles", "debt", "counters": {id: n}, "version"}: one player's start
    written into campaign.yaml once the whole campaign checks out with it; 409 when campaign.yaml
    changed since `version`, 422 with the check's problems (nothing written)."""
    player = body.get("player")
    if not isinstance(player, str) or not player.strip() or len(player) > 100 or not player.isprintable():
        raise BadRequest(_("Fill in %(what)s (at most %(limit)s characters).", what=_("the player's name"), limit=100))
    version = body.get("version")
    if not isinstance(version, str):
        raise BadRequest(_("Fill in %(what)s (at most %(limit)s characters).", what=_("the page's version"), limit=200))
    values: list[tuple[list[str], int | float | str]] = [([key], _value(body[key])) for key in FIELDS
                                                         if body.get(key) is not None]
    counters = body.get("counters") or {}
    if not isinstance(counters, dict) or len(counters) > 50:
        raise BadRequest(_("A player's starting point holds whole numbers only."))
    for name, value in counters.items():
        if not name.strip() or len(name) > 64 or not name.isprintable():
            raise BadRequest(_("A player's starting point holds whole numbers only."))
        if value is not None:
            values.append((["counters", name], _value(value)))

    def edit(text: str) -> str:
        root = _root(text)
        start = root.get("start") if root is not None else None
        written = start.get("players") if start is not None else None
        mine = written.get(player) if written is not None and written.is_map else None
        now = mine.plain() if mine is not None and mine.is_map else {}
        own = _mapping(now.get("counters"))
        try:
            for path, value in values:
                before = now.get(path[0]) if len(path) == 1 else own.get(path[1])
                if before == value and type(before) is type(value):
                    continue  # the line stays as the group wrote it
                if before is None and value == 0 and type(value) is int:
                    continue  # nothing written says 0 already
                text = set_in(text, ["start", "players", player, *path], value)
        except ValueError as err:
            raise BadRequest(err.args[0]) from None
        except yaml.YAMLError:
            raise BadRequest(_("the campaign does not check out now; see the problems on the page")) from None
        return text

    with table.write_lock:
        if not table.snapshot().setup.offered:
            raise BadRequest(_("This log begins with the campaign's first episode: there is nothing before it to fill in."))
        try:
            snap = table.write_setup(version, edit)
        except Stale as err:
            return 409, {"error": _said(_("campaign.yaml changed meanwhile (another phone or a hand edit): "
                                          "the form now shows it as it is."), t), "version": err.version}
        except Rejected as err:
            return 422, {"problems": [problem_json(p, t) for p in err.problems]}
        table.pending = Pending()  # a debt changed may change what the round being told allows
    table.notify()
    return 200, {"version": snap.setup.version, "start": _form(snap, t)}


def _value(value: object) -> int | float | str:
    """A number of the form as typed: a whole number, or what was typed instead, for the check to refuse
    in its own words ("circles so far must be a whole number, not ...")."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)) or len(str(value)) > LONGEST:
        raise BadRequest(_("A player's starting point holds whole numbers only."))
    return value.strip() if isinstance(value, str) else value
