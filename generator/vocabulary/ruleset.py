"""The ruleset's keys and its scoring vocabulary, declared once for the validator and the JSON Schemas.

A group writes an envelope's rules with these words (content/guide/en/envelopes.md). The engine
(generator.rules) holds what each scoring kind computes; this module holds what a file may say.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from generator.load.nodes import Node
from generator.model import Where
from generator.rules.deck import EVERY_PIECE, WORDS
from generator.vocabulary.examples import EXAMPLES
from generator.vocabulary.reader import Reader, describe
from generator.vocabulary.shapes import (
    Boolean,
    Choice,
    Counts,
    Custom,
    Either,
    Integer,
    Key,
    Languages,
    ListOf,
    Record,
    Schema,
    Scope,
    Shape,
    Tagged,
    Term,
    Word,
    Words,
)
from generator.words.i18n import N_, Text, _

PLACEMENT_CHECKS = ("board", "overlap", "terrain", "cover", "river", "first", "adjacency", "must-build", "pass")
"""What a placement (or a pass) is checked for; a ruleset's `cite` names the rule ID each one cites (`pass`
also a pass whose cost the ruleset changes, never an ordinary one of LG-03)."""
CITED = (*PLACEMENT_CHECKS, "lacking")
"""What a ruleset's `cite` may name: the checks, and the free pass on a card whose piece a set lacks."""
ADJACENCY = ("matching-symbol", "any-building", "none")
PASSING = ("above-zero", "never", "not-below-zero")
MAX_SPACES = 26 * 99
"""The most spaces a board can name: rows A to Z, columns 1 to 99."""
RULE_ID = r"^[A-Za-z][A-Za-z0-9]*(-[A-Za-z0-9]+)+$"
"""A rule ID: letters and digits in dash-separated parts (MI-R05, CH3-2)."""


class _Where(Shape):
    """A condition on a space, every part of which must hold; `next_to` nests one."""

    doc = N_("A condition on a space: every key given must hold.")
    _DEPTH = 3
    """How deep an editor's schema follows next_to (the validator follows any depth a file nests)."""

    def keys(self) -> list[Key]:
        one_or_more = {kind: Either(Term(kind), ListOf(Term(kind), at_least=1)) for kind in ("terrain", "feature")}
        return [
            Key("terrain", one_or_more["terrain"], label=_("terrain")),
            Key("feature", one_or_more["feature"], label=_("feature")),
            Key("region", Word(N_("A region the board names."))),
            Key("symbol", Term("symbol", N_("Covered by a piece showing this symbol there."))),
            Key("colour", Term("colour", N_("Covered by a piece of this colour."))),
            Key("covered", Boolean(N_("true: covered by a piece; false: still visible."))),
            Key("piece", Choice(("new", "previous"), N_("Covered by the piece just placed, or by the one placed before it."))),
            Key("edge", Boolean(N_("On the board's edge."))),
            Key("next_to", self),
        ]

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> Where | None:
        values = Record(self.keys(), name=_("condition")).read(r, node, scope, what)
        if values is None:
            return None
        as_set = {k: frozenset([v] if isinstance(v, str) else v or ()) for k, v in values.items() if k in ("terrain", "feature")}
        where = Where(**{**values, **as_set})
        if _nesting(where) > MAX_NEXT_TO:  # said once, at the level that goes too deep: the levels above hold it
            r.error(node.pos, _("a condition nests next_to at most %(n)s deep: say what a space is next to in fewer "
                                "steps", n=MAX_NEXT_TO))
            return None
        return where

    def schema(self, words: Words, depth: int = 0) -> Schema:
        keys = self.keys()
        properties = {k.name: k.shape.described(words) for k in keys if k.name != "next_to"}
        properties["next_to"] = self.schema(words, depth + 1) if depth < self._DEPTH else {"type": "object"}
        return {"type": "object", "properties": properties, "additionalProperties": False}


WHERE = _Where()
MAX_NEXT_TO = 8
"""How deep next_to may nest: a chapter needs two or three; each level costs a pass over the board."""


def _nesting(where: Where) -> int:
    depth = 0
    while where.next_to is not None:
        where, depth = where.next_to, depth + 1
    return depth


def _terrain_or_where(r: Reader, node: Node, scope: Scope, what: Text) -> Where | None:
    if node.is_map:
        return WHERE.read(r, node, scope, what)
    terrain = Term("terrain").read(r, node, scope, what)
    return Where(terrain=frozenset([terrain])) if terrain else None


COVERS = Custom(_terrain_or_where, lambda words: {"anyOf": [Term("terrain").schema(words), WHERE.schema(words)]},
                N_("A terrain, or a condition on a space (terrain, feature, region...)."))


def _deck(r: Reader, node: Node, scope: Scope, what: Text) -> tuple[str, ...]:
    """The deck as written: `all` or a list of deck words and card ids."""
    if not node.is_list and node.value == "all":
        return EVERY_PIECE
    if not node.is_list:
        r.error(node.pos, _("deck is 'all' or a list such as [buildings, churches, block] (words: %(words)s; "
                            "other entries are card ids), not %(value)s", words=", ".join(WORDS), value=describe(node)))
        return EVERY_PIECE
    words = r.each(node, "deck", lambda n: r.word(n, _("deck entry")))
    if not words:
        r.error(node.pos, _("the deck is empty; leave it out to deal every piece"))
    return tuple(words) or EVERY_PIECE


DECK = Custom(_deck, lambda words: {"anyOf": [{"const": "all"}, {"type": "array", "items": {"type": ["string", "integer"]}, "minItems": 1}]},
              N_("The cards dealt: all (the default), or a list of buildings, tiles, churches, extras, block and card ids."))


class _RuleId(Shape):
    """A rule ID: the registry's, or one the group declares in `own_rules` (checked with the ruleset)."""

    doc = N_("The rule ID this cites: one of the registry (content/rules.yaml) or of own_rules.")

    def read(self, r: Reader, node: Node, scope: Scope, what: Text) -> str | None:
        return r.text(node, what)

    def schema(self, words: Words) -> Schema:
        return {"anyOf": [{"enum": list(words.rules)}, {"type": "string", "pattern": RULE_ID}]}


RULE = _RuleId()
POINTS = Integer(doc=N_("Points; negative points are a penalty."), track=True)
SIZE = Integer(1, MAX_SPACES)
COLOURS = ListOf(Term("colour"))
TRI_COLOURS = ("yellow", "red", "blue")


def _payout() -> list[Key]:
    """What a composable item gives for what it counts (content/guide/en/envelopes.md, section 7)."""
    return [
        Key("points", POINTS, default=0),
        Key("circles", Integer(doc=N_("Progress circles (My Island) or symbols (My City) coloured; negative: a penalty."),
                               circles=True),
            default=0),
        Key("at_least", Integer(1, MAX_SPACES, N_("Give points or circles once, when the count reaches this."))),
        Key("at_most", Integer(0, MAX_SPACES, N_("Give points or circles once, when the count is this or less (0 included)."))),
        Key("exactly", Integer(0, MAX_SPACES, N_("Give points or circles once, when the count is exactly this (0: none)."))),
        Key("most", Boolean(N_("At the end: only the players with the highest count score, once each (ties all score).")),
            default=False),
        Key("fewest", Boolean(N_("At the end: only the players with the lowest count score, once each (ties all score).")),
            default=False),
        Key("rank", Integer(1, 4, N_("With most or fewest: the place that scores (2: the second most); players tied "
                                     "share a place and the next one is skipped."))),
        Key("first", Choice(("episode", "campaign"), N_("A race: only the first players to score it, in the episode or in "
                               "the campaign, get it; all who do in the same round."))),
        Key("once", Choice(("each", "episode", "campaign"), N_("Pay each thing counted once an episode, wherever it "
                              "appears (each); or the entry once per player in the episode, or in the campaign."))),
        Key("add", Counts(-99, 99, N_("Counters of the vocabulary changed, by so much for each thing counted (or once)."))),
        Key("set", Counts(0, 999, N_("Counters of the vocabulary set to this value, after add (0: reset)."))),
        Key("change", Record([Key("add", Term("feature")), Key("remove", Term("feature"))],
                             N_("After the episode, for good: add or remove a feature on every space the entry counted "
                                "(a beast defeated, a tower finished), as a board change would.")),
            label=_("change of the board")),
        Key("if", Record([Key("counter", Term("counter"), True), Key("at_least", Integer(0, 999)),
                          Key("at_most", Integer(0, 999)), Key("equals", Integer(0, 999))],
                         N_("Only while one of the player's counters has such a value, as the earlier entries left it.")),
            label=_("condition on a counter")),
    ]


SCORING: dict[str, list[Key]] = {
    # the catalogue of episode 1 and the Eternal games (DESIGN.md "Catalogue")
    "symbol-on-terrain": [Key("symbol", Term("symbol"), True), Key("terrain", Term("terrain"), True), Key("points", POINTS, True)],
    "symbol-group": [Key("symbol", Term("symbol"), True), Key("size", SIZE, default=5), Key("points", POINTS, default=3)],
    "road-to-sea": [Key("points", POINTS, default=5), Key("symbol", Term("symbol"), default="path"),
                    Key("feature", Term("feature"), default="statue"), Key("terrain", Term("terrain"), default="beach")],
    "first-to-cover-all": [Key("feature", Term("feature"), True), Key("points", POINTS, default=3)],
    "visible-terrain": [Key("terrain", Term("terrain"), True), Key("points", POINTS, True)],
    "visible-feature": [Key("feature", Term("feature"), True), Key("points", POINTS, True)],
    "empty-buildable": [Key("points", POINTS, default=-1), Key("with_features", Boolean(), default=True)],
    "largest-group": [Key("symbol", Term("symbol"), True), Key("points", POINTS, default=5)],
    "largest-colour-group": [Key("points", POINTS, default=1), Key("colours", COLOURS, default=TRI_COLOURS)],
    "church-colours": [Key("points", POINTS, default=3), Key("colours", COLOURS, default=TRI_COLOURS)],
    "well-surrounded": [Key("points", POINTS, default=4), Key("feature", Term("feature"), default="well")],
    # the composable vocabulary of envelope rules
    "count": [Key("where", WHERE, default=Where()),
              Key("count", Choice(("spaces", "pieces", "features", "symbols"), N_(
                  "What is counted where the condition holds: spaces, the pieces covering them, the features they show "
                  "(a double tree counts 2), or the symbols the pieces show there (a double symbol counts 2).")),
                  default="spaces"),
              *_payout()],
    "groups": [Key("where", WHERE, True),
               Key("size", Integer(1, MAX_SPACES, N_("The fewest spaces a group needs.")), default=1),
               Key("largest", Boolean(N_("Only the player's largest group.")), default=False),
               Key("per", Choice(("group", "space", "piece"), N_("Give for each group, or for each space or piece of the "
                                                                  "groups.")), default="group"),
               Key("of", WHERE),
               Key("touching", WHERE),
               *_payout()],
    "connect": [Key("from", WHERE, True), Key("through", WHERE, True), Key("to", WHERE, True), *_payout()],
    "line": [Key("from", WHERE, True), Key("through", WHERE, True),
             Key("facing", Boolean(N_("Each start looks only the way its feature faces (the board's facing), not every "
                                      "way.")), default=False),
             Key("of", WHERE), *_payout()],
    "enclosed": [Key("where", WHERE, default=Where()),
                 Key("distinct", Boolean(N_("Each side by a different piece.")), default=False), *_payout()],
    "counter": [Key("counter", Term("counter", N_("A counter of the vocabulary: what the player has collected so far.")), True),
                *_payout()],
}
COMPOSABLE = ("count", "groups", "connect", "line", "enclosed", "counter")
"""Kinds that take the payout keys (points, circles, at_least, at_most, exactly, most, fewest, rank, first,
once, add, set, if)."""
SCORING_COMMON = [Key("rule", RULE), Key("reason", Languages(N_("Why it scores, in the group's words: shown on the score sheet.")))]
EXAMPLE = "{kind: count, where: {terrain: beach, covered: false}, points: -1}"


def scoring_list(when: str, kinds: Mapping[str, str], doc: str = "") -> Shape:
    """The `immediate` or `end` list: items of the kinds that score then (`kinds`: each kind's when)."""
    return ListOf(Tagged({k: keys for k, keys in SCORING.items() if kinds[k] in (when, "any")}, example=EXAMPLE,
                         common=SCORING_COMMON),
                  doc or {"immediate": N_("Scored as the piece is placed."), "end": N_("Scored after the last round, in this order.")}[when])


def ruleset_keys(kinds: Mapping[str, str]) -> list[Key]:
    """Every key a ruleset may write (`kinds`: when each scoring kind applies, from the engine)."""
    return [
        Key("name", Languages(N_("The ruleset's name, in one language or as {en: ..., es: ..., fr: ...}.")), True),
        Key("buildable", ListOf(Term("terrain"), N_("Terrains pieces may cover.")), True),
        Key("first_piece", Record([Key("covers", COVERS), Key("along", Choice(("river",))),
                                   Key("next_to", WHERE)],
                                  N_("Where the first piece of the episode goes.")), default={}),
        Key("may_not_cover", ListOf(WHERE, N_("No piece may cover a space where one of these holds.")), default=()),
        Key("adjacency", Choice(ADJACENCY, N_("How a piece must touch the earlier ones.")), default="none"),
        Key("passing", Choice(PASSING, N_("When a player may pass: while the token is above 0 (LG-04), never, or only if "
                                 "the token stays at 0 or more.")), default="above-zero"),
        Key("lacking", Choice(("free-pass", "pass"), N_("A player whose set lacks the card's piece passes at no cost "
                                 "(free-pass), or as any pass (pass).")), default="free-pass"),
        Key("pass_points", Integer(high=0, doc=N_("Points for passing (LG-03)."), track=True), default=-1),
        Key("start", Integer(0, doc=N_("The token's start this episode (LG-01: 10)."), track=True)),
        Key("must_build", ListOf(Choice(("church",))), default=()),
        Key("immediate", scoring_list("immediate", kinds), default=()),
        Key("end", scoring_list("end", kinds), default=()),
        Key("chapter_end", scoring_list("end", kinds, N_("Scored after end, only when the episode closes a chapter "
                                                         "(episodes 3, 6…24).")), default=()),
        Key("assessment", Record([Key("first", Integer(0, circles=True), default=2, label=_("circles for first place")),
                                  Key("second", Integer(0, circles=True), default=1, label=_("circles for second place"))]),
            default={}),
        Key("deck", DECK, default=EVERY_PIECE),
        Key("cite", Record([Key(check, RULE) for check in CITED], N_("The rule ID each placement check cites, and the "
                                                                      "free pass on a piece a set lacks (lacking).")),
            default={}),
        Key("own_rules", Custom(_own_rules, _own_rules_schema,
                                N_("The group's own rule IDs (from its envelopes) and their statements.")), default={}),
        Key("examples", EXAMPLES, default=()),
    ]


def _own_rules(r: Reader, node: Node, scope: Scope, what: Text) -> dict[str, Any]:
    rules: dict[str, Any] = {}
    if not node.is_map:
        r.error(node.pos, _("own_rules maps rule IDs such as CH2-1 to their statement"))
        return rules
    for rule, value in node.value.items():
        if not re.fullmatch(RULE_ID, rule):
            r.error(node.keys[rule], _("'%(rule)s' is not a rule ID: letters and digits in parts joined by dashes, such as "
                                       "CH2-1", rule=rule))
            continue
        text = Languages().read(r, value, scope, _("statement of %(rule)s", rule=rule))
        if text:
            rules[rule] = text
    return rules


def _own_rules_schema(words: Words) -> Schema:
    return {"type": "object", "propertyNames": {"pattern": RULE_ID}, "additionalProperties": Languages().schema(words)}

