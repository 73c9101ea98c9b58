"""The plural of a group's own word that gives none (its vocabulary's `plural:`), where the language's regular
rule is sure: « les phares », «los faros», "lighthouses", rather than « les éléments phare ».

Only a single lower-case word is put in the plural (a label such as "Faro" or a name of several words, « grand-place »,
«plaza mayor», is not), and only by the endings whose plural is regular; any other word gives None, and the sentence
names it through a noun of chronicle's whose plural it knows (« éléments X »), never a guessed form.
"""

from __future__ import annotations

import re

_WORD = re.compile(r"^[a-zà-ÿñ]+$")
_ES_STRESSED = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"}


def regular_plural(word: str, lang: str) -> str | None:
    """`word`'s plural by the regular rule of `lang` (es, fr, en), or None where the rule is not sure."""
    if not _WORD.match(word) or len(word) < 2:
        return None
    return {"fr": _french, "es": _spanish, "en": _english}.get(lang, lambda _word: None)(word)


def _french(word: str) -> str | None:
    if word.endswith(("s", "x", "z")):
        return word
    if word.endswith(("eau", "au", "eu")):
        return None if word.endswith(("pneu", "bleu", "landau")) else word + "x"
    if word.endswith(("al", "ail", "ou")):  # cheval/chevaux but festival/festivals; bijou/bijoux but trou/trous
        return None
    return word + "s"


def _spanish(word: str) -> str | None:
    last, before = word[-1], word[-2]
    if last in "aeo" or (last in "áéó"):
        return word + "s"
    if last in "iu" and before not in "aeiou":  # «espíritu» but not «rey»
        return word + "s"
    if last == "z":
        return word[:-1] + "ces"
    if last in "ns" and before in _ES_STRESSED:  # «balón», «balones»: the stress stays, its accent goes
        return word[:-2] + _ES_STRESSED[before] + last + "es"
    if last in "lrdj":  # «árbol», «árboles»
        return word + "es"
    return None  # «joven», «jóvenes»; «lunes»: an unaccented n or s moves or keeps the stress


def _english(word: str) -> str | None:
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2] not in "aeiou":
        return word[:-1] + "ies"
    if word.endswith(("f", "fe", "o")):  # leaf/leaves, knife/knives, hero/heroes: not regular
        return None
    return word + "s"
