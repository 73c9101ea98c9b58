"""Every scoring kind, declared once: what it computes, its keys and its words (issue 35, item 5).

A ruleset's scoring entry names its kind (`{kind: count, ...}`). Each kind is one Declaration in
DECLARATIONS, the registry the validator, the JSON Schemas, the score sheet and the tests find it in:

- its keys: what a ruleset may write of it, declared here with the shapes of generator/vocabulary/entries.py
  (a composable kind takes the payout keys besides its own);
- its reason: the line the score sheet gives for its points, filled in with what the engine found (a
  composable kind's line is its entry read back, its sentence, and what it counted);
- what it computes (`computes`): the engine's scorer, when it applies, the rule it cites and whether it is
  a race, registered by generator/rules/scoring.py and composable.py, which know nothing of keys or words;
- its sentence (`sentence`): what the rulebook's read-back says an entry in, generator/rulebook/sentences.py.

The engine and the rulebook sit below the vocabulary (pyproject.toml's import contract) and look their
own part up by the kind's name, so the declaration points down at them by that name.
tests/vocabulary/test_kinds.py holds every kind to being whole: computed, its keys declared, said by a
sentence and explained on the score sheet in es, fr and en, and documented in each language's envelopes guide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from generator.base.records import NamedTuple
from generator.model import Where
from generator.rules.scoring import KINDS, Kind
from generator.vocabulary.entries import COLOURS, MAX_SPACES, POINTS, RULE, SIZE, TRI_COLOURS, WHERE, payout_keys
from generator.vocabulary.shapes import Boolean, Choice, Integer, Key, Languages, ListOf, Shape, Tagged, Term
from generator.words.i18n import N_

if TYPE_CHECKING:
    from generator.rulebook.sentences import Sentence


class Declaration(NamedTuple):
    """One scoring kind, whole (a NamedTuple, as the model's are: a frozen dataclass costs several times
    as much to define, at every run's import)."""

    name: str
    keys: tuple[Key, ...]
    """What a ruleset may write of it, besides `kind`, `rule` and `reason` (SCORING_COMMON)."""
    reason: str | None = None
    """The score sheet's line for its points (a msgid filled with the engine's facts: count, cells, symbol...);
    None for a composable kind, whose line is its entry read back."""
    per_game: bool = False
    """The line is said in each edition's words (msgctxt my-island and my-city, generator/words/editions.py)."""

    @property
    def composable(self) -> bool:
        """A kind of envelope rules: it measures, and the payout keys say what it gives (LG-15)."""
        return self.reason is None

    @property
    def computes(self) -> Kind:
        """The engine's part: its scorer, when it applies (immediate, end or either), the rule it cites, a race."""
        return KINDS[self.name]

    @property
    def sentence(self) -> Sentence:
        """The rulebook's part: the entry in words, as one sentence (imported here: a check, which reads
        rulesets without saying them, never loads the rulebook's phrases)."""
        from generator.rulebook.sentences import SENTENCES

        return SENTENCES[self.name]


def _catalogue(name: str, reason: str, *keys: Key, per_game: bool = False) -> Declaration:
    """A kind of episode 1 and the Eternal games (DESIGN.md "Catalogue"): its keys and its own line."""
    return Declaration(name, keys, reason, per_game)


def _composable(name: str, *keys: Key) -> Declaration:
    """A kind of the composable vocabulary of envelope rules: its keys, then the payout's."""
    return Declaration(name, (*keys, *payout_keys()))


_DECLARED = (
    # the catalogue of episode 1 and the Eternal games
    _catalogue("symbol-on-terrain", N_("%(count)s × %(symbol)s on %(terrain)s: %(cells)s"),
               Key("symbol", Term("symbol"), True), Key("terrain", Term("terrain"), True), Key("points", POINTS, True)),
    _catalogue("symbol-group", N_("group of %(count)s %(symbol)s completed"),
               Key("symbol", Term("symbol"), True), Key("size", SIZE, default=5), Key("points", POINTS, default=3)),
    _catalogue("road-to-sea", N_("road from the statue at %(cell)s to the sea"),
               Key("points", POINTS, default=5), Key("symbol", Term("symbol"), default="path"),
               Key("feature", Term("feature"), default="statue"), Key("terrain", Term("terrain"), default="beach")),
    _catalogue("first-to-cover-all", N_("first to build on every %(feature)s: %(cells)s"),
               Key("feature", Term("feature"), True), Key("points", POINTS, default=3)),
    _catalogue("visible-terrain", N_("%(count)s × %(terrain)s still visible: %(cells)s"),
               Key("terrain", Term("terrain"), True), Key("points", POINTS, True)),
    _catalogue("visible-feature", N_("%(count)s × %(feature)s visible: %(cells)s"),
               Key("feature", Term("feature"), True), Key("points", POINTS, True)),
    _catalogue("empty-buildable", N_("%(count)s × empty buildable space"),
               Key("points", POINTS, default=-1), Key("with_features", Boolean(), default=True), per_game=True),
    _catalogue("largest-group", N_("largest %(symbol)s group (%(count)s)"),
               Key("symbol", Term("symbol"), True), Key("points", POINTS, default=5)),
    _catalogue("largest-colour-group", N_("largest %(colour)s group, size %(count)s"),
               Key("points", POINTS, default=1), Key("colours", COLOURS, default=TRI_COLOURS)),
    _catalogue("church-colours", N_("church at %(cell)s touches all three colours"),
               Key("points", POINTS, default=3), Key("colours", COLOURS, default=TRI_COLOURS)),
    _catalogue("well-surrounded", N_("well at %(cell)s surrounded on four sides"),
               Key("points", POINTS, default=4), Key("feature", Term("feature"), default="well")),
    # the composable vocabulary of envelope rules
    _composable("count", Key("where", WHERE, default=Where()),
                Key("count", Choice(("spaces", "pieces", "features", "symbols"), N_(
                    "What is counted where the condition holds: spaces, the pieces covering them, the features they show "
                    "(a double tree counts 2), or the symbols the pieces show there (a double symbol counts 2).")),
                    default="spaces")),
    _composable("groups", Key("where", WHERE, True),
                Key("size", Integer(1, MAX_SPACES, N_("The fewest spaces a group needs.")), default=1),
                Key("largest", Boolean(N_("Only the player's largest group.")), default=False),
                Key("per", Choice(("group", "space", "piece"), N_("Give for each group, or for each space or piece of the "
                                                                   "groups.")), default="group"),
                Key("of", WHERE),
                Key("touching", WHERE)),
    _composable("connect", Key("from", WHERE, True), Key("through", WHERE, True), Key("to", WHERE, True)),
    _composable("line", Key("from", WHERE, True), Key("through", WHERE, True),
                Key("facing", Boolean(N_("Each start looks only the way its feature faces (the board's facing), not every "
                                         "way.")), default=False),
                Key("of", WHERE)),
    _composable("enclosed", Key("where", WHERE, default=Where()),
                Key("distinct", Boolean(N_("Each neighbouring space must be covered by a different piece.")), default=False)),
    _composable("counter", Key("counter", Term("counter", N_("A counter of the vocabulary: what the player has collected so "
                                                             "far.")), True)),
)
DECLARATIONS: dict[str, Declaration] = {d.name: d for d in _DECLARED}
"""Every scoring kind by its name, in the order the schemas and the guides list them."""

SCORING: dict[str, list[Key]] = {d.name: list(d.keys) for d in _DECLARED}
"""Each kind's keys, as the validator reads an entry."""
COMPOSABLE = tuple(d.name for d in _DECLARED if d.composable)
"""Kinds that take the payout keys (points, circles, at_least, at_most, exactly, most, fewest, rank, first,
once, add, set, if)."""
SCORING_COMMON = [Key("rule", RULE), Key("reason", Languages(N_("Why it scores, in the group's words: shown on the score sheet.")))]
EXAMPLE = "{kind: count, where: {terrain: beach, covered: false}, points: -1}"


def scoring_list(when: str, doc: str = "") -> Shape:
    """The `immediate` or `end` list: entries of the kinds that score then (the engine's `when` of each)."""
    return ListOf(Tagged({d.name: list(d.keys) for d in _DECLARED if d.computes.when in (when, "any")}, example=EXAMPLE,
                         common=SCORING_COMMON),
                  doc or {"immediate": N_("Scored as the piece is placed."), "end": N_("Scored after the last round, in this order.")}[when])
