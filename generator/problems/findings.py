"""The rules engine's findings in words: each code in the words of the game's edition, translated when shown.

The engine speaks data, not words (docs/DESIGN.md, "The rules engine"; generator/rules/findings.py):
a placement check, a refused pass or an open tie is a code with its parameters (cell names, ids of
terrains, pieces and counters, conditions). `WORDINGS` holds the one wording of each code, as
gettext messages written out here so that pybabel extracts them; `message` puts a finding into
words for a game, and `problem` turns a fault of a replayed log into the Problem that check, add,
the table and the site show (generator/campaigns.py calls it once per fault).

A wording that depends on the game's edition (My Island's tiles,
My City's buildings) is chosen here, by the game, never by the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from generator.model import Game, Where
from generator.problems import Problem
from generator.rules.findings import Fault, Finding
from generator.words.editions import said, said_n
from generator.words.formats import number, signed
from generator.words.i18n import Message, Quoted, _, listed, ngettext, pgettext

Values = Mapping[str, Any]
"""A finding's parameters, as the engine gives them (generator/rules/findings.py says which)."""
Wording = Callable[[Values, Game, int], Message]
"""A code's words: from the finding's values, the game and its count."""


def message(finding: Finding, game: Game) -> Message:
    """`finding` in words, for a campaign (or an FAQ example) of `game`."""
    return WORDINGS[finding.code](finding.values, game, finding.count)


def problem(fault: Fault, game: Game) -> Problem:
    """A fault the engine found in a log, as the problem shown at its place."""
    return Problem(fault.pos, message(fault.finding, game), fault.rule, fault.player, fault.round, fault.severity)


def describe(where: Where, game: Game) -> object:
    """The condition in the reader's words, as a message argument: 'beach, uncovered, next to (statue)'."""
    parts: list[object] = []
    for names in (where.terrain, where.feature):
        if names:
            parts.append(_or([_term(game, n) for n in sorted(names)]))
    if where.region is not None:
        parts.append(_("region %(region)s", region=game.regions.get(where.region) or Quoted(where.region)))
    for term in (where.symbol, where.colour):
        if term is not None:
            parts.append(_term(game, term))
    if where.covered is not None:
        parts.append(_("covered") if where.covered else _("uncovered"))
    if where.piece is not None:
        parts.append(_("by the piece just placed") if where.piece == "new" else _("by the previous piece"))
    if where.edge is not None:
        parts.append(_("on the edge") if where.edge else _("off the edge"))
    if where.next_to is not None:
        parts.append(_("next to (%(where)s)", where=describe(where.next_to, game)))
    if not parts:
        return _("any space")
    return parts  # a list: shown joined by commas, each part in the reader's language


def _term(game: Game, term_id: str) -> object:
    """A terrain, symbol, colour or feature by its translated names; its id when the game has none."""
    return game.term(term_id) or term_id


def _or(items: list[object]) -> object:
    if len(items) == 1:
        return items[0]
    return _("%(some)s or %(last)s", some=items[:-1], last=items[-1])


def _and(items: list[object]) -> object:
    """'a, b and c' in the reader's language."""
    if len(items) == 1:
        return items[0]
    return _("%(some)s and %(last)s", some=items[:-1], last=items[-1])


def _points(n: int) -> Message:
    """A score as a reader writes it, its own plural and a minus sign: "−2 points", "1 point" (never "-2 et 1 points")."""
    return ngettext("%(n)s point", "%(n)s points", abs(n), n=number(n))


def _edition(game: Game, island: Message, city: Message) -> Message:
    """The message in the words of this game's edition (es: "loseta" or "edificio").

    Both are written out under their msgctxt, so that pybabel extracts each (generator/words/editions.py)."""
    return city if game.id == "my-city" else island


# Placement (generator/rules/placement.py: violations; generator/rules/legal_placements.py: hint)

def _off_board(v: Values, game: Game, n: int) -> Message:
    """Spaces past the board's edge, by their names when the board's lettering reaches them."""
    if v["cells"] is not None:
        return ngettext("%(cells)s is not on the board", "%(cells)s are not on the board", n, cells=listed(v["cells"]))
    return said_n(game, "%(n)s space of the piece is not on the board", "%(n)s spaces of the piece are not on the board", n, n=n)


def _closed_terrain(v: Values, game: Game, n: int) -> Message:
    buildable: Sequence[str] = v["buildable"]
    if game.id == "my-city" and list(buildable) == ["green"]:  # MC-R01 in the edition's words: "espacios verdes"
        return ngettext("%(cells)s is %(terrain)s; only light-green spaces may be built on",
                        "%(cells)s are %(terrain)s; only light-green spaces may be built on",
                        n, cells=listed(v["cells"]), terrain=_term(game, v["terrain"]))
    allowed = _and([_term(game, t) for t in buildable]) if buildable else _("nothing")
    return said_n(game, "%(cells)s is %(terrain)s; this episode only %(allowed)s may be covered",  # es: de playa, de tipo verde
                  "%(cells)s are %(terrain)s; this episode only %(allowed)s may be covered",
                  n, cells=listed(v["cells"]), terrain=_term(game, v["terrain"]), allowed=allowed)


def _first_covers(v: Values, game: Game, n: int) -> Message:
    where: Where = v["where"]
    if where == Where(terrain=where.terrain) and len(where.terrain) == 1:
        return said(game, "the first piece of the episode must cover at least one %(terrain)s space",
                    terrain=_term(game, next(iter(where.terrain))))
    # the condition as the read-back says it, "at least one uncovered beach space", never a form label
    # pasted into a sentence: « une case qui remplit : Plage, visible » (native review 14, fr). The
    # rulebook's phrases (the layer below problems) are imported here, for this error: a check that finds none never loads them.
    from generator.rulebook.conditions import phrase
    from generator.rulebook.phrases import one

    return said(game, "the first piece of the episode must cover %(thing)s", thing=_("at least %(thing)s", thing=one(phrase(where, game))))


def _first_next_to(v: Values, game: Game, n: int) -> Message:
    """"... must share a side with a statue", as the read-back says the condition (native review 14, fr)."""
    from generator.rulebook.conditions import indefinite  # as _first_covers: only for this error

    return said(game, "the first piece of the episode must share a side with %(thing)s", thing=indefinite(v["where"], game))


# An episode (generator/rules/episode.py)

def _misplaced(v: Values, game: Game, n: int) -> Message:
    """A placement that breaks a rule; the first rule broken carries the hint of what fits instead."""
    broken = said(game, "piece %(piece)s at %(at)s: %(problem)s", piece=v["piece"], at=v["at"],
                  problem=message(v["problem"], game))
    if v.get("hint") is None:
        return broken
    return _("%(problem)s; %(hint)s", problem=broken, hint=message(v["hint"], game))


def _pass_refused(v: Values, game: Game, n: int) -> Message:
    """A pass the log records and the rules refuse (generator/rules/turn.py: Refusal)."""
    refusal = v["refusal"]
    if refusal == "church":
        return _("a church cannot be passed: build it or end participation")
    if refusal == "zero":
        return _edition(
            game,
            pgettext("my-island", "the token is on 0, so passing is not allowed: place the piece or end participation"),
            pgettext("my-city", "the token is on 0, so passing is not allowed: place the piece or end participation"))
    if refusal == "never":
        return _edition(
            game,
            pgettext("my-island", "this episode's rules forbid passing: place the piece or end participation"),
            pgettext("my-city", "this episode's rules forbid passing: place the piece or end participation"))
    return _edition(
        game,
        pgettext("my-island", "a pass here costs %(cost)s and the token is on %(token)s; this episode's rules allow "
                              "a pass only when the token stays at 0 or more: place the piece or end participation",
                 cost=v["cost"], token=v["token"]),
        pgettext("my-city", "a pass here costs %(cost)s and the token is on %(token)s; this episode's rules allow "
                            "a pass only when the token stays at 0 or more: place the piece or end participation",
                 cost=v["cost"], token=v["token"]))


def _tie(v: Values, game: Game, n: int) -> Message:
    names: Sequence[str] = v["names"]
    players = listed(names)
    return ngettext("%(players)s are tied for rank %(place)s on %(n)s point and on open spaces in every row; "
                    "add 'tiebreak: [%(names)s]' to the episode's file, best first, as your table decided",
                    "%(players)s are tied for rank %(place)s on %(n)s points and on open spaces in every row; "
                    "add 'tiebreak: [%(names)s]' to the episode's file, best first, as your table decided",
                    abs(n), players=players, place=v["place"], n=number(n), names=", ".join(names))  # "−33 points": agrees with 33


# A campaign's changes between episodes (generator/rules/campaign.py)

def _not_there(v: Values, game: Game, n: int) -> Message:
    feature = _term(game, v["feature"])
    if not v["there"]:
        return _("there is no %(feature)s on %(cell)s to remove", feature=feature, cell=v["cell"])
    return ngettext("%(cell)s holds %(there)s %(feature)s, so %(wanted)s cannot be removed; write count: %(there)s or less",
                    "%(cell)s holds %(there)s %(feature)s, so %(wanted)s cannot be removed; write count: %(there)s or less",
                    n, cell=v["cell"], there=v["there"], feature=feature, wanted=n)


# The short reasons of an FAQ example (generator/rules/example.py), one per refused pass.
_EXAMPLE_PASS_REFUSED = {"church": _("a church cannot be passed"), "zero": _("no pass with the token on 0"),
                         "never": _("no pass in this episode"), "below-zero": _("no pass that would take the token below 0")}


# A ruleset's own examples (generator/rules/ruleset_examples.py): what the engine finds otherwise.

def _example(v: Values) -> Message:
    """The example as a failure names it: by the group's name for it, else by its place in the list."""
    if v["name"]:
        return _("example '%(name)s'", name=v["name"])
    return _("example %(n)s", n=v["number"])


def _gave(v: Values) -> object:
    """What each rule gave ("CH4-1: +2, LG-03: −1"), else the entries that could have and gave nothing."""
    if v["scored"]:
        return ", ".join(f"{rule}: {signed(n)}" for rule, n in v["scored"])
    if v["rules"]:
        # a negative: "none of A, B or C", never "none of A, B and C" (native review 14, fr)
        return ngettext("%(rules)s gives none", "none of %(rules)s gives any", len(v["rules"]),
                        rules=listed(v["rules"], "or"))
    return _("no entry gives any")


def _circles(game: Game, n: int) -> Message:
    """Progress in each game's words: My City colours symbols, My Island circles."""
    if game.id == "my-city":
        return ngettext("%(num)s progress symbol", "%(num)s progress symbols", abs(n), num=number(n))
    return ngettext("%(num)s progress circle", "%(num)s progress circles", abs(n), num=number(n))


def _differs(v: Values, quantity: Callable[[int], object]) -> Message:
    return _("%(example)s: expected %(expected)s, the engine finds %(found)s (%(scored)s)", example=_example(v),
             expected=quantity(v["expected"]), found=quantity(v["found"]), scored=_gave(v))


def _found_legal(v: Values, game: Game, n: int) -> Message:
    if v["rule"]:
        return _("%(example)s: expected the play to break %(rule)s, the engine finds it legal (%(points)s)",
                 example=_example(v), rule=v["rule"], points=_points(v["points"]))
    return _("%(example)s: expected an illegal play, the engine finds it legal (%(points)s)", example=_example(v),
             points=_points(v["points"]))


WORDINGS: dict[str, Wording] = {
    # placement: violations
    "off-board": _off_board,
    "covered": lambda v, game, n: ngettext("%(cells)s is already covered", "%(cells)s are already covered", n, cells=listed(v["cells"])),
    "closed-terrain": _closed_terrain,
    "barred": lambda v, game, n: ngettext("%(cells)s may not be covered this episode (%(where)s)",
                                          "%(cells)s may not be covered this episode (%(where)s)",
                                          n, cells=listed(v["cells"]), where=describe(v["where"], game)),
    "river-crossed": lambda v, game, n: _("the piece lies on both sides of the river between %(a)s and %(b)s", a=v["a"], b=v["b"]),
    "first-covers": _first_covers,
    "first-next-to": _first_next_to,
    "first-along-river": lambda v, game, n: _("the first building must have a full side along the river (a corner is not enough)"),
    "no-matching-symbol": lambda v, game, n: said(game, "no symbol of the piece shares a side with the same symbol on an earlier piece"),
    "no-building-touched": lambda v, game, n: _("the building shares no full side with an earlier building"),
    # placement: hint
    "legal-rotations": lambda v, game, n: ngettext("at %(cell)s the legal rotation is %(rotations)s",
                                                   "at %(cell)s the legal rotations are %(rotations)s",
                                                   n, cell=v["cell"], rotations=listed(v["rotations"])),
    "no-legal-placement": lambda v, game, n: _edition(
        game,
        pgettext("my-island", "piece %(piece)s has no legal placement now: pass (LG-03) or end participation (LG-05)",
                 piece=v["piece"]),
        pgettext("my-city", "piece %(piece)s has no legal placement now: pass (LG-03) or end participation (LG-05)",
                 piece=v["piece"])),
    "nearest-anchors": lambda v, game, n: _("no rotation fits at %(cell)s; the nearest legal anchors are %(anchors)s",
                                            cell=v["cell"], anchors=listed(v["anchors"])),
    # episode
    "misplaced": _misplaced,
    "all-stopped": lambda v, game, n: _edition(
        game,
        pgettext("my-island", "every player has already ended participation, so the episode is over; remove this round"),
        pgettext("my-city", "every player has already ended participation, so the episode is over; remove this round")),
    "log-ends-early": lambda v, game, n: ngettext(  # no "after round 0": no round is logged at all
        "no round is logged, with %(players)s still playing and %(n)s card unrevealed; "
        "log the rounds (or the players' stops)",
        "no round is logged, with %(players)s still playing and %(n)s cards unrevealed; "
        "log the rounds (or the players' stops)",
        n, players=listed(v["players"]), n=n) if not v["round"] else ngettext(
        "the log ends after round %(round)s with %(players)s still playing and %(n)s card unrevealed; "
        "log the remaining rounds (or the players' stops)",
        "the log ends after round %(round)s with %(players)s still playing and %(n)s cards unrevealed; "
        "log the remaining rounds (or the players' stops)",
        n, round=v["round"], players=listed(v["players"]), n=n),
    # in each game's words: My Island has none at all, a My City legacy deck has none (words/editions.py)
    "no-blocking-card": lambda v, game, n: said(game, "this episode's deck has no blocking card: a card is the id of a piece"),
    "card-not-in-deck": lambda v, game, n: _("card %(card)s is not in this episode's deck", card=v["card"]),
    "already-stopped": lambda v, game, n: _edition(
        game,
        pgettext("my-island", "this player already ended participation and cannot act again this episode"),
        pgettext("my-city", "this player already ended participation and cannot act again this episode")),
    "no-action": lambda v, game, n: _edition(
        game,
        pgettext("my-island", "no action in this round; every player still in the episode places the piece, "
                              "passes or ends participation"),
        pgettext("my-city", "no action in this round; every player still in the episode places the piece, "
                            "passes or ends participation")),
    "set-lacks-piece": lambda v, game, n: said(game, "%(player)s's set has no piece %(piece)s now: pass or end participation",
                                               player=v["player"], piece=v["piece"]),
    "pass-refused": _pass_refused,
    # assessment
    "unsettled-tie": _tie,
    "needless-tiebreak": lambda v, game, n: ngettext(
        "tiebreak names %(names)s, but LG-11 already settles that tie by open spaces, so tiebreak is ignored "
        "for that name; remove the name from tiebreak",
        "tiebreak names %(names)s, but LG-11 already separates them by open spaces, so tiebreak is ignored "
        "for them; remove them from tiebreak", n, names=listed(v["names"])),
    "tiebreak-not-tied": lambda v, game, n: ngettext(
        "tiebreak names %(names)s, but nobody else has their score (%(points)s): remove the name from tiebreak",
        "%(names)s are not tied (%(points)s): remove them from tiebreak",
        n, names=listed(v["names"]), points=listed([_points(p) for p in v["points"]])),
    # campaign: changes between episodes; a set of pieces is said in the words of its own game (v["game"])
    "terrain-unchanged": lambda v, game, n: _(
        "%(cell)s is %(terrain)s already: this change changes nothing; give the terrain it becomes",
        cell=v["cell"], terrain=_term(game, v["terrain"])),
    "not-there": _not_there,
    "counter-below-zero": lambda v, game, n: _("the %(counter)s counter stands at %(n)s, so %(by)s cannot be taken from it",
                                               counter=game.counters[v["counter"]], n=v["n"], by=v["by"]),
    "piece-exists": lambda v, game, n: said(v["game"], "the set already has a piece %(piece)s: give the new one another id",
                                            piece=v["piece"]),
    "no-such-piece": lambda v, game, n: said(v["game"], "the set has no piece %(piece)s now", piece=v["piece"]),
    "no-space-at-offset": lambda v, game, n: said(v["game"], "piece %(piece)s has no space at %(offset)s (its offsets: %(offsets)s)",
                                                  piece=v["piece"], offset=v["offset"], offsets=v["offsets"]),
    # FAQ examples
    "example-pass-refused": lambda v, game, n: _EXAMPLE_PASS_REFUSED[v["refusal"]],
    # a ruleset's own examples
    "example-points": lambda v, game, n: _differs(v, _points),
    "example-circles": lambda v, game, n: _differs(v, lambda k: _circles(game, k)),
    "example-counter": lambda v, game, n: _(
        "%(example)s: expected the %(counter)s counter at %(expected)s, the engine leaves it at %(found)s (%(scored)s)",
        example=_example(v), counter=game.counters.get(v["counter"]) or v["counter"], expected=v["expected"],
        found=v["found"], scored=_gave(v)),
    "example-illegal": lambda v, game, n: _("%(example)s: expected a legal play, the engine finds it breaks %(rules)s: "
                                            "%(problem)s", example=_example(v), rules=listed(v["rules"]),
                                            problem=message(v["problem"], game)),
    "example-other-rule": lambda v, game, n: _("%(example)s: expected the play to break %(rule)s, the engine finds it "
                                               "breaks %(rules)s: %(problem)s", example=_example(v), rule=v["rule"],
                                               rules=listed(v["rules"]), problem=message(v["problem"], game)),
    "example-legal": _found_legal,
    "example-placed-illegal": lambda v, game, n: _("%(example)s: placement %(n)s of `placed` breaks %(rules)s: %(problem)s",
                                                   example=_example(v), n=v["n"], rules=listed(v["rules"]),
                                                   problem=message(v["problem"], game)),
}
