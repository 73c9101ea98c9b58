"""The arguments' names (PLAYER, CAMPAIGN, ...) in the reader's language wherever a command says them: its
help, its usage line and its errors (issue 34, the French native review: « PLAYER seul » in `stats --help`,
« valeur incorrecte pour « PLAYER » » from `stats Zorro`); and the list of commands says what each does,
in the present tense, as every other line of it does (« Relire en toutes lettres… »)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from generator.cli.placeholders import ARGUMENT_METAVARS
from helpers import ROOT, catalogue_texts


@pytest.mark.parametrize("lang", ["fr", "es"])
def test_no_help_text_keeps_an_argument_name_in_english(lang: str) -> None:
    """Every catalogue text that cites an argument by its name cites it as the usage line shows it."""
    catalogue = catalogue_texts(lang)
    translated = {name: catalogue[name] for name in ARGUMENT_METAVARS if catalogue.get(name, name) != name}
    found = {msgid: name for msgid, text in catalogue.items() for name in translated
             if re.search(rf"(?<![\w=-]){name}(?![\w-])", text)}
    assert found == {}
    stats = next(m for m in catalogue if m.startswith("Each player's record across every campaign of the repository:"))
    assert {"fr": "JOUEUR seul", "es": "Con JUGADOR, solo"}[lang] in catalogue[stats]


@pytest.mark.parametrize(("lang", "said"), [("fr", "Erreur : joueur inconnu « Zorro »"), ("es", "Error: jugador desconocido «Zorro»"),
                                           ("en", "Error: unknown player 'Zorro'")])
def test_an_unknown_player_is_said_in_the_readers_words(cli: Callable[..., Any], lang: str, said: str,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """`stats` says an unknown player in one sentence that names it (Spanish review 6, fault 10: no click prefix
    «valor no válido para «JUGADOR»» before it), and never the argument's English name."""
    monkeypatch.chdir(ROOT)
    found = cli("--lang", lang, "stats", "Zorro", "--no-analysis")
    text = found.output.replace("\u00a0", " ").replace("\u202f", " ")
    assert found.exit_code == 2 and said in text, text
    assert lang == "en" or "PLAYER" not in text


@pytest.mark.parametrize(("lang", "infinitive"), [("fr", r"\w+(er|ir)|Relire|Lire|Écrire|Faire|Mettre|Prendre|Dire"),
                                                  ("es", r"\w+(ar|er|ir)")])
def test_the_list_of_commands_says_what_each_does(cli: Callable[..., Any], lang: str, infinitive: str) -> None:
    found = cli("--lang", lang, "--help")
    assert found.exit_code == 0
    commands = re.findall(r"^  ([a-z]+) +(\S+)", found.output, re.MULTILINE)
    assert len(commands) >= 15
    assert [(name, first) for name, first in commands if re.fullmatch(infinitive, first)] == []
