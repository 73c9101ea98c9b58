"""The command that shows the guides shipped with chronicle: the files a group writes, and the
words of the envelopes' rules, in the run's language."""

from __future__ import annotations

import sys

import click

from generator.base.shipped import CONTENT
from generator.cli.group import main
from generator.cli.language import say, speaking, typeset
from generator.words import matching
from generator.words.i18n import N_, Quoted, _, listed, quoted_all
from generator.words.typography import french_markdown

GUIDES = CONTENT / "guide"
_ALIASES = {"formatos": "formats", "archivos": "formats", "fichiers": "formats", "files": "formats",
            "sobres": "envelopes", "enveloppes": "envelopes", "sobre": "envelopes", "enveloppe": "envelopes"}
"""A guide's name in each language, as a Spanish or French reader may type it (`chronicle guide sobres`)."""
TOPICS = {"formats": N_("the files of a campaign: campaign.yaml, episodes, boards, pieces, rulesets"),
          "envelopes": N_("what to write when you open an envelope: new words, places, pieces and scoring")}


@main.command(short_help=N_("Show a guide: formats or envelopes."), help=N_("Show a guide shipped with chronicle, in your language: formats or envelopes.\n\n"
                      "Without TOPIC, the list of guides."))
@click.argument("topic", required=False)
def guide(topic: str | None) -> None:
    t = speaking()
    if topic is None:
        click.echo(typeset("\n".join(f"{name:<10} {t.gettext(about)}" for name, about in TOPICS.items())))
        return
    topic = _ALIASES.get(matching.fold(topic), topic)
    if topic not in TOPICS:
        raise click.UsageError(say(_("no guide named %(topic)s; the guides are %(topics)s", topic=Quoted(topic),
                                     topics=listed(quoted_all(TOPICS)))))
    text = (GUIDES / t.lang / f"{topic}.md").read_text(encoding="utf-8")
    if t.lang == "fr":  # set in the file already (it is read raw too); an ordinary space a later edit brings is set here
        text = french_markdown(text)
    if sys.stdout.isatty():  # a guide is long: a terminal pages it; a pipe or a file gets it whole
        click.echo_via_pager(text)
    else:
        click.echo(text)
