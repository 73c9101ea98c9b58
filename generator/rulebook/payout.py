"""What a scoring entry gives, in words: one entry per payout key of the composable kinds (PAYOUTS).

`points`, `circles`, `add` and `set` say what is given ("scores 2 points and 1 progress circle", "adds 1
to the pearls counter"), for each thing counted; the bounds (`at_least`, `at_most`, `exactly`), the
comparisons (`most`, `fewest`, `rank`) and `first` say it is given once, and to whom: each has its
sentence in FRAMES, around the counted thing's phrase ("Each house counts: the player with the most
gains 3 points"); `once`, `change` and `if` add their note to any of them. A payout key added to the vocabulary
tomorrow is added here with its words; tests/rulebook/test_readback.py fails until it is.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from generator.base.records import NamedTuple
from generator.model import Game, Where
from generator.rulebook.conditions import indefinite, phrase
from generator.rulebook.phrases import Phrase, a, each, many, none, one, same, the
from generator.words.editions import progress
from generator.words.formats import number
from generator.words.i18n import N_, Message, _, listed, ngettext

THING, PLAYER = "thing", "player"
"""Who is said to score: the thing counted ("each house scores") or the player ("the first player gains")."""


def _gives(subject: str, count: int, gained: list[Message], lost: list[Message]) -> list[Message]:
    """Points and circles gained and lost, each list after its verb, in the number of the subject."""
    said = []
    if gained:
        said.append(ngettext("scores %(what)s", "score %(what)s", count, what=listed(gained)) if subject == THING
                    else ngettext("gains %(what)s", "gain %(what)s", count, what=listed(gained)))
    if lost:
        said.append(ngettext("costs %(what)s", "cost %(what)s", count, what=listed(lost)) if subject == THING
                    else ngettext("loses %(what)s", "lose %(what)s", count, what=listed(lost)))
    return said


def _amounts(p: Mapping[str, Any], game: Game) -> tuple[list[Message], list[Message]]:
    """Points and circles, gained and lost: "2 points", "1 progress symbol" (My City's words)."""
    gained: list[Message] = []
    lost: list[Message] = []
    if p.get("points"):
        n = p["points"]
        (gained if n > 0 else lost).append(ngettext("%(n)s point", "%(n)s points", abs(n), n=number(abs(n))))
    if p.get("circles"):
        n = p["circles"]
        (gained if n > 0 else lost).append(progress(game.id, abs(n)))
    return gained, lost


def _counters(p: Mapping[str, Any], game: Game, count: int) -> list[Message]:
    """What an entry adds to (or takes from) the group's counters, then sets them to, in the number of its subject."""
    said = []
    for name, amount in sorted((p.get("add") or {}).items()):
        counter = game.counters.get(name) or name
        if amount >= 0:
            said.append(ngettext("adds %(n)s to the %(counter)s counter", "add %(n)s to the %(counter)s counter", count,
                                 n=amount, counter=counter))
        else:
            said.append(ngettext("takes %(n)s from the %(counter)s counter", "take %(n)s from the %(counter)s counter",
                                 count, n=-amount, counter=counter))
    for name, value in sorted((p.get("set") or {}).items()):
        said.append(ngettext("sets the %(counter)s counter to %(n)s", "set the %(counter)s counter to %(n)s", count,
                             n=value, counter=game.counters.get(name) or name))
    return said


def gives(p: Mapping[str, Any], game: Game, subject: str = THING, count: int = 1) -> Message:
    """Everything an entry gives, as the verbs of a sentence whose subject is `subject` ("each
    house", "3 or more", "the player with the most"), in its number (`count`: 1 or 2)."""
    gained, lost = _amounts(p, game)
    said = _gives(subject, count, gained, lost) + _counters(p, game, count)
    if not said:  # an entry that only changes the board (change): it gives nothing, its change is said after
        return ngettext("scores nothing", "score nothing", count)  # never "counts": es «cuenta» reads as "scores"
    return listed(said) if len(said) != 1 else said[0]  # type: ignore[return-value]


def tied(p: Mapping[str, Any]) -> Message:
    """What players tied in a comparison get, as a rulebook says it: the amount by its pronoun ("(if tied, each of them
    gains them)", fr « (en cas d'égalité, chacun les gagne) », es «(si hay empate, los gana cada uno)»), one point or
    circle "it"; a counter, no amount to name, the sentence without one (French review 6: never « ex aequo compris »)."""
    amounts = [n for n in (p.get("points", 0), p.get("circles", 0)) if n]
    if p.get("add") or p.get("set") or not amounts or len({n > 0 for n in amounts}) > 1:  # one verb, no counter
        return _("(tied players too)")
    one = len(amounts) == 1 and abs(amounts[0]) == 1
    if amounts[0] > 0:
        return _("(if tied, each of them gains it)") if one else _("(if tied, each of them gains them)")
    return _("(if tied, each of them loses it)") if one else _("(if tied, each of them loses them)")


class Subject(NamedTuple):
    """What an entry counts, said in the sentences of FRAMES."""

    each: object
    """"each covered space": what is counted, one by one (a message argument)."""
    once: object = None
    """A note after what each one gives: ", once per building" (count: pieces)."""
    frames: Mapping[str, Message] = {}
    """Sentences of its own for a payout key, where the frame's would not read well (a counter's "most")."""
    things: Phrase | None = None
    """What is counted as a noun phrase ("visible rock"), for the sentences that name the player by what they
    have, as a rulebook does: "the player with no visible rocks", "the player with the second most houses"."""
    unit: object = None
    """A counter's name, said alone in the plural ("coins"), where there is no phrase."""
    covered: Phrase | None = None
    """Covered spaces counted, said without "covered", for the player who covered none: « qui n'a recouvert
    aucune case du port », never « aucune case recouverte du port » (a space covered with the harbour)."""


Frame = Callable[[Subject, Mapping[str, Any], Game], Message]


def bound(p: Mapping[str, Any], low: str = "at_least", high: str = "at_most", equal: str = "exactly") -> Message | None:
    """The counts that pay: "3 or more", "at most 2", "from 2 to 4", "exactly 0"; None when any count does."""
    if p.get(equal) is not None:
        return _("exactly %(n)s", n=p[equal])
    if p.get(low) is not None and p.get(high) is not None:
        return _("from %(low)s to %(high)s", low=p[low], high=p[high])
    if p.get(low) is not None:
        return _("%(n)s or more", n=p[low])
    if p.get(high) is not None:
        return _("at most %(n)s", n=p[high])
    return None


def _each(s: Subject, p: Mapping[str, Any], game: Game) -> Message:
    if s.once is not None:
        return _("%(each)s %(gives)s%(once)s", each=s.each, gives=gives(p, game), once=s.once)
    return _("%(each)s %(gives)s", each=s.each, gives=gives(p, game))


def _plural(s: Subject) -> object:
    """What is counted, in the plural without a determiner ("visible rocks", "coins"); None where it has no noun."""
    return many(s.things) if s.things is not None else s.unit


def amount(p: Mapping[str, Any], s: Subject) -> Message | None:
    """The bound said with what is counted: "3 or more houses", "at least one house"; None where the count
    has no noun phrase (a counter) or counts none (said as "the player with no visible rocks")."""
    low, high, equal = p.get("at_least"), p.get("at_most"), p.get("exactly")
    if s.things is None:  # a counter reads a value ("depth" counts nothing): "whose depth counter reads 3 or more"
        return None
    things, single = many(s.things), one(s.things)
    if equal == 0:  # said by its own sentence: "the player with no visible rocks"
        return None
    if low is not None and high is not None:
        return _("between %(low)s and %(high)s %(things)s", low=low, high=high, things=things)
    n = equal if equal is not None else low if low is not None else high
    if n is None:
        return None
    if equal is not None:
        return _("exactly %(thing)s", thing=single) if n == 1 else _("exactly %(n)s %(things)s", n=n, things=things)
    if low is not None:
        return _("at least %(thing)s", thing=single) if n == 1 else _("%(n)s or more %(things)s", n=n, things=things)
    return _("at most %(thing)s", thing=single) if n == 1 else _("at most %(n)s %(things)s", n=n, things=things)


ONCE_PAID = {"episode": N_("%(who)s %(gives)s, once per episode"), "campaign": N_("%(who)s %(gives)s, once in the campaign"),
             None: N_("%(who)s %(gives)s (once, whatever the count)"), "none": N_("%(who)s %(gives)s")}
"""How often a bound pays, after the player it names. A bound without `once` pays each time it applies, but
once rather than for each thing counted: never "une seule fois", which reads as once and never again; the
player with none of a thing is paid a flat amount, with nothing counted to say it of. Where the entry counts a
noun, the note names it (_once_not_each); a counter's value has none: «sea cual sea la cuenta»."""


def _bounded(s: Subject, p: Mapping[str, Any], game: Game) -> Message:
    things, said = _plural(s), amount(p, s)
    if said is not None or things is not None:  # "the player with no visible rocks gains..."
        if said is not None:
            who = _("the player with %(amount)s", amount=said)
        elif p.get("exactly") == 0 and s.covered is not None:
            who = _("the player who covered %(none)s", none=none(s.covered))
        elif p.get("exactly") == 0 and s.things is not None:
            who = _("the player with %(none)s", none=none(s.things))
        elif p.get("exactly") == 0:
            who = _("the player with no %(things)s", things=things)  # a counter: "no coins"
        else:  # a counter: "whose coins counter reads 1 or more"
            who = _("the player whose %(counter)s counter reads %(bound)s", counter=things, bound=bound(p))
        often = p.get("once") if p.get("once") in ("episode", "campaign") else "none" if p.get("exactly") == 0 else None
        if often is None and s.things is not None:
            return _once_not_each(who, gives(p, game, PLAYER), s.things)
        return Message(ONCE_PAID[often], {"who": who, "gives": gives(p, game, PLAYER)})
    values = {"each": s.each, "bound": bound(p), "gives": gives(p, game, PLAYER)}
    if p.get("once") == "episode":  # paid once when it pays, and once in the episode: said once
        return _("%(each)s counts: a player with %(bound)s %(gives)s, once per episode", **values)
    if p.get("once") == "campaign":
        return _("%(each)s counts: a player with %(bound)s %(gives)s, once in the campaign", **values)
    return _("%(each)s counts: a player with %(bound)s %(gives)s (once, whatever the count)", **values)


def _once_not_each(who: Message, given: Message, things: Phrase) -> Message:
    """A bound paid once, said of the noun the entry counts, its qualifiers said already: «gana 1 punto (una vez, no
    por cada árbol)», « (une fois, et non pour chaque arbre) »; never a generic «cada cosa contada» (es review)."""
    return _("%(who)s %(gives)s (once, not for %(each)s)", who=who, gives=given, each=each(Phrase(things.head)))


# Who a comparison pays (most, fewest) at each rank the vocabulary allows (1 to 4).
COMPARED = {
    ("most", 1): _("the player with the most"), ("most", 2): _("the player with the second most"),
    ("most", 3): _("the player with the third most"), ("most", 4): _("the player with the fourth most"),
    ("fewest", 1): _("the player with the fewest"), ("fewest", 2): _("the player with the second fewest"),
    ("fewest", 3): _("the player with the third fewest"), ("fewest", 4): _("the player with the fourth fewest"),
}


# The same, naming what is compared, as a rulebook ranks players: "the player second for the most houses".
COMPARED_THINGS = {
    ("most", 1): N_("the player with the most %(things)s"), ("most", 2): N_("the player with the second most %(things)s"),
    ("most", 3): N_("the player with the third most %(things)s"), ("most", 4): N_("the player with the fourth most %(things)s"),
    ("fewest", 1): N_("the player with the fewest %(things)s"),
    ("fewest", 2): N_("the player with the second fewest %(things)s"),
    ("fewest", 3): N_("the player with the third fewest %(things)s"),
    ("fewest", 4): N_("the player with the fourth fewest %(things)s"),
}


def _compared(s: Subject, p: Mapping[str, Any], game: Game) -> Message:
    key = ("most" if p.get("most") else "fewest", p.get("rank") or 1)
    limit = bound(p)
    things = _plural(s)
    if things is not None:  # "the player with the second most houses gains 2 points (if tied, each of them gains them)"
        who_things = Message(COMPARED_THINGS[key], {"things": things})
        if limit is not None:
            return _("%(who)s, if they have %(bound)s, %(gives)s %(tied)s", who=who_things, bound=limit,
                     gives=gives(p, game, PLAYER), tied=tied(p))
        return _("%(who)s %(gives)s %(tied)s", who=who_things, gives=gives(p, game, PLAYER), tied=tied(p))
    who = COMPARED[key]
    if limit is not None:
        return _("%(each)s counts: %(who)s, if they have %(bound)s, %(gives)s %(tied)s", each=s.each, who=who,
                 bound=limit, gives=gives(p, game, PLAYER), tied=tied(p))
    return _("%(each)s counts: %(who)s %(gives)s %(tied)s", each=s.each, who=who, gives=gives(p, game, PLAYER),
             tied=tied(p))


def _first(s: Subject, p: Mapping[str, Any], game: Game, at_end: bool = False) -> Message:
    """A race. Immediately, won in a round by all who get there in it; at the end of an episode (end, chapter_end)
    there is no round to share: `first: campaign` goes to every player who meets the condition when the first
    episode in which anyone does ends, and to nobody after; `first: episode` to every player who meets it as the
    episode ends (the guide's envelopes page). Never « au même tour » of an episode's end (French review 13)."""
    if at_end:
        return _first_at_end(s, p, game)
    values = {"each": s.each, "gives": gives(p, game, PLAYER)}
    limit = bound(p)
    had = amount(p, s) if limit is not None else a(s.things) if s.things is not None else None
    if had is not None:  # "the first player of the episode to have a gold vein"
        if p["first"] == "campaign":
            return _("the first player of the campaign to have %(had)s %(gives)s, and so does every player who gets there "
                     "in the same round", had=had, gives=values["gives"])
        return _("the first player of the episode to have %(had)s %(gives)s, and so does every player who gets there "
                 "in the same round", had=had, gives=values["gives"])
    if limit is not None:
        if p["first"] == "campaign":
            return _("%(each)s counts: the first player of the campaign to have %(bound)s %(gives)s, and so does every "
                     "player who gets there in the same round", bound=limit, **values)
        return _("%(each)s counts: the first player of the episode to have %(bound)s %(gives)s, and so does every "
                 "player who gets there in the same round", bound=limit, **values)
    if p["first"] == "campaign":
        return _("%(each)s counts: the first player of the campaign to have one %(gives)s, and so does every player "
                 "who has one in the same round", **values)
    return _("%(each)s counts: the first player of the episode to have one %(gives)s, and so does every player "
             "who has one in the same round", **values)


def _first_at_end(s: Subject, p: Mapping[str, Any], game: Game) -> Message:
    """A race in `end` or `chapter_end`, said by the end of the episode that settles it."""
    values = {"each": s.each, "gives": gives(p, game, PLAYER)}
    limit = bound(p)
    had = amount(p, s) if limit is not None else a(s.things) if s.things is not None else None
    campaign = p["first"] == "campaign"
    if had is not None:
        if campaign:
            return _("the first player of the campaign to have %(had)s at the end of an episode %(gives)s, and so does "
                     "every player who gets there at the end of that same episode; nobody after it", had=had,
                     gives=values["gives"])
        return _("every player with %(had)s at the end of the episode %(gives)s", had=had, gives=values["gives"])
    if limit is not None:
        if campaign:
            return _("%(each)s counts: the first player of the campaign to have %(bound)s at the end of an episode "
                     "%(gives)s, and so does every player who gets there at the end of that same episode; nobody after it",
                     bound=limit, **values)
        return _("%(each)s counts: every player with %(bound)s at the end of the episode %(gives)s", bound=limit, **values)
    if campaign:
        return _("%(each)s counts: the first player of the campaign to have one at the end of an episode %(gives)s, and "
                 "so does every player who has one at the end of that same episode; nobody after it", **values)
    return _("%(each)s counts: every player who has one at the end of the episode %(gives)s", **values)


ONCE = {"each": _(", but never twice for the same thing in an episode"),
        "episode": _(", at most once per player in an episode"),
        "campaign": _(", at most once per player in the campaign")}


def _once(s: Subject, p: Mapping[str, Any]) -> Message | None:
    """The note of `once`; once: each says what is counted in the entry's own words, agreeing with them («pero una
    misma estatua solo cuenta una vez por episodio»: the noun it counts, its qualifiers said already), never a
    generic «cada cosa contada» (es review)."""
    if p.get("once") == "each" and s.things is not None:
        return _(", but never twice for %(same)s in an episode", same=same(Phrase(s.things.head)))  # its noun, said once
    return ONCE[p["once"]] if p.get("once") else None


def _change(p: Mapping[str, Any], game: Game) -> Message | None:
    """What the entry changes on the board for good, after the episode, where it counted."""
    change = p.get("change") or {}
    notes = [_("; after the episode, %(thing)s is added on each space it counted",
               thing=indefinite(Where(feature=frozenset([change["add"]])), game))] if change.get("add") else []
    if change.get("remove"):
        # the one each counted space holds («se quita la torre»), never «una torre», as if it held several
        notes.append(_("; after the episode, %(thing)s is removed from each space it counted",
                       thing=the(phrase(Where(feature=frozenset([change["remove"]])), game))))
    return _("%(sentence)s%(note)s", sentence=notes[0], note=notes[1]) if len(notes) == 2 else notes[0] if notes else None


def _if(p: Mapping[str, Any], game: Game) -> Message | None:
    condition = p.get("if")
    limit = bound(condition, "at_least", "at_most", "equals") if condition else None
    if condition is None or limit is None:
        return None
    return _("While the %(counter)s counter reads %(bound)s", counter=game.counters.get(condition["counter"]) or
             condition["counter"], bound=limit)


PAYOUTS: dict[str, str] = {
    "points": "gives",
    "circles": "gives",
    "add": "gives",
    "set": "gives",
    "at_least": "bounded",
    "at_most": "bounded",
    "exactly": "bounded",
    "most": "compared",
    "fewest": "compared",
    "rank": "compared",
    "first": "first",
    "once": "once",
    "change": "change",
    "if": "if",
}
"""Each payout key of the composable kinds and the words that say it: what is given (`gives`), the
sentence of FRAMES that gives it once (bounded, compared, first), or a note on the sentence (once, change, if)."""
FRAMES: dict[str, Frame] = {"gives": _each, "bounded": _bounded, "compared": _compared, "first": _first}
"""The sentences an entry is said in, by what its payout keys ask: first, a comparison, bounds, else each one."""


MOST = {"most": N_("most %(things)s"), "fewest": N_("fewest %(things)s")}
"""What the player with the most (fewest) had, as a score sheet's reason: «más espacios de playa visibles»."""


def counted(s: Subject, p: Mapping[str, Any]) -> Message | None:
    """What an entry that pays once paid for, as the score sheet's reason beside its points: "most visible beach
    spaces", "at most 2 tiles with a field", never its whole sentence, whose "loses 3 points" stands next to the
    −3 already; None where its sentence is the reason (each thing pays, a race, a condition, a counter)."""
    if p.get("first") or p.get("if") or p.get("change") or s.things is None:
        return None
    if p.get("most") or p.get("fewest"):
        if (p.get("rank") or 1) != 1 or bound(p) is not None or "compared" in s.frames:
            return None
        return Message(MOST["most" if p.get("most") else "fewest"], {"things": many(s.things)})
    if bound(p) is None or "bounded" in s.frames:
        return None
    if p.get("exactly") == 0 and s.covered is not None:
        return _("%(none)s covered", none=none(s.covered))
    return none(s.things) if p.get("exactly") == 0 else amount(p, s)


def sentence(s: Subject, p: Mapping[str, Any], game: Game, when: str = "immediate") -> Message:
    """The sentence of an entry that counts `s`: given for each one, or once (first, most or fewest,
    bounds), with the notes of once and if; `when` (immediate, end, chapter_end) says a race by its moment."""
    p = _at_most_none(p)
    if p.get("first"):
        frame = "first"
    elif p.get("most") or p.get("fewest"):
        frame = "compared"
    elif bound(p) is not None:
        frame = "bounded"
    elif p.get("once") in ("episode", "campaign") or (p.get("set") and not (p.get("points") or p.get("circles") or p.get("add"))):
        frame, p = "bounded", {**p, "at_least": 1}  # paid once, however many were counted (a counter set to a value too)
    else:
        frame = "gives"
    if frame == "first" and when != "immediate":
        said = s.frames.get(frame) or _first(s, p, game, at_end=True)
    else:
        said = s.frames.get(frame) or FRAMES[frame](s, p, game)
    once = None if frame == "bounded" and p.get("once") in ("episode", "campaign") else _once(s, p)  # the frame said it
    for note in (once, _change(p, game)):
        if note is not None:
            said = _("%(sentence)s%(note)s", sentence=said, note=note)
    condition = _if(p, game)
    if condition is not None:
        said = _("%(condition)s: %(sentence)s", condition=condition, sentence=said)
    short = counted(s, p)  # carried beside the sentence, for the score sheet's reason (explain)
    return said if short is None else said._replace(args={**said.args, COUNTED: short})


def _at_most_none(p: Mapping[str, Any]) -> Mapping[str, Any]:
    """`at_most: 0` said as `exactly: 0`, the player with none, never « au plus 0 cases »: a count is never
    below 0, so both pay the same (words only)."""
    if p.get("at_most") != 0 or p.get("at_least") not in (None, 0) or p.get("exactly") is not None:
        return p
    return {**{k: v for k, v in p.items() if k not in ("at_most", "at_least")}, "exactly": 0}


COUNTED = "counted"
"""The argument of an entry's sentence that holds what it paid for (counted), unsaid by the sentence itself."""
