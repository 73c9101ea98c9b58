"""A count keeps its noun on its line on the site (LG-10's points, LG-09's progress circles, MI-E03/MI-E05's villages and
farms, the coach's search and its rounds, a campaign's episodes and a person's wins): on a 360 px phone the Spanish pages broke
«las 3 / mejores opciones», «(19 / símbolos de progreso)», «31 / puntos», and the English ones "4 / progress symbols".
Those messages keep the number with its noun as the French catalogue does, with a no-break space (U+00A0) after the
count's placeholder, in Spanish and English too."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from helpers import ROOT

COUNT = r"%\((?:n|num|count)\)s"
SHOWN = ("%(n)s point", "debt of %(n)s point", "%(num)s progress symbol", "%(num)s progress circle",
         "beam search keeping %(n)s position per round", "%(num)s episode played", "%(num)s game played",
         "%(num)s game won", "%(num)s win",
         "round %(round)s: %(choice)s would have made %(n)s more point",
         "largest village (%(count)s house)", "largest farm (%(count)s field)", "largest fortification (%(count)s wall)",
         "largest path system (%(count)s path)", "village of %(count)s house completed", "farm of %(count)s field completed",
         "fortification of %(count)s wall completed", "%(n)s point owed from earlier episodes",
         "%(num)s player", "%(num)s campaign")
"""The counted messages the demo site shows where a phone's line may end (found by looking for a number at a line's
end with its word on the next, on every page at 360 px)."""


def _catalogue(lang: str) -> dict[str, tuple[str, ...]]:
    with (ROOT / "templates" / "locale" / lang / "LC_MESSAGES" / "messages.po").open("rb") as f:
        catalogue = read_po(f)
    return {m.id if isinstance(m.id, str) else m.id[0]: (m.string,) if isinstance(m.string, str) else tuple(m.string)
            for m in catalogue if m.id and not m.context}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_a_count_shown_on_the_site_keeps_its_noun(lang):
    catalogue = _catalogue(lang)
    for msgid in SHOWN:
        forms = catalogue[msgid]
        assert all(re.search(COUNT + "\u00a0", form) for form in forms), (msgid, forms)
        assert not [form for form in forms if re.search(COUNT + r" (?=[^\W\d_])", form)], (msgid, forms)


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
@pytest.mark.parametrize("msgid", ["%(title)s, episode %(n)s", "%(title)s, game %(n)s"])
def test_an_episode_keeps_its_number(lang, msgid):
    """A person's page names an episode «Reef Raiders, episode 1» (LG-06's episodes of a campaign): the number stays with
    its word on a phone (U+00A0 before the number, as a count has one after)."""
    assert re.search("\u00a0%\\(n\\)s$", _catalogue(lang)[msgid][0]), _catalogue(lang)[msgid]


@pytest.mark.parametrize("msgid", ["each village of %(size)s or more houses", "each farm of %(size)s or more fields"])
def test_a_spanish_size_keeps_its_noun(msgid):
    """«cada granja de al menos 5 campos» (MI-E03's farms read back on a rules page): the size with its noun."""
    assert all("%(size)s\u00a0" in form for form in _catalogue("es")[msgid])


@pytest.mark.parametrize(("lang", "msgid", "kept"), [
    ("es", "%(num)s progress symbol", "%(num)s\u00a0símbolos de progreso"),
    ("es", "beam search keeping %(n)s position per round", "las %(n)s\u00a0mejores opciones"),
    ("es", "%(n)s point", "%(n)s\u00a0puntos"),
    ("en", "%(num)s progress circle", "%(num)s\u00a0progress circles"),
])
def test_the_counts_met_broken_on_a_phone_hold_together(lang, msgid, kept):
    assert kept in _catalogue(lang)[msgid][1]
