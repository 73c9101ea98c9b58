"""Invariants of the coach over many generated games (hypothesis): the player's game played again alone scores
as the replay does, best >= every round's best alternative >= the value as played, the plan played through the
replay itself (rules/episode.replay_episode) reaches the best claimed, and the same log gives the same plan."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from generator.analysis import analyse_player
from generator.load.nodes import load_file
from generator.model import Action, Episode, Pos, Round
from generator.rules.episode import replay_episode
from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.rules.placement import orient
from generator.rules.results import EpisodeResult
from generator.rules.solo import Solo
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
HERE = Pos("generated.yaml", 1, 1)
NAMES = ("Ana", "Ben")
ROUNDS = 7
"""Enough rounds for groups, roads and beaches to matter; few enough for the coach to look at many games."""


def replayed(episode: Episode) -> EpisodeResult:
    return replay_episode(episode, GAME, PIECES, {n: BOARD for n in NAMES}, {})


def play(data: st.DataObject, ruleset: str) -> EpisodeResult:
    """A random legal episode of ROUNDS cards on the tiny island: placements, passes and stops, then everyone stops."""
    deck = data.draw(st.permutations(list(PIECES.pieces)))
    rounds: list[Round] = []
    for number, card in enumerate(deck[:ROUNDS], 1):
        result = replayed(Episode(1, None, RULESETS[ruleset], tuple(rounds), (), {}, NAMES, "", HERE))
        active = [p for p in result.players if p.stopped is None]
        if not active:
            break
        actions = {}
        for p in active:
            island = Island(BOARD)
            for turn in p.turns:
                if turn.action == "place":
                    island.place(PIECES.pieces[turn.card], dict(turn.cells))
            legal = legal_placements(island, PIECES.pieces[card], RULESETS[ruleset], first=island.placements == 0)
            choice = data.draw(st.sampled_from(["stop", *(["pass"] if p.token > 0 else []), *range(len(legal))]))
            actions[p.name] = (Action("place", legal[choice].text(BOARD.grid), HERE, legal[choice].cells)
                               if isinstance(choice, int) else Action(choice, choice, HERE))
        rounds.append(Round(number, card, actions, HERE))
    result = replayed(Episode(1, None, RULESETS[ruleset], tuple(rounds), (), {}, NAMES, "", HERE))
    still = {p.name: Action("stop", "stop", HERE) for p in result.players if p.stopped is None}
    if still:  # everyone ends participation on the next card: the episode is over (LG-06)
        rounds.append(Round(len(rounds) + 1, deck[len(rounds)], still, HERE))
    return replayed(Episode(1, None, RULESETS[ruleset], tuple(rounds), (), {}, NAMES, "", HERE))


def with_plan(result: EpisodeResult, name: str, plan: dict[int, str]) -> int:
    """`name`'s score with the plan's actions in place of theirs, the others as logged, through the replay itself."""
    rounds = []
    for rnd in result.episode.rounds:
        actions = {k: v for k, v in rnd.actions.items() if k != name}
        text = plan.get(rnd.number)
        if text in ("pass", "stop"):
            actions[name] = Action(text, text, HERE)
        elif text is not None:
            anchor, rotation = text.rsplit("r", 1)
            cell = BOARD.grid.parse(anchor)
            assert cell is not None
            actions[name] = Action("place", text, HERE, orient(PIECES.pieces[rnd.card], BOARD.grid, cell, int(rotation)).cells)
        rounds.append(rnd._replace(actions=actions))
    if max(plan) > len(rounds):  # the plan plays on past the log: it stops on the next card (LG-05)
        rounds.append(Round(max(plan), result.cards_left()[0], {name: Action("stop", "stop", HERE)}, HERE))
    again = replayed(result.episode._replace(rounds=tuple(rounds)))
    assert [f for f in again.problems if f.rule not in ("C-2", "LG-06")] == []  # a tie, or rounds after everyone stopped
    return next(p.score for p in again.players if p.name == name)


SLOW = settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@SLOW
@given(st.data(), st.sampled_from(["legacy-1", "eternal"]))
def test_the_best_is_at_least_every_round_and_its_plan_reaches_it(data: st.DataObject, ruleset: str) -> None:
    result = play(data, ruleset)
    assert [f for f in result.problems if f.rule != "C-2"] == []
    for player in result.players:
        solo = Solo(result, GAME, PIECES, player.name)
        found = analyse_player(solo, width=2)
        assert found.played == player.score  # C-5: the token less what is owed, as the replay scores it
        assert all(found.best >= r.best_value >= r.value == found.played for r in found.rounds)
        assert with_plan(result, player.name, {s.round: s.action.text for s in found.plan}) == found.best
        assert analyse_player(Solo(result, GAME, PIECES, player.name), width=2) == found  # the same log, the same plan
