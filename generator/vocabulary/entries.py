"""The keys a scoring entry of a ruleset is written with: conditions on spaces, rule IDs, points, the payout.

Each scoring kind (generator/vocabulary/kinds.py) declares its keys with these shapes; the ruleset's other
keys (generator/vocabulary/ruleset.py) use the condition and the rule ID too.
"""

from __future__ import annotations

from generator.load.nodes import Node
from generator.model import Where
from generator.vocabulary.reader import Reader
from generator.vocabulary.shapes import (
    Boolean,
    Choice,
    Counts,
    Either,
    Integer,
    Key,
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
            Key("terrain", one_or_more["terrain"]),  # named by its key, as every key of a ruleset is
            Key("feature", one_or_more["feature"]),
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


def payout_keys() -> list[Key]:
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
                               "the campaign, get it; all who do in the same round or, in end and chapter_end, at the end "
                               "of the same episode."))),
        Key("once", Choice(("each", "episode", "campaign"), N_("Each thing counted scores once an episode, wherever it "
                              "appears (each); or else the entry scores once for each player: once an episode "
                              "(episode), or once in the whole campaign (campaign)."))),
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

