"""LG-08's repayment on a score sheet (French review 7, issue 34, MINOR: « −1 LG-08 rembourse la dette
antérieure », a bare verb with no subject in a column of noun phrases): the Motif line is a noun phrase,
« remboursement de la dette », « pago de la deuda », "debt repaid", in `chronicle score` and on the
site's score sheets (which share generator/report/explain.py)."""

from __future__ import annotations

import re

import pytest

from helpers import FIXTURES

EXPECTED = {"fr": "remboursement de la dette", "es": "pago de la deuda", "en": "debt repaid"}
BARE_VERB = {"fr": "rembourse la dette", "es": "salda la deuda", "en": "pays off earlier debt"}


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_a_repayment_reads_as_a_noun_phrase_LG08(cli, lang: str) -> None:
    out = cli("--lang", lang, "score", FIXTURES / "site" / "harbour").stdout
    rows = [line for line in out.splitlines() if re.search(r"−\d+\s+LG-08", line)]
    assert rows and all(line.rstrip().endswith(EXPECTED[lang]) for line in rows), rows
    assert BARE_VERB[lang] not in out
