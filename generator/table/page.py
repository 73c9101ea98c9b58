"""The table page: one HTML shell per language; table.js fills it from the JSON API."""

from __future__ import annotations

from markupsafe import Markup

from generator.base.shipped import TEMPLATES
from generator.frontend.i18n import LANGUAGE_NAMES
from generator.frontend.templates import environment
from generator.model import LANGUAGES
from generator.table.state import Table
from generator.words.editions import context as edition_context
from generator.words.i18n import translator
from generator.words.modes import in_mode
from generator.words.typography import french_html, typeset_values


def render(table: Table, lang: str) -> bytes:
    """The page in `lang`; the write key is not in it: the script reads it from the address."""
    snap = table.snapshot()
    campaign = snap.checked.campaign
    t = in_mode(translator(lang), campaign.mode if campaign else "legacy")  # an Eternal game's games (words/modes.py)

    def gettext(message: str, **variables: object) -> Markup:
        text = Markup(t.gettext(message))
        return text % variables if variables else text  # bare: table.js fills the %(name)s itself

    def edition(game: str, message: str) -> Markup:
        return Markup(t.gettext(message, edition_context(game)))  # in the words of the campaign's game (editions.py)

    def forms(singular: str, plural: str, num: int = 0) -> list[str]:
        """Both forms of a counted message (one, many): table.js picks one by its count."""
        return [t.ngettext(singular, plural, 1), t.ngettext(singular, plural, 2)]

    title = campaign.title if campaign else table.folder.name
    context = {"lang": lang, "languages": LANGUAGES, "language_names": LANGUAGE_NAMES, "title": title,
               "game": campaign.game.id if campaign else "", "mode": campaign.mode if campaign else "legacy", "_": gettext, "gettext": gettext,
               "edition": edition, "ngettext": forms}
    context["typeset"] = typeset_values  # the strings table.js shows, set as the page's text is
    return french_html(environment(TEMPLATES).get_template("table/table.html").render(context), lang).encode("utf-8")
