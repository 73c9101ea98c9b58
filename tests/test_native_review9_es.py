"""The ninth round of native fixes, Spanish (the eighth review's report): each test fails on the fault the
reviewer reported, or on its family in the other languages."""

from __future__ import annotations

import re
import shutil

import pytest
import yaml

from generator.load.content import Shelf, known_names, load_game
from generator.words.i18n import translator
from helpers import DEMO, ROOT, catalogue_texts, readable

CONTENT = ROOT / "content"


def _said(page, lang: str) -> str:
    return " ".join(readable(page, lang).split())


# --- T2: «árbol doble» in the envelopes guide and the ruleset schema, «doble árbol» everywhere else ---

_NOUN_FIRST = re.compile(r"\b(árbol|árboles|roca|rocas) dobles?\b", re.IGNORECASE)


def test_MC_R06_the_double_tree_is_called_doble_arbol_everywhere_in_spanish(tmp_path, cli):
    """Review 8 T2 (MC-R06): `guide envelopes` §7 and the ruleset schema said «un árbol doble cuenta 2», the
    rules, the FAQ and the rest of the site «doble árbol» and «doble roca»: one thing of the board, one name."""
    guide = cli("--lang", "es", "guide", "envelopes")
    assert guide.exit_code == 0, guide.output
    assert "un doble árbol cuenta 2" in guide.output
    cli("--lang", "es", "init", tmp_path / "g")
    schemas = sorted((tmp_path / "g" / ".chronicle" / "schemas").glob("ruleset*.schema.json"))
    assert schemas
    for schema in schemas:
        text = schema.read_text(encoding="utf-8")
        assert "un doble árbol cuenta 2" in text and not _NOUN_FIRST.search(text), schema.name
    sources = [path for path in CONTENT.rglob("*") if path.is_file() and ("/es/" in str(path) or path.stem == "es")]
    texts = {str(path): path.read_text(encoding="utf-8") for path in sources}
    texts["rules.yaml (es)"] = " ".join(str(r["title"]["es"]) + " " + str(r["statement"]["es"])
                                        for r in yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8")).values())
    texts["messages.po (es)"] = " ".join(catalogue_texts("es").values())
    assert not {where: _NOUN_FIRST.findall(text) for where, text in texts.items() if _NOUN_FIRST.search(text)}


# --- G1: the church entry of the glossary: who sets what aside ---

@pytest.mark.parametrize(("lang", "said", "wrong"), [
    ("es", "(la iglesia anulada por la carta de bloqueo no la construye nadie)", "una iglesia que aparta"),
    ("fr", "du mode Éternité ; quand sa carte est révélée, on ne peut pas passer : il faut le construire",
     "sur lequel on ne peut pas passer"),
    ("en", "of the Eternal game; when its card is revealed, no one may pass: each player builds it", "on which no one may pass"),
])
def test_MC_E02_the_glossary_church_says_when_no_one_may_pass(demo_site, lang, said, wrong):
    """Review 8 G1 (MC-E02, MC-E03): «una iglesia que aparta la carta de bloqueo» read as the church setting the
    card aside; the French «sur lequel on ne peut pas passer» (and the English «on which no one may pass") as
    passing on the building rather than on its revealed card."""
    text = _said(demo_site / lang / "glossary" / "index.html", lang).replace("\u00a0", " ").replace("\u202f", " ")
    assert said in text
    assert wrong not in text


# --- M2: «carreteras de estatuas», a calque of "statue roads" ---

def test_MI_E04_roads_run_from_the_statues_in_spanish(demo_site):
    """Review 8 M2 (MI-E04): «Juego Eterno: carreteras de estatuas, +5» (rules page) and «las carreteras de
    estatuas» (My Island FAQ, title and answer): the road goes from a statue, as «carreteras desde las cuatro
    estatuas» says elsewhere."""
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    assert rules["MI-E04"]["title"]["es"] == "Juego Eterno: carreteras desde una estatua, +5"
    pages = {"rules": demo_site / "es" / "rules" / "index.html", "faq": demo_site / "es" / "faq" / "my-island" / "index.html"}
    texts = {name: _said(page, "es") for name, page in pages.items()}
    assert "carreteras desde una estatua, +5" in texts["rules"]
    assert "las carreteras desde las estatuas puntúan en el episodio 1" in texts["faq"]
    assert "los +5 por carreteras desde las estatuas" in texts["faq"]
    everything = " ".join(_said(page, "es") for page in (demo_site / "es").rglob("*.html"))
    assert not re.search(r"carreteras? de (las |una )?estatuas?\b(?! al )", everything)  # «de una estatua al mar» is fine


# --- M3: «la carpeta rules de my-island incluida en chronicle» ---

@pytest.mark.parametrize(("lang", "said"), [
    ("es", "«eternal», «legacy-1» (incluidos en chronicle para My Island)"),
    ("fr", "« eternal », « legacy-1 » (fournis avec chronicle pour My Island)"),
    ("en", "'eternal', 'legacy-1' (shipped with chronicle for My Island)"),
])
def test_review_8_M3_chronicles_own_rulesets_are_listed_under_the_games_name(tmp_path, cli, lang, said):
    """Review 8 M3 (LG-13, an unknown `rules:` name): the names chronicle ships were listed as «(la carpeta rules
    de my-island incluida en chronicle)»: the game's id for its name, and a folder where a reader wants to
    know whose the names are."""
    folder = tmp_path / "reef-raiders"
    shutil.copytree(DEMO / "reef-raiders", folder)
    path = folder / "episodes" / "01.yaml"
    path.write_text(re.sub(r"(?m)^rules: .*$", "rules: legacy1", path.read_text(encoding="utf-8"), count=1), encoding="utf-8")
    result = cli("--lang", lang, "check", folder)
    said_text = result.output.replace("\u00a0", " ").replace("\u202f", " ")
    assert result.exit_code != 0 and "legacy1" in said_text, result.output
    assert said in said_text, result.output
    assert "my-island" not in said_text.split("legacy1", 1)[1], result.output


@pytest.mark.parametrize(("lang", "said"), [("es", "«eternal» (incluido en chronicle para My Island)"),
                                            ("fr", "«\u00a0eternal\u00a0» (fourni avec chronicle pour My Island)")])
def test_review_8_M3_one_shipped_name_is_said_in_the_singular(tmp_path, lang, said):
    """Review 8 M3: «incluidos» agrees with the names listed: one name, «incluido»."""
    (tmp_path / "eternal.yaml").write_text("name: x\n", encoding="utf-8")
    game = load_game("my-island")
    shelf = Shelf(tmp_path, "unused", tmp_path, shipped=True, game=game)
    assert known_names([shelf]).render(translator(lang)) == said  # type: ignore[union-attr]


# --- R2: the palms open in later episodes, not later chapters ---

@pytest.mark.parametrize(("lang", "said", "wrong"), [
    ("es", "se abren en episodios posteriores", "se abren en capítulos"),
    ("fr", "s'ouvrent lors d'épisodes ultérieurs", "s'ouvrent dans des chapitres"),
    ("en", "open up in later episodes", "open up in later chapters"),
])
def test_MI_R04_palms_and_rainforest_open_in_later_episodes(demo_site, lang, said, wrong):
    """Review 8 R2 (MI-R04): the My Island FAQ said palms and rainforest open «en capítulos posteriores» (fr «dans
    des chapitres ultérieurs», en "in later chapters"), the rule and the rulebook say later episodes: episodes 2
    and 3 belong to chapter 1."""
    text = _said(demo_site / lang / "faq" / "my-island" / "index.html", lang)
    assert said in text
    assert wrong not in text
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    assert "chap" not in rules["MI-R04"]["statement"][lang] and "capít" not in rules["MI-R04"]["statement"][lang]
