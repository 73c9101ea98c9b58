"""A campaign's pages and commands agree on how many episodes were played and on who leads.

Played is one count, of FINISHED episodes (CampaignResult.finished): an episode still being played is
shown as in progress where episodes are listed, and counted played nowhere. The standings rank seats by
progress circles (LG-13) and no rule orders equal campaign totals, so seats level at the top share the
first place and lead together; before an episode is finished nobody has a place, and nobody leads (a log
that starts at a later episode ranks what was coloured before it).

Each case is a group's first minutes, typed as a group types them: `chronicle new`, `add`, `build`, `stats`,
`score`. The players end participation at once (LG-05), so the rows tie and the episode's file breaks the
tie (C-2): the first of its `tiebreak:` colours 2 circles (LG-10, two players), the other none.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import html5lib
import pytest
from click.testing import CliRunner

from generator.cli import main
from generator.model import LANGUAGES

pytestmark = pytest.mark.slow  # builds four small sites (about 3 s each on two cores): left out of the quick run


class Case(NamedTuple):
    episodes: tuple[tuple[str, str, str | None], ...]
    """Per episode: Ana's and Ben's action in its one round, and the tiebreak written after it (None: none yet)."""
    played: int
    playing: int | None
    """The episode in progress, if one is."""
    leaders: tuple[str, ...]
    places: tuple[int | None, int | None]
    """Ana's and Ben's places in the standings."""
    start: tuple[int, int] | None = None
    """Ana's and Ben's circles coloured before the log's first episode, 7 (`chronicle new --from-episode 7`)."""


CASES = {
    # nothing logged yet: episode 1 is in progress, none is played, nobody leads
    "fresh": Case((), 0, 1, (), (None, None)),
    # Ana won episode 1 (LG-10); episode 2 has its first round
    "one finished, one in progress": Case((("stop", "stop", "[Ana, Ben]"), ("pass", "pass", None)), 1, 2, ("Ana",), (1, 2)),
    # Ana won episode 1, Ben episode 2: level on 2 circles each, both first
    "level after a finished episode": Case((("stop", "stop", "[Ana, Ben]"), ("stop", "stop", "[Ben, Ana]")), 2, None,
                                           ("Ana", "Ben"), (1, 1)),
    # logged from episode 7, with what was coloured in the six before: the standings stand, Ana leads
    "logged from a later episode": Case((), 0, 7, ("Ana",), (1, 2), start=(9, 7)),
}

IN_PROGRESS = {"en": "episode {n} in progress", "es": "episodio {n} en curso", "fr": "épisode {n} en cours"}
PLAYED = {"en": "Episodes played", "es": "Episodios jugados", "fr": "Épisodes joués"}
LEADER = {"en": ("Leader", "Leaders"), "es": ("En cabeza", "En cabeza"), "fr": ("En tête", "En tête")}
AND = {"en": "and", "es": "y", "fr": "et"}
COUNT = {"en": (r"(\d+) episodes? played", r"(\d+) episodes? played"),
         "es": (r"(\d+) episodios? jugados?", r"(\d+) episodios? jugados?"),
         "fr": (r"(\d+)\s[ée]pisodes? jou[ée]s?", r"(\d+)\s[ée]pisodes? jou[ée]s?")}


class Group(NamedTuple):
    site: Path
    stats: dict  # type: ignore[type-arg]
    stats_text: str
    score: dict  # type: ignore[type-arg]
    score_text: str


def _run(*args: str, status: int = 0) -> str:
    result = CliRunner().invoke(main, ["--lang", "en", *args], catch_exceptions=False)
    assert result.exit_code == status, result.output
    return result.stdout


@pytest.fixture(scope="module", params=list(CASES))
def group(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Case, Group]]:
    case = CASES[request.param]
    root = tmp_path_factory.mktemp("fresh")
    with pytest.MonkeyPatch.context() as patch:
        patch.chdir(root)
        _run("new", "demo", "--game", "my-island", "--players", "Ana,Ben", *(("--from-episode", "7") if case.start else ()))
        if case.start:
            settings = root / "campaigns" / "demo" / "campaign.yaml"
            text = settings.read_text(encoding="utf-8")
            for name, circles in zip(("Ana", "Ben"), case.start):
                text = text.replace(f"{name}: {{circles: 0,", f"{name}: {{circles: {circles},")
            settings.write_text(text, encoding="utf-8")
        for number, (ana, ben, tiebreak) in enumerate(case.episodes, 1):
            # a round that ends the episode level is written, and add says the tie as C-2's error (exit 1)
            _run("add", "demo", str(number), "--card", "17", f"Ana={ana}", f"Ben={ben}", status=1 if tiebreak else 0)
            if tiebreak:
                with (root / "campaigns" / "demo" / "episodes" / f"{number:02d}.yaml").open("a", encoding="utf-8") as f:
                    f.write(f"tiebreak: {tiebreak}\n")
        _run("build", "campaigns", "-o", "site", "--no-search", "--no-analysis")
        yield case, Group(root / "site", json.loads(_run("stats", "--json", "--no-analysis")), _run("stats", "--no-analysis"),
                          json.loads(_run("score", "demo", "--json")), _run("score", "demo"))


def _tree(path: Path):  # type: ignore[no-untyped-def]
    return html5lib.parse(path.read_bytes(), namespaceHTMLElements=False)


def _text(element) -> str:  # type: ignore[no-untyped-def]
    return " ".join(" ".join(element.itertext()).split())


def _facts(element) -> dict[str, str]:  # type: ignore[no-untyped-def]
    """A <dl>'s terms and what each says."""
    terms = [_text(e) for e in element if e.tag == "dt"]
    return dict(zip(terms, [_text(e) for e in element if e.tag == "dd"]))


def _first(tree, tag: str, cls: str):  # type: ignore[no-untyped-def]
    found = next((e for e in tree.iter(tag) if cls in e.get("class", "").split()), None)
    assert found is not None, f"no {tag}.{cls}"
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_counts_the_finished_episodes_played(group: tuple[Case, Group], lang: str) -> None:
    """Home, campaign page, the group's record and Ana's pages say one count: finished episodes only."""
    case, built = group
    site = built.site / lang
    home = _facts(_first(_tree(site / "index.html"), "dl", "facts"))
    said = home[PLAYED[lang]]
    assert int(said.split()[0]) == case.played, said
    assert (IN_PROGRESS[lang].format(n=case.playing) in said) == (case.playing is not None), said

    lead = _text(_first(_tree(site / "campaigns" / "demo" / "index.html"), "p", "lead"))
    assert [int(n) for n in re.findall(COUNT[lang][0], lead)] == [case.played], lead
    assert (IN_PROGRESS[lang].format(n=case.playing) in lead) == (case.playing is not None), lead

    rows = [[_text(cell) for cell in row] for row in _first(_tree(site / "players" / "index.html"), "table", "record-group").iter("tr")]
    assert [(row[0], int(row[1])) for row in rows[1:]] == [("Ana", case.played), ("Ben", case.played)]

    person = _tree(site / "players" / "ana" / "index.html")
    assert _facts(_first(person, "dl", "record-facts"))[PLAYED[lang]] == str(case.played)
    line = _text(_first(person, "ul", "links"))
    assert [int(n) for n in re.findall(COUNT[lang][1], line)] == [case.played], line

    # where episodes are listed, the one being played says so, and only that one
    cards = [_text(h) for h in _tree(site / "campaigns" / "demo" / "players" / "ana" / "index.html").iter("h3")]
    assert len(cards) == case.played + (case.playing is not None)
    unfinished = {"en": "(in progress)", "es": "(en curso)", "fr": "(en cours)"}[lang]
    assert [card.endswith(unfinished) for card in cards] == [False] * case.played + [True] * (case.playing is not None)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_leaders_are_everyone_level_at_the_top_and_nobody_before_an_episode_ends(group: tuple[Case, Group],
                                                                                     lang: str) -> None:
    """LG-13: most progress circles leads; equal totals share the first place (no rule breaks them); no place
    before an episode is finished."""
    case, built = group
    site = built.site / lang
    home = _facts(_first(_tree(site / "index.html"), "dl", "facts"))
    labels = [label for label in LEADER[lang] if label in home]
    if not case.leaders:
        assert labels == [], home
    else:
        said = home[LEADER[lang][len(case.leaders) > 1]]
        names = f" {AND[lang]} ".join(case.leaders)
        assert said.startswith(names + " ("), said
        assert ("Ben" in said) == ("Ben" in case.leaders)

    standings = _first(_tree(site / "campaigns" / "demo" / "index.html"), "ol", "standings")
    places = {}
    for item in standings.iter("li"):
        rank = next((_text(e) for e in item.iter("span") if "rank" in e.get("class", "").split()), None)
        places[next(_text(a) for a in item.iter("a"))] = int(rank.rstrip(".")) if rank else None
    assert (places["Ana"], places["Ben"]) == case.places


def test_the_commands_agree_with_the_pages(group: tuple[Case, Group]) -> None:
    """`chronicle stats` counts the finished episodes the pages count; `chronicle score` gives the standings'
    places, and none before an episode is finished (LG-13)."""
    case, built = group
    assert [(p["name"], p["played"], p["episodes"]) for p in built.stats["players"]] == [("Ana", case.played, case.played),
                                                                                       ("Ben", case.played, case.played)]
    table = [line.split()[:2] for line in built.stats_text.splitlines()[3:5]]
    assert table == [["Ana", str(case.played)], ["Ben", str(case.played)]], built.stats_text
    ranks = {s["name"]: s["rank"] for s in built.score["standings"]}
    assert (ranks["Ana"], ranks["Ben"]) == case.places
    assert [e["complete"] for e in built.score["episodes"]].count(True) == case.played
    standing = built.score_text.split("Standings (progress circles)")[1].split()
    assert [standing[i] for i in (0, 3)] == ["–" if p is None else f"{p}." for p in case.places], built.score_text
