"""`chronicle analyse` said as a player says it, in es, fr and en (issue 34, the French native review):
its title is a sentence, a pass or a stop is a verb where a sentence needs one, a line never stacks a
colon on a colon, the plan names its rounds, and the search has no programmer's name."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from helpers import ROOT

RIVER_TOWN = ROOT / "campaigns" / "river-town"
"""Episode 3: Théo passed in round 19 where ending his participation would have kept 1 point (LG-04, LG-05)."""


@pytest.fixture(autouse=True)
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Analyses kept in the test's own folder, never the user's cache."""
    monkeypatch.setenv("CHRONICLE_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache"


@pytest.mark.parametrize(("lang", "title", "round_19", "plan"), [
    ("fr", "Ce qu'on aurait pu faire : River Town, épisode 3",
     "tour 19 : arrêter de jouer au lieu de passer aurait rapporté 1 point de plus ; en réalité, passé 1 fois (−1)",
     "meilleur plan après coup (score 2) : tour 1 en B8 (rotation 0) ; tour 2 en A7 (rotation 1)"),
    ("es", "Lo que se podría haber hecho: River Town, episodio 3",
     "ronda 19: abandonar en lugar de pasar habría dado 1 punto más; en cambio, lo que se jugó a partir de ahí se saldó con 1 pase (−1)",
     "mejor plan a posteriori (puntuación 2): ronda 1 en B8 (rotación 0); ronda 2 en A7 (rotación 1)"),
    ("en", "What could have been done: River Town, episode 3",
     "round 19: stopping instead of passing would have made 1 more point; instead, what was played from there resulted in 1 pass (−1)",
     "best in hindsight, 2: round 1 on B8 (rotation 0); round 2 on A7 (rotation 1)"),
])
def test_LG_04_the_analysis_reads_as_sentences(cli: Callable[..., Any], lang: str, title: str, round_19: str,
                                                plan: str) -> None:
    """« manche 19 : met fin à sa participation au lieu de passe aurait rapporté 1 point de plus : tel que
    joué : a passé (−1) » and « Ce qu'on aurait pu faire : River Town, Épisode 3 » (the French review):
    the better and the played action are verbs, what was played follows a semicolon, the episode is
    lower case mid-sentence, and the plan says « tour 1 en B8 (rotation 0) », not « 1 : B8 r0 »."""
    found = cli("--lang", lang, "analyse", RIVER_TOWN, "3", "Théo")
    assert found.exit_code == 0, found.output
    text = re.sub("[\u00a0\u202f]", " ", found.stdout).replace("\u2019", "'")
    lines = text.splitlines()
    assert lines[0] == title
    assert f"  {round_19}" in lines
    assert any(line.startswith(f"  {plan}") for line in lines), lines
    for line in lines:  # "...: ...: ..." in one clause: the second colon belongs after a semicolon
        assert all(clause.count(":") <= 2 for clause in line.split(";")), line


@pytest.mark.parametrize(("lang", "never"), [("fr", r"faisceau|tel que joué, \d|\d+ tel que joué"),
                                             ("es", r"búsqueda en haz|\d+ tal como se jugó"),
                                             ("en", r"beam search")])
def test_the_summary_names_no_search_method(cli: Callable[..., Any], lang: str, never: str) -> None:
    """« Théo : 1 tel que joué, 2 possibles … recherche en faisceau gardant 3 positions par manche »: the
    summary says the score played and the best possible, and how exact it is, in a player's words."""
    found = cli("--lang", lang, "analyse", RIVER_TOWN, "3", "Théo")
    assert found.exit_code == 0, found.output
    summary = found.stdout.splitlines()[2]
    assert summary.startswith("Théo") and not re.search(never, summary), summary
