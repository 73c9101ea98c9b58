"""One Spanish word for adjacency (MI-R02, MC-R04): «adyacente» / «adyacencia», as the rules page's titles and the
schemas say it, never «contiguo» / «contigüidad» beside them in the guides, the FAQ or the rule statements, which
makes a reader wonder whether they are two rules (es review 8, F9)."""

from __future__ import annotations

from helpers import shipped_hits, shipped_texts


def test_MI_R02_MC_R04_spanish_says_adyacente_everywhere() -> None:
    assert shipped_hits("es", r"contig[uü]") == {}


def test_the_guide_says_a_double_wall_is_a_wall_for_adjacency() -> None:
    guide = " ".join(shipped_texts("es")["guide/es/envelopes.md"].split())
    assert "a efectos de adyacencia (MI-R02)" in guide and "a efectos de adyacencia (MC-R04)" in guide
