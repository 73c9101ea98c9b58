"""A list of choices with one item is said as the only one (French review 6, issue 34, item 6): « … ne nomme
aucun fichier de catalogue connu ; le seul est « sample » (fourni avec chronicle pour My City) ; sinon, donnez un
chemin… », never « choisissez parmi « sample » »; the same for any value read from a file (« la seule valeur possible est « pearls » ») and for a
campaign named wrong in a repository of one campaign (« la seule campagne est arrecife »), in es, fr and en.
Several choices keep their list (LG-13: tests/cli/test_unknown_name_choices.py)."""

from __future__ import annotations

import re
import shutil

import pytest

from generator.load.nodes import Node
from generator.model import Pos
from generator.vocabulary.reader import Reader
from generator.words.i18n import render, translator
from helpers import DEMO


def _plain(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").replace("’", "'").split())


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "; le seul est « sample » (fourni avec chronicle pour My City) ; sinon, donnez un chemin"),
    ("es", "; el único archivo que hay es «sample» (incluido en chronicle para My City); si no, indica una ruta"),
    ("en", "; the only one known is 'sample' (shipped with chronicle for My City); or give a path"),
])
def test_LG_13_an_unknown_catalogue_with_one_choice_names_the_only_one(tmp_path, cli, lang, said):
    folder = tmp_path / "gold-rush"
    shutil.copytree(DEMO / "gold-rush", folder)
    path = folder / "campaign.yaml"
    path.write_text(re.sub(r"(?m)^pieces: .*$", "pieces: nos-batiments", path.read_text(encoding="utf-8")), encoding="utf-8")
    result = cli("--lang", lang, "check", folder)
    text = _plain(result.output)
    assert result.exit_code == 1 and said in text, result.output
    assert not re.search(r"choisissez (parmi|entre)|elige entre|known:", text), text


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "compteur : « perls » est inconnu (vouliez-vous dire « pearls » ?) ; la seule valeur possible est « pearls »"),
    ("es", "contador: «perls» no es válido (¿querías decir «pearls»?); el único valor posible es «pearls»"),
    ("en", "unknown counter 'perls' (did you mean 'pearls'?); the only possible value is 'pearls'"),
])
def test_a_value_with_one_choice_names_the_only_one(lang, said):
    what = {"fr": "compteur", "es": "contador", "en": "counter"}[lang]
    reader = Reader()
    assert reader.choice(Node("perls", Pos("rules/chapter-2.yaml", 9, 35)), what, ["pearls"]) is None
    (problem,) = reader.problems
    assert _plain(render(problem.message, translator(lang))) == said


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "; la seule campagne est arrecife"),
    ("es", "; la única campaña es arrecife"),
    ("en", "; the only campaign there is arrecife"),
])
def test_an_unknown_campaign_in_a_repository_of_one_names_the_only_one(make_repo, cli, lang, said):
    make_repo(language=lang)
    result = cli("--lang", lang, "score", "nope")
    assert result.exit_code != 0 and said in _plain(result.output), result.output
