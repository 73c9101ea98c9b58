"""« Progrès » is the game's word in French (« cercles Progrès », « symboles Progrès », MI/MC progress track); a
player's progress through the chapters is « progression », as the stats output and the player pages say
(« Progression par chapitre »). Native fr review 15, F3 (issue 34): `stats --help` said « progrès par chapitre »."""

from __future__ import annotations

import re

from helpers import catalogue_texts

STATS_HELP = ("Each player's record across every campaign of the repository: episodes played, wins, average score, "
              "progress per chapter, best score, head to head and points left on the table. PLAYER alone, by any name a "
              "campaign gives them; --json for tools.")


def test_stats_help_says_progression_par_chapitre():
    assert "progression par chapitre" in catalogue_texts("fr")[STATS_HELP]


def test_lower_case_progres_is_never_a_players_progression():
    """Only the game term, capitalised, or « progrès » inside it (« symboles progrès » in a search pattern)."""
    bare = {key: text for key, text in catalogue_texts("fr").items() if re.search(r"(?<![Ss]ymboles )(?<![Cc]ercles )\bprogrès\b", text)}
    assert bare == {}
