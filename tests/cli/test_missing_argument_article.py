"""A missing argument is named with the definite article in Spanish (issue 34, Spanish review 5, fault 3): «Error: falta
el argumento «CAMPAÑA».», as the missing option already says «falta la opción obligatoria «--card» / «-c»»; never the
calque of *Missing argument 'X'*, «falta un argumento «CAMPAÑA»», for an argument it names. Exit status 2 (usage)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("args", "said"), [
    (("add",), "Error: falta el argumento «CAMPAÑA»."),
    (("add", "reef-raiders"), "Error: falta el argumento «EPISODIO»."),
])
def test_a_missing_argument_is_named_with_the_definite_article(cli, tmp_path, args, said):
    result = cli("--lang", "es", *args)
    assert result.exit_code == 2, result.output
    assert said in " ".join(result.stderr.split()), result.stderr
    assert "falta un argumento" not in result.stderr
