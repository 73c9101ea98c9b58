"""The built site's pages as a Spanish or French reader reads them (issue 23's native reviews): each game's own
words, plurals after 1, dates, conjunctions, debts and ranks, no English and no calque left.
"""


from __future__ import annotations

import functools
import html
import re
import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest
import yaml

from generator.reference.terminology import foreign_games
from generator.validate.content import load_game
from generator.words.formats import signed
from helpers import (
    DEMO,
    FR_PO,
    ROOT,
    TERMS,
    catalogue_texts,
    french_msgstrs,
    french_prose,
    game_of,
    group_words,
    readable,
)


@pytest.fixture(scope="module")
def reef_site(demo_site: Path) -> Path:
    """The demo's Spanish campaign (reef-raiders) built in every language: the session's one demo site."""
    return demo_site


def _group_words(campaign: Path) -> list[str]:
    """What the group wrote itself in its logs: adjustments' reasons and board changes' notes."""
    words = []
    for log in sorted((campaign / "episodes").glob("*.yaml")):
        data = yaml.safe_load(log.read_text(encoding="utf-8")) or {}
        words += [a["reason"] for a in data.get("adjustments") or [] if a.get("reason")]
        words += [c["note"] for changes in (data.get("board_changes") or {}).values() for c in changes if c.get("note")]
    return words


GENERIC = {"es": re.compile(r"\bpiezas?\b", re.IGNORECASE), "fr": re.compile(r"\bpièces?\b(?! [+−-]\d)", re.IGNORECASE)}


PIECE = {("es", "my-island"): "loseta", ("es", "my-city"): "edificio",
         ("fr", "my-island"): "tuile", ("fr", "my-city"): "bâtiment"}


def _game_pages(site: Path, lang: str) -> list[tuple[str, Path]]:
    """Every page about one game: its campaigns' pages, its FAQ and its boards and pieces."""
    found = []
    for campaign in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()):
        found += [(game_of(campaign), page) for page in sorted((site / lang / "campaigns" / campaign.name).rglob("*.html"))]
    for game in ("my-island", "my-city"):
        found += [(game, site / lang / kind / game / "index.html") for kind in ("faq", "games")]
    return found


GONE = {
    "es": ["se retira del", "Nunca cruzando", "deber 32", "41 ganados", "tal como empieza",
           "la carta que bloquea", "se añade árbol", "pasa a ser montañas", "Órdenes", "giro", "deja colocar una pieza",
           "espacio edificable vacío"],
    "fr": ["Jeu de règles", "jeu de règles", "On ne peut pas passer sur", "on ne peut pas passer sur", "cercles Progrès, 8 sur",
           "le plateau de qui", "fin un par un", "1 net", "devoir 32", "premier à construire", "tel qu'il commence",
           "de Inés", "permet de poser une pièce", "case constructible vide"],
}


CONTENT = ROOT / "content"


def _said(page, lang: str) -> str:
    return " ".join(readable(page, lang).split()).replace("\u00a0", " ").replace("\u202f", " ")


def _flat(text: str) -> str:
    return " ".join(text.split()).replace("\u00a0", " ").replace("\u202f", " ")


@pytest.fixture(scope="module")
def site(demo_site: Path) -> Path:
    """The demo campaigns' site, as the reviewer read it (the session's one build)."""
    return demo_site


def _text(site: Path, lang: str, page: str) -> str:
    from helpers import readable

    return " ".join(readable(site / lang / page, lang).split())


HYPHEN_MINUS = re.compile(r"(?<![\w\-\u2212.])-\d|\d - \d")


class _FrenchText(HTMLParser):
    """The text nodes of a French page a reader reads: code, pre, scripts and styles left out, and
    elements marked in another language (a group's notes in its own)."""

    RAW = frozenset({"code", "pre", "kbd", "samp", "script", "style", "textarea"})
    VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[tuple[str, str | None]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag not in self.VOID:
            self.open.append((tag, dict(attrs).get("lang")))

    def handle_endtag(self, tag: str) -> None:
        for i in range(len(self.open) - 1, -1, -1):
            if self.open[i][0] == tag:
                del self.open[i:]
                return

    def handle_data(self, data: str) -> None:
        if any(tag in self.RAW for tag, _ in self.open):
            return
        lang = next((lang for _, lang in reversed(self.open) if lang), "fr")
        if lang.split("-")[0] == "fr":
            self.text.append(data)


@functools.cache  # the demo site is built once and only read: several tests read every French page's text
def _text_nodes(page: Path) -> tuple[str, ...]:
    parser = _FrenchText()
    parser.feed(page.read_text(encoding="utf-8"))
    return tuple(parser.text)








def _french_pages(site: Path) -> list[Path]:
    return sorted((site / "fr").rglob("*.html"))


def _colons(text: str) -> int:
    """The colons of a line outside the quotations it holds (a ruleset's own name, a group's note)."""
    return re.sub(r"«[^»]*»|“[^”]*”", "", text).count(":")


def _page_text(page: Path) -> str:
    """A page's text, spaces as tests write them (French's no-break spaces read as spaces)."""
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", page.read_text(encoding="utf-8"), flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def _read(page, lang: str) -> str:
    return " ".join(readable(page, lang).split())


def _plain(text: str) -> str:
    """Text as tests write it: French's no-break spaces read as spaces, curly apostrophes as straight ones."""
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").replace("\u2019", "'").split())


def _page_plain(page: Path) -> str:
    """A page's text, spaces and apostrophes as tests write them."""
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", page.read_text(encoding="utf-8"), flags=re.S)
    return _plain(html.unescape(re.sub(r"<[^>]+>", " ", text)))


# A plural noun after the number 1 ("quedan 1 rondas", "il reste 1 tours", "deuda de 1 puntos").
PLURAL_AFTER_ONE = re.compile(
    r"(?<![\d.,+−\-])\b1\s+(rondas|puntos|espacios|cartas|piezas|losetas|edificios|episodios|círculos|símbolos|"
    r"jugadores|campañas|partidas|avisos|páginas|tours|points|cases|cartes|pièces|tuiles|bâtiments|épisodes|cercles|"
    r"symboles|joueurs|campagnes|parties|avertissements)\b")


def pages(site: Path, lang: str) -> list[Path]:
    return sorted((site / lang).rglob("*.html"))


# Words of the interface that must never be left in English; per language, as French "Options" and
# Spanish "error" are words of their own.
ENGLISH = {
    "es": re.compile(r"\b(warnings?|cards?|turtle|crab|parrot|rounds?|wall|house|field|beach|heath|rainforest|tiles?|"
                     r"pieces?|buildings?|TEXT|INTEGER|Options|Usage|Commands|Sure|token|circles?|debt|owed|stopped|"
                     r"ended|participation|Eternal game|light green)\b"),
    "fr": re.compile(r"\b(error|warnings?|cards?|turtle|crab|parrot|rounds?|wall|house|field|beach|heath|rainforest|"
                     r"tiles?|pieces?|buildings?|TEXT|INTEGER|Usage|Commands|Sure|token|circles?|debt|owed|stopped|"
                     r"ended|Eternal game|light green)\b"),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_LG_15_a_spanish_groups_own_words_keep_their_language_on_other_pages(reef_site, lang):
    """An adjustment's reason (LG-15) and a board change's note are the group's Spanish words: on a
    French page they stand as written, inside an element marked lang="es", never with French spacing
    ("Tabla del capítulo 2: bonificación", not "Tabla del capítulo 2 : bonificación"). (the native review's last faults, issue 23.)"""
    import re

    from markupsafe import escape

    pages = "\n".join(p.read_text(encoding="utf-8") for p in (reef_site / lang / "campaigns" / "reef-raiders").rglob("*.html"))
    words = _group_words(ROOT / "campaigns" / "reef-raiders")
    assert any("Tabla del capítulo 2:" in w for w in words) and len(words) > 5
    for text in words:
        shown = str(escape(text))
        assert re.search(r'<span lang="es">' + re.escape(shown) + "</span>", pages), text
        spaced = shown.replace(": ", "\u00a0: ").replace("!", "\u202f!")
        assert spaced == shown or spaced not in pages, text


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_no_page_says_the_generic_piece(demo_site, lang):
    """"pieza 15, ronda 1", "20 piezas colocadas", "Pieza 1 casa, casa", "Colocar piezas": each page
    names My Island's tiles and My City's buildings; French "pièces" is left to a campaign's coins. (native review 2, issue 23.)"""
    found = [(page.relative_to(demo_site).as_posix(), text[max(m.start() - 30, 0):m.end() + 20])
             for page in sorted((demo_site / lang).rglob("*.html"))
             for text in [" ".join(readable(page, lang).split())] for m in GENERIC[lang].finditer(text)]
    assert found == []


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_each_game_page_names_its_own_piece_and_never_the_other_games(demo_site, lang):
    """The games pages and FAQs too, besides the campaigns' pages (content/faq/terms.yaml). (native review 2, issue 23.)"""
    found, named = [], set()
    for game, page in _game_pages(demo_site, lang):
        text = readable(page, lang)
        found += [(page.relative_to(demo_site).as_posix(), f.word) for f in TERMS.find(text, lang, [g for g in
                                                                                                    ("my-island", "my-city") if g != game], game)]
        named |= {game} if PIECE[lang, game] in text.lower() else set()
    assert found == [] and named == {"my-island", "my-city"}


def test_a_church_on_the_games_page_is_named_as_a_church(demo_site):
    """"Pieza C1 · iglesia morado (iglesia)" read wrong twice: now "Iglesia C1"; a building "Edificio Y1 · amarillo
    (residencial)", its colour after a dot rather than in brackets inside brackets. (native review 2, issue 23.)"""
    for lang, church, building in (("es", "Iglesia C1", "Edificio Y1 · amarillo (residencial)"),
                                   ("fr", "Église C1", "Bâtiment Y1 · jaune (résidentiel)")):
        text = " ".join(readable(demo_site / lang / "games" / "my-city" / "index.html", lang).split())
        assert church in text and building in text and not re.search(r"(iglesia|église) \w+ \((iglesia|église)\)", text, re.I)


def test_french_pages_and_commands_say_d_before_ines(demo_site, cli):
    """Barrio del Palacio's Inés: "Agrandir le plateau d'Inés", "Plateau d'Inés après l'épisode 15",
    `board` "plateau d'Inés"; Spanish keeps "de Inés". (native review 2, issue 23.)"""
    fr = "".join(readable(page, "fr") for page in (demo_site / "fr" / "campaigns" / "barrio-del-palacio").rglob("*.html"))
    assert "d'Inés" in fr and "de Inés" not in fr
    assert "de Inés" in "".join(readable(p, "es") for p in (demo_site / "es" / "campaigns" / "barrio-del-palacio").rglob("*.html"))
    out = cli("--lang", "fr", "board", DEMO / "barrio-del-palacio", "--player", "Inés").stdout
    assert out.startswith("Plateau d’Inés")  # the curly apostrophe French sets


def test_a_rule_statement_shows_its_code_as_code(demo_site):
    """C-2 cites the `tiebreak:` key: <code>, not raw backquotes. (native review 2, issue 23.)"""
    for lang in ("es", "fr", "en"):
        page = (demo_site / lang / "rules" / "index.html").read_text(encoding="utf-8")
        assert "<code>tiebreak:</code>" in page and "`" not in html.unescape(re.sub(r"<(script|code)\b.*?</\1>", "", page, flags=re.S))


def test_spanish_pages_quote_notes_in_angle_quotes(demo_site):
    """A board's note on a Spanish page: «…», as the rest of the Spanish interface (inner quotes “ ”). (native review 2, issue 23.)"""
    text = " ".join(" ".join(readable(page, "es").split()) for page in (demo_site / "es" / "campaigns").rglob("*.html"))
    assert re.search(r"nota: «", text) and not re.search(r"nota: \u201c", text)


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_the_reviewers_calques_are_gone_from_the_site(demo_site, lang):
    """Each calque the review found, by its words: not on any page (My City's score lines say
    "espacio verde vacío", "case vert clair vide", as its FAQ does)."""
    text = " ".join(" ".join(readable(page, lang).split()) for page in (demo_site / lang).rglob("*.html"))
    text = text.replace("\u00a0", " ").replace("\u202f", " ")
    assert [w for w in GONE[lang] if w in text] == []


# --- G1: «la loseta o el edificio … nunca puede guardarla» ---

def test_LG_02_nothing_is_kept_for_later_and_the_pronoun_agrees(demo_site, tmp_path, cli):
    """LG-02, review 9 es G1: «coloca la loseta o el edificio de esa carta…; nunca puede guardarla para después»
    pointed at «carta»; the pieces schema's «Una loseta o un edificio …: [buildings] y [tiles] no la reparten»
    (French «ne la distribuent pas») agreed with one noun of a mixed pair."""
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    statement = rules["LG-02"]["statement"]["es"]
    assert statement.endswith("nunca puede guardar la loseta ni el edificio para más tarde.") and "guardarla" not in statement
    assert "nunca puede guardar la loseta ni el edificio para más tarde" in _said(demo_site / "es" / "rules" / "index.html", "es")
    cli("--lang", "es", "init", tmp_path / "g")
    schema = (tmp_path / "g" / ".chronicle" / "schemas" / "pieces.schema.json").read_text(encoding="utf-8")
    assert "solo entra en el `deck` de un conjunto de reglas por su identificador" in schema and "no la ponen" not in schema
    french = catalogue_texts("fr")["A piece a legacy campaign adds later: a ruleset's `deck` holds it only by its id or "
                                   "through `extras`, never through `tiles` or `buildings`."]
    assert french.startswith("Une tuile ou un bâtiment qu'une campagne legacy ajoute plus tard : il n'entre")


@pytest.mark.parametrize(("lang", "said"), [("es", "3 episodios jugados · campaña anotada desde el episodio 13:"),
                                            ("fr", "3 épisodes joués · campagne suivie depuis l'épisode 13 :")])
def test_review_9_es_M5_the_participle_has_its_campaign(demo_site, lang, said):
    """Review 9 es M5: «3 episodios · anotada desde el episodio 13: …» left the participle without a noun
    (fr « suivie depuis l'épisode 13 »)."""
    assert said in _said(demo_site / lang / "campaigns" / "barrio-del-palacio" / "index.html", lang)


# --- MINOR 1: LG-04 «Sin pasar en 0» ---

def test_LG_04_title_reads_forbidden_to_pass_at_0(demo_site):
    """LG-04, review 10 es MINOR 1: «Sin pasar en 0» read as "not having passed yet"; «Prohibido pasar en 0»
    on the rules page and in the FAQ verdicts that quote the title."""
    titles = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))["LG-04"]["title"]
    assert titles == {"en": "No passing at 0", "es": "Prohibido pasar en 0", "fr": "Impossible de passer à 0"}
    rules = _flat(readable(demo_site / "es" / "rules" / "index.html", "es"))
    assert "Prohibido pasar en 0" in rules and "Sin pasar en 0" not in rules
    faq = _flat(readable(demo_site / "es" / "faq" / "my-island" / "index.html", "es"))
    assert "Sin pasar en 0" not in faq


def test_LG_07_LG_09_my_citys_track_holds_every_symbol_the_rules_allow_and_claims_no_printed_total(demo_site):
    """A campaign colours at most 2 symbols for first place (LG-09) and 1 at the cap (LG-07) in each of
    its 24 episodes: the track holds 72, and the label says the count without an "out of", since the
    seeds do not give the printed number (My Island's 80 circles are printed). (native fixes round 11 (review 10), es and fr.)"""
    assert load_game("my-city").circles == 24 * (2 + 1)
    for lang, never in (("fr", " sur "), ("es", " de 72"), ("en", " out of ")):
        page = (demo_site / lang / "campaigns" / "river-town" / "index.html").read_text(encoding="utf-8")
        titles = re.findall(r'<svg class="circles".*?<title>([^<]*)</title>', page, re.DOTALL)
        assert titles and all(never not in t for t in titles), titles
    island = (demo_site / "en" / "campaigns" / "reef-raiders" / "index.html").read_text(encoding="utf-8")
    assert "progress circles out of 80" in island


def test_MC_R01_a_my_city_space_becomes_montanas_as_everywhere_else(demo_site):
    """Review 12 es T1 (after review 11 asked the opposite): the terrain is «montañas» on every page and in
    every legend, as My Island's «cambia a palmeras»; French keeps « une case de montagne »."""
    es = (demo_site / "es" / "campaigns" / "river-town" / "index.html").read_text(encoding="utf-8")
    fr = (demo_site / "fr" / "campaigns" / "river-town" / "index.html").read_text(encoding="utf-8")
    assert "cambia a montañas" in es and "cambia a montaña<" not in es and "case de montagne" in fr


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", ["1 partida", "Partidas jugadas", "Puntuación partida a partida"],
     ["1 episodio", "Episodios", "a lo largo de la campaña", "Barras:", "Estado actual de los tableros",
      "al empezar el próximo episodio", "lo que cada uno aún debe"]),
    ("fr", ["1 partie", "Parties jouées", "Score partie par partie"],
     ["1 épisode", "au fil de la campagne", "Barres", "État actuel des plateaux", "épisode suivant",
      "ce que chacun doit encore"]),
    ("en", ["1 game ", "Games played", "Scores game by game"],
     ["1 episode", "over the campaign", "Bars:", "Boards now", "next episode starts", "still owes"]),
])
def test_an_eternal_campaign_page_speaks_of_games_without_progress_or_next_boards(site, lang, said, never):
    """Found by native review 3."""
    for slug in ("gold-rush", "eternal-night"):
        text = _text(site, lang, f"campaigns/{slug}/index.html")
        assert all(s in text for s in said), (slug, [s for s in said if s not in text])
        assert not [n for n in never if n in text], (slug, [n for n in never if n in text])
        assert "circles" not in (site / lang / f"campaigns/{slug}/index.html").read_text(encoding="utf-8").split('class="standings"')[1].split("</ol>")[0]


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", ["Partida 1", "Final de la partida", "al final de la partida 1"], ["Episodio 1", "Final del episodio", "del episodio 1"]),
    ("fr", ["Partie 1", "Fin de la partie", "à la fin de la partie 1"], ["Épisode 1", "Fin de l'épisode", "de l'épisode 1"]),
    ("en", ["Game 1", "End of the game", "at the end of game 1"], ["Episode 1", "End of the episode", "of episode 1"]),
])
def test_an_eternal_game_page_is_a_game(site, lang, said, never):
    """Found by native review 3."""
    text = _text(site, lang, "campaigns/gold-rush/episodes/01/index.html")
    assert all(s in text for s in said), [s for s in said if s not in text]
    assert not [n for n in never if n in text], [n for n in never if n in text]
    player = _text(site, lang, "campaigns/gold-rush/players/hannah/index.html")
    assert said[0] in player and never[0] not in player


@pytest.mark.parametrize(("lang", "shown"), [("es", "2 de octubre de 2026"), ("fr", "2 octobre 2026"), ("en", "October 2, 2026")])
def test_an_episode_page_shows_its_date_in_words_and_keeps_iso_in_time(site, lang, shown):
    """Found by native review 3."""
    import re

    page = site / lang / "campaigns/barrio-del-palacio/episodes/13/index.html"
    html = page.read_text(encoding="utf-8")
    time = re.search(r'<time datetime="2026-10-02">([^<]*)</time>', html)
    assert time and time[1].replace("\u00a0", " ") == shown, time


def test_a_sheet_foot_separates_the_debt_from_the_round_the_player_stopped_in(site):
    """Found by native review 3."""
    import re

    html = (site / "fr" / "campaigns/river-town/episodes/02/index.html").read_text(encoding="utf-8")
    feet = re.findall(r"<tfoot>.*?</tfoot>", html, re.S)
    joined = [f for f in feet if "dette restante" in f and "arrêté de jouer" in f]
    assert joined, feet
    assert all(re.search(r"dette restante\u00a0: \d+\u00a0points? · a arrêté de jouer", f) for f in joined), joined


def test_the_home_page_lists_players_with_a_conjunction(site):
    """Found by native review 3."""
    assert "Lucía, Mateo y Diego" in _text(site, "es", "index.html")
    assert "Lucía, Mateo et Diego" in _text(site, "fr", "index.html")


def test_own_rules_missing_in_french_show_the_campaigns_spanish_not_english(site):
    """Found by native review 3. Since issue 34 the demo's chapter 5 says its rules in French too (every
    demo ruleset is complete in es, fr and en), so its French page shows them in French, marked as no
    other language; a group's ruleset without French still falls back to the campaign's language."""
    from generator.vocabulary.texts import fallback

    assert fallback({"es": "Cada edificio junto al palacio", "en": "Each building next to the palace"}, "es")["fr"] \
        == "Cada edificio junto al palacio"
    html = (site / "fr" / "campaigns/barrio-del-palacio/episodes/13/index.html").read_text(encoding="utf-8")
    own = html.split('id="own-rules"')[1].split("</section>")[0]
    assert "Chaque bâtiment voisin du palais" in own and 'lang="es"' not in own and "Cada edificio" not in own, own
    assert "Each building next to the palace" not in html


def test_a_player_page_shows_a_debt_once_and_cites_lg_14_inside_the_sentence(site):
    """Found by native review 3."""
    es = _text(site, "es", "campaigns/river-town/players/camille/index.html")
    assert "Deuda 2" in es and "deuda pendiente" not in es.lower(), es
    fr = _text(site, "fr", "campaigns/reef-raiders/players/diego/index.html").replace("( ", "(").replace(" )", ")")
    assert "laissé (LG-14)." in fr and "laissé. (LG-14)" not in fr, fr


@pytest.mark.parametrize(("lang", "said", "never"), [
    ("es", ["casa en un espacio de playa"], ["casa en playa"]),
    ("fr", ["maison sur une case Plage", "case Plage encore visible"], ["à découvert", "maison sur Plage"]),
])
def test_score_lines_say_a_symbol_on_a_terrain_as_a_native_does(site, lang, said, never):
    """Found by native review 3."""
    text = _text(site, lang, "campaigns/reef-raiders/episodes/01/index.html")
    assert all(s in text for s in said), [s for s in said if s not in text]
    assert not [n for n in never if n in text]


def test_largest_groups_are_named_as_the_rules_name_them(site):
    """Found by native review 3."""
    fr = _text(site, "fr", "campaigns/eternal-night/episodes/01/index.html")
    es = _text(site, "es", "campaigns/eternal-night/episodes/01/index.html")
    assert "plus grand village (" in fr and "symboles maison" not in fr
    assert "mayor aldea (" in es and "símbolos de casa" not in es
    assert "veta de oro: A5" not in _text(site, "es", "campaigns/gold-rush/episodes/01/index.html")


def test_the_search_box_speaks_the_sites_words_not_pagefinds(site):
    """Found by native review 3."""
    fr = (site / "fr" / "index.html").read_text(encoding="utf-8")
    assert 'data-clear="Effacer"' in fr and "Aucun résultat pour" in fr
    assert "clear_search: box.dataset.clear" in (ROOT / "templates/static/site.js").read_text(encoding="utf-8")


def test_the_games_page_says_what_its_ids_are(site):
    """Found by native review 3."""
    es = (site / "es" / "games/my-city/index.html").read_text(encoding="utf-8")
    assert 'Y de <span lang="en">yellow</span> (amarillo)' in es
    assert "campaign.yaml como <code>board</code> o <code>pieces</code>" in es
    assert "lot de tuiles" in (site / "fr" / "games/my-island/index.html").read_text(encoding="utf-8")


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
    """The same family on every page of the site (rules, FAQ, glossary, games, campaigns, episodes). (native fixes round 6 (review 5), es.)"""
    found = {}
    for page in sorted((site / lang).rglob("index.html")):
        text = readable(page, lang)
        hits = [text[max(m.start() - 30, 0):m.end() + 10] for m in HYPHEN_MINUS.finditer(text)]
        if hits:
            found[str(page.relative_to(site))] = hits
    assert found == {}


@pytest.mark.parametrize(("lang", "said"), [("es", "R3 es el identificador del edificio bloqueado"),
                                            ("fr", "R3 est l'identifiant du bâtiment bloqué"),
                                            ("en", "R3 is the blocked building's id")])
def test_MC_E03_the_blocking_card_entry_says_what_R3_is(site, lang, said):
    """The first building id a reader of the My City FAQ meets is `blocked: R3` (MC-E03): the
    sentence after it says what R3 is and where the ids are explained. (native fixes round 6 (review 5), es.)"""
    text = readable(site / lang / "faq" / "my-city" / "index.html", lang)
    assert said in text.replace("\u2019", "'").replace("\u00a0", " ").replace("\u202f", " ")
    body = (CONTENT / "faq" / lang / "city-blocking-card.md").read_text(encoding="utf-8").split("\n---\n", 1)[1]
    first = re.search(r"\b[YRBC][1-8]\b", body)
    assert first and first.group() == "R3" and 0 < body.index(said) - first.start() < 200, body


def test_LG_12_a_new_terrain_and_a_rule_code_read_as_spanish(site):
    """"G5 pasa a ser de palmeras" read oddly and "H2 pasa a ser de verde" wrongly (and review 1 had
    "D2 pasa a ser montañas"): the terrain of a space changes to another; the rules page says
    "código" of a rule, so its description and `--faq-url` do too."""
    es = catalogue_texts("es")
    assert es["%(cell)s becomes %(terrain)s"] == "el terreno de %(cell)s cambia a %(terrain)s"
    text = readable(site / "es" / "campaigns" / "reef-raiders" / "index.html", "es")
    assert "el terreno de G5 cambia a palmeras" in text and "pasa a ser" not in text
    assert not [msgid for msgid, text in es.items() if re.search(r"\bIDs?\b", text)]


def test_LG_11_is_titled_by_empty_spaces_as_the_french_rulebook_says(site):
    """« Égalité : cases libres » read badly: the rulebook compares « les cases vides » of each row. (native fixes round 6 (review 5), fr.)"""
    rule = yaml.safe_load((ROOT / "content" / "rules.yaml").read_text(encoding="utf-8"))["LG-11"]
    assert rule["title"]["fr"] == "Égalité : cases vides"
    assert "cases vides" in rule["statement"]["fr"] and "l'emporte" not in rule["statement"]["fr"]
    rules_page = " ".join(_text_nodes(site / "fr" / "rules" / "index.html"))
    assert "Égalité\u00a0: cases vides" in rules_page


def test_LG_08_no_french_text_says_doit_and_a_bare_number(site):
    """« Camille doit 2 », « marqueur Score sur 10 · doit 4 »: a debt is so many points. (native fixes round 6 (review 5), fr.)"""
    bare = re.compile(r"(?<!\ben )\bdoit \d+(?!\d)(?![ \u00a0\u202f]points?\b)")  # « qui en doit 33 »: en says the points
    found = [f"{page.relative_to(site)}: {m[0]}" for page in _french_pages(site)
             for node in _text_nodes(page) for m in bare.finditer(node)]
    assert found == []
    assert not any(bare.search(text) for text in french_msgstrs() + [french_prose()])
    campaign = " ".join(_text_nodes(site / "fr" / "campaigns" / "river-town" / "index.html"))
    assert "Camille doit 2\u00a0points" in campaign or "Camille doit 2 points" in campaign


def test_LG_05_no_french_text_says_ce_joueur_for_a_player(site):
    """Found by native fixes round 6 (review 5), fr."""
    found = [str(page.relative_to(site)) for page in _french_pages(site)
             if re.search(r"\b(ce joueur|cette joueuse)\b", " ".join(_text_nodes(page)), re.IGNORECASE)]
    assert found == []
    assert not re.search(r"\b(ce joueur|cette joueuse)\b", french_prose(), re.IGNORECASE)


def test_the_shipped_legacy_rules_are_not_named_after_episode_1(site):
    """« Règles : Épisode 1 » headed episodes 2 and 3, which use the same rules. (native fixes round 6 (review 5), fr.)"""
    for game in ("my-island", "my-city"):
        names = yaml.safe_load((ROOT / "content" / "games" / game / "rules" / "legacy-1.yaml").read_text(encoding="utf-8"))["name"]
        assert names == {"en": "Base rulebook", "es": "Reglamento base", "fr": "Livret de base"}
    for campaign in ("river-town", "reef-raiders"):
        for number in ("02", "03"):
            lead = re.search(r'<p class="lead">(.*?)</p>',
                             (site / "fr" / "campaigns" / campaign / "episodes" / number / "index.html").read_text(encoding="utf-8"))
            assert lead and "Épisode 1" not in lead[1] and "Livret de base" in lead[1], campaign


def test_no_straight_apostrophe_in_the_prose_of_the_french_site(site):
    """« l'île », « d'Inés »: French typography writes ’. Every French text node outside code, pre,
    scripts and styles (the catalogue, the FAQ, glossary, rules, guide and the groups' own words). (native fixes round 6 (review 5), fr.)"""
    found = []
    for page in _french_pages(site):
        for node in _text_nodes(page):
            for m in re.finditer(r"[^\W\d_]'[^\W\d_]", node):
                found.append(f"{page.relative_to(site)}: …{node[max(0, m.start() - 30):m.end() + 20]}…")
    assert found == [], found[:20]


def test_an_episode_header_and_a_note_have_one_colon(site):
    """« Règles : Chapitre 5 : le palais » and « Diego : note : « … » » read wrong: a ruleset named with a
    colon of its own is quoted, and a note is « note « … » ». (native fixes round 6 (review 5), fr.)"""
    for page in (site / "fr" / "campaigns").rglob("episodes/*/index.html"):
        text = page.read_text(encoding="utf-8")
        lead = html.unescape(re.sub(r"<[^>]+>", "", re.search(r'<p class="lead">(.*?)</p>', text, re.S)[1]))
        assert _colons(lead) <= 1, (page, lead)
        for item in re.findall(r"<li>(.*?)</li>", text, re.S):
            shown = html.unescape(re.sub(r"<[^>]+>", "", item))
            assert "note\u00a0: «" not in shown and "note : «" not in shown, shown
    palace = (site / "fr" / "campaigns" / "barrio-del-palacio" / "episodes" / "13" / "index.html").read_text(encoding="utf-8")
    assert "Règles\u00a0: «\u00a0Chapitre 5\u00a0: le palais\u00a0»" in palace  # review 7 (Y3): the label keeps its colon


def test_LG_09_the_campaign_page_says_n_of_80_progress_circles_in_the_order_of_my_city(site):
    """Found by native fixes round 7 (review 6), fr."""
    text = _page_text(site / "fr" / "campaigns" / "reef-raiders" / "index.html")
    assert re.search(r"Lucía : \d+ cercles Progrès sur 80", text), text[:2000]  # review 7 (M8): the noun before « sur 80 »
    assert not re.search(r"cercles Progrès, \d+ sur", text) and not re.search(r"\d cercles?\b(?! Progrès)", text)
    home = _page_text(site / "fr" / "index.html")
    assert not re.search(r"\(\d+ cercles?\)", home) and "cercles Progrès)" in home


def test_an_episode_header_says_rules_colon_then_the_quoted_name(site):
    """Found by native fixes round 7 (review 6), fr."""
    palace = _page_text(site / "fr" / "campaigns" / "barrio-del-palacio" / "episodes" / "13" / "index.html")
    base = _page_text(site / "fr" / "campaigns" / "river-town" / "episodes" / "01" / "index.html")
    assert "Règles : « Chapitre 5 : le palais »" in palace and "Règles : « Livret de base »" in base  # review 9: always quoted
    assert "Rules: “Chapter 5: the palace”" in _page_text(site / "en" / "campaigns" / "barrio-del-palacio" / "episodes" / "13" / "index.html")


def test_LG_14_a_replaced_player_played_from_one_episode_to_another(site):
    """Found by native fixes round 7 (review 6), fr; a player uses a board, plays with it (issue 34, second
    French review): « Qui a joué avec ce plateau », « Carmen l'a utilisé de l'épisode 1 à l'épisode 4 »."""
    players = site / "fr" / "campaigns" / "reef-raiders" / "players"
    text = " ".join(_page_text(page) for page in players.rglob("index.html"))
    assert "Carmen l'a utilisé de l'épisode 1 à l'épisode 4" in text.replace("’", "'"), text[:1500]
    assert "Qui a joué avec ce plateau" in text
    assert "l'a joué à partir de" not in text.replace("’", "'")


# --- M2: «carreteras de estatuas», a calque of "statue roads" ---

def test_MI_E04_roads_run_from_the_statues_in_spanish(demo_site):
    """Review 8 M2 (MI-E04): «Juego Eterno: carreteras de estatuas, +5» (rules page) and «las carreteras de
    estatuas» (My Island FAQ, title and answer): the road goes from a statue, as «carreteras desde las cuatro
    estatuas» says elsewhere."""
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    assert rules["MI-E04"]["title"]["es"] == "Juego eterno: carreteras desde una estatua, +5"
    pages = {"rules": demo_site / "es" / "rules" / "index.html", "faq": demo_site / "es" / "faq" / "my-island" / "index.html"}
    texts = {name: _read(page, "es") for name, page in pages.items()}
    assert "carreteras desde una estatua, +5" in texts["rules"]
    assert "las carreteras desde las estatuas puntúan en el episodio 1" in texts["faq"]
    assert "los +5 por carreteras desde las estatuas" in texts["faq"]
    everything = " ".join(_read(page, "es") for page in (demo_site / "es").rglob("*.html"))
    assert not re.search(r"carreteras? de (las |una )?estatuas?\b(?! al )", everything)  # «de una estatua al mar» is fine


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
    text = _read(demo_site / lang / "faq" / "my-island" / "index.html", lang)
    assert said in text
    assert wrong not in text
    rules = yaml.safe_load((CONTENT / "rules.yaml").read_text(encoding="utf-8"))
    assert "chap" not in rules["MI-R04"]["statement"][lang] and "capít" not in rules["MI-R04"]["statement"][lang]


@pytest.mark.parametrize(("game", "piece"), [("my-island", "la tuile"), ("my-city", "le bâtiment")])
def test_LG_07_the_game_pages_say_the_anchor_is_drawn_with_a_thick_line(demo_site, game, piece):
    """Review 8 MINOR 4: « sa case d'ancrage, cernée ci-dessous » was a calque of "outlined" (both editions' contexts)."""
    text = _page_plain(demo_site / "fr" / "games" / game / "index.html")
    assert (f"Chaque rotation fait tourner {piece} dans le sens horaire autour de sa case d'ancrage, "
            "entourée d'un trait épais ci-dessous.") in text
    assert "cerné" not in FR_PO.read_text(encoding="utf-8")


def test_MC_LG_12_river_towns_landslides_read_as_mountain_spaces_on_the_board_and_the_site(cli, tmp_path, demo_site):
    """Review 8 MINOR 5: `chronicle board` and the episode pages, where the reviewer read « une case montagnes »;
    Spanish says the terrain changes, as it did."""
    folder = tmp_path / "river-town"
    shutil.copytree(DEMO / "river-town", folder)
    board = _plain(cli("--lang", "fr", "board", str(folder), "-e", "3").output)
    assert "D2 devient une case de montagne" in board and "case montagnes" not in board, board
    spanish = _plain(cli("--lang", "es", "board", str(folder), "-e", "3").output)
    assert "el terreno de D2 cambia a montañas" in spanish, spanish  # review 12 T1: the terrain is «montañas» everywhere, as «cambia a palmeras»
    pages = " ".join(_page_plain(page) for page in (demo_site / "fr" / "campaigns" / "river-town").rglob("index.html"))
    assert "D2 devient une case de montagne" in pages and "case montagnes" not in pages


def test_LG_15_a_nought_is_written_plus_minus_zero_everywhere(demo_site, cli):
    """A nought takes no plus sign: "±0", as table mode's signed() writes it. (native fixes round 9 (review 8), es and fr.)"""
    assert signed(0) == "\u00b10" and (signed(2), signed(-2)) == ("+2", "\u22122")
    for lang in ("es", "fr", "en"):
        page = (demo_site / lang / "campaigns" / "barrio-del-palacio" / "episodes" / "13" / "index.html").read_text(encoding="utf-8")
        assert "\u00b10" in page and not re.search(r"[>\s(]\+0\b", page), lang
    shown = cli("--lang", "es", "score", DEMO / "barrio-del-palacio").stdout
    assert "\u00b10" in shown and not re.search(r"\s\+0\b", shown), shown


@pytest.mark.parametrize(("lang", "said"), [("fr", "Recherche de «\u00a0[SEARCH_TERM]\u00a0»…"),
                                            ("es", "Buscando «[SEARCH_TERM]»…"),
                                            ("en", "Searching for “[SEARCH_TERM]”…")])
def test_the_search_box_says_it_is_searching_in_the_sites_words(demo_site, lang, said):
    """Found by native fixes round 9 (review 8), es and fr."""
    page = (demo_site / lang / "index.html").read_text(encoding="utf-8")
    assert f'data-searching="{said}"' in page
    assert "searching: box.dataset.searching" in (demo_site / "static" / "site.js").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_no_page_puts_a_plural_after_1(demo_site, lang):
    """"queda 1 ronda", "deuda de 1 punto", "Empate a 1 punto", "il reste 1 tour": ngettext chooses. (native review 1, issue 23.)"""
    found = [(page.relative_to(demo_site).as_posix(), m.group()) for page in pages(demo_site, lang)
             for m in PLURAL_AFTER_ONE.finditer(readable(page, lang))]
    assert found == []


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_no_page_leaves_an_interface_word_in_english(demo_site, lang):
    """Tooltips of boards and cards, ranks, animals, modes: everything the site says is in the page's
    language; only what a group wrote stays as written. (native review 1, issue 23.)"""
    campaigns = sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file())
    found = []
    for page in pages(demo_site, lang):
        text = group_words(readable(page, lang), campaigns)
        found += [(page.relative_to(demo_site).as_posix(), m.group(), text[max(m.start() - 30, 0):m.end() + 20])
                  for m in ENGLISH[lang].finditer(text)]
    assert found == []


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_ranks_are_ordinals_of_the_language(demo_site, lang):
    """A rank beside a player's name reads "puesto 1" in Spanish, "rang 1" in French, as the episode
    pages say it: never "#1", nor a gendered "1er" or "1.º" (French review 4, G2), nor "n.º 1", which
    reads as a serial number (review 5)."""
    text = "".join(readable(page, lang) for page in (demo_site / lang / "campaigns").glob("*/index.html"))
    assert "#1" not in text and "#2" not in text
    word = "puesto" if lang == "es" else "rang"
    assert f"{word} 1" in text and f"{word} 2" in text
    assert "n.º" not in text and "n°" not in text
    assert " 1er " not in text and " 1.º " not in text


@pytest.mark.parametrize("lang", ["es", "fr", "en"])
def test_each_campaigns_pages_speak_its_games_edition(demo_site, lang):
    """A My City campaign's pages never say "juego eterno", "verde claro" or "círculos"; a My Island
    campaign's never say "versión eterna" or "símbolos de progreso" (MC-E01, MI-E01; content/faq/terms.yaml;
    both say "abandonó", LG-05, since Spanish review 4). (native review 1, issue 23.)"""
    found = []
    for campaign in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()):
        game = game_of(campaign)
        for page in sorted((demo_site / lang / "campaigns" / campaign.name).rglob("*.html")):
            text = readable(page, lang)
            found += [(page.relative_to(demo_site).as_posix(), f.word) for f in TERMS.find(text, lang, foreign_games(game), game)]
    assert found == []


def test_the_home_page_names_each_eternal_mode_as_its_edition_does(demo_site):
    """es: My Island's "Juego eterno" (eternal-night), My City's "versión eterna" (gold-rush). (native review 1, issue 23.)"""
    text = " ".join(readable(demo_site / "es" / "index.html", "es").split())
    assert re.search(r"Eternal Night .*?Modo Juego eterno", text)
    assert re.search(r"Gold Rush .*?Modo Versión eterna", text)


@pytest.mark.parametrize("lang, words", [
    ("es", ('<html lang="es">', "No se ha podido generar el sitio", "Corrige estos problemas; la página se recargará sola")),
    ("fr", ('<html lang="fr">', "Le site n’a pas pu être généré", "Corrigez ces problèmes\u202f; la page se rechargera")),
])
def test_serves_error_page_speaks_the_readers_language(tmp_path, lang, words):
    """'The site could not be built / Fix these problems...' in English above Spanish error lines. (native review 3, command line.)"""
    import urllib.error
    import urllib.request

    from generator.site import serve
    from generator.words.i18n import translator

    state = serve.State(translator(lang))
    server = serve.listen(tmp_path, 0, state)
    server.start()
    try:
        state.built("campaigns/x/episodes/01.yaml:3:1: error: ...")
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"http://127.0.0.1:{server.port}/", timeout=5)
        page = refused.value.read().decode()
    finally:
        server.stop()
    assert all(word in page for word in words), page
