"""A quote that is never closed (LG-01's files must read as YAML) is said where it opens: the parser notices
at the end of the file, so «unas comillas que se abren aquí» pointed «aquí» at the end while the quote opened
lines above, after «en el texto entre comillas que empieza en la línea 3, columna 8» said the same again (issue
34, es review 13, F3): now one sentence, «YAML no válido: las comillas que se abren en la línea 3, columna 8, no
se cierran nunca», in es, fr and en; the position reported is unchanged."""

from __future__ import annotations

import pytest
import yaml

from generator.load.syntax import syntax_problem
from generator.problems import Problem
from generator.words.i18n import render, translator

TEXT = "campaign: reef-raiders\ngame: my-island\ntitle: \"Reef Raiders\nlanguage: es\n\n\nplayers: [Ana]\n"


def _problem() -> Problem:
    try:
        yaml.safe_load(TEXT)
    except yaml.MarkedYAMLError as err:
        return syntax_problem(err, "campaign.yaml")
    raise AssertionError("the text read as YAML")


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "YAML no válido: las comillas que se abren en la línea 3, columna 8, no se cierran nunca"),
    ("fr", "YAML incorrect : le guillemet ouvert à la ligne 3, colonne 8, n'est jamais refermé"),
    ("en", "not valid YAML: the quote opened on line 3, column 8 is never closed"),
])
def test_an_unclosed_quote_is_said_where_it_opens(lang: str, said: str) -> None:
    problem = _problem()
    assert render(problem.message, translator(lang)) == said
    assert (problem.pos.line, problem.pos.col) == (8, 1)  # where the parser stops, as before
