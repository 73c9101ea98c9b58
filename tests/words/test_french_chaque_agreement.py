"""French agreement after « chaque »: « chaque » stands before one singular noun; « chaque épisode et partie
joués » joins two nouns under one « chaque » with a plural participle, which is wrong both ways. The player
page's caption says « Les épisodes et parties joués par Lucía », as the Face-à-face caption says « Les épisodes
et parties terminés » (fr review 8, fault 11)."""

from __future__ import annotations

import re

from generator.words.i18n import translator
from helpers import catalogue_texts


def test_chaque_never_governs_two_nouns_and_a_plural_participle() -> None:
    wrong = [s for s in catalogue_texts("fr").values() if re.search(r"\b[Cc]haque \w+ (?:et|ou) \w+ \w+(?:és|is|us|ts)\b", s)]
    assert wrong == []


def test_the_player_pages_table_is_the_episodes_and_games_played() -> None:
    caption = translator("fr").gettext("Every episode and game %(name)s played, in the order played")
    assert caption % {"name": "Lucía"} == "Les épisodes et parties joués par Lucía, dans l'ordre où ils ont été joués"
