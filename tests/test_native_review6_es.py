"""The sixth round of native fixes, Spanish (what the fifth review left): the built site, the command line and table mode as a Spanish
group reads them. Each test fails on the behaviour the reviewer reported, or on its family."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml

from helpers import ROOT, TERMS, catalogue_texts, glossary_entries, readable

CONTENT = ROOT / "content"


def spanish_sources() -> dict[str, str]:
    """Everything written in Spanish that a group reads: the FAQ, glossary and guide, the Spanish
    rule statements and the catalogue's translations."""
    texts = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in (
        *(CONTENT / "faq" / "es").glob("*.md"), *(CONTENT / "guide" / "es").glob("*.md"), CONTENT / "glossary" / "es.yaml")}
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    texts |= {f"rules.yaml {rule}": " ".join(str(part.get("es", "")) for part in body.values() if isinstance(part, dict))
              for rule, body in rules.items()}
    texts |= {f"messages.po {msgid!r}": text for msgid, text in catalogue_texts("es").items()}
    return texts


@pytest.fixture(scope="module")
def site(demo_site: Path) -> Path:
    """The demo campaigns' site, as the reviewer read it (the session's one build)."""
    return demo_site


# --- 1. "puesto" is a rank, never a seat (LG-14) ----------------------------------------------------------

SEAT = re.compile(r"\b(ocup\w*|tom\w*|hered\w*|conserv\w*|sustitu\w*|relev\w*) (el|este|ese|su) puesto\b"
                  r"|\bpuestos? (en|de) la mesa\b|\b(el|este|ese|su) puesto (lo|la|le|se) \w+", re.IGNORECASE)


def test_LG_14_a_players_seat_is_never_called_puesto_in_spanish():
    """Review 6: "Como el puesto lo conserva todo" (two FAQ entries) and "Quién ocupa este puesto a
    partir de un episodio posterior (LG-14)" used "puesto" for a seat, while the site ranks players
    "puesto 1" (LG-09). A seat is "el lugar en la mesa" or the player's name; terms.yaml makes the FAQ
    build refuse the seat phrasings."""
    found = {where: [m.group() for m in SEAT.finditer(text)] for where, text in spanish_sources().items()}
    assert {where: words for where, words in found.items() if words} == {}
    assert [f.word for f in TERMS.find("Como el puesto lo conserva todo; quién ocupa este puesto.", "es", ())] == [
        "el puesto lo conserva", "ocupa este puesto"]
    assert [f.word for f in TERMS.find("Según el puesto de cada jugador; el primer puesto colorea 2; puesto 1.", "es", ())] == []
    assert catalogue_texts("es")["Who takes this seat from a later episode (LG-14)."] == (
        "Quién ocupa este lugar en la mesa a partir de un episodio posterior (LG-14).")


def test_LG_14_the_replacement_entries_say_the_board_carries_the_debt():
    """The two FAQ entries on a replacement player (LG-14, LG-08): the board, not a "puesto", is
    what the newcomer takes over, debt included."""
    for name in ("replacement-player", "city-replacement-player"):
        body = (CONTENT / "faq" / "es" / f"{name}.md").read_text(encoding="utf-8").split("\n---\n", 1)[1]
        assert "puesto" not in body and "Como el tablero se hereda tal cual" in body, name


# --- 2. a number below zero carries the minus sign (C-1) ------------------------------------------------

HYPHEN_MINUS = re.compile(r"(?<![\w\-\u2212.])-\d|\d - \d")
"""A hyphen-minus right before a digit, not inside a word or a range ("LG-04", "1-9" are not numbers)."""


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_C_1_the_rules_page_writes_the_minus_sign(site, lang):
    """Review 6: the Spanish rules page read "cada roca visible -1 (doble roca -2)" with a hyphen,
    where the FAQ, the score sheet and table mode write "−1". Code keeps the hyphen a file takes."""
    text = readable(site / lang / "rules" / "index.html", lang)
    assert [text[max(m.start() - 30, 0):m.end() + 10] for m in HYPHEN_MINUS.finditer(text)] == []
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    statements = {rule: " ".join(str(part.get(lang, "")) for part in body.values() if isinstance(part, dict))
                  for rule, body in rules.items()}
    assert {rule: text for rule, text in statements.items() if HYPHEN_MINUS.search(text)} == {}


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_C_1_no_page_a_group_reads_writes_a_hyphen_for_a_negative_number(site, lang):
    """The same family on every page of the site (rules, FAQ, glossary, games, campaigns, episodes)."""
    found = {}
    for page in sorted((site / lang).rglob("index.html")):
        text = readable(page, lang)
        hits = [text[max(m.start() - 30, 0):m.end() + 10] for m in HYPHEN_MINUS.finditer(text)]
        if hits:
            found[str(page.relative_to(site))] = hits
    assert found == {}


# --- 3. My City's building ids (Y1, R3) explained where a reader meets them (MC-E03) ----------------------

BUILDING_ID_TERM = {"es": "identificador de edificio", "fr": "identifiant de bâtiment", "en": "building id"}


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


@pytest.mark.parametrize(("lang", "said"), [("es", "R3 es el identificador del edificio bloqueado"),
                                            ("fr", "R3 est l'identifiant du bâtiment bloqué"),
                                            ("en", "R3 is the blocked building's id")])
def test_MC_E03_the_blocking_card_entry_says_what_R3_is(site, lang, said):
    """The first building id a reader of the My City FAQ meets is `blocked: R3` (MC-E03): the
    sentence after it says what R3 is and where the ids are explained."""
    text = readable(site / lang / "faq" / "my-city" / "index.html", lang)
    assert said in text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
    body = (CONTENT / "faq" / lang / "city-blocking-card.md").read_text(encoding="utf-8").split("\n---\n", 1)[1]
    first = re.search(r"\b[YRBC][1-8]\b", body)
    assert first and first.group() == "R3" and 0 < body.index(said) - first.start() < 200, body


# --- 4. the reviewer's own read: what read as a translation ------------------------------------------------

def _faq_body(name: str) -> tuple[dict, str]:
    front, body = (CONTENT / "faq" / "es" / f"{name}.md").read_text(encoding="utf-8").split("\n---\n", 1)
    return yaml.safe_load(front.strip("-\n")), body


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
    episode still being played."""
    body = _faq_body(name)[1]
    assert "El episodio en curso se puede anotar a medias" in body and "último episodio" not in body


def test_spanish_catalogue_words_of_the_review():
    """Table mode's turn line reads "Ana · ficha en 12" as the site does; the blocking card's errors
    say each player turns the building over (MC-E03); `moves --help` places the piece of a card."""
    es = catalogue_texts("es")
    assert es["%(name)s · token %(token)s"] == "%(name)s · ficha en %(token)s"
    assert "voltea el edificio bloqueado, sin coste" in es["nobody acts on the blocking card: the blocked building is set aside at no cost"]
    assert "debe indicar" in es["a blocking card round must name the blocked card, such as 'blocked: R3'"]
    moves = es["List the legal placements of CARD for PLAYER now, in EPISODE being played (or about to begin)."]
    assert "la loseta o el edificio de la carta" in moves and "la carta de --card" not in moves
    assert es["The board sent is not one these pages draw; reload the page."].startswith("Estas páginas no pueden dibujar")


def test_what_init_writes_says_the_publishing_workflow_installs_chronicle():
    """The README said requirements.txt is "de dónde obtiene chronicle el flujo de publicación" (where
    chronicle gets the workflow: backwards); phrases said "flujo de trabajo" beside "flujo de
    publicación", and "archivo(s)"."""
    readme = (ROOT / "templates" / "repo" / "es" / "README.md").read_text(encoding="utf-8")
    assert "de dónde se instala chronicle en el flujo de publicación" in readme and "de dónde obtiene chronicle el flujo" not in readme
    phrases = {key: value["es"] for key, value in
               yaml.safe_load((ROOT / "templates" / "repo" / "phrases.yaml").read_text(encoding="utf-8")).items()}
    assert [key for key, text in phrases.items() if "flujo de trabajo" in text or "(s)" in text] == []


def test_LG_07_LG_12_spanish_rule_statements_read_as_spanish():
    """"…ni con pases; solo uno por episodio" left "uno" hanging after the passes; "(a menudo por
    puesto)" for stickers handed out by rank."""
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    assert "así solo se consigue uno por episodio" in rules["LG-07"]["statement"]["es"]
    assert "a menudo según el puesto" in rules["LG-12"]["statement"]["es"]


def test_LG_12_a_new_terrain_and_a_rule_code_read_as_spanish(site):
    """"G5 pasa a ser de palmeras" read oddly and "H2 pasa a ser de verde" wrongly (and review 1 had
    "D2 pasa a ser montañas"): the terrain of a space changes to another; the rules page says
    "código" of a rule, so its description and `--faq-url` do too."""
    es = catalogue_texts("es")
    assert es["%(cell)s becomes %(terrain)s"] == "el terreno de %(cell)s cambia a %(terrain)s"
    text = readable(site / "es" / "campaigns" / "reef-raiders" / "index.html", "es")
    assert "el terreno de G5 cambia a palmeras" in text and "pasa a ser" not in text
    assert not [msgid for msgid, text in es.items() if re.search(r"\bIDs?\b", text)]


def test_LG_11_a_tie_message_for_both_games_does_not_call_my_citys_spaces_libres():
    """Review 5 named My City's tie-breaking spaces "espacios verdes vacíos"; the messages both games
    share (table mode's tie question, `check`'s tiebreak errors) still said "espacios libres", My
    Island's words. Where no My City wording exists, the Spanish names the board's rows instead."""
    from babel.messages.pofile import read_po

    with open(ROOT / "templates" / "locale" / "es" / "LC_MESSAGES" / "messages.po", "rb") as po:
        messages = [m for m in read_po(po) if m.id]
    key = {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in messages}
    shared = []
    for m in messages:
        msgid = m.id if isinstance(m.id, str) else m.id[0]
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if m.context is None and re.search(r"\btie", msgid) and ("my-city", msgid) not in key:
            shared += [msgid for text in strings if "libre" in text]
    assert shared == []


def test_LG_11_a_city_board_counts_its_empty_spaces_as_vacios():
    """`chronicle board` of a My City board said "libres por fila desde arriba, como los cuenta LG-11",
    My Island's word, where LG-11 counts My City's empty green spaces."""
    from babel.messages.pofile import read_po

    with open(ROOT / "templates" / "locale" / "es" / "LC_MESSAGES" / "messages.po", "rb") as po:
        said = {m.context: m.string for m in read_po(po)
                if m.id and (m.id if isinstance(m.id, str) else m.id[0]).startswith("open: %(n)s space where")}
    assert all("vacíos por fila, de arriba abajo" in text and "libre" not in text for text in said["my-city"])
    assert all("libre" in text and "espacios sin cubrir por fila" in text for text in said["my-island"])  # review 7 (M6): what LG-11 counts


def _said(context: str | None, msgid: str) -> str:
    from babel.messages.pofile import read_po

    with open(ROOT / "templates" / "locale" / "es" / "LC_MESSAGES" / "messages.po", "rb") as po:
        for m in read_po(po):
            if m.context == context and (m.id if isinstance(m.id, str) else m.id[0]) == msgid:
                return " ".join(m.string) if isinstance(m.string, tuple) else m.string
    raise AssertionError(f"no message {context!r} {msgid!r}")


@pytest.mark.parametrize(("context", "msgid", "said", "never"), [
    (None, "card %(card)s is set aside unbuilt; nobody acts on the blocking card (MC-E03)", "lo voltea, sin coste", "boca arriba"),
    (None, "With `card: block`, the card set aside.", "la carta bloqueada", "aparta"),
    (None, "no pass that would take the token below 0", "si con ello la ficha queda", "quedaría"),
    (None, 'note "%(note)s"', "nota: «%(note)s»", '"'),
    ("my-island", "wants the first piece on %(terrain)s", "exige la primera loseta", "quiere"),
    ("my-city", "wants the first piece on %(terrain)s", "exige el primer edificio", "quiere"),
    ("my-city", "A piece id is the id printed on its card, such as 17 or R3.", "como R3 o Y8", "17"),
    (None, "Game of a piece catalogue (default: the one using its grid).", "El juego al que pertenece", "Juego de un"),
    ("my-city", "The name in code beside each board and each set of pieces is what campaign.yaml gives as %(board)s or %(pieces)s.",
     "El nombre que acompaña", "en código"),
    (None, "%(folder)s exists and was not built by chronicle (no %(marker)s in it); choose another folder with -o, or empty it yourself",
     "la carpeta %(folder)s ya existe y no la generó", "no lo generó"),
    (None, "Counters of the vocabulary changed, by so much for each thing counted (or once).", "cambian: tanto por", "en tanto"),
    (None, "Build, serve on 127.0.0.1 and rebuild on every change; build errors show in the browser.", "servidor local", "lo sirve"),
    (None, "Where the site will be served, for the sitemap (default: chronicle.yaml's base_url, else /).", "se publicará", "servirá"),
])
def test_spanish_messages_the_reviewer_read_as_translations(context, msgid, said, never):
    """Review 6, own read of the catalogue: the blocked building is turned over, not set aside
    (MC-E03); no conditional after "si"; a note in «»; a ruleset "exige", not "quiere"; a building's id
    is R3, not 17; "nombre en código" is a spy's word; "la carpeta … la generó"; the French review's
    "servi" calque of "serve" is Spanish's "lo sirve" too."""
    text = _said(context, msgid)
    assert said in text and never not in text, text


def test_LG_08_spanish_says_what_the_rules_say_not_nuestras_fuentes():
    """The French review's "nos sources" (and the English "our sources") in Spanish: "Nuestras fuentes
    dicen…", "una de nuestras fuentes las cita…", "según las fuentes" — a FAQ and a rule statement
    say what the rules say ("el reglamento", "las reglas de My City"); terms.yaml refuses it."""
    found = {where: text[max(m.start() - 30, 0):m.end() + 20] for where, text in spanish_sources().items()
             for m in re.finditer(r"\bfuentes?\b", text, re.IGNORECASE)}
    assert found == {}
    assert [f.word for f in TERMS.find("Nuestras fuentes dicen que sí.", "es", ())] == ["Nuestras fuentes"]
