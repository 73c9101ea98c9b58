"""A board change's note (LG-12: written notes stay on the board) is the group's own words, in the campaign's language.
`board -p` quotes it as written and says which language it is in, as `score` says it of an adjustment's reason and
the pages of a group's notes: « … » (en espagnol), "…" (in Spanish); nothing for a reader of that language.
(Reviewers met a Spanish note on a French board with no word of its language.)"""

from __future__ import annotations

import pytest

from helpers import ROOT

REEF = ROOT / "campaigns" / "reef-raiders"  # language: es; Carmen's board holds Spanish notes from episodes 1 and 4
NOTE = "Escribe 'Punta Cangrejo' en la costa este"


def _marker(cli, lang: str) -> str:  # type: ignore[no-untyped-def]
    """What `score` writes after the group's Spanish words for a reader of `lang`."""
    line = next(line for line in cli("--lang", lang, "score", REEF, "-e", "4").stdout.splitlines() if "Tabla del" in line)
    return line.split("E7", 1)[1]


@pytest.mark.parametrize(("lang", "label"), [("fr", " (en espagnol)"), ("en", " (in Spanish)"), ("es", "")])
def test_LG_12_board_says_the_language_of_a_groups_note_as_score_does(cli, lang, label) -> None:
    out = cli("--lang", lang, "board", REEF, "-p", "Diego").stdout
    lines = [line for line in out.splitlines() if NOTE in line]
    assert len(lines) == 1, out
    quoted = {"fr": f"\u00ab\u00a0{NOTE}\u00a0\u00bb", "es": f"\u00ab{NOTE}\u00bb", "en": f"\"{NOTE}\""}[lang]
    assert lines[0].endswith(quoted + label), lines[0]
    assert label == _marker(cli, lang)  # one way of saying it for every command
