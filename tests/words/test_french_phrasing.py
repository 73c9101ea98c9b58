"""French sentences as a French player writes them, in the rules read back in words (site and `chronicle
rules`), the JSON schemas, `undo` and the guides (issue 34, the French native review's GRAMMAR, TYPO and
MINOR faults): each test checks the family, every message built the same way, not the one line read."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from helpers import ROOT, catalogue_texts

FR = catalogue_texts("fr")


def test_a_rulesets_heading_agrees_with_what_it_names():
    """« « Livret de base » (legacy-1, fournies avec chronicle) » and « Mode Éternité · Utilisées dans la
    partie 1 »: the participle agreed with an unwritten « règles »; the name shown is a ruleset's
    (masculine singular), so every heading and « used in » line agrees with it."""
    texts = {msgid: text for msgid, text in FR.items()
             if msgid.startswith(("Used in ", "%(name)s (", "No episode uses it yet"))}
    assert len(texts) >= 6
    assert {msgid: text for msgid, text in texts.items() if re.search(r"\b(fournies|[Uu]tilisées|les utilise)\b", text)} == {}


def test_rules_in_words_names_what_a_campaign_uses(cli: Callable[..., Any]) -> None:
    """`chronicle rules` for El barrio del palacio (C5-4, C5-5, MC-R01) in French."""
    text = cli("--lang", "fr", "rules", ROOT / "campaigns" / "barrio-del-palacio").stdout
    text = re.sub("[\u00a0\u202f]", " ", text).replace("\u2019", "'")
    assert "  Utilisé dans les épisodes 13, 14 et 15." in text
    assert "On ne peut construire que sur les cases vert clair. [MC-R01]" in text
    assert "\nMarqueur Score, passage et pioche\n" in text
    assert "libellé sur la feuille de score : « le plus grand quartier rouge »" in text
    assert "raison du groupe" not in text and "de son compteur" not in text


def test_MC_R01_a_list_of_one_terrain_is_not_announced_as_a_list():
    """« On peut construire sur ces terrains : vert clair. »: « ces terrains : » announces a list where
    My City has one terrain; in every language the sentence reads with one terrain or several."""
    for lang in ("fr", "es", "en"):
        texts = {text for msgid, text in catalogue_texts(lang).items() if "Pieces may cover these terrains" in msgid}
        assert texts and not any(re.search(r"(ces|estos|these) terr\w+\s?:", text) for text in texts), texts


def test_MI_E04_the_road_to_the_beach_reads_in_one_breath():
    """« Chaque statue qu'une route de symboles sentier relie à une case Plage rapporte 5 points »."""
    msgid = "Each %(feature)s that a road of %(symbols)s links to %(terrain)s %(gives)s, as the road is completed, once per %(feature)s"
    for gender in ("feminine", "masculine"):  # said in the feature's gender (phrases.Agreeing)
        assert FR[f"{gender}\x04{msgid}"].startswith("Pour chaque %(feature)s, une route de %(symbols)s jusqu'à %(terrain)s")


def test_a_schemas_description_is_a_sentence_in_a_players_words():
    """`first` (« … marquent ; tous ceux qui y parviennent à la même manche. », no verb) and `deck` (« Les
    cartes distribuées » where these games deal no card) in the JSON schemas `chronicle init` writes."""
    first = FR["A race: only the first players to score it, in the episode or in the campaign, get it; all who do in "
               "the same round or, in end and chapter_end, at the end of the same episode."]
    assert first.endswith("marquent, c'est-à-dire tous ceux qui la remplissent au même tour ou, dans end et chapter_end, "
                          "à la fin du même épisode.")
    deck = FR["The cards dealt: all (the default), or a list of buildings, tiles, churches, extras, block and card ids."]
    assert deck.startswith("Les cartes de la pioche")
    # the family: a ruleset's deck holds cards, it deals none (« distribuent la carte 7 », « tuiles distribuées »)
    assert {msgid: text for msgid, text in FR.items() if re.search(r"distribu", text)} == {}
    assert {msgid: text for msgid, text in catalogue_texts("es").items() if re.search(r"\brepart\w*", text)} == {}


@pytest.mark.parametrize(("value", "elided"), [("ok/episodes/04.yaml", False), ("https://ourgroup.github.io/", False),
                                                ("Inés", True), ("Ana", True), ("Mateo", False)])
def test_de_elides_before_a_name_never_before_a_path(value: str, elided: bool) -> None:
    """« Manche 1 retirée d'ok/episodes/04.yaml » (`undo`): French elides « de » before a name (« le plateau
    d'Inés ») but not before a path or an address, which is not read aloud as a word."""
    from generator.words.elision import french_de

    assert (french_de("retiré de %(file)s", {"file": value}) == "retiré d'%(file)s") is elided
    assert FR["removed round %(n)s from %(file)s (%(round)s); %(left)s"].startswith("Tour %(n)s retiré de %(file)s")


@pytest.mark.parametrize(("lang", "infinitive"), [("fr", r"^\w+(er|ir|re)\b"), ("es", r"^\w+(ar|er|ir)\b")])
def test_the_rules_in_words_are_headed_by_nouns(lang: str, infinitive: str) -> None:
    """« Le marqueur Score, passer son tour et la pioche » mixed nouns and an infinitive, beside « Construire
    des bâtiments » and « Décompte »: the read-back's and the FAQ's section headings are all nouns."""
    said = catalogue_texts(lang)
    headings = {key: said[key] for key in ("my-island\x04Placing pieces", "my-city\x04Placing pieces",
                                           "Token, passing and the deck", "Scoring")}
    assert {key: text for key, text in headings.items() if re.search(infinitive, text)} == {}
    if lang == "fr":
        assert headings["Token, passing and the deck"] == "Marqueur Score, passage et pioche"


@pytest.mark.parametrize(("lang", "label", "never"), [("fr", "libellé sur la feuille de score", r"raison du groupe|\bson compteur"),
                                                      ("es", "etiqueta en la hoja de puntuación", r"motivo del grupo|\bsu contador"),
                                                      ("en", "label on the score sheet", r"group's reason")])
def test_an_entrys_label_and_counter_say_whose_they_are(lang: str, label: str, never: str) -> None:
    """C5-4, C5-5 (« la raison du groupe : « le plus grand quartier rouge » », « chaque unité de son compteur
    d'écus », where « son » had no antecedent): the label is the score sheet's, the counter the player's."""
    said = catalogue_texts(lang)
    texts = {key: said[key] for key in ("the group's reason: %(reason)s", "each unit of the player's %(counter)s counter")}
    assert texts["the group's reason: %(reason)s"].startswith(label)
    assert {key: text for key, text in texts.items() if re.search(never, text)} == {}
