"""The shapes a value of chronicle's files may take, each read from YAML and described as a JSON Schema.

A file's keys are declared once as shapes (see `ruleset`): the validator reads a node through its
shape, collecting every problem with its position, and `chronicle init` writes the same shape as a
JSON Schema for editors. A new word of the vocabulary is added in one place and both follow.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import Any

from generator.base.records import NamedTuple
from generator.load.nodes import Node
from generator.model import LANGUAGES, Game, Pos
from generator.vocabulary.reader import Reader
from generator.vocabulary.texts import some_languages
from generator.words.i18n import N_, Message, Text, _

Schema = dict[str, Any]

TERM_KINDS = ("terrain", "symbol", "colour", "feature", "counter")
_TERM_WORDS = {"terrain": _("terrain"), "symbol": _("symbol"), "colour": _("colour"), "feature": _("feature"),
               "counter": _("counter")}
NO_COUNTER = N_("unknown counter '%(value)s': the campaign declares no counter (they go under `vocabulary: counters:` "
                "in campaign.yaml)")
_NO_TERM = {"symbol": N_("unknown symbol '%(value)s': %(game)s has no symbols (only My Island has them); a campaign "
                         "declares its own under `vocabulary: symbols:` in campaign.yaml"),
            "colour": N_("unknown colour '%(value)s': %(game)s has no colours (only My City has them); a campaign "
                         "declares its own under `vocabulary: colours:` in campaign.yaml")}
"""What an unknown word says when the game has none of its kind (where a group declares its own): a
symbol in My City, a colour in My Island, said in words, with the game's name, never with the key's
English name as a common noun (« ce jeu n'a pas de symbol », French review 7, issue 34)."""


def no_term(kind: str, game: Game) -> Message | None:
    """What an unknown word of `kind` says when `game` has none of that kind (None: the generic words)."""
    if kind == "counter":
        return Message(NO_COUNTER)
    return Message(_NO_TERM[kind], {"game": game}) if kind in _NO_TERM else None


class Words(NamedTuple):
    """The names an editor's schema offers, by kind: those of the games given (reading a file asks the
    campaign's own game, through `Scope`)."""

    terms: Mapping[str, Collection[str]]
    """Term ids per kind: terrain, symbol, colour, feature, counter."""
    rules: Collection[str]
    """The rule registry's IDs."""
    cap: int
    """The longest score track: no item moves a token further."""
    circles: int

    @classmethod
    def of(cls, games: Sequence[Game], rules: Collection[str]) -> Words:
        terms = {kind: sorted({t for g in games for t in _terms(g, kind)}) for kind in TERM_KINDS}
        return cls(terms, sorted(rules), max(g.cap for g in games), max(g.circles for g in games))


def _terms(game: Game, kind: str) -> Mapping[str, object]:
    return {"terrain": game.terrains, "symbol": game.symbols, "colour": game.colours, "feature": game.features,
            "counter": game.counters}[kind]


class Scope(NamedTuple):
    """What reading a value may consult: the game it belongs to and the group's language."""

    game: Game
    language: str = "en"


class Shape(ABC):
    """A kind of value: how to read it from a node and how to describe it to an editor."""

    doc: str = ""

    @abstractmethod
    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> Any:
        """The value, or None after reporting what is wrong with it."""

    @abstractmethod
    def schema(self, words: Words) -> Schema:
        """The JSON Schema an editor checks the value with."""

    def described(self, words: Words) -> Schema:
        schema = self.schema(words)
        return {**schema, "description": self.doc} if self.doc else schema


class Key(NamedTuple):
    """One key of a mapping: its shape, whether it must be written, and its value when it is not."""

    name: str
    shape: Shape
    required: bool = False
    default: Any = None
    label: Text | None = None
    """How messages name it, when its key alone would not say enough ("circles for first place")."""


class Integer(Shape):
    def __init__(self, low: int | None = None, high: int | None = None, doc: str = "", *, track: bool = False,
                 circles: bool = False) -> None:
        """`track`: a move of the token, at most the game's whole score track either way; `circles`: at
        most the game's progress circles."""
        self.low, self.high, self.doc, self.track, self.circles = low, high, doc, track, circles

    def bounds(self, cap: int, circles: int) -> tuple[int | None, int | None]:
        if self.track:
            return (-cap if self.low is None else self.low, cap if self.high is None else self.high)
        if self.circles:
            return (-circles if self.low is None else self.low, circles)
        return self.low, self.high

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> int | None:
        return r.integer(node, what, *self.bounds(scope.game.cap, scope.game.circles))

    def schema(self, words: Words) -> Schema:
        low, high = self.bounds(words.cap, words.circles)
        return {"type": "integer", **({"minimum": low} if low is not None else {}), **({"maximum": high} if high is not None else {})}


class Boolean(Shape):
    def __init__(self, doc: str = "") -> None:
        self.doc = doc

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> bool | None:
        return r.boolean(node, what)

    def schema(self, words: Words) -> Schema:
        return {"type": "boolean"}


class Choice(Shape):
    """One word of a fixed list."""

    def __init__(self, values: Sequence[str], doc: str = "") -> None:
        self.values, self.doc = tuple(values), doc

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> str | None:
        return r.choice(node, what, self.values)

    def schema(self, words: Words) -> Schema:
        return {"enum": list(self.values)}


class Word(Shape):
    """A name the file makes up (a region, a counter): letters, digits and dashes."""

    def __init__(self, doc: str = "") -> None:
        self.doc = doc

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> str | None:
        return r.word(node, what)

    def schema(self, words: Words) -> Schema:
        return {"type": ["string", "integer"]}


class Term(Shape):
    """A terrain, symbol, colour or feature of the game."""

    def __init__(self, kind: str, doc: str = "") -> None:
        self.kind, self.doc = kind, doc

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> str | None:
        # Under a key of its kind's name (terrain: palmera) the message names that key as the file writes it, as
        # every other value's message does («terrain: …» beside «points: …», never «terreno: …»); elsewhere
        # (an item of buildable) the kind, in words
        label = what if what == self.kind else _TERM_WORDS[self.kind]
        return r.choice(node, label, _terms(scope.game, self.kind), no_term(self.kind, scope.game))

    def schema(self, words: Words) -> Schema:
        """The game's words for completion, and any word a group declares in its vocabulary (the
        schema cannot see campaign.yaml; `chronicle check` judges the word)."""
        return {"anyOf": [{"enum": list(words.terms[self.kind])}, {"type": "string", "pattern": OWN_WORD}]}


OWN_WORD = "^[a-z][a-z0-9-]*$"
"""How a group's own word is written (vocabulary.terms)."""


class Languages(Shape):
    """Text in one, some or all site languages ({es: ..., fr: ..., en: ...}), or plain text for all."""

    def __init__(self, doc: str = "") -> None:
        self.doc = doc

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> Mapping[str, str] | None:
        return some_languages(r, node, what, scope.language)

    def schema(self, words: Words) -> Schema:
        return {"anyOf": [{"type": "string", "minLength": 1},
                          {"type": "object", "propertyNames": {"enum": list(LANGUAGES)},
                           "additionalProperties": {"type": "string", "minLength": 1}, "minProperties": 1}]}


class ListOf(Shape):
    def __init__(self, item: Shape, doc: str = "", *, at_least: int = 0) -> None:
        self.item, self.doc, self.at_least = item, doc, at_least

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> tuple[Any, ...] | None:
        values = tuple(r.each(node, what, lambda n: self.item.read(r, n, scope, what)))
        if len(values) < self.at_least and node.is_list:
            r.error(node.pos, _("%(what)s lists at least %(n)s", what=what, n=self.at_least))
        return values

    def schema(self, words: Words) -> Schema:
        return {"type": "array", "items": self.item.described(words), **({"minItems": self.at_least} if self.at_least else {})}


class Counts(Shape):
    """Counters of the vocabulary, each with a whole number: {fish: 3}."""

    def __init__(self, low: int, high: int, doc: str = "") -> None:
        self.low, self.high, self.doc = low, high, doc

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> dict[str, int]:
        counts: dict[str, int] = {}
        if not node.is_map:
            r.error(node.pos, _("%(what)s maps counters of the vocabulary to a whole number, such as {fish: 1}", what=what))
            return counts
        for name, value in node.value.items():
            counter = Term("counter").read(r, Node(name, node.keys[name]), scope, what)
            amount = r.integer(value, name, self.low, self.high)
            if counter is not None and amount is not None:
                counts[counter] = amount
        return counts

    def schema(self, words: Words) -> Schema:
        return {"type": "object", "propertyNames": {"pattern": OWN_WORD},
                "additionalProperties": {"type": "integer", "minimum": self.low, "maximum": self.high}}


class Record(Shape):
    """A mapping of declared keys; what is not written takes the key's default."""

    def __init__(self, keys: Sequence[Key], doc: str = "", *, name: Text | None = None,
                 check: Callable[[Reader, Node, dict[str, Any]], None] | None = None) -> None:
        self.keys, self.doc, self.name, self.check = tuple(keys), doc, name, check

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> dict[str, Any] | None:
        read = self.read_refused(r, node, scope, what)
        return None if read is None else read[0]

    def read_refused(self, r: Reader, node: Node, scope: Scope, what: Text) -> tuple[dict[str, Any], frozenset[str]] | None:
        """The values, and the keys written whose value was refused where it is written (an error said there):
        a later check of what the mapping lacks leaves them out, their error having said the cause."""
        required = [k.name for k in self.keys if k.required]
        f = r.fields(node, self.name or what, required=required, optional=[k.name for k in self.keys])
        if f is None or not set(required) <= f.keys():
            return None
        values, refused = {}, set()
        for key in self.keys:
            said = len(r.problems)
            value = key.shape.read(r, f[key.name], scope, key.label or key.name) if key.name in f else None
            if any(not p.is_warning for p in r.problems[said:]):
                refused.add(key.name)
            values[key.name] = key.default if value is None else value
        if self.check is not None:
            self.check(r, node, values)
        return values, frozenset(refused)

    def schema(self, words: Words) -> Schema:
        return {"type": "object", "properties": {k.name: k.shape.described(words) for k in self.keys},
                "required": [k.name for k in self.keys if k.required], "additionalProperties": False}


class Either(Shape):
    """A short form (a word) or a long one (a mapping or a list), told apart by what is written."""

    def __init__(self, short: Shape, long: Shape, doc: str = "") -> None:
        self.short, self.long, self.doc = short, long, doc

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> Any:
        return (self.long if node.is_map or node.is_list else self.short).read(r, node, scope, what)

    def schema(self, words: Words) -> Schema:
        return {"anyOf": [self.short.described(words), self.long.described(words)]}


class Entry(NamedTuple):
    """A mapping read by `Tagged`: its kind, its values and where it is written."""

    kind: str
    values: dict[str, Any]
    pos: Pos
    refused: frozenset[str]
    """Keys written whose value was refused where it is written: what the entry then lacks follows from that error."""


class Tagged(Shape):
    """A mapping whose `kind` chooses its other keys (a scoring item)."""

    def __init__(self, kinds: Mapping[str, Sequence[Key]], doc: str = "", *, example: str = "",
                 common: Sequence[Key] = ()) -> None:
        self.kinds, self.doc, self.example, self.common = kinds, doc, example, tuple(common)

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> Entry | None:
        if not node.is_map or "kind" not in node.value:
            r.error(node.pos, _("each %(key)s entry is a mapping with a 'kind', such as %(example)s", key=what,
                                example=self.example))
            return None
        kind = r.choice(node.value["kind"], _("%(key)s scoring kind", key=what), list(self.kinds))
        if kind is None:
            return None
        record = Record([Key("kind", Choice(list(self.kinds))), *self.common, *self.kinds[kind]],
                        name=_("'%(kind)s' entry", kind=kind))
        read = record.read_refused(r, node, scope, what)
        return None if read is None else Entry(kind, read[0], node.pos, read[1])

    def schema(self, words: Words) -> Schema:
        per_kind = []
        for name, keys in sorted(self.kinds.items()):
            body = Record([Key("kind", Choice([name])), *self.common, *keys]).schema(words)
            body["required"] = ["kind", *body["required"]]
            per_kind.append({"if": {"properties": {"kind": {"const": name}}}, "then": body})
        return {"type": "object", "required": ["kind"], "properties": {"kind": {"enum": sorted(self.kinds)}}, "allOf": per_kind}


class Custom(Shape):
    """A value read by a function of its own (a deck, a condition), with the schema it is given."""

    def __init__(self, read: Callable[[Reader, Node, Scope, Text], Any], schema: Callable[[Words], Schema], doc: str = "") -> None:
        self._read, self._schema, self.doc = read, schema, doc

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> Any:
        return self._read(r, node, scope, what)

    def schema(self, words: Words) -> Schema:
        return self._schema(words)
