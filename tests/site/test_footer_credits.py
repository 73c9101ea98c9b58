"""The footer credits only what is certain (issue 34, Spanish review, fault 11: «en España, My City lo edita
Devir», when Devir publishes My Island in Spain too): the games are Reiner Knizia's, first published by
KOSMOS. No page, in any language, claims who publishes an edition elsewhere."""

from __future__ import annotations

import re

import pytest

from helpers import catalogue_texts, shipped_hits

FOOTER = "My Island and My City are games by Reiner Knizia, published by KOSMOS."


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_the_footer_names_the_designer_and_the_original_publisher_and_nothing_more(lang):
    said = catalogue_texts(lang)[FOOTER]
    assert "Reiner Knizia" in said and "KOSMOS" in said
    assert set(re.findall(r"[A-Z]\w+", said)) == {"My", "Island", "City", "Reiner", "Knizia", "KOSMOS"}
    assert ";" not in said  # one claim, not a second clause about some edition


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_no_text_names_a_local_edition_or_its_publisher(lang):
    """The family: Devir (Spain), Iello, Filosofia, Thames & Kosmos and the like, or a country's edition."""
    assert shipped_hits(lang, r"devir|iello|filosofia|thames|en españa|in spain|en france|in france|"
                              r"edici[oó]n español|édition français|spanish edition|french edition") == {}
