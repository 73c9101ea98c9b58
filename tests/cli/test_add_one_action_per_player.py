"""`chronicle add CAMPAIGN EP Lucía=A3 Lucía=pass` gives one player two actions in one round: LG-02 lets each
player place, pass or stop once a round. add says so in plain words, with the player, the round about to be
logged and the rule, before any file is touched; never YAML's repeated key of a file it has not written."""

from __future__ import annotations

import pytest

from helpers import HOUSES, R, episode, episode_file, tiny_campaign

SAID = {"es": "ronda 2: Ana tiene más de una acción (A3 y pass); cada jugador hace una sola acción por ronda (LG-02)",
        "fr": "tour 2 : Ana a plus d'une action (A3 et pass) ; chaque joueur ne fait qu'une action par tour (LG-02)",
        "en": "round 2: Ana is given more than one action (A3 and pass); each player takes one action a round (LG-02)"}


def _plain(text: str) -> str:
    return " ".join(text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ").split())


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_LG_02_add_refuses_two_actions_for_one_player_in_one_round(tmp_path, cli, lang):
    folder = tiny_campaign(tmp_path, "isla", episode(R(1, Ana=HOUSES, Ben="pass")), language=lang)
    before = episode_file(folder).read_bytes()
    result = cli("--lang", lang, "add", folder, "1", "-c", "2", "Ana=A3", "Ben=pass", "ana=pass")  # one name however typed
    shown = _plain(result.stderr)
    assert result.exit_code == 2, shown
    assert SAID[lang] in shown, shown
    assert "twice" not in shown and "dos veces" not in shown and "deux fois" not in shown, shown
    assert episode_file(folder).read_bytes() == before
