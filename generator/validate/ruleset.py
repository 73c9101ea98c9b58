"""Validate a ruleset file on its own, against its game: its keys, its scoring entries and the rules they cite.

Which ruleset an episode names, and its rule IDs against the registry, is generator.validate.rulesets."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path

from generator.base.per_file import PerFile
from generator.load.nodes import Node, display_path, load_file
from generator.model import (
    Game,
    Params,
    Pos,
    Ruleset,
    ScoringItem,
    Translated,
)
from generator.vocabulary.kinds import COMPOSABLE, DECLARATIONS
from generator.vocabulary.reader import Reader
from generator.vocabulary.ruleset import ruleset_keys
from generator.vocabulary.shapes import Entry, Record, Scope
from generator.words.i18n import _


def read_ruleset(r: Reader, node: Node, game: Game, rid: str, language: str = "en", base: bool = False) -> Ruleset | None:
    """A ruleset on its own, against the game; `language` (the group's) is a fallback for its name.

    A placement check where it says other than the game's base rulebook (rules/legacy-1.yaml) cites the
    ruleset's own `cite`, else no rule: the game's default (MI-R04: beach and heath only) would back a
    sentence it contradicts. `base` reads the base rulebook itself, which has nothing to compare with.

    Whether it suits a campaign's board and catalogue is checked where they meet
    (generator.validate.combination), so that a problem is reported at the group's file.
    """
    v = Record(ruleset_keys(), name=_("ruleset '%(name)s'", name=rid)).read(r, node, Scope(game, language), rid)
    if v is None:
        return None
    first, assessment = v["first_piece"], v["assessment"]
    stated = None if base else _stated_entries(game)
    ruleset = Ruleset(
        id=rid,
        names=v["name"] or {},
        buildable=frozenset(v["buildable"] or ()),
        first_covers=first.get("covers"),
        first_along_river=first.get("along") == "river",
        adjacency=v["adjacency"],
        pass_points=v["pass_points"],
        must_build=frozenset(v["must_build"]),
        immediate=_scoring(r, v["immediate"], "immediate", v["own_rules"], stated),
        end=_scoring(r, v["end"], "end", v["own_rules"], stated),
        first=assessment.get("first", 2),
        second=assessment.get("second", 1),
        deck=v["deck"],
        cite={check: rule for check, rule in v["cite"].items() if rule},
        pos=node.pos,
        where={key: node.keys[key] for key in v if key in node.keys},
        first_next_to=first.get("next_to"),
        may_not_cover=tuple(v["may_not_cover"]),
        passing=v["passing"],
        start=v["start"],
        own_rules=v["own_rules"],
        chapter_end=_scoring(r, v["chapter_end"], "end", v["own_rules"], stated),
        lacking=v["lacking"],
        examples=v["examples"],
    )
    return ruleset if base else ruleset._replace(cite=_own_citations(ruleset, game))


PLACEMENT_SAYS: dict[str, Callable[[Ruleset], object]] = {
    "terrain": lambda s: s.buildable, "first": lambda s: (s.first_covers, s.first_next_to, s.first_along_river),
    "adjacency": lambda s: s.adjacency}
"""What each placement check that a ruleset may change says, in a ruleset."""


def _own_citations(ruleset: Ruleset, game: Game) -> dict[str, str]:
    """The ruleset's `cite`, with "" (no rule) for each check it changes from the base rulebook without citing one."""
    base = _shipped(game, "legacy-1")
    changed = {check for check, says in PLACEMENT_SAYS.items() if base is not None and says(ruleset) != says(base)}
    return {**{check: "" for check in changed}, **ruleset.cite}


SHIPPED_RULESETS = ("legacy-1", "eternal")
"""The game's own rulesets (content/games/<game>/rules), whose entries state the rules their kinds cite."""


def _entry_key(kind: str, params: Params) -> str:
    return f"{kind} {sorted((k, repr(v)) for k, v in params.items())}"


def _stated_entries(game: Game) -> frozenset[str]:
    """The entries (_entry_key) the game's shipped rulesets write without `rule:`, each the statement of
    its kind's rule there (MI-R05: a house on a beach space, +1)."""
    shipped = [ruleset for rid in SHIPPED_RULESETS if (ruleset := _shipped(game, rid))]
    return frozenset(_entry_key(item.kind, item.params) for ruleset in shipped for item in ruleset.scoring
                     if item.rule == DECLARATIONS[item.kind].computes.rule)


_BASES: PerFile[Ruleset | None] = PerFile()
_SHIPPED: PerFile[Ruleset | None] = PerFile()


def _shipped(game: Game, rid: str) -> Ruleset | None:
    """One of the game's own rulesets, read as the base rulebook (nothing to compare it with): shipped
    files, read once per process for every ruleset read against them while they stay as they were
    (base/per_file.py), not once per ruleset."""
    path = game.folder / "rules" / f"{rid}.yaml"

    def reading() -> tuple[Ruleset | None, bool]:
        return (read_ruleset(Reader(), load_file(path), game, rid, base=True) if path.is_file() else None), True

    return _BASES.get((path, display_path(path)), [path], reading, game)


def read_shipped(r: Reader, path: Path, game: Game, rid: str, language: str) -> Ruleset | None:
    """One of the game's own ruleset files (`path`), as an episode names it: read_ruleset, once per process
    while that file and the rulesets it is compared with (SHIPPED_RULESETS) stay as they were, for the same
    game and language. A reading that finds a problem is not kept: the problem is said at every reading."""
    def reading() -> tuple[Ruleset | None, bool]:
        before = len(r.problems)
        return read_ruleset(r, load_file(path), game, rid, language), len(r.problems) == before

    compared = [game.folder / "rules" / f"{base}.yaml" for base in SHIPPED_RULESETS]
    return _SHIPPED.get((path, display_path(path), rid, language), [path, *compared], reading, game)


def _scoring(r: Reader, entries: tuple[Entry, ...], when: str, own: Mapping[str, Translated],
             stated: frozenset[str] | None = None) -> tuple[ScoringItem, ...]:
    """The items as the engine takes them: what each kind computes with, its rule and the group's
    reason (else the statement of the group's own rule it cites).

    Without `rule:`, an entry cites its kind's rule (MI-R05) only if it is the entry that rule states
    (`stated`: the game's shipped rulesets; None reads those themselves); a group's own entry of that
    kind (walls on a reef space, pearls in My Island) cites LG-15, as the composable kinds do, and never
    a rule that says something else or belongs to the other game."""
    items = []
    for kind, values, pos, refused in entries:
        params = {k: v for k, v in values.items() if k not in ("kind", "rule", "reason")}
        if kind in COMPOSABLE:
            _check_payout(r, pos, kind, params, when, refused)
        rule = values["rule"] or _default_rule(kind, params, stated)
        items.append(ScoringItem(kind, params, rule, pos, values["reason"] or own.get(rule, {})))
    return tuple(items)


def _default_rule(kind: str, params: Params, stated: frozenset[str] | None) -> str:
    rule = DECLARATIONS[kind].computes.rule
    return rule if stated is None or _entry_key(kind, params) in stated else "LG-15"


def _check_payout(r: Reader, pos: Pos, kind: str, params: Params, when: str, refused: frozenset[str]) -> None:
    """Payout keys that cannot work together, or not at this moment, said where the entry is written. A payout
    `refused` where it is written (an undeclared counter, points that are no number) has said the cause: the
    entry's giving nothing, or a change left without its feature, follows from it and is not said again."""
    payout = ("points", "circles", "add", "set", "change")
    if not any(params.get(key) for key in payout) and refused.isdisjoint(payout):
        r.error(pos, _("this '%(kind)s' entry gives nothing: write points, circles, add, set or change", kind=kind))
    _check_race_and_comparison(r, pos, params, when)
    _check_bounds(r, pos, params)
    if params["once"] == "each" and when != "immediate":
        r.error(pos, _("once: each pays a thing the first time it is counted during play: put this entry in immediate "
                       "(at the end every thing is counted once anyway)"))
    change = params.get("change")
    if change is not None and "change" not in refused and len([k for k in ("add", "remove") if change.get(k)]) != 1:
        r.error(pos, _("change adds or removes one feature: {add: tamed} or {remove: dragon}"))
    if params.get("of") is not None and params.get("per") == "group":
        r.error(pos, _("of says what is counted in each group: write per: space or per: piece with it"))


def _check_race_and_comparison(r: Reader, pos: Pos, params: Params, when: str) -> None:
    """A comparison (most, fewest, rank) is made at the end, a race (first) during play, and an entry is
    one or the other."""
    compared = "most" if params["most"] else "fewest" if params["fewest"] else None
    if compared and when != "end":
        r.error(pos, _("%(key)s compares the players when the episode is over: put this entry in end", key=compared))
    if params["most"] and params["fewest"]:
        r.error(pos, _("an entry compares by most or by fewest, not both"))
    if params["rank"] and not compared:
        r.error(pos, _("rank is the place of a comparison: write most or fewest with it"))
    if params["first"] == "episode" and when != "immediate":
        r.error(pos, _("at the episode's end every player who reaches it does so at once: write first: campaign "
                       "(only the players of the first episode in which someone does), or leave first out"))
    if compared and params["first"]:
        r.error(pos, _("an entry is either a race (first) or a comparison at the end (%(key)s), not both", key=compared))


def _check_bounds(r: Reader, pos: Pos, params: Params) -> None:
    """The bounds on the count (at_least, at_most, exactly) leave some count that scores."""
    low, high = params["at_least"], min(n for n in (params["at_most"], params["exactly"], 10**9) if n is not None)
    if params["exactly"] is not None and (params["at_least"] or params["at_most"] is not None):
        r.error(pos, _("exactly says the whole count: leave at_least and at_most out"))
    elif low is not None and low > high:
        r.error(pos, _("at_least %(low)s and at_most %(high)s leave no count that scores", low=low, high=high))
