"""The second native review of issue 23, family by family: each test would find its fault again.

- The piece is named as each game's edition names it: My Island's "loseta"/"tuile", My City's
  "edificio"/"bâtiment", never the generic "pieza"/"pièce" (per-game message contexts,
  generator/words/editions.py; content/faq/terms.yaml `avoid`), on the site and on the command line.
- French "de" elides before a vowel: "le plateau d'Inés" (generator.words.elision.french_de, applied
  wherever a message is put into words).
- The command line's placeholders (CAMPAÑA, ÉPISODE) and board marks (ca casa, MAI maison) speak
  the group's language; an error with no file named says its severity word in it too.
- Quotes: « » in Spanish and French interface text, “ ” inside a quoted note; rule statements
  show `code` as code.
- And the reviewer's calques, by their exact words, so that none comes back.
"""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from generator.words.elision import french_de
from helpers import DEMO, TERMS, R, episode, game_of, readable, tiny_campaign

ROOT = Path(__file__).resolve().parents[1]
GENERIC = {"es": re.compile(r"\bpiezas?\b", re.IGNORECASE), "fr": re.compile(r"\bpièces?\b(?! [+−-]\d)", re.IGNORECASE)}
PIECE = {("es", "my-island"): "loseta", ("es", "my-city"): "edificio",
         ("fr", "my-island"): "tuile", ("fr", "my-city"): "bâtiment"}


@pytest.fixture(scope="module")
def demo_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from generator.site.build import build

    out = tmp_path_factory.mktemp("review") / "site"
    build([DEMO], out, search=False)
    return out


def _game_pages(site: Path, lang: str) -> list[tuple[str, Path]]:
    """Every page about one game: its campaigns' pages, its FAQ and its boards and pieces."""
    found = []
    for campaign in sorted(p for p in DEMO.iterdir() if (p / "campaign.yaml").is_file()):
        found += [(game_of(campaign), page) for page in sorted((site / lang / "campaigns" / campaign.name).rglob("*.html"))]
    for game in ("my-island", "my-city"):
        found += [(game, site / lang / kind / game / "index.html") for kind in ("faq", "games")]
    return found


# --- the piece, in each edition's word ---------------------------------------------------------

@pytest.mark.parametrize("lang", ["es", "fr"])
def test_no_page_says_the_generic_piece(demo_site, lang):
    """"pieza 15, ronda 1", "20 piezas colocadas", "Pieza 1 casa, casa", "Colocar piezas": each page
    names My Island's tiles and My City's buildings; French "pièces" is left to a campaign's coins."""
    found = [(page.relative_to(demo_site).as_posix(), text[max(m.start() - 30, 0):m.end() + 20])
             for page in sorted((demo_site / lang).rglob("*.html"))
             for text in [" ".join(readable(page, lang).split())] for m in GENERIC[lang].finditer(text)]
    assert found == []


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_each_game_page_names_its_own_piece_and_never_the_other_games(demo_site, lang):
    """The games pages and FAQs too, besides the campaigns' pages (content/faq/terms.yaml)."""
    found, named = [], set()
    for game, page in _game_pages(demo_site, lang):
        text = readable(page, lang)
        found += [(page.relative_to(demo_site).as_posix(), f.word) for f in TERMS.find(text, lang, [g for g in
                                                                                                    ("my-island", "my-city") if g != game], game)]
        named |= {game} if PIECE[lang, game] in text.lower() else set()
    assert found == [] and named == {"my-island", "my-city"}


@pytest.mark.parametrize(("lang", "game", "heading"), [("es", "my-island", "Colocar losetas"), ("es", "my-city", "Construir edificios"),
                                                        ("fr", "my-island", "Poser des tuiles"), ("fr", "my-city", "Construire des bâtiments")])
def test_the_faqs_placement_section_is_named_per_game(demo_site, lang, game, heading):
    assert heading in readable(demo_site / lang / "faq" / game / "index.html", lang)


def test_a_church_on_the_games_page_is_named_as_a_church(demo_site):
    """"Pieza C1 · iglesia morado (iglesia)" read wrong twice: now "Iglesia C1"; a building "Edificio Y1 · amarillo
    (residencial)", its colour after a dot rather than in brackets inside brackets."""
    for lang, church, building in (("es", "Iglesia C1", "Edificio Y1 · amarillo (residencial)"),
                                   ("fr", "Église C1", "Bâtiment Y1 · jaune (résidentiel)")):
        text = " ".join(readable(demo_site / lang / "games" / "my-city" / "index.html", lang).split())
        assert church in text and building in text and not re.search(r"(iglesia|église) \w+ \((iglesia|église)\)", text, re.I)


@pytest.mark.parametrize(("game", "first", "card", "word", "never"), [
    ("my-island", "{A1: house, A2: house}", "3", "loseta", "pieza"),
    ("my-city", "[A2, A3]", "Y2", "edificio", "pieza"),
])
def test_check_board_and_moves_name_the_piece_of_the_campaigns_game(tmp_path, cli, game, first, card, word, never):
    """`check` says "loseta 3 en A2: …" (one message never mixes "pieza" and "loseta"), `board`
    "losetas colocadas (1)", `moves` the tile or building it lists."""
    broken = tiny_campaign(tmp_path, "broken", episode(R(1 if game == "my-island" else "Y1", Ana=first, Ben="pass"),
                                                       R(card, Ana="A2", Ben="stop")), game=game)
    checked = cli("--lang", "es", "check", broken).stderr
    assert re.search(rf"{word} {card} en A\d", checked) and never not in checked.lower(), checked
    good = tiny_campaign(tmp_path, "good", episode(R(1 if game == "my-island" else "Y1", Ana=first, Ben="pass")), game=game)
    drawn = cli("--lang", "es", "board", good).stdout
    assert f"{word}s " in drawn.lower() and never not in drawn.lower(), drawn
    listed = cli("--lang", "es", "moves", good, "1", "Ben", "--card", card).stdout
    assert word in listed and never not in listed.lower(), listed


def test_a_catalogue_is_drawn_in_its_games_words(cli):
    island = cli("--lang", "fr", "board", ROOT / "content" / "games" / "my-island" / "pieces" / "sample.yaml").stdout
    city = cli("--lang", "fr", "board", ROOT / "content" / "games" / "my-city" / "pieces" / "sample.yaml").stdout
    assert "tuile 1 (" in island and "bâtiment Y1 (" in city and "église C1 (" in city
    assert not GENERIC["fr"].search(island + city)


# --- French elision ----------------------------------------------------------------------------

def test_french_de_elides_before_a_vowel_and_only_there():
    values = {"name": "Inés", "other": "Mateo", "h": "Hugo", "low": "émilie"}
    assert french_de("Plateau de %(name)s", values) == "Plateau d'%(name)s"
    assert french_de("le plateau de %(other)s", values) == "le plateau de %(other)s"
    assert french_de("De %(name)s à %(h)s, de %(low)s", values) == "D'%(name)s à %(h)s, d'%(low)s"
    assert french_de("Tablero de %(name)s", {}) == "Tablero de %(name)s"  # no value: nothing to decide on


def test_french_pages_and_commands_say_d_before_ines(demo_site, cli):
    """Barrio del Palacio's Inés: "Agrandir le plateau d'Inés", "Plateau d'Inés après l'épisode 15",
    `board` "plateau d'Inés"; Spanish keeps "de Inés"."""
    fr = "".join(readable(page, "fr") for page in (demo_site / "fr" / "campaigns" / "barrio-del-palacio").rglob("*.html"))
    assert "d'Inés" in fr and "de Inés" not in fr
    assert "de Inés" in "".join(readable(p, "es") for p in (demo_site / "es" / "campaigns" / "barrio-del-palacio").rglob("*.html"))
    out = cli("--lang", "fr", "board", DEMO / "barrio-del-palacio", "--player", "Inés").stdout
    assert out.startswith("Plateau d’Inés")  # the curly apostrophe French sets


# --- the command line ----------------------------------------------------------------------------

@pytest.mark.parametrize(("lang", "usage"), [("es", "CAMPAÑA EPISODIO JUGADOR"), ("fr", "CAMPAGNE ÉPISODE JOUEUR")])
def test_help_names_the_arguments_in_the_groups_language(cli, lang, usage):
    """`moves --help`: the usage line and the help text cite the same translated placeholders; what
    the user types (--card, the values) is unchanged."""
    out = cli("--lang", lang, "moves", "--help").stdout
    assert usage in out and "--card" in out
    assert not re.search(r"\b(CAMPAIGN|EPISODE|PLAYER|PATHS?|FOLDER|TOPIC|SLUG|CARD)\b", out)
    for command in ("add", "board", "new", "init", "guide", "build", "check", "undo", "score"):
        text = cli("--lang", lang, command, "--help").stdout
        assert not re.search(r"\b(CAMPAIGN|EPISODE|PLAYER|PATHS?|FOLDER|TOPIC|SLUG|CARD)\b", text), (command, text)
    missing = cli("--lang", lang, "moves")
    assert missing.exit_code == 2 and usage.split()[0] in missing.stderr


def test_an_error_with_no_file_named_speaks_the_groups_language(cli):
    """`moves` for a player who ended participation: "Erreur :", as click's own errors (no position, so no problem matcher
    reads it); a line at file:line:col keeps "error:" (README.md)."""
    out = cli("--lang", "fr", "moves", DEMO / "barrio-del-palacio", "15", "Inés", "--card", "Y1")
    assert out.exit_code == 1 and out.stderr.startswith("Erreur\u00a0: ") and "error:" not in out.stderr.lower()


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_the_board_marks_are_the_groups_words_and_the_legend_explains_each(cli, lang):
    """Spanish "ca casa", French "MAI maison": never the English ids' letters (PAT, HOU, RED, be, gr)."""
    for campaign in ("reef-raiders", "barrio-del-palacio"):
        out = cli("--lang", lang, "board", DEMO / campaign).stdout
        board = out.split("\n\n")[1]
        tokens = re.findall(r"[^\s|.-]+", "\n".join(line[3:] for line in board.splitlines()[1:]))
        marks = {m if m.isupper() else m[:2] for m in tokens if not m.isdigit() and m[:1].isalpha()}
        legend = out.split("\n\n")[2]
        assert marks and all(re.search(rf"(^|[ :,]){re.escape(m)} ", legend) for m in marks), (marks, legend)
        assert not {"PAT", "HOU", "WAL", "FIE", "RED", "YEL", "BLU", "be", "he", "ra", "gr", "fo"} & marks - {
            "fo" if lang == "fr" else ""}, marks


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_values_are_quoted_in_the_languages_marks_on_the_command_line(tmp_path, cli, lang):
    """'Pablo' becomes « Pablo » (French) and «Pablo» (Spanish): one quote style in each language."""
    folder = tiny_campaign(tmp_path, "q", episode(R(1, Ana="{Z9: house, A2: house}", Pablo="pass")), language=lang)
    out = cli("--lang", lang, "check", folder).stderr
    assert ("«\u00a0Pablo\u00a0»" if lang == "fr" else "«Pablo»") in out and "'Pablo'" not in out, out


# --- typography of pages ---------------------------------------------------------------------------

def test_a_rule_statement_shows_its_code_as_code(demo_site):
    """C-2 cites the `tiebreak:` key: <code>, not raw backquotes."""
    for lang in ("es", "fr", "en"):
        page = (demo_site / lang / "rules" / "index.html").read_text(encoding="utf-8")
        assert "<code>tiebreak:</code>" in page and "`" not in html.unescape(re.sub(r"<(script|code)\b.*?</\1>", "", page, flags=re.S))


def test_spanish_pages_quote_notes_in_angle_quotes(demo_site):
    """A board's note on a Spanish page: «…», as the rest of the Spanish interface (inner quotes “ ”)."""
    text = " ".join(" ".join(readable(page, "es").split()) for page in (demo_site / "es" / "campaigns").rglob("*.html"))
    assert re.search(r"nota: «", text) and not re.search(r"nota: \u201c", text)


# --- the reviewer's words, each gone --------------------------------------------------------------

GONE = {
    "es": ["Retirarse", "retiradas", "se retira del", "Nunca cruzando", "deber 32", "41 ganados", "tal como empieza",
           "la carta que bloquea", "se añade árbol", "pasa a ser montañas", "Órdenes", "giro", "deja colocar una pieza",
           "espacio edificable vacío"],
    "fr": ["Jeu de règles", "jeu de règles", "On ne peut pas passer sur", "on ne peut pas passer sur", "cercles Progrès, 8 sur",
           "le plateau de qui", "fin un par un", "1 net", "devoir 32", "premier à construire", "tel qu'il commence",
           "de Inés", "permet de poser une pièce", "case constructible vide"],
}


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_the_reviewers_calques_are_gone_from_the_site(demo_site, lang):
    """Each calque the review found, by its words: not on any page (My City's score lines say
    "espacio verde vacío", "case vert clair vide", as its FAQ does)."""
    text = " ".join(" ".join(readable(page, lang).split()) for page in (demo_site / lang).rglob("*.html"))
    text = text.replace("\u00a0", " ").replace("\u202f", " ")
    assert [w for w in GONE[lang] if w in text] == []


@pytest.mark.parametrize("lang", ["es", "fr"])
def test_the_reviewers_calques_are_gone_from_the_catalogues(lang):
    from generator.words.i18n import translator

    said = " ".join(v if isinstance(v, str) else " ".join(v) for v in translator(lang).messages.values())
    kept = {"espacio edificable vacío", "case constructible vide"}  # My Island's words, for a group's own ruleset
    assert [w for w in GONE[lang] if w not in kept and re.search(rf"\b{re.escape(w)}\b", said)] == []


def test_river_town_speaks_of_manches_and_progress_symbols():
    """Our French My City demo: "manche", never "ronde"; My City's "symboles Progrès", never "cercles"."""
    text = " ".join(p.read_text(encoding="utf-8") for p in (DEMO / "river-town").rglob("*.yaml"))
    assert not re.search(r"\brondes?\b|\bcercles?\b", text)



@pytest.mark.parametrize("lang", ["es", "fr"])
def test_every_per_game_message_names_its_games_piece(lang):
    """A message under msgctxt "my-island" or "my-city" (generator/words/editions.py) never says the
    generic piece, nor the other game's: the mechanism the pages and the command line rely on."""
    from generator.words.i18n import translator

    other = {("es", "my-island"): r"\bedificios?\b", ("es", "my-city"): r"\blosetas?\b",
             ("fr", "my-island"): r"\bbâtiments?\b", ("fr", "my-city"): r"\btuiles?\b"}
    wrong = []
    for key, value in translator(lang).messages.items():
        if "\x04" not in key:
            continue
        game = key.split("\x04")[0]
        if game not in ("my-island", "my-city"):  # a gender's context (explain.Agreeing), not a game's
            continue
        text = value if isinstance(value, str) else " ".join(value)
        if GENERIC[lang].search(text) or re.search(other[lang, game], text, re.IGNORECASE):
            wrong.append((key, text))
    assert wrong == []


@pytest.mark.parametrize(("lang", "game", "word"), [("es", "my-island", "losetas"), ("es", "my-city", "edificios"),
                                                    ("fr", "my-island", "tuiles"), ("fr", "my-city", "bâtiments")])
def test_the_transcription_pages_draw_the_pieces_of_the_game_chosen(tmp_path, lang, game, word):
    """Table mode's Transcribe: "Dibujar un edificio" for My City, "Dessiner une tuile" for My Island."""
    from generator.load import content
    from generator.table.transcribe import _page
    from generator.words.i18n import translator

    for template in ("transcribe.html", "transcribe_piece.html"):
        text = html.unescape(_page(template, translator(lang), content.load_game(game), files=[], kind="piece", file="",
                                   data={}, data_json="{}"))
        assert not GENERIC[lang].search(re.sub(r"<(script|style)\b.*?</\1>", "", text, flags=re.S)), template
    assert word in html.unescape(_page("transcribe.html", translator(lang), content.load_game(game), files=[]))
