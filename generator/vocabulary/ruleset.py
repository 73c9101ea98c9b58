"""The ruleset's keys, declared once for the validator and the JSON Schemas.

A group writes an envelope's rules with these words (content/guide/en/envelopes.md). Its scoring lists
hold entries of the kinds declared in generator/vocabulary/kinds.py, each written with the keys of
generator/vocabulary/entries.py; the engine (generator.rules) holds what each kind computes.
"""

from __future__ import annotations

import re
from typing import Any

from generator.load.nodes import Node
from generator.model import Where
from generator.rules.deck import EVERY_PIECE, WORDS
from generator.vocabulary.entries import RULE, RULE_ID, WHERE
from generator.vocabulary.examples import EXAMPLES
from generator.vocabulary.kinds import scoring_list
from generator.vocabulary.reader import Reader, describe
from generator.vocabulary.shapes import (
    Choice,
    Custom,
    Integer,
    Key,
    Languages,
    ListOf,
    Record,
    Schema,
    Scope,
    Term,
    Words,
)
from generator.words.i18n import N_, Text, _, listed

PLACEMENT_CHECKS = ("board", "overlap", "terrain", "cover", "river", "first", "adjacency", "must-build", "pass")
"""What a placement (or a pass) is checked for; a ruleset's `cite` names the rule ID each one cites (`pass`
also a pass whose cost the ruleset changes, never an ordinary one of LG-03)."""
CITED = (*PLACEMENT_CHECKS, "lacking")
"""What a ruleset's `cite` may name: the checks, and the free pass on a card whose piece a set lacks."""
ADJACENCY = ("matching-symbol", "any-building", "none")
PASSING = ("above-zero", "never", "not-below-zero")


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
                            "other entries are card ids), not %(value)s", words=listed(WORDS), value=describe(node)))
        return EVERY_PIECE
    words = r.each(node, "deck", lambda n: r.word(n, _("deck entry")))
    if not words:
        r.error(node.pos, _("the deck is empty; leave it out to deal every piece"))
    return tuple(words) or EVERY_PIECE


DECK = Custom(_deck, lambda words: {"anyOf": [{"const": "all"}, {"type": "array", "items": {"type": ["string", "integer"]}, "minItems": 1}]},
              N_("The cards dealt: all (the default), or a list of buildings, tiles, churches, extras, block and card ids."))


def ruleset_keys() -> list[Key]:
    """Every key a ruleset may write; its scoring lists take the kinds of generator/vocabulary/kinds.py."""
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
        Key("immediate", scoring_list("immediate"), default=()),
        Key("end", scoring_list("end"), default=()),
        Key("chapter_end", scoring_list("end", N_("Scored after end, only when the episode closes a chapter "
                                                         "(episodes 3, 6 … 24).")), default=()),
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

