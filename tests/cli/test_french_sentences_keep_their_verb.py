"""French messages of the command line are sentences a player would write, each with its verb (issue 34, French
review 5, faults 1, 7 and 9): a card « se note par l'identifiant d'un bâtiment » (never « une carte est
l'identifiant »), an unknown campaign « n'est ni un dossier ni une campagne de campaigns/ » (never a parenthesis
without a verb), and `build --analysis` analyses « pour afficher « Ce qu'on aurait pu faire » »."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from helpers import ROOT


def plain(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())


def test_fault_1_LG_02_a_blocking_card_in_a_legacy_episode_says_how_a_card_is_written(cli, tmp_path: Path) -> None:
    """LG-02, MC-E03: only the Eternal game's deck deals the blocking card."""
    folder = Path(shutil.copytree(ROOT / "campaigns" / "barrio-del-palacio", tmp_path / "barrio"))
    result = cli("--lang", "fr", "add", folder, "15", "-c", "block", "--blocked", "R3")
    said = plain(result.output)
    assert result.exit_code == 1
    assert ("la pioche de cet épisode n'a pas de carte de blocage (seul le mode Éternité en a une) : ici, chaque carte "
            "se note par l'identifiant d'un bâtiment [LG-02]") in said, said
    assert "une carte est" not in said


def test_fault_1_my_island_says_a_tile_s_number_alike() -> None:
    from generator.words.i18n import translator

    said = translator("fr").gettext("this episode's deck has no blocking card: a card is the id of a piece", "my-island")
    assert said == "My Island n'a pas de carte de blocage : ici, chaque carte se note par le numéro d'une tuile"


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "« nope » n'est ni un dossier ni une campagne de campaigns/ ; campagnes disponibles :"),
    ("en", "'nope' is neither a folder nor a campaign in campaigns/; campaigns there:"),
])
def test_fault_7_an_unknown_campaign_is_neither_a_folder_nor_a_campaign(cli, monkeypatch, lang, said) -> None:
    monkeypatch.chdir(ROOT)
    result = cli("--lang", lang, "score", "nope")
    assert result.exit_code == 2
    assert said in plain(result.output), result.output
    assert "(ni un dossier" not in result.output and "(neither" not in result.output


def test_fault_9_build_analysis_help_says_what_it_shows(cli) -> None:
    said = plain(cli("--lang", "fr", "build", "--help").output)
    assert ("Analyse chaque épisode terminé, pour afficher « Ce qu'on aurait pu faire » sur les pages des épisodes et "
            "les points manqués sur celles des joueurs ;") in said, said
