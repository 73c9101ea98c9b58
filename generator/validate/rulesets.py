"""The ruleset an episode names (inline, by name or by path), read once per campaign, and the rule IDs it
cites checked against the registry."""

from __future__ import annotations

from pathlib import Path

from generator.load.nodes import Node, load_file
from generator.model import Game, Pos, Ruleset
from generator.problems import Problem, Problems
from generator.validate import combination
from generator.validate.components import locate
from generator.validate.content import rule_ids
from generator.validate.context import Context
from generator.validate.ruleset import read_ruleset, read_shipped
from generator.vocabulary.reader import Reader, suggest
from generator.words.editions import said
from generator.words.i18n import _


def fits_mode(ruleset: str, mode: str) -> bool:
    """Whether an episode of a campaign in `mode` may name this ruleset: the shipped `eternal` is the
    board's back, a game of its own, never a legacy episode's."""
    return not (ruleset == "eternal" and mode == "legacy")


def episode_ruleset(r: Reader, node: Node, ctx: Context) -> combination.Chosen | None:
    """The episode's ruleset: written inline, a name (see `locate`) or a path inside the campaign."""
    if node.is_map:
        ruleset = _check_rule_ids(r, read_ruleset(r, node, ctx.game, "inline", ctx.language))
        return combination.Chosen(ruleset, False, node.pos) if ruleset is not None else None
    text = r.word(node, "rules")
    if text is None:
        return None
    if not fits_mode(text, ctx.mode):  # one slip in a list of rulesets, and a whole episode scored wrong
        r.error(node.pos, said(ctx.game, "the Eternal game's rules are for a campaign of `mode: eternal`, on the back of the board; "
                                 "a legacy episode names its chapter's ruleset, such as legacy-1"))
        return None
    if text not in ctx.rulesets:
        ctx.rulesets[text] = _named_ruleset(r, node, ctx, text)
    read = ctx.rulesets[text]
    return combination.Chosen(read[0], read[1], node.pos) if read is not None else None


def _named_ruleset(r: Reader, node: Node, ctx: Context, text: str) -> tuple[Ruleset, bool] | None:
    found = locate(r, node, text, ctx.folder, ctx.game, "rules")
    if found is None:
        return None
    path, shipped = found
    try:
        read = read_shipped(r, path, ctx.game, text, ctx.language) if shipped else \
            read_ruleset(r, load_file(path), ctx.game, text, ctx.language)
        ruleset = _check_rule_ids(r, read)
    except Problems as err:
        r.problems.extend(err.problems)
        return None
    return (ruleset, shipped) if ruleset is not None else None


def ruleset_in(folder: Path, game: Game, language: str, text: str) -> tuple[Path | None, Ruleset | None, list[Problem]]:
    """A ruleset the campaign in `folder` could use, named as an episode names it (a name, or a path inside
    the campaign), read and checked as the episodes' are, though no episode uses it yet: its file (None
    when `text` names none), the ruleset (None when it does not read) and the problems found."""
    r = Reader()
    found = locate(r, Node(text, Pos("")), text, folder.resolve(), game, "rules")
    if found is None:
        return None, None, r.problems
    path = found[0].resolve()
    try:
        return path, _check_rule_ids(r, read_ruleset(r, load_file(path), game, text, language)), r.problems
    except Problems as err:
        return path, None, [*r.problems, *err.problems]


def _check_rule_ids(r: Reader, ruleset: Ruleset | None) -> Ruleset | None:
    """Every rule a ruleset cites is chronicle's (the registry) or its own (`own_rules`), never both."""
    if ruleset is not None:
        registry = rule_ids()
        known = (*registry, *ruleset.own_rules)
        for rule in ruleset.own_rules:
            if rule in registry:
                r.error(ruleset.where.get("own_rules", ruleset.pos),
                        _("'%(rule)s' is a rule of chronicle's registry; give the envelope's rule an ID of its own, such "
                          "as CH2-1", rule=rule))
        cited = [(item.rule, item.pos) for item in ruleset.scoring]
        cited += [(rule, ruleset.where.get("cite", ruleset.pos)) for rule in ruleset.cite.values() if rule]
        for rule, pos in cited:
            if rule not in known:
                r.error(pos, _("rule '%(rule)s' is neither in the rule registry nor in this ruleset's own_rules%(hint)s",
                               rule=rule, hint=suggest(rule, known)))
    return ruleset
