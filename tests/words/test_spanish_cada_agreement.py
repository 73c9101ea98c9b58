"""Spanish agreement after «cada» / «por» (es review 9, F5): «cada» and «por» stand before singular nouns, so
what follows agrees in the singular; «Cada episodio que jugó Lucía, en el orden en que se jugaron» and «cada
episodio o partida analizados» slip into the plural. The player page's caption says «Los episodios que jugó
Lucía, en el orden en que se jugaron», the chart «Puntos perdidos en cada episodio o partida que se ha analizado»
(a relative clause: «… o partida analizado» was a gender slip, es review 12, F3), the coach's charts «Una marca
por episodio terminado, por orden de juego»."""

from __future__ import annotations

import re

from generator.words.i18n import translator
from helpers import catalogue_texts


def test_cada_and_por_never_lead_to_a_plural() -> None:
    said = catalogue_texts("es").values()
    assert [s for s in said if re.search(r"\b(?:[Cc]ada|[Pp]or) [^,:]*, en el orden en que se jugaron", s)] == []
    assert [s for s in said if re.search(r"\b(?:[Cc]ada|por) \w+ (?:y|o) \w+ \w+(?:ados|idos)\b", s)] == []


def test_the_player_pages_table_is_the_episodes_played() -> None:
    es = translator("es").gettext
    assert es("Every episode %(name)s played, in the order played") % {"name": "Lucía"} == \
        "Los episodios que jugó Lucía, en el orden en que se jugaron"
    assert es("Points left on the table in each episode or game the coach looked at") == \
        "Puntos perdidos en cada episodio o partida que se ha analizado"
