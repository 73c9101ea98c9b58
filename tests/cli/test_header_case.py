"""A command's header names an episode or a game mid-line in lower case, as every page and `stats` do:
"Reef Raiders, episodio 1", "Gold Rush, partie 1", never "…, Episodio 1" (Spanish native review, issue 34,
fault 8). Only a line or a heading that starts with it capitalises it: "Episodio 1 (reglas: …)".
"""

from __future__ import annotations

import re

import pytest

from helpers import DEMO

MID_LINE = re.compile(r"\S.*\b(Episodio|Partida|Épisode|Partie|Episode|Game) \d")
HEADER = {"es": ("episodio 1", "partida 1"), "fr": ("épisode 1", "partie 1"), "en": ("episode 1", "game 1")}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_the_coachs_header_says_the_episode_or_game_in_lower_case(cli, lang):
    legacy, eternal = HEADER[lang]
    assert cli("--lang", lang, "analyse", DEMO / "reef-raiders", "1").stdout.splitlines()[0].endswith(f"Reef Raiders, {legacy}")
    assert cli("--lang", lang, "analyse", DEMO / "gold-rush", "1").stdout.splitlines()[0].endswith(f"Gold Rush, {eternal}")


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_no_command_capitalises_an_episode_mid_line(cli, lang):
    said = []
    for campaign in ("reef-raiders", "gold-rush", "river-town"):
        for command in (("score",), ("check",), ("rules",), ("analyse", "1")):
            result = cli("--lang", lang, command[0], DEMO / campaign, *command[1:])
            said += (result.stdout + result.stderr).splitlines()
    said += cli("--lang", lang, "stats", "--no-analysis").stdout.splitlines()  # the group's table has no points left:
    # the same lines as with the coach, without its analysis of every finished episode (10 s of CPU)
    assert len(said) > 100
    assert not [line for line in said if MID_LINE.search(line)]
