"""Invariants of geometry and scoring, over many generated games (hypothesis)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.geometry import grid_for
from generator.load.nodes import load_file, load_text
from generator.model import Action, Board, Episode, Pos, Round
from generator.rules.episode import replay_episode
from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.rules.placement import orient, violations
from generator.validate.board import read_board
from generator.validate.content import load_game
from generator.validate.pieces import read_catalogue
from generator.validate.ruleset import read_ruleset
from generator.vocabulary.reader import Reader
from helpers import FIXTURES

GAME = load_game("my-island")
BOARD = read_board(Reader(), load_file(FIXTURES / "my-island/boards/tiny.yaml"), GAME)
PIECES = read_catalogue(Reader(), load_file(FIXTURES / "my-island/pieces/tiny.yaml"), GAME)
RULESETS = {name: read_ruleset(Reader(), load_file(GAME.folder / f"rules/{name}.yaml"), GAME, name)
            for name in ("legacy-1", "eternal")}
RULESETS["conditions"] = read_ruleset(Reader(), load_text(  # an envelope's limits: a first piece by a condition, a barred region
    "{name: Conditions, buildable: [beach, heath, palm], first_piece: {covers: {terrain: heath, next_to: {terrain: beach}}},"
    " may_not_cover: [{next_to: {feature: statue}}], adjacency: none}", "inline"), GAME, "conditions")
CITY = load_game("my-city")
CITY_BOARD = read_board(Reader(), load_file(FIXTURES / "my-city/boards/tiny.yaml"), CITY)
CITY_PIECES = read_catalogue(Reader(), load_file(FIXTURES / "my-city/pieces/tiny.yaml"), CITY)
CITY_RULES = read_ruleset(Reader(), load_text(
    "{name: City, buildable: [green], first_piece: {along: river}, adjacency: any-building}", "inline"),
    CITY, "city")
HERE = Pos("generated.yaml", 1, 1)
offsets = st.tuples(st.integers(-5, 5), st.integers(-5, 5))


@given(st.sampled_from(["hex", "square"]), offsets, st.integers(0, 5))
def test_a_full_turn_is_the_identity_and_turns_keep_neighbours(kind, offset, steps):
    grid = grid_for(kind)
    assert grid.rotate(offset, grid.rotations) == offset
    assert grid.rotate(grid.rotate(offset, steps), grid.rotations - steps % grid.rotations) == offset
    for n in grid.neighbours(offset):
        assert grid.rotate(n, steps) in grid.neighbours(grid.rotate(offset, steps))


@given(st.sampled_from(["hex", "square"]), st.integers(0, 25), st.integers(0, 25))
def test_cell_names_round_trip(kind, row, col):
    grid = grid_for(kind)
    cell = grid.from_map(row, col)
    assert grid.to_map(cell) == (row, col)
    assert grid.parse(grid.name(cell)) == cell


def play(data, ruleset_name: str, players: int = 2) -> Episode:  # type: ignore[no-untyped-def]
    """A random legal episode on the tiny island: placements, passes (token above 0) and stops."""
    ruleset = RULESETS[ruleset_name]
    names = ["Ana", "Ben", "Cloe", "Dana"][:players]
    deck = data.draw(st.permutations(list(PIECES.pieces)))
    rounds: list[Round] = []
    for number, card in enumerate(deck, 1):
        result = replay_episode(Episode(1, None, ruleset, tuple(rounds), (), {}, ("Ana", "Ben", "Cloe", "Dana"), "", HERE),
                                GAME, PIECES, {n: BOARD for n in names}, {})
        active = [p for p in result.players if p.stopped is None]
        if not active:
            break
        actions = {}
        for p in active:
            island = Island(BOARD)
            for turn in p.turns:
                if turn.action == "place":
                    island.place(PIECES.pieces[turn.card], dict(turn.cells))
            legal = legal_placements(island, PIECES.pieces[card], ruleset, first=island.placements == 0)
            choices = ["stop"] + (["pass"] if p.token > 0 else []) + list(range(len(legal)))
            choice = data.draw(st.sampled_from(choices) if data.draw(st.booleans()) or not legal else st.just(0))
            if isinstance(choice, int):
                actions[p.name] = Action("place", legal[choice].text(BOARD.grid), HERE, legal[choice].cells)
            else:
                actions[p.name] = Action(choice, choice, HERE)
        rounds.append(Round(number, card, actions, HERE))
    return Episode(1, None, ruleset, tuple(rounds), (), {}, (), "", HERE)


def replay(episode: Episode, board: Board = BOARD, players: int = 2):  # type: ignore[no-untyped-def]
    names = ["Ana", "Ben", "Cloe", "Dana"][:players]
    return replay_episode(episode, GAME, PIECES, {n: board for n in names}, {})


SLOW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SLOW
@given(st.data(), st.sampled_from(["legacy-1", "eternal"]))
def test_LG_07_LG_08_C_1_every_breakdown_sums_to_the_token_change(data, ruleset):
    """The items of a player's episode, passes, debt and cap lines included, sum to token - 10."""
    result = replay(play(data, ruleset))
    assert [p for p in result.problems if p.rule != "C-2"] == []
    for player in result.players:
        assert sum(i.points for i in player.items) == player.token - GAME.start


def rotated_board(board: Board, steps: int) -> tuple[Board, callable]:  # type: ignore[valid-type]
    """The whole island turned `steps` sixths, moved back so every row and column name exists."""
    grid = board.grid
    turned = {grid.rotate(c, steps): c for c in board.terrain}
    dr = -min(r for _, r in turned)
    moved = {(q, r + dr) for q, r in turned}
    dq = -min(grid.to_map(c)[1] for c in moved)

    def move(cell):  # type: ignore[no-untyped-def]
        q, r = grid.rotate(cell, steps)
        return (q + dq, r + dr)

    terrain = {move(c): t for c, t in board.terrain.items()}
    features = {f: {move(c): n for c, n in counts.items()} for f, counts in board.features.items()}
    rows = 1 + max(grid.row(c) for c in terrain)
    columns = 1 + max(grid.to_map(c)[1] for c in terrain)
    return Board(board.name, grid, terrain, features, frozenset(), rows, columns), move


@SLOW
@given(st.data(), st.sampled_from(["legacy-1", "eternal"]), st.integers(1, 5))
def test_rotating_a_whole_legal_game_keeps_it_legal_and_its_score_equal(data, ruleset, steps):
    """MI-R01..R04 and every scoring kind depend only on shapes, never on the island's orientation."""
    episode = play(data, ruleset, players=1)
    board, move = rotated_board(BOARD, steps)
    rounds = tuple(Round(r.number, r.card, {n: Action(a.kind, a.text, a.pos, {move(c): s for c, s in a.cells.items()})
                                            for n, a in r.actions.items()}, r.pos) for r in episode.rounds)
    turned = Episode(1, None, episode.ruleset, rounds, (), {}, (), "", HERE)
    before, after = replay(episode, players=1), replay(turned, board, players=1)
    assert before.problems == after.problems == ()
    assert [(i.points, i.rule) for i in before.players[0].items] == [(i.points, i.rule) for i in after.players[0].items]


def random_island(data, board, pieces, ruleset) -> Island:  # type: ignore[no-untyped-def]
    """An island after a random sequence of legal placements."""
    island = Island(board)
    for card in data.draw(st.permutations(sorted(pieces.pieces)))[: data.draw(st.integers(0, 8))]:
        legal = legal_placements(island, pieces.pieces[card], ruleset, first=island.placements == 0)
        if legal:
            island.place(pieces.pieces[card], dict(legal[data.draw(st.integers(0, len(legal) - 1))].cells))
    return island


@SLOW
@given(st.data(), st.sampled_from(["legacy-1", "eternal", "conditions", "city"]))
def test_moves_lists_exactly_the_placements_the_validator_accepts(data, name):
    """MI-R01..R04, MC-R01..R05: every anchor and rotation on and around the board is legal per
    the validator exactly when `moves` lists it (it tries only the anchors that put a space where the
    adjacency or the first piece's condition needs one: none is missed)."""
    game, board, pieces, ruleset = ((CITY, CITY_BOARD, CITY_PIECES, CITY_RULES) if name == "city"
                                    else (GAME, BOARD, PIECES, RULESETS[name]))
    island = random_island(data, board, pieces, ruleset)
    piece = pieces.pieces[data.draw(st.sampled_from(sorted(pieces.pieces)))]
    first = island.placements == 0
    listed = {frozenset(p.cells.items()) for p in legal_placements(island, piece, ruleset, first)}
    accepted = set()
    for q in range(-4, 12):
        for r in range(-3, 9):
            for rotation in range(board.grid.rotations):
                cells = orient(piece, board.grid, (q, r), rotation).cells
                if not list(violations(island, cells, ruleset, first)):
                    accepted.add(frozenset(cells.items()))
    assert listed == accepted
