"""A ruleset's own examples (`examples:`), judged where a campaign meets its rulesets.

Each example is played through the engine (generator.rules.ruleset_examples) on its own small board
or the campaign's, and whatever the engine finds otherwise than the example expects is an error at
the line that expects it, in the words of the campaign's game and the reader's language
(generator/problems/findings.py). Reading an example is the vocabulary's (generator.vocabulary.examples).
"""

from __future__ import annotations

from generator.model import Board, Campaign, Example, Game, Ruleset
from generator.problems import Problem
from generator.vocabulary.reader import Reader
from generator.words.i18n import Named, Text, _


def check_campaign(campaign: Campaign) -> list[Problem]:
    """The examples of every ruleset the campaign's episodes play, each ruleset once, on the campaign's board."""
    problems: list[Problem] = []
    seen: set[int] = set()
    for episode in campaign.episodes:
        if id(episode.ruleset) not in seen:
            seen.add(id(episode.ruleset))
            problems += check_examples(episode.ruleset, campaign.game, campaign.board)
    return problems


def check_examples(ruleset: Ruleset, game: Game, board: Board | None) -> list[Problem]:
    """Every failure of `ruleset`'s examples; those without a board of their own are played on `board`
    (the campaign's), or not at all when there is none (a ruleset read on its own)."""
    r = Reader()
    if not ruleset.examples:  # most rulesets: the engine's examples and their words are not imported
        return r.problems
    from generator.problems import findings
    from generator.rules.ruleset_examples import judge

    for example in ruleset.examples:
        on = example.board or board
        if on is not None and _features_fit(r, example, on):
            for fault in judge(example, game, on, ruleset):
                r.error(fault.pos, findings.message(fault.finding, game), fault.rule or None)
    return r.problems


def _features_fit(r: Reader, example: Example, board: Board) -> bool:
    """Whether every feature the example adds stands on a space of the board it is played on."""
    named: Text = Named(board.name) if example.board is None else _("example %(n)s", n=example.number)
    off = [cell for cells in example.features.values() for cell in cells if cell not in board.terrain]
    for cell in off:
        r.error(example.where["features"], _("%(what)s '%(name)s' is not a space of the board '%(board)s'", what=_("cell"),
                                             name=board.grid.name(cell), board=named))
    return not off
