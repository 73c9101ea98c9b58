"""LG-15's warning for an entry asking for a group's own feature that no board shows: a feature declared with its
French or Spanish gender but no plural stands alone, in the singular, « demande un phare », « demande une tour
achevée », never the fallback « des éléments phare » / « des éléments tour achevée » (fr review 9, F7); a group's
own word has no plural to say (game.yaml's words do: « demande des bâtiments violets (églises) »)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from generator import campaigns
from generator.words.i18n import render, translator
from helpers import R, episode

Make = Callable[..., Path]

RULES = """
    name: Lights
    buildable: [beach, heath]
    first_piece: {covers: beach}
    adjacency: matching-symbol
    deck: ["1", "2"]
    end:
      - {kind: count, count: features, where: {feature: light}, points: 1}
    """


def _warning(make_campaign: Make, light: str, lang: str) -> str:
    log = episode(R("1", Ana="stop", Ben="stop"), rules="ours", extra="tiebreak: [Ana, Ben]\n")
    folder = make_campaign(log, rules={"ours": RULES}, language=lang)
    with (folder / "campaign.yaml").open("a", encoding="utf-8") as out:
        out.write(f"vocabulary:\n  features:\n    light: {light}\n")
    checked = campaigns.check(folder)
    found = [render(w.message, translator(lang)) for w in checked.warnings if "can never score" in str(w.message)]
    assert len(found) == 1, [str(w.message) for w in (*checked.problems, *checked.warnings)]
    return " ".join(found[0].replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())


@pytest.mark.parametrize(("light", "lang", "asked"), [
    ("{names: {fr: phare}, genders: {fr: m}}", "fr", "cette entrée « count » demande des phares, mais"),
    ("{names: {fr: tour achevée}, genders: {fr: f}}", "fr", "cette entrée « count » demande une tour achevée, mais"),
    ("{names: {es: faro}, genders: {es: m}}", "es", "esta entrada «count» pide faros, pero"),
    ("{names: {en: lighthouse}}", "en", "this 'count' entry asks for lighthouses, but"),
])
def test_LG_15_a_feature_of_the_groups_own_is_named_alone(make_campaign: Make, light: str, lang: str, asked: str) -> None:
    said = _warning(make_campaign, light, lang)
    assert said.startswith(asked) and "élément" not in said and "elemento" not in said, said
