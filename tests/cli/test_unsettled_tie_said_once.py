"""C-2: players still equal after the last row (LG-11) whom the episode file's `tiebreak:` does not order are reported
as an error that names them, "instead of guessing" (RULES.md C-2): the episode cannot be ranked until the table's order
is written. `check`, `score` and `add` say it once, as an error, at the episode file's line (the end of its rounds,
where `tiebreak:` goes, or the `tiebreak:` line that does not settle it), naming the tied players, the rank they share
and what to write, in es, fr and en. (`add` said it as a warning, check and score as an error: the same fact, two
severities; the engine made it twice, as a finding and as the tie the sheet shows.)

An episode still being played has no tie to report: C-2 speaks "after the last row"."""

from __future__ import annotations

import re

import pytest
import yaml

from helpers import R

NO_END = ("rules: {name: Houses only, buildable: [beach, heath], first_piece: {covers: beach}, adjacency: matching-symbol, "
          "immediate: [{kind: symbol-on-terrain, symbol: house, terrain: beach, points: 1}]}\n")
THREE = "[{name: Ana}, {name: Ben}, {name: Cloe}]"
# Ana and Ben cover two beach spaces of the top row each (12 points, the same open spaces row by row); Cloe stops on 10.
FIRST = R(1, Ana="{A1: house, A2: house}", Ben="{A6: house, A7: house}", Cloe="stop")
LAST = R(3, Ana="stop", Ben="stop")
ENDED = f"episode: 1\n{NO_END}rounds:\n{FIRST}{LAST}"
LAST_ROUND_LINE = ENDED.count("\n") - 2  # "  - card: 3"

ERROR = {"en": "error:", "es": "error:", "fr": "erreur :"}
WARNING = {"en": "warning:", "es": "aviso:", "fr": "avertissement :"}
SHARED = {"en": "tied for rank 1", "es": "empatan en el puesto 1", "fr": "à égalité au rang 1"}


def _c2(output: str) -> list[str]:
    """The lines that report C-2 as a problem (file:line:col: severity: ... [C-2])."""
    return [line for line in output.replace("\u00a0", " ").replace("\u202f", " ").splitlines()
            if re.match(r"^\S+:\d+:\d+: ", line) and "[C-2" in line]


def _said_once_as_an_error(output: str, lang: str, line: int, col: int = 1) -> None:
    said = _c2(output)
    assert len(said) == 1, f"C-2 said {len(said)} times:\n{output}"
    only = said[0]
    assert re.match(rf"^\S*episodes/01\.yaml:{line}:{col}: {re.escape(ERROR[lang])} ", only), only
    assert WARNING[lang] not in only
    assert "Ana" in only and "Ben" in only and "Cloe" not in only, only
    assert SHARED[lang] in only, f"the rank they share is not said: {only}"
    assert "tiebreak: [Ana, Ben]" in only, only


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_C_2_check_says_an_unsettled_tie_once_as_an_error(make_campaign, cli, lang) -> None:
    result = cli("--lang", lang, "check", make_campaign(ENDED, players=THREE))
    assert result.exit_code == 1
    _said_once_as_an_error(result.output, lang, LAST_ROUND_LINE)


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_C_2_score_says_an_unsettled_tie_once_as_an_error(make_campaign, cli, lang) -> None:
    result = cli("--lang", lang, "score", make_campaign(ENDED, players=THREE))
    assert result.exit_code == 1
    _said_once_as_an_error(result.output, lang, LAST_ROUND_LINE)


@pytest.mark.parametrize("lang", ["en", "es", "fr"])
def test_C_2_add_writes_the_last_round_and_says_the_tie_once_as_an_error(make_campaign, cli, lang) -> None:
    """The round is legal, so it is written (as table mode writes it); the file it leaves cannot be ranked: an error,
    exit 1, as check and score say it from then on."""
    folder = make_campaign(f"episode: 1\n{NO_END}rounds:\n{FIRST}", players=THREE)
    result = cli("--lang", lang, "add", folder, "1", "-c", "3", "Ana=stop", "Ben=stop")
    assert result.exit_code == 1, result.output
    assert len(yaml.safe_load((folder / "episodes/01.yaml").read_text())["rounds"]) == 2
    _said_once_as_an_error(result.output, lang, LAST_ROUND_LINE)


def test_C_2_a_tiebreak_that_does_not_settle_the_tie_is_where_the_error_is(make_campaign, cli) -> None:
    """A `tiebreak:` naming one of the two tied players leaves the tie: the error is at that line."""
    result = cli("--lang", "en", "check", make_campaign(ENDED + "tiebreak: [Ben]\n", players=THREE))
    assert result.exit_code == 1
    _said_once_as_an_error(result.output, "en", ENDED.count("\n") + 1, len("tiebreak: ") + 1)


def test_C_2_an_episode_still_being_played_has_no_tie_yet(make_campaign, cli) -> None:
    """Ana and Ben level on points and rows while Ana and Ben still play: nothing about a tie."""
    result = cli("--lang", "en", "check", make_campaign(f"episode: 1\n{NO_END}rounds:\n{FIRST}", players=THREE))
    assert result.exit_code == 0, result.output
    assert not _c2(result.output) and "tied" not in result.output


def test_C_2_an_earlier_episode_cut_short_is_said_as_cut_short_not_as_a_tie(make_campaign, cli) -> None:
    """Episode 1 ends with Ana and Ben still playing (LG-06): that is its error; whether they end level is not known,
    so no tie is reported for it."""
    folder = make_campaign(f"episode: 1\n{NO_END}rounds:\n{FIRST}", f"episode: 2\n{NO_END}rounds: []\n", players=THREE)
    result = cli("--lang", "en", "check", folder)
    assert result.exit_code == 1
    assert "LG-06" in result.output and not _c2(result.output), result.output
