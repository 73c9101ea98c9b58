"""The player rows of `score` and `add` read as a score sheet reads in each language (French review 6, issue 34, item 1).

A row is the player, then their points on the Score track (LG-01), then rank and progress (LG-06, LG-09), parts
set apart by « · »: « Margaux      5 points · rang 1 · 2 cercles Progrès · dette de 3 points », «Margaux  5 puntos · puesto 1»,
'Margaux  5 points · rank 1'. Never « Margaux  score de  5  rang 1 » (a calque of 'Margaux scores 5'), «ficha en 5»
nor 'token 5' with nothing to tell the columns apart. `add` says what each player did after their points:
« Camille  10 points · A4 · aucun point à ce tour », « Margaux  9 points · passe ».
"""

from __future__ import annotations

import re

import pytest

from helpers import HOUSES, R, episode

SCORED = episode(R(1, Ana=HOUSES, Ben="pass"), R(3, Ana="stop", Ben="stop"))

WORDS = {
    "es": ("punto", "puntos", "puesto", r"\d+ círculos? de progreso", "sin puntos en esta ronda"),
    "fr": ("point", "points", "rang", r"\d+ cercles? Progrès", "aucun point à ce tour"),
    "en": ("point", "points", "rank", r"\d+ progress circles?", "no points this round"),
}
CALQUES = re.compile(r"score de|ficha en|token")


def _rows(out: str) -> list[str]:
    """The player rows, French no-break spaces read as spaces (« 7\u00a0points »)."""
    return [line.replace("\u00a0", " ") for line in out.splitlines() if re.match(r"  (Ana|Ben) ", line)]


def _row(lang: str) -> re.Pattern[str]:
    one, many, rank, progress, _ = WORDS[lang]
    return re.compile(rf"  (Ana|Ben) +\d+ ({one}|{many}) · {rank} \d · {progress}( · [^·]+)?$")  # then any debt (LG-08)


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_score_rows_say_points_rank_and_progress_lg06(make_campaign, cli, lang):
    """LG-06, LG-09: each player's row of the score sheet: points, rank and progress, each named."""
    out = cli("--lang", lang, "score", make_campaign(SCORED, language=lang)).stdout
    rows = _rows(out)
    assert len(rows) == 2, out
    assert all(_row(lang).match(row) for row in rows), out
    assert not any(CALQUES.search(row) for row in rows), out


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_add_rows_say_points_then_what_was_done_lg03(make_campaign, cli, lang):
    """LG-03: after `add`, each row gives the player's points, then their action and what it scored this round."""
    folder = make_campaign(episode(R(1, Ana=HOUSES, Ben="pass")), language=lang)
    out = cli("--lang", lang, "add", folder, "1", "--card", "3", "Ana=stop", "Ben=pass").stdout
    one, many, *_, nothing = WORDS[lang]
    rows = _rows(out)
    assert re.fullmatch(rf"  Ana +\d+ ({one}|{many}) · [^·]+ · {nothing}", rows[0]), out
    assert re.fullmatch(rf"  Ben +\d+ ({one}|{many}) · [^·]+", rows[1]), out
    assert not any(CALQUES.search(row) for row in rows), out


def test_a_zero_or_one_point_row_is_singular_in_french(make_campaign, cli):
    """French says « 0 point », « 1 point »: the row's unit follows the catalogue's plural, not an 's' always."""
    out = cli("--lang", "fr", "score", make_campaign(SCORED, language="fr")).stdout
    for row in _rows(out):
        n = int(re.search(r" (\d+) points?", row).group(1))  # type: ignore[union-attr]
        assert (" points " in row) == (n > 1), row
