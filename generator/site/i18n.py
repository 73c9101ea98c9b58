"""UI strings through gettext catalogues (templates/locale/<lang>/LC_MESSAGES/messages.po)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from babel.messages.pofile import read_po

LANGUAGE_NAMES = {"es": "Español", "fr": "Français", "en": "English"}


@dataclass(frozen=True, slots=True)
class Translator:
    """gettext and ngettext for one language, from its .po catalogue (msgid when untranslated)."""

    lang: str
    messages: dict[str, str | tuple[str, ...]]

    def gettext(self, message: str) -> str:
        found = self.messages.get(message)
        return found if isinstance(found, str) and found else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        found = self.messages.get(singular)
        if isinstance(found, tuple) and all(found):
            return found[0] if n == 1 else found[-1]  # es, fr and en have two forms
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
    return Translator(lang, messages)


Gettext = Callable[[str], str]
