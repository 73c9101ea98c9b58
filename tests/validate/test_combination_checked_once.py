"""Issue 35: whether a ruleset suits the group's board and catalogue (validate/combination.check, LG-02, MC-E01)
is not worked out again for an episode given what the last quiet check was given: the same ruleset, the same sets
of pieces, the same terrains, features and regions shown. Checked so or worked out at every episode (`_check`),
a log says the same problems in the same order and leaves the group's kit alike, a shipped ruleset's problem said
again at each episode's `rules:` line."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from generator import campaigns
from generator.model import Campaign, Catalogue, Pos
from generator.validate import combination
from generator.vocabulary.reader import Reader
from generator.words.i18n import Text

CAMPAIGNS = Path(__file__).resolve().parents[2] / "campaigns"


def _campaign(name: str) -> Campaign:
    checked = campaigns.check(CAMPAIGNS / name)
    assert isinstance(checked, campaigns.Passed), checked.problems
    return checked.campaign


def _kit(campaign: Campaign) -> combination.Kit:
    label: Text = campaign.catalogue.name
    return combination.Kit.of(campaign.game, campaign.board, campaign.catalogue, label)


Check = Callable[[Reader, combination.Chosen, combination.Kit, Sequence[Catalogue], int], None]


Said = list[tuple[Pos, str, str | None, str]]


def _said(campaign: Campaign, check: Check, deck: tuple[str, ...] | None, shipped: bool) -> tuple[Said, object]:
    r, kit = Reader(), _kit(campaign)
    changed = {id(e.ruleset): e.ruleset if deck is None else e.ruleset._replace(deck=deck) for e in campaign.episodes}
    for episode in campaign.episodes:
        ruleset = changed[id(episode.ruleset)]  # one object per ruleset, as a log reads them
        chosen = combination.Chosen(ruleset, shipped, Pos(f"episodes/{episode.number:02d}.yaml", 4, 8))
        check(r, chosen, kit, [campaign.catalogue] * len(campaign.seats), episode.number)
    kit.settle(r)
    state = (kit.terrains, kit.features, kit.regions, kit.reported, list(kit.unmet), kit.met)
    return [(p.pos, str(p.message), p.rule, p.severity) for p in r.problems], state


@pytest.mark.parametrize("name", sorted(p.name for p in CAMPAIGNS.iterdir() if (p / "campaign.yaml").is_file()))
@pytest.mark.parametrize(("deck", "shipped"), [(None, True), (None, False), (("tiles", "99", "churches"), True),
                                               (("tiles", "99", "churches"), False)])
def test_a_quiet_check_kept_says_what_every_check_says(name: str, deck: tuple[str, ...] | None, shipped: bool) -> None:
    campaign = _campaign(name)
    kept, state = _said(campaign, combination.check, deck, shipped)
    assert (kept, state) == _said(campaign, combination._check, deck, shipped)
    if deck is not None and shipped:  # said at every episode's `rules:` line, never kept quiet
        assert len({problem[0] for problem in kept}) == len(campaign.episodes)
