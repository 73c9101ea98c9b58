"""My City's river on a drawn board (issue 33, "The table"): the river runs between spaces (MC-R02) and
the first building goes along it (MC-R03), so it is drawn last, above the spaces, the pieces and the
highlights, where no outline can hide it. A board without a river draws no river layer."""

from __future__ import annotations

import re
from pathlib import Path

from generator import campaigns
from generator.frontend import svg
from generator.report.moves import options


def round_one(folder: Path, game: str) -> Path:
    (folder / "episodes").mkdir(parents=True)
    (folder / "campaign.yaml").write_text(f"title: Riverside\ngame: {game}\nmode: legacy\nboard: sample-legacy\n"
                                          "pieces: sample\nlanguage: en\nplayers: [{name: Ana}, {name: Ben}]\n", encoding="utf-8")
    (folder / "episodes" / "01.yaml").write_text("episode: 1\nrules: legacy-1\nrounds: []\n", encoding="utf-8")
    return folder


def drawn(folder: Path) -> str:
    """The board with the first legal placement of the first card that has one, drawn and highlighted."""
    checked = campaigns.check(folder)
    campaign, result = checked.campaign, checked.result
    assert campaign is not None and result is not None
    for card in result.episodes[-1].cards_left():
        placements = [] if card == "block" else options(campaign, result, 1, "Ana", card).placements
        if placements:
            piece = campaign.catalogue.pieces[card]
            cells = dict(placements[0].cells)
            return str(svg.board_svg(campaign.board, campaign.game, "en", [svg.Drawn(cells, 1, piece.colour, "")],
                                     highlight=list(cells)))
    raise AssertionError("no card fits the board")


def test_MC_R02_MC_R03_the_river_is_drawn_after_every_space_piece_and_highlight(tmp_path):
    drawing = drawn(round_one(tmp_path / "city", "my-city"))
    assert drawing.count('<g class="rivers">') == 1
    rivers = drawing.index('<g class="rivers">')
    assert rivers > drawing.rindex('class="cell"')
    assert rivers > drawing.rindex('class="piece"') and rivers > drawing.rindex('class="highlight"')
    lines = [m.start() for m in re.finditer('<line class="river"', drawing)]
    assert len(lines) > 10 and min(lines) > rivers


def test_a_board_without_a_river_draws_no_river_layer(tmp_path):
    assert "river" not in drawn(round_one(tmp_path / "island", "my-island"))
