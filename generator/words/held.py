"""Which episodes a log holds, said when one asked for is not there: never "episodes 1 to 1", nor "1 to 2"."""

from __future__ import annotations

from generator.words.i18n import Message, _


def not_held(n: int, first: int, last: int, says_next: bool = False) -> Message:
    """Episode `n` is not in a log of episodes `first` to `last`; with `says_next`, the one that may be started (`last` + 1)."""
    if says_next:
        next = last + 1
        if first == last:
            return _("no episode %(n)s: the log holds only episode %(first)s; the next is %(next)s", n=n, first=first, next=next)
        if last == first + 1:
            return _("no episode %(n)s: the log holds episodes %(first)s and %(last)s; the next is %(next)s", n=n, first=first,
                     last=last, next=next)
        return _("no episode %(n)s: the log holds episodes %(first)s to %(last)s; the next is %(next)s", n=n, first=first,
                 last=last, next=next)
    if first == last:
        return _("no episode %(n)s: the log holds only episode %(first)s", n=n, first=first)
    if last == first + 1:
        return _("no episode %(n)s: the log holds episodes %(first)s and %(last)s", n=n, first=first, last=last)
    return _("no episode %(n)s: the log holds episodes %(first)s to %(last)s", n=n, first=first, last=last)


def not_logged(first: int, last: int, number: int) -> Message:
    """Why episode `number` is not in a log of episodes `first` to `last` (board and score's words): never "episodes 1 to 1",
    nor "1 to 2"."""
    if first == last:
        return _("the campaign has only episode %(first)s, not %(number)s", first=first, number=number)
    if last == first + 1:
        return _("the campaign has episodes %(first)s and %(n)s, not %(number)s", first=first, n=last, number=number)
    return _("the campaign has episodes %(first)s to %(n)s, not %(number)s", first=first, n=last, number=number)
