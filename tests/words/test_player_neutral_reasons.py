"""A score reason names what a player did, whoever the player is (French review 6, issue 34): the
gold-vein race of MC-E07 (and any first-to-cover-all entry) is not « premier à avoir construit » /
«el primero en construir», which is wrong for Léa or Inés; and a chart caption's pronoun has a noun to
stand for (« dans l'ordre où ils ont été joués » after « Un repère par épisode » had none)."""

from __future__ import annotations

import pytest

from helpers import catalogue_texts

RACES = ["first to build on both gold veins: %(cells)s", "first to build on every %(feature)s: %(cells)s"]
CAPTIONS = [f"One dot per finished {what}, in the order played: the best score possible with the cards that came, "
            "less the score played." for what in ("episode", "game", "episode or game")]


@pytest.mark.parametrize("lang, gendered", [("fr", ("premier à", "première à")), ("es", ("el primero", "la primera"))])
@pytest.mark.parametrize("msgid", RACES)
def test_MC_E07_the_race_is_said_of_any_player(lang: str, gendered: tuple[str, ...], msgid: str) -> None:
    said = catalogue_texts(lang)[msgid]
    assert not any(word in said for word in gendered), said


@pytest.mark.parametrize("msgid", CAPTIONS)
def test_the_points_left_chart_caption_has_no_pronoun_without_its_noun(msgid: str) -> None:
    said = catalogue_texts("fr")[msgid]
    assert "où ils" not in said and "où elles" not in said, said
