"""Invariants of the envelope vocabulary (hypothesis): turning or mirroring a board, its features and
its regions changes no score of the composable kinds (their conditions speak of neighbours, edges
and straight lines, never of directions); and words written at their defaults, or an item that
can never score, change nothing in a campaign (LG-15, C-1)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator import campaigns
from generator.geometry import Cell
from generator.load.nodes import load_file, load_text
from generator.model import Board, Game, Ruleset, Where
from generator.rules.campaign import replay
from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.rules.scoring import score_end, score_placement
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.pieces import read_catalogue
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import FIXTURES

ROOT = Path(__file__).resolve().parents[2]
ISLAND, CITY = load_game("my-island"), load_game("my-city")
SCORING = """
name: Every kind
buildable: [{terrains}]
immediate:
  - {{kind: count, where: {{piece: new, next_to: {{piece: previous}}}}, count: pieces, points: 2}}
  - {{kind: groups, where: {{covered: true}}, size: 4, points: 3}}
  - {{kind: connect, from: {{feature: {feature}}}, through: {{covered: true}}, to: {{edge: true}}, points: 5}}
end:
  - {{kind: count, where: {{region: ring, covered: false}}, points: -1}}
  - {{kind: count, where: {{covered: false, next_to: {{feature: {feature}}}}}, count: features, points: 1}}
  - {{kind: groups, where: {{covered: false}}, largest: true, per: space, points: 1}}
  - {{kind: groups, where: {{covered: true}}, touching: {{region: ring}}, points: 2}}
  - {{kind: line, from: {{feature: {feature}}}, through: {{covered: true}}, points: 1}}
  - {{kind: enclosed, where: {{covered: false}}, points: 4}}
  - {{kind: enclosed, where: {{covered: false}}, distinct: true, points: 1}}
"""


def setting(game: Game, kind: str) -> tuple[Board, object, Ruleset]:
    """A tiny board with a region of a few spaces, its catalogue and a ruleset of every composable kind."""
    board = read_board(Reader(), load_file(FIXTURES / f"{game.id}/boards/tiny.yaml"), game)
    assert board is not None
    ring = frozenset(sorted(board.terrain, key=board.grid.to_map)[3:9])
    board = board._replace(regions={"ring": ring})
    pieces = read_catalogue(Reader(), load_file(FIXTURES / f"{game.id}/pieces/tiny.yaml"), game)
    terrains = ", ".join(sorted(set(board.terrain.values())))
    feature = "statue" if game is ISLAND else "well"
    ruleset = read_ruleset(Reader(), load_text(SCORING.format(terrains=terrains, feature=feature), "every"), game, "every")
    assert ruleset is not None
    return board, pieces, ruleset._replace(adjacency="none")


SETTINGS = {"hex": setting(ISLAND, "hex"), "square": setting(CITY, "square")}


def transformed(board: Board, move: Callable[[Cell], Cell]) -> Board:
    return board._replace(
        terrain={move(c): t for c, t in board.terrain.items()},
        features={f: {move(c): n for c, n in counts.items()} for f, counts in board.features.items()},
        river=frozenset(frozenset(move(c) for c in edge) for edge in board.river),
        regions={name: frozenset(move(c) for c in cells) for name, cells in board.regions.items()},
    )


def moves(kind: str) -> dict[str, Callable[[Cell], Cell]]:
    if kind == "hex":  # axial coordinates: a sixth of a turn, and the reflection that keeps q
        return {"turn": lambda c: (-c[1], c[0] + c[1]), "half turn": lambda c: (-c[0], -c[1]),
                "mirror": lambda c: (c[0] + c[1], -c[1])}
    return {"turn": lambda c: (-c[1], c[0]), "half turn": lambda c: (-c[0], -c[1]), "mirror": lambda c: (-c[0], c[1])}


def scores(board: Board, ruleset: Ruleset, placed: list[tuple[object, dict[Cell, str | None]]]) -> list[tuple[str, int]]:
    """Every item's points, immediate then end, for pieces put down in this order."""
    island, memory, found = Island(board), {}, []  # type: ignore[var-annotated]
    for piece, cells in placed:
        island.place(piece, cells)  # type: ignore[arg-type]
        found += [(item.kind, points) for _i, item, (points, _f) in score_placement(island, ruleset, tuple(cells), memory)]
    found += [(item.kind, points) for item, (points, _f) in score_end(island, ruleset.end, ruleset, (island,))]
    return sorted(found)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["hex", "square"]), st.sampled_from(["turn", "half turn", "mirror"]), st.data())
def test_turning_or_mirroring_a_board_and_its_regions_changes_no_score(kind, how, data):
    board, pieces, ruleset = SETTINGS[kind]
    island, placed = Island(board), []
    for card in data.draw(st.permutations(list(pieces.pieces)))[:data.draw(st.integers(1, 8))]:  # type: ignore[attr-defined]
        options = legal_placements(island, pieces.pieces[card], ruleset, first=not placed)  # type: ignore[attr-defined]
        if options:
            choice = data.draw(st.sampled_from(options))
            island.place(pieces.pieces[card], choice.cells)  # type: ignore[attr-defined]
            placed.append((pieces.pieces[card], dict(choice.cells)))  # type: ignore[attr-defined]
    move = moves(kind)[how]
    moved = [(piece, {move(c): s for c, s in cells.items()}) for piece, cells in placed]
    assert scores(transformed(board, move), ruleset, moved) == scores(board, ruleset, placed)


NOTHING = Where(region="nowhere")
"""A condition no space meets: an item on it is an unused primitive."""


def unused(ruleset: Ruleset, draw) -> Ruleset:  # type: ignore[no-untyped-def]
    """The ruleset with some words written at their defaults and some items that can never score."""
    from generator.model import Pos, ScoringItem

    never = ScoringItem("count", {"where": NOTHING, "count": "spaces", "points": 5, "circles": 1, "at_least": None,
                                  "most": False, "first": None, "add": None}, "LG-15", Pos("unused"))
    return ruleset._replace(  # the game's start written out where the ruleset left it to the game (LG-01)
        start=draw(st.sampled_from([None, 10])) if ruleset.start is None else ruleset.start,
        may_not_cover=ruleset.may_not_cover + draw(st.sampled_from([(), (NOTHING,)])),
        own_rules={**ruleset.own_rules, **draw(st.sampled_from([{}, {"CH8-9": {"en": "unused"}}]))},
        immediate=ruleset.immediate + draw(st.sampled_from([(), (never,)])),
        end=ruleset.end + draw(st.sampled_from([(), (never,)])),
        chapter_end=ruleset.chapter_end + draw(st.sampled_from([(), (never,)])))


DEMOS = [campaigns.check(folder).campaign for folder in sorted((ROOT / "campaigns").iterdir()) if folder.is_dir()]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(range(len(DEMOS))), st.data())
def test_words_at_their_defaults_and_items_that_never_score_change_nothing(which, data):
    campaign = DEMOS[which]
    assert campaign is not None
    changed = campaign._replace(episodes=tuple(e._replace(ruleset=unused(e.ruleset, data.draw)) for e in campaign.episodes))
    before, after = replay(campaign), replay(changed)
    assert [[(p.name, p.token, p.debt, p.rank, p.circles, p.items) for p in e.players] for e in after.episodes] == \
           [[(p.name, p.token, p.debt, p.rank, p.circles, p.items) for p in e.players] for e in before.episodes]
    assert after.standings == before.standings
