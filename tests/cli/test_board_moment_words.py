"""`chronicle board` asked for a round or an episode that is not logged says what there is in plain words (es review
10, issue 34): an Eternal game is a «partida», never an «episodio» (fault 4); the number asked for keeps its article,
«no la 99», «no el 9», and two rounds are «las rondas 1 y 2», never «1 a 2» (fault 5); en alike. French words of
the round range are the French review's (fr review 10, F4), so not asserted here."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from helpers import FIXTURES, ROOT

CARDS = ("casa-1", "casa-2", "plaza-1")


def _refused(cli, lang: str, *args: str | Path) -> str:  # type: ignore[no-untyped-def]
    result = cli("--lang", lang, "board", *args)
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    return result.stderr.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")


@pytest.mark.parametrize(("lang", "said"), [
    ("es", r"la partida 1 tiene anotadas las rondas 1 a \d+ \(0 es su inicio\), no la 99"),
    ("en", r"game 1 has rounds 1 to \d+ logged \(0 is its start\), not 99"),
])
def test_an_eternal_game_missing_round_names_the_game(cli, lang: str, said: str) -> None:  # type: ignore[no-untyped-def]
    text = _refused(cli, lang, ROOT / "campaigns" / "eternal-night", "-r", "99")
    assert re.search(said, text), text
    assert "episodio" not in text and "episode" not in text


@pytest.mark.parametrize(("rounds", "lang", "said"), [
    (2, "es", "el episodio 3 tiene anotadas las rondas 1 y 2 (0 es su inicio), no la 99"),
    (2, "en", "episode 3 has rounds 1 and 2 logged (0 is its start), not 99"),
    (3, "es", "el episodio 3 tiene anotadas las rondas 1 a 3 (0 es su inicio), no la 99"),
])
def test_a_round_beyond_the_episode_keeps_its_article(cli, tmp_path, rounds: int, lang: str, said: str) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "barrio"
    shutil.copytree(FIXTURES / "own" / "barrio", folder)
    (folder / "episodes" / "03.yaml").write_text("episode: 3\nrules: rules/mercado.yaml\nrounds:\n" + "".join(
        f"  - card: {card}\n    Ana: pass\n    Ben: pass\n" for card in CARDS[:rounds]),
                                                 encoding="utf-8")
    text = _refused(cli, lang, folder, "-e", "3", "-r", "99")
    assert said in text, text


def test_an_episode_beyond_the_campaign_keeps_its_article(cli) -> None:  # type: ignore[no-untyped-def]
    text = _refused(cli, "es", ROOT / "campaigns" / "reef-raiders", "-e", "9")
    assert re.search(r"la campaña tiene los episodios 1 a \d+, no el 9", text), text


def test_new_eternal_game_from_a_later_episode_says_partida(cli, tmp_path) -> None:  # type: ignore[no-untyped-def]
    result = cli("--lang", "es", "new", "otra", "-g", "my-city", "-p", "Ana,Ben", "-m", "eternal", "--from-episode", "5",
                 "--root", tmp_path)
    assert result.exit_code == 2, result.output
    assert "una partida eterna es independiente: no se puede empezar con --from-episode" in result.stderr
    assert "episodio" not in result.stderr


@pytest.mark.parametrize(("command", "lang", "said"), [
    ("board", "es", "la campaña tiene los episodios 1 y 2, no el 9"),
    ("score", "es", "la campaña tiene los episodios 1 y 2, no el 9"),
    ("board", "en", "the campaign has episodes 1 and 2, not 9"),
])
def test_two_episodes_are_said_one_and_two(cli, command: str, lang: str, said: str) -> None:  # type: ignore[no-untyped-def]
    """Two episodes logged are «los episodios 1 y 2», never «1 a 2», as two rounds are (es review 10, F5's family)."""
    result = cli("--lang", lang, command, FIXTURES / "own" / "barrio", "-e", "9")
    assert result.exit_code == 2 and "Traceback" not in result.output, result.output
    assert said in result.stderr, result.stderr


@pytest.mark.parametrize(("args", "said"), [
    (("analyse", "{barrio}", "9"), "no hay episodio 9: el registro tiene los episodios 1 y 2"),
    (("moves", "{barrio}", "9", "Ana", "-c", "casa-1"), "no hay episodio 9: el registro tiene los episodios 1 y 2; el siguiente es el 3"),
    (("add", "{barrio}", "9", "-c", "casa-1", "Ana=stop"),
     "no hay episodio 9: el registro tiene los episodios 1 y 2; el siguiente es el 3"),
    (("undo", "{barrio}", "9"), "no hay episodio 9: el registro tiene los episodios 1 y 2"),
])
def test_two_episodes_held_are_said_one_and_two(cli, tmp_path, args: tuple[str, ...], said: str) -> None:  # type: ignore[no-untyped-def]
    """analyse, moves, add and undo for an episode not in a log of two: «los episodios 1 y 2», never «1 a 2»."""
    folder = tmp_path / "barrio"
    shutil.copytree(FIXTURES / "own" / "barrio", folder)
    result = cli("--lang", "es", *(a.format(barrio=folder) for a in args))
    assert result.exit_code in (1, 2) and "Traceback" not in result.output, result.output
    assert said in result.output.replace("\u00a0", " "), result.output
