"""Words in the reader's language: gettext catalogues and messages translated when shown.

The site and the command line share the catalogues of templates/locale/<lang>/LC_MESSAGES/. A
message is written once, as a gettext template marked for extraction, and carried with its
arguments (`_` and `ngettext` below) until it is shown: the command line learns the group's
language only after it has read campaign.yaml, long after most messages were made.
"""

from __future__ import annotations

import marshal
import os
import re
import sys
from collections.abc import Callable, Mapping
from gettext import c2py
from pathlib import Path

from generator.base import per_build
from generator.base.records import NamedTuple
from generator.base.shipped import TEMPLATES
from generator.words.formats import join_list, number

try:  # the module hashlib takes blake2b from, without starting OpenSSL (11M instructions, 1.5% of a check)
    from _blake2 import blake2b
except ImportError:  # a Python built without it
    from hashlib import blake2b

LANGUAGES = ("es", "fr", "en")
LOCALE = TEMPLATES / "locale"


MODES: dict[str, Mapping[str, str]] = {}
"""Per mode other than legacy, each English msgid and the one said instead (filled by generator/words/modes.py)."""


def N_(message: str) -> str:
    """Mark a message for extraction into the gettext catalogues; translated where it is used."""
    return message


IN_LANGUAGE = {"es": N_("(in Spanish)"), "fr": N_("(in French)"), "en": N_("(in English)")}
"""What follows a group's words written in another language than the page («Notas (en inglés)», a French note
on a Spanish page «(en francés)»): said, not only marked with lang, so that a reader knows it is on purpose.
The site's pages (frontend.i18n.in_language), `score`'s adjustment reasons and `board`'s notes say it alike,
through `language_label`."""


class Translator(NamedTuple):
    """gettext and ngettext for one language, from its .po catalogue (msgid when untranslated)."""

    lang: str
    messages: dict[str, str | tuple[str, ...]]
    plural: Callable[[int], int] = lambda n: int(n != 1)
    """The catalogue's Plural-Forms: which form a count takes (French says "0 cercle", Spanish "0 círculos")."""
    mode: str = "legacy"
    """The campaign's mode: an Eternal game's translator says its own words for the messages of MODES["eternal"]
    (generator/words/modes.py: "the game", never "the episode")."""

    def gettext(self, message: str, context: str | None = None) -> str:
        if self.mode != "legacy":
            message = MODES[self.mode].get(message, message)
        found = self.messages.get(f"{context}\x04{message}" if context else message)
        return found if isinstance(found, str) and found else message

    def ngettext(self, singular: str, plural: str, n: int, context: str | None = None) -> str:
        if self.mode != "legacy":
            singular, plural = MODES[self.mode].get(singular, singular), MODES[self.mode].get(plural, plural)
        found = self.messages.get(f"{context}\x04{singular}" if context else singular)
        if isinstance(found, tuple) and all(found):
            return found[min(self.plural(n), len(found) - 1)]
        return singular if n == 1 else plural


ENGLISH = Translator("en", {})
"""The msgids themselves: for logs, tests and anything shown before a language is known."""


def load(locale: Path, lang: str) -> Translator:
    messages, plural = parsed_po((locale / lang / "LC_MESSAGES" / "messages.po").read_bytes(), lang)
    return Translator(lang, messages, c2py(plural))


PARSED = Path(__file__).with_name("__pycache__")
"""Where catalogues are kept parsed, beside this module's own bytecode (and written when Python writes
bytecode: not under PYTHONDONTWRITEBYTECODE, nor where the package cannot be written)."""


def parsed_po(data: bytes, lang: str) -> tuple[dict[str, str | tuple[str, ...]], str]:
    """`read_po` of a catalogue's bytes, kept in PARSED under the digest of those bytes: the command
    line reads one catalogue on every run, and parsing it was 5% of a 24-episode check's own work.
    A catalogue changed by a single byte has another digest, hence is parsed again: what is kept is
    never older than the file."""
    kept = PARSED / f"catalogue-{lang}-{blake2b(data, digest_size=20).hexdigest()}.marshal"
    try:
        found = marshal.loads(kept.read_bytes())
    except (OSError, ValueError, EOFError, TypeError):  # not kept yet (or not readable): parsed below
        found = None
    if isinstance(found, tuple) and len(found) == 2 and isinstance(found[0], dict) and isinstance(found[1], str):
        return found
    parsed = read_po(data.decode("utf-8"))
    if not sys.dont_write_bytecode:
        _keep(kept, marshal.dumps(parsed))
    return parsed


def _keep(path: Path, data: bytes) -> None:
    """Write `path` whole or not at all (a process reading it meanwhile sees the old or the new, never
    half), and drop what was kept for earlier versions of the same language's catalogue."""
    lang = path.name.split("-")[1]
    try:
        path.parent.mkdir(exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        partial.write_bytes(data)
        os.replace(partial, path)
        for old in path.parent.glob(f"catalogue-{lang}-*.marshal"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError:  # a read-only installation: parsed on every run, as without this cache
        pass


# A .po catalogue as pybabel writes it, read here rather than with babel's read_po, which takes four
# times as long (and its import as long again): the command line reads one on every run. One pattern
# finds each entry whole (its comments, msgctxt, msgid, msgid_plural and msgstr lines), so that the
# reading is a pass of the regular expression engine, not of Python, over the file.
# tests/words/test_catalogues.py checks that both read the shipped catalogues alike. Patterns, not
# compiled here: re compiles them on first use, which a run finding its catalogue kept parsed never has.
_STRINGS = r'"(?:.*)"\n(?:".*"\n)*'
"""A string of a catalogue: its quoted lines."""
_PO_ENTRY = (rf"(?m)^(?P<comments>(?:#.*\n)*)(?:msgctxt (?P<context>{_STRINGS}))?msgid (?P<id>{_STRINGS})"
             rf"(?:msgid_plural (?P<plural>{_STRINGS}))?(?P<forms>(?:msgstr(?:\[\d+\])? {_STRINGS})+)")
_PO_FORM = rf"(?m)^msgstr(?:\[\d+\])? ({_STRINGS})"
_PO_FUZZY = r"(?m)^#,.*\bfuzzy\b"
_PO_QUOTED = r'"(.*)"'
_PO_ESCAPE = r'\\([\\trn"])'
_PO_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"'}


def read_po(text: str) -> tuple[dict[str, str | tuple[str, ...]], str]:
    """The translations of a .po catalogue, keyed as Translator looks them up (fuzzy and obsolete
    entries left out), and its Plural-Forms expression."""
    messages: dict[str, str | tuple[str, ...]] = {}
    plural = "(n != 1)"
    for entry in re.finditer(_PO_ENTRY, text if text.endswith("\n") else text + "\n"):
        comments = entry["comments"]
        if comments and "fuzzy" in comments and re.search(_PO_FUZZY, comments):
            continue
        msgid = _po_string(entry["id"])
        if not msgid:  # the header
            found = re.search(r"^Plural-Forms:.*\bplural=([^;\n]*)", _po_string(entry["forms"][len("msgstr "):]), re.MULTILINE)
            plural = found[1].strip() if found else plural
            continue
        key = msgid if entry["context"] is None else f"{_po_string(entry['context'])}\x04{msgid}"
        if entry["plural"] is None:
            messages[key] = _po_string(entry["forms"][len("msgstr "):])  # one form: `msgstr "..."`
        else:
            messages[key] = tuple(map(_po_string, re.findall(_PO_FORM, entry["forms"])))
    return messages, plural


def _po_string(strings: str) -> str:
    """One string of a catalogue, from its quoted lines."""
    text = strings[1:-2] if strings.count("\n") == 1 else "".join(re.findall(_PO_QUOTED, strings))
    return re.sub(_PO_ESCAPE, lambda m: _PO_ESCAPES[m[1]], text) if "\\" in text else text


@per_build.cached
def translator(lang: str) -> Translator:
    """The translator of a site language, English's too (where a game says its own words: My Island's
    tiles, My City's buildings); English's msgids for any other."""
    return load(LOCALE, lang) if lang in LANGUAGES else ENGLISH


class Message(NamedTuple):
    """A message not yet in words: its gettext template (singular and plural) and its arguments.

    Arguments may be messages themselves, game terms and other things with translated `names`
    (shown in the reader's language), lists (joined with commas) or plain values.
    """

    template: str
    args: Mapping[str, object] = {}  # never changed: shared by the messages without arguments
    plural: str | None = None
    count: int = 1  # type: ignore[assignment]  # gettext's name for it; hides tuple.count, which nothing calls on a message
    context: str | None = None
    """gettext's msgctxt: the same English said differently in each game's edition ("my-island", "my-city")."""

    def render(self, tr: Translator) -> str:
        if self.plural:
            text = tr.ngettext(self.template, self.plural, self.count, self.context)
        else:
            text = tr.gettext(self.template, self.context)
        if not self.args:
            return text
        values = {key: render(value, tr) for key, value in self.args.items()}
        if tr.lang == "fr" and "e %(" in text:  # "de %(name)s" may elide: French alone loads elision.py
            from generator.words.elision import french_de

            text = french_de(text, values)
        return text % values

    def __str__(self) -> str:
        return self.render(ENGLISH)

    def __hash__(self) -> int:  # problems are compared and collected in sets; their arguments are a dict
        return hash((self.template, self.plural, self.count, str(self)))


def language_label(lang: str | None, tr: Translator) -> str:
    """«(en inglés)» in the reader's language, for a group's own words written in `lang`; '' where the reader reads
    `lang` or it is none of the site's. The one test and wording of every command and page (IN_LANGUAGE)."""
    if not lang or lang == tr.lang or lang not in IN_LANGUAGE:
        return ""
    return tr.gettext(IN_LANGUAGE[lang])


def _(template: str, **args: object) -> Message:
    """A message, translated when it is shown (babel extracts the template as gettext's `_`)."""
    return Message(template, args)


def ngettext(singular: str, plural: str, count: int, **args: object) -> Message:
    """A message whose words depend on `count`, translated when it is shown."""
    return Message(singular, args, plural, count)


def pgettext(context: str, template: str, **args: object) -> Message:
    """A message whose translation depends on `context` (babel extracts it with its msgctxt)."""
    return Message(template, args, context=context)


class Quoted(NamedTuple):
    """A value the user wrote, quoted back in the reader's quotation marks: «Pablo» in Spanish,
    « Pablo » in French (spaced as French sets them), 'Pablo' in English."""

    text: str

    def render(self, tr: Translator) -> str:
        return self.in_language(tr.lang)

    def in_language(self, lang: str) -> str:
        return {"es": f"\u00ab{self.text}\u00bb", "fr": f"\u00ab\u00a0{self.text}\u00a0\u00bb"}.get(lang, f"'{self.text}'")

    def __str__(self) -> str:
        return self.render(ENGLISH)


class Listed(NamedTuple):
    """Values listed as the reader's language lists them: "Mateo, Lucía y Carmen", "Mateo, Lucía et
    Carmen", "Mateo, Lucía, and Carmen" (generator/words/formats.py); `kind` "or" for a choice."""

    items: tuple[object, ...]
    kind: str = "and"

    def render(self, tr: Translator) -> str:
        return join_list([render(item, tr) for item in self.items], tr.lang, self.kind)

    def __str__(self) -> str:
        return self.render(ENGLISH)


def listed(items: object, kind: str = "and") -> Listed:
    """Names (or other message arguments) to be listed with "and" (or "or") in the reader's language."""
    return Listed(tuple(items), kind)  # type: ignore[arg-type]


class Named(NamedTuple):
    """A board's or piece catalogue's name: a shipped sample's in the reader's language (its name is a
    message: SAMPLE_NAMES in generator/frontend/i18n.py), a group's own as they wrote it."""

    text: str

    def render(self, tr: Translator) -> str:
        return tr.gettext(self.text)

    def __str__(self) -> str:
        return self.text


def quoted_all(values: object) -> list[Quoted]:
    """Each of `values` quoted back, for a message's list of choices."""
    return [Quoted(str(value)) for value in values]  # type: ignore[attr-defined]


Text = str | Message | Quoted | Listed | Named
"""What messages are made of: a plain string is shown as it is (a name, a value the user wrote)."""


def render(value: object, tr: Translator) -> str:
    """Any message argument in the reader's language."""
    if isinstance(value, (Message, Quoted, Listed, Named)):
        return value.render(tr)
    names = getattr(value, "names", value)  # a game term, a game, a ruleset, or Translated text
    if isinstance(names, Mapping) and tr.lang in names:
        return str(names[tr.lang])
    if isinstance(value, (list, tuple)):
        return ", ".join(render(item, tr) for item in value)
    if type(value) is int:  # points people read: "−2" with the minus sign, never a file's hyphen
        return number(value)
    return str(value)


def environment_language() -> str | None:
    """The language of the user's locale, as gettext reads it (LANGUAGE, LC_ALL, LC_MESSAGES, LANG)."""
    for code in os.environ.get("LANGUAGE", "").split(":"):
        if code[:2].lower() in LANGUAGES:
            return code[:2].lower()
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:  # the first one set decides, even when it is "C" (then: English)
            code = value[:2].lower()
            return code if code in LANGUAGES else None
    return None
