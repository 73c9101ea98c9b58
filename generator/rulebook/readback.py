"""A ruleset read back: everything it says, in sentences, for `chronicle rules` and the site's ruleset pages.

`read_back` turns a ruleset of a campaign into a ReadBack: its name and file, the episodes that use
it, where tiles or buildings may go, the turns, the deck, one sentence per scoring entry (with the
rule it cites and the group's own `reason:` beside it) and the group's own rules. Every sentence is a
Message, said in the reader's language when shown; neither the command line nor the site knows a
rule: they show what this returns. `used_rulesets` lists the rulesets a campaign's episodes use.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from generator.base.records import NamedTuple
from generator.base.root import shared_folder
from generator.model import Campaign, Game, Ruleset, ScoringItem, Translated
from generator.rulebook.conditions import indefinite, phrase
from generator.rulebook.phrases import in_edition, one, sentence
from generator.rulebook.sentences import scoring_sentence
from generator.words import matching
from generator.words.editions import progress
from generator.words.formats import number
from generator.words.i18n import Message, _, listed, ngettext, pgettext


class Line(NamedTuple):
    """One thing the ruleset says, as a sentence, and the rule it cites (None when it cites none)."""

    words: Message
    rule: str | None = None

    @property
    def text(self) -> Message:
        return sentence(self.words)


class Entry(NamedTuple):
    """A scoring entry in words: its sentence, the rule it cites, and the group's own words for it."""

    sentence: Message
    rule: str
    reason: Translated | None
    """The entry's `reason:`, when the group wrote one (the statement of an own rule it cites is shown apart)."""


class Section(NamedTuple):
    """The entries of one list: immediate, end or chapter_end."""

    key: str
    heading: Message
    rule: str
    entries: tuple[Entry, ...]


class ReadBack(NamedTuple):
    """A ruleset in words."""

    slug: str
    """Its page's name in the campaign (campaigns/<campaign>/rules/<slug>/)."""
    names: Translated
    written: str
    """How the episodes name it (legacy-1, chapter-3, rules/ch3.yaml); '' when written inline in an episode."""
    file: str
    """Where it is written: a path inside the campaign folder, or inside the group's repository (games/...);
    '' for a ruleset shipped with chronicle, whose file is chronicle's own."""
    episodes: tuple[int, ...]
    used: Message
    placing: tuple[Line, ...]
    turns: tuple[Line, ...]
    deck: Line
    scoring: tuple[Section, ...]
    assessment: Line
    own_rules: tuple[tuple[str, Translated], ...]


class Used(NamedTuple):
    """A ruleset a campaign's episodes use, and which."""

    ruleset: Ruleset
    slug: str
    episodes: tuple[int, ...]


def used_rulesets(campaign: Campaign) -> list[Used]:
    """The rulesets of a campaign's episodes, in the order they are first played: one per file (two names
    of one file are one ruleset), one per episode for a ruleset written inline."""
    found: dict[str, tuple[Ruleset, list[int]]] = {}
    for episode in campaign.episodes:
        ruleset = episode.ruleset
        key = f"inline {episode.number}" if ruleset.id == "inline" else ruleset.pos.file
        found.setdefault(key, (ruleset, []))[1].append(episode.number)
    slugs: set[str] = set()
    return [Used(ruleset, _slug(ruleset, episodes[0], slugs), tuple(episodes)) for ruleset, episodes in found.values()]


def _slug(ruleset: Ruleset, first: int, taken: set[str]) -> str:
    """A page name: the ruleset's name as the episodes write it (legacy-1, rules-ch3-yaml), an inline one's episode."""
    base = f"episode-{first:02d}" if ruleset.id == "inline" else matching.slug(ruleset.id) or "rules"
    name, n = base, 2
    while name in taken:
        name, n = f"{base}-{n}", n + 1
    taken.add(name)
    return name


def read_back(ruleset: Ruleset, game: Game, episodes: Sequence[int] = (), slug: str = "", mode: str = "legacy",
              folder: Path | None = None, players: int = 0) -> ReadBack:
    """Everything `ruleset` says, in words, for a campaign of `game` (in `folder`, of `players` players; 0 when
    read without a campaign) in which `episodes` use it."""
    return ReadBack(
        slug=slug or matching.slug(ruleset.id),
        names=ruleset.names,
        written="" if ruleset.id == "inline" else ruleset.id,
        file=_written_in(ruleset, folder),
        episodes=tuple(episodes),
        used=sentence(_used(episodes, mode)),
        placing=_placing(ruleset, game),
        turns=_turns(ruleset, game),
        deck=Line(_deck(ruleset.deck, game)),
        scoring=tuple(section for section in _scoring(ruleset, game) if section.entries),
        assessment=_assessment(ruleset, game, mode, players),
        own_rules=tuple(ruleset.own_rules.items()),
    )


def _written_in(ruleset: Ruleset, folder: Path | None) -> str:
    """The ruleset's file as the group knows it, the same on every machine: inside the campaign, or the
    repository's games/ folder; '' for chronicle's own (and an inline ruleset's episode file is the campaign's)."""
    path = Path(ruleset.pos.file).resolve()
    if folder is not None:
        for root in (folder.resolve(), *([shared.parent] if (shared := shared_folder(folder)) else [])):
            if path.is_relative_to(root):
                return path.relative_to(root).as_posix()
    return ""


def _used(episodes: Sequence[int], mode: str) -> Message:
    if not episodes:
        return _("No episode uses it yet")
    numbers = listed([str(n) for n in episodes])
    if mode == "eternal":
        return ngettext("Used in game %(numbers)s", "Used in games %(numbers)s", len(episodes), numbers=numbers)
    return ngettext("Used in episode %(numbers)s", "Used in episodes %(numbers)s", len(episodes), numbers=numbers)


# Where tiles and buildings may go, in the words of each game's edition (both msgctxt, for babel).
PLACING = (
    pgettext("my-island", "Pieces may cover these terrains: %(terrains)s"),
    pgettext("my-city", "Pieces may cover these terrains: %(terrains)s"),
    pgettext("my-island", "No piece may cover %(thing)s"), pgettext("my-city", "No piece may cover %(thing)s"),
    pgettext("my-island", "The first piece must cover %(thing)s"), pgettext("my-city", "The first piece must cover %(thing)s"),
    pgettext("my-island", "The first piece must share a side with %(thing)s"),
    pgettext("my-city", "The first piece must share a side with %(thing)s"),
    pgettext("my-island", "The first piece may go on any space a piece may cover"),
    pgettext("my-city", "The first piece may go on any space a piece may cover"),
    pgettext("my-island", "Each later piece must have a symbol next to the same symbol on an earlier piece"),
    pgettext("my-city", "Each later piece must have a symbol next to the same symbol on an earlier piece"),
    pgettext("my-island", "Each later piece must share a full side with an earlier piece"),
    pgettext("my-city", "Each later piece must share a full side with an earlier piece"),
    pgettext("my-island", "Later pieces need not touch the earlier ones"),
    pgettext("my-city", "Later pieces need not touch the earlier ones"),
    pgettext("my-island", "A player whose set lacks the card's piece passes at no cost"),
    pgettext("my-city", "A player whose set lacks the card's piece passes at no cost"),
    pgettext("my-island", "A player whose set lacks the card's piece passes at the usual cost of a pass"),
    pgettext("my-city", "A player whose set lacks the card's piece passes at the usual cost of a pass"),
    pgettext("my-island", "of every piece"), pgettext("my-city", "of every piece"),
    pgettext("my-island", "of the base pieces"), pgettext("my-city", "of the base pieces"),
    pgettext("my-island", "of the legacy extras"), pgettext("my-city", "of the legacy extras"),
    pgettext("my-island", "As each piece is placed"), pgettext("my-city", "As each piece is placed"),
    pgettext("my-island", "First place colours %(first)s, and second place %(count)s"),
    pgettext("my-city", "First place colours %(first)s, and second place %(count)s"),
    pgettext("my-island", "With two players, first place colours %(first)s, and the other player none"),
    pgettext("my-city", "With two players, first place colours %(first)s, and the other player none"),
    pgettext("my-island", "With three or four players, first place colours %(first)s, and second place %(count)s; "
                          "with two, second place colours none"),
    pgettext("my-city", "With three or four players, first place colours %(first)s, and second place %(count)s; "
                        "with two, second place colours none"),
    pgettext("my-island", "First place colours %(first)s, and nobody else any"),
    pgettext("my-city", "First place colours %(first)s, and nobody else any"),
    pgettext("my-island", "The ranks colour nothing"), pgettext("my-city", "The ranks colour nothing"),
    pgettext("my-island", "In the Eternal game no progress is coloured: the highest score wins"),
    pgettext("my-city", "In the Eternal game no progress is coloured: the highest score wins"),
)
ETERNAL_END = {"my-island": "MI-E06", "my-city": "MC-E08"}
"""The rule that says who wins an Eternal game: the most points, no progress coloured (docs/RULES.md)."""
ADJACENCY = {"matching-symbol": "Each later piece must have a symbol next to the same symbol on an earlier piece",
             "any-building": "Each later piece must share a full side with an earlier piece",
             "none": "Later pieces need not touch the earlier ones"}


def _rule(ruleset: Ruleset, game: Game, check: str) -> str | None:
    """The rule a placement check cites: the ruleset's `cite`, else the game's; none where the ruleset changes
    the base rulebook's placement without citing its own (validation marks those with "")."""
    return ruleset.cite[check] or None if check in ruleset.cite else game.placement_rules.get(check)


def _placing(ruleset: Ruleset, game: Game) -> tuple[Line, ...]:
    terrains = [game.term(t) or t for t in sorted(ruleset.buildable)]
    lines = [Line(in_edition(game, "Pieces may cover these terrains: %(terrains)s", terrains=listed(terrains)),
                  _rule(ruleset, game, "terrain"))]
    lines += [Line(in_edition(game, "No piece may cover %(thing)s", thing=indefinite(where, game)), _rule(ruleset, game, "cover"))
              for where in ruleset.may_not_cover]
    first = _rule(ruleset, game, "first")
    if ruleset.first_covers is not None:
        lines.append(Line(in_edition(game, "The first piece must cover %(thing)s", thing=_at_least_one(ruleset, game)), first))
    if ruleset.first_next_to is not None:
        lines.append(Line(in_edition(game, "The first piece must share a side with %(thing)s",
                               thing=indefinite(ruleset.first_next_to, game)), first))
    if ruleset.first_along_river:
        lines.append(Line(_("The first building must have a full side along the river; a corner is not enough"), first))
    if ruleset.first_covers is None and ruleset.first_next_to is None and not ruleset.first_along_river:
        lines.append(Line(in_edition(game, "The first piece may go on any space a piece may cover"), first))
    lines.append(Line(in_edition(game, ADJACENCY[ruleset.adjacency]), _rule(ruleset, game, "adjacency")))
    if ruleset.must_build:
        lines.append(Line(_("A church must be built: it cannot be passed"), ruleset.cite.get("must-build") or "MC-E02"))
    return tuple(lines)


def _at_least_one(ruleset: Ruleset, game: Game) -> Message:
    where = ruleset.first_covers
    assert where is not None
    return _("at least %(thing)s", thing=one(phrase(where, game)))


def _turns(ruleset: Ruleset, game: Game) -> tuple[Line, ...]:
    start = game.start if ruleset.start is None else ruleset.start
    lines = [Line(_("Each token starts on %(n)s", n=start), "LG-01")]
    cost = ngettext("%(n)s point", "%(n)s points", abs(ruleset.pass_points), n=number(abs(ruleset.pass_points)))
    # a free pass has its own sentence: « Passer ne coûte rien », never « Passer coûte rien » (French review 13)
    passing = {
        "above-zero": _("Passing costs %(cost)s; a player whose token is on 0 may not pass", cost=cost)
        if ruleset.pass_points else _("Passing costs nothing; a player whose token is on 0 may not pass"),
        "not-below-zero": _("Passing costs %(cost)s, and a player may pass only if the token stays at 0 or more", cost=cost)
        if ruleset.pass_points else _("Passing costs nothing, and a player may pass only if the token stays at 0 or more"),
        "never": _("Nobody may pass"),
    }[ruleset.passing]
    lines.append(Line(passing, ruleset.cite.get("pass") or ("LG-04" if ruleset.passing == "above-zero" else "LG-03")))
    lines.append(Line(in_edition(game, "A player whose set lacks the card's piece passes at no cost" if ruleset.lacking == "free-pass"
                           else "A player whose set lacks the card's piece passes at the usual cost of a pass")))
    return tuple(lines)


_PIECE_GROUPS = {"all": "of every piece", "tiles": "of the base pieces", "buildings": "of the base pieces",
                 "extras": "of the legacy extras"}
"""A deck word naming pieces, said as whose cards the deck holds: a deck is a pile of cards, never the
pieces themselves (« les cartes de toutes les tuiles », French review 7, issue 34). The base pieces are
neither churches nor legacy extras (generator/rules/deck.py)."""


def _deck(words: Sequence[str], game: Game) -> Message:
    """The deck's line: the cards of the pieces it names (« les cartes des bâtiments de base et des
    églises »), then the cards it names one by one (the blocking card, a card by its id)."""
    groups = [in_edition(game, _PIECE_GROUPS[word]) if word in _PIECE_GROUPS else _("of the churches")
              for word in words if word in _PIECE_GROUPS or word == "churches"]
    cards = [_("the blocking card") if word == "block" else _("card %(id)s", id=word)
             for word in words if word not in _PIECE_GROUPS and word != "churches"]
    if groups and cards:
        # « les cartes des bâtiments de base et des églises, ainsi que la carte R3 », never « … et des églises, et la carte R3 »
        return _("The deck: the cards %(pieces)s, as well as %(cards)s", pieces=listed(groups), cards=listed(cards))
    if groups:
        return _("The deck: the cards %(pieces)s", pieces=listed(groups))
    return _("The deck: %(cards)s", cards=listed(cards))


def _scoring(ruleset: Ruleset, game: Game) -> list[Section]:
    return [
        Section("immediate", in_edition(game, "As each piece is placed"), "LG-15", _entries(ruleset, ruleset.immediate, game, "immediate")),
        Section("end", _("After the last round, in this order"), "LG-15", _entries(ruleset, ruleset.end, game, "end")),
        Section("chapter_end", _("At the end of a chapter (episodes 3, 6 … 24), after the end scoring"), "LG-15",
                _entries(ruleset, ruleset.chapter_end, game, "chapter_end")),
    ]


def _entries(ruleset: Ruleset, items: Sequence[ScoringItem], game: Game, when: str) -> tuple[Entry, ...]:
    return tuple(Entry(sentence(scoring_sentence(item.kind, item.params, game, when)), item.rule, _reason(item, ruleset.own_rules))
                 for item in items)


def _reason(item: ScoringItem, own: Mapping[str, Translated]) -> Translated | None:
    """The group's `reason:` for an entry; not the statement of the own rule it cites, which validation puts
    there when the entry has none (the own rules are listed apart)."""
    return item.reason if item.reason and item.reason != own.get(item.rule) else None


def _assessment(ruleset: Ruleset, game: Game, mode: str, players: int) -> Line:
    if not ruleset.first and not ruleset.second:
        if _mode(ruleset, game, mode) == "eternal" and game.id in ETERNAL_END:  # what the mode does (not LG-09)
            return Line(in_edition(game, "In the Eternal game no progress is coloured: the highest score wins"),
                        ETERNAL_END[game.id])
        return Line(in_edition(game, "The ranks colour nothing"), "LG-09")
    if not ruleset.second:
        return Line(in_edition(game, "First place colours %(first)s, and nobody else any",
                               first=progress(game.id, ruleset.first)), "LG-09")
    if players == 2:  # the second counts as any other player (LG-10), as circles() gives
        return Line(in_edition(game, "With two players, first place colours %(first)s, and the other player none",
                               first=progress(game.id, ruleset.first)), "LG-10")
    if not players:  # read without a campaign: both cases
        return Line(in_edition(game, "With three or four players, first place colours %(first)s, and second place "
                                     "%(count)s; with two, second place colours none",
                               first=progress(game.id, ruleset.first), count=number(ruleset.second)), "LG-09")
    # the progress word once: «Quien queda primero colorea 2 círculos de progreso, y quien queda segundo, 1»
    return Line(in_edition(game, "First place colours %(first)s, and second place %(count)s",
                           first=progress(game.id, ruleset.first), count=number(ruleset.second)), "LG-09")


def _mode(ruleset: Ruleset, game: Game, mode: str) -> str:
    """The mode a ruleset describes: chronicle's own Eternal ruleset describes the Eternal game wherever it is
    read back (`chronicle rules reef-raiders eternal`); any other ruleset, the campaign's mode."""
    eternal = game.folder / "rules" / "eternal.yaml"
    return "eternal" if eternal.is_file() and Path(ruleset.pos.file).resolve() == eternal.resolve() else mode
