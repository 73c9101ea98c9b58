"""Table mode's "What could have been done?" (issue 32, part 3): once the episode being played is over,
the coach's summary of each player (the best possible with the cards that came, the accuracy, the
three rounds that left the most points), asked of that episode only, in the words of `chronicle analyse`."""

from __future__ import annotations

from typing import Any

from generator.analysis import NotAnalysable, PlayerAnalysis, analyse_episode
from generator.analysis.cache import Cache, cache_folder
from generator.model import Game
from generator.report.coach import round_line, summary
from generator.table.answers import Answer, BadRequest
from generator.table.state import Table
from generator.words.i18n import Translator, _, render
from generator.words.typography import typesetter


def what_could(table: Table, t: Translator) -> Answer:
    """Each player of the current episode, once it is over: their summary line and their costliest rounds
    (analyses kept in the user's cache folder, so that asking again reads them back)."""
    snap = table.snapshot()
    campaign, result = snap.checked.campaign, snap.checked.result
    if campaign is None or result is None or snap.problems or not result.episodes:
        raise BadRequest(_("the campaign does not check out now; see the problems on the page"))
    number = result.episodes[-1].episode.number
    try:
        analysis = analyse_episode(campaign, result, number, cache=Cache(cache_folder()))
    except NotAnalysable:  # the episode is still being played
        raise BadRequest(_("episode %(n)s is still being played; the analysis will be available once it is over", n=number)) from None
    return 200, {"episode": number, "players": [_player(p, campaign.game, t) for p in analysis.players]}


def _player(player: PlayerAnalysis, game: Game, t: Translator) -> dict[str, Any]:
    typeset = typesetter(t.lang)
    rounds = [typeset(round_line(r, player, game, t)) for r in player.costliest(3)]
    if not rounds:
        rounds = [typeset(render(_("no single round could have done better with the rest as played"), t))]
    return {"name": player.name, "played": player.played, "best": player.best, "summary": typeset(render(summary(player), t)),
            "rounds": rounds}
