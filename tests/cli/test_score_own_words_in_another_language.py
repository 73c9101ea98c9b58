"""An adjustment's reason (LG-15) is the group's own words, in the campaign's language. `score` quotes them as written,
without the reader's typography (no French space before a Spanish colon), and says which language they are in, as
the episode page does: « … (en espagnol) ». (fr native review 13, fault 2.)"""

from __future__ import annotations

import pytest

from helpers import ROOT

REEF = ROOT / "campaigns" / "reef-raiders"  # language: es; episode 4 has an adjustment in Spanish
OWN = "Tabla del capítulo 2: bonificación de la estatua pegada en E7"


@pytest.mark.parametrize(("lang", "label"), [("fr", " (en espagnol)"), ("en", " (in Spanish)"), ("es", "")])
def test_LG_15_score_quotes_a_groups_reason_as_written_and_says_its_language(cli, lang, label) -> None:
    out = cli("--lang", lang, "score", REEF, "-e", "4").stdout
    lines = [line for line in out.splitlines() if "Tabla del" in line]
    assert len(lines) == 1, out
    assert lines[0].endswith(OWN + label), lines[0]


def test_the_readers_own_words_keep_their_typography_beside_it(cli) -> None:
    """Only the group's words are left as written: the rest of the sheet is still in French typography."""
    out = cli("--lang", "fr", "score", REEF, "-e", "4").stdout
    line = next(line for line in out.splitlines() if "Tabla del" in line)
    assert "\u00a0" not in line.split("LG-15")[1].split("(en")[0], line
    assert "encore visible\u00a0: " in out, out  # chronicle's own French, spaced as French is
