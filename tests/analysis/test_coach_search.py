"""The best in hindsight (issue 32, part 2): on small boards the search is exhaustive and equals the best
of every line the rules allow, each played through the replay itself (rules/episode.replay_episode);
the plan is legal: written as a log, `chronicle check` accepts it and `chronicle score` gives its value."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
import yaml

from generator import campaigns
from generator.analysis import analyse_episode, analyse_player
from generator.model import Action, Episode
from generator.rules.episode import replay_episode
from generator.rules.island import Island
from generator.rules.legal_placements import legal_placements
from generator.rules.placement import orient
from generator.rules.results import EpisodeResult
from generator.rules.solo import Solo
from helpers import DEMO, R, dedent, episode

MINI_ISLAND = """
    game: my-island
    name: Two rows
    legend: {b: beach, h: heath}
    map: |
      b h h
       h h b
    """
MINI_CITY = """
    game: my-city
    name: Three by two
    legend: {g: green, m: mountain}
    map: |
      g g g
      g g m
    river: [A1|A2, B1|B2]
    features:
      tree: {A3: 1}
      rock: {B1: 1}
    """


def small(make_campaign: Callable[..., Path], game: str, board: str, rounds: str) -> campaigns.Checked:
    folder = make_campaign(rounds, game=game)
    (folder / "boards" / "tiny.yaml").write_text(dedent(board), encoding="utf-8")
    checked = campaigns.check(folder)
    assert checked.campaign and checked.result and not checked.problems, [str(p.message) for p in checked.problems]
    return checked


SMALL = {
    "my-island": (MINI_ISLAND, episode(R(1, Ana="A1", Ben="stop"), R(14, Ana="B1"), R(7, Ana="pass"), R(10, Ana="pass"),
                                       R(3, Ana="stop"))),
    "my-city": (MINI_CITY, episode(R("Y2", Ana="A2", Ben="stop"), R("R1", Ana="pass"), R("B2", Ana="pass"), R("Y1", Ana="stop"))),
}


def every_line(checked: campaigns.Checked, name: str) -> Iterator[tuple[str, ...]]:
    """Every sequence of actions the rules allow `name` with the cards that came (placements, pass, stop),
    as the log would write them; the token never nears 0 in these few rounds, so a pass is always allowed."""
    assert checked.campaign and checked.result
    result = checked.result.episodes[0]
    me = next(p for p in result.players if p.name == name)
    pieces, ruleset, grid = (me.pieces or checked.campaign.catalogue).pieces, result.episode.ruleset, checked.campaign.board.grid

    def lines(island: Island, index: int) -> Iterator[tuple[str, ...]]:
        if index == len(result.episode.rounds):
            yield ()
            return
        yield ("stop",)
        yield from (("pass", *rest) for rest in lines(island, index + 1))
        for placement in legal_placements(island, pieces[result.episode.rounds[index].card], ruleset, island.placements == 0):
            after = Island(island.board, dict(island.covered), island.placements)
            after.place(pieces[result.episode.rounds[index].card], placement.cells)
            yield from ((placement.text(grid), *rest) for rest in lines(after, index + 1))
    yield from lines(Island(me.board), 0)


def replayed(checked: campaigns.Checked, name: str, line: tuple[str, ...]) -> int:
    """`name`'s score (C-5) when the episode is replayed with `line` in place of their actions."""
    assert checked.campaign and checked.result
    result: EpisodeResult = checked.result.episodes[0]
    grid, pieces = checked.campaign.board.grid, checked.campaign.catalogue.pieces
    rounds = []
    for index, rnd in enumerate(result.episode.rounds):
        actions = {k: v for k, v in rnd.actions.items() if k != name}
        if index < len(line):
            text = line[index]
            if text in ("pass", "stop"):
                actions[name] = Action(text, text, rnd.pos)
            else:
                anchor, _, rotation = text.partition(" r")
                cell = grid.parse(anchor)
                assert cell is not None
                actions[name] = Action("place", text, rnd.pos, orient(pieces[rnd.card], grid, cell, int(rotation or 0)).cells)
        rounds.append(rnd._replace(actions=actions))
    played: Episode = result.episode._replace(rounds=tuple(rounds))
    again = replay_episode(played, checked.campaign.game, checked.campaign.catalogue, {p.name: p.board for p in result.players},
                           {p.name: p.debt_before for p in result.players})
    # a tie for the table to break, or rounds logged after everyone stopped (the episode ends there), are no fault of the line
    assert [f for f in again.problems if f.rule not in ("C-2", "LG-06")] == []
    return next(p.score for p in again.players if p.name == name)


@pytest.mark.parametrize("game", ["my-island", "my-city"])
def test_on_a_small_board_the_search_is_exhaustive_and_finds_the_best_line(make_campaign: Callable[..., Path], game: str) -> None:
    board, log = SMALL[game]
    checked = small(make_campaign, game, board, log)
    assert checked.campaign and checked.result
    ana = analyse_episode(checked.campaign, checked.result, 1, ["Ana"]).players[0]
    best = max(replayed(checked, "Ana", line) for line in every_line(checked, "Ana"))
    assert ana.searched == "exhaustive" and ana.best == best and ana.best > ana.played
    plan = tuple(step.action.text.replace("r", " r") if step.action.kind == "place" else step.action.text for step in ana.plan)
    assert replayed(checked, "Ana", plan) == ana.best


@pytest.mark.parametrize("game", ["my-island", "my-city"])
def test_the_beam_finds_the_exhaustive_best_when_it_keeps_every_position(make_campaign: Callable[..., Path], game: str) -> None:
    """The beam's own path (narrowing from the first round) with room for every position is the exhaustive search."""
    board, log = SMALL[game]
    checked = small(make_campaign, game, board, log)
    assert checked.campaign and checked.result
    solo = Solo(checked.result.episodes[0], checked.campaign.game, checked.campaign.catalogue, "Ana")
    exhaustive = analyse_player(solo)
    beam = analyse_player(solo, width=10_000, exhaustive=0)
    narrow = analyse_player(solo, width=1, exhaustive=0)
    assert (beam.searched, narrow.searched) == ("beam 10000", "beam 1")
    assert beam.best == exhaustive.best >= narrow.best >= narrow.played


def test_every_best_is_at_least_each_round_best_and_the_play(make_campaign: Callable[..., Path]) -> None:
    """best >= every round's best alternative >= the value as played, whatever the search's width."""
    board, log = SMALL["my-island"]
    checked = small(make_campaign, "my-island", board, log)
    assert checked.campaign and checked.result
    solo = Solo(checked.result.episodes[0], checked.campaign.game, checked.campaign.catalogue, "Ana")
    for width in (1, 2, 4):
        found = analyse_player(solo, width=width, exhaustive=0)
        assert all(found.best >= r.best_value >= r.value == found.played for r in found.rounds)


def with_plan(folder: Path, number: int, name: str, plan: list[dict[str, object]], following: str) -> Path:
    """The campaign with `name`'s actions of episode `number` replaced by `plan` (as `chronicle add` writes
    them), the later episodes removed: the plan written as a log; `following` is a card not yet revealed,
    for a plan that stops past the rounds logged."""
    path = folder / "episodes" / f"{number:02d}.yaml"
    log = yaml.safe_load(path.read_text(encoding="utf-8"))
    actions = {step["round"]: str(step["action"]) for step in plan}
    for index, rnd in enumerate(log["rounds"], 1):
        rnd.pop(name, None)
        if index in actions:
            text = actions[index]
            rnd[name] = text if text in ("pass", "stop") else text.replace("r", " r")
    while log["rounds"] and set(log["rounds"][-1]) <= {"card", "blocked"}:  # once everyone stopped, the episode is over
        log["rounds"].pop()
    if len(log["rounds"]) + 1 in actions:  # the plan stops on the next card, past the rounds logged (LG-05)
        log["rounds"].append({"card": following, name: "stop"})
    path.write_text(yaml.safe_dump(log, allow_unicode=True, sort_keys=False), encoding="utf-8")
    for later in (folder / "episodes").glob("*.yaml"):
        if int(later.stem) > number:
            later.unlink()
    return folder


@pytest.mark.parametrize(("campaign", "number", "name"), [("reef-raiders", 3, "Lucía"), ("river-town", 2, "Camille")])
def test_the_plan_round_trips_through_check_and_score(cli: Callable[..., object], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      campaign: str, number: int, name: str) -> None:
    """The plan of a demo episode, written into its log, checks out (chronicle check) and scores the best claimed."""
    monkeypatch.setenv("CHRONICLE_CACHE", str(tmp_path / "cache"))
    folder = tmp_path / campaign
    shutil.copytree(DEMO / campaign, folder)
    found = cli("analyse", folder, str(number), name, "--json")
    assert found.exit_code == 0, found.output  # type: ignore[attr-defined]
    player = json.loads(found.stdout)["players"][0]  # type: ignore[attr-defined]
    assert player["best"] > player["played"]
    checked = campaigns.check(folder)
    assert checked.result
    left = next(e for e in checked.result.episodes if e.episode.number == number).cards_left()
    with_plan(folder, number, name, player["plan"], left[0] if left else "")
    assert cli("check", folder).exit_code == 0  # type: ignore[attr-defined]
    scored = json.loads(cli("score", folder, "--episode", str(number), "--json").stdout)  # type: ignore[attr-defined]
    me = next(p for p in scored["episodes"][0]["players"] if p["name"] == name)
    assert me["token"] - me["debt"] == player["best"]
