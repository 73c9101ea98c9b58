"""The tenth round of native fixes, what review 9 found outside one language's words: each test fails
on the fault reported."""

from __future__ import annotations

import re
import shutil

from generator import campaigns
from generator.rules.timeline import timeline
from generator.table.api import named_rulesets
from helpers import DEMO

# --- es U1: `chronicle check` typed inside a Spanish campaign answered in English, about campaigns/ --------

def test_check_typed_inside_a_campaign_checks_it_in_its_groups_language(tmp_path, cli, monkeypatch):
    folder = tmp_path / "reef-raiders"
    shutil.copytree(DEMO / "reef-raiders", folder)
    monkeypatch.chdir(folder / "episodes")
    result = cli("check")
    assert result.exit_code == 0, result.output
    assert result.stdout.startswith("1 campaña, 6 episodios:"), result.stdout


# --- es, an observation: the running rank of the rounds ignored a debt the end ranks by (C-5) ------------

def test_C_5_the_rank_after_each_round_counts_what_is_owed_as_the_end_does():
    """Mateo starts episode 13 of El barrio del palacio on 10 owing 4: after round 1 he is behind Lucía
    and Inés on 10 owing nothing, not first with them."""
    checked = campaigns.check(DEMO / "barrio-del-palacio")
    assert checked.campaign is not None and checked.result is not None
    result = checked.result.episodes[0]
    first = timeline(result, checked.campaign.game)[1]
    by_name = {p.name: m for p, m in zip(result.players, first.players)}
    assert (by_name["Mateo"].debt, by_name["Mateo"].rank) == (4, 3)
    assert by_name["Lucía"].rank == by_name["Inés"].rank == 1


# --- es, an observation: table mode offered the legacy "Reglamento base" to an Eternal game ---------------

def test_MI_E01_MC_E01_table_mode_offers_an_eternal_log_no_chapter_of_the_legacy_campaign():
    for name in ("gold-rush", "eternal-night"):
        campaign = campaigns.check(DEMO / name).campaign
        assert campaign is not None
        assert [r["id"] for r in named_rulesets(campaign, "es")] == ["eternal"]
    river = campaigns.check(DEMO / "river-town").campaign
    assert river is not None and [r["id"] for r in named_rulesets(river, "es")] == ["legacy-1"]


# --- es M6: the rules page sent a My City reader to My Island's FAQ for entries about both games ---------

def test_LG_08_the_rules_page_links_an_entry_about_both_games_to_both_faqs(demo_site):
    page = (demo_site / "es" / "rules" / "index.html").read_text(encoding="utf-8")
    rule = page[page.index('id="LG-08"'):page.index('id="LG-09"')]
    both = re.search(r'\(<a href="[^"]*faq/my-island/#([\w-]+)">My Island</a>, <a href="[^"]*faq/my-city/#\1">My City</a>\)', rule)
    assert both is not None, rule
    for game in ("my-island", "my-city"):
        assert f'id="{both[1]}"' in (demo_site / "es" / "faq" / game / "index.html").read_text(encoding="utf-8")
    texts = re.findall(r'<a href="[^"]*faq/[^"]*">([^<]*)</a>', rule)
    assert texts and all(t in ("My Island", "My City") or t.endswith(("(My Island)", "(My City)")) for t in texts), texts


# --- English, as the helpers of review 9 found: the command line and table mode read English's msgids, ---
# --- so a game's own words (My Island's tiles, My City's buildings) reached only the site. ---------------

def test_MI_R03_the_english_command_line_says_each_games_word_as_the_site_does(tmp_path, cli):
    folder = tmp_path / "reef-raiders"
    shutil.copytree(DEMO / "reef-raiders", folder)
    episode = folder / "episodes" / "01.yaml"
    episode.write_text(re.sub(r"Lucía: [A-Z]\d+ r\d", "Lucía: Z9 r0", episode.read_text(encoding="utf-8"), count=1), encoding="utf-8")
    said = cli("--lang", "en", "check", folder).stderr
    assert "spaces of the tile are not on the board" in said and "piece" not in said, said
