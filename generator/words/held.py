"""Which episodes a log holds, said when one asked for is not there: never "episodes 1 to 1", nor "1 to 2"."""

from __future__ import annotations

from generator.words.i18n import Message, _


def not_held(n: int, first: int, last: int, next: int | None = None) -> Message:
    """Episode `n` is not in a log of episodes `first` to `last`; `next` is the one that may be started, when said."""
    if next is not None:
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
