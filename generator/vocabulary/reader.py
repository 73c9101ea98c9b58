"""Read YAML nodes into typed values, collecting every problem with its position."""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Mapping
from typing import Any, TypeVar

from generator.base.records import NamedTuple
from generator.load.nodes import Node
from generator.model import Pos
from generator.problems import Problem
from generator.vocabulary.keys import Keys
from generator.words.i18n import Message, Quoted, Text, _, listed, quoted_all

T = TypeVar("T")


def suggest(word: str, choices: Collection[str]) -> Text:
    """' (did you mean 'x'?)' when a choice is close to `word`, else ''."""
    import difflib  # only for a mistake: not on every run of check

    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return _(" (did you mean '%(word)s'?)", word=close[0]) if close else ""


def named(word: str, choices: Collection[str]) -> str | None:
    """The choice whose name, in any language, is `word` ("muro", "Plage", "light green"): a group writes a
    symbol or a terrain in its own words, where the log wants its id (wall, beach, green)."""
    if not isinstance(choices, Mapping):
        return None
    word = " ".join(word.split()).casefold()
    for choice, term in choices.items():
        names = getattr(term, "names", None)
        if isinstance(names, Mapping) and any(str(name).casefold() == word for name in names.values()):
            return str(choice)
    return None


class _Glossed(NamedTuple):
    """A choice quoted with its name in the reader's language, «wall» (muro); alone where the name is the
    choice itself ('wall', not 'wall' (wall)). Shown through `names`, as a game term is."""

    names: Mapping[str, str]


def glossed(choices: Collection[str]) -> list[object]:
    """Each choice quoted, with its name in the reader's language: «wall» (muro)."""
    if not isinstance(choices, Mapping):
        return list(quoted_all(choices))
    shown: list[object] = []
    for choice, term in choices.items():
        names = getattr(term, "names", None)
        if not isinstance(names, Mapping):
            shown.append(Quoted(str(choice)))
            continue
        quoted = {lang: Quoted(str(choice)).in_language(lang) for lang in names}
        shown.append(_Glossed({lang: quoted[lang] if str(name) == str(choice) else f"{quoted[lang]} ({_flat(str(name))})"
                               for lang, name in names.items()}))
    return shown


def _flat(name: str) -> str:
    """A name with its own brackets said without them inside the gloss's: « red » (rouge, administratif), never
    « red » (rouge (administratif))."""
    return re.sub(r"^(.*?) \((.*)\)$", r"\1, \2", name)


def one_of(choices: Collection[str]) -> str:
    return ", ".join(f"'{c}'" for c in choices)


class Reader:
    """Collects problems while turning nodes into values; never raises on bad input."""

    def __init__(self) -> None:
        self.problems: list[Problem] = []
        self._context: dict[str, Any] = {}

    def about(self, **context: Any) -> About:
        """Name the player or round that the problems reported inside this block concern."""
        return About(self, context)

    def error(self, pos: Pos, message: Text, rule: str | None = None, **context: Any) -> None:
        merged = {**self._context, **context}
        self.problems.append(Problem(pos, message, rule, merged.get("player"), merged.get("round")))

    def warn(self, pos: Pos, message: Text, rule: str | None = None, **context: Any) -> None:
        """Something likely unintended that breaks no rule: shown by check, blocking nothing."""
        merged = {**self._context, **context}
        self.problems.append(Problem(pos, message, rule, merged.get("player"), merged.get("round"), "warning"))

    @property
    def failed(self) -> bool:
        """Whether any error (not only warnings) was found."""
        return any(not p.is_warning for p in self.problems)

    def fields(self, node: Node, what: Text, required: Collection[str] = (), optional: Collection[str] = ()) -> dict[str, Node] | None:
        """The entries of a mapping; unknown keys (with a suggestion) and missing keys are problems."""
        if not node.is_map:
            self.error(node.pos, _("%(what)s must be a mapping of keys to values, not %(value)s", what=what, value=describe(node)))
            return None
        known = list(dict.fromkeys([*required, *optional]))
        for key, pos in node.keys.items():
            if key not in known:
                self.error(pos, _("unknown key '%(key)s' in %(what)s%(hint)s; known keys: %(known)s", key=key, what=what,
                                hint=suggest(key, known), known=listed(quoted_all(known), "or")))
        for key in required:
            if key not in node.value:
                self.error(node.pos, _("%(what)s lacks the key '%(key)s'", what=what, key=key))
        return {k: v for k, v in node.value.items() if k in known}

    def keys(self, node: Node, what: Text, declared: Keys) -> dict[str, Node] | None:
        """`fields` with the keys a file's mapping declares (generator.vocabulary.keys)."""
        return self.fields(node, what, declared.required, declared.names)

    def text(self, node: Node, what: Text) -> str | None:
        if isinstance(node.value, str) and node.value.strip():
            return node.value
        self.error(node.pos, _("%(what)s must be text, not %(value)s", what=what, value=describe(node)))
        return None

    def word(self, node: Node, what: Text) -> str | None:
        """An identifier such as a card id: text or a whole number, read as text."""
        if type(node.value) is str:  # most words: every round's card and player are read here
            return node.value.strip()
        if isinstance(node.value, bool) or node.value is None or node.is_map or node.is_list:
            self.error(node.pos, _("%(what)s must be a name or number, not %(value)s", what=what, value=describe(node)))
            return None
        return str(node.value).strip()

    def integer(self, node: Node, what: Text, low: int | None = None, high: int | None = None) -> int | None:
        value = node.value
        if isinstance(value, bool) or not isinstance(value, int):
            self.error(node.pos, _("%(what)s must be a whole number, not %(value)s", what=what, value=describe(node)))
            return None
        if (low is not None and value < low) or (high is not None and value > high):
            self.error(node.pos, _bounds(what, value, low, high))
            return None
        return value

    def boolean(self, node: Node, what: Text) -> bool | None:
        if isinstance(node.value, bool):
            return node.value
        self.error(node.pos, _("%(what)s must be true or false, not %(value)s", what=what, value=describe(node)))
        return None

    def choice(self, node: Node, what: Text, choices: Collection[str], none: Message | None = None) -> str | None:
        """One of `choices`; `none`, a message given the %(value)s, says what is wrong when there is no choice at all."""
        value = self.word(node, what)
        if value is None:
            return None
        if value not in choices and not choices:  # a symbol in My City, a counter no vocabulary declares
            self.error(node.pos, none._replace(args={**none.args, "value": value}) if none else
                       _("unknown %(what)s '%(value)s': there is no %(what)s to choose here", what=what, value=value))
            return None
        if value not in choices:
            return self._unknown(node, what, value, choices)
        return value

    def _unknown(self, node: Node, what: Text, value: str, choices: Collection[str]) -> str | None:
        """The value meant ("muro" for wall: one message naming the word to write, and no errors after it), or None; one
        choice is said as the only one (« la seule valeur possible est … », never « les valeurs possibles sont « x » »)."""
        meant = named(value, choices)
        if meant is not None and len(choices) == 1:
            self.error(node.pos, _("%(what)s '%(value)s' is written %(id)s in chronicle's files", what=what, value=value,
                                   id=Quoted(meant)))
        elif meant is not None:
            self.error(node.pos, _("%(what)s '%(value)s' is written %(id)s in chronicle's files; expected one of %(choices)s",
                                   what=what, value=value, id=Quoted(meant), choices=listed(glossed(choices), "or")))
        elif len(choices) == 1:
            self.error(node.pos, _("unknown %(what)s '%(value)s'%(hint)s; the only possible value is %(choices)s", what=what,
                                   value=value, hint=suggest(value, choices), choices=listed(glossed(choices), "or")))
        else:
            self.error(node.pos, _("unknown %(what)s '%(value)s'%(hint)s; expected one of %(choices)s", what=what, value=value,
                                   hint=suggest(value, choices), choices=listed(glossed(choices), "or")))
        return meant

    def items(self, node: Node, what: Text) -> list[Node]:
        """The entries of a list; a single value is not silently accepted as a list."""
        if node.is_list:
            entries: list[Node] = node.value
            return entries
        self.error(node.pos, _("%(what)s must be a list, not %(value)s", what=what, value=describe(node)))
        return []

    def each(self, node: Node, what: Text, read: Callable[[Node], T | None]) -> list[T]:
        return [value for item in self.items(node, what) if (value := read(item)) is not None]


class About:
    """The block of Reader.about: a class rather than @contextmanager, which costs several times as
    much, and a block is entered for every action of every round. One block may be entered again once
    left (never inside itself): the rounds of an episode enter each player's own, made once."""

    __slots__ = ("reader", "context", "saved")

    def __init__(self, reader: Reader, context: dict[str, Any]) -> None:
        self.reader, self.context = reader, context

    def __enter__(self) -> None:
        self.saved = self.reader._context
        self.reader._context = {**self.saved, **self.context}

    def __exit__(self, *exc: object) -> None:
        self.reader._context = self.saved


def _bounds(what: Text, value: int, low: int | None, high: int | None) -> Message:
    if low is not None and high is not None:
        return _("%(what)s must be between %(low)s and %(high)s, not %(value)s", what=what, low=low, high=high, value=value)
    if low is not None:
        return _("%(what)s must be at least %(low)s, not %(value)s", what=what, low=low, value=value)
    return _("%(what)s must be at most %(high)s, not %(value)s", what=what, high=high, value=value)


def describe(node: Node) -> Text:
    """Name a value's type for a message, as a YAML user would."""
    value = node.value
    if node.is_map:
        return _("a mapping")
    if node.is_list:
        return _("a list")
    if value is None:
        return _("an empty value")
    if isinstance(value, bool):
        return _("'%(value)s' (true/false)", value=str(value).lower())
    if isinstance(value, (int, float)):
        return _("the number %(value)s", value=value)
    if isinstance(value, str):
        return Quoted(value if len(value) < 40 else f"{value[:37]}...")
    return Quoted(str(value))
