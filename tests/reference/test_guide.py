"""The guides shipped with chronicle (`chronicle guide`): a group that installed the tool reads the
formats of its files and the envelopes' words in its language, and every example of the formats
guide checks out as written (LG-15: a log names legal placements; MI-R01 for the first piece)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator import campaigns
from generator.cli.guide import GUIDES, TOPICS
from generator.load.nodes import load_text
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.pieces import read_catalogue
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader

LANGUAGES = ("en", "es", "fr")


def blocks(lang: str, topic: str = "formats") -> list[str]:
    return re.findall(r"```yaml\n(.*?)```", (GUIDES / lang / f"{topic}.md").read_text(encoding="utf-8"), re.DOTALL)


def test_every_guide_exists_in_the_three_languages_with_the_same_examples():
    for topic in TOPICS:
        counts = {lang: len(blocks(lang, topic)) for lang in LANGUAGES}
        assert len(set(counts.values())) == 1 and counts["en"] > 3, (topic, counts)


def test_the_guide_command_lists_the_guides_and_shows_one_in_the_runs_language(cli):
    listed = cli("guide")
    assert listed.exit_code == 0 and all(topic in listed.output for topic in TOPICS)
    shown = cli("--lang", "es", "guide", "formats")
    assert shown.exit_code == 0 and shown.output == (GUIDES / "es" / "formats.md").read_text(encoding="utf-8") + "\n"
    unknown = cli("guide", "formatz")
    assert unknown.exit_code == 2 and "no guide named 'formatz'" in unknown.output and "Traceback" not in unknown.output


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_formats_guides_campaign_and_episode_check_out_with_the_shipped_samples(tmp_path: Path, lang: str):
    """Copied as they are into a campaign folder, the guide's campaign.yaml and episode are a legal log."""
    campaign, episode = blocks(lang)[:2]
    folder = tmp_path / "reef-raiders"
    (folder / "episodes").mkdir(parents=True)
    (folder / "campaign.yaml").write_text(campaign, encoding="utf-8")
    (folder / "episodes" / "01.yaml").write_text(episode, encoding="utf-8")
    checked = campaigns.check(folder)
    assert not checked.problems, [str(p) for p in checked.problems]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_formats_guides_board_pieces_and_ruleset_read_without_a_problem(lang: str):
    board, pieces, ruleset = blocks(lang)[2:5]
    game = load_game("my-island")
    for text, read in ((board, read_board), (pieces, read_catalogue),
                       (ruleset, lambda r, node, g: read_ruleset(r, node, g, "ours"))):
        r = Reader()
        assert read(r, load_text(text, "guide"), game) is not None
        assert not r.problems, [str(p) for p in r.problems]
