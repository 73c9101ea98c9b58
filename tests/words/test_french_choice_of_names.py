"""A French error that offers names to choose from says « choisissez entre « eternal » et « legacy-1 » »,
never « parmi » (issue 34, French review 11, fault 4): « parmi » wants more than two, and a list of known
names often holds two (My City ships eternal and legacy-1)."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from helpers import ROOT, catalogue_texts, edit, episode_file


def test_no_french_message_chooses_parmi_a_list_that_may_hold_two():
    assert {key: text for key, text in catalogue_texts("fr").items() if re.search(r"\bparmi\s+%\(", text)} == {}


def test_an_unknown_ruleset_offers_the_two_shipped_ones_entre(cli: Callable[..., Any], tmp_path: Path) -> None:
    campaign = shutil.copytree(ROOT / "campaigns" / "gold-rush", tmp_path / "gold-rush")
    edit(episode_file(campaign), "rules: eternal", "rules: eternel")
    said = cli("--lang", "fr", "check", campaign)
    assert said.exit_code == 1
    shown = re.sub("[\u00a0\u202f]", " ", said.stdout + said.stderr)  # the no-break spaces typography sets
    assert "choisissez entre « eternal » et « legacy-1 » (fournis avec chronicle pour My City)" in shown
