"""The record's group table shows every column on a phone (DESIGN "the record": every person as a table of played,
wins, average and best; style.css: "every column in view at 390 px"): in French its headers («Épisodes et parties»,
«Victoires», «Moyenne», «Meilleur score») made it 373 px wide, and «Meilleur score» was cut at 360 and 390 px, to be
scrolled to. The record's tables take smaller headers and narrower cells on a phone. The head-to-head table, a column
per person, still scrolls sideways when the group is large."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow  # the demo site, built once for the session

FITS = """() => [...document.querySelectorAll('main .scroll')].filter(box => !box.querySelector('table.record-matrix'))
  .map(box => [box.querySelector('table').className, box.clientWidth, box.scrollWidth]).filter(([, shown, wide]) => wide > shown)"""
"""The record's scrolling boxes whose table is wider than the screen lets them be, but the head-to-head one."""


@pytest.mark.parametrize("width", [360, 390])
@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_every_column_of_the_record_s_tables_is_in_view(browser, served_demo, lang, width):
    context = browser.new_context(viewport={"width": width, "height": 780}, is_mobile=True, has_touch=True)
    tab = context.new_page()
    try:
        for page in ("players/", "players/lucia/", "players/mateo/", "players/hannah/", "players/camille/"):
            tab.goto(f"{served_demo}/{lang}/{page}")
            assert tab.evaluate(FITS) == [], (lang, width, page)
    finally:
        context.close()
