"""Why points were scored, in the reader's words: the CLI and the site share these templates."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import islice

from generator.base import per_build
from generator.geometry import Cell, Grid
from generator.model import BoardChange, Game
from generator.rulebook.nouns import features
from generator.rulebook.payout import COUNTED
from generator.rulebook.phrases import Phrase, many
from generator.rulebook.sentences import scoring_sentence
from generator.rules.results import Item
from generator.vocabulary.kinds import COMPOSABLE, DECLARATIONS
from generator.words.editions import context, progress, said
from generator.words.formats import signed
from generator.words.i18n import ENGLISH, N_, Message, Translator, _, language_label, listed, ngettext, pgettext, render
from generator.words.plurals import regular_plural
from generator.words.quotes import quoted

REASONS = {
    "pass": N_("passed"),
    "free-pass": N_("passed at no cost: no piece %(piece)s in this set"),
    "repaid": N_("pays off earlier debt"),
    "capped": N_("the token stays on the cap"),
}
"""The lines of the items that are no scoring kind: a pass, and the token's corrections. A scoring kind's
line is its declaration's reason (generator/vocabulary/kinds.py)."""
PER_GAME = frozenset({"free-pass"})
"""Items whose line is translated per game (generator/words/editions.py lists them under both contexts)."""


def _line(kind: str) -> tuple[str, bool] | None:
    """The line of a kind of the catalogue, a pass or a token's correction, and whether each edition says it
    its own way; None for a composable kind (its entry is read back) or a kind this chronicle does not know."""
    declared = DECLARATIONS.get(kind)
    if declared is not None:
        return (declared.reason, declared.per_game) if declared.reason is not None else None
    return (REASONS[kind], kind in PER_GAME) if kind in REASONS else None


OWED = ngettext("%(n)s point owed: the token stops at 0; the debt comes off later gains",
                "%(n)s points owed: the token stops at 0; the debt comes off later gains", 2)
"""LG-08's item: the points that would take the token below 0, owed; said with its number, the points column
left empty (shown_points), so that the token's correction never reads as a gain ("+21")."""
OWED_AT_END = ngettext("%(n)s point owed: the token stops at 0; that point counts in the result (C-5)",
                       "%(n)s points owed: the token stops at 0; those points count in the result (C-5)", 2)
"""LG-08's item in the end scoring of a game that stands alone (an Eternal game): no gains come after it, so
the debt is not taken off any; it counts in the result, as C-5 ranks (es review 9, F4)."""


def shown_points(item: Item) -> str:
    """An item's points as a score sheet shows them: signed ("+2", "−3"), except LG-08's debt, whose reason
    says its number (OWED): a column reading "+21" beside a token stopped at 0 reads as a gain."""
    return "" if item.kind == "owed" else signed(item.points)


BOTH_VEINS = N_("first to build on both gold veins: %(cells)s")
"""MC-E07 on a board of two gold veins (every shipped one): the race is to build on both."""

# My Island's groups by the names its rules give them (MI-E03, MI-E05): the largest village, a farm
# completed; a symbol the rules do not name (a group's own) keeps its kind's line.
NAMED_GROUPS: dict[tuple[str, str], Message] = {
    ("largest-group", "house"): ngettext("largest village (%(count)s house)", "largest village (%(count)s houses)", 2),
    ("largest-group", "field"): ngettext("largest farm (%(count)s field)", "largest farm (%(count)s fields)", 2),
    ("largest-group", "wall"): ngettext("largest fortification (%(count)s wall)", "largest fortification (%(count)s walls)", 2),
    ("largest-group", "path"): ngettext("largest path system (%(count)s path)", "largest path system (%(count)s paths)", 2),
    ("symbol-group", "house"): ngettext("village of %(count)s house completed", "village of %(count)s houses completed", 2),
    ("symbol-group", "field"): ngettext("farm of %(count)s field completed", "farm of %(count)s fields completed", 2),
    ("symbol-group", "wall"): ngettext("fortification of %(count)s wall completed",
                                       "fortification of %(count)s walls completed", 2),
}


ONE_SAID = {
    "symbol-on-terrain": N_("a %(symbol)s on %(terrain)s: %(cells)s"),
    "visible-terrain": N_("a %(terrain)s space still visible: %(cells)s"),
    "visible-feature": N_("a visible %(feature)s: %(cells)s"),
    "empty-buildable": N_("an empty buildable space"),
}
"""The catalogue's counted lines of a single thing as a sentence says it (the coach's lines): "a field on
palms: H6", never "1 × field on palms: H6", which a score sheet's column of counts reads but a sentence
does not ("as played: 1 × …" reads as a count of things); with its article, as a list in running words
needs one («se saldó con una casa en un espacio de playa: C11 (+1)», never «… se saldó con casa en …»,
es review 12, F2), in the gender of the symbol or feature named (AGREEING)."""
MANY_SAID = {
    "symbol-on-terrain": N_("%(count)s %(symbols)s on %(terrain)s: %(cells)s"),
    "visible-terrain": N_("%(count)s %(terrain)s spaces still visible: %(cells)s"),
    "visible-feature": N_("%(count)s visible %(features)s: %(cells)s"),
    "empty-buildable": N_("%(count)s empty buildable spaces"),
}
"""The catalogue's counted lines of several things as a sentence says them (the coach's lines): a count and
its plural noun, «2 árboles a la vista: H9 K5», never the score sheet's column formula «2 × árbol a la vista»,
a number before a singular noun (es review 14, F2). A line that names a game's word says it in the plural
(PLURAL_OF): the game's own plural, else its regular one; a word of neither keeps the sheet's line."""
PLURAL_OF = {"symbol-on-terrain": "symbol", "visible-feature": "feature"}
AGREEING = {"symbol-on-terrain": "symbol", "visible-feature": "feature"}
"""The lines of ONE_SAID whose article agrees with a game's word: said under msgctxt "feminine" or
"masculine" as game.yaml's `genders` give it; a word of no known gender takes the message without context,
which says it through a noun of known gender («un símbolo erizo», never a guessed article)."""
# What babel extracts of the lines said per gender (_catalogue_line chooses the context).
ONE_SAID_GENDERED = (
    pgettext("feminine", "a %(symbol)s on %(terrain)s: %(cells)s"), pgettext("masculine", "a %(symbol)s on %(terrain)s: %(cells)s"),
    pgettext("feminine", "a visible %(feature)s: %(cells)s"), pgettext("masculine", "a visible %(feature)s: %(cells)s"),
    pgettext("vowel", "a %(symbol)s on %(terrain)s: %(cells)s"),
)

IN_A_SENTENCE: dict[str, Message] = {
    NAMED_GROUPS[("largest-group", "house")].template: ngettext(
        "the largest village (%(count)s house)", "the largest village (%(count)s houses)", 2),
    NAMED_GROUPS[("largest-group", "field")].template: ngettext(
        "the largest farm (%(count)s field)", "the largest farm (%(count)s fields)", 2),
    NAMED_GROUPS[("largest-group", "wall")].template: ngettext(
        "the largest fortification (%(count)s wall)", "the largest fortification (%(count)s walls)", 2),
    NAMED_GROUPS[("largest-group", "path")].template: ngettext(
        "the largest path system (%(count)s path)", "the largest path system (%(count)s paths)", 2),
    NAMED_GROUPS[("symbol-group", "house")].template: ngettext(
        "a village of %(count)s house completed", "a village of %(count)s houses completed", 2),
    NAMED_GROUPS[("symbol-group", "field")].template: ngettext(
        "a farm of %(count)s field completed", "a farm of %(count)s fields completed", 2),
    NAMED_GROUPS[("symbol-group", "wall")].template: ngettext(
        "a fortification of %(count)s wall completed", "a fortification of %(count)s walls completed", 2),
    "group of %(count)s %(symbol)s completed": _("a group of %(count)s %(symbol)s completed"),
    "road from the statue at %(cell)s to the sea": _("a road from the statue at %(cell)s to the sea"),
    "largest %(symbol)s group (%(count)s)": _("the largest %(symbol)s group (%(count)s)"),
    "largest %(colour)s group, size %(count)s": _("the largest %(colour)s group, size %(count)s"),
    "well at %(cell)s surrounded on four sides": _("a well at %(cell)s surrounded on four sides"),
}
"""The catalogue's lines of one thing named, as a list in running words says them: with their article («dio en
cambio la mayor fortificación (8 muros)», "with the largest farm (6 fields)"), as the score sheet's column
does not (es review 12, F2)."""


def _catalogue_line(item: Item, line: tuple[str, bool], values: Mapping[str, object], game: Game, tr: Translator,
                    sentence: bool = False) -> str:
    """The line of a kind of the catalogue (episode 1, the Eternal games), a pass or a token's correction
    (`line`: its template, and whether each edition says it its own way); in a `sentence`, one thing
    counted is said without its count (ONE_SAID)."""
    # A few lines name what each edition names its own way (an empty green space of My City).
    named_group = _named_group(item, game)
    if named_group is not None:
        named_group = IN_A_SENTENCE[named_group.template] if sentence else named_group
        return tr.ngettext(named_group.template, named_group.plural or "", item.facts["count"]) % values
    if _on_both_veins(item):
        return tr.gettext(BOTH_VEINS) % values  # MC-E07: the bonus is for building on both veins, not on each
    if sentence:
        return _line_in_a_sentence(item, line, values, game, tr)
    template, per_game = line
    return tr.gettext(template, context(game) if per_game else None) % values


def _named_group(item: Item, game: Game) -> Message | None:
    """The line of a group of My Island named by its symbol (NAMED_GROUPS), where its size is counted; else None."""
    symbol, count = item.facts.get("symbol"), item.facts.get("count")
    if game.id != "my-island" or not isinstance(symbol, str) or not isinstance(count, int):
        return None
    return NAMED_GROUPS.get((item.kind, symbol))


def _on_both_veins(item: Item) -> bool:
    """Whether an item is MC-E07's race on a board of two gold veins (BOTH_VEINS)."""
    facts = item.facts
    return item.kind == "first-to-cover-all" and facts.get("feature") == "gold" and len(facts.get("cells", ())) == 2


def _line_in_a_sentence(item: Item, line: tuple[str, bool], values: Mapping[str, object], game: Game,
                        tr: Translator) -> str:
    """A catalogue's `line` in running words: one thing counted without its count (ONE_SAID), several with
    their plural noun (MANY_SAID) where the reader's language has it, else the line as a sentence says it
    (IN_A_SENTENCE) or as the score sheet does."""
    template, per_game = line
    count = item.facts.get("count")
    if count == 1 and item.kind in ONE_SAID:
        return tr.gettext(ONE_SAID[item.kind], _one_said_context(item, game, tr, per_game)) % values
    if isinstance(count, int) and count > 1 and item.kind in MANY_SAID:
        many = _many_said(item, values, game, tr, per_game)
        if many is not None:
            return many
    if template in IN_A_SENTENCE:
        template = IN_A_SENTENCE[template].template
    return tr.gettext(template, context(game) if per_game else None) % values


def _many_said(item: Item, values: Mapping[str, object], game: Game, tr: Translator, per_game: bool) -> str | None:
    """Several things of a counted line said with their plural noun (MANY_SAID); None where the game's word it
    names has no plural known in the reader's language."""
    said_values = dict(values)
    word_key = PLURAL_OF.get(item.kind)
    if word_key is not None:
        word = item.facts.get(word_key)
        term = game.term(word) if isinstance(word, str) else None
        name = term.names.get(tr.lang) if term is not None else None
        plural = (term.plural.get(tr.lang) if term is not None else None) or (regular_plural(name, tr.lang) if name else None)
        if plural is None:
            return None
        said_values[word_key + "s"] = plural
    return tr.gettext(MANY_SAID[item.kind], context(game) if per_game else None) % said_values


def _one_said_context(item: Item, game: Game, tr: Translator, per_game: bool) -> str | None:
    """The msgctxt of a single thing said in a sentence: the game's for a line each edition says its own way;
    the gender of the word its article agrees with (AGREEING), English's "vowel" for "an"; else none."""
    if per_game:
        return context(game)
    word = item.facts.get(AGREEING.get(item.kind, ""))
    term = game.term(word) if isinstance(word, str) else None
    if term is None:
        return None
    said_context = term.genders.get(tr.lang) if tr.lang != "en" else "vowel" if render(term, tr)[:1] in "aeiouAEIOU" else None
    return said_context if f"{said_context}\x04{ONE_SAID[item.kind]}" in tr.messages else None


def reason(item: Item, game: Game, tr: Translator = ENGLISH, sentence: bool = False, alone: bool = False) -> str:
    """Why these points, in words a player at the table would use; in a `sentence` (the coach's lines),
    a single thing without the score sheet's "1 ×"; `alone`: the episode is a game that stands alone (an
    Eternal game), whose end scoring no later gains follow."""
    facts = item.facts
    if item.kind == "adjustment":  # the group's own words; in a sentence, quoted as theirs (a clause, maybe)
        own = str(facts.get("reason", ""))
        return quoted(own, tr.lang) if sentence and own else own
    if item.kind == "owed":
        owed = OWED_AT_END if alone and item.round is None else OWED
        return tr.ngettext(owed.template, owed.plural or "", item.points) % {"n": item.points}
    values = _values(item, game, tr)
    text = _own_words(item, values, game, tr, sentence)
    if text is None:
        line = _line(item.kind)
        if line is None:
            return item.kind
        text = _catalogue_line(item, line, values, game, tr, sentence)
    # A sentence lists its items apart with semicolons when one holds a clause: an item's own parts take commas
    apart = ", " if sentence else "; "
    if item.circles:
        text += apart + render(progress(game.id, item.circles), tr)
    return text + _counters(item, game, tr, apart)


def own_label(item: Item) -> bool:
    """Whether an item's reason is a group's own words (a rule's label or an adjustment's reason), which may be
    a whole clause («cada edificio junto al palacio da 1 punto»): never the object of another clause's verb."""
    return item.kind == "adjustment" or isinstance(item.facts.get("reason"), Mapping)


def _values(item: Item, game: Game, tr: Translator) -> dict[str, object]:
    """The words a reason's template fills in: the scored symbol, terrain, feature, colour and counts in
    the reader's language, the piece, and the cells named (a long list cut short: only what shows)."""
    facts = item.facts
    cells = facts.get("cells", ())
    named = [_cell_name(game.grid, c) for c in islice(cells, _SHOWN)]
    values: dict[str, object] = {key: render(game.term(value) or value if isinstance(value, str) else value, tr)
              for key, value in facts.items() if key in ("symbol", "terrain", "feature", "colour", "count", "counter")}
    values["piece"] = facts.get("piece", "")
    values["cells"] = " ".join(named) + (" …" if len(cells) > _SHOWN else "")
    values["cell"] = named[0] if named else ""
    return values


@per_build.cached
def _cell_name(grid: Grid, cell: Cell) -> str:
    """A space's name as the board prints it: an episode page names a few hundred spaces in its reasons, in
    every language, a build some hundred thousand times."""
    return grid.name(cell)


def _own_words(item: Item, values: Mapping[str, object], game: Game, tr: Translator,
               sentence: bool = False) -> str | None:
    """An envelope rule's reason: the group's words (in a `sentence`, quoted as the rule's words: they may be
    a clause), else its entry read back in words; then what was counted. None for a kind of the catalogue."""
    own, entry = item.facts.get("reason"), item.facts.get("entry")
    if isinstance(own, Mapping):
        text = as_reason(render(own, tr))
        if sentence:
            text = quoted(text, tr.lang)
    elif item.kind in COMPOSABLE and isinstance(entry, Mapping):
        said = scoring_sentence(item.kind, entry, game, "end" if item.round is None else "immediate")
        text = render(said.args.get(COUNTED) or said, tr)  # what paid, never the whole sentence beside its points
    else:
        return None
    if "count" in values:
        text += f" ({values['count']})" + (f": {values['cells']}" if values["cells"] else "")
    return text


def as_reason(text: str) -> str:
    """A group's rule statement said where a reason goes, mid-line («+9 C5-5 – al final del capítulo, 1 punto
    por moneda (9)»): its first letter in lower case, as every other reason's («1 × árbol a la vista», «por
    pasar»). A first word that may be a name keeps its capital: in capitals, with a digit or an apostrophe
    (A1, LG-15, Léa's), "I", or followed by another capitalised word (Plaza Mayor, My City)."""
    words = text.split(maxsplit=2)
    if not words:
        return text
    first = words[0].rstrip(",.:;")
    common = first.isalpha() and first[0].isupper() and (first[1:].islower() or len(first) == 1) and first != "I"
    if common and not (len(words) > 1 and words[1][:1].isupper()):
        return text[0].lower() + text[1:]
    return text


def _counters(item: Item, game: Game, tr: Translator, apart: str = "; ") -> str:
    """The counters an item moves ("; pearls +1": no plural to agree with the count; ", pearls +1" in a
    sentence's list); a helper counter stays off the score sheet."""
    text = ""
    for name, amount in item.facts.get("counters", {}).items():
        counter = game.counters.get(name)
        if counter is None or not counter.hidden:
            text += f"{apart}{render(counter or name, tr)} {signed(amount)}"
    return text


def piece_change(change: BoardChange, game: Game) -> Message:
    """A change to a player's set of pieces, in words (chronicle board and the site say it alike)."""
    if change.added is not None:
        return said(game, "piece %(piece)s joins the set", piece=change.piece)
    if change.removed:
        return said(game, "piece %(piece)s leaves the set", piece=change.piece)
    if change.colour is not None:
        return said(game, "piece %(piece)s becomes %(colour)s", piece=change.piece, colour=game.term(change.colour) or change.colour)
    # Named by the symbol first, the catalogue's offset after as the space it goes on: "wall sticker on tile 7
    # (space 1,0)", never "1,0: wall" after a colon of its own.
    if len(change.stickers) == 1:
        ((q, r), symbol), = change.stickers
        return said(game, "%(symbol)s sticker on piece %(piece)s (space %(offset)s)", piece=change.piece,
                    symbol=game.term(symbol) or symbol, offset=f"{q},{r}")
    stickers = [_("%(symbol)s (space %(offset)s)", offset=f"{q},{r}", symbol=game.term(symbol) or symbol)
                for (q, r), symbol in change.stickers]
    return said(game, "stickers on piece %(piece)s: %(stickers)s", piece=change.piece, stickers=listed(stickers))


class Agreeing(Message):
    """A message whose words agree with its feature's grammatical gender in the reader's language (es "se
    añade una estatua en E7", "se añade un árbol en H4"): said under msgctxt "feminine" or "masculine" as
    game.yaml's `genders` give it, else as the message without context."""

    def render(self, tr: Translator) -> str:
        genders = getattr(self.args.get("feature"), "genders", None) or {}
        return Message(self.template, self.args, self.plural, self.count, genders.get(tr.lang)).render(tr)


# What babel extracts of the messages said per gender (Agreeing chooses the context when shown).
GENDERED = (
    pgettext("feminine", "%(feature)s added on %(cell)s"), pgettext("masculine", "%(feature)s added on %(cell)s"),
    pgettext("feminine", "%(feature)s removed from %(cell)s"), pgettext("masculine", "%(feature)s removed from %(cell)s"),
)
"""Added, added, removed, removed: the templates Agreeing says in the feature's gender."""


def feature_change(change: BoardChange, game: Game, cell: str) -> Message:
    """A feature added to or removed from a space (LG-12), in words that agree with the feature's gender;
    chronicle board and the site say it alike."""
    feature = change.add or change.remove or ""
    term = game.term(feature)
    if change.count > 1 and term is not None:  # « ajout de 2 arbres en E9 », in the plural the game gives
        plural = many(Phrase(features(game, (feature,))))
        added = _("%(n)s %(features)s added on %(cell)s", n=change.count, features=plural, cell=cell)
        removed = _("%(n)s %(features)s removed from %(cell)s", n=change.count, features=plural, cell=cell)
    elif change.count > 1 or term is None:  # a word the game does not know: no article to agree, no plural
        what = _("%(n)s × %(feature)s", n=change.count, feature=feature) if change.count > 1 else feature
        added, removed = _("%(feature)s added on %(cell)s", feature=what, cell=cell), _("%(feature)s removed from %(cell)s", feature=what, cell=cell)
    else:
        added, removed = (Agreeing(m.template, {"feature": term, "cell": cell}) for m in GENDERED[::2])
    return added if change.add else removed


def terrain_change(change: BoardChange, game: Game, cell: str) -> Message:
    """A space that becomes another terrain (LG-12), in the words that follow "a space" in each language: fr
    "D2 devient une case de montagne", "une case Plage" (Term.space); chronicle board and the site say it alike."""
    term = game.term(change.terrain or "")
    terrain = {**term.names, **term.space} if term else change.terrain
    return _("%(cell)s becomes %(terrain)s", cell=cell, terrain=terrain)


def what_changed(change: BoardChange, game: Game, name: Callable[[Cell], str]) -> Message:
    """A board change other than a note (LG-12), in words: a counter («monedas: −1»), a piece of the set, a space's
    terrain or feature, its space named by `name`; `board -p` and table mode's end of an episode say it alike."""
    if change.counter is not None:
        return _("%(counter)s: %(by)s", counter=game.term(change.counter) or change.counter, by=signed(change.by))
    if change.piece is not None:
        return piece_change(change, game)
    assert change.cell is not None  # every other change is a space's terrain or feature (validation read it so)
    if change.terrain:
        return terrain_change(change, game, name(change.cell))
    return feature_change(change, game, name(change.cell))


def note_said(note: str, lang: str | None, tr: Translator) -> str:
    """A board change's note (LG-12), the group's own words written in `lang`: quoted, and said to be in it when
    the reader reads another, as `score` and the site say a group's words (« note « … » (en espagnol) »);
    `board -p` and table mode's end of an episode say it alike."""
    said_note = render(_("note \"%(note)s\"", note=note), tr)
    label = language_label(lang, tr)
    return f"{said_note} {label}" if label else said_note


_SHOWN = 12
"""Cells a reason names before it says '…'."""
