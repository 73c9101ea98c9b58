"""The record on the command line: `chronicle stats [PLAYER] [--json]`."""

from __future__ import annotations

import click

from generator.cli.group import main, speak_for
from generator.cli.language import say, speaking
from generator.repo import here
from generator.words.i18n import N_, _, listed


@main.command(short_help=N_("Each player's record across the campaigns."),
              help=N_("Each player's record across every campaign of the repository: episodes played, wins, average "
                      "score, progress per chapter, best score, head to head and points left on the table. PLAYER alone, "
                      "by any name a campaign gives them; --json for tools."))
@click.argument("player", required=False)
@click.option("--json", "as_json", is_flag=True, help=N_("One JSON object for machines."))
@click.option("--no-analysis", is_flag=True,
              help=N_("Leave out the points left on the table. (Each finished episode is analysed only once; its analysis "
                      "is then reused.)"))
def stats(player: str | None, as_json: bool, no_analysis: bool) -> None:
    import json

    from generator import campaigns
    from generator.analysis.cache import Cache, cache_folder
    from generator.record import tally, text
    from generator.record.gather import checked, counted
    from generator.words.matching import Ambiguous, nearest

    folders = campaigns.find([here.campaigns_folder()])
    if not folders:
        raise click.UsageError(say(_("no campaign folder (a folder with campaign.yaml) in %(paths)s",
                                     paths=here.campaigns_folder())))
    speak_for(*folders)
    played = checked(folders)  # a campaign that does not check: its problems, exit 1
    found = counted(played)
    try:
        person = found.person(player) if player is not None else None
    except Ambiguous as err:  # two people: never one of them chosen for the reader
        raise click.UsageError(say(err.args[0])) from None
    if player is not None and person is None:  # said before the coach takes its time
        names = [p.name for p in found.people]
        near = nearest(player, names)
        hint = _(" (did you mean '%(word)s'?)", word=near) if near else ""
        raise click.UsageError(say(_("unknown player '%(name)s'%(hint)s; players: %(players)s", name=player,
                                     hint=hint, players=listed(names))))
    if not no_analysis:  # only the episodes shown: a person's, or everyone's
        found = counted(played, Cache(cache_folder()), person.name if person else None)
        person = found.person(person.name) if person else None
    if as_json:
        click.echo(json.dumps(tally.as_json(found, person), ensure_ascii=False, indent=1))
    elif person is not None:
        click.echo(text.person_text(found, person, speaking()))
    else:
        click.echo(text.group_text(found, speaking()))
