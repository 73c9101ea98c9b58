"""A ruleset that changes a placement rule of the base rulebook cites its own rule, or none, never the base
rule it contradicts (issue 34, French review 5, fault 8: « Chapitre 2 : les palmeraies » of reef-raiders said
« Les tuiles ne peuvent recouvrir que les cases Plage, Bruyères et Palmiers. (MI-R04) », MI-R04 being
"Episode 1: only beach and heath spaces may be covered"). A ruleset that agrees with the base rulebook keeps
the base rules' IDs (MI-R01, MI-R02, MI-R04), and one that cites its own (the Eternal game's MI-E02) keeps it."""

from __future__ import annotations

import pytest

from generator import campaigns
from generator.model import Campaign
from generator.rulebook.readback import ReadBack, read_back, used_rulesets
from generator.validate.content import load_game
from generator.validate.rulesets import ruleset_in
from generator.words.i18n import render, translator
from helpers import ROOT


def readbacks(campaign: Campaign) -> list[ReadBack]:
    return [read_back(u.ruleset, campaign.game, u.episodes, u.slug, campaign.mode, campaign.folder)
            for u in used_rulesets(campaign)]


def placing(back: ReadBack, lang: str = "en") -> list[tuple[str, str | None]]:
    return [(render(line.text, translator(lang)), line.rule) for line in back.placing]


@pytest.fixture(scope="module")
def reef() -> Campaign:
    result = campaigns.check(ROOT / "campaigns" / "reef-raiders")
    assert result.problems == (), result.problems
    return result.campaign


def test_MI_R04_is_not_cited_by_a_chapter_that_opens_the_palm_groves(reef):
    chapter = next(b for b in readbacks(reef) if b.written == "chapter-2")
    terrain = placing(chapter)[0]
    assert "palm grove" in terrain[0]
    assert terrain[1] is None, terrain


def test_the_base_rulebook_and_what_a_chapter_keeps_of_it_cite_the_base_rules(reef):
    base, chapter = readbacks(reef)[0], next(b for b in readbacks(reef) if b.written == "chapter-2")
    assert [rule for _, rule in placing(base)] == ["MI-R04", "MI-R01", "MI-R02"]
    assert [rule for _, rule in placing(chapter)][1:] == ["MI-R01", "MI-R02"]


def test_the_eternal_game_keeps_its_own_citation_MI_E02():
    game = load_game("my-island")
    _, ruleset, problems = ruleset_in(ROOT / "campaigns" / "reef-raiders", game, "en", "eternal")
    assert ruleset is not None, problems
    assert placing(read_back(ruleset, game))[0][1] == "MI-E02"


@pytest.mark.parametrize("campaign", sorted(p.name for p in (ROOT / "campaigns").iterdir() if p.is_dir()))
@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_no_demo_ruleset_cites_MI_R04_beside_other_terrains_than_beach_and_heath(campaign, lang):
    """The family: a base rule's id beside a sentence that contradicts it, on every demo ruleset page."""
    result = campaigns.check(ROOT / "campaigns" / campaign)
    for back in readbacks(result.campaign):
        for text, rule in placing(back, lang):
            if rule == "MI-R04":
                assert back.written == "legacy-1" or "Palm" not in text and "palm" not in text, (back.written, text)
