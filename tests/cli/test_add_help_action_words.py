"""`add --help` says what an action looks like, by example (LG-02: a player places, passes or stops), not the circular
«cada ACCIÓN es JUGADOR=ACCIÓN» a Spanish reviewer met (nor « chaque ACTION s'écrit JOUEUR=ACTION », "ACTIONS are
PLAYER=ACTION"): each of ACTIONS is a player's name and what they do, joined by '=', with C4r2, pass and stop said in
words."""

from __future__ import annotations

import pytest

SAID = {"es": ("Cada una de las ACCIONES es el nombre de un jugador y lo que hace, unidos por «=»: Ana=C4r2 (coloca en "
               "C4, con rotación 2), Ben=pass (pasa), Cloe=stop (abandona)."),
        "fr": ("Chacune des ACTIONS est le nom d'un joueur et ce qu'il fait, reliés par « = » : Ana=C4r2 (pose en C4, "
               "rotation 2), Ben=pass (passe), Cloe=stop (s'arrête)."),
        "en": ("Each of ACTIONS is a player's name and what they do, joined by '=': Ana=C4r2 (places on C4, rotation 2), "
               "Ben=pass (passes), Cloe=stop (ends participation).")}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_LG_02_add_help_shows_an_action_by_example(cli, lang):
    shown = cli("--lang", lang, "add", "--help").stdout
    text = " ".join(shown.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())
    assert SAID[lang] in text, text
    assert "ACCIÓN es JUGADOR=ACCIÓN" not in text and "ACTION s'écrit JOUEUR=ACTION" not in text, text
    assert "are PLAYER=ACTION" not in text, text
