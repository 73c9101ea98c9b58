"""The coach on the command line: `chronicle analyse CAMPAIGN EPISODE [PLAYER] [--json]`."""

from __future__ import annotations

import json
from pathlib import Path

import click

from generator.cli.arguments import CAMPAIGN, CampaignCommand
from generator.cli.group import Failed, checked_campaign, main
from generator.cli.language import as_error, say, speaking
from generator.words.held import not_held
from generator.words.i18n import N_, Message, _, listed
from generator.words.matching import Ambiguous, match


@main.command(short_help=N_("What each player could have done in an episode."), cls=CampaignCommand,
              help=N_("After an episode: for each player (or PLAYER alone), every round's best alternative with the "
                      "points it would have made, the best score possible with the cards that came and its plan, and "
                      "the accuracy (played / best)."))
@click.argument("campaign", type=CAMPAIGN)
@click.argument("episode", type=int)
@click.argument("player", required=False)
@click.option("--json", "as_json", is_flag=True, help=N_("One JSON object for machines."))
def analyse(campaign: Path, episode: int, player: str | None, as_json: bool) -> None:
    from generator.analysis import NotAnalysable, analyse_episode
    from generator.analysis.cache import Cache, cache_folder
    from generator.report.coach import as_text

    checked = checked_campaign(campaign)  # a campaign that does not check: its problems, exit 1
    players = []
    if player is not None:
        names = [p.name for e in checked.result.episodes if e.episode.number == episode for p in e.players]
        try:
            found, note = match(player, names, _("player"))
        except Ambiguous as err:
            raise click.UsageError(say(err.args[0])) from None
        if note:
            click.echo(say(note), err=True)
        players = [found]
    try:
        analysis = analyse_episode(checked.campaign, checked.result, episode, players, cache=Cache(cache_folder()))
    except NotAnalysable as err:
        if err.args[0] == "not-over":
            raise Failed(as_error(say(_not_analysable(err)))) from None
        raise click.UsageError(say(_not_analysable(err))) from None
    if as_json:
        click.echo(json.dumps(analysis.as_json(), ensure_ascii=False, indent=1))
    else:
        click.echo(as_text(checked.campaign, analysis, speaking()))


def _not_analysable(err: Exception) -> Message:
    """Why the coach has nothing to say of that episode or player, in words."""
    what, values = err.args
    if what == "no-player":
        return _("unknown player '%(name)s' in episode %(n)s; players: %(players)s", name=values["player"], n=values["episode"],
                 players=listed(values["players"]))
    if what == "not-over":
        return _("episode %(n)s is still being played; the analysis will be available once it is over", n=values["episode"])
    return not_held(values["episode"], values["first"], values["last"])
