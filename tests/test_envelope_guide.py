"""Every YAML example of the guide "You opened an envelope" (content/guide/<lang>/envelopes.md,
`chronicle guide envelopes`) in English, Spanish and French is valid: the vocabularies extend their game, the boards read, and each ruleset
reads against its game with the guide's own words, so that the guides cannot drift from the
vocabulary (LG-15)."""

from __future__ import annotations

import re

import pytest
import yaml

from generator.load.content import CONTENT, load_game
from generator.load.nodes import load_text
from generator.model import Game
from generator.validate.game import read_board, read_ruleset
from generator.validate.reader import Reader
from generator.vocabulary.terms import extend

DOCS = CONTENT / "guide"
GUIDES = ("en/envelopes.md", "es/envelopes.md", "fr/envelopes.md")
"""The guide in English, Spanish and French: the same blocks, their comments and the group's texts translated."""
BLOCKS = [block for name in GUIDES for block in re.findall(r"```yaml\n(.*?)```", (DOCS / name).read_text(encoding="utf-8"),
                                                           re.DOTALL)]


def game_of(block: str) -> str:
    return "my-city" if "(My City" in block.splitlines()[0] else "my-island"


def with_words(game_id: str) -> Game:
    """The game with every vocabulary the guide declares for it."""
    game = load_game(game_id)
    for block in BLOCKS:
        if block.startswith("# campaign.yaml") and game_of(block) == game_id and "vocabulary:" in block:
            r = Reader()
            game = extend(r, load_text(block, "guide").get("vocabulary"), game, "es")  # type: ignore[arg-type]
            assert not r.problems, [str(p.message) for p in r.problems]
    return game


def test_the_guide_has_an_example_of_every_section_in_every_language():
    counts = [len(re.findall(r"```yaml\n", (DOCS / name).read_text(encoding="utf-8"))) for name in GUIDES]
    assert counts[0] >= 10 and len(set(counts)) == 1, counts
    for block in BLOCKS:
        yaml.safe_load(block)


@pytest.mark.parametrize("block", [b for b in BLOCKS if b.startswith("# rules/")], ids=lambda b: b.splitlines()[0])
def test_every_ruleset_of_the_guide_reads(block):
    r = Reader()
    ruleset = read_ruleset(r, load_text(block, "guide"), with_words(game_of(block)), "guide", "es")
    assert ruleset is not None and not r.problems, [str(p.message) for p in r.problems]


@pytest.mark.parametrize("block", [b for b in BLOCKS if b.startswith("# boards/")], ids=lambda b: b.splitlines()[0])
def test_every_board_of_the_guide_reads(block):
    r = Reader()
    board = read_board(r, load_text(block, "guide"), with_words(game_of(block)))
    assert board is not None and not r.problems, [str(p.message) for p in r.problems]
    assert board.grid.name(board.grid.parse("K1")) == "K1" and board.regions["harbour"] == {board.grid.parse("F3"),
                                                                                            board.grid.parse("G3")}
