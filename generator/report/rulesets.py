"""A ruleset read back, as `chronicle rules` prints it: what generator/rulebook says, laid out for a terminal."""

from __future__ import annotations

from collections.abc import Sequence

from generator.model import Game
from generator.rulebook.readback import Line, ReadBack
from generator.words.editions import context
from generator.words.i18n import Message, Quoted, Translator, _, render
from generator.words.typography import typesetter

INDENT = "  "


def as_text(readbacks: Sequence[ReadBack], game: Game, tr: Translator) -> str:
    """Each ruleset in words, one after the other, every sentence with the rule it cites."""
    return typesetter(tr.lang)("\n\n".join(_ruleset(readback, game, tr) for readback in readbacks))


def _ruleset(rb: ReadBack, game: Game, tr: Translator) -> str:
    name = Quoted(render(rb.names, tr))
    if not rb.file:
        heading = _("%(name)s (%(written)s, shipped with chronicle)", name=name, written=rb.written)
    elif rb.written:
        heading = _("%(name)s (%(written)s, file %(file)s)", name=name, written=rb.written, file=rb.file)
    else:  # written inline in an episode
        heading = _("%(name)s (file %(file)s)", name=name, file=rb.file)
    lines = [render(heading, tr), INDENT + render(rb.used, tr), ""]
    lines.append(render(Message("Placing pieces", context=context(game)), tr))
    lines += [_line(line, tr) for line in rb.placing]
    lines += ["", render(_("Token, passing and the deck"), tr)]
    lines += [_line(line, tr) for line in (*rb.turns, rb.deck)]
    lines += ["", render(_("Scoring"), tr)]
    for section in rb.scoring:
        lines.append(f"{INDENT}{render(section.heading, tr)} [{section.rule}]")
        for entry in section.entries:
            lines.append(f"{INDENT * 2}- {render(entry.sentence, tr)} [{entry.rule}]")
            if entry.reason:
                lines.append(INDENT * 3 + render(_("the group's reason: %(reason)s", reason=Quoted(render(entry.reason, tr))), tr))
    lines.append(_line(rb.assessment, tr))
    if rb.own_rules:
        lines += ["", render(_("The group's own rules"), tr)]
        lines += [f"{INDENT}{rule}  {render(text, tr)}" for rule, text in rb.own_rules]
    return "\n".join(lines)


def _line(line: Line, tr: Translator) -> str:
    text = INDENT + render(line.text, tr)
    return f"{text} [{line.rule}]" if line.rule else text
