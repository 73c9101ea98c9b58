"""Noun phrases that agree: a head noun, the words that qualify it and a determiner, said in the
reader's language.

"Each covered Reef space", "cada espacio de Arrecife cubierto", "chaque case Récif recouverte": the
head is one of chronicle's own nouns (a space, a tile, a building, a group) or one of the game's
words (a house, a statue, a group's lighthouse); what qualifies it comes from a condition's keys
(generator/rulebook/conditions.py). Spanish and French put the head first and make its adjectives
agree with it: an agreeing word is said under the msgctxt of the head's gender and number
("feminine plural"), as the catalogue gives it. A game's word agrees by its `genders` (game.yaml, or a
group's vocabulary); one whose gender a language does not know is said through a noun of chronicle's
whose gender it knows ("un elemento Faro", "un símbolo de X"), never with a guessed article.

Everything here is a message argument: `Spoken` is shown in the reader's language when the sentence
holding it is, like every Message.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field

from generator.model import Term
from generator.words.editions import context
from generator.words.elision import french_de
from generator.words.i18n import N_, Message, Translator, listed, pgettext, render
from generator.words.plurals import regular_plural

MASCULINE, FEMININE = "masculine", "feminine"


def agreement(gender: str | None, plural: bool) -> str | None:
    """The msgctxt an agreeing word is said under: "feminine", "masculine plural"...; None where the
    language has no gender for the head (English)."""
    if gender is None:
        return None
    return f"{gender} plural" if plural else gender


def said(tr: Translator, template: str, values: Mapping[str, object], context: str | None = None,
         plural: str | None = None, count: int = 1) -> str:
    """`template` (a msgid) in the reader's words with `values` put in, French "de" elided before a vowel."""
    text = tr.ngettext(template, plural, count, context) if plural else _gettext(tr, template, context)
    words = {key: render(value, tr) for key, value in values.items()}
    if tr.lang == "fr":
        text = french_de(text, words)
    return _squeezed(text % words) if words else text


def _gettext(tr: Translator, template: str, context: str | None) -> str:
    """The translation under `context`, else the message's own: a word that agrees in no language
    of the catalogue's ("sin cubrir") is written once, without a context."""
    if context is not None and f"{context}\x04{template}" in tr.messages:
        return tr.gettext(template, context)
    return tr.gettext(template)


def _squeezed(text: str) -> str:
    """Words joined by templates whose optional parts were empty: no double or dangling space."""
    return re.sub(r" {2,}", " ", text).strip()


@dataclass(frozen=True)
class Noun:
    """One of chronicle's own nouns, counted ("space", "spaces"), with its gender where words agree with it."""

    singular: str
    plural: str
    genders: Mapping[str, str]
    """Its gender in the languages that have one, as its translations in the catalogues have it."""
    context: str | None = None
    """A game's msgctxt: My Island's tile, My City's building."""
    args: Mapping[str, object] = field(default_factory=dict)
    """What its words take: the terrain of a "beach space"."""

    def say(self, tr: Translator, plural: bool) -> tuple[str, str | None]:
        return said(tr, self.singular, self.args, self.context, self.plural, 2 if plural else 1), self.genders.get(tr.lang)

    def alone(self, lang: str, plural: bool) -> bool:
        """Whether it is said by its own words (chronicle's nouns always are)."""
        return True


@dataclass(frozen=True)
class Terms:
    """A head that is one or more of the game's words ("house", "Lighthouse or statue"): said as
    they are where their gender is known, in the plural by their `plural` names (game.yaml's), else
    through `generic`, a noun of chronicle's that holds them ("símbolo de casa", "elemento Faro")."""

    terms: tuple[Term | str, ...]
    generic: Noun

    def say(self, tr: Translator, plural: bool) -> tuple[str, str | None]:
        if not self.alone(tr.lang, plural):
            return Noun(self.generic.singular, self.generic.plural, self.generic.genders, self.generic.context,
                        {"term": listed(self.terms, "or")}).say(tr, plural)
        genders = {getattr(term, "genders", {}).get(tr.lang) for term in self.terms}
        gender = genders.pop() if len(genders) == 1 else MASCULINE  # both languages agree a mixed list in the masculine
        # in the plural, the game's own plural: «3 árboles visibles», never the calque «3 elementos árbol visibles»
        words = [self._plural(term, tr.lang) for term in self.terms] if plural else self.terms
        return render(listed(words, "or"), tr), gender if tr.lang in ("es", "fr") else None

    def alone(self, lang: str, plural: bool) -> bool:
        """Whether the game's words stand alone, in the singular or the plural, without `generic` to hold them."""
        known = lang not in ("es", "fr") or None not in {getattr(term, "genders", {}).get(lang) for term in self.terms}
        return known and (not plural or all(self._plural(term, lang) for term in self.terms))

    def _plural(self, term: Term | str, lang: str) -> str | None:
        """A term's plural name: its own (game.yaml's, a vocabulary's `plural:`), else, for a group's feature, its
        name's regular plural where the language's rule is sure: « le plus de phares visibles », as the built-in
        statue says « statues », never « éléments phare » (French review 13)."""
        own = getattr(term, "plural", {}).get(lang)
        if own or not isinstance(term, Term) or self.generic.singular != "%(term)s feature" or lang not in term.names:
            return own
        return regular_plural(term.names[lang], lang)


Head = Noun | Terms


@dataclass(frozen=True)
class Qualifier:
    """Words that qualify a head: a condition's key in words ("covered", "next to a statue")."""

    template: str | None
    """A msgid; None for a word said as it is (a building's colour)."""
    args: Mapping[str, object] = field(default_factory=dict)
    before: bool = False
    """Before the noun in English ("covered space", "red building"); Spanish and French put it where
    their ORDER says (after the noun)."""
    agrees: bool = False
    """Said in the head's gender and number: under msgctxt "feminine", "masculine plural"..."""
    context: str | None = None
    """A game's msgctxt, for words that name the tile or the building."""
    plural_args: Mapping[str, object] | None = None
    """The words said as they are, of a head in the plural (a colour's plural name), where they differ."""
    plural_template: str | None = None
    """The msgid said of a head in the plural, where it differs: "spaces covered by red buildings", not
    "by a red building", which reads as one building."""

    def say(self, tr: Translator, gender: str | None, plural: bool) -> str:
        words = self.plural_args if plural and self.plural_args is not None else self.args
        if self.template is None:
            return " ".join(render(value, tr) for value in words.values())
        template = self.plural_template if plural and self.plural_template else self.template
        return said(tr, template, words, agreement(gender, plural) if self.agrees else self.context)


ORDER = N_("%(before)s %(noun)s")
"""Where the words before a noun go: English keeps them before it, Spanish and French after it."""


@dataclass(frozen=True)
class Phrase:
    """A head and its qualifiers, without a determiner: "covered Reef space next to a statue"."""

    head: Head
    qualifiers: tuple[Qualifier, ...] = ()

    def say(self, tr: Translator, plural: bool = False) -> tuple[str, str | None]:
        noun, gender = self.head.say(tr, plural)
        before = " ".join(q.say(tr, gender, plural) for q in self.qualifiers if q.before)
        after = " ".join(q.say(tr, gender, plural) for q in self.qualifiers if not q.before)
        core = said(tr, ORDER, {"before": before, "noun": noun})
        return _squeezed(f"{core} {after}"), gender

    def with_qualifiers(self, *more: Qualifier) -> Phrase:
        return Phrase(self.head, self.qualifiers + more)


# Determiners: "each" is said alike in every gender (cada, chaque); "a" and "one" agree with the
# head (un, una; un, une), and English says "an" before a vowel.
EACH = N_("each %(thing)s")
INDEFINITE = (pgettext("masculine", "a %(thing)s"), pgettext("feminine", "a %(thing)s"),
              pgettext("vowel", "a %(thing)s"), N_("a %(thing)s"))
ONE = (pgettext("masculine", "one %(thing)s"), pgettext("feminine", "one %(thing)s"), N_("one %(thing)s"))
THE = (pgettext("masculine", "the %(thing)s"), pgettext("feminine", "the %(thing)s"), pgettext("vowel", "the %(thing)s"),
       N_("the %(thing)s"))
NONE = (pgettext("masculine", "no %(thing)s"), pgettext("feminine", "no %(thing)s"), N_("no %(thing)s"))
SAME = (pgettext("masculine", "the same %(thing)s"), pgettext("feminine", "the same %(thing)s"), N_("the same %(thing)s"))
"""Any one of them, again: es «un mismo árbol», «una misma estatua»; fr « un même arbre », « une même statue »."""
SOME = N_("some %(things)s")
"""An indefinite plural: fr « des bâtiments violets », es «edificios morados», en "purple buildings"."""
_VOWEL = re.compile(r"^[aeiouAEIOU]")
_FR_ELIDED = re.compile(r"^[aeiouyhâàéèêîïôûAEIOUYHÉÈÊÎÔ]")
"""French elides «le», «la» before a vowel or a mute h (a game's words have no aspirated h)."""


class Spoken(Message):
    """A phrase with its determiner, as a message argument: said when the message holding it is."""

    def render(self, tr: Translator) -> str:
        phrase: Phrase = self.args["phrase"]  # type: ignore[assignment]
        determiner = str(self.args["determiner"])
        if determiner.startswith("some"):  # "some or a": the plural where the game's words stand alone in it, else
            # one of them alone, « un phare » (a group's word with its gender, no plural), never « des éléments phare »
            head = phrase.head
            if determiner == "some" or head.alone(tr.lang, plural=True) or not head.alone(tr.lang, plural=False):
                return said(tr, SOME, {"things": phrase.say(tr, True)[0]})
            determiner = "a"
        plural = determiner == "plural"
        text, gender = phrase.say(tr, plural)
        if plural:
            return text
        if determiner == "each":
            return said(tr, EACH, {"thing": text})
        template = {"one": "one %(thing)s", "none": "no %(thing)s", "the": "the %(thing)s",
                    "same": "the same %(thing)s"}.get(determiner, "a %(thing)s")
        context = gender if tr.lang in ("es", "fr") else "vowel" if determiner == "a" and _VOWEL.match(text) else None
        if determiner == "the" and tr.lang == "fr" and _FR_ELIDED.match(text):
            context = "vowel"  # « l'arbre », « l'église »
        return said(tr, template, {"thing": text}, context)


def each(phrase: Phrase) -> Spoken:
    """"each covered space": what a sentence scores one by one."""
    return Spoken("", {"phrase": phrase, "determiner": "each"})


def a(phrase: Phrase) -> Spoken:
    """"a statue", "un espacio de playa": one of them, any one."""
    return Spoken("", {"phrase": phrase, "determiner": "a"})


def the(phrase: Phrase) -> Spoken:
    """"the tower", «la torre», « l'arbre »: the one already named (the one each counted space holds)."""
    return Spoken("", {"phrase": phrase, "determiner": "the"})


def same(phrase: Phrase) -> Spoken:
    """"the same statue", «una misma estatua», « un même arbre »: any one of them, met again."""
    return Spoken("", {"phrase": phrase, "determiner": "same"})


def one(phrase: Phrase) -> Spoken:
    """"one beach space", "al menos un espacio": after "at least"."""
    return Spoken("", {"phrase": phrase, "determiner": "one"})


def none(phrase: Phrase) -> Spoken:
    """"no visible rock", « aucun rocher visible », «ninguna roca visible»: not one of them."""
    return Spoken("", {"phrase": phrase, "determiner": "none"})


def some(phrase: Phrase, or_a: bool = False) -> Spoken:
    """"purple buildings", « des bâtiments violets »: some of them, in the plural; `or_a`: « un phare » where only
    the singular stands alone (a group's feature, given its gender and no plural), not « des éléments phare »."""
    return Spoken("", {"phrase": phrase, "determiner": "some or a" if or_a else "some"})


def many(phrase: Phrase) -> Spoken:
    """"path symbols", "espacios cubiertos": the plural, without a determiner."""
    return Spoken("", {"phrase": phrase, "determiner": "plural"})


class Gendered(Message):
    """A message said in the grammatical gender of its argument `word`, a game's word (es "cada una de las
    monedas", fr "chacun des écus"): under msgctxt "feminine" or "masculine" as the word's `genders` give
    it; where the reader's language has genders and the word gives none, its argument `neutral` instead."""

    def render(self, tr: Translator) -> str:
        gender = getattr(self.args["word"], "genders", {}).get(tr.lang)
        if gender is None and tr.lang in ("es", "fr"):
            return render(self.args["neutral"], tr)
        return Message(self.template, self.args, context=gender).render(tr)


class Agreeing(Message):
    """A message said in the grammatical gender of its argument `head` (a Phrase, said by another argument):
    es «Cada estatua unida a un espacio de playa por…», never «que una carretera … une con», read first as
    the subjunctive of *unir*. Under msgctxt "feminine" or "masculine" in Spanish and French; English, or a
    head without a gender, takes the message without context."""

    def render(self, tr: Translator) -> str:
        head: Phrase = self.args["head"]  # type: ignore[assignment]
        gender = head.say(tr)[1] if tr.lang in ("es", "fr") else None
        return Message(self.template, {k: v for k, v in self.args.items() if k != "head"}, context=gender).render(tr)


class Sentence(Message):
    """A message said as a sentence of its own: its first letter in capitals, a full stop at its end."""

    def render(self, tr: Translator) -> str:
        text = capitalised(render(self.args["words"], tr))
        return text if text.endswith((".", "!", "?")) else text + "."


def sentence(words: object) -> Sentence:
    return Sentence("", {"words": words})


def capitalised(text: str) -> str:
    """A sentence's first letter in capitals: "Cada espacio...", whatever word the sentence starts with."""
    for index, char in enumerate(text):
        if char.isalpha():
            return text[:index] + char.upper() + text[index + 1:]
    return text


def in_edition(game: object, template: str, **args: object) -> Message:
    """`template` in the words of `game`'s edition (My Island's tiles, My City's buildings): said under the
    game's msgctxt, which the modules of this package extract under both games' (their PER_GAME lists)."""
    return Message(template, args, context=context(game))
