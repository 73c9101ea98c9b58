"""The commands as a logger uses them at the table: new, add, moves, score, board."""

from __future__ import annotations

import json
import subprocess
import sys

from helpers import FIXTURES, R, episode

SCORED = episode(R(1, Ana="{A1: house, A2: house}", Ben="pass"), R(3, Ana="stop", Ben="stop"))


def test_score_json_has_the_shape_of_DESIGN(make_campaign, cli):
    result = cli("score", make_campaign(SCORED), "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["campaign"] == "test"
    ana = data["episodes"][0]["players"][0]
    assert {"name", "token", "debt", "rank", "circles", "items"} <= ana.keys()
    assert ana["items"][0] == {"round": 1, "points": 2, "rule": "MI-R05", "reason": "2 × house on beach: A1 A2"}
    assert data["standings"][0]["name"] == "Ana"


def test_score_prints_a_reason_and_rule_for_every_point(make_campaign, cli):
    out = cli("score", make_campaign(SCORED)).stdout
    assert "round 1   +2  MI-R05  2 × house on beach: A1 A2" in out
    assert "round 1   \u22121  LG-03   passed" in out
    assert "end  \u221220  MI-R06  20 × beach still visible" in out


def test_score_one_episode_only(make_campaign, cli):
    folder = make_campaign(SCORED, SCORED.replace("episode: 1", "episode: 2"))
    data = json.loads(cli("score", folder, "--episode", "2", "--json").stdout)
    assert [e["episode"] for e in data["episodes"]] == [2]
    assert cli("score", folder, "--episode", "7").exit_code == 2


def test_every_placement_moves_lists_is_accepted_by_add(make_campaign, cli):
    """`moves` and the validator agree through the CLI: log the listed placements one by one."""
    folder = make_campaign(episode(R(1, Ana="{A1: house, A2: house}", Ben="stop")))
    listed = cli("moves", folder, "1", "Ana", "--card", "3").stdout.splitlines()
    placements = [line.split("covers")[0].strip() for line in listed if "covers" in line]
    assert placements and "legal placements of tile 3 for Ana (token 12)" in listed[-2]
    text = (folder / "episodes/01.yaml").read_text()
    for placement in placements:
        (folder / "episodes/01.yaml").write_text(text)
        result = cli("add", folder, "1", "--card", "3", f"Ana={placement.replace(' ', '')}")
        assert result.exit_code == 0, (placement, result.stderr)


def test_moves_refuses_a_card_already_revealed(make_campaign, cli):
    """LG-02: a fact of the game, not a mistyped command: exit 1 without a usage banner."""
    result = cli("moves", make_campaign(episode(R(1, Ana="{A1: house, A2: house}", Ben="stop"))), "1", "Ana", "--card", "1")
    assert result.exit_code == 1 and "already revealed" in result.stderr and "Usage:" not in result.output


def test_add_appends_the_round_and_keeps_comments(make_campaign, cli):
    folder = make_campaign("episode: 1  # our first evening\nrules: legacy-1\nrounds:\n  - card: 1   # Ana starts west\n"
                           "    Ana: {A1: house, A2: house}\n    Ben: stop\nnotes: |\n  Fun.\n")
    result = cli("add", folder, "1", "--card", "3", "Ana=A3r0")
    assert result.exit_code == 0, result.stderr
    text = (folder / "episodes/01.yaml").read_text()
    assert "# our first evening" in text and "# Ana starts west" in text
    assert "  - card: 3\n    Ana: A3\n" in text or "  - card: 3\n    Ana: A3 r0\n" in text
    assert text.endswith("notes: |\n  Fun.\n")


def test_add_starts_the_next_episode_with_the_previous_ruleset(make_campaign, cli):
    folder = make_campaign(SCORED)
    result = cli("add", folder, "2", "--card", "1", "Ana={A1:house,A2:house}", "Ben=pass")
    assert result.exit_code == 0, result.stderr
    assert (folder / "episodes/02.yaml").read_text().startswith("episode: 2\nrules: legacy-1\nrounds:\n  - card: 1\n")


def test_new_scaffolds_a_campaign_that_checks(tmp_path, cli):
    result = cli("new", "reef", "--game", "my-island", "--players", "Ana,Ben,Cloe", "--root", tmp_path)
    assert result.exit_code == 0, result.stderr
    assert cli("check", tmp_path / "reef").exit_code == 0
    again = cli("new", "reef", "--game", "my-island", "--players", "Ana,Ben", "--root", tmp_path)
    assert again.exit_code == 1 and "already exists" in again.stderr and "Usage:" not in again.output


def test_new_refuses_an_impossible_table_as_a_usage_error_naming_no_file(tmp_path, cli):
    """The players come from the command line: the answer names no line of a file that was never kept."""
    result = cli("new", "solo", "--game", "my-island", "--players", "Ana", "--root", tmp_path)
    assert result.exit_code == 2 and "nothing was created: My Island is played by 2 to 4 players, not 1" in result.stderr
    assert "campaign.yaml" not in result.stderr and not (tmp_path / "solo").exists()


def test_new_takes_players_one_per_option_or_separated_by_commas(tmp_path, cli):
    assert cli("new", "reef", "-g", "my-island", "-p", "Ana", "-p", "Ben,Cloe", "--root", tmp_path).exit_code == 0
    assert "{name: Ana}\n  - {name: Ben}\n  - {name: Cloe}" in (tmp_path / "reef" / "campaign.yaml").read_text(encoding="utf-8")


def test_board_draws_cells_with_their_names(cli):
    out = cli("board", FIXTURES / "my-city/boards/tiny.yaml").stdout.splitlines()
    assert out[0].split() == ["1", "2", "3", "4", "5", "6"]
    assert out[1].split()[0] == "A" and "|" in out[1]          # the river between A3 and A4
    assert "river: A3|A4, B3|B4, C3|C4, C4/D4, C5/D5" in out


def test_python_dash_m_generator_is_the_same_command(make_campaign):
    folder = make_campaign(SCORED)
    done = subprocess.run([sys.executable, "-m", "generator", "check", str(folder)], capture_output=True, text=True)
    assert done.returncode == 0 and "checks out" in done.stdout


def test_check_links_each_rule_to_its_faq_entry_in_the_groups_language(make_campaign, cli):
    """A Spanish group reads the Spanish FAQ entry of the rule it broke, at the site's address."""
    folder = make_campaign(episode(R(1, Ana="{B2: house, B3: house}", Ben="stop")))
    text = (folder / "campaign.yaml").read_text()
    (folder / "campaign.yaml").write_text(text + "language: es\n")
    result = cli("check", folder, "--faq-url", "https://reef.example.org/")
    assert result.exit_code == 1
    assert result.stderr.rstrip().endswith("[MI-R01: https://reef.example.org/es/faq/my-island/#first-tile-inland]")


def test_board_writes_an_svg_with_every_cell_named(cli, tmp_path):
    out = tmp_path / "city.svg"
    result = cli("board", FIXTURES / "my-city/boards/tiny.yaml", "--svg", out)
    assert result.exit_code == 0
    drawing = out.read_text()
    assert drawing.startswith("<?xml") and drawing.count('class="name"') == 30
    assert drawing.count('class="river"') == 5


def test_new_shows_the_warnings_of_the_campaign_it_made(tmp_path, cli, monkeypatch):
    """A warning blocks nothing, but new says it, as check would (C-2's needless tie-break, a note shown
    as plain text): the scaffold is checked once and what it finds is never swallowed."""
    from generator import campaigns
    from generator.model import Pos
    from generator.problems import Problem

    real = campaigns.check

    def with_a_warning(folder, *args, **kwargs):
        checked = real(folder, *args, **kwargs)
        note = Problem(Pos("campaign.yaml", 1, 1), "a warning of the scaffold", "C-2", severity="warning")
        return checked._replace(warnings=(note,))

    monkeypatch.setattr(campaigns, "check", with_a_warning)
    result = cli("new", "reef", "--game", "my-island", "--players", "Ana,Ben", "--root", tmp_path)
    assert result.exit_code == 0 and "a warning of the scaffold" in result.stderr
