"""The eleventh round of native fixes, what review 10 found outside one language's words."""

from __future__ import annotations

import re

from generator.load.content import load_game

# --- fr RULE 1 (probable): « Inés : 19 symboles Progrès sur 24 » when nothing says the board prints 24 -----

def test_LG_07_LG_09_my_citys_track_holds_every_symbol_the_rules_allow_and_claims_no_printed_total(demo_site):
    """A campaign colours at most 2 symbols for first place (LG-09) and 1 at the cap (LG-07) in each of
    its 24 episodes: the track holds 72, and the label says the count without an "out of", since the
    seeds do not give the printed number (My Island's 80 circles are printed)."""
    assert load_game("my-city").circles == 24 * (2 + 1)
    for lang, never in (("fr", " sur "), ("es", " de 72"), ("en", " out of ")):
        page = (demo_site / lang / "campaigns" / "river-town" / "index.html").read_text(encoding="utf-8")
        titles = re.findall(r'<svg class="circles".*?<title>([^<]*)</title>', page, re.DOTALL)
        assert titles and all(never not in t for t in titles), titles
    island = (demo_site / "en" / "campaigns" / "reef-raiders" / "index.html").read_text(encoding="utf-8")
    assert "progress circles out of 80" in island
