"""Every scoring kind is whole (issue 35, item 5; LG-15): one declaration in generator/vocabulary/kinds.py
gives its keys and the score sheet's line for its points; the engine computes it (generator/rules/scoring.py),
the rulebook says an entry of it in a sentence (generator/rulebook/sentences.py), the score sheet explains
its points in es, fr and en (generator/report/explain.py), and each language's envelopes guide documents it.
A kind added to one of these places and not the others fails here, naming what it lacks.
"""

from __future__ import annotations

import re

import pytest

from generator.model import Game, Where
from generator.report.explain import reason
from generator.rulebook.sentences import SENTENCES, Scene
from generator.rules.results import Item
from generator.rules.scoring import KINDS
from generator.validate.content import load_game
from generator.vocabulary.entries import WHERE, payout_keys
from generator.vocabulary.kinds import COMPOSABLE, DECLARATIONS, SCORING, SCORING_COMMON, Declaration
from generator.vocabulary.shapes import Key, Term
from generator.words.i18n import render, translator
from helpers import ROOT, Recording

LANGS = ("es", "fr", "en")
KIND_NAMES = list(DECLARATIONS)
MY_CITY = ("empty-buildable", "largest-colour-group", "church-colours", "well-surrounded")
"""Kinds of My City's catalogue: said in its words (buildings, colours, wells)."""


@pytest.fixture(scope="module")
def games() -> dict[str, Game]:
    return {game_id: load_game(game_id) for game_id in ("my-island", "my-city")}


def _game(name: str, games: dict[str, Game]) -> Game:
    return games["my-city" if name in MY_CITY else "my-island"]


def _value(key: Key, game: Game) -> object:
    """A value a ruleset could write for a key it must write: the game's first term, a condition, points."""
    if isinstance(key.shape, Term):
        terms = {"terrain": game.terrains, "symbol": game.symbols, "feature": game.features, "counter": game.counters}
        return next(iter(sorted(terms[key.shape.kind])), "pearls")  # a counter of the group's: the shipped games have none
    if key.shape is WHERE:
        return Where(edge=True)
    if key.name == "points":
        return 2
    raise AssertionError(f"no value for the required key {key.name}: add one here")


def _params(declared: Declaration, game: Game) -> dict[str, object]:
    """An entry of the kind as the validator passes it on: its defaults, a value for each key it must have."""
    params = {key.name: _value(key, game) if key.required else key.default for key in declared.keys}
    if declared.composable:
        params["points"] = 2
    return params


def test_LG_15_the_engine_computes_every_declared_kind_and_no_other():
    assert set(KINDS) == set(DECLARATIONS), "declare each kind the engine computes in generator/vocabulary/kinds.py"


def test_LG_15_the_rulebook_says_every_declared_kind_and_no_other():
    assert set(SENTENCES) == set(DECLARATIONS)


@pytest.mark.parametrize("name", KIND_NAMES)
def test_LG_15_every_kind_declares_its_keys(name):
    """Its own keys, each once, none of those every entry has (kind, rule, reason); a composable kind
    takes the payout keys and both lists, and cites LG-15 by default."""
    declared = DECLARATIONS[name]
    names = [key.name for key in declared.keys]
    assert names and len(names) == len(set(names)), names
    assert not set(names) & {"kind", *(key.name for key in SCORING_COMMON)}
    assert SCORING[name] == list(declared.keys)
    if declared.composable:
        assert {key.name for key in payout_keys()} <= set(names)
        assert (declared.computes.when, declared.computes.rule) == ("any", "LG-15")
    else:
        assert name not in COMPOSABLE and declared.computes.when in ("immediate", "end")
        assert re.fullmatch(r"M[IC]-[RE]\d\d", declared.computes.rule), declared.computes.rule


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", KIND_NAMES)
def test_LG_15_every_kind_is_said_in_every_language(name, lang, games):
    """The rulebook's sentence for an entry of the kind, every word of it in the language's catalogue."""
    declared, game = DECLARATIONS[name], _game(name, games)
    tr = Recording(lang)
    text = render(declared.sentence(_params(declared, game), Scene(game, "end")), tr)  # type: ignore[arg-type]
    assert text and "%(" not in text, text
    assert tr.missing == set(), f"{lang}: {name}'s sentence is not in the catalogue: {sorted(tr.missing)}"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", KIND_NAMES)
def test_LG_15_every_kind_is_explained_on_the_score_sheet(name, lang, games):
    """The score sheet's reason for points of the kind: its declared line filled in with what the engine
    found (a composable kind: its entry read back, then the count), in the language's words."""
    declared, game = DECLARATIONS[name], _game(name, games)
    params = _params(declared, game)
    colours = params.get("colours") or ("red",)
    facts = {**params, "count": 2, "cells": (), "colour": next(iter(colours)), "entry": params}  # type: ignore[call-overload]
    item = Item(None, 2, declared.computes.rule, name, facts)
    tr = Recording(lang)
    text = reason(item, game, tr)  # type: ignore[arg-type]
    assert text != name, f"{name} has no line on the score sheet: declare its reason"
    assert "%(" not in text and "{" not in text, text
    assert tr.missing == set(), f"{lang}: {name}'s reason is not in the catalogue: {sorted(tr.missing)}"
    if lang != "en":
        assert text != reason(item, game, translator("en")), f"{lang}: {name}'s reason is left in English: {text}"


@pytest.mark.parametrize("lang", LANGS)
def test_LG_15_every_kind_is_documented_in_each_envelopes_guide(lang):
    """Each language's envelopes guide (`chronicle guide envelopes`) names every kind a ruleset may write, as
    code: the composable kinds in section 7's first table, those of episode 1 and the Eternal games in its second."""
    guide = (ROOT / "content" / "guide" / lang / "envelopes.md").read_text(encoding="utf-8")
    missing = [name for name in KIND_NAMES if f"`{name}`" not in guide]
    assert not missing, f"content/guide/{lang}/envelopes.md does not document {missing}"

