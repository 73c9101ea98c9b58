"""`chronicle board CAMPAIGN -e N -r R` beyond the rounds logged says, in French, what the episode counts as
the other refusals do (« la campagne compte les épisodes 1 à 3, pas le 9 »): « l'épisode 3 compte les tours
1 à 3 (0 désigne son début), pas de tour 99 », never the English calque « a les tours 1 à 3 notés (0 est son
début) » (fr review 10, F4). The same words for a game of Eternity mode."""

from __future__ import annotations

import shutil

import pytest

from helpers import FIXTURES, ROOT

CARDS = ("casa-1", "casa-2", "plaza-1")


def refused(cli, folder, *args: str) -> str:  # type: ignore[no-untyped-def]
    result = cli("--lang", "fr", "board", folder, *args, "-r", "99")
    assert result.exit_code == 2 and "Traceback" not in result.output
    return result.stderr.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")


@pytest.mark.parametrize(("rounds", "said"), [
    (1, "l'épisode 3 ne compte que le tour 1 (0 désigne son début), pas de tour 99"),
    (2, "l'épisode 3 compte les tours 1 et 2 (0 désigne son début), pas de tour 99"),
    (3, "l'épisode 3 compte les tours 1 à 3 (0 désigne son début), pas de tour 99"),
])
def test_a_round_beyond_the_episode_is_refused_as_a_count(cli, tmp_path, rounds: int, said: str) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "barrio"
    shutil.copytree(FIXTURES / "own" / "barrio", folder)
    (folder / "episodes" / "03.yaml").write_text("episode: 3\nrules: rules/mercado.yaml\nrounds:\n" + "".join(
        f"  - card: {card}\n    Ana: pass\n    Ben: pass\n" for card in CARDS[:rounds]),
                                                 encoding="utf-8")
    text = refused(cli, folder, "-e", "3")
    assert said in text, text
    assert "notés" not in text and "est son début" not in text


def test_an_eternal_game_beyond_its_rounds_is_refused_as_a_count(cli) -> None:  # type: ignore[no-untyped-def]
    text = refused(cli, ROOT / "campaigns" / "eternal-night")
    assert "la partie 1 compte les tours 1 à " in text and "(0 désigne son début), pas de tour 99" in text, text
