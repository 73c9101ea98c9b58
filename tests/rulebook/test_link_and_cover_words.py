"""How a read-back rule says a link and a cover (issue 34, es review 11, F1 and F7).

F7: `covered: true` beside a colour or a symbol, which say it already, is not said twice ("covered spaces
covered by", « cases recouvertes recouvertes », «espacios cubiertos cubiertos»). F1: Spanish says the thing
linked «unida a … por una carretera», never «que una carretera … une con» (read first as the subjunctive of
*unir*), and spaces in the plural are covered by buildings in the plural («por edificios rojos (públicos)»).
"""

from __future__ import annotations

import re

import pytest

from generator.load.nodes import load_text
from generator.rulebook.phrases import sentence
from generator.rulebook.sentences import scoring_sentence
from generator.validate.content import load_game
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from generator.words.i18n import render, translator

LANGS = ("es", "en", "fr")


def said(game_id: str, moment: str, entry: str, lang: str) -> str:
    game = load_game(game_id)
    ruleset = read_ruleset(Reader(), load_text(f"name: x\nbuildable: []\n{moment}:\n  - {entry}\n", "x"), game, "x")
    assert ruleset is not None, entry
    (item,) = getattr(ruleset, moment)
    return render(sentence(scoring_sentence(item.kind, item.params, game, moment)), translator(lang))


COVERED = [
    ("my-city", "{kind: count, where: {colour: blue, covered: true}, at_least: 3, points: 2, once: episode}"),
    ("my-city", "{kind: count, where: {colour: blue, covered: true}, points: 2}"),
    ("my-city", "{kind: count, where: {colour: red, covered: true}, count: features, points: 1}"),
    ("my-island", "{kind: count, where: {symbol: wall, covered: true}, points: 2}"),
    ("my-island", "{kind: count, where: {symbol: wall, covered: true}, count: features, points: 2}"),
]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(("game", "entry"), COVERED)
def test_covered_is_said_once(game: str, entry: str, lang: str) -> None:
    """C-4 (rules read back as written): no word said twice in a row, in any language."""
    text = said(game, "end", entry, lang)
    assert not re.search(r"\b(\w+) \1\b", text), text


def test_covered_alone_is_still_said() -> None:
    assert "espacios cubiertos" in said("my-city", "end", "{kind: count, where: {covered: true}, at_least: 3, points: 2}", "es")


@pytest.mark.parametrize(("lang", "words"), [("es", "por edificios azules (industriales)"),
                                             ("en", "by blue (industrial) buildings"),
                                             ("fr", "par des bâtiments bleus (industriels)")])
def test_spaces_in_the_plural_are_covered_by_buildings_in_the_plural(lang: str, words: str) -> None:
    text = said("my-city", "end", "{kind: count, where: {colour: blue}, at_least: 3, points: 2, once: episode}", lang)
    assert words in text, text


def test_a_space_in_the_singular_is_covered_by_a_building() -> None:
    assert "espacio cubierto por un edificio azul (industrial)" in said(
        "my-city", "end", "{kind: count, where: {colour: blue}, points: 2}", "es")


@pytest.mark.parametrize(("game", "moment", "entry", "linked"), [
    ("my-island", "immediate", "{kind: road-to-sea, points: 5}", "Cada estatua unida a un espacio de playa por una carretera"),
    ("my-island", "end", "{kind: connect, from: {feature: statue}, through: {symbol: path}, to: {terrain: beach}, points: 5}",
     "Cada estatua unida a un espacio de playa por una cadena"),
    ("my-island", "end", "{kind: connect, from: {symbol: field}, through: {symbol: path}, to: {terrain: beach}, points: 5}",
     "Cada campo unido a un espacio de playa por una cadena"),
    ("my-city", "end", "{kind: connect, from: {feature: tree}, through: {colour: red}, to: {edge: true}, points: 5}",
     "Cada árbol unido a un espacio del borde del tablero por una cadena de espacios cubiertos por edificios rojos (públicos)"),
])
def test_spanish_says_the_thing_linked_in_its_gender(game: str, moment: str, entry: str, linked: str) -> None:
    """MI-E04 and `connect`: «unida a … por», agreeing with the statue, the field, the tree; never «que una … une»."""
    text = said(game, moment, entry, "es")
    assert linked in text and "que una" not in text, text
