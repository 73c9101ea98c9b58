"""The glossary's entries as a native player reads them (issue 23's native reviews): beach, heath, statue, church,
progress circles, each said as the editions say them, in es, fr and en.
"""


from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from generator.validate.content import load_game
from helpers import (
    ROOT,
    faq_answer,
    glossary_entries,
    readable,
)


def _flat(text: str) -> str:
    return " ".join(text.split()).replace("\u00a0", " ").replace("\u202f", " ")


def _glossary(lang: str) -> dict[str, str]:
    return {term: entry["definition"] for term, entry in glossary_entries(lang).items()}


_answer = faq_answer


@pytest.fixture(scope="module")
def site(demo_site: Path) -> Path:
    """The demo campaigns' site, as the reviewer read it (the session's one build)."""
    return demo_site


BUILDING_ID_TERM = {"es": "identificador de edificio", "fr": "identifiant de bâtiment", "en": "building id"}


CONTENT = ROOT / "content"


def _statements(lang: str) -> dict[str, str]:
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    return {rule: " ".join(str(part.get(lang, "")) for part in body.values() if isinstance(part, dict))
            for rule, body in rules.items()}


def _sources(lang: str) -> dict[str, str]:
    """The FAQ, the glossary and the rule statements of one language."""
    texts = {p.name: p.read_text(encoding="utf-8") for p in (CONTENT / "faq" / lang).glob("*.md")}
    texts[f"glossary/{lang}.yaml"] = (CONTENT / "glossary" / f"{lang}.yaml").read_text(encoding="utf-8")
    return texts | {f"rules.yaml {rule}": text for rule, text in _statements(lang).items()}


def _read(page, lang: str) -> str:
    return " ".join(readable(page, lang).split())


# --- MINOR 4: «montañas» in the glossary, My City only ---

@pytest.mark.parametrize(("lang", "term", "island"), [
    ("es", "montañas", "En My Island, la franja del borde superior de la isla"),
    ("fr", "montagnes", "Dans My Island, la bande du bord supérieur de l'île"),
    ("en", "mountains", "In My Island, the strip along the top edge of the island"),
])
def test_LG_11_the_mountains_are_in_both_games_glossary(demo_site, lang, term, island):
    """LG-11, review 10 es MINOR 4: the rules and the FAQ put My Island's top row under the mountains, but the
    glossary gave «montañas» to My City alone."""
    entry = glossary_entries(lang)[term]
    assert entry["game"] == "both" and entry["definition"].startswith(island) and "(LG-11)" in entry["definition"]
    assert island in _flat(readable(demo_site / lang / "glossary" / "index.html", lang))


def test_the_glossary_progress_circle_has_one_antecedent_per_clause():
    """review 11 fr GRAMMAR 2: « que l'on coche … et qui désignent » mixed l'un and les 80 cercles."""
    definition = _glossary("fr")["cercle Progrès"]
    assert "en atteignant le plafond ; leur total désigne le vainqueur de la campagne." in definition
    assert "qui désignent" not in definition


@pytest.mark.parametrize(("lang", "term", "said"), [
    ("fr", "statue", "rapportent 5 points quand une route les relie à la Plage"),
    ("es", "estatua", "dan 5 puntos cuando una carretera las une con la playa"),
    ("en", "statue", "score 5 points when a road links them to the beach"),
])
def test_MI_E04_the_glossary_statue_says_what_it_scores(lang, term, said):
    """MI-E04 (+5 per statue); review 11 fr MINOR 1: « rapportent » had no object."""
    assert said in _glossary(lang)[term]


def test_the_glossary_round_says_each_editions_acts():
    """Found by native review 3."""
    import yaml

    es = {e["term"]: e["definition"] for e in yaml.safe_load((ROOT / "content/glossary/es.yaml").read_text(encoding="utf-8"))}
    assert "juegan la carta" not in es["ronda"] and "colocan la loseta o construyen el edificio" in es["ronda"]
    fr = {e["term"]: e["definition"] for e in yaml.safe_load((ROOT / "content/glossary/fr.yaml").read_text(encoding="utf-8"))}
    assert "on peut la tourner, mais jamais la retourner" in fr["bâtiment"]


@pytest.mark.parametrize(("lang", "term", "said"), [
    ("fr", "Plage", "doit en recouvrir au moins une"),
    ("es", "playa", "debe cubrir al menos uno"),
    ("en", "beach", "must cover at least one"),
])
def test_MI_R01_the_glossary_beach_asks_the_first_tile_to_cover_one_beach_space_not_to_lie_there(lang, term, said):
    """R1: "où doit aller la première tuile" said the whole tile goes on the beach. (native review 4, fr.)"""
    assert said in _glossary(lang)[term]


@pytest.mark.parametrize(("lang", "term", "said"), [
    ("fr", "Bruyères", "visibles à la fin de cet épisode"),
    ("es", "brezal", "al final de ese episodio"),
    ("en", "heath", "at the end of that episode"),
])
def test_MI_R06_the_glossary_heath_costs_nothing_at_the_end_of_the_episode(lang, term, said):
    """G3: "si elles restent visibles à cet épisode". (native review 4, fr.)"""
    assert said in _glossary(lang)[term]


@pytest.mark.parametrize(("lang", "may", "must"), [
    ("fr", "pouvez colorier aussitôt un symbole Progrès", "vous coloriez aussitôt"),
    ("es", "puedes colorear enseguida un símbolo de progreso", "coloreas enseguida"),
    ("en", "you may colour one progress symbol at once", "you colour one progress symbol"),
])
def test_LG_07_reaching_50_in_my_city_lets_you_colour_a_symbol(lang, may, must):
    """R3: the My City seed says "puedes colorear un símbolo de progreso inmediatamente". (native review 4, fr.)"""
    answer = _answer(lang, "city-token-limits")
    assert may in answer and must not in answer
    rule = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))["LG-07"]["statement"][lang]
    assert {"fr": "on peut aussitôt colorier", "es": "se puede colorear", "en": "may colour"}[lang] in rule
    glossary = " ".join(_glossary(lang).values())
    assert {"fr": "épisode ou en atteignant 50", "es": "episodio o al llegar a 50", "en": "episode or on reaching 50"}[lang] not in glossary


def test_french_faq_and_glossary_words_of_the_review():
    """M1 "la pose est illégale", M13 "reliant une statue à la mer" (MI-E04), M14, M15. (native review 4, fr.)"""
    faq = " ".join(p.read_text(encoding="utf-8") for p in (ROOT / "content" / "faq" / "fr").glob("*.md"))
    assert "illégal" not in faq and "la pose est interdite" in faq
    assert "à la mer" not in faq and "reliant une statue à la Plage" in faq
    assert "inscrire des choses" not in faq
    assert "leur total désigne le vainqueur de la campagne" in _glossary("fr")["cercle Progrès"]
    assert "carte Aménagement" in _glossary("fr") and "cartes Aménagement" not in _glossary("fr")  # Y4: headwords singular


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_the_glossary_explains_my_city_building_ids(site, lang):
    """Review 6: "carta Y8", "blocked: R3" were explained only on the games page. The glossary
    says what the letter and the number are, and that building B3 is not space B3."""
    entries = glossary_entries(lang)
    entry = entries[BUILDING_ID_TERM[lang]]
    assert entry["game"] == "my-city"
    assert all(word in entry["definition"] for word in ("Y", "R3", "B3", "yellow", "red", "blue", "church")), entry
    page = (site / lang / "glossary" / "index.html").read_text(encoding="utf-8")
    assert f'id="{BUILDING_ID_TERM[lang].replace(" ", "-")}"' in page


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_glossary_says_what_my_islands_small_square_is(lang):
    """Review 6 M7: the board legend and the spaces' titles say "cuadrado pequeño", a drawing, with
    nothing to say what it is. The sources say only that it matters later, so the name stays (calling it a
    sticker slot would invent a rule) and the glossary says what it is."""
    name = load_game("my-island").features["square"].names[lang]
    entries = glossary_entries(lang)
    assert entries[name]["game"] == "my-island" and "#" in entries[name]["definition"]


def test_the_spanish_glossary_and_rules_are_impersonal():
    """Review 6 M8: "(en My City, puedes colorear un símbolo de progreso)", "también puedes colorear uno":
    every other definition is impersonal."""
    second = re.compile(r"\b(puedes|tienes|debes|tu|tus|coloreas|colocas|ganas|pierdes|pasas|construyes)\b", re.IGNORECASE)
    found = {where: second.findall(text) for where, text in _sources("es").items()
             if where.startswith(("glossary", "rules.yaml"))}
    assert {where: hits for where, hits in found.items() if hits} == {}


# --- T1: "se puede girar pero nunca": the comma before "pero", as the building entry has it ---

def test_glossary_es_puts_a_comma_before_pero():
    """Review 7 T1: the tile entry said «se puede girar pero nunca dar la vuelta» (no comma)."""
    text = (CONTENT / "glossary" / "es.yaml").read_text(encoding="utf-8")
    assert "girar pero" not in text
    assert text.count("se puede girar, pero nunca darle la vuelta") == 2


def test_MC_E02_the_church_glossary_entry_allows_ending_participation_and_the_blocking_card():
    """Found by native fixes round 8 (review 7), fr."""
    fr, en = _glossary("fr")["église"], _glossary("en")["church"]
    assert "on ne peut pas passer" in fr and "arrêter de jouer" in fr and "carte de blocage" in fr
    assert "personne ne le construit" in fr and "qu'il faut construire quand il sort" not in fr
    assert "no one may pass" in en and "ends their participation" in en and "blocking card" in en
    assert "which must be built when revealed" not in en


def test_MI_E04_statues_stand_on_rainforest_spaces_in_the_glossary():
    """Found by native fixes round 8 (review 7), fr."""
    fr, en = _glossary("fr"), _glossary("en")
    assert "imprimées sur des cases de Forêt vierge" in fr["statue"] and "au bord" not in fr["statue"]
    assert "portent une statue" in fr["Forêt vierge"] and "à leur bord" not in fr["Forêt vierge"]
    assert "printed on rainforest spaces" in en["statue"] and "edge" not in en["statue"]
    assert "bear a statue" in en["rainforest"] and "edge" not in en["rainforest"]


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
    text = _read(demo_site / lang / "glossary" / "index.html", lang).replace("\u00a0", " ").replace("\u202f", " ")
    assert said in text
    assert wrong not in text
