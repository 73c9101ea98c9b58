"""What the campaign, player and FAQ pages show: debts (LG-08), an episode still being played
(LG-06), the boards as they stand (LG-12), who took over a seat (LG-14), a chart that reads,
and FAQ pictures that point at the space breaking a rule."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.site.build import build
from generator.site.settings import Settings
from helpers import FIXTURES


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("pages") / "site"
    build(Settings([FIXTURES / "site"], out, search=False, analysis=False))
    return out


def page(site: Path, path: str) -> str:
    return (site / path / "index.html").read_text(encoding="utf-8")


def test_LG_08_the_campaign_table_has_a_debt_column_naming_who_owes_what(site):
    html = page(site, "en/campaigns/harbour")
    assert '<th scope="col">Debt</th>' in html
    first = re.search(r'episodes/01/">1</a></th>(.*?)</tr>', html, re.S)[1]
    assert "Ana owes 5" in first and "Ben owes 7" in first


def test_LG_12_the_campaign_page_shows_each_seats_board_after_its_changes(site):
    html = page(site, "en/campaigns/harbour")
    boards = re.search(r'<section aria-labelledby="boards-now">(.*?)</section>', html, re.S)[1]
    assert boards.count('<svg class="board ') == 2  # one board per seat, Ben's now played by Cleo
    assert "B3: changed after episode 1" in boards  # Ana's palm sticker, kept
    palm = re.search(r'<g id="(\w+)"><path [^>]*fill="#9cc97a"', boards)[1]  # the page's palm-grove space
    mark = re.search(r'<title>B3: changed after episode 1</title><circle cx="([\d.]+)" cy="([\d.]+)"', boards)
    spaces = re.findall(rf'<use href="#{palm}" x="([\d.]+)" y="([\d.]+)"/>', boards)
    assert any(abs(float(x) - float(mark[1])) < 16 and abs(float(y) - float(mark[2])) < 16 for x, y in spaces)  # B3 drawn as palms


def test_LG_06_an_episode_in_progress_shows_tokens_so_far_and_no_rank(make_campaign, tmp_path):
    folder = make_campaign("""
        episode: 1
        rules: legacy-1
        rounds:
          - card: 3
            Ana: {A1: house, A2: house, A3: house}
            Ben: pass
        """)
    out = tmp_path / "site"
    build(Settings([folder], out, search=False, analysis=False))
    html = page(out, "en/campaigns/test")
    row = re.search(r'<tr class="in-progress">(.*?)</tr>', html, re.S)[1]
    assert "13\u00a0points so far" in row and "9\u00a0points so far" in row and "rank" not in row.split("</th>", 1)[1]
    assert "(in progress)" in row


def test_LG_14_a_replaced_player_keeps_a_page_and_the_seat_history_says_who_replaced_whom(site):
    ben = page(site, "en/campaigns/harbour/players/ben")
    cleo = page(site, "en/campaigns/harbour/players/cleo")
    assert ">Ben</h1>" in ben and "Episode 1" in ben and "Episode 2</a>" not in ben
    assert '<a href="../../../../../en/campaigns/harbour/players/cleo/">Cleo</a> took over from Ben in episode 2' in ben
    assert "<strong>Cleo</strong> took over from Ben in episode 2" in cleo
    assert cleo.count('<li class="card">') == 2  # the board's whole history
    campaign = page(site, "en/campaigns/harbour")
    assert 'players/ben/">Ben</a>' in campaign


def test_each_chart_labels_its_axes_and_no_bar_leaves_the_frame(site):
    """Scores and progress are two charts (issue 33), each with its episode axis and its one scale."""
    scores, chart = re.findall(r'<svg class="chart".*?</svg>', page(site, "en/campaigns/harbour"), re.S)
    assert re.findall(r'<text class="axis"[^>]*>([^<]*)</text>', scores) == ["Episode", "Score"]
    assert re.findall(r'<text class="axis"[^>]*>([^<]*)</text>', chart) == ["Episode", "Progress circles"]
    frame = re.search(r'<rect class="frame" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', chart)
    fx, fy, fw, fh = map(float, frame.groups())
    bars = re.findall(r'<rect class="bar" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', chart)
    assert bars
    for x, y, w, h in (map(float, bar) for bar in bars):
        assert fx <= x and x + w <= fx + fw and fy <= y and y + h <= fy + fh + 0.05


def test_an_illegal_faq_example_rings_the_spaces_that_break_the_rule_with_a_legend(site):
    faq = page(site, "en/faq/my-island")
    entry = re.search(r'<article class="entry" id="matching-symbols">(.*?)</article>', faq, re.S)[1]
    faults = re.findall(r'<g class="fault"><title>(\w+): breaks MI-R02</title>', entry)
    assert faults  # the new tile's spaces: none of its symbols matches (MI-R02)
    assert "the spaces that break MI-R02" in entry or "the space that breaks MI-R02" in entry
    articles = re.findall(r'<article class="entry".*?</article>', faq, re.S)
    legal = [a for a in articles if 'class="verdict legal"' in a]
    assert legal and not any('class="fault"' in a for a in legal)  # an allowed play points at nothing


def test_the_menu_reaches_both_games_and_the_rules_index_names_each_rules_game(site):
    home = page(site, "en")
    menu = re.search(r'<li class="menu">(.*?)</li>\s*</ul></details>', home, re.S)[0]
    assert 'games/my-island/">My Island</a>' in menu and 'games/my-city/">My City</a>' in menu
    rules = page(site, "en/rules")
    assert re.search(r'id="MI-R01".*?<span class="game">My Island</span></dt>', rules)
    assert re.search(r'id="MC-R01".*?<span class="game">My City</span></dt>', rules)
    assert re.search(r'id="LG-01".*?<span class="game">both games</span></dt>', rules)


def test_the_episode_subtitle_names_the_ruleset_as_rules(site):
    html = page(site, "en/campaigns/harbour/episodes/02")
    assert ('<p class="lead">Rules: “Base rulebook” (<a href="../../../../../en/campaigns/harbour/rules/legacy-1/">in plain '
            'words</a>) · <time datetime="2026-01-17">') in html  # the ruleset read back on its own page
