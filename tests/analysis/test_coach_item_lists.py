"""The coach's lists of things scored (`chronicle analyse`: «…, con …» / "with …", «en cambio, lo que se jugó a
partir de ahí se saldó con …» / « en réalité, … » / "instead, what was played from there resulted in …") hold a group's rule label
(LG-15, C5-2) as the rule's words, quoted, never as the object of the joining verb: «cada edificio junto al
palacio da 1 punto» is a clause of its own (issue 34, es and fr review 13, F1). A list that holds such a label,
or an item with commas of its own, follows a colon with its items apart with semicolons, and no item then holds
a semicolon of its own («G7, monedas +1», never «G7; monedas +1»): every demo episode's and every envelope
fixture's analysis, in es, fr and en."""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from generator import campaigns
from generator.analysis import analyse_episode, difference
from generator.analysis.cache import Cache
from generator.report.coach import items_listed, items_said, round_line
from generator.report.explain import as_reason
from generator.rules.results import Item
from generator.words.i18n import render, translator
from helpers import DEMO, FIXTURES

OPENING = ("\u00ab", "\u201c")
"""The quotation marks a quoted label opens with: « » (es, fr), “ ” (en)."""
QUOTED = re.compile("\u00ab.*?\u00bb|\u201c.*?\u201d")
"""A quoted label: the group's words, whose own punctuation the quotation marks hold apart."""


def _campaigns() -> list[Path]:
    demo = sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file())
    return demo + sorted(p for p in (FIXTURES / "envelopes").iterdir() if (p / "campaign.yaml").is_file())


def _episodes() -> list[tuple[str, Any, Any, int]]:
    found = []
    for path in _campaigns():
        checked = campaigns.check(path)
        assert checked.campaign and checked.result, path
        found += [(f"{path.parent.name}/{path.name} {e.episode.number}", checked.campaign, checked.result,
                   e.episode.number) for e in checked.result.episodes if e.complete]
    return found


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Cache:
    """Analyses kept in the module's own folder, never the user's cache."""
    return Cache(tmp_path_factory.mktemp("cache"))


def _label(item: Item, lang: str) -> str | None:
    """A group's own words as the item's reason says them, unquoted; None for the catalogue's words."""
    if item.kind == "adjustment":
        return str(item.facts.get("reason", "")) or None
    own = item.facts.get("reason")
    return as_reason(render(own, translator(lang))) if isinstance(own, Mapping) else None


def _faults(campaign: Any, analysis: Any, lang: str) -> list[tuple[str, int, str]]:
    tr, game, faults = translator(lang), campaign.game, []
    for player in analysis.players:
        for r in (r for r in player.rounds if r.lost > 0):
            line = round_line(r, player, game, tr)
            for items in difference(player.items, r.best_items):
                said = items_said(items, game, tr)
                text, apart = items_listed(items, game, tr)
                for item, _text in said:
                    label = _label(item, lang)
                    # every time the label stands in the line, a quotation mark opens just before it
                    at = line.find(label) if label else -1
                    while at >= 0:
                        if not line[:at].rstrip("\u00a0 ").endswith(OPENING):
                            faults.append((player.name, r.round, f"unquoted label: {line}"))
                        at = line.find(label, at + 1) if label else -1
                if apart:
                    faults += [(player.name, r.round, f"item with its own ';': {t}") for _i, t in said if ";" in QUOTED.sub("", t)]
                    if f": {text}".replace("\u00a0", " ") not in line.replace("\u00a0", " "):
                        faults.append((player.name, r.round, f"list set apart without a colon before it: {line}"))
                elif len(said) > 1:
                    faults += [(player.name, r.round, f"item with its own ',' in a list joined by commas: {t}")
                               for _i, t in said if "," in t or ";" in t]  # unquoted: no label here
    return faults


@pytest.mark.parametrize(("name", "campaign", "result", "number"), _episodes(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_LG_15_a_group_label_in_the_coach_list_is_quoted_and_the_list_set_apart(
        name: str, campaign: Any, result: Any, number: int, cache: Cache) -> None:
    """«…dio en cambio: «cada edificio junto al palacio da 1 punto» (1): C5 (+1); 2 pases (−2); una roca a la vista:
    H4 (−1)», never «dio en cambio cada edificio junto al palacio da 1 punto (1): C5 (+1), …: G7; monedas +1»."""
    analysis = analyse_episode(campaign, result, number, cache=cache)
    faults = [(lang, *fault) for lang in ("es", "fr", "en") for fault in _faults(campaign, analysis, lang)]
    assert not faults, faults[:5]
