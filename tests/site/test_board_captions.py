"""A board drawn on an episode page says when it was: at the end of a finished episode, after the last round logged
of one still in progress (French review 6, issue 34, item 8; LG-06: an episode in progress has no end scoring yet).
« Camille : plateau après le tour 1 », «Tablero de Camille tras la ronda 1», "Camille's board after round 1"; never
« plateau à la fin de l'épisode 4 » under a header saying the episode is in progress."""

from __future__ import annotations

import html
from pathlib import Path

import pytest

from generator.site.build import build
from generator.site.settings import Settings
from helpers import FIXTURES, HOUSES, R, episode

AFTER = {"en": "Ana's board after round 1", "es": "Tablero de Ana tras la ronda 1", "fr": "Ana : plateau après le tour 1"}
END = {"en": "Ana's board at the end of episode 1", "es": "Tablero de Ana al final del episodio 1",
       "fr": "Ana : plateau à la fin de l'épisode 1"}


def _titles(site: Path, lang: str, page: str = "episodes/01") -> str:
    text = (site / lang / "campaigns" / "test" / page / "index.html").read_text(encoding="utf-8")
    return html.unescape(text).replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'")


@pytest.fixture(scope="module")
def sites(tmp_path_factory) -> dict[str, Path]:  # type: ignore[no-untyped-def]
    """One campaign with its first episode in progress (one round logged), one with it finished."""
    built = {}
    for name, text in (("progress", episode(R(1, Ana=HOUSES, Ben="pass"))),
                       ("over", episode(R(1, Ana=HOUSES, Ben="pass"), R(3, Ana="stop", Ben="stop")))):
        folder = tmp_path_factory.mktemp(name) / "test"
        (folder / "episodes").mkdir(parents=True)
        for kind in ("boards", "pieces"):  # the tiny test island, as tests/conftest.py's make_campaign copies it
            (folder / kind).mkdir()
            (folder / kind / "tiny.yaml").write_bytes((FIXTURES / "my-island" / kind / "tiny.yaml").read_bytes())
        (folder / "campaign.yaml").write_text("title: T\ngame: my-island\nmode: legacy\nboard: boards/tiny.yaml\n"
                                              "pieces: pieces/tiny.yaml\nplayers: [{name: Ana}, {name: Ben}]\n",
                                              encoding="utf-8")
        (folder / "episodes" / "01.yaml").write_text(text, encoding="utf-8")
        built[name] = tmp_path_factory.mktemp(f"{name}-site")
        build(Settings([folder], built[name], search=False, analysis=False))
    return built


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_LG_06_a_board_in_an_episode_in_progress_is_after_the_last_round(sites, lang):
    page = _titles(sites["progress"], lang)
    assert AFTER[lang] in page and END[lang] not in page


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_a_board_of_a_finished_episode_is_at_its_end(sites, lang):
    page = _titles(sites["over"], lang)
    assert END[lang] in page and AFTER[lang] not in page



NOW = {"en": ("Ana's board before episode 1", "Ana's board after episode 1"),
       "es": ("Tablero de Ana antes del episodio 1", "Tablero de Ana tras el episodio 1"),
       "fr": ("Plateau d'Ana avant l'épisode 1", "Plateau d'Ana après l'épisode 1")}


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_LG_12_the_campaigns_boards_now_are_after_the_last_finished_episode(sites, lang):
    """The campaign page's "Boards now" (LG-12: changes kept between episodes) are after the last episode played to
    its end: before episode 1 while it is in progress, never « après l'épisode 1 » before it ends."""
    before, after = NOW[lang]
    assert before in _titles(sites["progress"], lang, ".") and after not in _titles(sites["progress"], lang, ".")
    assert after in _titles(sites["over"], lang, ".")
