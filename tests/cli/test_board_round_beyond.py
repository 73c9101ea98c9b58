"""`chronicle board CAMPAIGN -e N -r R` beyond the rounds logged says what there is in plain words: an episode with no
round yet has only round 0 (its start), never « les tours 1 à 0 »; one round logged is « seul le tour 1 », never
« 1 à 1 » (fr review 8, fault 5); es and en alike."""

from __future__ import annotations

import shutil

import pytest

from helpers import FIXTURES

ROUND = "  - card: casa-1\n    Ana: stop\n    Ben: stop\n"


@pytest.mark.parametrize(("rounds", "lang", "said"), [
    (0, "fr", "l'épisode 3 n'a encore aucun tour noté : seul le tour 0 (son début) existe, pas le 99"),
    (0, "es", "el episodio 3 aún no tiene ninguna ronda anotada: solo existe la ronda 0 (su inicio), no la 99"),
    (0, "en", "episode 3 has no round logged yet: only round 0 (its start) exists, not 99"),
    (1, "fr", "l'épisode 3 ne compte que le tour 1 (0 désigne son début), pas de tour 99"),
    (1, "en", "episode 3 has only round 1 logged (0 is its start), not 99"),
])
def test_a_round_beyond_the_episode_is_refused_in_words(cli, tmp_path, rounds: int, lang: str, said: str) -> None:  # type: ignore[no-untyped-def]
    folder = tmp_path / "barrio"
    shutil.copytree(FIXTURES / "own" / "barrio", folder)
    logged = ROUND if rounds else ""
    (folder / "episodes" / "03.yaml").write_text(f"episode: 3\nrules: rules/mercado.yaml\nrounds:{' []' if not rounds else ''}\n"
                                                 f"{logged}", encoding="utf-8")
    result = cli("--lang", lang, "board", folder, "-e", "3", "-r", "99")
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert said in result.stderr.replace("\u00a0", " ").replace("\u2019", "'"), result.stderr
    assert "1 à 0" not in result.stderr and "1 to 0" not in result.stderr
