"""The coach's analyses kept between runs (issue 32, part 5): read back when nothing they depend on changed,
made again for an edited episode and those after it, never trusted when a kept file no longer holds."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from generator import campaigns
from generator.analysis import analyse_episode, unanalysed
from generator.analysis.cache import Cache
from generator.analysis.coach import analyse_player
from generator.rules.solo import Logged, Solo
from helpers import DEMO, R, episode

FIRST = episode(R(1, Ana="A1", Ben="{A6: house, A7: house}"), R(3, Ana="stop", Ben="stop"), extra="tiebreak: [Ana, Ben]\n")
OWN = """
    name: {en: Our episode, es: Nuestro episodio, fr: Notre épisode}
    buildable: [beach, heath]
    first_piece: {covers: beach}
    adjacency: matching-symbol
    pass_points: -1
    immediate:
      - {kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}
    assessment: {first: 2, second: 1}
    """
SECOND = episode(R(2, Ana="A1", Ben="A6 r3"), R(4, Ana="stop", Ben="stop"), number=2, extra="tiebreak: [Ana, Ben]\n")


def analyses(folder: Path, cache: Cache) -> list[dict[str, object]]:
    checked = campaigns.check(folder)
    assert checked.campaign and checked.result and not checked.problems, [str(p.message) for p in checked.problems]
    return [analyse_episode(checked.campaign, checked.result, e.episode.number, cache=cache).as_json()
            for e in checked.result.episodes]


def test_an_unchanged_campaign_is_read_back_not_analysed_again(make_campaign: Callable[..., Path], tmp_path: Path) -> None:
    folder = make_campaign(FIRST, SECOND)
    first = Cache(tmp_path / "cache")
    made = analyses(folder, first)
    assert (first.made, first.read) == (4, 0)  # two players, two episodes
    again = Cache(tmp_path / "cache")
    assert analyses(folder, again) == made and (again.made, again.read) == (0, 4)


def test_an_edited_episode_alone_is_analysed_again(make_campaign: Callable[..., Path], tmp_path: Path) -> None:
    """Editing the last episode changes nothing the first depends on: it is read back, the edited one made again;
    a comment or a note changes no digest at all."""
    folder = make_campaign(FIRST, SECOND)
    analyses(folder, Cache(tmp_path / "cache"))
    log = folder / "episodes" / "02.yaml"
    log.write_text(log.read_text(encoding="utf-8").replace("Ben: A6 r3", "Ben: A7 r3") + "notes: a quiet evening\n",
                   encoding="utf-8")
    edited = Cache(tmp_path / "cache")
    analyses(folder, edited)
    assert (edited.made, edited.read) == (2, 2)
    (folder / "episodes" / "01.yaml").write_text("# played at Ana's\n" + FIRST, encoding="utf-8")
    commented = Cache(tmp_path / "cache")
    analyses(folder, commented)
    assert (commented.made, commented.read) == (0, 4)


def test_what_the_cache_lacks_is_looked_for_from_the_last_episode_back(make_campaign: Callable[..., Path],
                                                                       tmp_path: Path) -> None:
    """What a build must analyse (site/workers spreads it among its workers): the episodes from the last back to
    the first whose analyses are all kept, which is what an edit leaves to make (its episode's and every later
    one's, which begin from it); one lacking before a kept one is made when asked, in the build's process."""
    folder = make_campaign(FIRST, SECOND)
    checked = campaigns.check(folder)
    assert checked.campaign and checked.result
    campaign, result = checked.campaign, checked.result

    def lacking() -> list[int]:
        return unanalysed(campaign, result, Cache(tmp_path / "cache"))

    assert lacking() == [1, 2]
    analyse_episode(campaign, result, 1, cache=Cache(tmp_path / "cache"))
    assert lacking() == [2]
    analyse_episode(campaign, result, 2, cache=Cache(tmp_path / "cache"))
    assert lacking() == []
    for path in (tmp_path / "cache").glob("*.json"):
        path.unlink()
    analyse_episode(campaign, result, 2, cache=Cache(tmp_path / "cache"))
    assert lacking() == []


def test_a_kept_file_that_no_longer_holds_is_made_again(make_campaign: Callable[..., Path], tmp_path: Path) -> None:
    """A file edited by hand (or left by another version) claiming more than its plan scores is not believed."""
    folder = make_campaign(FIRST)
    kept = analyses(folder, Cache(tmp_path / "cache"))
    for path in (tmp_path / "cache").glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        data["best"] += 5
        path.write_text(json.dumps(data), encoding="utf-8")
    again = Cache(tmp_path / "cache")
    assert analyses(folder, again) == kept and (again.made, again.read) == (2, 0)


def test_a_cache_that_cannot_be_written_keeps_nothing_and_fails_nothing(make_campaign: Callable[..., Path], tmp_path: Path) -> None:
    folder = make_campaign(FIRST)
    (tmp_path / "cache").write_text("a file where the folder would be", encoding="utf-8")
    assert analyses(folder, Cache(tmp_path / "cache" / "analysis"))


@pytest.mark.slow
def test_every_demo_episode_best_is_at_least_what_was_played(tmp_path: Path) -> None:
    """best >= every round's best alternative >= the value as played, for every player of every demo episode;
    each plan, played again from the start, reaches the best claimed (the read-back replays it)."""
    cache = Cache(tmp_path / "cache")
    for folder in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()):
        for found in analyses(folder, cache):
            for player in found["players"]:  # type: ignore[attr-defined]
                rounds = player["rounds"]
                assert all(player["best"] >= r["best_value"] >= r["value"] == player["played"] for r in rounds), player["name"]
    again = Cache(tmp_path / "cache")
    for folder in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()):
        analyses(folder, again)
    assert again.made == 0  # every plan and best alternative replayed to the value it claims


def test_the_record_reads_each_finished_episodes_best(make_campaign: Callable[..., Path], tmp_path: Path) -> None:
    """What the record counts as points left on the table: the best of every player of every finished episode;
    an episode still being played has none yet."""
    from generator.analysis import analyse_campaign, best_scores

    folder = make_campaign(FIRST, SECOND, episode(R(1, Ana="A1", Ben="pass"), number=3))
    checked = campaigns.check(folder)
    assert checked.campaign and checked.result and not checked.problems
    found = analyse_campaign(checked.campaign, checked.result, cache=Cache(tmp_path / "cache"))
    best = best_scores(found)
    assert sorted(best) == [(1, "Ana"), (1, "Ben"), (2, "Ana"), (2, "Ben")]
    assert all(best[(a.episode, p.name)] == p.best >= p.played for a in found for p in a.players)


def test_a_campaign_copied_elsewhere_is_read_back(make_campaign: Callable[..., Path], tmp_path: Path) -> None:
    """Where a campaign was read (its folder, a line of a file) is no part of what its analysis depends on."""
    import shutil

    own = FIRST.replace("rules: legacy-1", "rules: rules/own.yaml")  # read from the campaign's folder, at its path
    folder = make_campaign(own, rules={"own": OWN})
    analyses(folder, Cache(tmp_path / "cache"))
    copy = tmp_path / "elsewhere" / "moved"
    shutil.copytree(folder, copy)
    moved = Cache(tmp_path / "cache")
    analyses(copy, moved)
    assert (moved.made, moved.read) == (0, 2)


@pytest.mark.parametrize("slug", ["eternal-night", "reef-raiders"])
def test_a_cache_writes_the_game_once_and_its_keys_stay_those_worked_out_afresh(slug: str) -> None:
    """A cache keeps its digests' texts for its life (the game and its pieces, the same in every key, and what an
    episode's players share): each key of every demo player equals the one a fresh digest gives, whatever was
    analysed between two keys, and no two players' keys are one."""
    checked = campaigns.check(DEMO / slug)
    assert checked.campaign and checked.result
    game, catalogue, cache = checked.campaign.game, checked.campaign.catalogue, Cache(Path("unused"))
    keys = []
    for played in (e for e in checked.result.episodes if e.complete):
        logged = Logged(played, game, catalogue, frozenset())
        for player in played.players:
            solo = Solo(played, game, catalogue, player.name, frozenset(), logged)
            keys.append(cache.key(solo, frozenset(), 3, 500, game, catalogue))
            fresh = Cache(Path("unused"))
            assert keys[-1] == fresh.key(solo, frozenset(), 3, 500, game, catalogue)
            if slug == "eternal-night":  # (reef-raiders's many episodes would take long)
                analyse_player(solo)
    assert len(set(keys)) == len(keys)
