"""The record's pages on a phone (DESIGN "the record"; the rule of 926950a, tests/words/test_counts_keep_their_noun.py):
a count the site shows keeps its noun on its line. The group page's «El historial de 13 jugadores en 5 campañas» broke
«5 / campañas» at 360 and 390 px, and "13 players in 5 / campaigns" in English: «%(num)s player» and «%(num)s campaign»
now hold their number and noun together with a no-break space (U+00A0) in es, fr and en, as the other counts do. So do
an episode (a game) and its number on a person's pages: «Reef Raiders, episode / 1» broke at 360 px in English and
«épisode / 1» at 390 px in French ("%(title)s, episode %(n)s", "%(title)s, game %(n)s")."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.slow  # the demo site, built once for the session

LEAD = {"es": "El historial de 13\u00a0jugadores en 5\u00a0campañas", "fr": "Le palmarès de 13\u00a0joueurs dans 5\u00a0campagnes",
        "en": "The record of 13\u00a0players in 5\u00a0campaigns"}

SPLIT = r"""(pattern) => {
  const found = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let node;
  while ((node = walker.nextNode())) {
    const shown = node.parentElement;
    if (!shown || shown.closest('svg, script, style') || !shown.checkVisibility()) continue;
    for (const m of node.data.matchAll(new RegExp(pattern, 'gu'))) {
      const space = m.index + m[0].length - 2, before = document.createRange(), after = document.createRange();
      before.setStart(node, space - 1); before.setEnd(node, space);
      after.setStart(node, space + 1); after.setEnd(node, space + 2);
      const a = before.getClientRects()[0], b = after.getClientRects()[0];
      if (a && b && b.top > a.bottom - 2) found.push(node.data.slice(Math.max(0, space - 20), space + 20));
    }
  }
  return found;
}"""
"""Each match of `pattern` (ending in a character, a space and a character) whose last character lies on a later line
than the one before the space."""

COUNT = r"\d[ \u00a0\u202f]\p{L}"
"""A number and the word after it."""
NUMBERED = r"(?:episode|episodio|épisode|game|partida|partie)[ \u00a0]\d"
"""An episode (a game) and its number."""


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_the_group_page_says_its_counts_with_their_nouns(demo_site, lang):
    """The group page's lead: every person and campaign of the demo (13 and 5), each count with its noun."""

    html = (demo_site / lang / "players" / "index.html").read_text(encoding="utf-8")
    assert LEAD[lang] in html, html[html.find('class="lead"'):][:200]


@pytest.mark.parametrize("width", [360, 390])
@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_no_count_of_the_record_pages_ends_a_phone_s_line(browser, served_demo, lang, width):
    """The group page and the pages of the people who played the most (Lucía, Mateo), the least (Hannah), and of two
    whose episodes' names are long (Camille, Carmen)."""
    context = browser.new_context(viewport={"width": width, "height": 780}, is_mobile=True, has_touch=True)
    tab = context.new_page()
    try:
        for page in ("players/", "players/lucia/", "players/mateo/", "players/hannah/", "players/camille/", "players/carmen/"):
            tab.goto(f"{served_demo}/{lang}/{page}")
            assert tab.evaluate(SPLIT, COUNT) == [], (lang, width, page)
            assert tab.evaluate(SPLIT, NUMBERED) == [], (lang, width, page)
    finally:
        context.close()
