"""`chronicle add` ending an episode in a tie that neither points nor rows break (LG-11) and the log's tiebreak
does not yet settle (C-2) prints no place as settled: the tied players share the place, each said tied with
the others until the table breaks the tie, and colour no progress for it yet; a player outside the tie keeps the
place that is settled (native review: add printed ranks 1 and 2, with 2 circles and 1, before the tiebreak)."""

from __future__ import annotations

import re

import pytest

from helpers import R

NO_END = ("rules: {name: Houses only, buildable: [beach, heath], first_piece: {covers: beach}, adjacency: matching-symbol, "
          "immediate: [{kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}]}\n")
THREE = "[{name: Ana}, {name: Ben}, {name: Cloe}]"
# Ana and Ben each cover two beach spaces of the top row (12 points, the same open spaces row by row); Cloe stops on 10.
FIRST = R(1, Ana="{A1: house, A2: house}", Ben="{A6: house, A7: house}", Cloe="stop")

RANK = {"en": "rank", "es": "puesto", "fr": "rang"}
PROGRESS = {"en": "progress circle", "es": "círculo", "fr": "cercle"}
TIED = {"en": "tied with", "es": "empate con", "fr": "égalité avec"}


def _rows(output: str) -> dict[str, str]:
    """Each player's row after the end of the episode, by name."""
    end = output.replace("\u00a0", " ").replace("\u202f", " ").split("LG-06")[-1]
    return {m[1]: m[0] for m in re.finditer(r"^  (Ana|Ben|Cloe) .*$", end, re.MULTILINE)}


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_add_prints_no_settled_place_before_the_tiebreak_C_2(make_campaign, cli, lang) -> None:
    folder = make_campaign(f"episode: 1\n{NO_END}rounds:\n{FIRST}", players=THREE)
    result = cli("--lang", lang, "add", folder, "1", "-c", "3", "Ana=stop", "Ben=stop")
    assert result.exit_code == 1, result.output  # the round is written; the tie it leaves is an error until settled
    rows = _rows(result.stdout)
    assert sorted(rows) == ["Ana", "Ben", "Cloe"], result.stdout
    for me, other in (("Ana", "Ben"), ("Ben", "Ana")):
        assert f"{RANK[lang]} 1" in rows[me] and TIED[lang] in rows[me] and other in rows[me], rows[me]
        assert f"{RANK[lang]} 2" not in rows[me], f"{me}'s place is printed as settled: {rows[me]}"
        assert PROGRESS[lang] not in rows[me], f"{me}'s progress is printed before the tiebreak: {rows[me]}"
    assert f"{RANK[lang]} 3" in rows["Cloe"] and TIED[lang] not in rows["Cloe"], rows["Cloe"]
    assert "C-2" in result.stderr and "tiebreak: [Ana, Ben]" in result.stderr  # what settles it, as check says it


def test_the_tiebreak_written_settles_the_places_C_2(make_campaign, cli) -> None:
    """Once the table's order is logged, add's next read (score) gives each tied player a place of their own."""
    folder = make_campaign(f"episode: 1\n{NO_END}rounds:\n{FIRST}{R(3, Ana='stop', Ben='stop')}tiebreak: [Ben, Ana]\n",
                           players=THREE)
    result = cli("--lang", "en", "score", folder)
    assert result.exit_code == 0, result.output
    rows = {m[1]: m[0] for m in re.finditer(r"^  (Ana|Ben|Cloe) .*$", result.stdout, re.MULTILINE)}
    assert "rank 1" in rows["Ben"] and "rank 2" in rows["Ana"] and "tied with" not in result.stdout
