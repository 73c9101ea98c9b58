"""One wording for a standing everywhere: the campaign page's table of every episode says a player's points and place
as `score` and the episode pages do, « 0 point · rang 1 », «0 puntos · puesto 1», "0 points · rank 1" (LG-10's
points, C-2's place), never a bare « 0 · rang 1 » or "0 · #1"; an episode still played, « 10 points pour l'instant »."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from generator.site.build import build
from generator.site.settings import Settings
from helpers import FIXTURES, R, episode

pytestmark = pytest.mark.slow  # builds a (small) site

SAID = {"fr": ("0 point · rang 1", "0 point · rang 2", "points pour l'instant"),
        "es": ("0 puntos · puesto 1", "0 puntos · puesto 2", "puntos por ahora"),
        "en": ("0 points · rank 1", "0 points · rank 2", "points so far")}


def _cells(page: Path) -> list[str]:
    """The text of each player's cell of the table of episodes, spaces made plain."""
    html = page.read_text(encoding="utf-8")
    table = html[html.index('class="results"'):html.index("</table>")]
    cells = re.findall(r"<td>(.*?)</td>", table, re.S)
    return [" ".join(re.sub("<[^>]+>", " ", c).replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())
            for c in cells]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("standing")
    shutil.copytree(FIXTURES / "site" / "harbour", root / "campaigns" / "harbour")
    playing = episode(R(1, Ana="{A1: house, A2: house}", Cleo="pass"), number=3)  # an episode still being played
    (root / "campaigns" / "harbour" / "episodes" / "03.yaml").write_text(playing, encoding="utf-8")
    out = root / "site"
    build(Settings([root / "campaigns"], out, search=False, analysis=False))
    return out


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_LG_10_C_2_the_campaign_table_says_points_and_rank_as_score_does(site, lang):
    cells = _cells(site / lang / "campaigns" / "harbour" / "index.html")
    finished, playing = cells[:4], cells[4:]
    points, second, so_far = SAID[lang]
    assert any(c.endswith(points) or f"{points} " in c for c in finished), cells
    assert any(c.endswith(second) or f"{second} " in c for c in finished), cells
    assert all(so_far in c for c in playing), cells
    assert not [c for c in cells if re.search(r"\d · (rang|puesto|rank|#)", c) or "#" in c], cells
