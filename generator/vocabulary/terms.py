"""A group's own words for its board and pieces: the terrains, features, symbols and colours its
envelopes bring, declared once in campaign.yaml's `vocabulary:` or the repository's
games/<game>/vocabulary.yaml, each with its names and a drawing (a colour and a glyph).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from generator.load.nodes import Node
from generator.model import Game, Term
from generator.vocabulary.reader import Reader
from generator.vocabulary.shapes import (
    OWN_WORD,
    Boolean,
    Choice,
    Custom,
    Key,
    Languages,
    Record,
    Schema,
    Scope,
    Shape,
    Word,
    Words,
)
from generator.words.i18n import N_, Text, _, listed

KINDS = ("terrains", "features", "symbols", "colours", "counters", "regions")
_NEW = {"terrains": N_("New terrains, by id."), "features": N_("New features, by id."), "symbols": N_("New symbols, by id."),
        "colours": N_("New colours, by id."), "counters": N_("New counters, by id."),
        "regions": N_("The names of the boards' regions, by the id the board file gives them.")}
"""What each list of the vocabulary holds, for the editors' schemas."""
"""The kinds of words, as game.yaml names them; counters are the group's alone (marks and resources that last), and
so are regions, whose spaces a board file gives (`regions:`) and whose names sentences say ("de la grand-place")."""
COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


def _colour(r: Reader, node: Node, scope: Scope, what: Text) -> str | None:
    text = r.word(node, what)
    if text is not None and not COLOUR.fullmatch(text):
        r.error(node.pos, _("a colour is written #rrggbb, such as #c0392b, not '%(text)s'", text=text))
        return None
    return text


def _glyph(r: Reader, node: Node, scope: Scope, what: Text) -> str | None:
    text = r.word(node, what)
    if text is not None and not 1 <= len(text) <= 2:
        r.error(node.pos, _("a glyph is one or two characters drawn on the space, such as ▲ or P, not '%(text)s'", text=text))
        return None
    return text


GENDERS = {"m": "masculine", "f": "feminine"}
GENDERS_SHAPE = Record([Key(lang, Choice(tuple(GENDERS))) for lang in ("es", "fr")],
                       N_("The name's grammatical gender in Spanish and French, m or f: the words around it agree with it "
                          "(un faro, une statue)."))
COLOUR_SHAPE = Custom(_colour, lambda words: {"type": "string", "pattern": "^#[0-9a-fA-F]{6}$"},
                      N_("Its colour on the site, the table and chronicle board: #rrggbb."))
GLYPH = Custom(_glyph, lambda words: {"type": "string", "minLength": 1, "maxLength": 2},
               N_("One or two characters drawn on the space (features) or the piece (symbols)."))


def term_keys(kind: str) -> list[Key]:
    keys = [Key("names", Languages(N_("Its name, in one language or as {es: ..., fr: ..., en: ...}.")), True)]
    if kind != "regions":  # a region is a set of spaces, drawn as they are
        keys.append(Key("colour", COLOUR_SHAPE, default="#888888"))
    if kind in ("features", "symbols", "counters"):
        keys.append(Key("glyph", GLYPH, default=""))
    if kind == "features":
        keys.append(Key("acts_as", Word(N_("A symbol (My Island) or colour (My City): the space then counts as covered by "
                                           "such a piece, for adjacency, groups and conditions (a palace, a building sticker)."))))
    if kind == "features":  # « le plus de feux visibles »: a plural the regular rule would miss (generator/words/plurals.py)
        keys.append(Key("plural", Languages(N_("Its name in the plural, where the regular plural does not fit or the name "
                                               "has several words, as {es: ..., fr: ..., en: ...}."))))
    if kind == "terrains":
        keys.append(Key("letter", Word(N_("The letter that stands for it in board maps."))))
    if kind == "symbols":
        keys.append(Key("double_of", Word(N_("A symbol of the game this one shows twice on one space (a second sticker): "
                                             "it counts as that symbol for adjacency, groups and conditions, and as "
                                             "two where symbols are counted."))))
    if kind == "counters":
        keys.append(Key("hidden", Boolean(N_("true: a helper counter the rules use only to compute; its changes stay off "
                                             "the score sheet.")), default=False))
    # a name the read-back's words agree with (generator/rulebook): "un faro", "une statue", "chacun des écus"
    keys.append(Key("genders", GENDERS_SHAPE, default={}))
    return keys


class _Terms(Shape):
    """A mapping of new ids to their names and drawing."""

    def __init__(self, kind: str) -> None:
        self.kind = kind
        self.doc = _NEW[kind]

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> dict[str, dict[str, Any]]:
        if not node.is_map:
            r.error(node.pos, _("%(what)s maps each new id to its names and drawing, such as {lighthouse: {names: Faro, "
                                "colour: \"#c0392b\", glyph: ▲}}", what=what))
            return {}
        record = Record(term_keys(self.kind))
        found = {}
        for key, value in node.value.items():
            if not re.fullmatch(OWN_WORD, key):
                r.error(node.keys[key], _("'%(key)s' is not an id: lowercase letters, digits and dashes, such as "
                                          "lighthouse", key=key))
                continue
            values = record.read(r, value, scope, _("%(what)s '%(key)s'", what=what, key=key))
            if values is not None:
                found[key] = values
        return found

    def schema(self, words: Words) -> Schema:
        return {"type": "object", "propertyNames": {"pattern": OWN_WORD},
                "additionalProperties": Record(term_keys(self.kind)).schema(words)}


VOCABULARY = Record([Key(kind, _Terms(kind), default={}) for kind in KINDS],
                    N_("The group's own terrains, features, symbols, colours, counters and regions, with their names and drawing."))


def extend(r: Reader, node: Node, game: Game, language: str) -> Game:
    """`game` with the words `node` declares; a word of the game itself may be redrawn but keeps its id."""
    values = VOCABULARY.read(r, node, Scope(game, language), "vocabulary")
    if values is None:
        return game
    changed: dict[str, Any] = {}
    legend = dict(game.legend)
    for kind in KINDS:
        terms = dict(getattr(game, kind))
        for key, v in values[kind].items():
            other = next((k for k in KINDS if k != kind and key in getattr(game, k)), None)
            if other is not None:
                r.error(node.pos, _("'%(key)s' is already one of the game's %(kind)s: give it another id", key=key, kind=other))
                continue
            terms[key] = Term(key, v["names"], v.get("colour", "#888888"), v.get("glyph") or "", _acts_as(r, node, v.get("acts_as"), game),
                              hidden=bool(v.get("hidden")), double_of=_double_of(r, node, v.get("double_of"), game),
                              genders={lang: GENDERS[g] for lang, g in (v.get("genders") or {}).items() if g},
                              plural=dict(v.get("plural") or {}))
            if kind == "terrains" and v.get("letter"):
                legend[v["letter"]] = key
        changed[kind] = terms
    return game._replace(legend=legend, **changed)


def _acts_as(r: Reader, node: Node, value: str | None, game: Game) -> str | None:
    if value is not None and value not in (*game.symbols, *game.colours):
        r.error(node.pos, _("acts_as names a symbol or colour of the game's pieces (%(known)s), not '%(value)s'",
                            known=listed([*game.symbols, *game.colours], "or"), value=value))
        return None
    return value


def _double_of(r: Reader, node: Node, value: str | None, game: Game) -> str | None:
    if value is not None and value not in game.symbols:
        r.error(node.pos, _("double_of names a symbol of the game's tiles (%(known)s), not '%(value)s'",
                            known=listed(game.symbols, "or"), value=value))
        return None
    return value


def doubles(game: Game) -> Mapping[str, str]:
    """Symbols that show another twice (Board.doubles): double symbol -> the symbol it shows."""
    return {s: t.double_of for s, t in game.symbols.items() if t.double_of}


def acting(game: Game) -> Mapping[str, tuple[str | None, str | None]]:
    """Features that count as a piece (Board.acting): feature id -> (its symbol, its colour)."""
    return {f: ((t.acts_as, None) if t.acts_as in game.symbols else (None, t.acts_as))
            for f, t in game.features.items() if t.acts_as}
