"""A ruleset's `examples:`, the group's own test of what it wrote ("this placement scores 4"),
declared once for the validator and the JSON Schemas (content/guide/en/envelopes.md, section 11).

Each example gives a board (a small one of its own, or the campaign's), the placements made earlier
in the episode, the play judged and what the engine must find: points, circles, counters, whether
the play is legal. Reading them knows nothing of the engine; `chronicle check` plays each through it
(generator.validate.examples, generator.rules.ruleset_examples).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from generator.geometry import Cell
from generator.load.nodes import Node
from generator.model import Board, Example, ExamplePlay, Expected, Pos
from generator.vocabulary.reader import Reader, describe
from generator.vocabulary.shapes import (
    OWN_WORD,
    Boolean,
    Counts,
    Custom,
    Integer,
    Key,
    Languages,
    ListOf,
    Record,
    Schema,
    Scope,
    Shape,
    Term,
    Word,
    Words,
)
from generator.words.i18n import N_, Text, _

CELL = r"^\s*[A-Za-z][1-9][0-9]?\s*$"
"""A space's name as a board prints it (C4, or K1 with `letters: columns`), for the editors' schemas."""
BOARD_KEYS = ("map", "legend", "river", "features", "regions")
"""What a small board of an example may say: a board file's keys but its game, name and lettering,
which are the campaign's."""
END = ("chapter",)


def _board(r: Reader, node: Node, scope: Scope, what: Text) -> Board | None:
    """A small board: its map (board file syntax), or a mapping of a board file's keys; its spaces are
    named as the campaign's board names them (`letters:`)."""
    from generator.validate.board import read_board  # it declares the ruleset, whose examples this reads

    if node.is_map:
        fields = r.fields(node, what, required=("map",), optional=BOARD_KEYS)
        if fields is None or "map" not in fields:
            return None
        keys = {key: node.keys[key] for key in fields}
    else:
        fields, keys = {"map": node}, {"map": node.pos}
    implied = {"game": Node(scope.game.id, node.pos), "name": Node("example", node.pos),
               "letters": Node(scope.game.grid.letters, node.pos)}
    board = Node({**implied, **fields}, node.pos, {**{key: node.pos for key in implied}, **keys})
    return read_board(r, board, scope.game)


BOARD = Custom(_board, lambda words: {"anyOf": [
    {"type": "string", "minLength": 1},
    {"type": "object", "required": ["map"], "properties": {key: {} for key in BOARD_KEYS}, "additionalProperties": False}]},
    N_("A small board of the example's own: a map drawn as in a board file, with the game's letters, or a block with a "
       "board file's keys map, legend, river, features and regions. Without it, the campaign's board."))


def cell(r: Reader, name: str, pos: Pos, scope: Scope) -> Cell | None:
    """A space named as the campaign's board names it; whether the board has it is the engine's to say."""
    found = scope.game.grid.parse(name)
    if found is None:
        from generator.validate.board import not_a_cell

        r.error(pos, not_a_cell(name, Board("", scope.game.grid, {}, {}, frozenset(), 0, 0)))
    return found


def _features(r: Reader, node: Node, scope: Scope, what: Text) -> dict[str, dict[Cell, int]]:
    """Features on the example's board, as a board file writes them: {lighthouse: [C3]}, {tree: {B3: 2}}."""
    features: dict[str, dict[Cell, int]] = {}
    if not node.is_map:
        r.error(node.pos, _("features maps each feature to its spaces, such as {statue: [C3]} or {tree: {B3: 2}}"))
        return features
    for name, value in node.value.items():
        feature = Term("feature").read(r, Node(name, node.keys[name]), scope, what)
        entries = [(Node(key, value.keys[key]), count) for key, count in value.value.items()] if value.is_map else \
            [(item, None) for item in r.items(value, _("feature '%(name)s'", name=name))]
        counts: dict[Cell, int] = {}
        for key, count in entries:
            where = cell(r, str(key.value), key.pos, scope) if r.word(key, _("cell")) is not None else None
            n = r.integer(count, _("count of %(feature)s on %(cell)s", feature=name, cell=key.value), 1, 9) if count is not None else 1
            if where is not None and n:
                counts[where] = counts.get(where, 0) + n
        if feature is not None:
            features[feature] = counts
    return features


FEATURES = Custom(_features, lambda words: {"type": "object", "propertyNames": {"pattern": OWN_WORD}, "additionalProperties": {
    "anyOf": [{"type": "array", "items": {"type": "string", "pattern": CELL}},
              {"type": "object", "propertyNames": {"pattern": CELL}, "additionalProperties": {"type": "integer", "minimum": 1,
                                                                                           "maximum": 9}}]}},
    N_("Features added to the example's board, as a board file writes them: {lighthouse: [C3]} or {tree: {B3: 2}}."))


def _placement(r: Reader, node: Node, scope: Scope, what: Text) -> ExamplePlay | None:
    """{A1: house, A2: field} (My Island: each space's symbol) or {B1: red, B2: red} (My City: the building's colour)."""
    game = scope.game
    terms, kind = (game.colours, _("colour")) if game.colours else (game.symbols, _("symbol"))
    if not node.is_map or not node.value:
        r.error(node.pos, _("a placement maps each space the building covers to its colour, such as {B1: red, B2: red}")
                if game.colours else _("a placement maps each space the tile covers to its symbol, such as "
                                       "{A1: house, A2: field}"))
        return None
    cells: dict[Cell, str] = {}
    for name, value in node.value.items():
        where = cell(r, str(name), node.keys[name], scope)
        term = r.choice(value, kind, terms)
        if where is not None and term is not None:
            cells[where] = term
    if game.colours and len(set(cells.values())) > 1:
        r.error(node.pos, _("a building has one colour, not %(colours)s", colours=sorted(set(cells.values()))))
        return None
    return ExamplePlay(cells, node.pos) if len(cells) == len(node.value) else None


def _sample(scope: Scope) -> str:
    return "{B1: red, B2: red}" if scope.game.colours else "{A1: house, A2: field}"


def _placement_schema(words: Words) -> Schema:
    return {"type": "object", "minProperties": 1, "propertyNames": {"pattern": CELL},
            "additionalProperties": {"anyOf": [{"enum": sorted({*words.terms["symbol"], *words.terms["colour"]})},
                                               {"type": "string", "pattern": OWN_WORD}]}}


PLACEMENT = Custom(_placement, _placement_schema,
                   N_("The spaces covered, each with its symbol (My Island) or the building's colour (My City), such as "
                      "{A1: house, A2: field}."))


def _play(r: Reader, node: Node, scope: Scope, what: Text) -> ExamplePlay | None:
    if node.is_map:
        return _placement(r, node, scope, what)
    if node.value == "pass":
        return ExamplePlay(None, node.pos)
    r.error(node.pos, _("play is `pass`, or a placement such as %(example)s", example=_sample(scope)))
    return None


PLAY = Custom(_play, lambda words: {"anyOf": [{"const": "pass"}, _placement_schema(words)]},
              N_("The play judged: the spaces covered with their symbol or colour, or pass."))


def _end(r: Reader, node: Node, scope: Scope, what: Text) -> str | None:
    if node.value in END:
        return "chapter"
    if isinstance(node.value, bool):
        return "episode" if node.value else None
    r.error(node.pos, _("end is `true` (the end entries score after the play) or `chapter` (end, then chapter_end), not "
                        "%(value)s", value=describe(node)))
    return None


END_SHAPE = Custom(_end, lambda words: {"anyOf": [{"type": "boolean"}, {"enum": list(END)}]},
                   N_("`true`: the episode ends after the play and its end entries score too; `chapter`: it also closes a "
                      "chapter (end, then chapter_end)."))

EXPECTED = [
    Key("points", Integer(-999, 999, N_("The points the play scores (and the end, when asked)."))),
    Key("circles", Integer(doc=N_("The progress circles (My City: symbols) the entries give."), circles=True)),
    Key("counters", Counts(0, 999, N_("The player's counters after the play (and the end, when asked)."))),
    Key("legal", Boolean(N_("Whether the play is legal (the default: true)."))),
    Key("broken", Word(N_("The rule ID an illegal play breaks."))),
]
SCORED = ("points", "circles", "counters")


def _expected(r: Reader, node: Node, scope: Scope, what: Text) -> Expected | None:
    values = Record(EXPECTED, name=what).read(r, node, scope, what)
    if values is None:
        return None
    illegal = values["legal"] is False or values["broken"] is not None
    if illegal and (values["legal"] is True or any(values[key] is not None for key in SCORED)):
        r.error(node.pos, _("expect holds what a legal play gives (points, circles, counters) or that it is illegal "
                            "(`legal: false`, broken), not both"))
        return None
    where = {key: value.pos for key, value in node.value.items()}
    return Expected(not illegal, values["broken"], values["points"], values["circles"], values["counters"] or {}, where)


EXPECT = Custom(_expected, lambda words: Record(EXPECTED).schema(words),
                N_("What the engine must find: give only what matters."))


def example_keys() -> list[Key]:
    """Every key an example may write, in the order the guide writes them."""
    return [
        Key("name", Languages(N_("The example's name, in the group's words: the one `chronicle check` says when the example fails."))),
        Key("board", BOARD),
        Key("features", FEATURES, default={}),
        Key("counters", Counts(0, 999, N_("The player's counters as the episode starts."))),
        Key("token", Integer(0, doc=N_("The token as the episode starts (default: the ruleset's start)."), track=True)),
        Key("placed", ListOf(PLACEMENT, N_("The placements made earlier in the episode, in order; they score as in play.")),
            default=()),
        Key("play", PLAY),
        Key("end", END_SHAPE),
        Key("expect", EXPECT, True),
    ]


class _Examples(Shape):
    """The list of examples, each numbered by its place (how a failure names one without a name)."""

    doc = N_("The group's own examples: the engine must find what each expects (chronicle check plays them).")

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> tuple[Example, ...]:
        return tuple(example for number, item in enumerate(r.items(node, what), 1)
                     if (example := _example(r, item, scope, number)) is not None)

    def schema(self, words: Words) -> Schema:
        return {"type": "array", "items": Record(example_keys()).schema(words)}


def _example(r: Reader, node: Node, scope: Scope, number: int) -> Example | None:
    """One example, or None after reporting what is wrong with it (an example half read is never judged)."""
    before = len(r.problems)
    values: Mapping[str, Any] | None = Record(example_keys(), name=_("example %(n)s", n=number)).read(r, node, scope, "example")
    if values is None or any(not p.is_warning for p in r.problems[before:]):
        return None
    if values["play"] is None and values["end"] is None:
        r.error(node.pos, _("an example judges a play (`play:` its spaces, or `pass`), or the end of the episode alone "
                            "(`end: true`)"))
        return None
    where = {key: value.pos for key, value in node.value.items()}
    return Example(number, node.pos, values["expect"], values["name"] or {}, values["board"], values["features"],
                   values["counters"] or {}, values["token"], values["placed"], values["play"], values["end"], where)


EXAMPLES = _Examples()
