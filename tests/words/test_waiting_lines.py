"""Waiting lines say what is under way as a native writes it: « Analyse en cours… », never « L'analyse est
en cours de calcul… » (an analysis is « en cours », not « calculée »; native review 14, fr, fault 4);
Spanish says «Analizando…», not «El análisis se está calculando…»."""

from __future__ import annotations

import pytest

from generator.words.i18n import translator


@pytest.mark.parametrize(("lang", "said"), [("fr", "Analyse en cours…"), ("es", "Analizando…")])
def test_table_mode_coach_waiting_line(lang, said):
    """Table mode, « Qu'aurais-je pu faire ? » while the coach works (templates/table/table.html, coach_wait)."""
    assert translator(lang).gettext("The analysis is being worked out…") == said
