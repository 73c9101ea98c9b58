"""`chronicle analyse` on an episode still being played (Spanish review 7, issue 34, fault 4): the analysis is
said to be available in the future, once the episode (or an Eternal game) is over, never «el análisis llega
cuando termina» (a present for a future event, and the subject unclear). The same in table mode's coach."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from helpers import R, episode

SAID = {
    ("legacy", "es"): "el episodio 1 aún se está jugando; el análisis estará disponible cuando termine",
    ("legacy", "fr"): "l'épisode 1 est encore en cours ; l'analyse sera disponible une fois l'épisode terminé",
    ("legacy", "en"): "episode 1 is still being played; the analysis will be available once it is over",
    ("eternal", "es"): "la partida 1 aún se está jugando; el análisis estará disponible cuando termine",
    ("eternal", "fr"): "la partie 1 est encore en cours ; l'analyse sera disponible une fois la partie terminée",
    ("eternal", "en"): "game 1 is still being played; the analysis will be available once it is over",
}


@pytest.mark.parametrize(("mode", "lang"), SAID)
def test_an_unfinished_episode_is_analysed_once_it_is_over(cli: Callable[..., Any], make_campaign: Callable[..., Path],
                                                            mode: str, lang: str) -> None:
    folder = make_campaign(episode(R(1, Ana="A1", Ben="pass")), mode=mode, language="en")
    found = cli("--lang", lang, "analyse", folder, "1")
    text = found.output.replace("\u202f", " ").replace("\u00a0", " ").replace("’", "'")
    assert found.exit_code == 1 and SAID[mode, lang] in text, text
    assert "llega cuando" not in text


def test_the_coach_says_it_alike() -> None:
    """Table mode's coach and the command share the sentence (one message, one family)."""
    import inspect

    from generator.table import coach

    assert "the analysis will be available once it is over" in inspect.getsource(coach)
