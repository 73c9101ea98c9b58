"""The command line's help speaks to the reader in one voice (Spanish native review, issue 34, fault 19):
every command's summary and every option's help in Spanish and French opens with a verb in the third
person ("Comprueba…", "Omite…", "Vérifie…"), as the command list does, never with an infinitive
("Leer en palabras…", "Omitir…", "Commencer à…", "Faire analyser…") among them.
"""

from __future__ import annotations

import re

import click
import pytest

from generator.cli import main
from generator.words.i18n import translator

INFINITIVE = {"es": re.compile(r"^[A-ZÁÉÍÓÚÑ][a-záéíóúñ]*(ar|er|ir)$"),
              "fr": re.compile(r"^[A-ZÉÈÀ][a-zéèêàùç]*(er|ir)$|^(Faire|Lire|Relire|Écrire|Mettre|Prendre|Dire)$")}
NOUNS = {"Dossier"}  # French nouns that end as an infinitive does


def _helps() -> list[tuple[str, str]]:
    """(where, English help) of the group, of each command and of each of their options."""
    helps: list[tuple[str, str]] = []
    commands: list[tuple[str, click.Command]] = [("chronicle", main), *sorted(main.commands.items())]  # type: ignore[attr-defined]
    for name, command in commands:
        helps += [(name, text) for text in (command.short_help, command.help) if text]
        helps += [(f"{name} --{param.name}", param.help) for param in command.params
                  if isinstance(param, click.Option) and param.help]
    return helps


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_every_help_text_opens_with_a_verb_in_the_third_person_never_an_infinitive(lang):
    tr = translator(lang)
    said = [(where, tr.gettext(text)) for where, text in _helps()]
    assert len(said) > 40  # the group, its 15 commands and their options
    openings = [(where, text.split()[0]) for where, text in said if text.split()]
    infinitives = [(where, word) for where, word in openings if INFINITIVE[lang].match(word) and word not in NOUNS]
    assert not infinitives, infinitives
