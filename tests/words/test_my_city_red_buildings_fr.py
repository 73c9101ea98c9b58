"""My City's red buildings are « administratifs » in French, as the French edition (Iello) calls them: « rouge
(administratif) », never « public » (issue 34, French review 4, fault 11), wherever French is read: the game's
words (score sheets, board legends, `score`, `board`), the glossary, the rules read back (C5-4) and the FAQ."""

from __future__ import annotations

import re

import yaml

from generator.model import Where
from generator.rulebook.phrases import sentence
from generator.rulebook.sentences import scoring_sentence
from generator.validate.content import CONTENT, load_game
from generator.words.i18n import render, translator
from helpers import TERMS

PUBLIC = re.compile(r"\bpublics?\b", re.IGNORECASE)


def test_fault_11_the_games_word_for_red_is_administratif():
    red = load_game("my-city").term("red")
    assert render(red, translator("fr")) == "rouge (administratif)"
    assert render(red, translator("es")) == "rojo (público)" and render(red, translator("en")) == "red (public)"


def test_fault_11_the_glossary_building_is_yellow_red_administratif_or_blue():
    entries = yaml.safe_load((CONTENT / "glossary" / "fr.yaml").read_text(encoding="utf-8"))
    building = next(e["definition"] for e in entries if e["term"] == "bâtiment")
    assert "rouge (bâtiment administratif)" in building and not PUBLIC.search(building)


def test_fault_11_C5_4_the_largest_red_group_reads_administratif():
    """C5-4 (El barrio del palacio, chapter 5) read back in French names the red buildings « administratifs »."""
    params = {"where": Where(colour="red"), "largest": True, "per": "space", "most": True, "points": 4}
    text = render(sentence(scoring_sentence("groups", params, load_game("my-city"), "end")), translator("fr"))
    assert "administratif" in text and not PUBLIC.search(text), text


def test_fault_11_the_faq_refuses_public_for_my_city():
    assert [f.word for f in TERMS.find("Un bâtiment rouge (public) compte.", "fr", (), "my-city")] == ["public"]
