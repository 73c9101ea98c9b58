"""One sentence per scoring kind: what an entry of `immediate`, `end` or `chapter_end` says, in words.

SENTENCES holds a sentence for every kind declared in generator/vocabulary/kinds.py, made from the
entry's keys as the ruleset wrote them (defaults filled in) and the game: the kinds of episode 1 and
the Eternal games are said as their rules say them; the composable kinds name what they count with
the condition's words (generator/rulebook/conditions.py) and give through the payout's
(generator/rulebook/payout.py). A kind declared tomorrow is added here with its sentence;
tests/vocabulary/test_kinds.py fails until it is.

A sentence never needs the group's `reason:` to read: the group's words are shown beside it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from generator.base.records import NamedTuple
from generator.model import Game, Where
from generator.rulebook import nouns
from generator.rulebook.conditions import indefinite, phrase
from generator.rulebook.payout import COMPARED, PLAYER, Subject, bound, gives, sentence, tied
from generator.rulebook.phrases import Agreeing, Gendered, Phrase, Qualifier, a, each, in_edition, many
from generator.words.editions import context, said, said_n
from generator.words.i18n import N_, Message, _, listed, ngettext, pgettext

Params = Mapping[str, Any]


class Scene(NamedTuple):
    """What a sentence depends on besides its keys: the game, and the list the entry is in."""

    game: Game
    when: str
    """immediate, end or chapter_end."""

    @property
    def immediate(self) -> bool:
        return self.when == "immediate"


Sentence = Callable[[Params, Scene], Message]

# Words said per game (the tile or the building, the edition's names), each under both msgctxt for babel.
PER_GAME = (
    pgettext("my-island", ", once per piece"), pgettext("my-city", ", once per piece"),
    pgettext("my-island", "with every neighbouring space covered, each by a different piece,"),
    pgettext("my-city", "with every neighbouring space covered, each by a different piece,"),
    pgettext("my-island", "Each empty buildable space %(gives)s, even one showing a feature"),
    pgettext("my-city", "Each empty buildable space %(gives)s, even one showing a feature"),
    pgettext("my-island", "Each empty buildable space without a feature %(gives)s"),
    pgettext("my-city", "Each empty buildable space without a feature %(gives)s"),
    pgettext("my-island", "For each colour — %(colours)s — each piece of the player's largest connected group of pieces of "
                          "that colour %(gives)s"),
    pgettext("my-city", "For each colour — %(colours)s — each piece of the player's largest connected group of pieces of "
                        "that colour %(gives)s"),
    pgettext("my-island", "Each church that touches pieces of each of these colours — %(colours)s — %(gives)s"),
    pgettext("my-city", "Each church that touches pieces of each of these colours — %(colours)s — %(gives)s"),
    pgettext("my-island", "Each %(feature)s left uncovered with a different piece on each of its sides %(gives)s"),
    pgettext("my-city", "Each %(feature)s left uncovered with a different piece on each of its sides %(gives)s"),
    pgettext("my-island", "The first player to have covered every %(feature)s space %(gives)s, and so does every player "
                          "who does it in the same round"),
    pgettext("my-city", "The first player to have covered every %(feature)s space %(gives)s, and so does every player "
                        "who does it in the same round"),
)


# --- the composable kinds: what they count -------------------------------------------------------------

def _count(p: Params, s: Scene) -> Message:
    where: Where = p["where"]
    if s.immediate and where.piece == "new":  # an immediate entry counts in the tile or building just placed anyway
        where = where._replace(piece=None)
    unit = {"spaces": "space", "pieces": "piece", "features": "feature", "symbols": "symbol"}[p["count"]]
    once = Message(", once per piece", context=context(s.game)) if unit == "piece" else \
        _(", a double symbol counting 2") if unit == "symbol" else None
    counted = phrase(where, s.game, unit)
    said_covered = where.covered and unit == "space" and where.colour is None and where.symbol is None \
        and where.piece is None and not where.feature
    covered = phrase(where._replace(covered=None), s.game, unit) if said_covered else None  # « n'a recouvert aucune case »
    return sentence(Subject(each(counted), once, things=counted, covered=covered), p, s.game, s.when)


def _members(where: Where, game: Game) -> Message:
    """What a group is made of, in the plural: a colour alone is its buildings («edificios azules (industriales)»),
    never «espacios cubiertos por un edificio azul», one building over a group of spaces (C5-4's shape)."""
    pieces = where.colour is not None and where == Where(colour=where.colour)
    return many(phrase(where, game, "piece" if pieces else "space"))


def _group(p: Params, s: Scene, determiner: str) -> Message:
    """A connected group of spaces where the condition holds: "each connected group of 3 or more field
    symbols", "a connected group...", "the largest connected group..." (determiner each, a, the)."""
    members, size = _members(p["where"], s.game), p.get("size", 1)
    if p.get("largest"):
        group = ngettext("the largest connected group of %(size)s or more %(members)s",
                         "the largest connected group of %(size)s or more %(members)s", size, size=size, members=members) \
            if size > 1 else _("the largest connected group of %(members)s", members=members)
    elif determiner == "each":
        group = ngettext("each connected group of %(size)s or more %(members)s", "each connected group of %(size)s or more %(members)s",
                         size, size=size, members=members) if size > 1 else _("each connected group of %(members)s", members=members)
    else:
        group = ngettext("a connected group of %(size)s or more %(members)s", "a connected group of %(size)s or more %(members)s",
                         size, size=size, members=members) if size > 1 else _("a connected group of %(members)s", members=members)
    return _with_touching(group, p, s)


def _with_touching(group: Message, p: Params, s: Scene) -> Message:
    if p.get("touching") is None:
        return group
    return _("%(group)s that includes %(thing)s", group=group, thing=indefinite(p["touching"], s.game))


def _groups(p: Params, s: Scene) -> Message:
    """Each group, or each space or piece of the groups (those where `of` holds, if it is given)."""
    if p["per"] == "group":
        subject = _group(p, s, "each")
    elif p.get("of") is not None:
        subject = _among(p, s)
    else:
        part = each(phrase(p.get("of") or Where(), s.game, "piece" if p["per"] == "piece" else "space"))
        members, size = _members(p["where"], s.game), p.get("size", 1)
        if not p.get("largest"):
            subject = _("%(each)s of %(group)s", each=part, group=_group(p, s, "a"))
        elif size > 1:
            subject = _with_touching(ngettext("%(each)s of the largest connected group of %(size)s or more %(members)s",
                                              "%(each)s of the largest connected group of %(size)s or more %(members)s", size,
                                              each=part, size=size, members=members), p, s)
        else:
            subject = _with_touching(_("%(each)s of the largest connected group of %(members)s", each=part, members=members),
                                     p, s)
    once = _(", as the group is completed") if s.immediate else None
    return sentence(Subject(subject, once, frames=_largest_compared(p, s)), p, s.game, s.when)


def _among(p: Params, s: Scene) -> Message:
    """The pieces or spaces of a group where `of` holds, the group said first: « Parmi les bâtiments du plus grand
    groupe d'un seul tenant de bâtiments bleus (industriels), chaque bâtiment à côté d'un arbre … », never
    « Chaque bâtiment à côté d'un arbre du plus grand groupe … », read as a tree of the group (French review 13)."""
    unit = "piece" if p["per"] == "piece" else "space"
    things, part = many(phrase(Where(), s.game, unit)), each(phrase(p["of"], s.game, unit))
    members, size = _members(p["where"], s.game), p.get("size", 1)
    if not p.get("largest"):
        return _("among the %(things)s of %(group)s, %(each)s", things=things, group=_group(p, s, "a"), each=part)
    largest = ngettext("largest connected group of %(size)s or more %(members)s",
                       "largest connected group of %(size)s or more %(members)s", size, size=size, members=members) \
        if size > 1 else _("largest connected group of %(members)s", members=members)
    return _("among the %(things)s of the %(largest)s, %(each)s", things=things, largest=_with_touching(largest, p, s),
             each=part)


def _largest_compared(p: Params, s: Scene) -> Mapping[str, Message]:
    """Players compared by what their largest group holds, said as a rulebook says it: «Se cuentan los espacios
    del mayor grupo conectado de edificios rojos (públicos): quien tenga más gana 4 puntos»; never «Cada espacio
    del mayor grupo … cuenta: quien tenga más …», a space as the subject of a comparison between players."""
    if not (p.get("most") or p.get("fewest")) or not p.get("largest") or p.get("of") is not None or p["per"] == "group":
        return {}
    members, size = _members(p["where"], s.game), p.get("size", 1)
    if p["per"] == "piece":
        counted = said_n(s.game, "the pieces of the largest connected group of %(size)s or more %(members)s",
                         "the pieces of the largest connected group of %(size)s or more %(members)s", size, size=size,
                         members=members) if size > 1 else \
            said(s.game, "the pieces of the largest connected group of %(members)s", members=members)
    else:
        counted = ngettext("the spaces of the largest connected group of %(size)s or more %(members)s",
                           "the spaces of the largest connected group of %(size)s or more %(members)s", size, size=size,
                           members=members) if size > 1 else \
            _("the spaces of the largest connected group of %(members)s", members=members)
    counted = _with_touching(counted, p, s)
    who, limit = COMPARED[("most" if p.get("most") else "fewest", p.get("rank") or 1)], bound(p)
    if limit is not None:
        return {"compared": _("%(counted)s are counted: %(who)s, if they have %(bound)s, %(gives)s %(tied)s",
                              counted=counted, who=who, bound=limit, gives=gives(p, s.game, PLAYER), tied=tied(p))}
    return {"compared": _("%(counted)s are counted: %(who)s %(gives)s %(tied)s", counted=counted, who=who,
                          gives=gives(p, s.game, PLAYER), tied=tied(p))}


# What babel extracts of the links said in the gender of the thing linked (Agreeing chooses the context;
# English, or a thing without a gender, takes the message without one).
LINKED = (N_("%(each)s that a chain of %(through)s links to %(to)s"),
          N_("Each %(feature)s that a road of %(symbols)s links to %(terrain)s %(gives)s, as the road is completed, once per "
             "%(feature)s"),
          pgettext("masculine", "%(each)s that a chain of %(through)s links to %(to)s"),
          pgettext("feminine", "%(each)s that a chain of %(through)s links to %(to)s"),
          pgettext("masculine", "Each %(feature)s that a road of %(symbols)s links to %(terrain)s %(gives)s, as the road is "
                   "completed, once per %(feature)s"),
          pgettext("feminine", "Each %(feature)s that a road of %(symbols)s links to %(terrain)s %(gives)s, as the road is "
                   "completed, once per %(feature)s"))


def _connect(p: Params, s: Scene) -> Message:
    start = phrase(p["from"], s.game)
    subject = Agreeing("%(each)s that a chain of %(through)s links to %(to)s", {
        "each": each(start), "through": many(phrase(p["through"], s.game)), "to": indefinite(p["to"], s.game),
        "head": start})
    return sentence(Subject(subject, _per_episode(p, s), frames=_connect_race(p, s)), p, s.game, s.when)


def _connect_race(p: Params, s: Scene) -> Mapping[str, Message]:
    """A race to make the link, said with the player first, as a rulebook says it: «El primer jugador de la campaña
    que una un faro con el borde del tablero mediante una cadena de símbolos de camino gana 5 puntos»; never «Cada
    faro … cuenta: el primer jugador…», a lighthouse as the subject of a race between players."""
    if not p.get("first") or bound(p) is not None:
        return {}
    values = {"start": indefinite(p["from"], s.game), "to": indefinite(p["to"], s.game),
              "through": many(phrase(p["through"], s.game)), "gives": gives(p, s.game, PLAYER)}
    if not s.immediate:  # no round to share at an episode's end: the end of the episode settles the race
        if p["first"] == "campaign":
            return {"first": _("the first player of the campaign to have linked %(start)s to %(to)s with a chain of "
                               "%(through)s at the end of an episode %(gives)s, and so does every player who has at the "
                               "end of that same episode; nobody after it", **values)}
        return {"first": _("every player who has linked %(start)s to %(to)s with a chain of %(through)s at the end of the "
                           "episode %(gives)s", **values)}
    if p["first"] == "campaign":
        return {"first": _("the first player of the campaign to link %(start)s to %(to)s with a chain of %(through)s "
                           "%(gives)s, and so does every player who does it in the same round", **values)}
    return {"first": _("the first player of the episode to link %(start)s to %(to)s with a chain of %(through)s "
                       "%(gives)s, and so does every player who does it in the same round", **values)}


def _per_episode(p: Params, s: Scene) -> Message | None:
    """An immediate entry pays each start or space it finds once in the episode (its `once` says its own)."""
    return _(", once per episode") if s.immediate and not p.get("once") else None


def _line(p: Params, s: Scene) -> Message:
    """The spaces of unbroken straight lines of `through` spaces from a start (only the way it faces, with
    `facing`): each of them, or each of them where `of` holds."""
    start = indefinite(p["from"], s.game)
    facing = bool(p.get("facing"))
    if p.get("of") is None:
        counted = phrase(p["through"], s.game)
        line = Qualifier(N_("in an unbroken straight line from %(thing)s, the way it faces,") if facing
                         else N_("in an unbroken straight line from %(thing)s"), {"thing": start})
    else:
        counted = phrase(p["of"], s.game)
        line = Qualifier(N_("in an unbroken straight line of %(through)s from %(thing)s, the way it faces,") if facing
                         else N_("in an unbroken straight line of %(through)s from %(thing)s"),
                         {"through": many(phrase(p["through"], s.game)), "thing": start})
    counted = counted.with_qualifiers(line)
    return sentence(Subject(each(counted), things=counted), p, s.game, s.when)


def _enclosed(p: Params, s: Scene) -> Message:
    where: Where = p["where"]
    sides = Qualifier("with every neighbouring space covered, each by a different piece,", context=context(s.game)) \
        if p["distinct"] else Qualifier(N_("with every neighbouring space covered"))
    enclosed = phrase(where._replace(covered=None), s.game).with_qualifiers(Qualifier(N_("left uncovered")), sides)
    return sentence(Subject(each(enclosed), _per_episode(p, s), things=enclosed), p, s.game, s.when)


def _counter(p: Params, s: Scene) -> Message:
    counter = s.game.counters.get(p["counter"]) or p["counter"]
    own = {}
    if (p.get("rank") or 1) == 1 and bound(p) is None:  # "the player with the most pearls": the counter's own words
        if p.get("most"):
            own["compared"] = _("The player with the most %(counter)s %(gives)s %(tied)s", counter=counter,
                                gives=gives(p, s.game, PLAYER), tied=tied(p))
        elif p.get("fewest"):
            own["compared"] = _("The player with the fewest %(counter)s %(gives)s %(tied)s", counter=counter,
                                gives=gives(p, s.game, PLAYER), tied=tied(p))
    return sentence(Subject(each_unit(counter), frames=own, unit=counter), p, s.game, s.when)


# What babel extracts of the words said in the counter's gender (Gendered chooses the context when shown),
# and English's, where the name has no gender.
EACH_UNIT = (pgettext("feminine", "each of the player's %(word)s"), pgettext("masculine", "each of the player's %(word)s"),
             N_("each of the player's %(word)s"))


def each_unit(counter: object) -> Message:
    """Each unit a counter holds, as a player says it: "each of the player's coins", «cada una de las monedas
    del jugador», « chacun des écus du joueur »; where Spanish or French lacks the name's gender, the
    counter's units ("cada unidad del contador de monedas del jugador")."""
    return Gendered("each of the player's %(word)s", {"word": counter, "neutral": _(
        "each unit of the player's %(counter)s counter", counter=counter)})


# --- the kinds of episode 1 and the Eternal games ------------------------------------------------------

def _as_count(where: Where, count: str = "spaces") -> Callable[[Params, Scene], Message]:
    """A kind said as the `count` entry it amounts to."""
    def said_as(p: Params, s: Scene) -> Message:
        return _count({"where": where, "count": count, "points": p["points"]}, s)
    return said_as


def _symbol_on_terrain(p: Params, s: Scene) -> Message:
    return _as_count(Where(symbol=p["symbol"], terrain=frozenset([p["terrain"]])))(p, s)


def _visible_terrain(p: Params, s: Scene) -> Message:
    return _as_count(Where(terrain=frozenset([p["terrain"]]), covered=False))(p, s)


def _visible_feature(p: Params, s: Scene) -> Message:
    return _as_count(Where(feature=frozenset([p["feature"]]), covered=False), "features")(p, s)


# My Island's groups by the names its rules give them (MI-E03, MI-E05): a village of houses, a farm of
# fields, a fortification of walls, a path system; a symbol the rules do not name keeps the generic words.
EACH_NAMED = {
    "house": ngettext("each village of %(size)s or more houses", "each village of %(size)s or more houses", 5),
    "field": ngettext("each farm of %(size)s or more fields", "each farm of %(size)s or more fields", 5),
    "wall": ngettext("each fortification of %(size)s or more walls", "each fortification of %(size)s or more walls", 5),
    "path": ngettext("each path system of %(size)s or more paths", "each path system of %(size)s or more paths", 5),
}
LARGEST_NAMED = {"house": _("the largest village"), "field": _("the largest farm"), "wall": _("the largest fortification"),
                 "path": _("the largest path system")}


def _symbol_group(p: Params, s: Scene) -> Message:
    named = EACH_NAMED.get(p["symbol"]) if s.game.id == "my-island" else None
    if named is None:
        return _groups({"where": Where(symbol=p["symbol"]), "size": p["size"], "per": "group", "points": p["points"]}, s)
    group = Message(named.template, {"size": p["size"]}, named.plural, p["size"])
    return sentence(Subject(group, _(", as the group is completed") if s.immediate else None), p, s.game, s.when)


def _largest_group(p: Params, s: Scene) -> Message:
    group = LARGEST_NAMED.get(p["symbol"]) if s.game.id == "my-island" else None
    if group is None:
        group = _group({"where": Where(symbol=p["symbol"]), "largest": True}, s, "the")
    return _("The player with %(group)s %(gives)s %(tied)s", group=group, gives=gives(p, s.game, PLAYER), tied=tied(p))


def _road_to_sea(p: Params, s: Scene) -> Message:
    game = s.game
    feature = game.term(p["feature"]) or p["feature"]
    return Agreeing("Each %(feature)s that a road of %(symbols)s links to %(terrain)s %(gives)s, as the road is completed, "
                    "once per %(feature)s", {
                        "feature": feature, "symbols": many(Phrase(nouns.symbols(game, (p["symbol"],)))),
                        "terrain": a(Phrase(nouns.space(game, frozenset([p["terrain"]])))), "gives": gives(p, game),
                        "head": Phrase(nouns.features(game, (p["feature"],)))})


def _first_to_cover_all(p: Params, s: Scene) -> Message:
    # the feature's bare name, never "a gold vein": « toutes les cases à filon d'or », not « avec un filon d'or »; in the
    # edition's verb: My City's players build on the veins, never cover them *with* one; all of its spaces, once
    # («sobre todos los espacios con veta de oro»): «sobre cada veta» reads as one award per vein (MC-E07)
    return in_edition(s.game, "The first player to have covered every %(feature)s space %(gives)s, and so does every player "
                      "who does it in the same round", feature=s.game.term(p["feature"]) or p["feature"],
                      gives=gives(p, s.game, PLAYER))


def _empty_buildable(p: Params, s: Scene) -> Message:
    template = "Each empty buildable space %(gives)s, even one showing a feature" if p["with_features"] \
        else "Each empty buildable space without a feature %(gives)s"
    return in_edition(s.game, template, gives=gives(p, s.game))


def _colours(p: Params, game: Game) -> object:
    return listed([game.term(c) or c for c in p["colours"]])


def _largest_colour_group(p: Params, s: Scene) -> Message:
    # the colours where "each colour" announces them, never listed after the verb (French review 13)
    return in_edition(s.game, "For each colour — %(colours)s — each piece of the player's largest connected group of pieces of "
                        "that colour %(gives)s", colours=_colours(p, s.game), gives=gives(p, s.game))


def _church_colours(p: Params, s: Scene) -> Message:
    return in_edition(s.game, "Each church that touches pieces of each of these colours — %(colours)s — %(gives)s",
                colours=_colours(p, s.game), gives=gives(p, s.game))


def _well_surrounded(p: Params, s: Scene) -> Message:
    return in_edition(s.game, "Each %(feature)s left uncovered with a different piece on each of its sides %(gives)s",
                feature=s.game.term(p["feature"]) or p["feature"], gives=gives(p, s.game))


SENTENCES: dict[str, Sentence] = {
    # the catalogue of episode 1 and the Eternal games
    "symbol-on-terrain": _symbol_on_terrain,
    "symbol-group": _symbol_group,
    "road-to-sea": _road_to_sea,
    "first-to-cover-all": _first_to_cover_all,
    "visible-terrain": _visible_terrain,
    "visible-feature": _visible_feature,
    "empty-buildable": _empty_buildable,
    "largest-group": _largest_group,
    "largest-colour-group": _largest_colour_group,
    "church-colours": _church_colours,
    "well-surrounded": _well_surrounded,
    # the composable vocabulary of envelope rules
    "count": _count,
    "groups": _groups,
    "connect": _connect,
    "line": _line,
    "enclosed": _enclosed,
    "counter": _counter,
}
"""Each scoring kind and its sentence."""


def scoring_sentence(kind: str, params: Params, game: Game, when: str) -> Message:
    """The entry in words, as one sentence: "Each house on a beach space scores 1 point"."""
    return SENTENCES[kind](params, Scene(game, when))
