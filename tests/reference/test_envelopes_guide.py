"""Every YAML example of the guide "You opened an envelope" (content/guide/<lang>/envelopes.md,
`chronicle guide envelopes`) in English, Spanish and French is valid: the vocabularies extend their game, the boards read, and each ruleset
reads against its game with the guide's own words, so that the guides cannot drift from the
vocabulary (LG-15). A block of a ruleset's entries alone (the cookbook's) is read inside the game's
usual keys (FRAME).

The cookbook ("what chapters keep saying") is played too: each of its blocks is the same YAML in the
three languages, and each is scored as a chapter of a small campaign (SCENARIOS, worked out by hand
on the boards below), every figure its comments state being the engine's (LG-15, C-1). A recipe's other
blocks (those before it, back to the previous recipe's) are played with it: its lines of a board file
end the scenario's board, its episode's board changes the scenario's first episode, and its campaign.yaml's
words are the campaign's (as every vocabulary of the guide)."""

from __future__ import annotations

import re
import shutil
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import yaml

from generator import campaigns
from generator.load.nodes import load_text
from generator.model import Game
from generator.validate.board import read_board
from generator.validate.content import CONTENT, load_game
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from generator.vocabulary.terms import extend
from helpers import FIXTURES, R, episode

DOCS = CONTENT / "guide"
GUIDES = ("en/envelopes.md", "es/envelopes.md", "fr/envelopes.md")
"""The guide in English, Spanish and French: the same blocks, their comments and the group's texts translated."""
BLOCKS = [block for name in GUIDES for block in re.findall(r"```yaml\n(.*?)```", (DOCS / name).read_text(encoding="utf-8"),
                                                           re.DOTALL)]


FRAME = {"my-island": "name: Cookbook\nbuildable: [beach, heath, reef]\nadjacency: matching-symbol\nfirst_piece: {covers: beach}\n",
         "my-city": "name: Cookbook\nbuildable: [green]\nadjacency: any-building\nfirst_piece: {along: river}\n"}
"""The keys every ruleset writes, around a block that gives only a ruleset's entries."""


def game_of(block: str) -> str:
    return "my-city" if "(My City" in block.splitlines()[0] else "my-island"


def as_ruleset(block: str) -> str:
    """A ruleset's block as a whole file: entries alone go inside the game's usual keys (FRAME)."""
    return block if re.search(r"^name:", block, re.MULTILINE) else FRAME[game_of(block)] + block


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
    ruleset = read_ruleset(r, load_text(as_ruleset(block), "guide"), with_words(game_of(block)), "guide", "es")
    assert ruleset is not None and not r.problems, [str(p.message) for p in r.problems]


@pytest.mark.parametrize("block", [b for b in BLOCKS if b.startswith("# boards/") and re.search(r"^map:", b, re.MULTILINE)],
                         ids=lambda b: b.splitlines()[0])
def test_every_board_of_the_guide_reads(block):
    """A whole board file (section 3); the cookbook's lines of a board file are read with its scenario's board."""
    r = Reader()
    board = read_board(r, load_text(block, "guide"), with_words(game_of(block)))
    assert board is not None and not r.problems, [str(p.message) for p in r.problems]
    assert board.grid.name(board.grid.parse("K1")) == "K1" and board.regions["harbour"] == {board.grid.parse("F3"),
                                                                                            board.grid.parse("G3")}


# --- the cookbook, played -----------------------------------------------------------------------------------

COOKBOOK = {"en": "## Cookbook: what chapters keep saying", "es": "## Recetario: lo que los capítulos repiten",
            "fr": "## Recettes\u00a0: ce que les chapitres répètent"}  # set in the file, which is read raw (issue 34)
"""The cookbook's heading in each language: its blocks run from there to the next section."""


def cookbook(lang: str) -> list[str]:
    text = (DOCS / lang / "envelopes.md").read_text(encoding="utf-8")
    section = text[text.index(COOKBOOK[lang] + "\n"):]
    section = section[:section.find("\n## ", 1) % (len(section) + 1)]
    return re.findall(r"```yaml\n(.*?)```", section, re.DOTALL)


def words_only(value):  # type: ignore[no-untyped-def]
    """A block's YAML without what the group writes in its own language: names, statements, reasons."""
    if isinstance(value, dict):
        if set(value) <= {"en", "es", "fr"}:
            return "text"
        return {k: "text" if k == "own_rules" else words_only(v) for k, v in value.items()}
    if isinstance(value, list):
        return [words_only(v) for v in value]
    return value


def test_the_cookbook_gives_the_same_entries_in_every_language():
    blocks = {lang: cookbook(lang) for lang in COOKBOOK}
    assert len(blocks["en"]) == len(SCENARIOS), [b.splitlines()[0] for b in blocks["en"]]
    for lang, found in blocks.items():
        assert [words_only(yaml.safe_load(b)) for b in found] == [words_only(yaml.safe_load(b)) for b in blocks["en"]], lang
        assert [game_of(b) for b in found] == [game_of(b) for b in blocks["en"]], lang


@dataclass(frozen=True)
class Scenario:
    """A small campaign that plays one cookbook block as its chapter, and what it gives, worked out by hand.

    `items`: per (episode, player), every line of the score sheet as (round, points, circles, rule),
    round None at the end; `counters`: a player's counters after an episode; `said`: the figures
    the block's comments state, in every language."""

    name: str
    board: str
    episodes: tuple[str, ...]
    items: dict[tuple[int, str], list[tuple[int | None, int, int, str]]]
    said: tuple[str, ...] = ()
    counters: dict[tuple[int, str], dict[str, int]] = field(default_factory=dict)
    players: str = "[{name: Ana}, {name: Ben}]"
    start: str = ""
    made: dict[tuple[int, str], list[tuple[str, str | None, str | None]]] = field(default_factory=dict)
    """The board changes the entries made after an episode (`change:`), as (space, added, removed)."""


ISLE = """\
# 6 x 4, lighthouses on B3 and C5 (heath). Rows A and C touch columns n-1 and n of rows B and D;
# B3 touches B2 B4 A3 A4 C3 C4, C5 touches C4 C6 B4 B5 D4 D5.
game: my-island
name: Cookbook island
map: |
  b b b b b b
   b h h h h b
  b h h h h b
   b b b b b b
features:
  lighthouse: [B3, C5]
"""
CITY = """\
# 5 x 4 light green between the mountains (column 1) and the forest (column 6); the river runs
# between columns 3 and 4. Trees: B5 double, C2; a rock on D2, gold veins on A5 and C5, a well on B4.
game: my-city
name: Cookbook city
map: |
  m g g g g f
  m g g g g f
  m g g g g f
  m g g g g f
river: [A3|A4, B3|B4, C3|C4, D3|D4]
features:
  tree: {B5: 2, C2: 1}
  rock: [D2]
  gold: [A5, C5]
  well: [B4]
regions:
  market: [D2, D3, D4, D5]
"""
SHORE = """\
# 6 x 4, beach but for the heath of B2-B5, C3 and C4; the recipe's own lines put the lighthouse on C1, facing east:
# its beam lights C2 C3 C4 C5 C6, of which C2, C5 and C6 are beach.
game: my-island
name: Cookbook shore
map: |
  b b b b b b
   b h h h h b
  b b h h b b
   b b b b b b
"""
LAIR = """\
# CITY's light green, mountains, forest and river; a dragon in the forest on D6 (beside D5), a tower on C5.
game: my-city
name: Cookbook lair
map: |
  m g g g g f
  m g g g g f
  m g g g g f
  m g g g g f
river: [A3|A4, B3|B4, C3|C4, D3|D4]
features:
  dragon: [D6]
  tower: [C5]
"""
THREE = "[{name: Ana}, {name: Ben}, {name: Cloe}]"
L = "LG-15"
"""What a composable entry cites without `rule:`."""

SCENARIOS: list[Scenario | None] = [
    None,  # campaign.yaml: the counters of the recipes, read with every ruleset above
    None,  # campaign.yaml (My Island): the lighthouse's ships
    Scenario("once each", ISLE, (R(1, Ana="{A2: house, A3: house}", Ben="stop")  # A3 beside B3: +3
                                 + R(14, Ana="{A4: house, A5: path}")            # A4 beside B3 again: nothing
                                 + R(10, Ana="{B4: house, B5: path}")            # B4 beside C5: +3
                                 + R(3, Ana="stop"),),
             {(1, "Ana"): [(1, 3, 0, L), (3, 3, 0, L)], (1, "Ben"): []}, said=("+3",)),
    Scenario("once episode", ISLE, (R(8, Ana="{A1: wall, A2: wall}", Ben="stop")     # one tile, two walls: +3
                                    + R(12, Ana="{A3: wall, A4: wall, A5: wall}")   # the second such tile: nothing
                                    + R(3, Ana="stop"),
                                    R(8, Ana="{A1: wall, A2: wall}", Ben="stop") + R(3, Ana="stop")),  # next episode: +3
             {(1, "Ana"): [(1, 3, 0, L)], (2, "Ana"): [(1, 3, 0, L)]}, said=("+3",)),
    Scenario("once campaign", CITY, (R("Y1", Ana="A2", Ben="stop")       # A2 A3: beside the mountains, depth 1
                                     + R("R2", Ana="B2")                   # B2 C2: depth 2
                                     + R("B1", Ana="stop"),
                                     R("Y1", Ana="A2", Ben="stop")       # depth 3: 1 symbol
                                     + R("R2", Ana="B2")                   # depth 4: nothing
                                     + R("B1", Ana="stop")),
             {(1, "Ana"): [(1, 0, 0, L), (2, 0, 0, L)], (2, "Ana"): [(1, 0, 0, L), (1, 0, 1, L), (2, 0, 0, L)]},
             counters={(1, "Ana"): {"depth": 2}, (2, "Ana"): {"depth": 4}}),
    Scenario("bounds", CITY, (R("R1", Ana="D2", Ben="stop")  # D2 D3: the rock and 2 market spaces covered
                              + R("B1", Ana="stop"),),
             # Ana: market D4 D5 empty +2, no rock +3, trees 2 + 1 = 3 +1; Ben: trees only, +1
             {(1, "Ana"): [(None, 2, 0, L), (None, 3, 0, L), (None, 1, 0, L)], (1, "Ben"): [(None, 1, 0, L)]},
             said=("+2", "+3", "+1")),
    Scenario("fewest", CITY, (R("Y2", Ana="A3", Ben="A3", Cloe="A3")          # A3 B3
                              + R("R2", Ana="C3", Ben="C3", Cloe="stop")       # C3 D3: 12, 12 and 14 empty
                              + R("B1", Ana="stop", Ben="stop") + "tiebreak: [Ana, Ben, Cloe]\n",),
             {(1, "Ana"): [(None, 4, 0, L)], (1, "Ben"): [(None, 4, 0, L)], (1, "Cloe"): []}, said=("+4",), players=THREE),
    Scenario("second most", ISLE, (R(3, Ana="{A1: house, A2: house, A3: house}", Ben="pass", Cloe="pass")
                                   + R(1, Ana="stop", Ben="{A1: house, A2: house}", Cloe="{A1: house, A2: house}")
                                   + R(4, Ben="stop", Cloe="stop") + "tiebreak: [Ana, Ben, Cloe]\n",   # 3, 2 and 2
                                   R(3, Ana="{A1: house, A2: house, A3: house}", Ben="{A1: house, A2: house, A3: house}",
                                     Cloe="pass")
                                   + R(1, Ana="stop", Ben="stop", Cloe="{A1: house, A2: house}")
                                   + R(4, Cloe="stop") + "tiebreak: [Ana, Ben, Cloe]\n"),               # 3, 3 and 2
             {(1, "Ana"): [(None, 4, 0, L)], (1, "Ben"): [(1, -1, 0, "LG-03"), (None, 2, 0, L)],
              (1, "Cloe"): [(1, -1, 0, "LG-03"), (None, 2, 0, L)],
              (2, "Ana"): [(None, 4, 0, L)], (2, "Ben"): [(None, 4, 0, L)], (2, "Cloe"): [(1, -1, 0, "LG-03")]},
             said=("+4", "+2"), players=THREE),
    Scenario("if", CITY, (R("R1", Ana="A2", Ben="A2")      # Ana holds 2 coins: +3; Ben none: nothing
                          + R("Y1", Ana="B2", Ben="B2")    # Ana 2 coins: nothing; Ben none: -1
                          + R("B1", Ana="stop", Ben="stop"),),
             {(1, "Ana"): [(1, 3, 0, L)], (1, "Ben"): [(2, -1, 0, L)]}, said=("+3", "-1"),
             start="start:\n  episode: 1\n  players:\n    Ana: {counters: {coins: 2}}\n"),
    Scenario("set", CITY, (R("B1", Ana="A2", Ben="stop")   # Ana, 4 coins: a symbol, coins to 0
                           + R("Y1", Ana="stop"),),        # Ben ends with 7: 5 kept
             {(1, "Ana"): [(1, 0, 1, L)], (1, "Ben"): [(None, 0, 0, L)]},
             counters={(1, "Ana"): {"coins": 0}, (1, "Ben"): {"coins": 5}},
             start="start:\n  episode: 1\n  players:\n    Ana: {counters: {coins: 4}}\n    Ben: {counters: {coins: 7}}\n"),
    Scenario("per piece of", CITY, (R("B1", Ana="A2", Ben="D2")    # Ana A2 A3, Ben D2 D3
                                    + R("Y1", Ana="B2", Ben="C2")  # Ana B2 B3: B3 beside the well B4
                                    + R("B2", Ana="C2", Ben="A2")  # Ana C2 D2, Ben A2 B2: Ben's city never reaches it
                                    + R("R1", Ana="stop", Ben="stop"),),
             {(1, "Ana"): [(None, 4, 0, L)], (1, "Ben"): []}, said=("+4",)),
    Scenario("first campaign at the end", CITY, (R("B1", Ana="A4", Ben="A4")     # A4 A5: a vein each
                                                 + R("Y2", Ana="stop", Ben="B5")  # Ben B5 C5: both veins, +4
                                                 + R("R1", Ben="stop") + "tiebreak: [Ana, Ben]\n",
                                                 R("B1", Ana="A4", Ben="A4")
                                                 + R("Y2", Ana="B5", Ben="stop")  # Ana on both, an episode later: nothing
                                                 + R("R1", Ana="stop") + "tiebreak: [Ana, Ben]\n"),
             {(1, "Ana"): [], (1, "Ben"): [(None, 4, 0, L)], (2, "Ana"): [], (2, "Ben"): []}, said=("+4",)),
    Scenario("hidden", CITY, (R("Y1", Ana="A2", Ben="A2")     # A2 A3
                              + R("R2", Ana="B2", Ben="B2")   # B2 C2 beside A2: tally 1
                              + R("B2", Ana="B3", Ben="C3")   # B3 C3 (Ben C3 D3) beside B2 C2: tally 2
                              + R("R1", Ana="D2", Ben="stop")  # D2 D3 beside C3: Ana's tally 3
                              + R("B1", Ana="stop"),),
             {(1, "Ana"): [(None, 2, 0, L)], (1, "Ben"): []}, said=("+2",),
             counters={(1, "Ana"): {"tally": 0}, (1, "Ben"): {"tally": 0}}),
    Scenario("cite", CITY, (R("R1", Ana="pass", Ben="A2") + R("Y1", Ana="A2", Ben="stop") + R("B1", Ana="stop")
                            + "board_changes:\n  Ana: [{piece: R1, remove: true}]\n",
                            R("R1", Ana="pass", Ben="A2") + R("Y1", Ana="A2", Ben="pass") + R("B1", Ana="stop", Ben="stop")),
             {(1, "Ana"): [(1, -2, 0, "CH5-1")], (2, "Ana"): [(1, 0, 0, "CH5-2")], (2, "Ben"): [(2, -2, 0, "CH5-1")]},
             said=("-2", "CH5-1", "CH5-2")),
    Scenario("order", ISLE, (R(3, Ana="{A2: house, A3: house, A4: house}", Ben="stop")  # A3 A4 beside B3: 2 pearls
                             + R(1, Ana="{B4: house, B5: house}")                        # B4: the third, traded
                             + R(4, Ana="stop"),),
             {(1, "Ana"): [(1, 0, 0, L), (2, 0, 0, L), (2, 0, 1, L)]}, counters={(1, "Ana"): {"pearls": 0}}),
    None,  # boards/: the lighthouse on C1 faces east, added to SHORE
    Scenario("facing", SHORE, (R(1, Ana="{C4: house, C5: house}", Ben="stop")  # C4 stops the beam: C2 C3, 1 ship
                               + R(3, Ana="stop")
                               + "board_changes:\n  Ana: [{cell: A6, add: lighthouse, facing: west}]\n",
                               R(1, Ana="{A1: house, A2: house}", Ben="stop")  # C1: 3 ships; A6 west: A5 A4 A3, 3 more
                               + R(3, Ana="stop"),
                               R(1, Ana="{C2: house, C3: house}", Ben="stop")  # C1 sees nothing; A6: A5 to A1, 5
                               + R(3, Ana="stop")),                             # Ana 12 ships: 1 circle; Ben 9
             {(1, "Ana"): [(None, 0, 0, L)], (1, "Ben"): [(None, 0, 0, L)],
              (3, "Ana"): [(None, 0, 0, L), (None, 0, 1, L), (None, 0, 0, L)], (3, "Ben"): [(None, 0, 0, L), (None, 0, 0, L)]},
             said=("C2", "C3", "C4", "C5", "C6", "10"),
             counters={(1, "Ana"): {"ships": 1}, (1, "Ben"): {"ships": 3}, (2, "Ana"): {"ships": 7}, (2, "Ben"): {"ships": 6},
                       (3, "Ana"): {"ships": 0}, (3, "Ben"): {"ships": 0}}),
    None,  # campaign.yaml (My City): the dragon, the tower, the finished tower
    Scenario("change", LAIR, (R("Y2", Ana="C4", Ben="stop")   # C4 D4
                              + R("R2", Ana="C5")              # C5 D5: the tower covered, D5 beside the dragon
                              + R("B1", Ana="stop"),
                              R("Y2", Ana="C4", Ben="stop") + R("R2", Ana="C5") + R("B1", Ana="stop")),
             {(1, "Ana"): [(None, 3, 0, L), (None, 0, 0, L)], (1, "Ben"): [],
              (2, "Ana"): [(None, 2, 0, L), (None, 0, 0, L)], (2, "Ben"): []},
             said=("+3", "+2"), made={(1, "Ana"): [("D6", None, "dragon"), ("C5", "finished", None)], (1, "Ben"): [],
                                      (2, "Ana"): []}),
    None,  # campaign.yaml (My Island): the double wall
    None,  # episodes/: the sticker on tile 9, after the scenario's first episode
    Scenario("double symbol", ISLE, (R(12, Ana="{A1: wall, A2: wall, A3: wall}", Ben="stop")  # 3 walls on the beach
                                     + R(3, Ana="stop"),                                       # a group of 3: +4
                                     R(9, Ana="{A1: double-wall, A2: field}", Ben="stop")     # the double wall: +2
                                     + R(8, Ana="{B1: wall, B2: wall}")                        # B1 beside A1: +1
                                     + R(3, Ana="stop")),                                      # A1 B1 B2: +4, 4 walls: a circle
             {(1, "Ana"): [(1, 3, 0, L), (None, 4, 0, L)],
              (2, "Ana"): [(1, 2, 0, L), (2, 1, 0, L), (None, 4, 0, L), (None, 0, 1, L)]},
             said=("+2", "+4", "MI-R02")),
]
"""One per cookbook block, in its order; the comments say what each round does, worked out by hand."""


def vocabulary(lang: str, game_id: str) -> dict:  # type: ignore[type-arg]
    """The words the guide declares for a game in one language, as one campaign.yaml's vocabulary."""
    merged: dict = {}  # type: ignore[type-arg]
    text = (DOCS / lang / "envelopes.md").read_text(encoding="utf-8")
    for block in re.findall(r"```yaml\n(.*?)```", text, re.DOTALL):
        if block.startswith("# campaign.yaml") and game_of(block) == game_id and "vocabulary:" in block:
            for kind, words in yaml.safe_load(block)["vocabulary"].items():
                merged.setdefault(kind, {}).update(words)
    return merged


@pytest.mark.parametrize("lang", list(COOKBOOK))
@pytest.mark.parametrize("index", [i for i, s in enumerate(SCENARIOS) if s is not None],
                         ids=[s.name for s in SCENARIOS if s is not None])
def test_every_recipe_of_the_cookbook_scores_what_it_says(tmp_path: Path, lang: str, index: int):
    blocks, scenario = cookbook(lang), SCENARIOS[index]
    block = blocks[index]
    assert scenario is not None
    own = blocks[max((i for i in range(index) if SCENARIOS[i] is not None), default=-1) + 1:index]
    game_id = game_of(block)
    folder = tmp_path / "cookbook"
    for sub in ("episodes", "boards", "rules"):
        (folder / sub).mkdir(parents=True)
    board = scenario.board + "".join(b for b in own if b.startswith("# boards/"))
    (folder / "boards" / "board.yaml").write_text(board, encoding="utf-8")
    shutil.copytree(FIXTURES / game_id / "pieces", folder / "pieces")
    campaign = {"title": "Cookbook", "game": game_id, "mode": "legacy", "board": "boards/board.yaml",
                "pieces": "pieces/tiny.yaml", "players": yaml.safe_load(scenario.players),
                "vocabulary": vocabulary(lang, game_id)}
    (folder / "campaign.yaml").write_text(yaml.safe_dump(campaign, allow_unicode=True, sort_keys=False) + scenario.start,
                                          encoding="utf-8")
    (folder / "rules" / "chapter.yaml").write_text(as_ruleset(block), encoding="utf-8")
    changes = "".join(b for b in own if b.startswith("# episodes/"))
    for number, rounds in enumerate(scenario.episodes, 1):
        (folder / "episodes" / f"{number:02d}.yaml").write_text(episode(rounds, number=number, rules="chapter")
                                                                + (changes if number == 1 else ""), encoding="utf-8")
    checked = campaigns.check(folder)
    assert not checked.problems and checked.result is not None, [str(p.message) for p in checked.problems]
    players = {(e.episode.number, p.name): p for e in checked.result.episodes for p in e.players}
    for (number, name), expected in scenario.items.items():
        assert [(i.round, i.points, i.circles, i.rule) for i in players[number, name].items] == expected, (number, name)
    for (number, name), counters in scenario.counters.items():
        assert dict(players[number, name].counters) == counters, (number, name)
    grid = checked.campaign.board.grid  # type: ignore[union-attr]
    for (number, name), made in scenario.made.items():
        assert [(grid.name(c.cell) if c.cell else None, c.add, c.remove) for c in players[number, name].changes] == made, \
            (number, name)
    comments = " ".join(line.split("#", 1)[1] for line in block.splitlines() if "#" in line)
    assert [figure for figure in scenario.said if figure not in comments] == [], comments
