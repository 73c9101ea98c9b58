"""The seventh round of native fixes, French (the sixth review's report): site, command line, table mode. Each test catches a family
of faults again, in every language where the fault was not only French's."""

from __future__ import annotations

import datetime
import html
import json
import re
import shutil
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from generator.words.elision import apostrophes
from generator.words.i18n import render, translator
from generator.words.typography import french
from helpers import FIXTURES, ROOT, table_js_typeset

FR_PO = ROOT / "templates" / "locale" / "fr" / "LC_MESSAGES" / "messages.po"
ELISION = re.compile(r"(?<=[^\W\d_])'(?=[^\W\d_])")


@pytest.fixture(scope="module")
def site(demo_site: Path) -> Path:
    """The demo campaigns' site, as the reviewer read it (the session's one build)."""
    return demo_site


def _text(page: Path) -> str:
    """A page's text, spaces as tests write them (French's no-break spaces read as spaces)."""
    text = re.sub(r"<(script|style)\b.*?</\1>", " ", page.read_text(encoding="utf-8"), flags=re.S)
    text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    return " ".join(text.replace("\u00a0", " ").replace("\u202f", " ").split())


def _fr(message: str, context: str | None = None) -> str:
    return translator("fr").gettext(message, context)


# --- T1, T3: My Island's progress circles by the edition's name, as My City's symbols -------------------

@pytest.mark.parametrize(("lang", "said"), [("fr", "8\u00a0cercles Progrès"), ("es", "8 círculos de progreso"),
                                            ("en", "8 progress circles")])
def test_LG_09_a_count_of_circles_names_progress_circles_in_every_language(lang, said):
    t = translator(lang)
    assert t.ngettext("%(num)s progress circle", "%(num)s progress circles", 8) % {"num": 8} == said


def test_LG_09_the_campaign_page_says_n_of_80_progress_circles_in_the_order_of_my_city(site):
    text = _text(site / "fr" / "campaigns" / "reef-raiders" / "index.html")
    assert re.search(r"Lucía : \d+ cercles Progrès sur 80", text), text[:2000]  # review 7 (M8): the noun before « sur 80 »
    assert not re.search(r"cercles Progrès, \d+ sur", text) and not re.search(r"\d cercles?\b(?! Progrès)", text)
    home = _text(site / "fr" / "index.html")
    assert not re.search(r"\(\d+ cercles?\)", home) and "cercles Progrès)" in home


def test_score_help_names_circles_or_symbols_by_their_game():
    said = _fr("Score a campaign: tokens, ranks, progress circles or symbols, and the reason for every point.")
    assert "cercles ou symboles Progrès" in said and "progrès et" not in said


# --- T2, G1, M16, M17: table mode's end of an episode --------------------------------------------------

def _table(tmp_path: Path, game: str, lang: str = "fr") -> tuple[str, dict]:
    from generator.table import page
    from generator.table.state import Table

    folder = tmp_path / game
    shutil.copytree(FIXTURES / "table" / game, folder)
    text = html.unescape(page.render(Table(folder), lang).decode("utf-8"))
    return text, json.loads(re.search(r'id="strings">(.*?)</script>', text, re.S)[1])


def test_table_mode_names_a_terrain_a_terrain_and_agrees_with_its_changes(tmp_path):
    """T2: « Élément » over a list of terrains; G1: « Aucun » for « modifications »; M17: « il reste 0 manche »."""
    text, strings = _table(tmp_path, "island")
    assert strings["what_terrain"] == "Terrain" and strings["what_feature"] == "Élément"
    assert '<span class="what">Terrain</span>' in text
    assert strings["no_change"] == "Aucune pour l’instant." and strings["none"] == "Aucun pour l’instant."
    assert strings["undone_all"] == "La dernière manche a été retirée\u202f; il ne reste aucune manche."
    script = (ROOT / "templates/table/static/table.js").read_text(encoding="utf-8")
    assert "S.no_change" in script and "S.undone_all" in script and "S.what_terrain" in script


@pytest.mark.parametrize("lang", ["fr", "es", "en"])
def test_an_eternal_games_table_has_no_progress_column(tmp_path, lang):
    """M16: a « Symboles » column at 0 for everyone in an Eternal game, which colours no progress."""
    text, _ = _table(tmp_path, "city", lang)  # the fixture is My City's Eternal game
    head = re.search(r'<table class="scores">.*?</thead>', text, re.S)[0]
    assert head.count("<th ") == 3, head
    legacy, _ = _table(tmp_path / "legacy", "island", lang)
    assert re.search(r'<table class="scores">.*?</thead>', legacy, re.S)[0].count("<th ") == 4
    assert 'state.mode !== "eternal"' in (ROOT / "templates/table/static/table.js").read_text(encoding="utf-8")


# --- G2, Y2: a tie's message: plural by the size, the minus sign, a verb ---------------------------------

def test_C_2_a_tie_below_zero_is_said_in_the_plural_with_the_minus_sign():
    from generator.load.content import load_game
    from generator.words.findings import _tie

    message = _tie({"names": ["Anaïs", "Benoît"]}, load_game("my-city"), -33)
    fr = french(render(message, translator("fr")))
    assert "sont à égalité à −33\u00a0points et ont autant de cases vides dans chaque ligne" in fr, fr
    en = render(message, translator("en"))
    assert "tied on −33 points" in en and "-33" not in en, en
    assert "−33 puntos" in render(message, translator("es")) or "−33" in render(message, translator("es"))


# --- G3, M10, M11: the envelope guide -------------------------------------------------------------------

def test_the_envelope_guide_says_where_the_token_starts_from_and_what_its_example_does():
    fr = (ROOT / "content/guide/fr/envelopes.md").read_text(encoding="utf-8")
    en = (ROOT / "content/guide/en/envelopes.md").read_text(encoding="utf-8")
    assert "d'où part le marqueur Score" in fr and ": où part" not in fr
    for text, never in ((fr, "seulement la rive ouest"), (en, "only the west bank")):  # M10: the YAML forbids the harbour
        example = text[text.index("# rules/chapter-3.yaml"):]
        assert never not in text and "may_not_cover: [{region: harbour}]" in example[:400]
    assert "(un élément au bord, à un autre élément)" not in fr and "par exemple un élément relié au bord" in fr  # M11
    assert "(a feature to the edge, to another feature)" not in en


# --- R1: LG-08 is chronicle's reading; the rules set no lower limit during a My City episode -------------

@pytest.mark.parametrize(("lang", "said", "never"), [
    ("fr", "les règles ne fixent aucune limite pendant l'épisode ; chronicle arrête le marqueur sur 0 (sa lecture de LG-08)", "Sous 0, non plus"),
    ("en", "the rules set no limit during an episode; chronicle stops the token on 0 (its reading of LG-08)", "the token does not go either"),
])
def test_LG_08_the_my_city_token_faq_says_the_stop_at_0_is_chronicles_reading(lang, said, never):
    answer = (ROOT / "content/faq" / lang / "city-token-limits.md").read_text(encoding="utf-8").split("\n---\n", 1)[1]
    assert said in answer and never not in answer


# --- Y1: curly apostrophes where the typography filter never passes --------------------------------------

def test_the_files_init_and_new_write_for_a_french_group_use_curly_apostrophes(make_repo):
    root = make_repo("fr", "notre-ile")
    for name in ("README.md", "games/README.md", "chronicle.yaml", "notre-ile/campaign.yaml", ".github/workflows/pages.yml"):
        path = root / "campaigns" / name if name.startswith("notre-ile") else root / name
        if not path.exists():
            path = next(root.rglob(Path(name).name))
        text = path.read_text(encoding="utf-8")
        prose = re.sub(r"`[^`\n]*`", "", text)
        if path.suffix in (".yaml", ".yml"):  # only comments are prose: keys and values stay as YAML reads them
            prose = "\n".join(line.split("#", 1)[1] for line in prose.splitlines() if "#" in line)
        assert not ELISION.search(prose), (name, ELISION.findall(prose), prose[:400])


def test_the_french_guides_comment_their_yaml_with_curly_apostrophes_and_keep_its_values():
    for name in ("envelopes.md", "formats.md"):
        text = (ROOT / "content/guide/fr" / name).read_text(encoding="utf-8")
        for block in re.findall(r"```yaml\n(.*?)```", text, re.S):
            comments = [line.split(" #", 1)[1] for line in block.splitlines() if " #" in line or line.startswith("#")
                        if " #" in line]
            assert not [c for c in comments if ELISION.search(c)], (name, comments)


def test_a_french_elision_before_a_path_is_curly_the_path_is_not():
    """« Manche 14 retirée d'ile-aux-tresors/episodes/01.yaml »: the elision is prose, the path is a path."""
    assert apostrophes("Manche 14 retirée d'ile-aux-tresors/episodes/01.yaml") == \
        "Manche 14 retirée d’ile-aux-tresors/episodes/01.yaml"
    assert apostrophes("campaigns/l'île") == "campaigns/l'île" and apostrophes("key='x'") == "key='x'"


def test_table_js_sets_an_elision_before_a_path_as_python_does():
    cases = ["retirée d'ile/episodes/01.yaml", "campaigns/l'île", "filon d'or", "l'église en A6"]
    shown = table_js_typeset(cases)
    assert shown == [french(case) for case in cases]


def test_table_modes_api_gives_its_terms_and_reasons_in_french_typography(tmp_path):
    """« filon d'or », « emplacement d'autocollant », « l'église en A6 » came straight from the API."""
    from generator.load.content import load_game
    from generator.table import api
    from generator.table.state import Table
    from generator.table.transcribe import _terms

    folder = tmp_path / "city"
    shutil.copytree(FIXTURES / "table" / "city", folder)
    _, state = api.state(Table(folder), translator("fr"))
    names = list(state.get("terrains", {}).values()) + list(state.get("features", {}).values())
    assert names and not [n for n in names if ELISION.search(n)], names
    terms = _terms(load_game("my-city").features, translator("fr"))
    assert not [t["name"] for t in terms if ELISION.search(t["name"])]
    assert "typeset(reason(" in (ROOT / "generator/table/api.py").read_text(encoding="utf-8")


# --- Y3: « Règles : « Chapitre 5 : le palais » » -------------------------------------------------------

@pytest.mark.parametrize(("lang", "said"), [("fr", "(règles\u00a0: «\u00a0Chapitre 5\u00a0: le palais\u00a0»)"),
                                            ("es", "(reglas: «Capítulo 5: el palacio»)"),
                                            ("en", "(rules: ")])
def test_a_ruleset_named_with_a_colon_is_quoted_after_the_labels_colon(cli, lang, said):
    out = cli("--lang", lang, "score", ROOT / "campaigns" / "barrio-del-palacio").stdout
    assert said in out, out[:600]
    board = cli("--lang", lang, "board", ROOT / "campaigns" / "barrio-del-palacio", "-p", "Inés").stdout
    assert said in board.split("\n")[0], board[:200]


def test_an_episode_header_says_rules_colon_then_the_quoted_name(site):
    palace = _text(site / "fr" / "campaigns" / "barrio-del-palacio" / "episodes" / "13" / "index.html")
    base = _text(site / "fr" / "campaigns" / "river-town" / "episodes" / "01" / "index.html")
    assert "Règles : « Chapitre 5 : le palais »" in palace and "Règles : « Livret de base »" in base  # review 9: always quoted
    assert "Rules: “Chapter 5: the palace”" in _text(site / "en" / "campaigns" / "barrio-del-palacio" / "episodes" / "13" / "index.html")


# --- Y4: a space's label read aloud ----------------------------------------------------------------------

def test_the_transcription_grid_labels_a_space_in_french_typography(tmp_path):
    from generator.table.transcribe import handle

    folder = tmp_path / "isla"
    shutil.copytree(FIXTURES / "table" / "island", folder)
    status, _, body = handle("GET", "/transcribe/board", {"game": "my-island"}, b"", folder, "fr")
    page = body.decode("utf-8")
    assert status == 200 and '<span data-key="cell">%(cell)s\u00a0: %(what)s</span>' in page, page[-2000:]
    script = (ROOT / "templates/table/static/transcribe.js").read_text(encoding="utf-8")
    assert 'cellName(r, c) + ":"' not in script and "said(strings.cell" in script


# --- Y5: a number and its noun never broken apart -----------------------------------------------------

def test_a_french_date_and_a_french_count_keep_their_number_with_their_noun():
    from generator.words.formats import long_date

    assert long_date(datetime.date(2026, 10, 16), "fr") == "16\u00a0octobre\u00a02026"
    with open(FR_PO, "rb") as po:
        counted = [m for m in read_po(po) if isinstance(m.id, tuple)]
    broken = [s for m in counted for s in m.string if re.search(r"%\((?:num|n|count|round)\)s [a-zà-ÿœ]", s)]
    assert broken == []
    assert translator("fr").ngettext("%(num)s episode", "%(num)s episodes", 6) % {"num": 6} == "6\u00a0épisodes"


# --- M1: a file missing, not a file misnamed ---------------------------------------------------------------

@pytest.mark.parametrize(("lang", "said"), [
    ("fr", "il manque le fichier de l’épisode 2\u00a0: le fichier suivant par ordre alphabétique indique «\u00a0episode: 3\u00a0»"),
    ("es", "falta el archivo del episodio 2: el siguiente archivo por orden alfabético pone «episode: 3»"),
    ("en", "the file of episode 2 is missing: the next file in name order says “episode: 3”"),
])
def test_LG_13_a_missing_episode_file_is_named_as_missing_once(tmp_path, cli, lang, said):
    """The episodes after a missing one cannot be checked (their boards and players follow from it):
    one error says so, not one per round of every later file."""
    folder = tmp_path / "rt"
    shutil.copytree(ROOT / "campaigns" / "reef-raiders", folder)
    (folder / "episodes" / "02.yaml").unlink()
    result = cli("--lang", lang, "check", folder)
    assert result.exit_code == 1 and said in result.stderr, result.stderr
    assert result.stderr.count("02.yaml") + result.stderr.count("03.yaml:") == 1 and "LG-14" not in result.stderr, result.stderr


def test_LG_13_missing_files_are_listed_and_an_eternal_log_misses_games(tmp_path, cli):
    folder = tmp_path / "rt"
    shutil.copytree(ROOT / "campaigns" / "reef-raiders", folder)
    for name in ("02.yaml", "03.yaml"):
        (folder / "episodes" / name).unlink()
    assert "faltan los archivos de los episodios 2 y 3:" in cli("--lang", "es", "check", folder).stderr
    night = tmp_path / "night"
    shutil.copytree(ROOT / "campaigns" / "eternal-night", night)
    first = (night / "episodes" / "01.yaml").read_text(encoding="utf-8")
    (night / "episodes" / "03.yaml").write_text(first.replace("episode: 1", "episode: 3"), encoding="utf-8")
    said = cli("--lang", "fr", "check", night).stderr
    assert "il manque le fichier de la partie 2\u00a0:" in said and "épisode" not in said, said


# --- M2, M3, M4, M7, M12, M13, M14: messages with a verb, in the game's words ---------------------------

@pytest.mark.parametrize(("message", "said"), [
    ("a blocking card round must name the blocked card, such as 'blocked: R3'", "doit indiquer la carte bloquée, par exemple"),
    ("nobody acts on the blocking card: the blocked building is set aside at no cost",
     "personne ne joue pendant une manche de carte de blocage : chacun retourne le bâtiment bloqué, sans frais"),
    ("this line has a tab character: YAML indents with spaces only", "cette ligne contient une tabulation"),
    ("Where a player can place the piece of a card now.", "peut maintenant poser"),
    ("A file name is letters, digits, - and _ (at most 64 characters), such as our-island.", "(64 caractères au plus)"),
    ("Tap the spaces to paint", "leur donner un terrain ou un élément"),
    ("Each tap paints the space with what you picked.", "ce que vous avez choisi"),
    ("No space", "pas de case"),
    ("River", "rivière"),
    ("Mode", "Type de partie"),
])
def test_french_messages_the_reviewer_read_as_machine_text(message, said):
    assert said in _fr(message), _fr(message)


def test_the_english_messages_of_the_same_family_have_a_verb_too():
    en = translator("en")
    assert en.gettext("a blocking card round must name the blocked card, such as 'blocked: R3'").startswith("a blocking card round must")
    assert "at most 64 characters" in en.gettext("A file name is letters, digits, - and _ (at most 64 characters), such as our-island.")


# --- M5: LG-08's debt never reads as a gain --------------------------------------------------------------

@pytest.mark.parametrize(("lang", "said"), [("fr", "LG-08   2\u00a0points dus\u00a0: le marqueur s’arrête sur 0"),
                                            ("es", "LG-08   2 puntos de deuda: la ficha se queda en 0"),
                                            ("en", "LG-08   2 points owed: the token stops at 0")])
def test_LG_08_the_debt_item_shows_its_number_in_its_reason_not_as_a_gain(cli, lang, said):
    out = cli("--lang", lang, "score", ROOT / "campaigns" / "river-town").stdout
    assert said in out, out
    assert not re.search(r"\+\d+\s+LG-08", out), out


def test_LG_08_the_debt_item_has_no_points_on_the_sheet_the_page_or_the_table(site):
    from generator.report.explain import shown_points
    from generator.rules.results import Item

    owed = Item(None, 21, "LG-08", "owed", {})
    assert shown_points(owed) == "" and shown_points(Item(None, -3, "MC-R06", "visible-terrain", {})) == "−3"
    page = _text(site / "fr" / "campaigns" / "river-town" / "episodes" / "02" / "index.html")
    assert "2 points dus : le marqueur s’arrête sur 0" in page.replace("'", "’") and "+2 LG-08" not in page
    assert "item.shown" in (ROOT / "templates/table/static/table.js").read_text(encoding="utf-8")


# --- M6: « libres » says one thing ---------------------------------------------------------------------

def test_LG_11_board_says_uncovered_spaces_per_row_apart_from_the_open_spaces(cli):
    out = cli("--lang", "fr", "board", ROOT / "campaigns" / "river-town", "-p", "Camille").stdout
    line = next(line for line in out.splitlines() if "LG-11" in line)
    assert "cases non couvertes par ligne depuis le haut (LG-11)" in line and "libres par ligne" not in line, line


# --- M8, M9, M15: rules, FAQ and player pages ----------------------------------------------------------

def test_LG_03_and_LG_05_read_as_french_rulebooks_say_it():
    import yaml

    rules = yaml.safe_load((ROOT / "content/rules.yaml").read_text(encoding="utf-8"))
    text = json.dumps(rules, ensure_ascii=False)
    assert "autant de fois que voulu" not in text and "autant de fois qu'on le souhaite" in text
    faq = (ROOT / "content/faq/fr/city-ending-participation.md").read_text(encoding="utf-8")
    assert "revenir à une manche suivante" not in faq


def test_LG_14_a_replaced_player_played_from_one_episode_to_another(site):
    players = site / "fr" / "campaigns" / "reef-raiders" / "players"
    text = " ".join(_text(page) for page in players.rglob("index.html"))
    assert "Carmen l'a joué de l'épisode 1 à l'épisode 4" in text.replace("’", "'"), text[:1500]
    assert "l'a joué à partir de" not in text.replace("’", "'")


@pytest.mark.parametrize(("message", "verb"), [
    ("this line has a tab character: YAML indents with spaces only", "contient"),
    ("a ':' where YAML does not expect one (check the indentation, or put the text in quotes)", "il y a ici"),
    ("a key here has no ':' after it (write 'key: value'), or this line is not lined up with the others", "il manque"),
    ("an alias (*name) that refers to no anchor (&name) above it", "ne renvoie"),
    ("a backslash that starts no known escape in double quotes: use single quotes", "ne commence"),
])
def test_a_yaml_problem_after_where_it_starts_is_a_sentence_with_a_verb(message, verb):
    """M4's family: « dans le bloc de texte qui commence ligne 108, colonne 8, une tabulation : … » had no verb;
    every problem the YAML reader words may follow « dans la liste qui commence ligne 3, colonne 1, »."""
    said = _fr(message)
    assert verb in said and not said.startswith(("un « : » là où", "une clé sans")), said


def test_table_modes_board_and_pieces_are_titled_in_french_typography(tmp_path):
    """Y1: the names of table mode's spaces (« filon d'or », « emplacement d'autocollant ») came straight."""
    from generator.table import api
    from generator.table.state import Table

    folder = tmp_path / "city"
    shutil.copytree(FIXTURES / "table" / "city", folder)
    table = Table(folder)
    name = api.state(table, translator("fr"))[1]["players"][0]["name"]
    drawing = api.board(table, translator("fr"), name)[1]["svg"]
    titles = re.findall(r"<title>([^<]*)</title>", drawing)
    assert any("filon d’or" in title for title in titles) and not [t for t in titles if ELISION.search(t)]
    pieces = api.pieces(table, translator("fr"))[1]["pieces"]
    assert not [p for p in pieces.values() if ELISION.search(" ".join(re.findall(r"<title>([^<]*)</title>", p)))]
