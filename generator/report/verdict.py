"""What the rules engine says of an FAQ example, in words: allowed or not, the points by rule, and where
the cap (LG-07) or the floor (LG-08) kept some of them from the token.

An FAQ answer says what reaches the token ("it stops at 55 and the extra point is lost"); a caption
that gave only the points scored ("+3 (MI-R05)" for a token going from 53 to 55) would contradict it.
So every rule whose points did not all move the token gets a sentence of its own after the list.
"""

from __future__ import annotations

from collections.abc import Mapping

from generator.rules.example import Verdict
from generator.words.formats import signed
from generator.words.i18n import Message, _, ngettext


def verdict_words(verdict: Verdict, titles: Mapping[str, str]) -> tuple[Message, ...]:
    """The caption's sentences; `titles` gives each rule its title in the reader's language."""
    if not verdict.legal:
        broken = "; ".join(f"{rule}, {titles[rule]}" for rule in dict.fromkeys(verdict.broken))
        return (_("The rules engine says: not allowed (%(rules)s).", rules=broken),)
    if not verdict.points:
        return (_("The rules engine says: allowed, and it scores nothing."),)
    points = ", ".join(f"{signed(gained)} ({rule})" for rule, gained in verdict.points.items())
    said = _("The rules engine says: allowed; points: %(points)s.", points=points)
    return (said, *(kept for rule in verdict.points for kept in kept_from_token(verdict, rule)))


def kept_from_token(verdict: Verdict, rule: str) -> tuple[Message, ...]:
    """What of `rule`'s points the cap or the floor kept from the token, each as a sentence."""
    gained = verdict.points[rule]
    args = {"points": signed(gained), "rule": rule}
    lost, owed, repaid = verdict.lost.get(rule, 0), verdict.owed.get(rule, 0), verdict.repaid.get(rule, 0)
    said = []
    if lost and lost == gained:  # the token sat on the cap already: nothing moves it, gains or losses
        said.append(ngettext("The %(points)s point of %(rule)s does not move the token: it is already on the cap (LG-07).",
                             "The %(points)s points of %(rule)s do not move the token: it is already on the cap (LG-07).",
                             abs(gained), **args))
    elif lost:
        said.append(ngettext("Of the %(points)s points of %(rule)s, %(n)s is lost to the cap (LG-07).",
                             "Of the %(points)s points of %(rule)s, %(n)s are lost to the cap (LG-07).", lost, n=lost, **args))
    if owed and owed == -gained:
        said.append(ngettext("The %(points)s point of %(rule)s is owed: the token is already on 0 (LG-08).",
                             "The %(points)s points of %(rule)s are owed: the token is already on 0 (LG-08).",
                             owed, **args))
    elif owed:
        said.append(ngettext("Of the %(points)s points of %(rule)s, %(n)s is owed: the token stops at 0 (LG-08).",
                             "Of the %(points)s points of %(rule)s, %(n)s are owed: the token stops at 0 (LG-08).", owed,
                             n=owed, **args))
    if repaid and repaid == gained:
        said.append(ngettext("The %(points)s point of %(rule)s pays off debt and does not move the token (LG-08).",
                             "The %(points)s points of %(rule)s pay off debt and do not move the token (LG-08).", gained,
                             **args))
    elif repaid:
        said.append(ngettext("Of the %(points)s points of %(rule)s, %(n)s pays off debt first (LG-08).",
                             "Of the %(points)s points of %(rule)s, %(n)s pay off debt first (LG-08).", repaid, n=repaid,
                             **args))
    return tuple(said)
