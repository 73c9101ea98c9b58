"""A person's page captions their history with the kinds they played: episodes (legacy campaigns), games
(Eternity mode), or both; never "every episode and game" for someone who played only one kind (es review 8,
F1). The heading above it and the chart of points left already say so."""

from __future__ import annotations

from pathlib import Path

import html5lib
import pytest

CAPTIONS = {
    # Lucía played legacy episodes only (reef-raiders', barrio-del-palacio's), Priya eternal-night's games only, Inés
    # barrio-del-palacio's episodes and eternal-night's games
    "es": {"lucia": "Los episodios que jugó Lucía, en el orden en que se jugaron",
           "priya": "Las partidas que jugó Priya, en el orden en que se jugaron",
           "ines": "Los episodios y partidas que jugó Inés, en el orden en que se jugaron"},
    "fr": {"lucia": "Les épisodes joués par Lucía, dans l'ordre où ils ont été joués",
           "priya": "Les parties jouées par Priya, dans l'ordre où elles ont été jouées",
           "ines": "Les épisodes et parties joués par Inés, dans l'ordre où ils ont été joués"},
    "en": {"lucia": "Every episode Lucía played, in the order played",
           "priya": "Every game Priya played, in the order played",
           "ines": "Every episode and game Inés played, in the order played"},
}


def _caption(site: Path, lang: str, slug: str) -> str:
    tree = html5lib.parse((site / lang / "players" / slug / "index.html").read_bytes(), namespaceHTMLElements=False)
    table = next(t for t in tree.iter("table") if "record-history" in t.get("class", "").split())
    caption = table.find("caption")
    assert caption is not None
    return " ".join("".join(caption.itertext()).replace("\u00a0", " ").replace("\u2019", "'").split())


@pytest.mark.parametrize(("lang", "slug"), [(lang, slug) for lang, people in CAPTIONS.items() for slug in people])
def test_the_history_caption_names_only_the_kinds_played(demo_site: Path, lang: str, slug: str) -> None:
    """Read on the session's demo site (conftest.py): every person's page, from every campaign they played."""
    assert _caption(demo_site, lang, slug) == CAPTIONS[lang][slug]
