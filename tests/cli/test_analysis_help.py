"""The help of the analysis's options says what each does, then why it costs little, apart (issue 34, Spanish
review 4, faults 8 and 9): `stats --no-analysis` never follows «Omite los puntos perdidos:» with the opposite of a
reason; a flag pair's default is the flag a user types («[por defecto: --analysis]»), never click's bare name
(«analysis», an English word in Spanish or French), for every command and every flag pair, in es, fr and en."""

from __future__ import annotations

import re

import click
import pytest

from generator.cli import main

LANGS = ("es", "fr", "en")


def help_of(cli, lang: str, *command: str) -> str:
    return " ".join(cli("--lang", lang, *command, "--help").output.split())


@pytest.mark.parametrize(("lang", "said"), [
    ("es", "--no-analysis Omite los puntos perdidos. (El análisis de cada episodio terminado se calcula una sola vez y "
           "después se reutiliza.)"),
    ("fr", "--no-analysis Omet les points manqués. (L’analyse de chaque épisode terminé n’est calculée qu’une fois, "
           "puis réutilisée.)"),
    ("en", "--no-analysis Leave out the points left on the table. (Each finished episode is analysed only once; its "
           "analysis is then reused.)"),
])
def test_stats_no_analysis_says_what_it_leaves_out_then_why_it_is_cheap(cli, lang, said):
    assert said in help_of(cli, lang, "stats")


def _flag_pairs() -> list[tuple[str, str]]:
    pairs = []
    for name, command in sorted(main.commands.items()):
        for param in command.params:
            if isinstance(param, click.Option) and param.secondary_opts and param.show_default:
                pairs.append((name, max(param.opts, key=len)))
    return pairs


@pytest.mark.parametrize("lang", LANGS)
def test_a_flag_pairs_default_is_shown_as_the_flag(cli, lang):
    pairs = _flag_pairs()
    assert ("build", "--analysis") in pairs
    default = {"es": "por defecto:", "fr": "par défaut :", "en": "default:"}[lang]
    for name, flag in pairs:
        text = help_of(cli, lang, name).replace("\u00a0", " ").replace("\u202f", " ")
        shown = re.findall(r"\[" + re.escape(default) + r" ([^\]]+)\]", text)
        assert f"{flag}" in shown and flag.lstrip("-") not in shown, (name, shown)
