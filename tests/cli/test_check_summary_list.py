"""`check`'s summary line lists what it checked as one list, its last item after «y» (issue 34, Spanish review 5,
fault 11): «1 campaña y 6 episodios: …», «2 campañas y 2 partidas: …», as the three-item line already said «5 campañas,
12 episodios y 2 partidas: …»; never «1 campaña, 6 episodios», a list left open (a copy of *1 campaign, 6 episodes*)."""

from __future__ import annotations

import pytest

from helpers import DEMO


@pytest.mark.parametrize(("lang", "campaigns", "said"), [
    ("es", ("reef-raiders",), "1 campaña y 6 episodios: todas las colocaciones y puntuaciones son correctas"),
    ("es", ("gold-rush", "eternal-night"), "2 campañas y 2 partidas: "),
    ("fr", ("reef-raiders",), "1 campagne et 6 épisodes : "),
    ("en", ("reef-raiders",), "1 campaign and 6 episodes: every placement and score checks out"),
])
def test_the_summary_of_two_counts_joins_them(cli, lang, campaigns, said):
    result = cli("--lang", lang, "check", *(DEMO / name for name in campaigns))
    assert result.exit_code == 0, result.output
    assert said in result.stdout.replace("\u00a0", " ").replace("\u202f", " "), result.stdout
