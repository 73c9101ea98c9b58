"""The editions' names and a player's words, never a translator's calque or a programmer's jargon
(issue 34, the French native review): each test checks a family in every text a group reads, in every
language where the same calque exists, not the one sentence the reviewer read.

- My City's cards are « cartes Construction », as My Island's are « cartes Aménagement » (MC-E01).
- The analysis is no « entraîneur » / « entrenador », its points are « manqués » / « perdidos », never
  « laissés sur la table » / « se quedaron en la mesa », and its method has no name (« recherche en faisceau »).
- Progress per chapter is said for both games at once: neither ticked circles nor coloured symbols.
- Progress is « cercles Progrès » and « symboles Progrès », never bare « cercles ».
- A board's space reads « A1 · montagne », as « forêt », in the singular of one space.
"""

from __future__ import annotations

import functools
import re

import pytest
import yaml

from helpers import ROOT, TERMS, catalogue_texts, hits

CONTENT = ROOT / "content"


@functools.cache  # read once: every test of the module reads the same files, none changes what it gets
def _read(lang: str) -> dict[str, str]:
    """Everything written by hand in `lang` that a group reads: catalogue, FAQ, guides, glossary, rule
    statements and the files `chronicle init` writes."""
    texts = {f"catalogue: {msgid}": text for msgid, text in catalogue_texts(lang).items()}
    for folder in (CONTENT / "faq" / lang, CONTENT / "guide" / lang, ROOT / "templates" / "repo" / lang):
        texts |= {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in sorted(folder.glob("*")) if p.is_file()}
    texts[f"glossary/{lang}"] = (CONTENT / "glossary" / f"{lang}.yaml").read_text(encoding="utf-8")
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    texts |= {f"rules.yaml {rule}": " ".join(str(part.get(lang, "")) for part in body.values() if isinstance(part, dict))
              for rule, body in rules.items()}
    return texts


@pytest.mark.parametrize(("lang", "never", "example"), [
    ("fr", r"cartes? de construction", "Mélangez les 24 cartes de construction."),
    ("fr", r"entraîneur", "Faire examiner chaque épisode terminé par l'entraîneur."),
    ("fr", r"laissés? sur la table", "Points laissés sur la table"),
    ("fr", r"recherche en faisceau", "recherche en faisceau gardant 3 positions"),
    ("es", r"entrenador", "Que el entrenador analice cada episodio."),
    ("es", r"(quedaron|quedado|dejados?) (en|sobre) la mesa", "Puntos que se quedaron en la mesa"),
    ("es", r"búsqueda en haz", "búsqueda en haz que guarda 3 posiciones"),
])
def test_MC_E01_the_editions_names_and_no_calque_of_the_analysis(lang: str, never: str, example: str) -> None:
    """The French review's « les 24 cartes de construction » (MC-E01, FAQ, glossary), « l'entraîneur »,
    « points laissés sur la table » and « recherche en faisceau » (build, stats, analyse), with Spanish's
    same calques: none is written anywhere, and terms.yaml makes the FAQ build refuse them."""
    assert hits(_read(lang), never) == {}
    assert [f.word.lower() for f in TERMS.find(example, lang, ())] == [re.search(never, example, re.IGNORECASE)[0].lower()]


def test_MC_E01_my_citys_card_is_a_carte_construction():
    texts = _read("fr")
    assert "carte Construction" in texts["glossary/fr"]
    assert "les 24 cartes Construction" in texts["rules.yaml MC-E01"]


def test_the_analysis_is_said_as_a_player_says_it():
    """build --analysis, stats --no-analysis and the players' pages (issue 34, fr TERM and MINOR)."""
    fr, es = catalogue_texts("fr"), catalogue_texts("es")
    assert fr["Points left on the table"] == "Points manqués" and es["Points left on the table"] == "Puntos perdidos"
    # the chart's legend and its total say it as the heading does (« Points laissés » was the calque's half)
    assert {msgid: text for msgid, text in fr.items() if msgid.startswith("Points left") and "manqués" not in text} == {}
    assert fr["Leave out the points left on the table. (Each finished episode is analysed only once; its analysis is "
              "then reused.)"].startswith("Omet les points manqués. (L'analyse de chaque épisode")
    analysis = fr["Have the coach look at every finished episode, for what could have been done on the episode pages and "
                  "the points left on the table in the players' pages; its analyses are kept and read back, so only new "
                  "or edited episodes take time."]
    assert analysis.startswith("Analyse chaque épisode terminé") and "les points manqués" in analysis, analysis


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_progress_said_for_both_games_is_neither_ticked_nor_coloured(lang: str) -> None:
    """A player's page shows progress per chapter whatever the game: My Island ticks circles, My City
    colours symbols, so a message said for both games names neither act (« Progression coloriée » was
    read on the pages of players who only played My Island)."""
    acts = {"fr": r"colori\w*|coch\w*", "es": r"colore\w*|marca\w*", "en": r"colou?r\w*|tick\w*"}[lang]
    both = {msgid: text for msgid, text in catalogue_texts(lang).items()
            if re.match(r"Progress (colou?red|gained) in each chapter", msgid)}
    assert both and not hits(both, acts), both


def test_progress_is_never_bare_cercles_in_the_french_guides():
    """« cercles cochés ou les symboles Progrès » (guide envelopes): progress is « cercles Progrès »
    (My Island) and « symboles Progrès » (My City), in the guides' prose and their examples' labels."""
    guides = {k: v for k, v in _read("fr").items() if k.startswith("content/guide/")}
    assert hits(guides, r"\bcercles?\b(?![ \u00a0](Progrès|de progression))") == {}
    assert hits(guides, r"\bsymboles? coloriés") == {}


@pytest.mark.parametrize(("lang", "name"), [("fr", "montagne"), ("en", "mountain")])
def test_one_space_is_named_in_the_singular(lang: str, name: str) -> None:
    """A board's tooltip and `chronicle board`'s legend name one space by its terrain: « A1 · montagne »,
    as « forêt » (issue 34, fr MINOR); every terrain of both games has a singular name. Spanish keeps
    «montañas», as its edition's «palmeras» (review 12 es T1: «cambia a montañas»)."""
    from generator.validate.content import load_game

    city = load_game("my-city")
    assert city.terrains["mountain"].names[lang] == name
    plural = r"s$"
    editions = {"Bruyères", "Palmiers"}  # the French edition's own names of My Island's terrains
    for game in (city, load_game("my-island")):
        assert [t.names[lang] for t in game.terrains.values()
                if re.search(plural, t.names[lang]) and t.names[lang] not in editions] == []
