"""The record in plain words, as `chronicle stats` prints it: the group as a table, or one person."""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction

from generator.record.facts import Appearance
from generator.record.tally import Person, Record
from generator.words.editions import progress
from generator.words.formats import MINUS, long_date
from generator.words.i18n import Listed, Message, Translator, _, listed, ngettext, render
from generator.words.typography import typesetter


def mean(value: Fraction, lang: str) -> str:
    """An average as a reader of `lang` writes it, to one decimal: 11.6, 11,6, −2,5."""
    shown = (Decimal(value.numerator) / Decimal(value.denominator)).quantize(Decimal("0.1"), ROUND_HALF_UP)
    text = str(shown).replace("-", MINUS)
    return text.replace(".", ",") if lang in ("es", "fr") else text


def where(found: Record, appearance: Appearance) -> Message:
    """"Reef Raiders, episode 3"; an Eternal game's games are games."""
    f = found.campaign(appearance.campaign)
    if f.mode == "eternal":
        return _("%(title)s, game %(n)s", title=f.title, n=appearance.episode)
    return _("%(title)s, episode %(n)s", title=f.title, n=appearance.episode)


def played(person: Person) -> Message | Listed:
    """"5 episodes", "1 game", "5 episodes and 1 game": legacy episodes and Eternal games apart."""
    counted = [ngettext("%(num)s episode", "%(num)s episodes", person.episodes, num=person.episodes)] if person.episodes or not person.games else []
    counted += [ngettext("%(num)s game", "%(num)s games", person.games, num=person.games)] if person.games else []
    return counted[0] if len(counted) == 1 else listed(counted)


def group_text(found: Record, tr: Translator) -> str:
    """Every person on one line: played, wins, average, the points left on the table in all (as the site's
    group table, when the coach looked at any episode), best."""
    heading = _("The record of %(people)s in %(campaigns)s",
                people=ngettext("%(num)s player", "%(num)s players", len(found.people), num=len(found.people)),
                campaigns=ngettext("%(num)s campaign", "%(num)s campaigns", len(found.campaigns), num=len(found.campaigns)))
    coached = found.coached
    header = [render(_("Player"), tr), render(_("Played"), tr), render(_("Wins"), tr), render(_("Average"), tr),
              *([render(_("Points left in all"), tr)] if coached else []), render(_("Best score"), tr)]
    rows = [[p.name, str(p.played), str(p.wins), mean(p.average, tr.lang) if p.average is not None else "–",
             *([str(p.left_in_all) if p.left_in_all is not None else "–"] if coached else []),
             render(_("%(score)s (%(where)s)", score=_number(p.best.score), where=where(found, p.best)), tr) if p.best else "–"]
            for p in found.people]
    return typesetter(tr.lang)("\n".join([render(heading, tr), "", *_table([header, *rows])]))


def _table(rows: Sequence[Sequence[str]]) -> list[str]:
    """Columns as wide as their widest cell: names and the last column to the left, figures to the right."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    last = len(widths) - 1
    return ["  ".join(cell.ljust(widths[i]) if i in (0, last) else cell.rjust(widths[i]) for i, cell in enumerate(row)).rstrip()
            for row in rows]


def _number(n: int) -> str:
    return f"{MINUS}{-n}" if n < 0 else str(n)


def person_text(found: Record, person: Person, tr: Translator) -> str:
    """One person: the summary line, the best episode, progress per chapter, head-to-head, points left."""
    lines = [render(_summary(person, tr), tr)]
    best = person.best
    if best is not None:
        when = f", {long_date(datetime.date.fromisoformat(best.date), tr.lang)}" if best.date else ""
        lines.append(render(_("Best score: %(score)s (%(where)s%(when)s)", score=_number(best.score), where=where(found, best),
                              when=when), tr))
    if person.chapters:
        lines += ["", render(_("Progress per chapter"), tr)]
        for c in person.chapters:
            chapters = ", ".join(render(_("chapter %(n)s: %(num)s", n=n, num=k), tr) for n, k in c.circles)
            lines.append("  " + render(_("%(title)s: %(total)s (%(chapters)s)", title=found.campaign(c.campaign).title,
                                         total=progress(c.game, c.total), chapters=chapters), tr))
    if person.meetings:
        lines += ["", render(_("Head to head"), tr)]
        # times, said: a bare «3 por delante» reads as points or places ahead (es review 12, F4)
        lines += ["  " + render(ngettext("against %(name)s: %(ahead)s time ahead, %(behind)s behind",
                                         "against %(name)s: %(ahead)s times ahead, %(behind)s behind", m.ahead,
                                         name=m.other, ahead=m.ahead, behind=m.behind), tr) for m in person.meetings]
    if person.left:
        lines += ["", render(_("Points left on the table"), tr)]
        lines += ["  " + render(_("%(where)s: %(left)s (%(score)s of %(best)s possible)", where=where(found, a),
                                  left=_number(a.left or 0), score=_number(a.score), best=_number(a.best or 0)), tr)
                  for a in person.left]
    return typesetter(tr.lang)("\n".join(lines))


def _summary(person: Person, tr: Translator) -> Message:
    """"Beatriz (also Bea): 5 episodes in 2 campaigns; 1 win; average score 10.6"."""
    others = sorted({a.name for a in person.appearances} - {person.name})
    name = render(_("%(name)s (also %(names)s)", name=person.name, names=listed(others)), tr) if others else person.name
    campaigns = ngettext("%(num)s campaign", "%(num)s campaigns", len(person.campaigns), num=len(person.campaigns))
    if person.average is None:
        return _("%(name)s: nothing finished yet in %(campaigns)s", name=name, campaigns=campaigns)
    return _("%(name)s: %(played)s in %(campaigns)s; %(wins)s; average score %(average)s", name=name, played=played(person),
             campaigns=campaigns, wins=ngettext("%(num)s win", "%(num)s wins", person.wins, num=person.wins),
             average=mean(person.average, tr.lang))
