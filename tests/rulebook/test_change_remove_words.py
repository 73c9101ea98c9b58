"""An entry's `change: {remove: …}` (LG-15) removes, after the episode, the one feature each counted space holds:
said with the definite article, «se quita la roca de cada espacio contado», « on retire le rocher de chaque case
comptée », "the rock is removed from each space it counted", never «una roca» / « un rocher » / "a rock", as if
a space held several and one of them went (issue 34, es review 13, F6); French elides before a vowel (« l'élément
Pecio »). `rules` and the ruleset pages read the same sentence."""

from __future__ import annotations

from typing import Any

import pytest

from helpers import FIXTURES

ENVELOPES = FIXTURES / "envelopes"


@pytest.mark.parametrize(("lang", "campaign", "ruleset", "said"), [
    ("es", "words-ciudad", "mina", "; tras el episodio, se quita la roca de cada espacio contado."),
    ("fr", "words-ciudad", "mina", "après l’épisode, on retire le rocher de chaque case comptée."),
    ("en", "words-ciudad", "mina", "; after the episode, the rock is removed from each space it counted."),
    ("es", "words-isla", "perlas", "; tras el episodio, se quita el elemento Pecio de cada espacio contado."),
    ("fr", "words-isla", "perlas", "après l’épisode, on retire l’élément Pecio de chaque case comptée."),
    ("en", "words-isla", "perlas", "; after the episode, the Shipwreck is removed from each space it counted."),
])
def test_LG_15_a_removed_feature_is_the_one_each_counted_space_holds(
        cli: Any, lang: str, campaign: str, ruleset: str, said: str) -> None:
    result = cli("--lang", lang, "rules", ENVELOPES / campaign, ruleset)
    assert result.exit_code == 0, result.output
    assert said in result.output.replace("\u202f", " ").replace("\u00a0", " "), result.output
