"""A usage error is one plain sentence (Spanish review 6, issue 34, fault 10): «Error: no se conoce el conjunto de
reglas «capitulo-7»…», «Error: jugador desconocido «Pepe»…», as `moves` and `analyse` already say theirs; never
click's «valor no válido para «REGLAS»:» stacked on a sentence that names the value itself. Exit status 2 stays."""

from __future__ import annotations

import pytest

from helpers import ROOT

REEF = str(ROOT / "campaigns" / "reef-raiders")
CLICK_PREFIX = {"es": "valor no válido", "fr": "valeur incorrecte", "en": "Invalid value"}
COMMANDS = {
    "rules": ("rules", REEF, "capitulo-7"),
    "stats": ("stats", "Pepe"),
    "guide": ("guide", "foo"),
    "new": ("new", "nueva", "--game", "my-town"),
    "score": ("score", REEF, "-e", "99"),
}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
@pytest.mark.parametrize("command", COMMANDS)
def test_a_wrong_value_is_said_in_one_sentence(cli, monkeypatch, tmp_path, command: str, lang: str) -> None:
    monkeypatch.chdir(ROOT if command == "stats" else tmp_path)
    result = cli("--lang", lang, *COMMANDS[command])
    assert result.exit_code == 2
    error = result.stderr.strip().splitlines()[-1]
    assert CLICK_PREFIX[lang].lower() not in error.lower(), error


@pytest.mark.parametrize(("lang", "start"), [
    ("es", "Error: no se conoce el conjunto de reglas «capitulo-7»"),
    ("fr", "Erreur : « capitulo-7 » ne nomme aucun fichier de règles d'épisode connu"),
    ("en", "Error: unknown ruleset 'capitulo-7'"),
])
def test_an_unknown_ruleset_is_named_once(cli, lang: str, start: str) -> None:
    """LG-13: the ruleset's kind said once, in the sentence, not as a label before it."""
    error = cli("--lang", lang, "rules", REEF, "capitulo-7").stderr.strip().splitlines()[-1]
    assert error.replace("\u202f", " ").replace("\u00a0", " ").replace("’", "'").startswith(start), error
