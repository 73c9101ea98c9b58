"""The FAQ's answers as a native player reads them (issue 23's native reviews): each rule's answer says what the
edition says (LG-08's token below 0, LG-06's episode being played, ...), in each game's words.
"""


from __future__ import annotations

import html
import re
import shutil
from pathlib import Path

import pytest
import yaml

from helpers import (
    ROOT,
    catalogue_texts,
    faq_answer,
    readable,
)


def _one_line(text: str) -> str:
    """Text with its line breaks and (typographic) spaces made plain, so a phrase reads across a wrap."""
    return re.sub(r"[\s\u00a0\u202f]+", " ", text)


def _answer_one_line(lang: str, name: str) -> str:
    return _one_line(faq_answer(lang, name))


_answer = faq_answer


def _copy(tmp_path: Path, name: str) -> Path:
    return Path(shutil.copytree(ROOT / "campaigns" / name, tmp_path / name))


CONTENT = ROOT / "content"


def _faq_body(name: str) -> tuple[dict, str]:
    front, body = (CONTENT / "faq" / "es" / f"{name}.md").read_text(encoding="utf-8").split("\n---\n", 1)
    return yaml.safe_load(front.strip("-\n")), body


FAQ_FR = ROOT / "content" / "faq" / "fr"


_body = faq_answer


def _statements(lang: str) -> dict[str, str]:
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    return {rule: " ".join(str(part.get(lang, "")) for part in body.values() if isinstance(part, dict))
            for rule, body in rules.items()}


def _sources(lang: str) -> dict[str, str]:
    """The FAQ, the glossary and the rule statements of one language."""
    texts = {p.name: p.read_text(encoding="utf-8") for p in (CONTENT / "faq" / lang).glob("*.md")}
    texts[f"glossary/{lang}.yaml"] = (CONTENT / "glossary" / f"{lang}.yaml").read_text(encoding="utf-8")
    return texts | {f"rules.yaml {rule}": text for rule, text in _statements(lang).items()}


def _plain(text: str) -> str:
    """Text as tests write it: French's no-break spaces read as spaces, curly apostrophes as straight ones."""
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())


def _page_plain(page: Path) -> str:
    """A page's text, spaces and apostrophes as tests write them."""
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", page.read_text(encoding="utf-8"), flags=re.S)
    return _plain(html.unescape(re.sub(r"<[^>]+>", " ", text)))


@pytest.mark.parametrize(("lang", "game", "heading"), [("es", "my-island", "Colocación de losetas"), ("es", "my-city", "Construcción de edificios"),
                                                        ("fr", "my-island", "Pose des tuiles"), ("fr", "my-city", "Construction des bâtiments")])
def test_the_faqs_placement_section_is_named_per_game(demo_site, lang, game, heading):
    """Found by native review 2, issue 23."""
    assert heading in readable(demo_site / lang / "faq" / game / "index.html", lang)


def test_LG_08_the_rules_page_links_an_entry_about_both_games_to_both_faqs(demo_site):
    """Found by native fixes round 10 (review 9), es and fr."""
    page = (demo_site / "es" / "rules" / "index.html").read_text(encoding="utf-8")
    rule = page[page.index('id="LG-08"'):page.index('id="LG-09"')]
    both = re.search(r'\(<a href="[^"]*faq/my-island/#([\w-]+)">My Island</a>, <a href="[^"]*faq/my-city/#\1">My City</a>\)', rule)
    assert both is not None, rule
    for game in ("my-island", "my-city"):
        assert f'id="{both[1]}"' in (demo_site / "es" / "faq" / game / "index.html").read_text(encoding="utf-8")
    texts = re.findall(r'<a href="[^"]*faq/[^"]*">([^<]*)</a>', rule)
    assert texts and all(t in ("My Island", "My City") or t.endswith(("(My Island)", "(My City)")) for t in texts), texts


@pytest.mark.parametrize(("lang", "said", "once", "never"), [
    ("fr", "chronicle arrête le marqueur sur 0 (sa lecture de LG-08) et tient à part les points dus",
     "laisse le marqueur sur 0", "par convention (LG-08)"),
    ("es", "chronicle, en cambio, detiene la ficha en 0 y lleva aparte lo que se debe (su lectura de LG-08)",
     "no se perdonan", "convención (LG-08)"),
    ("en", "chronicle stops the token on 0 (its reading of LG-08) and keeps apart the points owed",
     "leaves the token on 0", "by its own reading (LG-08)"),
])
def test_LG_08_the_my_city_token_faq_says_the_stop_at_0_once(lang, said, once, never):
    """LG-08; review 11 fr MINOR 2: the answer said the stop at 0 twice and called LG-08 a convention."""
    answer = _answer_one_line(lang, "city-token-limits")
    assert said in answer and never not in answer
    assert answer.count("LG-08") == 1 and once not in answer
    for fact in {"fr": ("dette", "prochains gains", "épisodes suivants", "C-5", "LG-07"),
                 "es": ("deuda", "próximos puntos positivos", "episodios posteriores", "C-5", "LG-07"),
                 "en": ("debt", "positive points you earn next", "later episodes", "C-5", "LG-07")}[lang]:
        assert fact in answer


@pytest.mark.parametrize(("lang", "said", "never"), [("fr", "L'épisode en cours peut être saisi avant sa fin", "dernier épisode"),
                                                     ("en", "The episode being played may be logged before it ends", "last episode")])
@pytest.mark.parametrize("name", ["when-episode-ends", "city-when-episode-ends"])
def test_LG_06_the_episode_being_played_is_the_current_one_not_the_last(lang, said, never, name):
    """Review 12 fr MINOR: « Le dernier épisode d'une campagne peut être saisi en cours de partie » read as
    episode 24 (Spanish said «el episodio en curso» since review 6)."""
    text = faq_answer(lang, name)
    assert said in text and never not in text


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", "según las reglas de My City, sí: durante un episodio la ficha no tiene límite inferior", "Ninguna de las dos"),  # review 7 (R1)
    ("fr", "les règles ne fixent aucune limite pendant l'épisode", "Ni l'un ni l'autre"),  # review 7 (R1)
    ("en", "the rules set no limit during an episode", "Neither."),
])
def test_LG_08_my_city_faq_says_there_is_no_lower_limit_during_an_episode(lang, said, never):
    """The My City seed: "No hay límite inferior durante un episodio"; the answer opened with "neither". (native review 3.)"""
    text = (ROOT / "content" / "faq" / lang / "city-token-limits.md").read_text(encoding="utf-8")
    answer = text.split("\n---\n", 1)[1]
    assert said in answer and never not in answer


def test_C_1_spanish_faq_prose_writes_the_minus_sign():
    """«10 + 7 − 1 − 2 = 14», «vale −32»: a minus sign in the prose, never a hyphen (the examples' YAML keeps -2). (native review 4, es.)"""
    for path in sorted((ROOT / "content" / "faq" / "es").glob("*.md")):
        body = path.read_text(encoding="utf-8").split("\n---\n", 1)[1]
        assert not re.search(r"\d - \d|[\s(]-\d", body), path.name


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "chronicle arrête le marqueur sur 0 (sa lecture de LG-08) et tient à part les points dus", "sous 0, oui"),  # review 7: chronicle's reading
    ("es", "chronicle, en cambio, detiene la ficha en 0 y lleva aparte lo que se debe", "por debajo de 0, sí"),  # review 7 (R1)
    ("en", "chronicle stops the token on 0 (its reading of LG-08) and keeps apart the points owed", "below 0, yes"),
])
def test_LG_08_the_my_city_token_faq_does_not_say_yes_then_the_token_stays_on_0(lang, said, never):
    """R2: "sous 0, oui … le marqueur restant sur 0" contradicted itself. (native review 4, fr.)"""
    answer = _answer(lang, "city-token-limits")
    assert said in answer and never not in answer.lower()


def test_points_people_read_carry_the_minus_sign_not_a_hyphen(tmp_path, cli):
    """Y1: "10 + 7 - 1 - 2 = 14", "manche 1 -1 LG-03 a passé": table mode already showed "−2". (native review 4, fr.)"""
    from generator.words.formats import signed

    assert (signed(-3), signed(2), signed(0)) == ("\u22123", "+2", "\u00b10")
    result = cli("--lang", "fr", "score", _copy(tmp_path, "reef-raiders"))
    assert "\u22121  LG-03" in result.stdout and " -1  LG-03" not in result.stdout, result.stdout
    example = _answer("fr", "rulebook-example-episode-1")
    assert "10 + 7 \u2212 1 \u2212 2 = 14" in example and "7 - 1" not in example
    front = (ROOT / "content" / "faq" / "fr" / "rulebook-example-episode-1.md").read_text(encoding="utf-8").split("\n---\n")[0]
    assert "\u2212" not in front  # the example's YAML keeps the numbers a file takes


def test_an_eternal_game_is_a_partida_not_an_episodio():
    """Review 6: "chronicle compara los grupos de todos los jugadores del episodio" and "ya no colocarás
    más edificios en ese episodio" in answers about the Eternal game (MI-E05, MC-E02), whose games are
    "partidas"; "episodio" there only names the campaign's level ("al nivel del episodio 9")."""
    found = {}
    for path in sorted((CONTENT / "faq" / "es").glob("*.md")):
        meta, body = _faq_body(path.stem)
        if "eternal" in (meta.get("tags") or []):
            hits = [body[max(m.start() - 40, 0):m.end() + 10] for m in re.finditer(r"\bepisodios?\b(?!\s+\d)", body)]
            if hits:
                found[path.name] = hits
    assert found == {}


@pytest.mark.parametrize("name", ["when-episode-ends", "city-when-episode-ends"])
def test_LG_06_the_episode_being_played_is_en_curso_not_the_last(name):
    """"El último episodio de una campaña se puede registrar a medias" read as episode 24: it is the
    episode still being played. (native fixes round 6 (review 5), es.)"""
    body = _faq_body(name)[1]
    assert "El episodio en curso se puede anotar a medias" in body and "último episodio" not in body


def test_LG_08_the_french_faq_never_speaks_of_its_sources():
    """« une de nos sources », « d'après nos sources »: a FAQ says what the rulebook says. (native fixes round 6 (review 5), fr.)"""
    faq = " ".join(p.read_text(encoding="utf-8") for p in FAQ_FR.glob("*.md"))
    assert not re.search(r"\bnos sources\b|\bnotre source\b", faq, re.IGNORECASE)
    english = " ".join(p.read_text(encoding="utf-8") for p in (ROOT / "content" / "faq" / "en").glob("*.md"))
    assert not re.search(r"\bour sources?\b", english, re.IGNORECASE)  # the same family in English
    assert "Les règles de My City disent au contraire" in (FAQ_FR / "debt-below-zero.md").read_text(encoding="utf-8")


def test_the_faq_build_refuses_our_sources_and_this_player_in_french():
    """The mechanism: content/faq/terms.yaml's French `avoid` words, which the FAQ build refuses. (native fixes round 6 (review 5), fr.)"""
    from helpers import TERMS

    avoided = [pattern for pattern, _ in TERMS.avoid["fr"]]
    for wrong in ("une de nos sources", "on écrit pass pour ce joueur", "les ancrages permis", "Égalité : cases libres dans"):
        assert any(p.search(wrong) for p in avoided), wrong


# --- R1: the token below 0 in My City: the rules set no limit; stopping at 0 is chronicle's reading (LG-08) ---

@pytest.mark.parametrize(("lang", "rules_say", "wrong"), [
    ("es", "Por debajo de 0, según las reglas de My City, sí", "Por debajo de 0 tampoco"),
    ("en", "Below 0, the rules set no limit", "the token does not go either"),
])
def test_LG_08_my_city_token_below_0_is_chronicles_reading_not_the_rule(lang, rules_say, wrong):
    """Review 6 R1: "Por debajo de 0 tampoco, pero no se pierde nada: durante un episodio los puntos no
    tienen límite inferior" gave chronicle's reading (LG-08) as My City's rule, and said the opposite in
    the same sentence. The answer says what the rules say, then what chronicle does."""
    body = _body(lang, "city-token-limits")
    assert rules_say in body and wrong not in body
    first = body.split("(LG-08)")[0]
    assert "chronicle" in first, first


def test_LG_15_beach_spaces_subtract_and_the_player_scores():
    """Review 6 M4: "los espacios de playa visibles se descuentan al final… la loseta gana +1": the
    spaces subtract points, and the tile gives the point."""
    body = _body("es", "immediate-or-end-points")
    assert "los espacios de playa visibles restan al final" in body and "la loseta da +1" in body
    assert "se descuentan al final" not in body and "loseta gana" not in body


@pytest.mark.parametrize(("lang", "said", "loose"), [("es", "4 losetas más, con sus cartas", "4 losetas y cartas más"),
                                                      ("en", "4 more tiles, each with its card", "4 more tiles and cards")])
def test_the_campaigns_four_tiles_come_with_their_cards(lang, said, loose):
    """Review 6 M9: "la campaña añade 4 losetas y cartas más" read as 4 tiles and some cards."""
    body = _body(lang, "setup")
    assert said in body and loose not in body


@pytest.mark.parametrize(("lang", "pattern"), [
    ("es", r"(?<!con la )(?<!con las )\bfichas?\b(?: \w+){0,3} (?:que )?deben?\b|\bfichas? terminan\b"),
    ("en", r"(?<!their )\btokens?\b(?: \w+){0,3} (?:owing|owes?)\b|\btokens end\b"),
])
def test_C_5_a_player_owes_points_not_a_token(lang, pattern):
    """Review 6 M5: "Dos fichas terminan el episodio en 0, pero deben puntos distintos"; "Una ficha en 0
    que debe 32 vale −32": the debt is a player's. The title is also every "see also" link to it."""
    found = {where: [m.group() for m in re.finditer(pattern, text, re.IGNORECASE)] for where, text in _sources(lang).items()}
    assert {where: hits for where, hits in found.items() if hits} == {}
    assert "Un jugador con la ficha en 0 que debe 32 cuenta como −32" in _body("es", "ranking-below-zero")


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "les règles ne fixent aucune limite pendant l'épisode ; chronicle arrête le marqueur sur 0 (sa lecture de LG-08)", "Sous 0, non plus"),
    ("en", "the rules set no limit during an episode; chronicle stops the token on 0 (its reading of LG-08)", "the token does not go either"),
])
def test_LG_08_the_my_city_token_faq_says_the_stop_at_0_is_chronicles_reading(lang, said, never):
    """Found by native fixes round 7 (review 6), fr."""
    answer = (ROOT / "content/faq" / lang / "city-token-limits.md").read_text(encoding="utf-8").split("\n---\n", 1)[1]
    assert said in answer and never not in answer


# --- M6: one name for the FAQ pages ---

def test_faq_is_named_the_same_everywhere_in_spanish():
    """Review 7 M6: «FAQ de My Island» (menu), «Preguntas y respuestas: My Island» (title), «preguntas
    frecuentes» (help): three names for one page, one of them the English acronym."""
    po = catalogue_texts("es")
    assert po["FAQ My Island"] == "Preguntas frecuentes de My Island"
    assert po["FAQ My City"] == "Preguntas frecuentes de My City"
    assert po["Questions and answers: %(game)s"].startswith("Preguntas frecuentes")
    assert not [s for s in po.values() if "FAQ" in s]


def test_MI_E05_reads_per_kind_of_group_on_the_french_rules_and_faq_pages(demo_site):
    """Review 8 MINOR 2: the built /fr/rules/ and /fr/faq/my-island/ pages, where the reviewer read it."""
    for page in (demo_site / "fr" / "rules" / "index.html", demo_site / "fr" / "faq" / "my-island" / "index.html"):
        text = _page_plain(page)
        assert "pour chacune des quatre catégories (ferme, village, fortification, réseau de sentiers)" in text.lower(), page
        assert "le plus grand réseau de sentiers gagne 5 points pour chacun" not in text


@pytest.mark.parametrize(("game", "said", "never"), [("my-island", "juego eterno", "versión eterna"),
                                                   ("my-city", "versión eterna", "juego eterno")])
def test_the_spanish_faq_pages_name_the_eternal_game_as_each_edition_does(demo_site, game, said, never):
    """The back of the board: My Island's "juego eterno", My City's "versión eterna", both in lower case (MI-E01, MC-E01). (native review 1, issue 23.)"""
    text = readable(demo_site / "es" / "faq" / game / "index.html", "es")
    assert said in text and never.lower() not in text.lower()
