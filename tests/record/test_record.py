"""The record: each player's figures across a repository's campaigns, worked out by hand on
tests/fixtures/record (two campaigns of a plain ruleset that scores only houses on the beach, MI-R05;
Bea of the isle campaign is the Beatriz of the town campaign through `aliases:`).

    isle   1 (01-10)  Ana 13 r1 +2   Cleo 10 r2 +1   Bea 9 r3 (a pass, LG-03)
           2 (01-17)  Bea 13 r1 +2   Ana 10 r2 +1    Cleo 9 r3
           3 (01-24)  Ana 13 r1 +2   Bea 10 r2 +1    Cleo 9 r3
           4 (01-31)  Cleo 12 r1 +2  Bea 10 r2 +1    Ana 9 r3          (chapter 2)
    town   1 (01-20)  Ana 13 r1 +2   Beatriz 11 r2 +1  Dan 10 r3
           2 (undated, still being played: counts in no figure)
"""

from __future__ import annotations

import shutil
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator import campaigns
from generator.problems import Problems
from generator.record import as_json, campaign_facts, record
from generator.record.facts import Appearance, CampaignFacts, Rival
from generator.record.gather import gathered
from generator.repo.schemas import schemas
from generator.words.i18n import ENGLISH, render
from helpers import DEMO, FIXTURES

REPO = FIXTURES / "record"


@pytest.fixture(scope="module")
def people():  # type: ignore[no-untyped-def]
    found = gathered([REPO / "campaigns"])
    return {p.name: p for p in found.people}


def test_a_player_is_one_person_across_campaigns_by_name_or_alias(people) -> None:  # type: ignore[no-untyped-def]
    assert list(people) == ["Ana", "Beatriz", "Cleo", "Dan"]  # Bea is Beatriz: no "Bea" of her own
    assert people["Ana"].campaigns == ("isle", "town")
    assert people["Beatriz"].campaigns == ("isle", "town")
    assert {a.name for a in people["Beatriz"].appearances} == {"Bea", "Beatriz"}


def test_episodes_played_wins_and_average_count_finished_episodes_only(people) -> None:  # type: ignore[no-untyped-def]
    """LG-06: town's episode 2 has not ended; LG-09: a win is a first place."""
    figures = {name: (p.played, p.wins, p.average) for name, p in people.items()}
    assert figures == {"Ana": (5, 3, Fraction(58, 5)), "Beatriz": (5, 1, Fraction(53, 5)),
                       "Cleo": (4, 1, Fraction(10)), "Dan": (1, 0, Fraction(10))}
    assert len(people["Ana"].appearances) == 6  # the unfinished one is still shown, in its place in time


def test_the_best_episode_is_the_highest_score_the_first_played_of_equal_ones(people) -> None:  # type: ignore[no-untyped-def]
    best = {name: (p.best.campaign, p.best.episode, p.best.score) for name, p in people.items()}
    assert best == {"Ana": ("isle", 1, 13), "Beatriz": ("isle", 2, 13), "Cleo": ("isle", 4, 12), "Dan": ("town", 1, 10)}


def test_circles_are_counted_per_chapter_of_each_legacy_campaign(people) -> None:  # type: ignore[no-untyped-def]
    """LG-09: 2 circles for a first place, 1 for a second with 3 players; chapters of 3 episodes."""
    chapters = {name: {c.campaign: c.circles for c in p.chapters} for name, p in people.items()}
    assert chapters == {"Ana": {"isle": ((1, 5), (2, 0)), "town": ((1, 2),)},
                        "Beatriz": {"isle": ((1, 3), (2, 1)), "town": ((1, 1),)},
                        "Cleo": {"isle": ((1, 1), (2, 2))}, "Dan": {"town": ((1, 0),)}}


def test_head_to_head_counts_the_finished_episodes_played_together(people) -> None:  # type: ignore[no-untyped-def]
    meetings = {name: {m.other: (m.met, m.ahead, m.behind) for m in p.meetings} for name, p in people.items()}
    assert meetings["Ana"] == {"Beatriz": (5, 3, 2), "Cleo": (4, 3, 1), "Dan": (1, 1, 0)}
    assert meetings["Beatriz"] == {"Ana": (5, 2, 3), "Cleo": (4, 2, 2), "Dan": (1, 1, 0)}
    assert "Dan" not in meetings["Cleo"]  # never at the same table


def test_time_orders_episodes_by_date_an_undated_one_after_its_campaigns_last_date(people) -> None:  # type: ignore[no-untyped-def]
    order = [(a.campaign, a.episode) for a in people["Ana"].appearances]
    assert order == [("isle", 1), ("isle", 2), ("town", 1), ("town", 2), ("isle", 3), ("isle", 4)]


def test_a_person_is_found_by_name_any_case_or_by_a_name_in_one_log() -> None:
    found = gathered([REPO / "campaigns"])
    assert found.person("beatriz").name == found.person("Bea").name == found.person("BEATRÍZ").name == "Beatriz"
    assert found.person("Zoe") is None


def test_the_json_gives_every_figure_for_tools() -> None:
    data = as_json(gathered([REPO / "campaigns"]))
    assert [c["slug"] for c in data["campaigns"]] == ["isle", "town"]
    ana = data["players"][0]
    assert ana == {
        "name": "Ana", "names": [], "campaigns": ["isle", "town"], "played": 5, "episodes": 5, "games": 0, "wins": 3,
        "average": 11.6, "best": {"campaign": "isle", "episode": 1, "score": 13},
        "circles": [{"campaign": "isle", "game": "my-island", "total": 5,
                     "chapters": [{"chapter": 1, "circles": 5}, {"chapter": 2, "circles": 0}]},
                    {"campaign": "town", "game": "my-island", "total": 2, "chapters": [{"chapter": 1, "circles": 2}]}],
        "head_to_head": [{"against": "Beatriz", "met": 5, "ahead": 3, "behind": 2},
                         {"against": "Cleo", "met": 4, "ahead": 3, "behind": 1},
                         {"against": "Dan", "met": 1, "ahead": 1, "behind": 0}],
        "left": []}
    assert data["players"][1]["names"] == ["Bea"]


def test_a_campaigns_facts_survive_the_build_manifest_as_json() -> None:
    checked = campaigns.check(REPO / "campaigns" / "isle")
    facts = campaign_facts(checked.campaign, checked.result, {"Ana": "ana"}, {(1, "Ana"): 16})
    assert CampaignFacts.from_json(facts.as_json()) == facts
    first = facts.appearances[0]
    assert (first.page, first.best, first.left) == ("ana", 16, 3)


def test_a_record_that_does_not_check_says_where(tmp_path: Path) -> None:
    shutil.copytree(REPO, tmp_path / "repo")
    episode = tmp_path / "repo" / "campaigns" / "town" / "episodes" / "01.yaml"
    episode.write_text(episode.read_text().replace("Dan: stop", "Dan: sotp"), encoding="utf-8")
    with pytest.raises(Problems) as err:
        gathered([tmp_path / "repo" / "campaigns"])
    assert any(p.pos.file.endswith("town/episodes/01.yaml") and p.pos.line == 8 for p in err.value.problems)


# --- aliases: in campaign.yaml, checked like every other key ----------------------------------------------------

def _aliases(tmp_path: Path, line: str) -> list[str]:
    shutil.copytree(REPO, tmp_path / "repo")
    path = tmp_path / "repo" / "campaigns" / "isle" / "campaign.yaml"
    path.write_text(path.read_text().replace("aliases: {Bea: Beatriz}", line), encoding="utf-8")
    found = campaigns.check(path.parent)
    return [f"{p.pos.line}:{p.pos.col}: {render(p.message, ENGLISH)}" for p in found.problems]


def test_an_alias_of_no_player_of_the_campaign_is_refused_at_its_key(tmp_path: Path) -> None:
    assert _aliases(tmp_path, "aliases: {Bee: Beatriz}") == [
        "12:11: unknown player 'Bee' (did you mean 'Bea'?); players: Ana, Bea, and Cleo"]


def test_two_players_of_one_campaign_are_never_one_person(tmp_path: Path) -> None:
    assert _aliases(tmp_path, "aliases: {Bea: Beatriz, Cleo: Ana}") == [
        "12:31: Ana and Cleo would both be Ana: two players of one campaign are two people"]


@pytest.mark.parametrize(("line", "expected"), [
    ("aliases: [Bea]", "12:10: aliases maps a player of this campaign to the name the player has in the group's other "
                       "campaigns, such as {Bea: Beatriz}, not a list"),
    ("aliases: {Bea: 3}", "12:16: the name of Bea in the other campaigns must be text, not the number 3"),
])
def test_aliases_of_the_wrong_shape_are_refused_at_their_line_and_column(tmp_path: Path, line: str, expected: str) -> None:
    assert _aliases(tmp_path, line) == [expected]


def test_the_campaign_schema_knows_aliases() -> None:
    import jsonschema

    schema = schemas()["campaign.schema.json"]
    base = {"title": "T", "game": "my-island", "mode": "legacy", "board": "b", "pieces": "p", "players": [{"name": "A"}, {"name": "B"}]}
    assert not list(jsonschema.Draft7Validator(schema).iter_errors({**base, "aliases": {"A": "Ann"}}))
    assert list(jsonschema.Draft7Validator(schema).iter_errors({**base, "aliases": {"A": ""}}))


# --- invariants --------------------------------------------------------------------------------------------------

_player = st.sampled_from(["Ana", "Ben", "Cloe", "Dan"])


@st.composite
def _episodes(draw: st.DrawFn) -> CampaignFacts:
    """A campaign's finished episodes: 2-4 of the players, distinct scores, ranked by them."""
    appearances = []
    for number in range(1, draw(st.integers(1, 6)) + 1):
        names = draw(st.lists(_player, min_size=2, max_size=4, unique=True))
        scores = draw(st.lists(st.integers(-20, 55), min_size=len(names), max_size=len(names), unique=True))
        rank = {n: 1 + sorted(scores, reverse=True).index(s) for n, s in zip(names, scores)}
        for name, score in zip(names, scores):
            rivals = tuple(Rival(o, s, rank[o]) for o, s in zip(names, scores) if o != name)
            appearances.append(Appearance("c", number, name, name, None, None, "", True, score, score, rank[name],
                                          0, rivals))
    return CampaignFacts("c", "C", "my-island", "legacy", tuple(appearances))


@given(_episodes())
@settings(max_examples=60, deadline=None)
def test_head_to_head_is_symmetric_and_every_episode_has_one_winner(facts: CampaignFacts) -> None:
    found = record([facts])
    meetings = {(p.name, m.other): m for p in found.people for m in p.meetings}
    for (name, other), m in meetings.items():
        assert (m.met, m.ahead) == (meetings[other, name].met, meetings[other, name].behind)
    assert sum(p.wins for p in found.people) == len({a.episode for a in facts.appearances})
    assert sum(p.played for p in found.people) == len(facts.appearances)


def test_the_demo_campaigns_record_counts_inés_episodes_and_games_apart() -> None:
    """Inés plays the palace quarter (My City, legacy) and Eternal Night (My Island, Eternal game)."""
    ines = gathered([DEMO]).person("Inés")
    assert ines is not None and set(ines.campaigns) == {"barrio-del-palacio", "eternal-night"}
    assert (ines.episodes, ines.games) == (3, 1)
    assert [c.campaign for c in ines.chapters] == ["barrio-del-palacio"]


def test_a_person_with_nothing_finished_yet_has_no_average_nor_best() -> None:
    """LG-06: an episode still being played counts in no figure; the person is shown all the same."""
    from generator.record.text import person_text

    playing = Appearance("c", 1, "Zoe", "Zoe", None, None, "", False, 12, 12, None, 0, (Rival("Ana", 9, None),))
    found = record([CampaignFacts("c", "C", "my-island", "legacy", (playing,))])
    zoe = found.person("Zoe")
    assert (zoe.played, zoe.wins, zoe.average, zoe.best, zoe.meetings) == (0, 0, None, None, ())
    assert as_json(found, zoe)["players"][0]["average"] is None
    assert person_text(found, zoe, ENGLISH) == "Zoe: nothing finished yet in 1 campaign"


def test_legacy_episodes_and_eternal_games_are_said_apart() -> None:
    from generator.record.text import played

    ines = gathered([DEMO]).person("Inés")
    assert render(played(ines), ENGLISH) == "3 episodes and 1 game"
