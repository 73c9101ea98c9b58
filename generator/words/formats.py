"""Lists and dates as a native reader writes them: "Mateo, Lucía e Inés", "2 octobre 2026".

Every list of names shown to a reader (players on a home card, a tie, a tiebreak warning, the
players of an episode) goes through `join_list`; every date shown goes through `long_date`, while
pages keep the ISO date in <time datetime="...">. Lists follow CLDR's patterns for our three
languages, written out below (tests/words check them against babel's) so that a command that lists
names, such as check's summary, does not load babel; Spanish "y" and "o" are changed here to "e" and
"u" before the sound they would merge with ("Lucía e Inés", "siete u ocho"), which CLDR cannot say.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from functools import lru_cache

_ES_E = re.compile(r"^(?:[iíIÍ]|[hH][iíIÍ](?![aeouáéóúAEOUÁÉÓÚ]))")
"""A word that starts with the sound of "i" (Inés, Hilario, not hielo): "y" becomes "e" before it."""
_ES_U = re.compile(r"^[hH]?[oóOÓ]")
"""A word that starts with the sound of "o" (Olga, Horacio): "o" becomes "u" before it."""


def join_list(items: Sequence[str], lang: str, kind: str = "and") -> str:
    """`items` joined as `lang` lists them, with "and" (the default) or "or" before the last one."""
    items = [str(item) for item in items]
    if len(items) < 2:
        return "".join(items)
    lang = lang if lang in ("es", "fr") else "en"
    word = _LAST_WORD[lang, "or" if kind == "or" else "and"]
    if lang == "es" and (_ES_E if kind != "or" else _ES_U).match(items[-1]):
        word = "e" if kind != "or" else "u"
    last = f", {word} " if lang == "en" and len(items) > 2 else f" {word} "  # English's serial comma
    return ", ".join(items[:-1]) + last + items[-1]


_LAST_WORD = {("es", "and"): "y", ("es", "or"): "o", ("fr", "and"): "et", ("fr", "or"): "ou",
              ("en", "and"): "and", ("en", "or"): "or"}
"""The word before the last item, as CLDR's standard and "or" list patterns give it."""


@lru_cache(maxsize=4096)
def long_date(date: datetime.date, lang: str) -> str:
    """A date as a reader of `lang` writes it in running text: "2 de octubre de 2026", "2 octobre 2026",
    "October 2, 2026"."""
    from babel.dates import format_date

    text = format_date(date, format="long", locale=lang if lang in ("es", "fr") else "en")
    if lang == "fr":  # "1er janvier", as French writes the first of a month; "16 octobre 2026" never broken
        text = ("1er" + text[1:] if date.day == 1 else text).replace(" ", "\u00a0")
    return text


MINUS = "\u2212"
"""The minus sign people read in points (−3), not the hyphen a file or a command line takes (-3)."""


def signed(n: int) -> str:
    """Points as people read them, always signed, as table mode shows them: "+2", "−3" (U+2212), and
    "±0": a nought takes no plus (review 8, es Y1)."""
    return f"{MINUS}{-n}" if n < 0 else f"+{n}" if n else "±0"


def number(n: int) -> str:
    """A count of points as people read it: "33", "−33" (U+2212), never the hyphen of a file; a plural
    agrees with its size, abs(n) ("−33 points", never "−33 point" as French's n > 1 would have it)."""
    return f"{MINUS}{-n}" if n < 0 else str(n)
