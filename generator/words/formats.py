"""Lists and dates as a native reader writes them: "Mateo, Lucía e Inés", "2 octobre 2026".

Every list of names shown to a reader (players on a home card, a tie, a tiebreak warning, the
players of an episode) goes through `join_list`; every date shown goes through `long_date`, while
pages keep the ISO date in <time datetime="...">. babel knows each language's patterns (CLDR);
Spanish "y" and "o" are changed here to "e" and "u" before the sound they would merge with
("Lucía e Inés", "siete u ocho"), which CLDR's patterns cannot say.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Literal

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
    text = _format_list(tuple(items), lang, "or" if kind == "or" else "standard")
    if lang == "es":
        last = items[-1]
        word, changed = (" y ", " e ") if kind != "or" else (" o ", " u ")
        pattern = _ES_E if kind != "or" else _ES_U
        if pattern.match(last) and text.endswith(word + last):
            text = text[: -len(word + last)] + changed + last
    return text


@lru_cache(maxsize=1024)
def _format_list(items: tuple[str, ...], lang: str, style: Literal["standard", "or"]) -> str:
    from babel.lists import format_list  # only when a list is shown: the command line starts faster

    return format_list(list(items), style=style, locale=lang)


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
