"""The warning that a scoring item "can never score" (generator/validate/combination.py) counts
everything that can be on a player's board or in their set at that episode: the pieces dealt as each
player's set has them (stickers on pieces and new colours, LG-12), the pieces a player's own set
gained by a board change or by campaign.yaml's start:, the features that act as a symbol or colour,
and the spaces a board change turned into a terrain; it is said once the whole log is read, so a
feature a later board change or an entry's `change:` brings lets an earlier ruleset's item score. It
still fires when truly nothing can score."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from generator import campaigns
from generator.words.i18n import render, translator
from helpers import ENDED, R, ep

Make = Callable[..., Path]

# Tiles 1 and 2 of the tiny set show houses and fields only: a deck of them deals no wall.
WALLS = """
    name: Walls
    buildable: [beach, heath]
    first_piece: {covers: beach}
    adjacency: matching-symbol
    deck: %s
    own_rules:
      W-1: {en: Each wall scores 1}
    end:
      - {kind: count, where: {symbol: wall}, points: 1, rule: W-1}
    """
REEF = """
    name: Reef
    buildable: [beach, heath]
    first_piece: {covers: beach}
    adjacency: matching-symbol
    own_rules:
      W-2: {en: Each visible reef space scores 1}
    end:
      - {kind: count, where: {terrain: reef, covered: false}, points: 1, rule: W-2}
    """
# The tiny city's yellow buildings Y1 and Y2: a deck of them deals nothing red.
YELLOW = """
    name: Yellow
    buildable: [green]
    first_piece: {along: river}
    adjacency: any-building
    deck: %s
    own_rules:
      W-3: {en: Each red building scores 2}
    end:
      - {kind: count, where: {colour: red}, count: pieces, points: 2, rule: W-3}
    """
TWO_TILES, TWO_BUILDINGS = '["1", "2"]', "[Y1, Y2]"
REEF_WORDS = "vocabulary:\n  terrains:\n    reef: {names: {en: Reef}, letter: a}\n"
PALACE_WORDS = "vocabulary:\n  features:\n    palace: {names: {en: Palace}, glyph: P, acts_as: wall}\n"


def episode(number: int, rules: str, card: str, changes: list[str]) -> str:
    """An episode every player ends at once (LG-05), with Ana's board changes after it."""
    text = f"episode: {number}\nrules: {rules}\nrounds:\n  - card: {card}\n    Ana: stop\n    Ben: stop\ntiebreak: [Ana, Ben]\n"
    return text + ("board_changes:\n  Ana:\n" + "".join(f"    - {c}\n" for c in changes) if changes else "")


def warned(make_campaign: Make, ruleset: str, *changes: str, words: str = "", start: bool = False,
           game: str = "my-island") -> list[str]:
    """The 'can never score' warnings (file:line: message) of a campaign that plays `ruleset` after Ana's
    `changes`: the board changes of an episode 1 played on legacy-1, or with `start` those of campaign.yaml's start:."""
    card = "Y1" if game == "my-city" else "1"
    if start:
        folder = make_campaign(episode(3, "ours", card, []), game=game, rules={"ours": ruleset})
        (folder / "episodes" / "01.yaml").rename(folder / "episodes" / "03.yaml")
        words += "start:\n  episode: 3\n  players:\n    Ana:\n      changes:\n" + "".join(f"        - {c}\n" for c in changes)
    else:
        folder = make_campaign(episode(1, "legacy-1", card, list(changes)), episode(2, "ours", card, []), game=game,
                               rules={"ours": ruleset})
    campaign = folder / "campaign.yaml"
    campaign.write_text(campaign.read_text(encoding="utf-8") + words, encoding="utf-8")
    checked = campaigns.check(folder)
    assert not checked.problems, [str(p.message) for p in checked.problems]
    return [f"{Path(w.pos.file).name}:{w.pos.line}: {english(w.message)}" for w in checked.warnings if "can never score" in str(w.message)]


# --- symbols -------------------------------------------------------------------------------------------------

def test_LG_15_an_item_scoring_a_symbol_no_piece_dealt_shows_is_warned_of(make_campaign: Make):
    assert warned(make_campaign, WALLS % TWO_TILES) == [
        "ours.yaml:9: this 'count' entry asks for wall symbols, but no tile dealt shows any, so it can never score"]


@pytest.mark.parametrize("start", [False, True], ids=["board change", "start"])
def test_LG_12_a_sticker_on_a_piece_dealt_shows_the_symbol(make_campaign: Make, start: bool):
    """Tile 1 shows a wall from now on: the item can score."""
    assert warned(make_campaign, WALLS % TWO_TILES, '{piece: "1", stickers: {"1,0": wall}}', start=start) == []


def test_LG_12_a_sticker_on_a_piece_the_deck_does_not_deal_shows_nothing(make_campaign: Make):
    assert len(warned(make_campaign, WALLS % TWO_TILES, '{piece: "3", stickers: {"0,0": wall}}')) == 1


@pytest.mark.parametrize("start", [False, True], ids=["board change", "start"])
@pytest.mark.parametrize("deck", ['["1", "2", X1]', '["1", "2", extras]'])
def test_LG_12_a_players_own_piece_dealt_shows_the_symbol(make_campaign: Make, deck: str, start: bool):
    """A tile Ana's set gained, dealt by name or as one of the extras, shows a wall."""
    own = '{piece: X1, add: {cells: {"0,0": wall, "1,0": house}, extra: true}}'
    assert warned(make_campaign, WALLS % deck, own, start=start) == []


def test_LG_12_a_players_own_piece_the_deck_does_not_deal_shows_nothing(make_campaign: Make):
    own = '{piece: X1, add: {cells: {"0,0": wall, "1,0": house}, extra: true}}'
    assert len(warned(make_campaign, WALLS % TWO_TILES, own)) == 1


def test_LG_12_a_feature_that_acts_as_the_symbol_on_a_board_shows_it(make_campaign: Make):
    """A palace acts as a wall (vocabulary acts_as): one on Ana's board lets the item score."""
    assert warned(make_campaign, WALLS % TWO_TILES, "{cell: B2, add: palace}", words=PALACE_WORDS) == []


def test_LG_12_a_feature_that_acts_as_the_symbol_on_no_board_shows_nothing(make_campaign: Make):
    """Declared in the vocabulary but on nobody's board: the item still can never score."""
    assert len(warned(make_campaign, WALLS % TWO_TILES, words=PALACE_WORDS)) == 1


# --- colours -------------------------------------------------------------------------------------------------

def test_LG_15_an_item_scoring_a_colour_no_piece_dealt_has_is_warned_of(make_campaign: Make):
    assert warned(make_campaign, YELLOW % TWO_BUILDINGS, game="my-city") == [
        "ours.yaml:9: this 'count' entry asks for red (public) buildings, but the deck deals none, so it can never score"]


def test_LG_12_a_piece_dealt_that_a_board_change_made_red_has_the_colour(make_campaign: Make):
    assert warned(make_campaign, YELLOW % TWO_BUILDINGS, "{piece: Y2, colour: red}", game="my-city") == []


@pytest.mark.parametrize("start", [False, True], ids=["board change", "start"])
def test_LG_12_a_players_own_red_building_dealt_has_the_colour(make_campaign: Make, start: bool):
    own = '{piece: X1, add: {colour: red, cells: ["0,0", "1,0"]}}'
    assert warned(make_campaign, YELLOW % "[Y1, Y2, X1]", own, start=start, game="my-city") == []


# --- terrains ------------------------------------------------------------------------------------------------

def test_LG_15_an_item_scoring_a_terrain_no_board_has_is_warned_of(make_campaign: Make):
    assert warned(make_campaign, REEF, words=REEF_WORDS) == [
        "ours.yaml:8: this 'count' entry asks for Reef spaces, but the board has none, so it can never score"]


@pytest.mark.parametrize("start", [False, True], ids=["board change", "start"])
def test_LG_12_a_space_a_board_change_turned_into_the_terrain_lets_it_score(make_campaign: Make, start: bool):
    assert warned(make_campaign, REEF, "{cell: B2, terrain: reef}", words=REEF_WORDS, start=start) == []


QUARRY = "vocabulary:\n  features:\n    quarry: {names: {en: quarry}}\n"


def test_a_feature_an_entry_adds_for_good_lets_the_entry_that_counts_it_score(chapter, checked):
    """An entry's change: {add: quarry} puts quarries on the board after the episode: the entry that
    counts them scores from the next episode on, so it is no 'can never score' (LG-12, LG-15)."""
    rules = ("end:\n  - {kind: count, where: {feature: quarry}, points: 1}\n"
             "  - {kind: count, where: {feature: gold, covered: true}, change: {add: quarry}}\n")
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A2"), ENDED), extra_campaign=QUARRY))
    assert not c.problems and not never_score(c), [str(p.message) for p in (*c.problems, *c.warnings)]


def test_a_feature_a_later_board_change_brings_lets_an_earlier_rulesets_item_score(chapter, checked):
    """The same ruleset in episodes 1 and 2: no quarry in episode 1, one typed as a board change after
    it; the item scores in episode 2, so no warning. Without the board change it warns, once."""
    rules = "end:\n  - {kind: count, where: {feature: quarry}, points: 1}\n"
    brought = "tiebreak: [Ana, Ben]\nboard_changes:\n  Ana: [{cell: B2, add: quarry}]\n"
    c = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A2"), ENDED, extra=brought),
                        ep(R("Y1", Ana="A2", Ben="A2"), ENDED, number=2), extra_campaign=QUARRY))
    assert not c.problems and not never_score(c), [str(p.message) for p in (*c.problems, *c.warnings)]
    never = checked(chapter(rules, ep(R("Y1", Ana="A2", Ben="A2"), ENDED), ep(R("Y1", Ana="A2", Ben="A2"), ENDED, number=2),
                            extra_campaign=QUARRY, slug="never"))
    assert never_score(never) == ["this 'count' entry asks for quarries, but the board has none, so it can never score"]


def never_score(c: campaigns.Checked) -> list[str]:
    return [english(w.message) for w in c.warnings if "can never score" in str(w.message)]


def english(message: object) -> str:
    """A warning as an English reader reads it: in the words of the game's edition (buildings, tiles)."""
    return render(message, translator("en"))
