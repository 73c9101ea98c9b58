"""UI strings through gettext catalogues (templates/locale/<lang>/LC_MESSAGES/messages.po)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from gettext import c2py
from pathlib import Path

from babel.messages.pofile import read_po

LANGUAGE_NAMES = {"es": "Español", "fr": "Français", "en": "English"}


def N_(message: str) -> str:
    """Mark a message for extraction; it is translated where it is shown."""
    return message


# The names of the sample boards and piece sets of content/games/: the games page shows every
# board and catalogue name through the catalogue, so these read in the visitor's language while
# a group's own board keeps the name it was given. tests/test_i18n.py checks the list is complete.
SAMPLE_NAMES = (
    N_("Sample legacy island (not the published board)"),
    N_("Sample eternal island (not the published board)"),
    N_("Sample tiles (not the published set)"),
    N_("Sample legacy city (not the published board)"),
    N_("Sample eternal city (not the published board)"),
    N_("Sample buildings (not the published set)"),
)


@dataclass(frozen=True, slots=True)
class Translator:
    """gettext and ngettext for one language, from its .po catalogue (msgid when untranslated)."""

    lang: str
    messages: dict[str, str | tuple[str, ...]]
    plural: Callable[[int], int] = lambda n: int(n != 1)
    """The catalogue's Plural-Forms: which form a count takes (French says "0 cercle", Spanish "0 círculos")."""

    def gettext(self, message: str) -> str:
        found = self.messages.get(message)
        return found if isinstance(found, str) and found else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        found = self.messages.get(singular)
        if isinstance(found, tuple) and all(found):
            return found[min(self.plural(n), len(found) - 1)]
        return singular if n == 1 else plural


def load(locale: Path, lang: str) -> Translator:
    path = locale / lang / "LC_MESSAGES" / "messages.po"
    with path.open("rb") as handle:
        catalog = read_po(handle, locale=lang)
    messages: dict[str, str | tuple[str, ...]] = {}
    for message in catalog:
        if not message.id or message.fuzzy:
            continue
        key = message.id[0] if isinstance(message.id, tuple) else message.id
        messages[key] = tuple(message.string) if isinstance(message.string, tuple) else message.string
    return Translator(lang, messages, c2py(catalog.plural_expr))


Gettext = Callable[[str], str]
