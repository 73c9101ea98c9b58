"""The coach: what each player could have done, round by round and over the whole episode.

For each player of an episode that is over: every legal action of each round's card valued by the
episode's end (the **value**: the player's score, token less debt, C-5, had that action been taken and
their later actions stayed as logged), the **best alternative** of each round, the **best in hindsight**
with the cards that came (a search over the whole episode) and its **plan**, and the **accuracy**
(played / best). See docs/DESIGN.md "The coach".

It asks the rules engine only through its public API (generator.rules.solo plays one player's episode
again, the others' as logged) and knows nothing of YAML, HTML or words: an action is written as
`chronicle add` takes it (C4r2, pass, stop) and everything else is numbers and scoring items, which the
command line and the site put into words.
"""

from __future__ import annotations

from generator.analysis.coach import (
           NotAnalysable,
           analyse_campaign,
           analyse_episode,
           analyse_player,
           best_scores,
           unanalysed,
)
from generator.analysis.results import Act, EpisodeAnalysis, PlanStep, PlayerAnalysis, RoundAnalysis, difference
from generator.analysis.search import BEAM, EXHAUSTIVE

__all__ = ["BEAM", "EXHAUSTIVE", "Act", "EpisodeAnalysis", "NotAnalysable", "PlanStep", "PlayerAnalysis", "RoundAnalysis",
           "analyse_campaign", "analyse_episode", "analyse_player", "best_scores", "difference", "unanalysed"]
