"""The fourth native review, French (/tmp/review4/report-fr.md): the website, the command line and
table mode as a French player reads them. Each test fails on the behaviour the reviewer reported."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import yaml

from generator import campaigns
from generator.words.i18n import translator

ROOT = Path(__file__).resolve().parent.parent


def _copy(tmp_path: Path, name: str) -> Path:
    return Path(shutil.copytree(ROOT / "campaigns" / name, tmp_path / name))


def _warnings(folder: Path, lang: str) -> list[str]:
    return [w.render(translator(lang)) for w in campaigns.check(folder).warnings]


def _glossary(lang: str) -> dict[str, str]:
    entries = yaml.safe_load((ROOT / "content" / "glossary" / f"{lang}.yaml").read_text(encoding="utf-8"))
    return {e["term"]: e["definition"] for e in entries}


def _answer(lang: str, entry: str) -> str:
    return (ROOT / "content" / "faq" / lang / f"{entry}.md").read_text(encoding="utf-8").split("\n---\n", 1)[1]


# --- content: glossary, FAQ, rules (G3, R1, R2, R3) -----------------------------------------------

@pytest.mark.parametrize(("lang", "term", "said"), [
    ("fr", "Plage", "doit en recouvrir au moins une"),
    ("es", "playa", "debe cubrir al menos uno"),
    ("en", "beach", "must cover at least one"),
])
def test_MI_R01_the_glossary_beach_asks_the_first_tile_to_cover_one_beach_space_not_to_lie_there(lang, term, said):
    """R1: "où doit aller la première tuile" said the whole tile goes on the beach."""
    assert said in _glossary(lang)[term]


@pytest.mark.parametrize(("lang", "term", "said"), [
    ("fr", "Bruyères", "visibles à la fin de cet épisode"),
    ("es", "brezal", "al final de ese episodio"),
    ("en", "heath", "at the end of that episode"),
])
def test_MI_R06_the_glossary_heath_costs_nothing_at_the_end_of_the_episode(lang, term, said):
    """G3: "si elles restent visibles à cet épisode"."""
    assert said in _glossary(lang)[term]


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "le marqueur reste sur 0 et ces points s'accumulent en dette", "sous 0, oui"),
    ("es", "la ficha se queda en 0 y esos puntos se acumulan como deuda", "por debajo de 0, sí"),
    ("en", "the token stays on 0 and those points add up as a debt", "below 0, yes"),
])
def test_LG_08_the_my_city_token_faq_does_not_say_yes_then_the_token_stays_on_0(lang, said, never):
    """R2: "sous 0, oui … le marqueur restant sur 0" contradicted itself."""
    answer = _answer(lang, "city-token-limits")
    assert said in answer and never not in answer.lower()


@pytest.mark.parametrize(("lang", "may", "must"), [
    ("fr", "pouvez colorier aussitôt un symbole Progrès", "vous coloriez aussitôt"),
    ("es", "puedes colorear enseguida un símbolo de progreso", "coloreas enseguida"),
    ("en", "you may colour one progress symbol at once", "you colour one progress symbol"),
])
def test_LG_07_reaching_50_in_my_city_lets_you_colour_a_symbol(lang, may, must):
    """R3: the My City seed says "puedes colorear un símbolo de progreso inmediatamente"."""
    answer = _answer(lang, "city-token-limits")
    assert may in answer and must not in answer
    rule = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))["LG-07"]["statement"][lang]
    assert {"fr": "on peut aussitôt colorier", "es": "se puede colorear", "en": "may colour"}[lang] in rule
    glossary = " ".join(_glossary(lang).values())
    assert {"fr": "épisode ou en atteignant 50", "es": "episodio o al llegar a 50", "en": "episode or on reaching 50"}[lang] not in glossary
