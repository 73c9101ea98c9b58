"""Why points were scored, in the reader's words: the CLI and the site share these templates."""

from __future__ import annotations

from itertools import islice

from generator.i18n import ENGLISH, N_, Translator, render
from generator.model import Game
from generator.rules.results import Item

TEMPLATES = {
    "symbol-on-terrain": N_("%(count)s × %(symbol)s on %(terrain)s: %(cells)s"),
    "symbol-group": N_("group of %(count)s %(symbol)s completed"),
    "road-to-sea": N_("road from the statue at %(cell)s to the sea"),
    "first-to-cover-all": N_("first to build on every %(feature)s: %(cells)s"),
    "visible-terrain": N_("%(count)s × %(terrain)s still visible: %(cells)s"),
    "visible-feature": N_("%(count)s × %(feature)s visible: %(cells)s"),
    "empty-buildable": N_("%(count)s × empty buildable space"),
    "largest-group": N_("largest %(symbol)s group (%(count)s)"),
    "largest-colour-group": N_("largest %(colour)s group, size %(count)s"),
    "church-colours": N_("church at %(cell)s touches all three colours"),
    "well-surrounded": N_("well at %(cell)s surrounded on four sides"),
    "pass": N_("passed"),
    "owed": N_("below 0: owed, taken from later gains"),
    "repaid": N_("pays off earlier debt"),
    "capped": N_("the token stays on the cap"),
}


def reason(item: Item, game: Game, tr: Translator = ENGLISH) -> str:
    """Why these points, in words a player at the table would use."""
    if item.kind == "adjustment":
        return str(item.facts.get("reason", ""))  # the group's own words
    template = TEMPLATES.get(item.kind)
    if template is None:
        return item.kind
    facts = item.facts
    cells = facts.get("cells", ())
    named = [game.grid.name(c) for c in islice(cells, _SHOWN)]  # a long list is cut short: name only what shows
    values = {key: render(game.term(value) or value if isinstance(value, str) else value, tr)
              for key, value in facts.items() if key in ("symbol", "terrain", "feature", "colour", "count")}
    values["cells"] = " ".join(named) + (" …" if len(cells) > _SHOWN else "")
    values["cell"] = named[0] if named else ""
    return tr.gettext(template) % values


_SHOWN = 12
"""Cells a reason names before it says '…'."""
