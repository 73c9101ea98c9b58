"""The French words of the commands' help and of a new campaign's comment, as a French player says them (fr
review 8): one « calcule les scores » or « compte les points », never « décompte une campagne » (one
« décompte les points », not a campaign; fault 10), and CAMPAGNE is « le nom d'une campagne du dossier
campaigns/ », never « son nom parmi les campaigns/ », a folder's name used as a plural noun (fault 7)."""

from __future__ import annotations

import pytest

from generator.words.i18n import translator

FR = translator("fr")


@pytest.mark.parametrize(("english", "french"), [
    ("Score a campaign, every point explained.", "Calcule les scores d'une campagne, en expliquant chaque point."),
    ("Score a campaign: tokens, ranks, progress circles or symbols, and the reason for every point.",
     "Calcule les scores d'une campagne : marqueurs Score, classements, cercles ou symboles Progrès, et la raison de chaque point."),
    ("Campaign log for chronicle: check it with 'chronicle check', score it with 'chronicle score'.",
     "Journal de campagne pour chronicle : vérifiez-le avec « chronicle check », comptez les points avec « chronicle score »."),
    ("CAMPAIGN is a campaign folder, or its name among the repository's campaigns/; inside a campaign folder it may be left out.",
     "CAMPAGNE est un dossier de campagne, ou le nom d'une campagne du dossier campaigns/ du dépôt ; dans un dossier de "
     "campagne, on peut l'omettre."),
])
def test_the_commands_say_it_as_a_french_player_does(english: str, french: str) -> None:
    assert FR.gettext(english) == french


def test_score_help_in_french(cli) -> None:  # type: ignore[no-untyped-def]
    out = cli("--lang", "fr", "score", "--help").stdout.replace("\u00a0", " ").replace("\u2019", "'")
    assert "Calcule les scores d'une campagne" in out and "écompte une campagne" not in out
    assert "le nom d'une campagne du dossier campaigns/" in " ".join(out.split())
