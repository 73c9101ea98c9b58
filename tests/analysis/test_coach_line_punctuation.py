"""The coach's line for a costly round reads as one sentence: « tour 14 : construire … aurait rapporté 1 point
de plus, avec 2 × arbre visible : H9 K5 (+2) ; en réalité, arbre visible : H9 (+1) », never a cascade of
colons after the points (« … de plus : 2 × arbre visible : … ; en réalité : arbre visible : … »), and the
episode page's caption names the player with a comma (« Théo, tour 14 : … ») (fr review 10, F3; es and en
alike)."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import DEMO, ROOT

MORE = {"es": "punto más", "fr": "point de plus", "en": "more point"}
AFTER = {"es": (", con ", "; en cambio, lo que se jugó a partir de ahí se saldó con "), "fr": (", avec ", " ; en réalité, "), "en": (", with ", "; instead, what was played from there resulted in ")}


@pytest.fixture(autouse=True)
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CHRONICLE_CACHE", str(tmp_path / "cache"))


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_a_costly_rounds_reasons_follow_its_points_without_a_colon(cli, lang):
    said = cli("--lang", lang, "analyse", DEMO / "river-town", "2", "Théo").stdout.replace("\u202f", " ").replace("\u00a0", " ")
    line = next(line for line in said.splitlines() if MORE[lang] in line)
    rest = line.split(MORE[lang], 1)[1]
    with_, as_played = AFTER[lang]
    assert rest.startswith(with_) and as_played in rest and not rest.startswith(":")
    assert rest.count(":") == 2  # only each reason's own spaces ("arbre visible : H9 K5")


def test_the_ghost_caption_names_the_player_with_a_comma():
    template = (ROOT / "templates/episode_ghosts.html").read_text(encoding="utf-8")
    assert '_("%(name)s, %(details)s"' in template and '_("%(name)s: %(details)s"' not in template
