"""A player's own pieces: a piece one player's set gained (a board change `{piece, add: ...}` or
campaign.yaml's start:, LG-12) is a card like any other (LG-02). Every place that looks a card up
finds it in the players' sets as well as in the campaign's catalogue: the episode page, `add`,
check's messages, table mode, and a ruleset's deck that names it."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from generator import campaigns
from generator.base.shipped import TEMPLATES
from generator.frontend.i18n import load
from generator.rules.deck import cards
from generator.rules.timeline import timeline
from generator.site.render import Renderer
from generator.table import reads
from generator.table.state import Table
from generator.words.i18n import ENGLISH
from helpers import FIXTURES

ISLA = FIXTURES / "envelopes" / "isla"
"""Cloe's set gains tile X1 after episode 4; card X1 is revealed in episodes 5 and 6."""

Make = Callable[..., Path]


@pytest.fixture
def isla(tmp_path: Path) -> Path:
    """A copy of the invented My Island campaign, to log more of it."""
    return Path(shutil.copytree(ISLA, tmp_path / "isla"))


# --- a card of one player's own set, wherever a card is looked up (issue 31) -----------------------------------

def test_LG_12_the_episode_page_draws_a_card_of_one_players_own_set():
    """Episode 5 reveals X1, which only Cloe's set holds: its round shows the tile as it was added."""
    checked = campaigns.check(ISLA)
    assert checked.campaign is not None and checked.result is not None
    result = checked.result.episodes[4]
    view = Renderer(TEMPLATES, load(TEMPLATES / "locale", "en"), "/", []).view
    steps = view.steps(checked.campaign, result, timeline(result, checked.campaign.game), legacy=True)
    round_1 = next(s for s in steps if s.round == 1)
    assert round_1.card == "card X1" and "<title>Tile X1</title>" in round_1.art


def test_LG_02_add_matches_a_card_of_a_players_own_set_as_typed(isla: Path, cli):  # type: ignore[no-untyped-def]
    """'x1' is Cloe's X1, as '--card r3' is R3: written as the campaign spells it."""
    result = cli("--lang", "en", "add", isla, "10", "--rules", "chapter-5", "--card", "x1", "Ana=pass", "Ben=pass", "Cloe=A3")
    assert result.exit_code == 0, result.output
    assert "matched card 'x1' to X1" in result.stderr
    assert "- card: X1\n" in (isla / "episodes" / "10.yaml").read_text(encoding="utf-8")


def test_LG_02_an_unknown_card_is_refused_naming_the_players_own_cards_among_those_dealt(isla: Path):
    (isla / "episodes" / "10.yaml").write_text("episode: 10\nrules: chapter-5\nrounds:\n  - card: Z1\n"
                                               "    Ana: pass\n    Ben: pass\n    Cloe: pass\n", encoding="utf-8")
    checked = campaigns.check(isla)
    assert [(Path(p.pos.file).name, p.pos.line) for p in checked.problems] == [("10.yaml", 4)]
    assert str(checked.problems[0].message).endswith("this episode deals 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, and X1")


def test_LG_12_table_mode_draws_the_players_own_pieces_with_the_catalogues(isla: Path):
    """The table's card picker shows every card the deck deals, X1 included (GET /api/pieces)."""
    (isla / "episodes" / "10.yaml").write_text("episode: 10\nrules: chapter-5\nrounds: []\n", encoding="utf-8")
    status, answer = reads.pieces(Table(isla), ENGLISH)
    assert status == 200 and {"1", "15", "X1"} <= answer["pieces"].keys()
    status, state = reads.state(Table(isla), ENGLISH)
    assert "X1" in state["cards_left"]


# --- a deck that names a player's own piece ----------------------------------------------------------------------

OWN_X1 = 'tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{piece: X1, add: {cells: {"0,0": house, "1,0": house}, extra: true}}]\n'
FIRST = "episode: 1\nrules: legacy-1\nrounds:\n  - card: 1\n    Ana: stop\n    Ben: stop\n"


def ours(deck: str) -> str:
    """A ruleset as legacy-1, dealing `deck`."""
    return f"name: Ours\nbuildable: [beach, heath]\nfirst_piece: {{covers: beach}}\nadjacency: matching-symbol\ndeck: {deck}\n"


def second(card: str = "X1") -> str:
    """Episode 2: Ana places `card` on the beach, Ben (who lacks X1) passes at no cost (LG-03)."""
    return f"episode: 2\nrules: ours\nrounds:\n  - card: {card}\n    Ana: {{A1: house, A2: house}}\n    Ben: pass\n" \
           "  - card: 1\n    Ana: stop\n    Ben: stop\n"


@pytest.mark.parametrize("deck", ["[tiles, X1]", "[X1, \"1\"]", "[tiles, extras]", "[all]"])
def test_LG_02_a_deck_deals_a_piece_a_players_own_set_gained_by_name_or_by_word(make_campaign: Make, deck: str):
    folder = make_campaign(FIRST + OWN_X1, second(), rules={"ours": ours(deck)})
    checked = campaigns.check(folder)
    assert not checked.problems, [str(p.message) for p in checked.problems]
    assert checked.result is not None
    played = checked.result.episodes[1]
    assert "X1" in played.deck
    ana, ben = played.players
    assert [t.action for t in ana.turns][:1] == ["place"] and [t.action for t in ben.turns][:1] == ["pass"]


def test_LG_02_a_deck_deals_a_piece_the_start_gave_a_player(make_campaign: Make):
    """A log begun at episode 3: Ana's set already holds X1 (start: changes)."""
    folder = make_campaign(second().replace("episode: 2", "episode: 3"), rules={"ours": ours("[tiles, X1]")})
    (folder / "episodes" / "01.yaml").rename(folder / "episodes" / "03.yaml")
    with (folder / "campaign.yaml").open("a", encoding="utf-8") as campaign:
        campaign.write('start:\n  episode: 3\n  players:\n    Ana:\n      changes:\n'
                       '        - {piece: X1, add: {cells: {"0,0": house, "1,0": house}, extra: true}}\n')
    checked = campaigns.check(folder)
    assert not checked.problems, [str(p.message) for p in checked.problems]
    assert checked.result is not None and "X1" in checked.result.episodes[0].deck


def test_LG_02_a_deck_naming_a_card_nobody_holds_is_refused_at_its_deck_naming_the_cards_there_are(make_campaign: Make):
    folder = make_campaign(FIRST + OWN_X1, second(), rules={"ours": ours("[tiles, X1, Q7]")})
    checked = campaigns.check(folder)
    assert [(Path(p.pos.file).name, p.pos.line, p.pos.col, p.rule) for p in checked.problems] == [("ours.yaml", 5, 1, "LG-02")]
    message = str(checked.problems[0].message)
    assert "deals card Q7" in message and "has no piece Q7" in message
    assert "at episode 2 the cards are 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, and X1;" in message


def test_LG_02_a_deck_naming_an_own_piece_before_any_set_gains_it_is_refused(make_campaign: Make):
    """X1 joins Ana's set after episode 1: a ruleset that deals it in episode 1 names a card nobody holds yet."""
    first = FIRST.replace("rules: legacy-1", "rules: ours")
    folder = make_campaign(first + OWN_X1, second(), rules={"ours": ours("[tiles, X1]")})
    checked = campaigns.check(folder)
    assert [(Path(p.pos.file).name, p.pos.line, p.rule) for p in checked.problems] == [("ours.yaml", 5, "LG-02")]
    assert "at episode 1 the cards are 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, and 14;" in str(checked.problems[0].message)


def test_LG_02_the_deck_words_deal_a_players_own_extra_as_an_extra():
    """`extras` deals a legacy addition of a player's set as it does one of the catalogue (MI-E01)."""
    checked = campaigns.check(ISLA)
    assert checked.campaign is not None and checked.result is not None
    cloe = checked.result.episodes[4].players[2]
    assert cloe.pieces is not None and cards(("extras",), cloe.pieces) == ("X1",)
