"""The command that reads a campaign's rulesets back in words: `chronicle rules CAMPAIGN [RULESET]`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from generator.cli.arguments import CAMPAIGN, CampaignCommand
from generator.cli.group import Failed, checked_campaign, main
from generator.cli.language import say, speaking
from generator.model import Campaign, Ruleset
from generator.problems import report
from generator.repo import here
from generator.words.i18n import N_

if TYPE_CHECKING:  # the read-back is imported when the command runs
    from generator.rulebook.readback import Used


class RulesCommand(CampaignCommand):
    """CAMPAIGN may be left out inside a campaign folder, also before a ruleset's name
    (`chronicle rules chapter-3` inside campaigns/isla/)."""

    def _left_out(self, ctx: click.Context, args: list[str]) -> bool:
        if super()._left_out(ctx, args):
            return True
        return len(args) == 1 and not args[0].startswith("-") and here.campaign_named(args[0]) is None


@main.command(short_help=N_("Read a campaign's rulesets back in words."), cls=RulesCommand,
              help=N_("Read back in words each ruleset CAMPAIGN uses, or RULESET alone (a name such as legacy-1, or a path "
                      "inside the campaign such as rules/ch3.yaml): where tiles or buildings may go, passing, the deck and "
                      "every scoring entry as a sentence, with the rule it cites, to compare with the envelope."))
@click.argument("campaign", type=CAMPAIGN)
@click.argument("ruleset", required=False)
def rules(campaign: Path, ruleset: str | None) -> None:
    from generator.report.rulesets import as_text
    from generator.rulebook.readback import read_back, used_rulesets

    checked = checked_campaign(campaign)  # a campaign that does not check: its problems, exit 1
    played = checked.campaign
    used = used_rulesets(played)
    if ruleset is None:
        chosen = [read_back(u.ruleset, played.game, u.episodes, u.slug, played.mode, played.folder,
                             len(played.seats)) for u in used]
    else:
        found = _named(played, campaign, ruleset, used)
        match = next((u for u in used if u.ruleset is found), None)
        chosen = [read_back(found, played.game, match.episodes if match else (), match.slug if match else "", played.mode,
                            played.folder, len(played.seats))]
    click.echo(as_text(chosen, played.game, speaking()))


def _named(played: Campaign, folder: Path, text: str, used: list[Used]) -> Ruleset:
    """The ruleset `text` names: one the episodes use (by its name, its page's name or its file), else one
    the campaign could use, read and checked as the episodes' are; a usage error naming those that exist."""
    for u in used:
        if text in (u.ruleset.id, u.slug):
            return u.ruleset
    from generator.validate.rulesets import ruleset_in

    path, read, problems = ruleset_in(folder, played.game, played.language, text)
    if path is None:  # an unknown name or a path outside the campaign: said as locate says it, rulesets named
        raise click.UsageError(say(problems[0].message) if problems else text)  # the sentence names the ruleset itself
    for u in used:
        if u.ruleset.id != "inline" and Path(u.ruleset.pos.file).resolve() == path:
            return u.ruleset
    errors = [p for p in problems if not p.is_warning]
    if errors or read is None:
        raise Failed(report(errors or problems, speaking()))
    return read

