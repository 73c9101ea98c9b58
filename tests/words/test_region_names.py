"""A region is named in the reader's language, never by its YAML id (issue 34, the third French review's
UNTRANSLATED fault: « une case de la région « plaza-mayor » »): a group names its board's regions in its
vocabulary (`regions:`, names and genders, as its features), and every sentence says the name, agreeing
with it (« une case de la grand-place », «un espacio del mercado», "a space in the main square"). The id
stays only where the user types it (a misspelt region's hint)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from generator import campaigns
from generator.model import Term, Where
from generator.problems.findings import describe
from generator.rulebook.conditions import indefinite
from generator.validate.content import load_game
from generator.words.i18n import render, translator
from helpers import DEMO

BARRIO = DEMO / "barrio-del-palacio"


def plain(text: str) -> str:
    return re.sub("[\u00a0\u202f]", " ", text).replace("\u2019", "'")


@pytest.mark.parametrize(("lang", "said"), [
    ("fr", ["Aucun bâtiment ne peut recouvrir une case de la grand-place. [C5-1]",
            "Chaque bâtiment à côté d'une case de la grand-place augmente le compteur"]),
    ("es", ["Ningún edificio puede cubrir un espacio de la plaza mayor. [C5-1]",
            "Cada edificio junto a un espacio de la plaza mayor suma 1 al contador"]),
    ("en", ["No building may cover a space in the main square. [C5-1]",
            "Each building next to a space in the main square adds 1 to the"]),
])
def test_a_region_is_said_by_its_name(cli: Callable[..., Any], lang: str, said: list[str]) -> None:
    """C5-1 and C5-3 of El barrio del palacio read back: « une case de la région « plaza-mayor » » was the
    board file's id; the campaign's vocabulary names the region in each language."""
    found = cli("--lang", lang, "rules", BARRIO, "capitulo-5")
    assert found.exit_code == 0, found.output
    text = plain(found.stdout)
    for sentence in said:
        assert sentence in text, text
    assert "plaza-mayor" not in text


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
@pytest.mark.parametrize("name", sorted(p.name for p in DEMO.iterdir() if (p / "campaign.yaml").exists()))
def test_no_id_of_a_demo_campaign_reaches_a_sentence(cli: Callable[..., Any], lang: str, name: str) -> None:
    """The family: no region, terrain, feature, symbol, colour or counter of a demo campaign is shown by its
    YAML id in the rules read back, where its name in the reader's language is another word (in English, an
    id that is no plain word: English ids are English words, which a group's own labels use too)."""
    checked = campaigns.check(DEMO / name)
    assert isinstance(checked, campaigns.Passed)
    game = checked.campaign.game
    kinds = (game.terrains, game.features, game.symbols, game.colours, game.counters, game.regions)
    names = sorted({render(term, translator(lang)).lower() for terms in kinds for term in terms.values()}, key=len, reverse=True)
    ids = {key for terms in kinds for key, term in terms.items() if render(term, translator(lang)).lower() != key
           and (lang != "en" or "-" in key)}  # English ids are English words: "red" in a group's "largest red district"
    ids |= set(checked.campaign.board.regions)
    text = plain(cli("--lang", lang, "rules", DEMO / name).stdout).lower()
    for said in names:  # "light green" says the name, not the id "green" inside it
        text = re.sub(rf"(?<![\w-]){re.escape(said)}(?:e?s)?(?![\w-])", "…", text)
    shown = {word for word in ids if re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", text)}
    assert shown == set(), (shown, [line for line in text.splitlines() if any(word in line for word in shown)])


SQUARE = Term("plaza-mayor", {"es": "plaza mayor", "fr": "grand-place", "en": "main square"}, genders={"es": "feminine", "fr": "feminine"})
MARKET = Term("mercado", {"es": "mercado", "fr": "marché", "en": "market"}, genders={"es": "masculine", "fr": "masculine"})
ISLE = Term("isla-norte", {"es": "isla del norte", "fr": "île du Nord", "en": "north isle"}, genders={"es": "feminine", "fr": "feminine"})


@pytest.mark.parametrize(("region", "lang", "said"), [
    (SQUARE, "fr", "une case de la grand-place"), (SQUARE, "es", "un espacio de la plaza mayor"),
    (SQUARE, "en", "a space in the main square"),
    (MARKET, "fr", "une case du marché"), (MARKET, "es", "un espacio del mercado"),
    (ISLE, "fr", "une case de l'île du Nord"), (ISLE, "es", "un espacio de la isla del norte"),
])
def test_a_regions_name_agrees_with_its_gender(region: Term, lang: str, said: str) -> None:
    """« de la grand-place », « du marché », « de l'île du Nord »; «de la plaza mayor», «del mercado»."""
    game = load_game("my-city")._replace(regions={region.id: region})
    assert plain(render(indefinite(Where(region=region.id), game), translator(lang))) == said


@pytest.mark.parametrize(("lang", "said"), [("fr", "une case de la région « bahia-sur »"),
                                            ("es", "un espacio de la región «bahia-sur»"),
                                            ("en", "a space in the region 'bahia-sur'")])
def test_a_region_the_vocabulary_does_not_name_is_quoted_as_written(lang: str, said: str) -> None:
    """A group that names no region keeps its own word, quoted as what it wrote (the name a board file gives)."""
    assert plain(render(indefinite(Where(region="bahia-sur"), load_game("my-island")), translator(lang))) == said


def test_a_problems_condition_names_the_region() -> None:
    """A check message that describes a condition (a first piece's) says the region's name too."""
    game = load_game("my-city")._replace(regions={"plaza-mayor": SQUARE})
    assert "grand-place" in plain(render(describe(Where(region="plaza-mayor"), game), translator("fr")))
