"""French elision: "de" before a name that starts with a vowel ("le plateau d'Inés"), and the curly
apostrophe of an elided word in prose ("l’île"), never in an address, a path or code."""

from __future__ import annotations

import re
from collections.abc import Mapping

_DE = re.compile(r"\b([dD])e %\((\w+)\)s")
_VOWEL = frozenset("aeiouyàâäéèêëîïôöùûüœæ")
"""What "de" elides before: a vowel; never h, which French names sound (Hannah, Hugo) or not."""


CODE = frozenset({"key"})
"""Placeholders that hold a YAML key, code a player copies as it is: "d'immediate" would read as French."""


def french_de(template: str, values: Mapping[str, object]) -> str:
    """A French template whose "de %(name)s" elides before a name that starts with a vowel: "le
    plateau d'Inés", "le plateau de Mateo". Applied before the values are put in, so that only a
    value's own first letter decides, never text the template wrote itself."""
    if "e %(" not in template:
        return template

    def elided(match: re.Match[str]) -> str:
        value = str(values.get(match[2], ""))
        if NOT_PROSE.search(value) or match[2] in CODE:  # not said: "retiré de ok/episodes/04.yaml", "de immediate"
            return match[0]
        return f"{match[1]}'%({match[2]})s" if value[:1].lower() in _VOWEL else match[0]

    return _DE.sub(elided, template)


def elides(word: str) -> bool:
    """Whether French elides "le", "la" and "de" before `word`: "de l'île du Nord", "d'Inés"."""
    return word[:1].lower() in _VOWEL


APOSTROPHE = "\u2019"
_ELISION = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")
"""A straight apostrophe between two letters: French elides ("l'île", "qu'un", "aujourd'hui")."""
NOT_PROSE = re.compile(r"[/\\=<>@]|://")
"""A word with one of these is an address, a path or code: its apostrophes stay straight."""
_WORD = re.compile(r"[^\s\u00ab\u00bb]+")
"""A word, as far as its apostrophes go: guillemets bound it, as the space the spacing puts beside them will."""


def apostrophes(text: str) -> str:
    """Prose with its elisions' apostrophes set curly ("l’île"), except in a word that is an address,
    a path or code."""
    if "'" not in text:
        return text
    return _WORD.sub(_word_apostrophes, text)


_LEADING_ELISION = re.compile(r"^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu)'(?=[^\W\d_])", re.IGNORECASE)
"""French's elided word before a path or an address a message wrote itself ("l'adresse") elides in prose."""


def _word_apostrophes(m: re.Match[str]) -> str:
    word = m[0]
    if "'" not in word:
        return word
    if NOT_PROSE.search(word):  # a path or code keeps its own apostrophes; the French elision before it is prose
        elided = _LEADING_ELISION.match(word)
        return word if elided is None else word[:elided.end() - 1] + APOSTROPHE + word[elided.end():]
    return _ELISION.sub(APOSTROPHE, word)


def apostrophes_outside(text: str, code: re.Pattern[str]) -> str:
    parts, done = [], 0
    for m in code.finditer(text):
        parts += [apostrophes(text[done:m.start()]), m[0]]
        done = m.end()
    return "".join(parts) + apostrophes(text[done:])
